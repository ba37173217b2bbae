/// A grid that grows vertically: `columns` set the column widths (`gridTracks`), cells fill
/// the rows in order, each proposed its column's width × nil; a row is as tall as its
/// tallest cell. Inside a `ScrollView` only the rows in view are built, as in `LazyVStack`.
nonisolated public struct LazyVGrid<Content: View>: View, PrimitiveView {
    let columns: [GridItem]
    let spacing: CGFloat?
    let content: Content

    /// Creates a vertical grid; `spacing` (between rows) nil means 8 points. Spacing between
    /// columns is each `GridItem`'s. The grid is as wide as its columns, so `alignment` has
    /// nothing to align; `pinnedViews` is accepted and pins nothing yet.
    nonisolated public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.spacing = spacing
        self.content = content()
    }

    @MainActor package func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        nodes.append(makeLazyGridNode(items: columns, axis: .vertical, spacing: spacing ?? 8, content: content, context: context))
    }
}

/// A grid that grows horizontally: `rows` set the row heights, cells fill the columns in
/// order, each proposed nil × its row's height. Only the columns in view are built.
nonisolated public struct LazyHGrid<Content: View>: View, PrimitiveView {
    let rows: [GridItem]
    let spacing: CGFloat?
    let content: Content

    /// Creates a horizontal grid; `spacing` (between columns) nil means 8 points. The grid
    /// is as high as its rows, so `alignment` has nothing to align; `pinnedViews` pins
    /// nothing yet.
    nonisolated public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.spacing = spacing
        self.content = content()
    }

    @MainActor package func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        nodes.append(makeLazyGridNode(items: rows, axis: .horizontal, spacing: spacing ?? 8, content: content, context: context))
    }
}

/// A lazy grid's node: a lazy stack along `axis` whose rows are lines of cells across it.
@MainActor
func makeLazyGridNode<Content: View>(items: [GridItem], axis: Axis, spacing: CGFloat, content: Content,
                                     context: ResolveContext) -> LazyStackNode {
    let memory = context.containerMemory("lazy") { LazyMeasurements() }
    let cellsContext = context.child(.explicit(ContainerMarker(name: "rows"))).inStack(nil)
    context.graph?.keepBuiltDuringLayout(under: cellsContext.path, parent: context.parentNode)
    let cells = LazyRowList(lazyRows(content, context: cellsContext))
    let style = LazyStackNode.Style(axis: axis, alignment: 0.5, spacing: spacing, crossSize: { cross in
        gridTracks(items, length: cross).totalLength
    })
    return LazyStackNode(style: style, memory: memory, viewport: context.scrollViewport, graph: context.graph, rowCount: { cross in
        let perLine = max(1, gridTracks(items, length: cross).count)
        return (cells.count + perLine - 1) / perLine
    }) { line, cross in
        let tracks = gridTracks(items, length: cross)
        let first = line * tracks.count
        let nodes = (first..<min(cells.count, first + tracks.count)).map {
            cellsContext.singleRow(cells.build($0), axis: .vertical, spacing: 8)
        }
        return GridLineNode(axis: axis.other, tracks: tracks, cells: nodes)
    }
}

/// One line of a lazy grid: cells side by side along `axis`, each in its track, proposed
/// the track's length × nil and aligned in it by the track's alignment. Its length across
/// the line is its tallest cell's.
package final class GridLineNode: ViewNode {
    let axis: Axis
    let tracks: [GridTrack]
    let cells: [ViewNode]

    init(axis: Axis, tracks: [GridTrack], cells: [ViewNode]) {
        self.axis = axis
        self.tracks = tracks
        self.cells = cells
    }

    private func proposal(_ index: Int) -> ProposedViewSize { ProposedViewSize(axis, main: tracks[index].length, cross: nil) }

    package override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let depth = cells.indices.map { cells[$0].sizeThatFits(self.proposal($0))[axis.other] }.max() ?? 0
        return CGSize(axis, main: tracks.totalLength, cross: depth)
    }

    package override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        var position = bounds.origin[axis]
        for (index, cell) in cells.enumerated() {
            let track = tracks[index]
            let slot = CGSize(axis, main: track.length, cross: bounds.size[axis.other])
            let origin = alignedOrigin(of: cell, proposal: self.proposal(index), in: slot, alignment: track.alignment)
            let start = CGPoint(axis, main: position, cross: bounds.origin[axis.other])
            cell.place(at: CGPoint(x: start.x + origin.x, y: start.y + origin.y), proposal: self.proposal(index))
            position += track.length + track.spacing
        }
    }

    package override var children: [ViewNode] { cells }
}
