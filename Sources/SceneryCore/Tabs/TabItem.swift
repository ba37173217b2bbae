/// The tab item a view declares with `.tabItem { }` (the older tab API), carried as a
/// trait of its node.
package enum TabItemTrait {}

/// A view's badge (`.badge(_:)`).
package enum BadgeTrait {}

extension View {
    /// Sets the tab bar item associated with this view in a `TabView` built from views
    /// (the older API; `Tab` replaces it).
    ///
    /// ```swift
    /// TabView {
    ///     MenuView().tabItem { Label("Menu", systemImage: "list.dash") }
    /// }
    /// ```
    nonisolated public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        let label = MainActorBound(label())
        return modifier(_TraitModifier { $0.traits.values[ObjectIdentifier(TabItemTrait.self)] = AnyView(label.value) })
    }

    /// Generates a badge for the view from an integer value; zero shows no badge. In a
    /// `TabView` built from views, the badge shows on the view's tab.
    nonisolated public func badge(_ count: Int) -> some View {
        badge(count == 0 ? nil : Text("\(count)"))
    }

    /// Generates a badge for the view from a text view; nil shows no badge.
    nonisolated public func badge(_ label: Text?) -> some View {
        let label = MainActorBound(label)
        return modifier(_TraitModifier { $0.traits.values[ObjectIdentifier(BadgeTrait.self)] = label.value })
    }

    /// Generates a badge for the view from the localized string for `key`.
    nonisolated public func badge(_ key: LocalizedStringKey?) -> some View {
        badge(key.map { Text($0) })
    }

    /// Generates a badge for the view from a string (not localized).
    @_disfavoredOverload
    nonisolated public func badge<S: StringProtocol>(_ label: S?) -> some View {
        badge(label.map { Text($0) })
    }
}
