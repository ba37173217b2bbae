/// The persistent record of one custom view (a view with a `body`) at one identity: its
/// state storage, the view value it was last evaluated with, and the layout nodes its body
/// produced. It lives as long as the view's identity stays in the tree.
@MainActor
package final class GraphNode {
    /// Where the view is.
    package let path: IdentityPath
    /// The nearest enclosing custom view, which re-traverses its body's output when this
    /// node needs an update.
    package weak var parent: GraphNode?
    /// The graph the node belongs to.
    weak var graph: ViewGraph?
    /// The names of this view's own `@State` properties written since its body last ran.
    var changedState: Set<String> = []
    /// Why the body running now runs (`@self`, `@identity`, `_value`, `@dependencies`),
    /// for `_printChanges()`: worked out only when asked, since it compares the view's
    /// value with its last one again.
    var changeReasons: @MainActor () -> [String] = { [] }
    /// The custom views whose nearest enclosing custom view is this one, by object identity.
    var children: [ObjectIdentifier: GraphNode] = [:]
    /// What the last traversal of the view's body output reached and registered, not
    /// counting what the custom views inside it did: the custom views reached outside
    /// recorded rows, appearance (`onAppear`, `task`) and change (`onChange`, `task(id:)`)
    /// registrations (Graph/NodeLiveness.swift).
    var record = TraversalRecord()
    /// Whether the view left the tree.
    var isRemoved = false
    /// State storage of the view's `@State` properties, in declaration order.
    var stateSlots: [AnyStateStorage] = []
    /// The view value of the last evaluation, to skip `body` when it is unchanged.
    var lastView: Any?
    /// The environment the view's body output was last resolved in.
    var lastEnvironment: EnvironmentValues?
    /// Re-resolves the last body's output without evaluating `body` again.
    var resolveLastBody: (@MainActor (inout [ViewNode], ResolveContext) -> Void)?
    /// The layout nodes the body produced last time.
    var cachedNodes: [ViewNode]?
    /// Runs `body` again in the context given (``bodyContext`` with the update's
    /// transaction) and resolves its output, for an update in place (Graph/
    /// InPlaceUpdate.swift); nil where the view cannot be updated so (inside a custom
    /// modifier's content).
    var rerun: (@MainActor (GraphNode, ViewGraph, ResolveContext) -> [ViewNode])?
    /// The context the body's output was last resolved in, which ``rerun`` runs it in: a
    /// re-traversal of the output (an environment that changed) brings it up to date, so
    /// a later update in place sees what a re-traversal would. Set whenever ``rerun`` is.
    var bodyContext: ResolveContext?
    /// What the `ForEach`es of the body's output resolved into, by their path, for reuse
    /// when the body runs again (Graph/RowMemo.swift).
    var rowMemos: [IdentityPath: RowMemo] = [:]
    /// The `ForEach` row this view is directly inside, if that row was recorded for reuse
    /// (Graph/RowMemo.swift): invalidating the view tells the row's memo.
    weak var row: RowRecord?
    /// The graph's update in which the view was last reached, or kept although its
    /// parent's traversal did not reach it (``ViewGraph/keepSubtree(of:)``).
    var reachedInUpdate = 0
    /// The layout containers of the body's output, by their path, for reuse when all their
    /// children are reused (Graph/ContainerMemo.swift).
    var containerMemos: [IdentityPath: ContainerMemo] = [:]
    /// The nodes of the buttons of the body's output, by their path, for reuse when the body
    /// runs again and gives them only a new action (Graph/ButtonMemo.swift).
    var buttonMemos: [IdentityPath: ButtonMemo] = [:]
    /// How many times the body's output was traversed (run or re-traversed).
    var traversals = 0
    /// State this view's body read changed: evaluate `body` again.
    var isDirty = false
    /// The body ran again in an update in place and its output could not go into the nodes
    /// on screen (Graph/InPlaceUpdate.swift): the re-traversal that follows takes the new
    /// output as it is, and no row holding this view is reused as it was.
    var outputReplaced = false
    /// Some view inside this one is dirty: re-traverse, but `body` need not run.
    var hasDirtyDescendant = false
    /// The transaction of the update that last reached this view, and that update's
    /// generation (Animation/LayoutAnimation.swift).
    var visitTransaction = Transaction()
    var visitGeneration = -1
    /// The every-update changes to the transaction between the enclosing custom view and
    /// this one (`ResolveContext.transactionTransforms`).
    var visitTransforms: [@MainActor (inout Transaction) -> Void] = []
    /// The environment values `body` read last time, by key path.
    var environmentReads: [AnyKeyPath: Any] = [:]
    /// The `@Observable` properties the view's evaluations read (per-property tracking).
    let observation = NodeObservation()
    /// The `ObservableObject`s the view's `@StateObject`, `@ObservedObject` and
    /// `@EnvironmentObject` properties hold, with the `objectWillChange` subscription of each.
    var objectSubscriptions: [ObjectSubscription] = []

    /// Records that `body` read `value` at `keyPath`.
    func recordEnvironmentRead(_ keyPath: AnyKeyPath, value: Any) {
        environmentReads[keyPath] = value
    }

    /// Whether any environment value `body` read differs in `environment`.
    func environmentChanged(_ environment: EnvironmentValues) -> Bool {
        environmentReads.contains { keyPath, old in
            guard let new = environment[keyPath: keyPath] else { return true }
            return !ViewEquality.equal(old, new)
        }
    }

    init(path: IdentityPath, parent: GraphNode?, graph: ViewGraph) {
        self.path = path
        self.parent = parent
        self.graph = graph
    }

    /// Ends every observation of the view: it left the tree.
    func tearDown() {
        observation.cancelAll()
        objectSubscriptions = []
        for memo in rowMemos.values { memo.observation.cancelAll() }
        rowMemos = [:]
        buttonMemos = [:]
    }

    /// Marks this node dirty and its ancestors as containing a dirty node.
    func invalidate() {
        if !isDirty { graph?.dirtyNodes.append(self) }
        isDirty = true
        row?.memo?.hasInvalidatedRow = true
        var ancestor = parent
        while let node = ancestor, !node.hasDirtyDescendant {
            node.hasDirtyDescendant = true
            node.row?.memo?.hasInvalidatedRow = true
            ancestor = node.parent
        }
    }
}

/// A weak reference to a graph node, for registries that must not keep a view's node
/// alive: a node whose view left the tree drops out of them by itself.
struct WeakGraphNode {
    weak var node: GraphNode?
}
