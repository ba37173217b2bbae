/// A toolbar item a container adds by itself, which `toolbar(removing:)` takes away.
nonisolated public struct ToolbarDefaultItemKind: Hashable, Sendable {
    let name: String

    /// The button that shows and hides the sidebar of a `NavigationSplitView`.
    nonisolated public static var sidebarToggle: ToolbarDefaultItemKind { Self(name: "sidebarToggle") }
}

/// The default toolbar items removed inside a view: the union of every
/// `toolbar(removing:)` in it.
struct RemovedToolbarItemsKey: PreferenceKey {
    static let defaultValue: Set<ToolbarDefaultItemKind> = []

    static func reduce(value: inout Set<ToolbarDefaultItemKind>, nextValue: () -> Set<ToolbarDefaultItemKind>) {
        value.formUnion(nextValue())
    }
}

private struct RemovedToolbarItemsEnvironmentKey: EnvironmentKey {
    static var defaultValue: Set<ToolbarDefaultItemKind> { [] }
}

extension EnvironmentValues {
    /// The default toolbar items a view around this one removed.
    var removedToolbarItems: Set<ToolbarDefaultItemKind> {
        get { self[RemovedToolbarItemsEnvironmentKey.self] }
        set { self[RemovedToolbarItemsEnvironmentKey.self] = newValue }
    }
}

extension View {
    /// Removes a toolbar item that a container adds by itself, such as the sidebar toggle
    /// of a `NavigationSplitView`. It works on the split view (or around it) and on the view
    /// of one of its columns.
    nonisolated public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> some View {
        let removed: Set<ToolbarDefaultItemKind> = defaultItemKind.map { [$0] } ?? []
        return environment(\.removedToolbarItems, removed)
            .transformPreference(RemovedToolbarItemsKey.self) { $0.formUnion(removed) }
    }
}
