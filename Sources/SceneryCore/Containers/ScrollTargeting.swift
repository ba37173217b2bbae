/// Finds the scroll view a wheel turn scrolls.
@MainActor
package enum ScrollTargeting {
    /// The innermost scroll view under `point` that scrolls along an axis of `delta`,
    /// trying inner to outer; a vertical wheel turn over a horizontal-only scroll view
    /// scrolls it horizontally when nothing under the pointer scrolls vertically.
    /// Returns the scroll view and the delta to apply to it.
    package static func target(at point: CGPoint, delta: CGSize, in root: ViewNode) -> (ScrollViewNode, CGSize)? {
        var chain: [ScrollViewNode] = []
        func visit(_ node: ViewNode) {
            if node.clipsHitTesting && !node.frame.contains(point) { return }
            if let scroll = node as? ScrollViewNode { chain.append(scroll) }
            for child in node.children { visit(child) }
        }
        visit(root)
        for scroll in chain.reversed() {
            if delta.height != 0 && scroll.axes.contains(.vertical) || delta.width != 0 && scroll.axes.contains(.horizontal) {
                return (scroll, delta)
            }
        }
        if delta.width == 0, let scroll = chain.last(where: { $0.axes.contains(.horizontal) }) {
            return (scroll, CGSize(width: delta.height, height: 0))
        }
        return nil
    }
}
