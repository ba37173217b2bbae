extension View {
    /// A frame of a fixed width and/or height; the child is aligned inside it and may
    /// overflow it. A nil dimension takes the child's size.
    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        wrapNodesAtLeaf(pure: true) { node, context in
            FrameNode(width: context.animated(width), height: context.animated(height), alignment: alignment, child: node)
        }
    }

    /// A flexible frame: the proposal is clamped to the bounds on the way in, and the
    /// frame's size is the proposal clamped by the bounds (a missing bound is the child's
    /// size) on the way out. An ideal is used when nil is proposed.
    ///
    /// The bounds of each axis must not decrease from minimum to ideal to maximum. When they
    /// do, a runtime warning says "Contradictory frame constraints specified." and they are
    /// made so as SwiftUI makes them: an ideal below the minimum is raised to it, and a
    /// maximum below the ideal (or, without one, the minimum) is raised to that.
    nonisolated public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        wrapNodesAtLeaf(pure: true) { node, context in
            let horizontal = FlexibleFrameNode.Bounds(
                min: context.animated(minWidth), ideal: context.animated(idealWidth), max: context.animated(maxWidth))
            let vertical = FlexibleFrameNode.Bounds(
                min: context.animated(minHeight), ideal: context.animated(idealHeight), max: context.animated(maxHeight))
            if !horizontal.isOrdered || !vertical.isOrdered {
                RuntimeWarnings.warnOnce("Contradictory frame constraints specified.")
            }
            return FlexibleFrameNode(
                horizontal: horizontal.normalized, vertical: vertical.normalized, alignment: alignment, child: node)
        }
    }

    /// Proposes nil (the ideal size) on both axes, so the view takes its ideal size and may
    /// draw outside what its parent proposed.
    nonisolated public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

    /// Proposes nil (the ideal size) on the chosen axes.
    nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        wrapNodes(pure: true) { node, _ in FixedSizeNode(horizontal: horizontal, vertical: vertical, child: node) }
    }
}
