/// Views computed from a collection, one per element, flattened into the enclosing
/// container (an `HStack` of a `ForEach` of five texts has five children).
///
/// Inside a `TabView` or `TabSection`, a `ForEach` of `Tab`s adds one tab per element.
nonisolated public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// The elements.
    public var data: Data
    /// The view (or tab content) for an element.
    public var content: (Data.Element) -> Content
    let identify: (Data.Element) -> ID
    /// The key path `identify` reads, when the `ForEach` was made with one (compared by
    /// value when rows are reused, Graph/RowMemo.swift).
    var idKeyPath: AnyKeyPath?

    /// `ForEach` is primitive: it has no body.
    public var body: Never { return fatalError("ForEach has no body") }
}

extension ForEach: View, PrimitiveView where Content: View {
    /// Creates views for `data`, identified by the key path `id`.
    nonisolated public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        nonisolated(unsafe) let id = id
        identify = { $0[keyPath: id] }
        idKeyPath = id
    }

    package var resolvesPurely: Bool { true }

    @MainActor package func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        guard let graph = context.graph, let memo = graph.rowMemo(closures: content, keyPath: idKeyPath, context: context)
        else { return resolveRows(into: &nodes, context: context) }
        // Rows unchanged since the enclosing view's body output was last traversed are
        // reused as they are; the others are resolved and recorded (Graph/RowMemo.swift).
        var recording = context
        recording.rowObservation = memo.observation
        // The same data as last time, every row still reusable: last time's output as it is.
        if graph.reuseAllRows(memo, data: data, into: &nodes, context: recording) {
            memo.reusable = false
            return
        }
        // Loops rather than `map`: a closure formed on the main actor checks, each time it
        // is called, that it runs there (Layout/MainActorAssumption.swift), once per row.
        let elements = recording.evaluateForView {
            var elements: [(component: IdentityPath.Component, key: RowKey, element: Data.Element)] = []
            elements.reserveCapacity(data.underestimatedCount)
            for element in data {
                let id = identify(element)
                elements.append((component: IdentityPath.Component.explicit(id), key: RowKey(id), element: element))
            }
            return elements
        }
        let previous = memo.reusable ? memo.rows : [:]
        let progress = RowsInProgress()
        let start = nodes.count
        let makeRow = content
        var rows: [(id: IdentityPath.Component, content: ContentSwitch.Content)] = []
        rows.reserveCapacity(elements.count)
        for item in elements {
            rows.append((id: item.component, content: { nodes, context in
                guard progress.isOpen, let graph = context.graph else {
                    // A leaving row resolved in a later update: as it is.
                    return SceneryCore.resolve(context.evaluateForView { makeRow(item.element) }, into: &nodes, context: context)
                }
                // (An id seen twice, a mistake of the app, resolves its second row anew.)
                UpdateCounts.current.rowsLookedUp += 1
                if progress.rows[item.key] == nil, let record = previous[item.key],
                   graph.reuseRow(record, element: item.element, into: &nodes) {
                    progress.rows[item.key] = record
                    progress.order.append(record)
                    return
                }
                let record = RowRecord(owner: memo.owner, element: item.element)
                record.memo = memo
                let start = nodes.count
                graph.recordRow(record) {
                    SceneryCore.resolve(context.evaluateForView { makeRow(item.element) }, into: &nodes, context: context)
                }
                record.nodes = Array(nodes[start...])
                progress.rows[item.key] = record
                progress.order.append(record)
            }))
        }
        graph.animations.resolveRows(rows, into: &nodes, context: recording)
        progress.isOpen = false
        // The rows of last time that this resolution did not reuse are discarded.
        let replaced = memo.rows
        memo.rows = progress.rows
        memo.hasInvalidatedRow = false
        graph.discardRows(replaced.lazy.filter { progress.rows[$0.key] !== $0.value }.map(\.value))
        if progress.order.count != progress.rows.count {
            // An id seen twice: the row recorded first under it is in no memo.
            let held = Set(progress.rows.values.map(ObjectIdentifier.init))
            graph.discardRows(progress.order.filter { !held.contains(ObjectIdentifier($0)) })
        }
        memo.reusable = false
        memo.remember(data: data, rows: progress.order, ids: progress.rows.count, output: nodes[start...])
    }

    @MainActor private func resolveRows(into nodes: inout [ViewNode], context: ResolveContext) {
        // The rows are built first, in one evaluation on behalf of the enclosing view (what
        // the content closures read is that view's dependency), then resolved.
        let rows = context.evaluateForView { data.map { (id: IdentityPath.Component.explicit(identify($0)), view: content($0)) } }
        guard let store = context.graph?.animations else {
            for row in rows { SceneryCore.resolve(row.view, into: &nodes, context: context.child(row.id)) }
            return
        }
        // In a window's graph rows are inserted and removed with their transitions.
        store.resolveRows(rows.map { row in
            (id: row.id, content: { nodes, context in SceneryCore.resolve(row.view, into: &nodes, context: context) })
        }, into: &nodes, context: context)
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID, Content: View {
    /// Creates views for identifiable elements.
    nonisolated public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        identify = { $0.id }
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// Creates views for a constant range of integers.
    nonisolated public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        identify = { $0 }
    }
}

/// The rows a `ForEach` resolved in this resolution, by id (Graph/RowMemo.swift). Closed
/// once the `ForEach` is resolved: a leaving row's content, kept for its transition and
/// resolved in a later update, is then resolved as it is.
@MainActor
final class RowsInProgress {
    var rows: [RowKey: RowRecord] = [:]
    /// The rows in the order they were resolved (each id's first row).
    var order: [RowRecord] = []
    var isOpen = true
}
