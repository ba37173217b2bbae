/// A value that defines the purpose of the tab.
///
/// A tab with the `search` role and no title or image of its own is titled "Search",
/// shows a magnifying glass and is pinned at the trailing edge of the tab bar (the left
/// edge in a right-to-left layout).
nonisolated public struct TabRole: Hashable, Sendable {
    let name: String

    /// The search role.
    nonisolated public static var search: TabRole { TabRole(name: "search") }
}
