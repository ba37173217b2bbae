/// A run of rows a lazy container can build one at a time: a `ForEach` is one run of
/// `data.count` rows, any other view a run of one.
@MainActor
package struct LazyRowRun {
    /// How many rows.
    let count: Int
    /// Resolves row `index` (0 ..< count) into layout nodes; its body runs only now.
    let build: @MainActor (Int, inout [ViewNode]) -> Void
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

    /// Builds row `index` into layout nodes.
    package func build(_ index: Int) -> [ViewNode] {
        var low = 0
        var high = runs.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        var nodes: [ViewNode] = []
        runs[low].build(index - starts[low], &nodes)
        return nodes
    }
}

extension ForEach: LazyRowProviding where Content: View {
    @MainActor package func lazyRows(context: ResolveContext) -> [LazyRowRun] {
        let data = self.data
        let content = self.content
        let identify = self.identify
        return [LazyRowRun(count: data.count) { index, nodes in
            let element = data[data.index(data.startIndex, offsetBy: index)]
            // Built on behalf of the enclosing view, as an eager ForEach's rows are.
            let view = context.evaluateForView { content(element) }
            SceneryCore.resolve(view, into: &nodes, context: context.child(.explicit(AnyHashable(identify(element)))))
        }]
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
