/// What the last traversal of a custom view's body output (or of the window's root level)
/// reached and registered: the custom views it reached outside recorded `ForEach` rows,
/// and its `onAppear`/`onDisappear` and `onChange` registrations. A traversal starts a new
/// record (``begin()``); at its end (``finish()``) what the last one held and this one does
/// not is what may have left the tree.
///
/// This is how a view leaves the graph without a sweep over the whole tree: only the
/// traversals an update made, and the rows it discarded, are looked at. A subtree kept as it
/// is (a custom view whose body did not run, a reused row) is not visited at all.
struct TraversalRecord {
    /// The custom views reached directly (not inside a recorded row), by object identity.
    var looseChildren: [ObjectIdentifier: GraphNode] = [:]
    var appearancePaths: [IdentityPath] = []
    var observationPaths: [IdentityPath] = []
    private var previousLoose: [ObjectIdentifier: GraphNode] = [:]
    private var previousAppearances: [IdentityPath] = []
    private var previousObservations: [IdentityPath] = []

    /// Starts a traversal: what it reaches and registers is gathered afresh.
    mutating func begin() {
        previousLoose = looseChildren
        looseChildren = [:]
        previousAppearances = appearancePaths
        appearancePaths = []
        previousObservations = observationPaths
        observationPaths = []
    }

    /// Ends the traversal: the custom views the last one reached directly and this one did
    /// not, and the registrations it made and this one did not.
    mutating func finish() -> (views: [GraphNode], appearances: [IdentityPath], observations: [IdentityPath]) {
        var views: [GraphNode] = []
        for (id, node) in previousLoose where looseChildren[id] == nil { views.append(node) }
        let result = (views, Self.missing(previousAppearances, from: appearancePaths),
                      Self.missing(previousObservations, from: observationPaths))
        previousLoose = [:]
        previousAppearances = []
        previousObservations = []
        return result
    }

    private static func missing(_ before: [IdentityPath], from now: [IdentityPath]) -> [IdentityPath] {
        guard !before.isEmpty else { return [] }
        let kept = Set(now)
        return before.filter { !kept.contains($0) }
    }
}

extension ViewGraph {
    /// Changes the traversal record of `owner` (nil: the root level).
    func modifyRecord(of owner: GraphNode?, _ body: (inout TraversalRecord) -> Void) {
        if let owner { body(&owner.record) } else { body(&rootLevel) }
    }

    /// Holds `node` as a custom view its parent's traversal reached outside recorded rows.
    func holdLoosely(_ node: GraphNode) {
        modifyRecord(of: node.parent) { $0.looseChildren[ObjectIdentifier(node)] = node }
    }

    /// Ends the traversal of `owner` (nil: the root level) whose record is `record`: the
    /// custom views it no longer reached become candidates for leaving, and its dropped
    /// registrations end.
    func finish(_ record: inout TraversalRecord, owner: GraphNode?) {
        let (views, appearancePaths, observationPaths) = record.finish()
        for view in views { leavingCandidates.append((view, updateNumber)) }
        endRegistrations(appearances: appearancePaths, observations: observationPaths, of: owner.map(ObjectIdentifier.init))
    }

    /// Ends the appearance and change registrations at these paths that the custom view
    /// `owner` (nil: the root level) made: another view may have registered a path since.
    private func endRegistrations(appearances appearancePaths: [IdentityPath], observations observationPaths: [IdentityPath],
                                  of owner: ObjectIdentifier?) {
        for path in appearancePaths where appearances[path]?.owner == owner { disappear(path) }
        for path in observationPaths where observedValues[path]?.owner == owner { observedValues[path] = nil }
    }

    /// Discards `records`, rows of a `ForEach` that are not used again: their animation
    /// attributes are settled, and their custom views may have left the tree.
    func discardRows<S: Sequence>(_ records: S) where S.Element == RowRecord {
        for record in records {
            for view in record.customViews { leavingCandidates.append((view, updateNumber)) }
        }
        animations.discardRows(records)
    }

    /// Removes, with their subtrees, the candidates for leaving that this update neither
    /// reached nor kept in a reused row. Returns the removed nodes (not yet torn down).
    func removeLeavingNodes() -> [GraphNode] {
        guard !leavingCandidates.isEmpty else { return [] }
        let candidates = leavingCandidates
        leavingCandidates = []
        var removed: [GraphNode] = []
        for (node, since) in candidates where !node.isRemoved && !isKept(node, since: since) { remove(node, into: &removed) }
        return removed
    }

    /// Whether `node` was reached, or the row that holds it reused, since the update or
    /// traversal numbered `since` left it out (a traversal during layout leaves a view out
    /// that the next update judges).
    private func isKept(_ node: GraphNode, since: Int) -> Bool {
        if node.reachedInUpdate >= since { return true }
        guard let row = node.row else { return false }
        return row.keptInUpdate >= since
    }

    /// Removes `node` and every custom view inside it: they leave the graph, and what
    /// they registered ends.
    private func remove(_ node: GraphNode, into removed: inout [GraphNode]) {
        guard !node.isRemoved else { return }
        node.isRemoved = true
        forget(node)
        let id = ObjectIdentifier(node)
        node.parent?.children[id] = nil
        modifyRecord(of: node.parent) { $0.looseChildren[id] = nil }
        endRegistrations(appearances: node.record.appearancePaths, observations: node.record.observationPaths, of: id)
        removed.append(node)
        for child in node.children.values { remove(child, into: &removed) }
    }

    /// The registration at `path` ends: its `onDisappear` runs after this update, unless it
    /// appeared in this same update.
    private func disappear(_ path: IdentityPath) {
        guard let entry = appearances.removeValue(forKey: path) else { return }
        if appearedNow.removeValue(forKey: path) == nil { disappearedNow[path] = entry.actions }
    }
}
