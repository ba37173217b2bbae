/// A window's animations: every animatable attribute of its render tree (keyed by the
/// identity of the view it belongs to and its place among that view's attributes), the
/// transaction of the update being applied, views leaving with a transition, and the
/// clock the animations read.
///
/// The renderer sets ``time`` before every update and frame; tests set it by hand, so
/// intermediate values are exact.
@MainActor
package final class AnimationStore {
    /// Seconds on the window's animation clock (monotonic; the renderer's frame clock).
    package var time: Double = 0
    /// The transaction state changes asked for since the last update.
    private var pendingTransaction: Transaction?
    /// The transaction of the last primitive view resolved (LeafTransaction.swift).
    var leafTransaction: Transaction?
    /// The transaction the current update runs in.
    private(set) var updateTransaction = Transaction()

    struct SlotKey: Hashable {
        var path: IdentityPath
        /// The ordinal among the view's attributes; negative for its layout frames.
        var index: Int

        /// Whether this is a layout node's frame (LayoutAnimation.swift).
        var isLayoutFrame: Bool { index < 0 }

        /// Keys are hashed several times per attribute (looked up, inserted, rehashed as
        /// the table grows). The path's digest is already a hash, so a key's hash for the
        /// table only mixes it with the ordinal and the table's seed
        /// (``IdentityPath/_rawHashValue(seed:)``).
        func _rawHashValue(seed: Int) -> Int {
            mixedHash(path.componentDigest &+ index &* hashMultiplier, seed: seed)
        }
    }

    @exclusivity(unchecked) private var slots: [SlotKey: AnimatedSlot] = [:]
    /// The attributes each custom view's body output holds (by its graph node), so an
    /// update visits only the attributes of the views it resolved or removed.
    /// The attributes a `ForEach` row touched while it was recorded are filed under that
    /// row instead (``RowRecord/slots``): a row reused as it is keeps them without a
    /// visit, and they are visited when the row is discarded (``discardRows(_:)``).
    ///
    /// These are lists, not sets: filing an attribute is an append, where a set hashed its
    /// key again and grew by rehashing (a fifth of a first layout's attribute costs,
    /// callgrind, 2026-11-28). An attribute moved to a row, or dropped, stays listed where
    /// it was until that list is next compacted; each list entry counts only while the
    /// slot says it is filed there (``isFiled(_:under:)``).
    @exclusivity(unchecked) private var slotsByOwner: [ObjectIdentifier: [AnimatedSlot]] = [:]
    /// The attributes outside any custom view.
    @exclusivity(unchecked) private var ownerlessSlots: [AnimatedSlot] = []
    /// The mark of the list being compacted (``AnimatedSlot/listMark``).
    private var listMark = 0
    @exclusivity(unchecked) private var counters = AttributeCounters()
    /// The ordinals of layout frames by path (LayoutAnimation.swift), apart from the
    /// attributes' so adding one never moves the other.
    @exclusivity(unchecked) private var layoutCounters = AttributeCounters()
    /// Counts updates, so a layout node knows whether it was resolved in this one.
    @exclusivity(unchecked) private(set) var generation = 0
    /// Whether a view was leaving (its removal transition running) after the last update.
    private(set) var hasLeavingContent = false
    /// While a `ForEach` records its rows: the row whose attributes are filed under it and
    /// whose switches are touched again when it is reused (Graph/RowMemo.swift).
    var touchRecording: RowRecord?
    /// Rows no longer in their `ForEach`'s memo (replaced by a row resolved anew, or their
    /// `ForEach` or view gone): their attributes are dropped at the end of the update,
    /// unless touched in it.
    private var discardedRows: [RowRecord] = []
    /// Whether a state change asked for the next update (else it is an animation frame,
    /// a window resize or a follow-up, and running layout animations carry on).
    private var stateChanged = false
    /// Whether the current update applies no state change: a layout frame whose target
    /// moves without an animation keeps its running animation, as an offset.
    private(set) var isFrameUpdate = false
    /// Whether the current update has been laid out: later layouts (scrolling, a resize)
    /// move nothing with its transaction.
    var isLaidOut = false
    /// The transaction of the last update, for layout nodes reused from an earlier one.
    private(set) var lastUpdateTransaction = Transaction()
    /// Completions of the last update's transaction that no animation has claimed yet:
    /// layout starts animations after the update, so they are checked after layout.
    private var unclaimedCompletions: [AnimationCompletion] = []
    /// While a node places its children: its presented origin (LayoutAnimation.swift).
    var placementOrigin = CGPoint.zero
    /// How far layout animations of the ancestors move what is placed now from where the
    /// layout puts it: a rectangle in presented coordinates, less this, is in the
    /// coordinates of the layout without animations (matched geometry works there).
    var placementShift = CGSize.zero
    /// The custom views whose body output was resolved in this update (they touched an
    /// attribute): their untouched attributes are gone.
    @exclusivity(unchecked) private var resolvedOwners: Set<ObjectIdentifier> = []
    /// The owner ``noteResolved(_:)`` filed last: the nodes of one body's output come one
    /// after another, so most are not hashed into ``resolvedOwners`` again.
    @exclusivity(unchecked) private var lastResolvedOwner: ObjectIdentifier?
    /// Attributes that may be animating (a subset of `slots`, pruned after each update), so
    /// frames and checks cost in proportion to what animates, not to the tree.
    @exclusivity(unchecked) private var activeKeys: Set<SlotKey> = []
    /// `if`/`else`, optional and `.id` switches, by path (Transitions.swift).
    var switches: [IdentityPath: ContentSwitch] = [:]
    private var touchedSwitches: Set<IdentityPath> = []
    /// Matched-geometry groups (MatchedGeometry.swift).
    let matchedGeometry = MatchedGeometryRegistry()
    /// Completion handlers that became due in this update or frame.
    private var dueCompletions: [AnimationCompletion] = []

    package init() {}

    // MARK: Transactions

    /// A state change happened: it belongs to the transaction of the `withAnimation` or
    /// `withTransaction` running now (an animated one wins over one without animation).
    func captureTransaction() {
        stateChanged = true
        guard let current = Transaction.current else { return }
        if var pending = pendingTransaction {
            if current.animation != nil || pending.animation == nil {
                let completions = pending.completions
                pending = current
                pending.completions = completions + current.completions.filter { c in !completions.contains { $0 === c } }
            }
            pendingTransaction = pending
        } else {
            pendingTransaction = current
        }
    }

    /// Layout asked for another update (a matched-geometry source moved): it runs in the
    /// transaction of the update that moved it, unless a state change asked for one.
    func followUp(in transaction: Transaction) {
        guard pendingTransaction == nil else { return }
        var copy = transaction
        copy.completions = []
        copy.matchedRole = nil
        pendingTransaction = copy
    }

    /// Starts an update: returns the transaction the root is resolved in.
    func beginUpdate() -> Transaction {
        updateTransaction = pendingTransaction ?? Transaction()
        lastUpdateTransaction = updateTransaction
        pendingTransaction = nil
        generation += 1
        isFrameUpdate = !stateChanged
        isLaidOut = false
        stateChanged = false
        dueCompletions += takeUnclaimedCompletions()
        counters.beginUpdate(generation)
        layoutCounters.beginUpdate(generation)
        touchedSwitches = []
        resolvedOwners = []
        lastResolvedOwner = nil
        return updateTransaction
    }

    /// Whether a switch not met in this update is gone: its view left (its owner was
    /// `removed`) or its owner's output was resolved without it. One whose owner's layout
    /// nodes were reused is kept.
    private func isGone(owner: GraphNode?, removed: Set<ObjectIdentifier>) -> Bool {
        guard let owner else { return true }
        let id = ObjectIdentifier(owner)
        return removed.contains(id) || resolvedOwners.contains(id)
    }

    /// Keeps `slot` as the attribute `key`, filed under the row being recorded or `row`
    /// (a layout frame's, placed after the row was recorded), else under its owner.
    private func insert(_ slot: AnimatedSlot, at key: SlotKey, row: RowRecord? = nil) {
        slot.touchedIn = generation
        slot.key = key
        // An attribute of another kind at the same key is replaced: its list entries lapse.
        if let replaced = slots.updateValue(slot, forKey: key), replaced !== slot { replaced.isDropped = true }
        if let row = row ?? touchRecording, !row.isDiscarded {
            slot.row = row
            // A row's attributes come several at once (its nodes' frames, a colour).
            if row.slots.isEmpty { row.slots.reserveCapacity(8) }
            row.slots.append(slot)
        } else {
            file(slot)
        }
    }

    /// Files `slot` under its owner (or with the attributes outside any custom view).
    private func file(_ slot: AnimatedSlot) {
        if let owner = slot.owner {
            let id = ObjectIdentifier(owner)
            slot.filedOwner = id
            slotsByOwner[id, default: []].append(slot)
        } else {
            slot.filedOwner = nil
            ownerlessSlots.append(slot)
        }
    }

    /// Whether an entry for `slot` in the list of `owner` (nil: outside any custom view)
    /// stands: the store holds the slot, no row holds it, and it was last filed there.
    private func isFiled(_ slot: AnimatedSlot, under owner: ObjectIdentifier?) -> Bool {
        !slot.isDropped && slot.filedOwner == owner && slot.row == nil
    }

    /// Forgets `slot`: its running animation counts as done.
    private func drop(_ slot: AnimatedSlot) {
        guard !slot.isDropped else { return }
        if let index = slots.index(forKey: slot.key), slots.values[index] === slot { slots.remove(at: index) }
        dueCompletions += slot.releaseCompletions()
        slot.isDropped = true
        activeKeys.remove(slot.key)
    }

    /// Keeps, of `list` (the slots filed under `owner`), each slot still filed there once,
    /// if it was touched in this update; drops the others. Nil when the list stays as it is.
    private func compacted(_ list: [AnimatedSlot], under owner: ObjectIdentifier?) -> [AnimatedSlot]? {
        listMark += 1
        var unchanged = true
        for slot in list {
            guard isFiled(slot, under: owner), slot.listMark != listMark, slot.touchedIn == generation else {
                unchanged = false
                break
            }
            slot.listMark = listMark
        }
        if unchanged { return nil }
        listMark += 1
        var kept: [AnimatedSlot] = []
        for slot in list where isFiled(slot, under: owner) && slot.listMark != listMark {
            slot.listMark = listMark
            if slot.touchedIn == generation { kept.append(slot) } else { drop(slot) }
        }
        return kept
    }

    /// Ends an update in which the custom views `removed` left the tree: forgets their
    /// attributes and those the views resolved in this update no longer have, ends finished
    /// animations, and returns the completion handlers now due (run them after the update).
    /// Attributes of views whose layout nodes were reused are kept, and not visited.
    func endUpdate(removed: [GraphNode]) -> [AnimationCompletion] {
        counters.endUpdate()
        layoutCounters.endUpdate()
        let removedIDs = Set(removed.map(ObjectIdentifier.init))
        for id in removedIDs {
            for slot in slotsByOwner.removeValue(forKey: id) ?? [] where isFiled(slot, under: id) { drop(slot) }
        }
        for node in removed {
            for memo in node.rowMemos.values { discardedRows += memo.rows.values }
            for memo in node.buttonMemos.values { discardedRows.append(memo.record) }
        }
        settleDiscardedRows()
        for id in resolvedOwners where !removedIDs.contains(id) {
            guard let list = slotsByOwner[id], let kept = compacted(list, under: id) else { continue }
            slotsByOwner[id] = kept
        }
        if !ownerlessSlots.isEmpty, let kept = compacted(ownerlessSlots, under: nil) {
            ownerlessSlots = kept
        }
        if touchedSwitches.count < switches.count {
            for (path, record) in switches where !touchedSwitches.contains(path) && isGone(owner: record.owner, removed: removedIDs) {
                switches[path] = nil
            }
        }
        for key in activeKeys {
            guard let slot = slots[key] else {
                activeKeys.remove(key)
                continue
            }
            dueCompletions += slot.settle(at: time)
            if !slot.isAnimating { activeKeys.remove(key) }
        }
        // A withAnimation whose changes animate nothing completes after layout (which may
        // start layout animations), see ``takeUnclaimedCompletions()``.
        unclaimedCompletions = updateTransaction.completions
        updateTransaction = Transaction()
        hasLeavingContent = switches.values.contains { !$0.leaving.isEmpty }
        defer { dueCompletions = [] }
        return claimDue(dueCompletions)
    }

    /// Files `records` as discarded: their attributes are visited at the end of the update.
    func discardRows<S: Sequence>(_ records: S) where S.Element == RowRecord {
        discardedRows += records
    }

    /// Drops the attributes of the rows discarded in this update that nothing touched in
    /// it, and files those touched (by views resolved without a row recording) under their
    /// owners. An attribute a new row took over (``claim(_:for:)``) is that row's.
    private func settleDiscardedRows() {
        guard !discardedRows.isEmpty else { return }
        for record in discardedRows where !record.isDiscarded {
            record.isDiscarded = true
            for slot in record.slots where !slot.isDropped && slot.row === record {
                slot.row = nil
                if slot.touchedIn == generation { file(slot) } else { drop(slot) }
            }
            record.slots = []
        }
        discardedRows = []
    }

    /// Files the existing attribute `slot` under `record`, the row being recorded that
    /// touched it, taking it from the row or owner it was filed under (whose list entry
    /// lapses, ``isFiled(_:under:)``).
    private func claim(_ slot: AnimatedSlot, for record: RowRecord) {
        guard slot.row !== record else { return }
        slot.row = record
        record.slots.append(slot)
    }

    // MARK: Attributes

    /// The key of the next attribute of the view at `context.path` in this update.
    func nextKey(_ context: ResolveContext) -> SlotKey {
        noteResolved(context.parentNode)
        return nextKey(context.path)
    }

    /// The key of the next attribute of the view at `path` in this update.
    func nextKey(_ path: IdentityPath) -> SlotKey {
        touch(SlotKey(path: path, index: counters.next(path)))
    }

    /// Touches `key` in this update and returns the key the store keeps for it, when it has
    /// one: the same path storage as the set it is filed in holds. A path made again in a
    /// later update is an equal value in new storage, and comparing two of those compares
    /// every component; the kept one compares with the filed keys by its storage alone. An
    /// existing attribute touched by a row being recorded is filed under that row.
    private func touch(_ key: SlotKey) -> SlotKey {
        guard let index = slots.index(forKey: key) else { return key }
        let (kept, slot) = slots[index]
        slot.touchedIn = generation
        if let record = touchRecording { claim(slot, for: record) }
        return kept
    }

    /// How many attributes and layout frames the views at `path` have met so far in this
    /// update.
    func attributeCounts(at path: IdentityPath) -> AttributeCountsAtPath {
        AttributeCountsAtPath(values: counters.saved(path) ?? 0, frames: layoutCounters.saved(path) ?? 0)
    }

    /// Sets the counts of `path` to `counts`: the views resolved next at `path` meet the
    /// attributes they would after views whose resolution is skipped (Graph/ButtonMemo.swift).
    func setAttributeCounts(at path: IdentityPath, to counts: AttributeCountsAtPath) {
        counters.restore(path, to: counts.values)
        layoutCounters.restore(path, to: counts.frames)
    }

    /// The key of the next layout frame of the view at `context.path` in this update.
    func nextLayoutKey(_ context: ResolveContext) -> SlotKey {
        noteResolved(context.parentNode)
        return touch(SlotKey(path: context.path, index: -1 - layoutCounters.next(context.path)))  // negative: a layout frame
    }

    /// Runs `body` and then rewinds the attribute counters of `path`, so a second pass over
    /// the same modifiers meets the same attributes (a transition's two phases).
    func rewinding<T>(_ path: IdentityPath, _ body: () -> T) -> T {
        let saved = counters.saved(path), savedLayout = layoutCounters.saved(path)
        let result = body()
        counters.restore(path, to: saved)
        layoutCounters.restore(path, to: savedLayout)
        return result
    }

    /// The completions of the last update's transaction that no animation claimed: due
    /// now (the update and its layout started nothing for them).
    func takeUnclaimedCompletions() -> [AnimationCompletion] {
        defer { unclaimedCompletions = [] }
        return unclaimedCompletions.filter { $0.pending == 0 && !$0.fired }
    }

    /// Marks `completions` as run and returns them.
    func claimDue(_ completions: [AnimationCompletion]) -> [AnimationCompletion] {
        var due: [AnimationCompletion] = []
        for completion in completions where !completion.fired {
            completion.fired = true
            due.append(completion)
        }
        return due
    }

    /// The value of an animatable attribute to present now, given its new `target`.
    ///
    /// A changed target under an animation starts an animation from the value presented
    /// now (so an interrupted animation continues from where it is, R131); without one the
    /// target applies at once (R130).
    func animate<Data: VectorArithmetic>(_ target: Data, in context: ResolveContext) -> Data {
        animate(target, key: nextKey(context), in: context)
    }

    /// ``animate(_:in:)`` for the attribute `key`.
    func animate<Data: VectorArithmetic>(_ target: Data, key: SlotKey, in context: ResolveContext) -> Data {
        animate(target, key: key, transaction: context.transaction, owner: context.parentNode)
    }

    /// ``animate(_:in:)`` for the attribute `key`, outside resolution (at layout).
    ///
    /// With `continuing`, a target changed without an animation keeps the running one as
    /// an offset from the new target (layout frames in an animation frame).
    func animate<Data: VectorArithmetic>(
        _ target: Data, key: SlotKey, transaction: Transaction, owner: GraphNode?, initial: Data? = nil,
        continuing: Bool = false, row: RowRecord? = nil
    ) -> Data {
        guard let slot = slots[key] as? ValueSlot<Data> else {
            let slot = ValueSlot(target: initial ?? target, owner: owner)
            slot.retraversesOwner = !key.isLayoutFrame
            insert(slot, at: key, row: row)
            guard initial != nil else { return target }
            return animate(target, key: key, transaction: transaction, owner: owner)
        }
        slot.owner = owner
        if slot.target != target {
            if transaction.animation == nil, continuing, let run = slot.run {
                run.from += target - slot.target
                slot.target = target
                return slot.presented(at: time)
            }
            let presented = slot.presented(at: time)
            dueCompletions += slot.releaseCompletions()
            if let animation = transaction.animation {
                slot.run = .init(from: presented, animation: animation, start: time)
                activeKeys.insert(key)
                slot.completions = transaction.completions.filter { !$0.fired }
                for completion in slot.completions { completion.pending += 1 }
            } else {
                slot.run = nil
            }
            slot.target = target
        }
        return slot.presented(at: time)
    }

    /// The attribute `key`, if it has data of type `Data`.
    func valueSlot<Data: VectorArithmetic>(_ type: Data.Type, key: SlotKey) -> ValueSlot<Data>? {
        slots[key] as? ValueSlot<Data>
    }

    /// Starts a layout pass: content resolved while placing gets the same keys each pass.
    func beginLayout() {
        counters.beginLayout()
        layoutCounters.beginLayout()
        placementOrigin = .zero
        placementShift = .zero
    }

    /// How many attributes and layout frames the store keeps (for tests).
    var slotCount: Int { slots.count }

    /// Whether `value` differs from what the `.animation(_:value:)` here saw last time.
    func valueChanged<V: Equatable>(_ value: V, in context: ResolveContext) -> Bool {
        let key = nextKey(context)
        guard let slot = slots[key] as? ObservedValueSlot else {
            insert(ObservedValueSlot(value: value, owner: context.parentNode), at: key)
            return false
        }
        defer { slot.value = value }
        return (slot.value as? V) != value
    }

    /// The slot of kind `S` at the next key of `context.path`: the existing one, or a new
    /// one from `make` (the Bool says whether it is new).
    func slot<S: AnimatedSlot>(in context: ResolveContext, make: () -> S) -> (S, Bool) {
        let key = nextKey(context)
        activeKeys.insert(key)
        if let slot = slots[key] as? S {
            slot.owner = context.parentNode
            return (slot, false)
        }
        let slot = make()
        slot.owner = context.parentNode
        insert(slot, at: key)
        return (slot, true)
    }

    /// Forgets the attribute `key` (its value became nil).
    func discard(_ key: SlotKey) {
        if let slot = slots[key] { drop(slot) }
    }

    /// Notes that `owner`'s output is being resolved in this update.
    private func noteResolved(_ owner: GraphNode?) {
        guard let owner else { return }
        let id = ObjectIdentifier(owner)
        guard id != lastResolvedOwner else { return }
        lastResolvedOwner = id
        resolvedOwners.insert(id)
    }

    func touchSwitch(_ context: ResolveContext) {
        touchedSwitches.insert(context.path)
        touchRecording?.touchedSwitches.append(context.path)
        noteResolved(context.parentNode)
    }

    // MARK: Frames

    /// Whether any attribute is animating or a view is leaving with a transition: the
    /// window needs frames.
    package var isAnimating: Bool {
        activeKeys.contains { slots[$0]?.isAnimating == true } || switches.values.contains { !$0.leaving.isEmpty }
    }

    /// Touches again what a row touched when it was resolved: its attributes and switches
    /// are still its own, although the row is reused without resolving it.
    func retouch(_ record: RowRecord) {
        if !record.touchedSwitches.isEmpty { touchedSwitches.formUnion(record.touchedSwitches) }
    }

    /// Whether nothing can move by itself: no attribute is (or may be) animating and no view
    /// was leaving after the last update. Then a node placed again where it was, with the
    /// proposal it had, is presented where it was, and its placement can be skipped (and a
    /// `ForEach`'s rows reused, Graph/RowMemo.swift). Cheap: read once per node placed.
    package var isQuiet: Bool { activeKeys.isEmpty && !hasLeavingContent && !framesWereOffTarget }

    /// Whether the last placement pass (or this one, so far) presented a frame away from
    /// its target: the next pass must place every node, so those frames reach their
    /// targets when the animation ends.
    private var framesWereOffTarget = false
    private var framesOffTargetInPass = false

    /// A window's placement pass starts (``placeRoot(_:in:scale:)``).
    func beginPlacementPass() { framesOffTargetInPass = false }

    /// The placement pass ends.
    func endPlacementPass() { framesWereOffTarget = framesOffTargetInPass }

    /// A node was presented away from its layout frame (a layout animation runs).
    func noteFrameOffTarget() {
        framesOffTargetInPass = true
        framesWereOffTarget = true
    }

    /// Prepares a frame: the views holding animating attributes re-traverse their body
    /// output in the next update. Returns false when nothing animates.
    func prepareFrame() -> Bool {
        var any = false
        for key in activeKeys {
            guard let slot = slots[key], slot.isAnimating else { continue }
            any = true
            if slot.retraversesOwner { slot.owner?.needsRetraversal() }
        }
        for record in switches.values where !record.leaving.isEmpty {
            any = true
            record.owner?.needsRetraversal()
        }
        return any
    }

    /// Whether any attribute may be animating (none: no transition can be running).
    var mayAnimate: Bool { !activeKeys.isEmpty }

    /// Whether an attribute under `prefix` still animates at the current time.
    func isAnimating(under prefix: IdentityPath) -> Bool {
        activeKeys.contains { key in
            guard let slot = slots[key], key.path.components.starts(with: prefix.components) else { return false }
            guard let slot = slot as? (any PresentedSlot) else { return slot.isAnimating }
            return slot.isRunning(at: time)
        }
    }
}

/// A slot that can tell whether its animation still runs at a time.
@MainActor
protocol PresentedSlot {
    func isRunning(at time: Double) -> Bool
}

extension ValueSlot: PresentedSlot {
    func isRunning(at time: Double) -> Bool {
        guard let run else { return false }
        return !run.animation.isComplete(after: time - run.start)
    }
}

extension GraphNode {
    /// The next update re-traverses this view's last body output (without running `body`),
    /// and its ancestors reach it.
    func needsRetraversal() {
        graph?.retraversalRequested = true
        var node: GraphNode? = self
        while let current = node, !current.hasDirtyDescendant {
            current.hasDirtyDescendant = true
            node = current.parent
        }
    }
}
