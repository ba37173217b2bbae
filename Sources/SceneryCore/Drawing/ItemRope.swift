/// Display items held as a list's own items with reused drawings between them: a
/// ``SubtreeDrawing`` appended again is referenced, not copied, so a window whose subtrees
/// keep their drawings builds each frame from what changed, however many items it shows.
///
/// Items are addressed by their place in the whole sequence (a drawing's items count where
/// the drawing stands); ``subscript(_:)`` finds the run an index falls in by a binary search.
package struct ItemRope: Sendable {
    /// The items drawn into this sequence itself, in order.
    package internal(set) var own: [DisplayItem] = []
    /// The reused drawings, in order, none empty.
    package internal(set) var spans: [DisplayListSpan] = []
    /// How many items the reused drawings hold together.
    private(set) var inserted = 0

    init(own: [DisplayItem] = [], spans: [DisplayListSpan] = [], inserted: Int = 0) {
        self.own = own
        self.spans = spans
        self.inserted = inserted
    }

    /// How many items the sequence holds, the drawings' included.
    package var count: Int { own.count + inserted }

    /// The item at `index` of the whole sequence.
    package subscript(index: Int) -> DisplayItem {
        var low = 0, high = spans.count
        while low < high {
            let middle = (low + high) / 2
            if spans[middle].start <= index { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return own[index] }
        let span = spans[low - 1]
        let offset = index - span.start
        let length = span.drawing.count
        return offset < length ? span.drawing.rope[offset] : own[span.ownIndex + offset - length]
    }

    /// Appends the whole sequence's items to `result`.
    func appendItems(to result: inout [DisplayItem]) {
        var next = 0
        for span in spans {
            result += own[next..<span.ownIndex]
            span.drawing.rope.appendItems(to: &result)
            next = span.ownIndex
        }
        result += own[next...]
    }

    /// The whole sequence's items in one array.
    var flattened: [DisplayItem] {
        guard !spans.isEmpty else { return own }
        var result: [DisplayItem] = []
        result.reserveCapacity(count)
        appendItems(to: &result)
        return result
    }

    /// Appends `item`.
    mutating func append(_ item: DisplayItem) { own.append(item) }

    /// Appends `drawing`'s items, by reference.
    mutating func append(_ drawing: SubtreeDrawing) {
        guard drawing.count > 0 else { return }
        spans.append(DisplayListSpan(start: count, ownIndex: own.count, drawing: drawing))
        inserted += drawing.count
    }

    /// Takes the items from `start` on out of the sequence (a boundary between runs: where a
    /// subtree began drawing), as a sequence of their own.
    mutating func split(from start: Int) -> ItemRope {
        var first = spans.count
        while first > 0, spans[first - 1].start >= start { first -= 1 }
        var tail = ItemRope()
        var moved = 0
        for span in spans[first...] { moved += span.drawing.count }
        let ownStart = start - (inserted - moved)
        if first < spans.count {
            tail.spans = spans[first...].map {
                DisplayListSpan(start: $0.start - start, ownIndex: $0.ownIndex - ownStart, drawing: $0.drawing)
            }
            tail.inserted = moved
            spans.removeSubrange(first...)
            inserted -= moved
        }
        tail.own = Array(own[ownStart...])
        own.removeSubrange(ownStart...)
        return tail
    }
}

/// The items of a display list read in place (``DisplayList/itemsInPlace``): what the
/// damage and the painter walk, stepping over the runs they need not look into.
package struct DisplayListItems: RandomAccessCollection, Sendable {
    let rope: ItemRope
    package var startIndex: Int { 0 }
    package var endIndex: Int { rope.count }
    package subscript(index: Int) -> DisplayItem { rope[index] }
}
