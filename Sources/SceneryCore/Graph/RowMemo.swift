/// What a `ForEach` resolved into the last time its enclosing custom view's body output was
/// traversed, kept so that the next traversal can reuse the rows without running the
/// content closure — the way Jetpack Compose skips a group whose inputs are unchanged.
///
/// When the enclosing view's `body` runs again (its own state changed: a text field's text
/// above a long list), a `ForEach` stored as the very same bytes as last time (the same
/// data, the same content closure, which captures nothing new) gives the same rows. They
/// are reused — the same layout nodes, with their remembered sizes, so layout measures and
/// places only what changed around them — when all of this holds:
///
/// * the rows were made only of views that do nothing but build layout nodes
///   (``PrimitiveView/resolvesPurely``: stacks, texts, colours, frames, padding, nested
///   `ForEach`es, `if`s) and custom views;
/// * the context is the same: the same environment, stack axis, scroll viewport, named
///   coordinate spaces and text measurer, no custom modifier's content and no transaction
///   modifiers between the enclosing view and the `ForEach`;
/// * no custom view inside the rows is invalidated, and no `@Observable` property the
///   content closures read changed (they are tracked in the memo's own scope, so a body
///   that runs again for another reason keeps them tracked);
/// * nothing in the window animates (``AnimationStore/isQuiet``).
///
/// The animation attributes and switches the rows touched are touched again, and the
/// custom views inside are kept with their subtrees, as a reused custom view's are.
@MainActor
final class RowMemo {
    /// The custom view whose body output holds the `ForEach`.
    weak var owner: GraphNode?
    /// The `ForEach` value, compared by its bits.
    let value: Any
    let environment: EnvironmentValues
    let stackAxis: Axis?
    let viewport: ScrollViewport?
    let coordinateSpaces: [(name: AnyHashable, node: ViewNode)]
    let textMeasurer: any TextMeasurer
    /// The rows' layout nodes.
    var nodes: [ViewNode] = []
    /// The custom views directly inside the rows (their graph parent is the owner).
    var customViews: [GraphNode] = []
    /// The animation attributes (values and layout frames) and switches the rows touched.
    var touchedKeys: [AnimationStore.SlotKey] = []
    var touchedSwitches: [IdentityPath] = []
    /// Whether the rows held only views that resolve purely (else the memo only tracks).
    var isPure = true
    /// The observable properties the content closures read.
    let observation = NodeObservation()
    /// The owner's traversal that last resolved or reused the rows.
    var lastTraversal = 0

    init(owner: GraphNode, value: Any, context: ResolveContext) {
        self.owner = owner
        self.value = value
        environment = context.environment
        stackAxis = context.stackAxis
        viewport = context.scrollViewport
        coordinateSpaces = context.coordinateSpaces
        textMeasurer = context.textMeasurer
    }

    /// Whether `context` resolves the rows as the memo's context did.
    func matches(_ context: ResolveContext) -> Bool {
        context.stackAxis == stackAxis && context.scrollViewport === viewport
            && context.textMeasurer === textMeasurer
            && context.coordinateSpaces.count == coordinateSpaces.count
            && zip(context.coordinateSpaces, coordinateSpaces).allSatisfy { $0.node === $1.node && $0.name == $1.name }
            && context.environment.isSame(as: environment)
    }
}

extension ViewGraph {
    /// Whether a `ForEach` resolved in `context` may keep a memo of its rows.
    private func mayMemoizeRows(_ context: ResolveContext) -> GraphNode? {
        guard let owner = context.parentNode, traversing === owner, rowRecording == nil, appearanceCapture == nil,
              context.modifierContent == nil, context.transactionTransforms.isEmpty, context.rowObservation == nil
        else { return nil }
        return owner
    }

    /// Appends the rows `value` (a `ForEach`) resolved into last time, if they can be
    /// reused as they are (``RowMemo``). Returns whether it did.
    func reuseRows<V>(of value: V, into result: inout [ViewNode], context: ResolveContext) -> Bool {
        guard let owner = mayMemoizeRows(context), let memo = owner.rowMemos[context.path], memo.isPure,
              memo.lastTraversal != owner.traversals, animations.isQuiet,
              let last = memo.value as? V, ViewEquality.sameBits(last, value),
              !memo.observation.hasFired, memo.matches(context),
              memo.customViews.allSatisfy({ !$0.isDirty && !$0.hasDirtyDescendant && isLive($0) })
        else { return false }
        memo.lastTraversal = owner.traversals
        for view in memo.customViews { keepSubtree(of: view) }
        animations.retouch(memo)
        result += memo.nodes
        UpdateCounts.current.rowListsReused += 1
        return true
    }

    /// Starts recording the rows of `value` (a `ForEach`) for reuse, or returns nil when
    /// they cannot be kept. Resolve the rows in ``rowContext(_:for:)``, then call
    /// ``endRows(_:nodes:context:)``.
    func beginRows<V>(of value: V, context: ResolveContext) -> RowMemo? {
        guard let owner = mayMemoizeRows(context) else { return nil }
        let memo = RowMemo(owner: owner, value: value, context: context)
        rowRecording = memo
        animations.touchRecording = memo
        return memo
    }

    /// Ends the recording begun by ``beginRows(of:context:)``: the memo replaces the last one.
    /// One that cannot be reused is kept all the same: it tracks what the closures read.
    func endRows(_ memo: RowMemo, nodes: ArraySlice<ViewNode>, context: ResolveContext) {
        rowRecording = nil
        animations.touchRecording = nil
        guard let owner = memo.owner else { return }
        memo.nodes = Array(nodes)
        memo.lastTraversal = owner.traversals
        if let replaced = owner.rowMemos.updateValue(memo, forKey: context.path), replaced !== memo {
            replaced.observation.cancelAll()
        }
    }

    /// Stops recording rows while a custom view inside them resolves (what it does is its
    /// own); returns what to pass to ``resumeRowRecording(_:)``.
    func suspendRowRecording() -> RowMemo? {
        guard let memo = rowRecording else { return nil }
        rowRecording = nil
        animations.touchRecording = nil
        return memo
    }

    /// Resumes the recording ``suspendRowRecording()`` stopped.
    func resumeRowRecording(_ memo: RowMemo?) {
        guard let memo else { return }
        rowRecording = memo
        animations.touchRecording = memo
    }

    /// Marks the rows being recorded as not reusable (they hold a view that registers
    /// something with the graph while it resolves).
    func rowsAreImpure() {
        rowRecording?.isPure = false
    }
}

extension GraphNode {
    /// Forgets the row memos the traversal that just ended did not use (their `ForEach`
    /// is gone from the body's output).
    func pruneRowMemos() {
        guard !rowMemos.isEmpty else { return }
        for (path, memo) in rowMemos where memo.lastTraversal != traversals {
            memo.observation.cancelAll()
            rowMemos[path] = nil
        }
    }
}

extension NodeObservation {
    /// Whether a change to a property read in a tracked scope was delivered.
    var hasFired: Bool { tokens.values.contains { $0.hasFired } }
}
