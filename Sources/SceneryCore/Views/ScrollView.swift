/// A scrollable view. Along its scroll axes it takes the proposed size and proposes nil to
/// its content (which becomes its ideal length); across them it proposes the proposal and
/// takes the content's size. Content starts at the top-leading corner and is clipped.
/// Several views form an implicit `VStack`. (Scrolling input comes with interaction.)
public struct ScrollView<Content: View>: View, PrimitiveView {
    /// The scroll axes.
    public var axes: Axis.Set
    /// Whether indicators show.
    public var showsIndicators: Bool
    /// The content.
    public var content: Content

    /// Creates a scroll view.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    package func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        nodes.append(ScrollViewNode(axes: axes, content: resolveSingle(content, context: context)))
    }
}

/// A scroll view's layout.
package final class ScrollViewNode: ViewNode {
    let axes: Axis.Set
    let content: ViewNode

    init(axes: Axis.Set, content: ViewNode) {
        self.axes = axes
        self.content = content
    }

    private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: axes.contains(.horizontal) ? nil : proposal.width,
            height: axes.contains(.vertical) ? nil : proposal.height)
    }

    package override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let content = content.sizeThatFits(contentProposal(proposal))
        return CGSize(
            width: axes.contains(.horizontal) ? proposal.width ?? content.width : content.width,
            height: axes.contains(.vertical) ? proposal.height ?? content.height : content.height)
    }

    package override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        content.place(at: bounds.origin, proposal: contentProposal(proposal))
    }

    package override var children: [ViewNode] { [content] }

    package override func draw(into list: inout DisplayList) {
        list.append(.beginClip(Path(frame), frame: frame))
        content.draw(into: &list)
        list.append(.end)
    }
}
