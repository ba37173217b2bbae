extension View {
    /// Presents a confirmation dialog while `isPresented` is true: a choice of actions,
    /// drawn as an alert (the title shown unless `titleVisibility` is `.hidden`; a Cancel
    /// button added when the actions have none). Any button dismisses it.
    nonisolated public func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        confirmationPresenter(Text(titleKey), titleVisibility, isPresented, actions(), Optional<EmptyView>.none)
    }

    /// A confirmation dialog titled with a string.
    @_disfavoredOverload
    nonisolated public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View {
        confirmationPresenter(Text(title), titleVisibility, isPresented, actions(), Optional<EmptyView>.none)
    }

    /// A confirmation dialog titled with a text view.
    nonisolated public func confirmationDialog<A: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View {
        confirmationPresenter(title, titleVisibility, isPresented, actions(), Optional<EmptyView>.none)
    }

    /// A confirmation dialog with a message.
    nonisolated public func confirmationDialog<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        confirmationPresenter(Text(titleKey), titleVisibility, isPresented, actions(), message())
    }

    /// A confirmation dialog with a message, titled with a string.
    @_disfavoredOverload
    nonisolated public func confirmationDialog<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        confirmationPresenter(Text(title), titleVisibility, isPresented, actions(), message())
    }

    /// A confirmation dialog with a message, titled with a text view.
    nonisolated public func confirmationDialog<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        confirmationPresenter(title, titleVisibility, isPresented, actions(), message())
    }

    /// A confirmation dialog about `data` (shown while it is not nil).
    nonisolated public func confirmationDialog<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        confirmationPresenter(Text(titleKey), titleVisibility, isPresented, data.map(actions), Optional<EmptyView>.none, requiresActions: true)
    }

    /// A confirmation dialog about `data` with a message built from it.
    nonisolated public func confirmationDialog<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        confirmationPresenter(Text(titleKey), titleVisibility, isPresented, data.map(actions), data.map(message), requiresActions: true)
    }

    /// A confirmation dialog about `data` with a message, titled with a string.
    @_disfavoredOverload
    nonisolated public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        confirmationPresenter(Text(title), titleVisibility, isPresented, data.map(actions), data.map(message), requiresActions: true)
    }

    nonisolated private func confirmationPresenter<A: View, M: View>(
        _ title: Text, _ visibility: Visibility, _ isPresented: Binding<Bool>, _ actions: A?, _ message: M?,
        requiresActions: Bool = false
    ) -> some View {
        // A desktop confirmation dialog shows its title unless asked not to (`.automatic`
        // shows it, as on macOS).
        alertPresenter(
            visibility == .hidden ? nil : title, isPresented: isPresented, actions: actions, message: message,
            requiresActions: requiresActions, kind: .confirmationDialog, name: "confirmationDialog")
    }
}
