/// Going back without a key: the mouse's back button (X11 button 8) pops the innermost
/// navigation stack that is not at its root, as Alt+Left does inside it.
package enum NavigationBack {
    /// Pops the top view of the innermost stack under `point` that can go back, or, when
    /// none under the point can, of the innermost such stack in the window (the first in
    /// reading order). Returns whether a stack went back.
    @MainActor package static func goBack(at point: CGPoint, in root: ViewNode) -> Bool {
        var best: (goBack: @MainActor () -> Void, depth: Int, containsPoint: Bool)?
        visit(root, depth: 0) { node, goBack, depth in
            let containsPoint = node.frame.contains(point)
            guard let current = best else { return best = (goBack, depth, containsPoint) }
            let deeper = containsPoint == current.containsPoint && depth > current.depth
            if deeper || (containsPoint && !current.containsPoint) {
                best = (goBack, depth, containsPoint)
            }
        }
        guard let back = best?.goBack else { return false }
        back()
        return true
    }

    /// Calls `found` with every visible stack that can go back (and every collapsed split
    /// view that is not showing its first column), its back action and its depth in the
    /// tree.
    @MainActor private static func visit(
        _ node: ViewNode, depth: Int, found: (ViewNode, @escaping @MainActor () -> Void, Int) -> Void
    ) {
        if let stack = node as? NavigationStackNode, let goBack = stack.goBack { found(stack, goBack, depth) }
        if let split = node as? NavigationSplitNode, let goBack = split.goBack { found(split, goBack, depth) }
        for child in node.children { visit(child, depth: depth + 1, found: found) }
    }
}
