/// Going back without a key: the mouse's back button (X11 button 8) pops the innermost
/// navigation stack that is not at its root, as Alt+Left does inside it.
package enum NavigationBack {
    /// Pops the top view of the innermost stack under `point` that can go back, or, when
    /// none under the point can, of the innermost such stack in the window (the first in
    /// reading order). Returns whether a stack went back.
    @MainActor package static func goBack(at point: CGPoint, in root: ViewNode) -> Bool {
        var best: (node: NavigationStackNode, depth: Int, containsPoint: Bool)?
        visit(root, depth: 0) { node, depth in
            let containsPoint = node.frame.contains(point)
            guard let current = best else { return best = (node, depth, containsPoint) }
            let deeper = containsPoint == current.containsPoint && depth > current.depth
            if deeper || (containsPoint && !current.containsPoint) {
                best = (node, depth, containsPoint)
            }
        }
        guard let back = best?.node.goBack else { return false }
        back()
        return true
    }

    /// Calls `found` with every visible stack that can go back and its depth in the tree.
    @MainActor private static func visit(
        _ node: ViewNode, depth: Int, found: (NavigationStackNode, Int) -> Void
    ) {
        if let stack = node as? NavigationStackNode, stack.goBack != nil { found(stack, depth) }
        for child in node.children { visit(child, depth: depth + 1, found: found) }
    }
}
