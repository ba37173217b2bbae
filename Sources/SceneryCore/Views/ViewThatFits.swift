/// Shows the first of its children whose ideal size fits the proposal along `axes`, or
/// the last child when none fits.
nonisolated public struct ViewThatFits<Content: View>: View, PrimitiveView {
    let axes: Axis.Set
    let content: Content

    /// Creates a view that picks the first child that fits.
    nonisolated public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    @MainActor package func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        var children: [ViewNode] = []
        SceneryCore.resolve(content, into: &children, context: context.inStack(nil))
        nodes.append(ViewThatFitsNode(axes: axes, options: children))
    }
}

/// The node of a `ViewThatFits`: the choice depends on the proposal.
package final class ViewThatFitsNode: ViewNode {
    let axes: Axis.Set
    let options: [ViewNode]
    private var chosen: ViewNode?

    init(axes: Axis.Set, options: [ViewNode]) {
        self.axes = axes
        self.options = options
    }

    /// The first option whose ideal size (along `axes`) fits `proposal`, else the last.
    func choice(for proposal: ProposedViewSize) -> ViewNode? {
        let probe = ProposedViewSize(
            width: axes.contains(.horizontal) ? nil : proposal.width,
            height: axes.contains(.vertical) ? nil : proposal.height)
        return options.first { option in
            let ideal = option.sizeThatFits(probe)
            let fitsWidth = !axes.contains(.horizontal) || proposal.width.map { ideal.width <= $0 } ?? true
            let fitsHeight = !axes.contains(.vertical) || proposal.height.map { ideal.height <= $0 } ?? true
            return fitsWidth && fitsHeight
        } ?? options.last
    }

    package override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        choice(for: proposal)?.sizeThatFits(proposal) ?? .zero
    }

    package override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        chosen = choice(for: proposal)
        chosen?.place(at: bounds.origin, proposal: proposal)
    }

    package override func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize) -> CGFloat? {
        choice(for: proposal)?.explicitAlignment(key, proposal: proposal)
    }

    package override var children: [ViewNode] { chosen.map { [$0] } ?? [] }
}
