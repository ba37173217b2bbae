// The programmatic `NavigationLink` initializers SwiftUI deprecated with `NavigationView`:
// a link bound to a Boolean (`isActive:`) or to a selection (`tag:selection:`) pushes its
// destination while the binding says so, and going back writes `false` / `nil`. New code
// uses `NavigationLink(value:)` with a path or `List(selection:)` instead.


/// The binding of a `tag:selection:` link: true while `selection` is `tag`.
private func isSelected<V: Hashable>(_ tag: V, in selection: Binding<V?>) -> Binding<Bool> {
    nonisolated(unsafe) let selection = selection
    nonisolated(unsafe) let tag = tag
    return Binding(
        get: { selection.wrappedValue == tag },
        set: { active in
            if active {
                selection.wrappedValue = tag
            } else if selection.wrappedValue == tag {
                selection.wrappedValue = nil
            }
        })
}

extension NavigationLink {
    /// Creates a link that pushes `destination` while `isActive` is true; activating the
    /// link sets it to true and going back sets it to false.
    @available(*, deprecated, message: "use NavigationLink(value:label:) with NavigationStack(path:) or List(selection:) instead")
    nonisolated public init(
        isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label
    ) {
        self.init(isActive: isActive, destination: AnyView(destination()), label: label())
    }

    /// Creates a link that pushes `destination` while `isActive` is true (destination first).
    @available(*, deprecated, message: "use NavigationLink(value:label:) with NavigationStack(path:) or List(selection:) instead")
    nonisolated public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.init(isActive: isActive, destination: AnyView(destination), label: label())
    }

    /// Creates a link that pushes `destination` while `selection` is `tag`; activating it
    /// sets `selection` to `tag` and going back sets it to nil.
    @available(*, deprecated, message: "use NavigationLink(value:label:) with NavigationStack(path:) or List(selection:) instead")
    nonisolated public init<V: Hashable>(
        tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label
    ) {
        self.init(isActive: isSelected(tag, in: selection), destination: AnyView(destination()), label: label())
    }

    /// Creates a link that pushes `destination` while `selection` is `tag` (destination first).
    @available(*, deprecated, message: "use NavigationLink(value:label:) with NavigationStack(path:) or List(selection:) instead")
    nonisolated public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) {
        self.init(isActive: isSelected(tag, in: selection), destination: AnyView(destination), label: label())
    }
}

extension NavigationLink where Label == Text {
    /// Creates a link with a localized title that pushes `destination` while `isActive` is true.
    @available(*, deprecated, message: "use NavigationLink(value:label:) with NavigationStack(path:) or List(selection:) instead")
    nonisolated public init(_ titleKey: LocalizedStringKey, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(isActive: isActive, destination: AnyView(destination()), label: Text(titleKey))
    }

    /// Creates a link with a title (shown as it is) that pushes `destination` while `isActive` is true.
    @available(*, deprecated, message: "use NavigationLink(value:label:) with NavigationStack(path:) or List(selection:) instead")
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(isActive: isActive, destination: AnyView(destination()), label: Text(title))
    }

    /// Creates a link with a localized title that pushes `destination` while `isActive` is true.
    @available(*, deprecated, message: "use NavigationLink(value:label:) with NavigationStack(path:) or List(selection:) instead")
    nonisolated public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
        self.init(isActive: isActive, destination: AnyView(destination), label: Text(titleKey))
    }

    /// Creates a link with a title (shown as it is) that pushes `destination` while `isActive` is true.
    @available(*, deprecated, message: "use NavigationLink(value:label:) with NavigationStack(path:) or List(selection:) instead")
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
        self.init(isActive: isActive, destination: AnyView(destination), label: Text(title))
    }

    /// Creates a link with a localized title that pushes `destination` while `selection` is `tag`.
    @available(*, deprecated, message: "use NavigationLink(value:label:) with NavigationStack(path:) or List(selection:) instead")
    nonisolated public init<V: Hashable>(
        _ titleKey: LocalizedStringKey, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination
    ) {
        self.init(isActive: isSelected(tag, in: selection), destination: AnyView(destination()), label: Text(titleKey))
    }

    /// Creates a link with a title (shown as it is) that pushes `destination` while `selection` is `tag`.
    @available(*, deprecated, message: "use NavigationLink(value:label:) with NavigationStack(path:) or List(selection:) instead")
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, V: Hashable>(
        _ title: S, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination
    ) {
        self.init(isActive: isSelected(tag, in: selection), destination: AnyView(destination()), label: Text(title))
    }

    /// Creates a link with a localized title that pushes `destination` while `selection` is `tag`.
    @available(*, deprecated, message: "use NavigationLink(value:label:) with NavigationStack(path:) or List(selection:) instead")
    nonisolated public init<V: Hashable>(_ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(isActive: isSelected(tag, in: selection), destination: AnyView(destination), label: Text(titleKey))
    }

    /// Creates a link with a title (shown as it is) that pushes `destination` while `selection` is `tag`.
    @available(*, deprecated, message: "use NavigationLink(value:label:) with NavigationStack(path:) or List(selection:) instead")
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, V: Hashable>(_ title: S, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(isActive: isSelected(tag, in: selection), destination: AnyView(destination), label: Text(title))
    }
}
