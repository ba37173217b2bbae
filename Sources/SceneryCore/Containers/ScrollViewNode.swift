/// A scroll view's node: along its axes it takes the proposal and proposes nil, across them
/// it proposes the proposal and takes the content's size; it places its content at its
/// top-leading corner moved back by the scroll offset (clamped so the content never leaves
/// a gap), clips drawing and hit testing to its frame, and tells lazy content which part
/// of the window it shows.
package final class ScrollViewNode: ViewNode {
    let axes: Axis.Set
    let state: ScrollState
    let viewport: ScrollViewport
    let content: ViewNode
    /// The content's size at the last placement.
    package private(set) var contentSize = CGSize.zero

    init(axes: Axis.Set, state: ScrollState, viewport: ScrollViewport, content: ViewNode) {
        self.axes = axes
        self.state = state
        self.viewport = viewport
        self.content = content
    }

    /// The scroll offset now.
    package var offset: CGPoint { state.offset }

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

    /// `offset` brought inside 0…(content − viewport) on the scroll axes, 0 across them.
    private func clamped(_ offset: CGPoint, content: CGSize, viewport: CGSize) -> CGPoint {
        func clamp(_ value: CGFloat, _ axis: Axis, _ set: Axis.Set) -> CGFloat {
            guard axes.contains(set) else { return 0 }
            let limit = max(0, content[axis] - viewport[axis])
            return limit.isFinite ? min(max(0, value), limit) : max(0, value)
        }
        return CGPoint(x: clamp(offset.x, .horizontal, .horizontal), y: clamp(offset.y, .vertical, .vertical))
    }

    package override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        let inner = contentProposal(proposal)
        viewport.visibleRect = bounds
        var size = content.sizeThatFits(inner)
        // Lazy content measures rows as it places them; when its estimate changes, measure
        // and place again (bounded: each pass measures only rows that became visible).
        for _ in 0..<3 {
            if !state.hasBeenPlaced, let anchor = state.defaultAnchor {
                state.offset = ScrollState.offset(for: anchor, content: size, viewport: bounds.size)
            }
            state.offset = clamped(state.offset, content: size, viewport: bounds.size)
            viewport.estimatesChanged = false
            content.place(at: CGPoint(x: bounds.minX - state.offset.x, y: bounds.minY - state.offset.y), proposal: inner)
            guard viewport.estimatesChanged else { break }
            content.forEachNode { $0.forgetSizes() }
            size = content.sizeThatFits(inner)
        }
        contentSize = size
        state.hasBeenPlaced = true
    }

    /// Scrolls by `delta` (positive: towards the content's end), clamped to the content as
    /// last laid out. Returns whether the offset changed.
    package func scroll(by delta: CGSize) -> Bool {
        let old = state.offset
        state.offset = clamped(CGPoint(x: old.x + delta.width, y: old.y + delta.height), content: contentSize, viewport: frame.size)
        return state.offset != old
    }

    package override var children: [ViewNode] { [content] }

    package override var clipsHitTesting: Bool { true }

    package override func draw(into list: inout DisplayList) {
        list.append(.beginClip(Path(frame), frame: frame))
        content.draw(into: &list)
        list.append(.end)
    }
}
