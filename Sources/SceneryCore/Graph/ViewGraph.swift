/// One window's persistent view tree: the state of every custom view, keyed by identity,
/// and the bookkeeping that makes a state change re-run only the bodies that read it.
///
/// The renderer resolves the root through the graph on every update. A custom view whose
/// state is unchanged and whose view value equals the last one reuses its layout nodes
/// without running `body`; one that only contains a changed view re-traverses its last
/// body; one whose own state changed runs `body` again. Views whose identity disappears
/// lose their state, and `onDisappear` runs for them; new identities run `onAppear`.
@MainActor
package final class ViewGraph {
    private var nodes: [IdentityPath: GraphNode] = [:]
    /// The custom views with no custom view above them (the window's root view, and views
    /// a container at the top builds while it is placed), so looking for them does not
    /// walk every view of the window.
    private(set) var topLevelNodes: [ObjectIdentifier: GraphNode] = [:]
    /// Counts updates, and traversals made outside an update (the content of a header or
    /// a lazy row, built during layout): a custom view reached in one carries its number
    /// (``GraphNode/reachedInUpdate``), as does a `ForEach` row reused in it
    /// (``RowRecord/keptInUpdate``).
    private(set) var updateNumber = 0
    /// Whether ``update(_:context:)`` is running.
    private(set) var isUpdating = false
    /// Custom views that may have left the tree in this update, judged at its end (Graph/
    /// NodeLiveness.swift): the custom views a traversal reached last time and not this
    /// time, and those of the `ForEach` rows discarded. Views nobody re-traversed are never
    /// looked at, so an update costs what it re-traversed, not the tree.
    /// Each with the number of the update or traversal that left it out.
    var leavingCandidates: [(node: GraphNode, since: Int)] = []
    /// The custom views invalidated since they last ran `body`, in order (some may have run
    /// it since): an update changes them in place when it can (Graph/InPlaceUpdate.swift).
    var dirtyNodes: [GraphNode] = []
    /// The views an in-place update runs again, with the transaction each runs in
    /// (Graph/InPlaceUpdate.swift): kept between updates, with room made when the graph is
    /// made. The first storage of an array of a new element type makes the Swift runtime
    /// build that type's metadata (0.58 M instructions for this one), which otherwise fell
    /// into a window's first change, or not, from one process to the next.
    var inPlaceTargets: [(node: GraphNode, transaction: Transaction)] = []
    /// Whether a view asked to be re-traversed without being invalidated (an animation's
    /// frame): the update then re-traverses, and changes nothing in place.
    var retraversalRequested = false
    /// Whether one was asked before the update running now.
    private(set) var retraversalAsked = false
    /// The layout node the last update returned: the root an update in place finds the
    /// changed nodes under.
    weak var lastRoot: ViewNode?
    /// The registrations and custom views of the root level (outside every custom view).
    var rootLevel = TraversalRecord()
    /// The `onAppear`/`onDisappear` actions registered now, by identity, with the custom
    /// view whose traversal registered them (nil: the root level).
    var appearances: [IdentityPath: (actions: AppearanceActions, owner: ObjectIdentifier?)] = [:]
    /// Registrations that appeared and disappeared in this update.
    var appearedNow: [IdentityPath: AppearanceActions] = [:]
    var disappearedNow: [IdentityPath: AppearanceActions] = [:]
    var needsUpdate = true
    /// The last value each `onChange` saw, by identity, with the custom view whose
    /// traversal registered it.
    var observedValues: [IdentityPath: (value: Any, owner: ObjectIdentifier?)] = [:]
    /// `onChange` actions due after the current update, in order.
    var pendingChanges: [@MainActor () -> Void] = []
    /// The value each `onPreferenceChange` saw at the last layout, by identity
    /// (Preferences/PreferencePass.swift).
    var observedPreferences: [IdentityPath: Any] = [:]
    /// Scroll positions and lazy-row measurements, by container identity
    /// (Containers/ContainerMemory.swift).
    var containerMemory: [IdentityPath: AnyObject] = [:]
    /// While a lazy container builds a row: the appearance actions found in it, which the
    /// container runs as the row scrolls in and out instead of once per update.
    var appearanceCapture: [AppearanceActions]?
    /// Appearance actions of lazy rows due after the current layout.
    var pendingLayoutActions: [@MainActor () -> Void] = []
    /// The running `task` of each `.task` modifier, by identity (Modifiers/Task.swift).
    let tasks = TaskRegistry()
    /// The window's animations and the transaction of the update (Animation/).
    package let animations = AnimationStore()
    /// The `TimelineView`s on screen (Views/TimelineView.swift).
    package let timelines = TimelineRegistry()
    /// Called (once per batch of changes) when state changed and the window must update.
    package var onNeedsUpdate: (@MainActor () -> Void)?
    /// The node whose `body` is running now, to record which state it reads.
    @exclusivity(unchecked) static var evaluating: GraphNode?
    /// The custom view whose body output is being traversed: it owns the appearance and
    /// change registrations made now (``keepSubtree(of:)`` keeps them without a traversal).
    private(set) var traversing: GraphNode?
    /// The `ForEach` whose rows are being recorded for reuse (Graph/RowMemo.swift).
    var rowRecording: RowRecord?
    /// The last two environments found to hold the same values, in different storage
    /// (``sameEnvironment(_:_:)``).
    var lastEnvironmentMatch: (kept: EnvironmentValues, new: EnvironmentValues)?

    package init() {
        MainActorHop.markMainThread()
        inPlaceTargets.reserveCapacity(4)
    }

    /// Whether a state change is waiting for ``update(_:context:)``.
    package var isUpdateScheduled: Bool { needsUpdate }

    /// Resolves `root` through the graph and runs the appearance actions of views that
    /// appeared or disappeared. Returns the root's layout node.
    package func update<V: View>(_ root: V, context: ResolveContext) -> ViewNode {
        updateNumber += 1
        isUpdating = true
        var rootContext = context
        rootContext.graph = self
        rootContext.path = IdentityPath()
        rootContext.parentNode = nil
        rootContext.transaction = animations.beginUpdate()
        rootLevel.begin()
        retraversalAsked = retraversalRequested
        retraversalRequested = false
        let node = resolveSingle(root, context: rootContext)
        // New nodes that measure as the ones they replaced take their sizes.
        if let last = lastRoot { _ = node.inheritMeasurements(from: last) }
        lastRoot = node
        finish(&rootLevel, owner: nil)
        let removed = removeLeavingNodes()
        if !dirtyNodes.isEmpty { dirtyNodes.removeAll { !$0.isDirty || $0.isRemoved } }
        let completions = animations.endUpdate(removed: removed)
        for node in removed { node.tearDown() }
        isUpdating = false
        needsUpdate = false
        let disappeared = disappearedNow
        let appeared = appearedNow
        disappearedNow = [:]
        appearedNow = [:]
        for (_, actions) in disappeared.sorted(by: { $0.key.description < $1.key.description }) { actions.onDisappear?() }
        for (_, actions) in appeared.sorted(by: { $0.key.description < $1.key.description }) { actions.onAppear?() }
        let changes = pendingChanges
        pendingChanges = []
        for change in changes { change() }
        for completion in completions { completion.action() }
        return node
    }

    /// The node for the custom view at `path`, created if it is new.
    func node(at path: IdentityPath, parent: GraphNode?) -> GraphNode {
        let node: GraphNode
        if let existing = nodes[path] {
            node = existing
        } else {
            node = GraphNode(path: path, parent: parent, graph: self)
            nodes[path] = node
            if let parent {
                parent.children[ObjectIdentifier(node)] = node
            } else {
                topLevelNodes[ObjectIdentifier(node)] = node
            }
        }
        node.reachedInUpdate = updateNumber
        if let record = rowRecording, let parent, record.owner === parent {
            record.customViews.append(node)
            node.row = record
        } else {
            node.row = nil
            holdLoosely(node)
        }
        return node
    }

    /// Compares `value` with what the `onChange` at `path` saw last, and queues `action`
    /// (run after this update) when it differs.
    func observeChange<V: Equatable>(
        at path: IdentityPath, value: V, initial: Bool, action: @escaping (V, V) -> Void
    ) {
        // The action is the view's own code, created and run on the main actor.
        nonisolated(unsafe) let action = action
        rowsAreImpure()
        let owner = traversing
        modifyRecord(of: owner) { $0.observationPaths.append(path) }
        if let old = observedValues[path]?.value as? V {
            if old != value { pendingChanges.append { action(old, value) } }
        } else if initial {
            pendingChanges.append { action(value, value) }
        }
        observedValues[path] = (value, owner.map(ObjectIdentifier.init))
    }

    /// Records appearance actions found at `path` in this update.
    func visitAppearance(at path: IdentityPath, actions: AppearanceActions) {
        if appearanceCapture != nil {
            appearanceCapture?.append(actions)
            return
        }
        // Content built during layout (a geometry reader's) registers nothing: its
        // appearance is its container's.
        guard isUpdating else { return }
        rowsAreImpure()
        let owner = traversing
        modifyRecord(of: owner) { $0.appearancePaths.append(path) }
        if appearances[path] == nil {
            if disappearedNow.removeValue(forKey: path) == nil { appearedNow[path] = actions }
        }
        appearances[path] = (actions, owner.map(ObjectIdentifier.init))
    }

    /// Starts traversing `node`'s body output: its registrations are made afresh.
    /// Returns the node traversed before, for ``endTraversal(restoring:)``.
    func beginTraversal(of node: GraphNode) -> GraphNode? {
        let previous = traversing
        // A traversal outside an update counts as one: what it leaves out is judged against
        // what it and later updates reach.
        if previous == nil, !isUpdating { updateNumber += 1 }
        node.traversals += 1
        node.record.begin()
        traversing = node
        return previous
    }

    /// Ends the traversal begun by ``beginTraversal(of:)``.
    func endTraversal(restoring previous: GraphNode?) {
        if let node = traversing {
            finish(&node.record, owner: node)
            node.pruneRowMemos()
            node.pruneContainerMemos()
            node.pruneButtonMemos()
        }
        traversing = previous
    }

    /// State read by `node` changed.
    func invalidate(_ node: GraphNode) {
        animations.captureTransaction()
        node.invalidate()
        guard !needsUpdate else { return }
        needsUpdate = true
        onNeedsUpdate?()
    }

    /// Asks for an update although no view is invalidated (a `FocusState` assignment: the
    /// window moves the focus after the update's layout).
    package func setNeedsUpdate() {
        guard !needsUpdate else { return }
        needsUpdate = true
        onNeedsUpdate?()
    }

    /// The window-level environment changed at `keyPath` (the scene phase, say): the views
    /// that read it run their `body` on the next update.
    package func environmentChanged(at keyPath: AnyKeyPath) {
        animations.captureTransaction()
        var any = false
        for node in nodes.values where node.environmentReads[keyPath] != nil {
            node.invalidate()
            any = true
        }
        if any && !needsUpdate {
            needsUpdate = true
            onNeedsUpdate?()
        }
    }

    /// Forgets `node`, which left the tree.
    func forget(_ node: GraphNode) {
        if nodes[node.path] === node { nodes[node.path] = nil }
        if node.parent == nil { topLevelNodes[ObjectIdentifier(node)] = nil }
    }

    /// The custom views alive now, by identity (for tests).
    package var liveNodes: [GraphNode] { Array(nodes.values) }
}

/// The `onAppear` and `onDisappear` actions of one view.
package struct AppearanceActions {
    var onAppear: (@MainActor () -> Void)?
    var onDisappear: (@MainActor () -> Void)?
}

extension ViewGraph {
    /// Keeps `node` (and so everything inside it) in the tree for this update, although
    /// the traversal of its parent did not reach it: a tab or a navigation entry not shown
    /// now, a lazy row not built now. Nothing inside is visited: what a custom view holds
    /// stays until a traversal of it leaves it out.
    func keepSubtree(of node: GraphNode) {
        UpdateCounts.current.customViewsKept += 1
        node.reachedInUpdate = updateNumber
        if node.row == nil { holdLoosely(node) }
    }
}
