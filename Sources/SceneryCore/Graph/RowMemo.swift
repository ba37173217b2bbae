/// What the rows of a `ForEach` resolved into the last time its enclosing custom view's
/// body output was traversed, kept so that the next traversal reuses each unchanged row
/// without running the content closure for it — the way Jetpack Compose skips a group
/// whose inputs are unchanged.
///
/// A traversal resolves a `ForEach` again when the enclosing view's `body` runs (its own
/// state changed: a text field's text above a long list) or when a view inside it changed
/// (its last body's output is re-traversed). When the `ForEach`'s closures are stored as
/// the very same bytes as last time (a content closure that captures nothing new, or the
/// same body value re-traversed), a row whose element is stored as the same bytes under
/// the same id gives the same views, and it is reused — the same layout nodes, with their
/// remembered sizes and frames, so layout measures and places only what changed around
/// them — when all of this holds:
///
/// * the row holds only views that do nothing but build layout nodes
///   (``PrimitiveView/resolvesPurely``: stacks, texts, colours, frames, padding, nested
///   `ForEach`es, `if`s) and custom views, none of them invalidated;
/// * the context is the same: the same environment, stack axis, scroll viewport, named
///   coordinate spaces and text measurer, no custom modifier's content and no transaction
///   modifiers between the enclosing view and the `ForEach`;
/// * no `@Observable` property the closures read changed (they are tracked in the memo's
///   own scope, so a body that runs again for another reason keeps them tracked);
/// * nothing in the window animates (``AnimationStore/isQuiet``).
///
/// A reused row touches again the animation attributes and switches it touched, and keeps
/// the custom views inside it alive with their subtrees, as a reused custom view does.
@MainActor
final class RowMemo {
    /// The custom view whose body output holds the `ForEach`.
    weak var owner: GraphNode?
    /// The `ForEach`'s content closure, compared by its bits.
    let closures: Any
    /// The key path that identifies the elements, if any (compared by value).
    var idKeyPath: AnyKeyPath?
    /// The context the rows were resolved in.
    let surroundings: ResolveSurroundings
    /// The rows, by id.
    var rows: [RowKey: RowRecord] = [:]
    /// The observable properties the closures read.
    let observation = NodeObservation()
    /// The owner's traversal that last resolved the `ForEach`.
    var lastTraversal = 0
    /// Whether the rows of the last resolution may be reused in this one (the memo-wide
    /// conditions hold); rows resolved later (a leaving row's transition) never are.
    var reusable = false
    /// Whether a custom view in one of the rows (or inside one) was invalidated since the
    /// rows were last resolved: the whole output cannot be reused, which this tells at once
    /// instead of after checking the rows' views one by one.
    var hasInvalidatedRow = false
    /// The last resolution as a whole, when every row in it came through the memo (no id
    /// seen twice, no leaving row): its data, its rows in order and its output. When the
    /// data is the same bytes again, the `ForEach` hands back that output in one step
    /// (``ViewGraph/reuseAllRows(_:data:into:context:)``) instead of looking up each row.
    var lastData: Any?
    var lastRows: [RowRecord] = []
    var lastOutput: [ViewNode] = []

    /// Keeps `output`, the rows `rows` resolved into from `data` (in order), as the last
    /// resolution, if it is whole: each row has an id of its own (`ids` distinct ids: one
    /// seen twice makes a row the memo does not hold), and the output is exactly theirs (no
    /// leaving row's nodes among them).
    func remember(data: Any, rows: [RowRecord], ids: Int, output: ArraySlice<ViewNode>) {
        // A loop, not `reduce`: see `onMainActor` (Layout/MainActorAssumption.swift).
        var nodeCount = 0
        for row in rows { nodeCount += row.nodes.count }
        guard rows.count == ids, output.count == nodeCount else {
            forgetWhole()
            return
        }
        lastData = data
        lastRows = rows
        lastOutput = Array(output)
    }

    /// Forgets the last resolution as a whole.
    func forgetWhole() {
        lastData = nil
        lastRows = []
        lastOutput = []
    }

    init(owner: GraphNode, closures: Any, context: ResolveContext) {
        self.owner = owner
        self.closures = closures
        surroundings = ResolveSurroundings(context)
    }

    /// Whether `context` resolves the rows as the memo's context did.
    func matches(_ context: ResolveContext) -> Bool { surroundings.matches(context) }
}

/// What besides a view's value decides what it resolves into, kept to tell whether a later
/// context resolves it alike (``RowMemo``, ``ButtonMemo``): the environment, compared by
/// value, and the stack axis, scroll viewport, named coordinate spaces and text measurer.
@MainActor
struct ResolveSurroundings {
    let environment: EnvironmentValues
    let stackAxis: Axis?
    let viewport: ScrollViewport?
    let coordinateSpaces: [NamedCoordinateSpace]
    let textMeasurer: any TextMeasurer

    init(_ context: ResolveContext) {
        environment = context.environment
        stackAxis = context.stackAxis
        viewport = context.scrollViewport
        coordinateSpaces = context.coordinateSpaces
        textMeasurer = context.textMeasurer
    }

    /// Whether `context` resolves a view as the context these were taken from did.
    func matches(_ context: ResolveContext) -> Bool {
        context.stackAxis == stackAxis && context.scrollViewport === viewport
            && context.textMeasurer === textMeasurer
            && context.coordinateSpaces.count == coordinateSpaces.count
            && zip(context.coordinateSpaces, coordinateSpaces).allSatisfy { $0.node === $1.node && $0.name == $1.name }
            && (context.graph?.sameEnvironment(environment, context.environment) ?? context.environment.isSame(as: environment))
    }
}

extension ViewGraph {
    /// Whether `new` holds the same values as `kept` (``EnvironmentValues/isSame(as:)``).
    /// A body run again copies its environment into new storage once, above all its views,
    /// and every memo inside compares its kept environment with that one: the last pair
    /// found equal answers the others without comparing their values again.
    func sameEnvironment(_ kept: EnvironmentValues, _ new: EnvironmentValues) -> Bool {
        if kept.sharesStorage(with: new) { return true }
        if let last = lastEnvironmentMatch, last.kept.sharesStorage(with: kept), last.new.sharesStorage(with: new) {
            return true
        }
        guard new.isSame(as: kept) else { return false }
        lastEnvironmentMatch = (kept, new)
        return true
    }
}

/// What one row of a `ForEach` resolved into (``RowMemo``).
@MainActor
final class RowRecord {
    /// The custom view whose body output holds the `ForEach`.
    weak var owner: GraphNode?
    /// The row's element, compared by its bits.
    let element: Any
    /// The row's layout nodes.
    var nodes: [ViewNode] = []
    /// The custom views directly inside the row (their graph parent is the owner).
    var customViews: [GraphNode] = []
    /// The animation attributes (values and layout frames) filed under the row: those it
    /// touched while it was recorded. They live as long as the row is reused, and are
    /// visited only when it is discarded (``AnimationStore/discardRows(_:)``).
    /// An attribute claimed since by another row stays listed here, and is skipped: it is
    /// this row's only while its ``AnimatedSlot/row`` is this record.
    @exclusivity(unchecked) var slots: [AnimatedSlot] = []
    /// Whether the row left its memo (its attributes were settled).
    var isDiscarded = false
    /// The switches the row touched, touched again when it is reused.
    var touchedSwitches: [IdentityPath] = []
    /// Whether the row held only views that resolve purely.
    var isPure = true
    /// The graph's update in which the row was last reused: the custom views it holds stay
    /// in the tree (Graph/NodeLiveness.swift).
    var keptInUpdate = 0
    /// The memo that holds the row.
    weak var memo: RowMemo?

    init(owner: GraphNode?, element: Any) {
        self.owner = owner
        self.element = element
    }
}

extension ViewGraph {
    /// The memo for a `ForEach` with `closures` resolved in `context`, ready to resolve its
    /// rows (``RowMemo/reusable`` says whether last time's rows may be reused), or nil when
    /// the `ForEach` cannot keep one here.
    func rowMemo<C>(closures: C, keyPath: AnyKeyPath?, context: ResolveContext) -> RowMemo? {
        guard let owner = context.parentNode, traversing === owner, rowRecording == nil, appearanceCapture == nil,
              context.modifierContent == nil, context.transactionTransforms.isEmpty, context.rowObservation == nil
        else { return nil }
        if let memo = owner.rowMemos[context.path], memo.lastTraversal != owner.traversals,
           let last = memo.closures as? C, ViewEquality.sameBits(last, closures), memo.idKeyPath == keyPath,
           !memo.observation.hasFired, memo.matches(context) {
            memo.lastTraversal = owner.traversals
            memo.reusable = animations.isQuiet
            return memo
        }
        let memo = RowMemo(owner: owner, closures: closures, context: context)
        memo.idKeyPath = keyPath
        memo.lastTraversal = owner.traversals
        if let replaced = owner.rowMemos.updateValue(memo, forKey: context.path) {
            replaced.observation.cancelAll()
            discardRows(replaced.rows.values)
        }
        return memo
    }

    /// Appends the nodes of `record` (a row resolved last time) if the row can be reused
    /// with `element`. Returns whether it did.
    func reuseRow<E>(_ record: RowRecord, element: E, into result: inout [ViewNode]) -> Bool {
        guard let last = record.element as? E, ViewEquality.sameBits(last, element), canReuse(record) else { return false }
        keep(record)
        result += record.nodes
        UpdateCounts.current.rowsReused += 1
        return true
    }

    /// Whether the row `record` resolved into can be used again as it is: it holds only
    /// views that resolve purely, and its custom views are live and not invalidated.
    private func canReuse(_ record: RowRecord) -> Bool {
        guard record.isPure else { return false }
        for view in record.customViews where view.isDirty || view.hasDirtyDescendant || view.outputReplaced || view.isRemoved {
            return false
        }
        return true
    }

    /// Keeps what a reused row holds in this update: its custom views stay with their
    /// subtrees (a store on the row, not a visit of each view), and the switches it touched
    /// are touched again.
    private func keep(_ record: RowRecord) {
        record.keptInUpdate = updateNumber
        animations.retouch(record)
    }

    /// Appends the whole output of the `ForEach` of `memo` when its data is `data` again
    /// (the same bytes as at its last resolution) and every row can be reused as
    /// ``reuseRow(_:element:into:)`` would: what each row touched is touched again and its
    /// custom views kept, without making an id, looking a row up or comparing an element.
    /// Returns whether it did.
    func reuseAllRows<D>(_ memo: RowMemo, data: D, into result: inout [ViewNode], context: ResolveContext) -> Bool {
        guard memo.reusable, !memo.hasInvalidatedRow, let last = memo.lastData as? D, ViewEquality.sameBits(last, data),
              animations.touchRowSwitch(context, count: memo.lastRows.count), memo.lastRows.allSatisfy(canReuse)
        else { return false }
        for record in memo.lastRows { keep(record) }
        result += memo.lastOutput
        UpdateCounts.current.rowsReused += memo.lastRows.count
        UpdateCounts.current.forEachesReused += 1
        return true
    }

    /// Records what resolving a row registers (custom views, animation attributes, whether
    /// it is pure) into `record`, around `resolve`.
    func recordRow(_ record: RowRecord, _ resolve: () -> Void) {
        let previous = rowRecording
        rowRecording = record
        animations.touchRecording = record
        resolve()
        rowRecording = previous
        animations.touchRecording = previous
    }

    /// Stops recording rows while a custom view inside them resolves (what it does is its
    /// own); returns what to pass to ``resumeRowRecording(_:)``.
    func suspendRowRecording() -> RowRecord? {
        guard let record = rowRecording else { return nil }
        rowRecording = nil
        animations.touchRecording = nil
        return record
    }

    /// Resumes the recording ``suspendRowRecording()`` stopped.
    func resumeRowRecording(_ record: RowRecord?) {
        guard let record else { return }
        rowRecording = record
        animations.touchRecording = record
    }

    /// Marks the row being recorded as not reusable (it holds a view that registers
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
            graph?.discardRows(memo.rows.values)
            rowMemos[path] = nil
        }
    }
}

extension NodeObservation {
    /// Whether a change to a property read in a tracked scope was delivered.
    var hasFired: Bool { tokens.values.contains { $0.hasFired } }
}
