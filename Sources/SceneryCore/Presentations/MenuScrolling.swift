/// The decisions of a menu taller than the screen, as GTK's menus take them: the menu is
/// clamped to the height the screen leaves it, its items scroll inside it (the wheel, the
/// scroll arrows at its top and bottom edges, and the keyboard, which keeps the highlighted
/// item in view), and an arrow band shows at an edge only while there are items beyond it.
///
/// The items scroll in the menu's `ScrollView` (``MenuItems``); the renderer's surface asks
/// these functions what to do with it.
@MainActor
package enum MenuScrolling {
    /// The height of the band at the top or bottom edge that shows an arrow while the
    /// items go on beyond that edge (GTK 3's menu scroll arrows are 16 pixels).
    package static let arrowHeight: CGFloat = 16
    /// How far a press on an arrow band, or each step while the pointer rests on one,
    /// scrolls the items, in points.
    package static let arrowStep: CGFloat = 24
    /// How often the items scroll while the pointer rests on an arrow band (milliseconds).
    package static let arrowRepeatMilliseconds: Double = 40

    /// The height a menu opens at: its ideal height, at most the height the screen has for
    /// it (`available`, nil when the backend does not know).
    package static func height(ideal: CGFloat, available: CGFloat?) -> CGFloat {
        guard let available, available.isFinite, available > 0 else { return ideal }
        return min(ideal, available)
    }

    /// The scroll view that holds a menu's items (the first vertical one in it), if any.
    package static func scrollView(in root: ViewNode) -> ScrollViewNode? {
        if let scroll = root as? ScrollViewNode, scroll.axes.contains(.vertical) { return scroll }
        for child in root.children {
            if let found = scrollView(in: child) { return found }
        }
        return nil
    }

    /// Which arrow bands show: the top one while items are hidden above (the offset is
    /// past the start), the bottom one while items are hidden below.
    package static func arrows(offset: CGFloat, content: CGFloat, viewport: CGFloat) -> (up: Bool, down: Bool) {
        let limit = max(0, content - viewport)
        return (offset > 0.5, offset < limit - 0.5)
    }

    /// The scroll offset that brings `item` (window points) into view in a scroll view of
    /// `frame` scrolled by `offset` over `content` points: unchanged when the item is
    /// already in view, else the least scroll that shows it clear of the arrow bands (an
    /// item near an end scrolls to that end, where its band goes).
    package static func offset(revealing item: CGRect, in frame: CGRect, offset: CGFloat, content: CGFloat) -> CGFloat {
        let limit = max(0, content - frame.height)
        guard limit > 0 else { return 0 }
        let top = frame.minY + arrowHeight, bottom = frame.maxY - arrowHeight
        var wanted = offset
        if item.minY < top {
            wanted = offset - (top - item.minY)
        } else if item.maxY > bottom {
            wanted = offset + (item.maxY - bottom)
        }
        // Within a band's height of an end, go to the end: the band there disappears.
        if wanted < arrowHeight { wanted = 0 }
        if wanted > limit - arrowHeight { wanted = limit }
        return min(max(0, wanted), limit)
    }

    /// Brings `item` into view in `scroll` (changing its offset only); returns whether the
    /// offset changed (the menu must be placed again).
    @discardableResult
    package static func reveal(_ item: ViewNode, in scroll: ScrollViewNode) -> Bool {
        let old = scroll.offset.y
        let new = offset(revealing: item.frame, in: scroll.frame, offset: old, content: scroll.contentSize.height)
        guard new != old else { return false }
        return scroll.scroll(by: CGSize(width: 0, height: new - old))
    }

    /// Which arrow band `point` is on, if it shows: -1 the top one, 1 the bottom one.
    package static func arrowBand(at point: CGPoint, in scroll: ScrollViewNode) -> Int? {
        let frame = scroll.frame
        guard frame.minX <= point.x, point.x < frame.maxX else { return nil }
        let shown = arrows(offset: scroll.offset.y, content: scroll.contentSize.height, viewport: frame.height)
        if shown.up && point.y >= frame.minY && point.y < frame.minY + arrowHeight { return -1 }
        if shown.down && point.y < frame.maxY && point.y >= frame.maxY - arrowHeight { return 1 }
        return nil
    }

    /// The item a Page Up (`forward` false) or Page Down moves the highlight to in a menu
    /// whose items (`order`, top to bottom) scroll in a viewport `page` points tall: the
    /// furthest item that starts within a page of the highlighted one (at least the next
    /// one), else the first or last.
    package static func pageTarget(
        from current: (any FocusableNode)?, order: [any FocusableNode], page: CGFloat, forward: Bool
    ) -> (any FocusableNode)? {
        guard let current, let index = order.firstIndex(where: { $0.focusIdentity == current.focusIdentity }) else {
            return forward ? order.last : order.first
        }
        let start = current.frame.minY
        var target = index
        if forward {
            while target + 1 < order.count, order[target + 1].frame.minY - start <= page { target += 1 }
            if target == index { target = min(order.count - 1, index + 1) }
        } else {
            while target > 0, start - order[target - 1].frame.minY <= page { target -= 1 }
            if target == index { target = max(0, index - 1) }
        }
        return order[target]
    }

    /// Draws the arrow bands that show over `scroll` (a band in `background` with a small
    /// triangle in `color` pointing the way the items go on).
    package static func drawArrows(for scroll: ScrollViewNode, background: Color, color: Color, into list: inout DisplayList) {
        let frame = scroll.frame
        let shown = arrows(offset: scroll.offset.y, content: scroll.contentSize.height, viewport: frame.height)
        for (show, up) in [(shown.up, true), (shown.down, false)] where show {
            let band = CGRect(x: frame.minX, y: up ? frame.minY : frame.maxY - arrowHeight, width: frame.width, height: arrowHeight)
            list.append(.shape(Path(band), paint: .fill(eoFill: false), color: background, frame: band))
            let centre = CGPoint(x: band.midX, y: band.midY)
            let half: CGFloat = 4, rise: CGFloat = up ? -2.5 : 2.5
            var triangle = Path()
            triangle.move(to: CGPoint(x: centre.x - half, y: centre.y - rise))
            triangle.addLine(to: CGPoint(x: centre.x + half, y: centre.y - rise))
            triangle.addLine(to: CGPoint(x: centre.x, y: centre.y + rise))
            triangle.closeSubpath()
            list.append(.shape(triangle, paint: .fill(eoFill: false), color: color, frame: band))
        }
    }
}
