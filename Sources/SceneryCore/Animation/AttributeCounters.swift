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
///
/// Counts are found by the path's digest, and the entry keeps its path: an entry of an
/// earlier update is taken over without comparing paths (it reads zero anyway), so a view
/// resolved again, whose path is an equal value in new storage, costs no component-wise
/// comparison. Two different paths with one digest in the same update keep the second's
/// count apart.
struct AttributeCounters {
    private struct Count {
        var path: IdentityPath
        var update: Int
        var value: Int
    }

    /// A path's digest as a key: it is a hash already, so the table only mixes it with its
    /// seed (``mixedHash(_:seed:)``) instead of hashing it again.
    private struct Digest: Hashable {
        var value: Int
        func _rawHashValue(seed: Int) -> Int { mixedHash(value, seed: seed) }
    }

    /// Counts by their path's digest.
    private var counts: [Digest: Count] = [:]
    /// The counts of this update's paths whose digest an other path of this update holds.
    private var collided: [IdentityPath: Int] = [:]
    /// Counts written while layout passes place, over the update's.
    private var overlay: [IdentityPath: Int] = [:]
    private var update = 0
    private var updating = false
    /// How many entries carry the current update's stamp.
    private var stamped = 0
    /// The number of entries after the last pruning.
    private var prunedCount = 0

    /// Starts update `generation`: every count reads zero.
    mutating func beginUpdate(_ generation: Int) {
        update = generation
        updating = true
        stamped = 0
        if !overlay.isEmpty { overlay = [:] }
        if !collided.isEmpty { collided = [:] }
    }

    /// Ends the update: later counts go to the layout overlay. Once the dictionary has
    /// doubled since it was last pruned, drops the entries the update did not write, so
    /// the pruning costs a constant per entry added.
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

    /// The count of `path` at the end of the update, or so far in it (nil for none).
    private func counted(_ path: IdentityPath) -> Int? {
        guard let count = counts[Digest(value: path.componentDigest)], count.update == update else { return nil }
        if count.path.sharesStorage(with: path) || count.path == path { return count.value }
        return collided[path]
    }

    /// The count of `path` so far (nil for none), to put back with ``restore(_:to:)``.
    func saved(_ path: IdentityPath) -> Int? {
        if !updating, let value = overlay[path] { return value }
        return counted(path)
    }

    /// Puts the count of `path` back to `value`, as ``saved(_:)`` returned it.
    mutating func restore(_ path: IdentityPath, to value: Int?) {
        if updating {
            _ = write(path) { _ in value ?? 0 }
        } else {
            overlay[path] = value
        }
    }

    /// The count of `path`, which then grows by one.
    mutating func next(_ path: IdentityPath) -> Int {
        if updating { return write(path) { $0 + 1 } - 1 }
        let index = overlay[path] ?? counted(path) ?? 0
        overlay[path] = index + 1
        return index
    }

    /// Sets the count of `path` in this update to `change` of its count so far (zero when
    /// none), stamping it; returns the new count.
    private mutating func write(_ path: IdentityPath, _ change: (Int) -> Int) -> Int {
        let current = update
        let digest = Digest(value: path.componentDigest)
        guard let i = counts.index(forKey: digest) else {
            let value = change(0)
            counts[digest] = Count(path: path, update: current, value: value)
            stamped += 1
            return value
        }
        let count = counts.values[i]
        if count.update != current {
            // An earlier update's entry reads zero: taken over, whatever its path.
            let value = change(0)
            counts.values[i] = Count(path: path, update: current, value: value)
            stamped += 1
            return value
        }
        if count.path.sharesStorage(with: path) || count.path == path {
            let value = change(count.value)
            counts.values[i].value = value
            return value
        }
        let value = change(collided[path] ?? 0)
        collided[path] = value
        return value
    }
}

/// The counts of one view path's attributes and layout frames (``AttributeCounters``).
struct AttributeCountsAtPath: Equatable {
    var values: Int
    var frames: Int
}
