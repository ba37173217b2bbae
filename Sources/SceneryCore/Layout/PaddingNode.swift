/// `padding`: proposes the proposal minus the insets (never below zero; nil stays nil), and
/// reports the child's size plus the insets. Negative insets propose more
/// and report less, so the child draws outside.
package final class PaddingNode: SingleChildNode {
    package override var placesPurely: Bool { true }

    let insets: EdgeInsets

    package init(insets: EdgeInsets, child: ViewNode) {
        self.insets = insets
        super.init(child: child)
        // The padded edges prefer the default spacing again (SwiftUI's padding resets them).
        var padded: Edge.Set = []
        if insets.top != 0 { padded.insert(.top) }
        if insets.leading != 0 { padded.insert(.leading) }
        if insets.bottom != 0 { padded.insert(.bottom) }
        if insets.trailing != 0 { padded.insert(.trailing) }
        traits.spacing = traits.spacing.clearing(padded)
    }

    override var adoptsInPlace: Bool { true }

    override var forwardsChildGuides: Bool { true }

    override func sameParameters(as other: SingleChildNode) -> Bool {
        insets == unsafeDowncast(other, to: PaddingNode.self).insets
    }

    private var horizontal: CGFloat { insets.leading + insets.trailing }
    private var vertical: CGFloat { insets.top + insets.bottom }

    package override func childPlacement(for proposal: ProposedViewSize, size: CGSize) -> (origin: CGPoint, proposal: ProposedViewSize) {
        let inner = ProposedViewSize(
            width: proposal.width.map { max(0, $0 - horizontal) },
            height: proposal.height.map { max(0, $0 - vertical) })
        return (CGPoint(x: insets.leading, y: insets.top), inner)
    }

    /// The child's length along `axis`, and the insets along it.
    override func computeLength(along axis: Axis, for proposal: ProposedViewSize) -> CGFloat? {
        child.length(along: axis, for: childPlacement(for: proposal, size: .zero).proposal) + (axis == .horizontal ? horizontal : vertical)
    }

    package override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let size = child.sizeThatFits(childPlacement(for: proposal, size: .zero).proposal)
        return CGSize(width: size.width + horizontal, height: size.height + vertical)
    }
}
