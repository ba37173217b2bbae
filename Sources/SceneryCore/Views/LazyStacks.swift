/// A vertical stack for long content in a `ScrollView`. It accepts the proposed width,
/// proposes width × nil to its rows (each takes its ideal height) and does not share out
/// height. Only the rows the scroll view shows (plus a small margin) are built — their
/// bodies run — and laid out; its height is estimated from the rows measured so far.
nonisolated public struct LazyVStack<Content: View>: View, PrimitiveView {
    let alignment: CGFloat
    let spacing: CGFloat?
    let content: Content

    /// Creates a lazy vertical stack; `spacing` nil means the default of 8 points.
    nonisolated public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment.key.fraction
        self.spacing = spacing
        self.content = content()
    }

    @MainActor package func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        nodes.append(makeLazyStackNode(
            LazyStackNode.Style(axis: .vertical, alignment: alignment, spacing: spacing ?? 8), content: content, context: context))
    }
}

/// A horizontal stack for long content in a `ScrollView`: it proposes nil × height to its
/// rows (each takes its ideal width), accepts the proposed height, and builds only the rows
/// the scroll view shows.
nonisolated public struct LazyHStack<Content: View>: View, PrimitiveView {
    let alignment: CGFloat
    let spacing: CGFloat?
    let content: Content

    /// Creates a lazy horizontal stack; `spacing` nil means the default of 8 points.
    nonisolated public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment.key.fraction
        self.spacing = spacing
        self.content = content()
    }

    @MainActor package func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        nodes.append(makeLazyStackNode(
            LazyStackNode.Style(axis: .horizontal, alignment: alignment, spacing: spacing ?? 8), content: content, context: context))
    }
}

/// A lazy stack's node for `content`: its rows are resolved when placed, under a path
/// of their own whose state the graph keeps while the stack exists.
@MainActor
func makeLazyStackNode<Content: View>(_ style: LazyStackNode.Style, content: Content, context: ResolveContext) -> LazyStackNode {
    let memory = context.containerMemory("lazy") { LazyMeasurements() }
    let rowsContext = context.child(.explicit(ContainerMarker(name: "rows"))).inStack(style.axis)
    context.graph?.keepBuiltDuringLayout(under: rowsContext.path, parent: context.parentNode)
    let rows = LazyRowList(lazyRows(content, context: rowsContext))
    return LazyStackNode(style: style, memory: memory, viewport: context.scrollViewport, graph: context.graph, rowCount: { _ in rows.count }) { index, _ in
        rowsContext.singleRow(rows.build(index), axis: style.axis, spacing: style.spacing)
    }
}

extension AlignmentKey {
    /// Where a view with this guide sits in the space across a lazy container: 0 for
    /// leading and top, 1 for trailing and bottom, ½ for the rest.
    var fraction: CGFloat {
        if self == HorizontalAlignment.leading.key || self == VerticalAlignment.top.key { return 0 }
        if self == HorizontalAlignment.trailing.key || self == VerticalAlignment.bottom.key { return 1 }
        return 0.5
    }
}
