/// How content fills a space of another aspect ratio.
public enum ContentMode: Hashable, Sendable, CaseIterable {
    /// The largest rectangle of the ratio inside the proposal.
    case fit
    /// The smallest rectangle of the ratio covering the proposal.
    case fill
}

/// `aspectRatio`: proposes the rectangle of the ratio that fits (or fills) the proposal
/// and reports whatever the child chooses — it does not force the ratio on a rigid child.
/// Without a ratio it uses the child's ideal size's.
package final class AspectRatioNode: SingleChildNode {
    let ratio: CGFloat?
    let contentMode: ContentMode

    package init(ratio: CGFloat?, contentMode: ContentMode, child: ViewNode) {
        self.ratio = ratio
        self.contentMode = contentMode
        super.init(child: child)
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        let ratio: CGFloat
        if let given = self.ratio {
            ratio = given
        } else {
            let ideal = child.sizeThatFits(.unspecified)
            guard ideal.height > 0, ideal.width > 0 else { return proposal }
            ratio = ideal.width / ideal.height
        }
        guard ratio > 0, ratio.isFinite else { return proposal }
        switch (proposal.width, proposal.height) {
        case let (width?, height?):
            return ProposedViewSize(fitted(ratio, width, height))
        case let (width?, nil):
            return ProposedViewSize(width: width, height: width / ratio)
        case let (nil, height?):
            return ProposedViewSize(width: height * ratio, height: height)
        case (nil, nil):
            // No space given: the child's ideal size, brought to the ratio (decision, docs/layout.md).
            let ideal = child.sizeThatFits(.unspecified)
            return ProposedViewSize(fitted(ratio, ideal.width, ideal.height))
        }
    }

    private func fitted(_ ratio: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGSize {
        if !width.isFinite && !height.isFinite { return CGSize(width: width, height: height) }
        let fit = contentMode == .fit
        if !width.isFinite { return fit ? CGSize(width: height * ratio, height: height) : CGSize(width: width, height: .infinity) }
        if !height.isFinite { return fit ? CGSize(width: width, height: width / ratio) : CGSize(width: .infinity, height: height) }
        let wider = height == 0 ? true : width / height > ratio
        return wider == fit ? CGSize(width: height * ratio, height: height) : CGSize(width: width, height: width / ratio)
    }

    package override func computeSize(_ proposal: ProposedViewSize) -> CGSize { child.sizeThatFits(childProposal(proposal)) }

    package override func childPlacement(for proposal: ProposedViewSize, size: CGSize) -> (origin: CGPoint, proposal: ProposedViewSize) {
        (.zero, childProposal(proposal))
    }
}
