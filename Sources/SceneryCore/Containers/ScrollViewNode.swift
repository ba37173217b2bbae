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

    /// The scroll bars (overlays along the trailing and bottom edges), for the axes that
    /// show indicators.
    package let bars: [ScrollBarNode]

    init(axes: Axis.Set, state: ScrollState, viewport: ScrollViewport, content: ViewNode, bars: [ScrollBarNode] = []) {
        self.axes = axes
        self.state = state
        self.viewport = viewport
        self.content = content
        self.bars = bars
        super.init()
        for bar in bars { bar.scrollView = self }
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
        placeBars(in: bounds)
    }

    /// Places each bar on its strip when the content is longer than the scroll view on the
    /// bar's axis, else on an empty frame (hidden, and no click reaches it). With both bars
    /// shown, the vertical one stops short of the horizontal one's strip.
    private func placeBars(in bounds: CGRect) {
        guard !bars.isEmpty else { return }
        let strip = ScrollBarMetrics.strip
        let overflows = (
            vertical: contentSize.height > bounds.height + 0.5,
            horizontal: contentSize.width > bounds.width + 0.5)
        for bar in bars {
            if bar.axis == .vertical, overflows.vertical {
                let height = bounds.height - (overflows.horizontal && bars.count > 1 ? strip : 0)
                bar.place(at: CGPoint(x: bounds.maxX - strip, y: bounds.minY), proposal: ProposedViewSize(width: strip, height: max(0, height)))
            } else if bar.axis == .horizontal, overflows.horizontal {
                bar.place(at: CGPoint(x: bounds.minX, y: bounds.maxY - strip), proposal: ProposedViewSize(width: bounds.width, height: strip))
            } else {
                bar.place(at: CGPoint(x: bounds.maxX, y: bounds.maxY), proposal: ProposedViewSize(width: 0, height: 0))
            }
        }
    }

    /// Scrolls by `delta` (positive: towards the content's end), clamped to the content as
    /// last laid out. Returns whether the offset changed.
    package func scroll(by delta: CGSize) -> Bool {
        let old = state.offset
        state.offset = clamped(CGPoint(x: old.x + delta.width, y: old.y + delta.height), content: contentSize, viewport: frame.size)
        return state.offset != old
    }

    package override var children: [ViewNode] { bars.isEmpty ? [content] : [content] + bars }

    package override var clipsHitTesting: Bool { true }

    /// Its placement follows from the content's size, the offset and the viewport, all
    /// read again when it is placed: a change in place inside is laid out right (content
    /// that builds rows while placed, a lazy stack, is not plain layout itself).
    override var takesChangesInPlace: Bool { true }

    package override func draw(into list: inout DisplayList) {
        list.append(.beginClip(Path(frame), frame: frame))
        content.draw(into: &list)
        for bar in bars { bar.draw(into: &list) }
        list.append(.end)
    }
}
