/// A run of rows a lazy container can build one at a time: a `ForEach` is one run of
/// `data.count` rows, any other view a run of one.
@MainActor
package struct LazyRowRun {
    /// How many rows.
    let count: Int
    /// Resolves row `index` (0 ..< count) into layout nodes; its body runs only now.
    let build: @MainActor (Int, inout [ViewNode]) -> Void
    /// The identity of row `index` without building it (a `ForEach` row's id), if known: a
    /// list with a selection uses it as the row's value when the row has no tag.
    var id: (@MainActor (Int) -> AnyHashable)? = nil

    init(count: Int, build: @escaping @MainActor (Int, inout [ViewNode]) -> Void, id: (@MainActor (Int) -> AnyHashable)? = nil) {
        self.count = count
        self.build = build
        self.id = id
    }
}

/// A view that contributes lazily built rows: `ForEach`, view-builder lists, `Group`.
/// Other views are one row each (a custom view whose body is a `ForEach` is one row, built
/// whole).
@MainActor
package protocol LazyRowProviding {
    /// This view's rows, resolved in `context` when built.
    func lazyRows(context: ResolveContext) -> [LazyRowRun]
}

/// The rows of `view` for a lazy container.
@MainActor
package func lazyRows<V: View>(_ view: V, context: ResolveContext) -> [LazyRowRun] {
    if let provider = view as? any LazyRowProviding { return provider.lazyRows(context: context) }
    return [LazyRowRun(count: 1) { _, nodes in resolve(view, into: &nodes, context: context) }]
}

/// The rows of a lazy container, flattened over its runs.
@MainActor
package struct LazyRowList {
    private let runs: [LazyRowRun]
    private let starts: [Int]
    /// How many rows in all.
    package let count: Int

    package init(_ runs: [LazyRowRun]) {
        self.runs = runs
        var starts: [Int] = []
        var total = 0
        for run in runs {
            starts.append(total)
            total += run.count
        }
        self.starts = starts
        count = total
    }

    /// The run holding row `index`.
    private func run(of index: Int) -> Int {
        var low = 0
        var high = runs.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Builds row `index` into layout nodes.
    package func build(_ index: Int) -> [ViewNode] {
        let run = run(of: index)
        var nodes: [ViewNode] = []
        runs[run].build(index - starts[run], &nodes)
        return nodes
    }

    /// Row `index`'s identity without building it, when its run knows it (a `ForEach`).
    package func id(_ index: Int) -> AnyHashable? {
        guard index >= 0, index < count else { return nil }
        let run = run(of: index)
        return runs[run].id?(index - starts[run])
    }

    /// The rows whose identity is known without building them, as (first index, count,
    /// id) per run.
    package var identifiedRuns: [(start: Int, count: Int, id: @MainActor (Int) -> AnyHashable)] {
        runs.indices.compactMap { index in runs[index].id.map { (starts[index], runs[index].count, $0) } }
    }
}

extension ForEach: LazyRowProviding where Content: View {
    @MainActor package func lazyRows(context: ResolveContext) -> [LazyRowRun] {
        let data = self.data
        let content = self.content
        let identify = self.identify
        return [LazyRowRun(count: data.count, build: { index, nodes in
            let element = data[data.index(data.startIndex, offsetBy: index)]
            // Built on behalf of the enclosing view, as an eager ForEach's rows are.
            let view = context.evaluateForView { content(element) }
            SceneryCore.resolve(view, into: &nodes, context: context.child(.explicit(AnyHashable(identify(element)))))
        }, id: { index in AnyHashable(identify(data[data.index(data.startIndex, offsetBy: index)])) })]
    }
}

extension Group: LazyRowProviding where Content: View {
    @MainActor package func lazyRows(context: ResolveContext) -> [LazyRowRun] {
        SceneryCore.lazyRows(content, context: context)
    }
}

extension TupleView: LazyRowProviding {
    @MainActor package func lazyRows(context: ResolveContext) -> [LazyRowRun] {
        lazyChildren(context)
    }
}

extension EmptyView: LazyRowProviding {
    @MainActor package func lazyRows(context: ResolveContext) -> [LazyRowRun] { [] }
}
