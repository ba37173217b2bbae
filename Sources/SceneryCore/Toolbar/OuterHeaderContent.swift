/// Toolbar items and search fields declared *around* a navigation stack
/// (`NavigationStack { … }.toolbar { … }`, `.searchable(…)` on the stack, or on a split view
/// whose last column is a stack): SwiftUI shows them in the stack's header bar, merged with
/// the top view's, not in a bar of their own. The modifier that declares them hands them to
/// the stack's node (``OuterHeaderContent/stack(under:)``) instead of writing them as a
/// preference, and the stack's header shows them after the top view's items (and the
/// top view's own search field first).
///
/// Entries are kept by the declaring modifier's identity, so a modifier that runs again
/// replaces its own entries; they are listed innermost modifier first.
@MainActor
final class OuterHeaderContent {
    private var toolbars: [(key: String, entries: [ToolbarEntry])] = []
    private var searches: [(key: String, entries: [SearchFieldEntry])] = []

    /// Sets the items the modifier at `key` declares.
    func setToolbar(_ entries: [ToolbarEntry], key: String) {
        if let index = toolbars.firstIndex(where: { $0.key == key }) {
            toolbars[index].entries = entries
        } else {
            toolbars.append((key, entries))
        }
    }

    /// Sets the search field the `searchable` modifier at `key` declares.
    func setSearch(_ entry: SearchFieldEntry, key: String) {
        if let index = searches.firstIndex(where: { $0.key == key }) {
            searches[index].entries = [entry]
        } else {
            searches.append((key, [entry]))
        }
    }

    /// Adds the outer items and search field to what the top view declares.
    func merge(into content: inout HeaderContent) {
        content.items += toolbars.flatMap(\.entries)
        if content.search == nil, !content.removed.contains(.search) {
            content.search = searches.first?.entries.first
        }
    }

    /// The navigation stack whose header shows what a modifier around `node` declares:
    /// `node` itself (through single-child modifiers) when it is a stack, or, for a split
    /// view, the stack of its last column (the detail). Nil otherwise: the entries then
    /// travel up as preferences (to a window header bar, or a stack further out).
    static func stack(under node: ViewNode) -> NavigationStackNode? {
        var node = node
        while true {
            if let stack = node as? NavigationStackNode { return stack }
            if let split = node as? NavigationSplitNode {
                guard let detail = split.columns.last else { return nil }
                node = detail.content
                continue
            }
            guard let single = node as? SingleChildNode else { return nil }
            node = single.child
        }
    }
}
