/// A layout modifier: one child, laid out at an offset with a proposal this node derives
/// from its own. It passes the child's traits on and forwards the child's explicit
/// alignment guides (built-in and custom), translated into its own coordinates.
@MainActor
package class SingleChildNode: ViewNode {
    /// The modified view.
    package let child: ViewNode

    package init(child: ViewNode) {
        self.child = child
        super.init()
        traits = child.traits
    }

    /// Where the child goes, relative to this node's origin, and what it is proposed, when
    /// this node is proposed `proposal` and chooses `size`. Default: the same proposal, at
    /// the origin.
    package func childPlacement(for proposal: ProposedViewSize, size: CGSize) -> (origin: CGPoint, proposal: ProposedViewSize) {
        (.zero, proposal)
    }

    package override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        child.sizeThatFits(proposal)
    }

    package override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        let placement = childPlacement(for: proposal, size: bounds.size)
        child.place(
            at: CGPoint(x: bounds.minX + placement.origin.x, y: bounds.minY + placement.origin.y),
            proposal: placement.proposal)
    }

    package override func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize) -> CGFloat? {
        let placement = childPlacement(for: proposal, size: sizeThatFits(proposal))
        guard let value = child.explicitAlignment(key, proposal: placement.proposal) else { return nil }
        return value + (key.axis == .horizontal ? placement.origin.x : placement.origin.y)
    }

    package override var children: [ViewNode] { [child] }
}
