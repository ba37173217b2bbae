extension View {
    /// Presents an alert titled `titleKey` while `isPresented` is true, with the buttons of
    /// `actions` (an OK button when there are none). Any button dismisses it; Return presses
    /// the default button, Escape the cancel one.
    nonisolated public func alert<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        alertPresenter(Text(titleKey), isPresented: isPresented, actions: actions(), message: Optional<EmptyView>.none)
    }

    /// Presents an alert titled `title` (a string, not localized).
    @_disfavoredOverload
    nonisolated public func alert<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        alertPresenter(Text(title), isPresented: isPresented, actions: actions(), message: Optional<EmptyView>.none)
    }

    /// Presents an alert titled with a text view.
    nonisolated public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alertPresenter(title, isPresented: isPresented, actions: actions(), message: Optional<EmptyView>.none)
    }

    /// Presents an alert with a message below its title.
    nonisolated public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        alertPresenter(Text(titleKey), isPresented: isPresented, actions: actions(), message: message())
    }

    /// Presents an alert with a message, titled with a string.
    @_disfavoredOverload
    nonisolated public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        alertPresenter(Text(title), isPresented: isPresented, actions: actions(), message: message())
    }

    /// Presents an alert with a message, titled with a text view.
    nonisolated public func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        alertPresenter(title, isPresented: isPresented, actions: actions(), message: message())
    }

    /// Presents an alert about `data` while `isPresented` is true and `data` is not nil; the
    /// buttons are built from the data.
    nonisolated public func alert<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        alertPresenter(Text(titleKey), isPresented: isPresented, actions: data.map(actions), message: Optional<EmptyView>.none, requiresActions: true)
    }

    /// Presents an alert about `data`, titled with a string.
    @_disfavoredOverload
    nonisolated public func alert<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        alertPresenter(Text(title), isPresented: isPresented, actions: data.map(actions), message: Optional<EmptyView>.none, requiresActions: true)
    }

    /// Presents an alert about `data`, titled with a text view.
    nonisolated public func alert<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        alertPresenter(title, isPresented: isPresented, actions: data.map(actions), message: Optional<EmptyView>.none, requiresActions: true)
    }

    /// Presents an alert about `data` with a message built from it.
    nonisolated public func alert<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        alertPresenter(Text(titleKey), isPresented: isPresented, actions: data.map(actions), message: data.map(message), requiresActions: true)
    }

    /// Presents an alert about `data` with a message, titled with a string.
    @_disfavoredOverload
    nonisolated public func alert<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        alertPresenter(Text(title), isPresented: isPresented, actions: data.map(actions), message: data.map(message), requiresActions: true)
    }

    /// Presents an alert about `data` with a message, titled with a text view.
    nonisolated public func alert<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        alertPresenter(title, isPresented: isPresented, actions: data.map(actions), message: data.map(message), requiresActions: true)
    }

    /// An alert or confirmation dialog presenter: shown while `isPresented` is true (and,
    /// with `requiresActions`, while the data the actions were built from is not nil).
    nonisolated func alertPresenter<A: View, M: View>(
        _ title: Text?, isPresented: Binding<Bool>, actions: A?, message: M?, requiresActions: Bool = false,
        kind: PresentationKind = .alert, name: String = "alert"
    ) -> some View {
        nonisolated(unsafe) let isPresented = isPresented
        let content = MainActorBound(AlertContent(
            title: title, message: message.map { AnyView($0) },
            // No actions (an empty builder) gets the OK button.
            actions: actions.flatMap { $0 is EmptyView ? nil : AnyView($0) },
            addsCancel: kind == .confirmationDialog))
        let available = !requiresActions || actions != nil
        return Presenter(
            base: self, name: name, kind: kind,
            content: { isPresented.wrappedValue && available ? AnyView(content.value) : nil },
            dismiss: { isPresented.wrappedValue = false }, onDismiss: nil)
    }
}
