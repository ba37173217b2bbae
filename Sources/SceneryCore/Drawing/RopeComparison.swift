/// How two display lists' item sequences compare at their ends, and which scopes are open
/// at an index, walking their drawings as trees.
///
/// A frame's list holds the drawings of the stacks that were not placed again by
/// reference (``SubtreeDrawing``). When a change deep inside a window makes a stack draw
/// again, the new frame holds a new drawing where the last one held the old, but most of
/// what the two hold are the same inner drawings: comparing the two item by item would
/// cost the whole window. These functions step over a drawing both sides hold at the same
/// place, and look into two different drawings at the same place as two sequences of
/// their own, so they cost what changed and the depth of the tree.
extension ItemRope {
    /// The runs of the sequence in order: its own items between the drawings.
    private enum Run {
        case own(Range<Int>)
        case drawing(SubtreeDrawing)

        var count: Int {
            switch self {
            case .own(let range): range.count
            case .drawing(let drawing): drawing.count
            }
        }
    }

    private var runs: [Run] {
        var result: [Run] = []
        result.reserveCapacity(spans.count * 2 + 1)
        var next = 0
        for span in spans {
            if span.ownIndex > next { result.append(.own(next..<span.ownIndex)) }
            result.append(.drawing(span.drawing))
            next = span.ownIndex
        }
        if own.count > next { result.append(.own(next..<own.count)) }
        return result
    }

    /// How many items at the start of `self` and `other` are equal, up to `limit`; adds the
    /// items it compared one by one to `compared`.
    @MainActor
    func commonPrefix(with other: ItemRope, limit: Int, compared: inout Int) -> Int {
        commonEnd(with: other, fromEnd: false, limit: limit, compared: &compared)
    }

    /// How many items at the end of `self` and `other` are equal, up to `limit`.
    @MainActor
    func commonSuffix(with other: ItemRope, limit: Int, compared: inout Int) -> Int {
        commonEnd(with: other, fromEnd: true, limit: limit, compared: &compared)
    }

    /// How many items at one end of `self` and `other` (the start, or the end when
    /// `fromEnd`) are equal, up to `limit`. Positions count from that end: the `k`th run and
    /// the `k`th item of a run are the `k`th met walking inwards.
    @MainActor
    private func commonEnd(with other: ItemRope, fromEnd: Bool, limit: Int, compared: inout Int) -> Int {
        guard !(spans.isEmpty && other.spans.isEmpty) else {
            var count = 0
            while count < limit {
                compared += 1
                let mine = fromEnd ? own.count - 1 - count : count
                let theirs = fromEnd ? other.own.count - 1 - count : count
                guard own[mine] == other.own[theirs] else { break }
                count += 1
            }
            return count
        }
        let mineRuns = runs, theirRuns = other.runs
        func run(_ runs: [Run], _ k: Int) -> Run { runs[fromEnd ? runs.count - 1 - k : k] }
        func index(_ k: Int, in run: Run) -> Int { fromEnd ? run.count - 1 - k : k }
        var i = 0, j = 0
        // Items already taken from the walked end of the current run of each side.
        var takenA = 0, takenB = 0
        var done = 0
        while done < limit, i < mineRuns.count, j < theirRuns.count {
            let runA = run(mineRuns, i), runB = run(theirRuns, j)
            if takenA == 0, takenB == 0, case .drawing(let a) = runA, case .drawing(let b) = runB {
                if a === b {
                    guard done + a.count <= limit else { break }
                    done += a.count
                    i += 1
                    j += 1
                    continue
                }
                // Two drawings at the same place: compared as sequences of their own.
                let inner = a.rope.commonEnd(
                    with: b.rope, fromEnd: fromEnd, limit: min(min(a.count, b.count), limit - done), compared: &compared)
                done += inner
                guard inner == a.count, inner == b.count else { return done }
                i += 1
                j += 1
                continue
            }
            // Otherwise item by item through the shorter of the two runs' remainders.
            let countA = runA.count, countB = runB.count
            let step = min(countA - takenA, countB - takenB, limit - done)
            for offset in 0..<step {
                compared += 1
                guard item(of: runA, at: index(takenA + offset, in: runA))
                    == other.item(of: runB, at: index(takenB + offset, in: runB))
                else { return done + offset }
            }
            done += step
            takenA += step
            takenB += step
            if takenA == countA { i += 1; takenA = 0 }
            if takenB == countB { j += 1; takenB = 0 }
        }
        return done
    }

    /// The item at `offset` of `run`.
    private func item(of run: Run, at offset: Int) -> DisplayItem {
        switch run {
        case .own(let range): own[range.lowerBound + offset]
        case .drawing(let drawing): drawing.rope[offset]
        }
    }

    /// Appends to `open` the scopes (`begin…` items) open before the item at `index`, and
    /// takes off those closed: a drawing wholly before `index` closes what it opens and is
    /// stepped over.
    func openScopes(before index: Int, into open: inout [DisplayItem]) {
        var position = 0
        for run in runs {
            guard position < index else { return }
            switch run {
            case .own(let range):
                for item in own[range.lowerBound..<min(range.upperBound, range.lowerBound + index - position)] {
                    if case .end = item { _ = open.popLast() } else if item.isScopeStart { open.append(item) }
                }
            case .drawing(let drawing):
                if position + drawing.count > index { drawing.rope.openScopes(before: index - position, into: &open) }
            }
            position += run.count
        }
    }
}

extension ItemRope {
    /// Visits the items in order, entering a drawing held by reference only where `enter`
    /// says so (a drawing stepped over closes every scope it opens).
    func visitItems(enter: (SubtreeDrawing) -> Bool, item visit: (DisplayItem) -> Void) {
        var next = 0
        for span in spans {
            for item in own[next..<span.ownIndex] { visit(item) }
            if enter(span.drawing) { span.drawing.rope.visitItems(enter: enter, item: visit) }
            next = span.ownIndex
        }
        for item in own[next...] { visit(item) }
    }
}

extension DisplayList {
    /// Visits the items in order, entering each drawing held by reference
    /// (``SubtreeDrawing``) only where `enter` says so: a drawing stepped over closes every
    /// scope it opens. The painter steps over the drawings that cannot reach the region it
    /// repaints, at any depth.
    package func visitItems(enter: (SubtreeDrawing) -> Bool, item: (DisplayItem) -> Void) {
        rope.visitItems(enter: enter, item: item)
    }
}
