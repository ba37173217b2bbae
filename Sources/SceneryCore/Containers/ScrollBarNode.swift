/// The size of a scroll view's bars, as GTK 4's overlay scroll bars: a thin slider at the
/// trailing (or bottom) edge over the content, which grows and shows its trough while the
/// pointer is over it or drags it. The bars take no room from the content.
package enum ScrollBarMetrics {
    /// The strip along the edge that takes the pointer (points).
    package static let strip: CGFloat = 12
    /// The slider's thickness at rest.
    package static let thin: CGFloat = 4
    /// The slider's thickness while the pointer is over the bar or drags it.
    package static let thick: CGFloat = 8
    /// The gap between the slider and the scroll view's edge, and at the ends of the track.
    package static let margin: CGFloat = 2
    /// The slider is never shorter than this (points), so it can be grabbed.
    package static let minimumLength: CGFloat = 32
}

/// The colours of a scroll view's bars, resolved in its environment (light or dark).
package struct ScrollBarColors: Equatable {
    /// The slider at rest.
    var slider: Color
    /// The slider under the pointer or dragged.
    var activeSlider: Color
    /// The trough shown while the pointer is over the bar.
    var trough: Color

    init(_ environment: EnvironmentValues) {
        slider = Color(white: 0, opacity: 0.35).dark(white: 1, opacity: 0.35).resolve(in: environment)
        activeSlider = Color(white: 0, opacity: 0.55).dark(white: 1, opacity: 0.55).resolve(in: environment)
        trough = Color(white: 0, opacity: 0.06).dark(white: 1, opacity: 0.08).resolve(in: environment)
    }
}

/// One scroll bar of a scroll view, along `axis`: shown while the content is longer than
/// the scroll view on that axis. It draws the slider (its length the visible share of the
/// content, its place the scroll offset) and takes the pointer in a strip along the edge:
/// a press on the slider grabs it, a press elsewhere in the strip moves the slider's centre
/// there (GTK's default), and dragging scrolls the content to match.
package final class ScrollBarNode: TapTargetNode {
    package let axis: Axis
    let colors: ScrollBarColors
    /// The scroll view the bar belongs to (which holds the bar).
    weak var scrollView: ScrollViewNode?
    /// How far along the slider the pointer grabbed it.
    private var grabOffset: CGFloat = 0
    /// The last drag moved the content: the window lays out again.
    private var scrolled = false

    init(axis: Axis, colors: ScrollBarColors, identity: IdentityPath) {
        self.axis = axis
        self.colors = colors
        super.init(child: EmptyNode(), isEnabled: true, action: {})
        targetIdentity = identity
    }

    /// The strip the scroll view proposes (``ScrollViewNode`` places the bar).
    package override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        CGSize(width: max(0, proposal.width ?? 0), height: max(0, proposal.height ?? 0))
    }
    package override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {}

    /// Whether the bar shows: the content is longer than the scroll view on its axis.
    package var isShown: Bool { !frame.isEmpty }

    /// The track the slider moves along (the strip less the margins at its ends).
    private var track: (start: CGFloat, length: CGFloat) {
        let margin = ScrollBarMetrics.margin
        return axis == .vertical
            ? (frame.minY + margin, max(0, frame.height - 2 * margin))
            : (frame.minX + margin, max(0, frame.width - 2 * margin))
    }

    /// The scroll view's content length, viewport length and offset along the bar's axis.
    private var extent: (content: CGFloat, viewport: CGFloat, offset: CGFloat)? {
        guard let scrollView else { return nil }
        return axis == .vertical
            ? (scrollView.contentSize.height, scrollView.frame.height, scrollView.offset.y)
            : (scrollView.contentSize.width, scrollView.frame.width, scrollView.offset.x)
    }

    /// The slider's start and length along the track.
    private var slider: (start: CGFloat, length: CGFloat) {
        let track = track
        guard let extent, extent.content > 0, extent.content.isFinite else { return (track.start, track.length) }
        let length = min(track.length, max(ScrollBarMetrics.minimumLength, track.length * extent.viewport / extent.content))
        let range = max(0, extent.content - extent.viewport)
        let fraction = range > 0 ? min(max(0, extent.offset / range), 1) : 0
        return (track.start + (track.length - length) * fraction, length)
    }

    /// The slider's rectangle, `thickness` across, against the scroll view's edge.
    package func sliderFrame(thickness: CGFloat) -> CGRect {
        let slider = slider
        let margin = ScrollBarMetrics.margin
        return axis == .vertical
            ? CGRect(x: frame.maxX - margin - thickness, y: slider.start, width: thickness, height: slider.length)
            : CGRect(x: slider.start, y: frame.maxY - margin - thickness, width: slider.length, height: thickness)
    }

    private func along(_ point: CGPoint) -> CGFloat { axis == .vertical ? point.y : point.x }

    /// Scrolls so the slider starts at `start` along the track.
    private func moveSlider(to start: CGFloat) {
        guard let scrollView, let extent else { return }
        let track = track, length = slider.length
        let travel = track.length - length
        guard travel > 0 else { return }
        let fraction = min(max(0, (start - track.start) / travel), 1)
        let wanted = fraction * max(0, extent.content - extent.viewport)
        let delta = wanted - extent.offset
        let moved = scrollView.scroll(by: axis == .vertical ? CGSize(width: 0, height: delta) : CGSize(width: delta, height: 0))
        scrolled = scrolled || moved
    }

    package override func dragBegan(at point: CGPoint) {
        let slider = slider
        let position = along(point)
        if position >= slider.start && position < slider.start + slider.length {
            grabOffset = position - slider.start
        } else {
            grabOffset = slider.length / 2
            moveSlider(to: position - grabOffset)
        }
    }

    package override func dragged(to point: CGPoint) -> Bool {
        moveSlider(to: along(point) - grabOffset)
        return true
    }

    /// A click on the bar does nothing more than its press did.
    package override func activate() {}

    package override func takeOverPress(from old: TapTargetNode) {
        if let old = old as? ScrollBarNode { grabOffset = old.grabOffset }
    }

    /// Whether the press or drag since the last call moved the content (the window then
    /// lays out again instead of only drawing); reading it clears it.
    package func takeScrolled() -> Bool {
        defer { scrolled = false }
        return scrolled
    }

    package override func draw(into list: inout DisplayList) {
        guard isShown else { return }
        let active = isHovered || isPressed
        if active {
            let margin = ScrollBarMetrics.margin, thickness = ScrollBarMetrics.thick
            let trough = axis == .vertical
                ? CGRect(x: frame.maxX - margin - thickness, y: frame.minY + margin, width: thickness, height: track.length)
                : CGRect(x: frame.minX + margin, y: frame.maxY - margin - thickness, width: track.length, height: thickness)
            list.append(.shape(
                Path(roundedRect: trough, cornerRadius: thickness / 2), paint: .fill(eoFill: false), color: colors.trough, frame: trough))
        }
        let thickness = active ? ScrollBarMetrics.thick : ScrollBarMetrics.thin
        let rect = sliderFrame(thickness: thickness)
        list.append(.shape(
            Path(roundedRect: rect, cornerRadius: thickness / 2), paint: .fill(eoFill: false),
            color: active ? colors.activeSlider : colors.slider, frame: rect))
    }
}
