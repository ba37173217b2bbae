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
    /// Counts updates: a custom view reached or kept in this one carries its number
    /// (``GraphNode/reachedInUpdate``), and the others are gone at its end. A number on the
    /// node rather than its path in a set: keeping a subtree of 10,000 views costs a store
    /// per view, not a hash and a set insertion.
    private var updateNumber = 0
    private var appearances: [IdentityPath: AppearanceActions] = [:]
    private var visitedAppearances: [IdentityPath: AppearanceActions] = [:]
    var needsUpdate = true
    /// The last value each `onChange` saw, by identity.
    private var observedValues: [IdentityPath: Any] = [:]
    private var visitedObservations: Set<IdentityPath> = []
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
    static var evaluating: GraphNode?
    /// The custom view whose body output is being traversed: it owns the appearance and
    /// change registrations made now (``keepSubtree(of:)`` keeps them without a traversal).
    private(set) var traversing: GraphNode?
    /// The `ForEach` whose rows are being recorded for reuse (Graph/RowMemo.swift).
    var rowRecording: RowRecord?

    package init() {
        MainActorHop.markMainThread()
    }

    /// Whether a state change is waiting for ``update(_:context:)``.
    package var isUpdateScheduled: Bool { needsUpdate }

    /// Resolves `root` through the graph and runs the appearance actions of views that
    /// appeared or disappeared. Returns the root's layout node.
    package func update<V: View>(_ root: V, context: ResolveContext) -> ViewNode {
        updateNumber += 1
        visitedAppearances = [:]
        visitedObservations = []
        var rootContext = context
        rootContext.graph = self
        rootContext.path = IdentityPath()
        rootContext.parentNode = nil
        rootContext.transaction = animations.beginUpdate()
        let node = resolveSingle(root, context: rootContext)
        let removedNodes = nodes.filter { $0.value.reachedInUpdate != updateNumber }
        let completions = animations.endUpdate(removed: Array(removedNodes.values))
        for (path, removed) in removedNodes {
            removed.tearDown()
            removed.parent?.children[ObjectIdentifier(removed)] = nil
            nodes[path] = nil
        }
        for path in observedValues.keys where !visitedObservations.contains(path) { observedValues[path] = nil }
        let disappeared = appearances.filter { visitedAppearances[$0.key] == nil }
        let appeared = visitedAppearances.filter { appearances[$0.key] == nil }
        appearances = visitedAppearances
        needsUpdate = false
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
            parent?.children[ObjectIdentifier(node)] = node
        }
        node.reachedInUpdate = updateNumber
        if let record = rowRecording, let parent, record.owner === parent {
            record.customViews.append(node)
            node.row = record
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
        visitedObservations.insert(path)
        traversing?.observationPaths.append(path)
        if let old = observedValues[path] as? V {
            if old != value { pendingChanges.append { action(old, value) } }
        } else if initial {
            pendingChanges.append { action(value, value) }
        }
        observedValues[path] = value
    }

    /// Records appearance actions found at `path` in this update.
    func visitAppearance(at path: IdentityPath, actions: AppearanceActions) {
        if appearanceCapture != nil {
            appearanceCapture?.append(actions)
            return
        }
        rowsAreImpure()
        visitedAppearances[path] = actions
        traversing?.appearancePaths.append(path)
    }

    /// Starts traversing `node`'s body output: its registrations are made afresh.
    /// Returns the node traversed before, for ``endTraversal(restoring:)``.
    func beginTraversal(of node: GraphNode) -> GraphNode? {
        let previous = traversing
        node.traversals += 1
        node.appearancePaths = []
        node.observationPaths = []
        traversing = node
        return previous
    }

    /// Ends the traversal begun by ``beginTraversal(of:)``.
    func endTraversal(restoring previous: GraphNode?) {
        traversing?.pruneRowMemos()
        traversing?.pruneContainerMemos()
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

    /// Whether `node` is the graph's node at its path (it did not leave the tree).
    func isLive(_ node: GraphNode) -> Bool { nodes[node.path] === node }

    /// The custom views alive now, by identity (for tests).
    package var liveNodes: [GraphNode] { Array(nodes.values) }
}

/// The `onAppear` and `onDisappear` actions of one view.
package struct AppearanceActions {
    var onAppear: (@MainActor () -> Void)?
    var onDisappear: (@MainActor () -> Void)?
}

extension ViewGraph {
    /// Keeps every custom view and appearance registration inside `node` alive for this
    /// update, when `node`'s layout nodes are reused without traversing them.
    /// Walks the custom views inside `node` (not the whole graph), so keeping a subtree
    /// costs in proportion to the subtree.
    func keepSubtree(of node: GraphNode) {
        UpdateCounts.current.customViewsKept += 1
        node.reachedInUpdate = updateNumber
        for path in node.appearancePaths {
            if let actions = appearances[path] { visitedAppearances[path] = actions }
        }
        for path in node.observationPaths where observedValues[path] != nil { visitedObservations.insert(path) }
        for child in node.children.values { keepSubtree(of: child) }
    }
}
