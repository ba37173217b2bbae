/// A layout modifier: one child, laid out at an offset with a proposal this node derives
/// from its own. It passes the child's traits on and forwards the child's explicit
/// alignment guides (built-in and custom), translated into its own coordinates.
@MainActor
package class SingleChildNode: ViewNode {
    /// The modified view. (Written only by `adopt(_:)`, between layouts.)
    @exclusivity(unchecked) package private(set) var child: ViewNode
    /// Whether the last ``adopt(_:)`` kept the child's unremembered guides.
    @exclusivity(unchecked) private var childGuidesKept = true

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

    /// Whether this node's own parameters equal `other`'s (a node of the same class), so
    /// that it can take `other`'s child in place (Graph/InPlaceUpdate.swift). A modifier
    /// that can overrides it and ``ViewNode/adoptsInPlace``; the default is false.
    func sameParameters(as other: SingleChildNode) -> Bool { false }

    override func canAdopt(_ other: ViewNode) -> Bool {
        sameParameters(as: unsafeDowncast(other, to: SingleChildNode.self))
    }

    override func adopt(_ other: ViewNode) {
        let other = unsafeDowncast(other, to: SingleChildNode.self)
        let new = other.child
        if new === child {
            childGuidesKept = true
        } else if child.canTakeContent(of: new) {
            // The child on screen takes the new one's content too, and says whether its
            // guides stayed (a text's baselines).
            child.adopt(new)
            childGuidesKept = child.keepsUnrememberedGuides
        } else {
            child = new
            childGuidesKept = false
        }
        contentChanged()
    }

    override var keepsUnrememberedGuides: Bool { childGuidesKept }

    /// Whether this node answers every size and guide exactly as its child does (it keeps
    /// the default ``computeSize(_:)``, ``childPlacement(for:size:)`` and
    /// ``explicitAlignment(_:proposal:)``): then it measures like any node of its class
    /// around a child that measures alike (Layout/MeasurementInheritance.swift). Override.
    var measuresAsItsChild: Bool { false }

    override var measuredChildren: [ViewNode] { [child] }

    /// Whether this node gives its child's explicit guides, moved by the child's offset
    /// (the default ``explicitAlignment(_:proposal:)``), and sets none of its own. Override
    /// to return true in a class that keeps that default; the default is
    /// ``measuresAsItsChild``.
    var forwardsChildGuides: Bool { measuresAsItsChild }

    /// A node that measures as its child gives its child's lengths.
    override func computeLength(along axis: Axis, for proposal: ProposedViewSize) -> CGFloat? {
        measuresAsItsChild ? child.length(along: axis, for: proposal) : nil
    }

    /// A node that only forwards its child's guides sets a positional one when its child does.
    override var positionalGuidesAreDefault: Bool { forwardsChildGuides && child.positionalGuidesAreDefault }

    override func measuresLike(_ other: ViewNode) -> Bool {
        measuresAsItsChild || sameParameters(as: unsafeDowncast(other, to: SingleChildNode.self))
    }
}
