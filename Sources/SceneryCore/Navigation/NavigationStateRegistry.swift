/// One window's navigation state as the scene host shows it (`scenectl list --json`): what
/// each navigation view on screen reports, and which saved state has been restored.
///
/// One per window, in the environment (`EnvironmentValues.navigationState`). Navigation
/// views report while they resolve; the window reads ``summaries`` after each frame and
/// tells the host when they changed.
@MainActor
package final class NavigationStateRegistry {
    /// What one navigation view reports.
    package struct Summary: Equatable, Sendable {
        /// The kind of view: `stack`, `tab`, `split`, …
        package var kind: String
        /// The view's identity path in the window (stable across renderer restarts).
        package var key: String
        /// How many views are pushed above a stack's root (0 for other kinds).
        package var depth: Int
        /// The titles of the views on a stack, bottom first; the last is the top. At most
        /// ``maximumTitles``: a deeper stack lists its top views only.
        package var titles: [String]
        /// A selection (a tab's, a split view's), as text; nil when there is none.
        package var selection: String?

        package init(kind: String, key: String, depth: Int = 0, titles: [String] = [], selection: String? = nil) {
            self.kind = kind
            self.key = key
            self.depth = depth
            self.titles = titles
            self.selection = selection
        }
    }

    /// The most titles a summary lists.
    package static let maximumTitles = 32

    private struct Entry {
        var summary: Summary
        /// The view's model: the entry lapses when the view's state goes away.
        weak var owner: AnyObject?
    }

    private var entries: [String: Entry] = [:]
    /// The storage keys whose saved state was restored (or found unusable) in this window.
    private var restored: Set<String> = []

    package init() {}

    /// Records what a navigation view shows now; `owner` is its model (state that lives as
    /// long as the view).
    package func report(_ summary: Summary, owner: AnyObject) {
        entries[summary.kind + " " + summary.key] = Entry(summary: summary, owner: owner)
    }

    /// The navigation views alive now, ordered by kind and key.
    package var summaries: [Summary] {
        entries = entries.filter { $0.value.owner != nil }
        return entries.sorted { $0.key < $1.key }.map(\.value.summary)
    }

    /// Whether saved state under `key` may be restored now: true once per key and window,
    /// so a view that leaves the tree and comes back starts from its own initial state.
    package func claimRestoration(of key: String) -> Bool {
        restored.insert(key).inserted
    }
}

private struct NavigationStateRegistryKey: EnvironmentKey {
    static var defaultValue: NavigationStateRegistry? { nil }
}

extension EnvironmentValues {
    /// The window's navigation state registry (nil outside a window).
    package var navigationState: NavigationStateRegistry? {
        get { self[NavigationStateRegistryKey.self] }
        set { self[NavigationStateRegistryKey.self] = newValue }
    }
}
