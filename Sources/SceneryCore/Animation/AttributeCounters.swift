/// How many attributes (or layout frames) each view path has met in the current update,
/// so the n-th attribute of a view gets the same key in every update.
///
/// Every count starts at zero in each update. Clearing a dictionary of every path at each
/// update's start would cost in proportion to the window (a first update of 30,000 views
/// leaves 30,000 paths, each released when the next update clears them), so each count is
/// stamped with the update that wrote it, and a count from an earlier update reads as zero.
/// Paths of views that left stay until the dictionary has doubled since it was last pruned.
///
/// Content resolved while a layout pass places (a geometry reader's) counts on top of the
/// counts at the end of the update, in an overlay each layout pass starts afresh: every
/// pass meets the same attributes.
struct AttributeCounters {
    private struct Count {
        var update: Int
        var value: Int
    }

    private var counts: [IdentityPath: Count] = [:]
    /// Counts written while layout passes place, over `counts`.
    private var overlay: [IdentityPath: Int] = [:]
    private var update = 0
    private var updating = false
    /// How many paths carry the current update's stamp.
    private var stamped = 0
    /// The number of paths after the last pruning.
    private var prunedCount = 0

    /// Starts update `generation`: every count reads zero.
    mutating func beginUpdate(_ generation: Int) {
        update = generation
        updating = true
        stamped = 0
        if !overlay.isEmpty { overlay = [:] }
    }

    /// Ends the update: later counts go to the layout overlay. Once the dictionary has
    /// doubled since it was last pruned, drops the paths the update did not meet, so the
    /// pruning costs a constant per path added.
    mutating func endUpdate() {
        updating = false
        guard counts.count > 2 * prunedCount + 1_024 else { return }
        if stamped < counts.count {
            let current = update
            counts = counts.filter { $0.value.update == current }
        }
        prunedCount = counts.count
    }

    /// Starts a layout pass: content resolved while placing counts from the update's end.
    mutating func beginLayout() {
        if !overlay.isEmpty { overlay.removeAll(keepingCapacity: true) }
    }

    /// The count of `path` at the end of the update, or so far in it.
    private func counted(_ path: IdentityPath) -> Int? {
        guard let count = counts[path], count.update == update else { return nil }
        return count.value
    }

    /// The count of `path` so far (nil for none), to put back with ``restore(_:to:)``.
    func saved(_ path: IdentityPath) -> Int? {
        if !updating, let value = overlay[path] { return value }
        return counted(path)
    }

    /// Puts the count of `path` back to `value`, as ``saved(_:)`` returned it.
    mutating func restore(_ path: IdentityPath, to value: Int?) {
        if updating {
            set(path, to: value ?? 0)
        } else {
            overlay[path] = value
        }
    }

    /// Sets the count of `path` in this update, stamping it.
    private mutating func set(_ path: IdentityPath, to value: Int) {
        let current = update
        if let i = counts.index(forKey: path) {
            if counts.values[i].update != current { stamped += 1 }
            counts.values[i] = Count(update: current, value: value)
        } else {
            counts[path] = Count(update: current, value: value)
            stamped += 1
        }
    }

    /// The count of `path`, which then grows by one.
    mutating func next(_ path: IdentityPath) -> Int {
        if updating {
            let current = update
            if let i = counts.index(forKey: path) {
                let count = counts.values[i]
                let index = count.update == current ? count.value : 0
                if count.update != current { stamped += 1 }
                counts.values[i] = Count(update: current, value: index + 1)
                return index
            }
            counts[path] = Count(update: current, value: 1)
            stamped += 1
            return 0
        }
        let index = overlay[path] ?? counted(path) ?? 0
        overlay[path] = index + 1
        return index
    }
}
