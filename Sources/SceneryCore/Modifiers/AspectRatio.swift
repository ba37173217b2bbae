extension View {
    /// Proposes the largest (`.fit`) or smallest covering (`.fill`) rectangle of the ratio
    /// width ÷ height; nil uses the view's ideal size's ratio. The view's size is what it
    /// chooses for that proposal.
    nonisolated public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        wrapNodes { node, _ in AspectRatioNode(ratio: aspectRatio, contentMode: contentMode, child: node) }
    }

    /// `aspectRatio` with the ratio of `aspectRatio.width ÷ aspectRatio.height`.
    nonisolated public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }

    /// `aspectRatio(contentMode: .fit)`.
    nonisolated public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

    /// `aspectRatio(contentMode: .fill)`.
    nonisolated public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}
