/// What must be drawn again when a window's display list changes: nothing, a region, or
/// the whole window. Backends repaint only the region (clipped, skipping items outside
/// it) and copy only it to the screen.
///
/// The lists are compared item by item: the unchanged items at the start and at the end
/// are skipped (a run both lists hold as the same ``SubtreeDrawing`` at the same place is
/// stepped over without comparing its items, and two different drawings at the same place
/// are compared as sequences of their own), and the region is the union of where the
/// changed items of both lists draw (``DisplayItem/paintExtent``; a changed run by its
/// drawing's extent), two pixels wider for antialiasing and rounded out to whole pixels;
/// inside a shadow, also where its shadow lands. A change under a transform (scale,
/// rotation) or a blur, or one whose region covers most of the window, repaints
/// everything (found as soon as the region grows that large).
package enum DisplayListDamage: Equatable, Sendable {
    /// The lists are equal: nothing to draw.
    case none
    /// Repaint the whole window.
    case full
    /// Repaint this region (window coordinates, whole pixels).
    case region(CGRect)

    /// Regions larger than this fraction of the window are repainted whole.
    static let fullThreshold = 0.6

    /// The damage between `old` (nil: nothing drawn yet) and `new` in a window of `size`.
    @MainActor
    package static func between(_ old: DisplayList?, _ new: DisplayList, size: CGSize) -> DisplayListDamage {
        guard let old, old.background == new.background else { return .full }
        let a = old.itemsInPlace, b = new.itemsInPlace
        let (prefix, suffix) = unchangedEnds(old, new)
        if prefix == a.count && a.count == b.count { return .none }
        // Inside a transform, frames are not where pixels land. (A span closes what it
        // opens: the prefix's spans are stepped over.)
        var open: [DisplayItem] = []
        old.rope.openScopes(before: prefix, into: &open)
        if open.contains(where: \.isTransform) { return .full }
        // Inside a shadow, a change also changes the shadow, moved and blurred.
        let shadows = open.compactMap { item -> (radius: Double, offset: CGSize)? in
            if case let .beginShadow(_, radius, offset, _) = item { (radius, offset) } else { nil }
        }
        let window = CGRect(x: 0, y: 0, width: size.width, height: size.height)
        var region: CGRect?
        // Adds where a changed item (or a changed span, whole) draws; true once the region
        // is large enough to repaint the window whole.
        func add(_ changed: CGRect) -> Bool {
            var extent = changed
            for shadow in shadows {
                extent = extent.union(DisplayItem.shadowExtent(of: extent, radius: shadow.radius, offset: shadow.offset))
            }
            region = region.map { $0.union(extent) } ?? extent
            return covers(region, window)
        }
        for (list, listSpans, range) in [(a, old.spans, prefix..<(a.count - suffix)), (b, new.spans, prefix..<(b.count - suffix))] {
            var spans = SpanCursor(listSpans)
            var index = range.lowerBound
            while index < range.upperBound {
                // A changed span that spreads no pixels draws within its drawing's extent.
                if let span = spans.span(startingAt: index), span.end <= range.upperBound, !span.drawing.spreads {
                    if let extent = span.drawing.extent, add(extent) { return .full }
                    index = span.end
                    continue
                }
                let item = list[index]
                if item.isTransform { return .full }
                if let extent = extent(of: index, in: list), !extent.isEmpty, add(extent) { return .full }
                index += 1
            }
        }
        guard let region, let clipped = clippedRegion(region, window) else { return .none }
        return .region(clipped)
    }

    /// `region`, two pixels wider for antialiasing, in whole pixels, inside `window`.
    private static func clippedRegion(_ region: CGRect, _ window: CGRect) -> CGRect? {
        intersection(wholePixels(region.insetBy(dx: -2, dy: -2)), window)
    }

    /// Whether repainting `region` means repainting `window` whole (``fullThreshold``).
    private static func covers(_ region: CGRect?, _ window: CGRect) -> Bool {
        guard let region, let clipped = clippedRegion(region, window) else { return false }
        return clipped.width * clipped.height > fullThreshold * window.width * window.height
    }

    /// How many items at the start and at the end (apart) the lists have in common. A run
    /// both hold as the same drawing at the same place counts whole, uncompared; two
    /// different drawings at the same place are compared as sequences of their own
    /// (Drawing/RopeComparison.swift).
    @MainActor
    private static func unchangedEnds(_ old: DisplayList, _ new: DisplayList) -> (prefix: Int, suffix: Int) {
        let common = min(old.count, new.count)
        var compared = 0
        defer { UpdateCounts.current.itemsCompared += compared }
        let prefix = old.rope.commonPrefix(with: new.rope, limit: common, compared: &compared)
        let suffix = old.rope.commonSuffix(with: new.rope, limit: common - prefix, compared: &compared)
        return (prefix, suffix)
    }

    /// Where the item at `index` draws; for a scope start, where everything in its scope draws.
    private static func extent(of index: Int, in items: DisplayListItems) -> CGRect? {
        let item = items[index]
        guard item.isScopeStart else { return item.paintExtent }
        var depth = 0
        var region: CGRect? = item.paintExtent
        for inner in items[index...] {
            if inner.isScopeStart { depth += 1 } else if case .end = inner { depth -= 1 }
            if depth == 0 { break }
            if let extent = inner.paintExtent, !extent.isEmpty { region = region.map { $0.union(extent) } ?? extent }
        }
        return region
    }

    private static func wholePixels(_ rect: CGRect) -> CGRect {
        let x0 = rect.minX.rounded(.down), y0 = rect.minY.rounded(.down)
        return CGRect(x: x0, y: y0, width: rect.maxX.rounded(.up) - x0, height: rect.maxY.rounded(.up) - y0)
    }

    private static func intersection(_ a: CGRect, _ b: CGRect) -> CGRect? {
        let x0 = max(a.minX, b.minX), y0 = max(a.minY, b.minY)
        let x1 = min(a.maxX, b.maxX), y1 = min(a.maxY, b.maxY)
        return x1 > x0 && y1 > y0 ? CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : nil
    }
}

extension DisplayItem {
    /// Where the item can put pixels: its frame, with a shape's path and half its stroke;
    /// nil for `end`.
    package var paintExtent: CGRect? {
        switch self {
        case .end: return nil
        case let .shape(path, paint, _, frame), let .gradientShape(path, paint, _, frame):
            var extent = path.isEmpty ? frame : frame.union(path.boundingRect)
            if case .stroke(let style) = paint {
                extent = extent.insetBy(dx: -style.lineWidth / 2 - 1, dy: -style.lineWidth / 2 - 1)
            }
            return extent
        case let .beginClip(path, frame):
            return path.isEmpty ? frame : frame.union(path.boundingRect)
        case let .beginBlur(radius, opaque, frame):
            let spread = opaque ? 0 : (3 * radius).rounded(.up)
            return frame.insetBy(dx: -spread, dy: -spread)
        case let .beginShadow(_, radius, offset, frame):
            return frame.union(Self.shadowExtent(of: frame, radius: radius, offset: offset))
        default:
            return frame
        }
    }

    /// Whether the item opens a scope closed by `end`.
    package var isScopeStart: Bool {
        switch self {
        case .beginClip, .beginOpacity, .beginTransform, .beginBlur, .beginShadow: true
        default: false
        }
    }

    /// Where a shadow of what is drawn in `frame` can put pixels: the frame moved by
    /// `offset`, widened by three radii of blur and a margin for strokes and antialiasing
    /// that reach a little beyond the frame.
    package static func shadowExtent(of frame: CGRect, radius: Double, offset: CGSize) -> CGRect {
        let spread = (3 * radius).rounded(.up) + 2
        return frame.offsetBy(dx: offset.width, dy: offset.height).insetBy(dx: -spread, dy: -spread)
    }

    /// Whether pixels inside the scope land elsewhere than the items' frames say (a scale,
    /// a rotation, a blur's spread; a shadow's copy is accounted for by widening instead): a change inside repaints the whole window.
    var isTransform: Bool {
        switch self {
        case .beginTransform, .beginBlur: true
        default: false
        }
    }
}
