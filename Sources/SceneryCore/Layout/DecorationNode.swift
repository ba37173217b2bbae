/// `background` and `overlay`: the primary child alone decides the size; the secondary is
/// proposed exactly that size and aligned on it. A background draws behind the primary, an
/// overlay in front.
package final class DecorationNode: SingleChildNode {
    override var measuresAsItsChild: Bool { true }
    /// The view and its decoration are the ones it was made with (or took in place).
    override var childrenAreFixed: Bool { true }
    package enum Layer { case background, overlay }

    let secondary: ViewNode
    let layer: Layer
    let alignment: Alignment

    package init(primary: ViewNode, secondary: ViewNode, layer: Layer, alignment: Alignment) {
        self.secondary = secondary
        self.layer = layer
        self.alignment = alignment
        super.init(child: primary)
    }

    package override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        super.placeChildren(in: bounds, proposal: proposal)
        let secondaryProposal = ProposedViewSize(bounds.size)
        // The primary's guides (explicit ones included) meet the secondary's.
        let primaryDimensions = child.dimensions(for: proposal)
        let origin = alignedOrigin(
            of: secondary, proposal: secondaryProposal, in: bounds.size, parentDimensions: primaryDimensions,
            alignment: alignment)
        secondary.place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: secondaryProposal)
    }

    package override var children: [ViewNode] { layer == .background ? [secondary, child] : [child, secondary] }
}
