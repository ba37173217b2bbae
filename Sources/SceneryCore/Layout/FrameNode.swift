/// A fixed `frame(width:height:alignment:)`: it proposes its fixed dimensions (the
/// proposal passes through in an unspecified one), always reports them, and aligns the
/// child inside.
package final class FrameNode: SingleChildNode {
    package override var placesPurely: Bool { true }
    override var forwardsChildGuides: Bool { true }

    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment

    package init(width: CGFloat?, height: CGFloat?, alignment: Alignment, child: ViewNode) {
        self.width = width
        self.height = height
        self.alignment = alignment
        super.init(child: child)
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    override var adoptsInPlace: Bool { true }

    override func sameParameters(as other: SingleChildNode) -> Bool {
        let other = unsafeDowncast(other, to: FrameNode.self)
        return width == other.width && height == other.height && alignment == other.alignment
    }

    package override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let child = child.sizeThatFits(childProposal(proposal))
        return CGSize(width: width ?? child.width, height: height ?? child.height)
    }

    /// The fixed length along `axis`, else the child's.
    override func computeLength(along axis: Axis, for proposal: ProposedViewSize) -> CGFloat? {
        (axis == .horizontal ? width : height) ?? child.length(along: axis, for: childProposal(proposal))
    }

    package override func childPlacement(for proposal: ProposedViewSize, size: CGSize) -> (origin: CGPoint, proposal: ProposedViewSize) {
        let inner = childProposal(proposal)
        return (alignedOrigin(of: child, proposal: inner, in: size, alignment: alignment), inner)
    }
}

/// A flexible `frame(minWidth:idealWidth:maxWidth:…)`: the bounds are applied on the way
/// in (the proposal is clamped; a nil proposal becomes the ideal) and on the way out
/// (a missing bound is replaced by the child's size; the lower bound wins).
package final class FlexibleFrameNode: SingleChildNode {
    package override var placesPurely: Bool { true }
    override var forwardsChildGuides: Bool { true }

    package struct Bounds {
        var min, ideal, max: CGFloat?

        package init(min: CGFloat?, ideal: CGFloat?, max: CGFloat?) {
            (self.min, self.ideal, self.max) = (min, ideal, max)
        }

        /// Whether the given bounds never decrease from minimum to ideal to maximum.
        var isOrdered: Bool {
            let low = min ?? -.infinity
            let middle = ideal ?? low
            return low <= middle && middle <= (max ?? middle)
        }

        /// The bounds made ordered as SwiftUI orders them: an ideal below the minimum is
        /// raised to it; a maximum below the ideal (without one, the minimum) is raised to it.
        var normalized: Bounds {
            var bounds = self
            if let low = min, let middle = ideal, middle < low { bounds.ideal = low }
            if let high = max, let floor = bounds.ideal ?? min, high < floor { bounds.max = floor }
            return bounds
        }

        func clamp(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat { Swift.max(low, Swift.min(high, value)) }

        func proposal(_ proposed: CGFloat?) -> CGFloat? {
            guard let proposed else { return ideal }
            return clamp(proposed, min ?? -.infinity, max ?? .infinity)
        }

        func size(_ proposed: CGFloat?, child: CGFloat) -> CGFloat {
            if proposed == nil, let ideal { return clamp(ideal, min ?? -.infinity, max ?? .infinity) }
            return clamp(proposed ?? child, min ?? child, max ?? child)
        }
    }

    let horizontal: Bounds
    let vertical: Bounds
    let alignment: Alignment

    package init(horizontal: Bounds, vertical: Bounds, alignment: Alignment, child: ViewNode) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.alignment = alignment
        super.init(child: child)
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal.proposal(proposal.width), height: vertical.proposal(proposal.height))
    }

    package override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let child = child.sizeThatFits(childProposal(proposal))
        return CGSize(
            width: horizontal.size(proposal.width, child: child.width),
            height: vertical.size(proposal.height, child: child.height))
    }

    package override func childPlacement(for proposal: ProposedViewSize, size: CGSize) -> (origin: CGPoint, proposal: ProposedViewSize) {
        let inner = childProposal(proposal)
        return (alignedOrigin(of: child, proposal: inner, in: size, alignment: alignment), inner)
    }
}

/// `fixedSize`: proposes nil (the child's ideal) on the fixed axes.
package final class FixedSizeNode: SingleChildNode {
    package override var placesPurely: Bool { true }

    let horizontal: Bool
    let vertical: Bool

    package init(horizontal: Bool, vertical: Bool, child: ViewNode) {
        self.horizontal = horizontal
        self.vertical = vertical
        super.init(child: child)
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    package override func computeSize(_ proposal: ProposedViewSize) -> CGSize { child.sizeThatFits(childProposal(proposal)) }

    package override func childPlacement(for proposal: ProposedViewSize, size: CGSize) -> (origin: CGPoint, proposal: ProposedViewSize) {
        (.zero, childProposal(proposal))
    }
}
