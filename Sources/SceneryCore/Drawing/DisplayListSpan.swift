/// What a subtree drew, kept so that it is drawn again without walking the subtree (a
/// stack that was not placed again, CustomLayout/LayoutContainerNode.swift), with where
/// its items can put pixels.
///
/// The same object in two display lists means the same items: the damage between two
/// frames steps over it without comparing them, and the painter steps over it when it
/// cannot reach the region being repainted. Where it draws is worked out when it is made
/// (``DisplayList/keepDrawing(from:)``), from its inner drawings' extents and its own
/// items' (so each item's extent is computed once), not at the window's first partial
/// repaint, which would work out every drawing's on the path of the first change.
@MainActor
package final class SubtreeDrawing {
    /// The items, back to front; every `begin…` is closed inside. Inner drawings are held
    /// by reference.
    nonisolated let rope: ItemRope
    /// How many items the drawing holds.
    nonisolated package let count: Int
    /// Where the items can put pixels: the union of their ``DisplayItem/paintExtent``s
    /// (nil when none can).
    nonisolated package let extent: CGRect?
    /// Whether pixels may land outside ``extent``: the items hold a transform, a blur or
    /// a shadow.
    nonisolated package let spreads: Bool

    nonisolated init(rope: ItemRope) {
        self.rope = rope
        count = rope.count
        var extent: CGRect?
        var spreads = false
        var next = 0
        for span in rope.spans {
            Self.add(rope.own[next..<span.ownIndex], to: &extent, spreads: &spreads)
            if let inner = span.drawing.extent { extent = Self.union(extent, inner) }
            if span.drawing.spreads { spreads = true }
            next = span.ownIndex
        }
        Self.add(rope.own[next...], to: &extent, spreads: &spreads)
        self.extent = extent
        self.spreads = spreads
    }

    /// The items in one array (copied).
    nonisolated package var items: [DisplayItem] { rope.flattened }

    /// Whether painting these items can change a pixel of `region` (outside any
    /// transform).
    package func reaches(_ region: CGRect) -> Bool {
        spreads || (extent?.intersects(region) ?? false)
    }

    /// Adds where `items` put pixels to `extent`, and whether they spread to `spreads`.
    /// Without closures: one formed on the main actor would check the executor at every
    /// item.
    nonisolated private static func add(_ items: ArraySlice<DisplayItem>, to extent: inout CGRect?, spreads: inout Bool) {
        for index in items.indices {
            let item = items[index]
            if item.isTransform { spreads = true }
            if case .beginShadow = item { spreads = true }
            guard let itemExtent = item.paintExtent, !itemExtent.isEmpty else { continue }
            extent = union(extent, itemExtent)
        }
    }

    nonisolated private static func union(_ extent: CGRect?, _ other: CGRect) -> CGRect {
        guard let extent else { return other }
        return extent.union(other)
    }
}

/// A run of a display list's items that is one ``SubtreeDrawing``, held by reference.
package struct DisplayListSpan: Sendable {
    /// Where the run starts in the list's items.
    package let start: Int
    /// How many of the list's own items come before the run.
    let ownIndex: Int
    /// The drawing the run holds.
    package let drawing: SubtreeDrawing

    /// Where the run ends (exclusive).
    package var end: Int { start + drawing.count }
}

/// The spans of a list met in the order of their items: the span that starts at each index
/// asked, walking the spans once.
package struct SpanCursor {
    private let spans: [DisplayListSpan]
    private var next = 0

    package init(_ spans: [DisplayListSpan]) { self.spans = spans }

    /// The span that starts at `index`, if one does; the indexes asked never decrease.
    package mutating func span(startingAt index: Int) -> DisplayListSpan? {
        while next < spans.count, spans[next].start < index { next += 1 }
        guard next < spans.count, spans[next].start == index else { return nil }
        return spans[next]
    }
}

extension DisplayList {
    /// Appends what a subtree drew before, as one span: by reference, not copying its items.
    package mutating func append(reused drawing: SubtreeDrawing) {
        rope.append(drawing)
    }

    /// Keeps the items from `start` on (what one subtree just drew) as a drawing to append
    /// again later, and makes them one span of this list (the spans inside it go into the
    /// drawing). Only the items the subtree drew itself move; its inner drawings are kept
    /// by reference.
    package mutating func keepDrawing(from start: Int) -> SubtreeDrawing {
        let drawing = SubtreeDrawing(rope: rope.split(from: start))
        rope.append(drawing)
        return drawing
    }

    /// Changes the items from `first` on (what this node's subtree just drew, e.g. a
    /// selected row's colours), forgetting the spans among them: their items are copied
    /// into the list first.
    package mutating func modifyItems(from first: Int, _ body: (inout ArraySlice<DisplayItem>) -> Void) {
        let tail = rope.split(from: first).flattened
        let ownStart = rope.own.count
        rope.own += tail
        body(&rope.own[ownStart...])
    }
}
