extension View {
    /// A frame of a fixed width and/or height; the child is aligned inside it and may
    /// overflow it. A nil dimension takes the child's size.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        wrapNodesAtLeaf { node, context in
            FrameNode(width: context.animated(width), height: context.animated(height), alignment: alignment, child: node)
        }
    }

    /// A flexible frame: the proposal is clamped to the bounds on the way in, and the
    /// frame's size is the proposal clamped by the bounds (a missing bound is the child's
    /// size) on the way out. An ideal is used when nil is proposed.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        wrapNodesAtLeaf { node, context in
            FlexibleFrameNode(
                horizontal: .init(
                    min: context.animated(minWidth), ideal: context.animated(idealWidth), max: context.animated(maxWidth)),
                vertical: .init(
                    min: context.animated(minHeight), ideal: context.animated(idealHeight), max: context.animated(maxHeight)),
                alignment: alignment, child: node)
        }
    }

    /// Proposes nil (the ideal size) on both axes, so the view takes its ideal size and may
    /// draw outside what its parent proposed.
    public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

    /// Proposes nil (the ideal size) on the chosen axes.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        wrapNodes { node, _ in FixedSizeNode(horizontal: horizontal, vertical: vertical, child: node) }
    }
}
