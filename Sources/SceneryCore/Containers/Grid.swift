/// A static two-dimensional layout: each `GridRow` child is a row of cells, every column
/// as wide as its widest cell and every row as tall as its tallest; any other child is a
/// row of its own spanning all columns. See `GridNode` and docs/layout.md for the sizing
/// rules.
nonisolated public struct Grid<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    /// Creates a grid; nil spacings mean the default of 8 points.
    nonisolated public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    @MainActor package func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        var children: [ViewNode] = []
        SceneryCore.resolve(content, into: &children, context: context.inStack(.vertical))
        let rows = children.map { child -> GridNode.Row in
            if let row = child as? GridRowNode { return GridNode.Row(cells: row.cells, alignment: row.alignment) }
            return GridNode.Row(cells: [child], alignment: nil, spansAll: true)
        }
        nodes.append(GridNode(rows: rows, alignment: alignment, spacing: CGSize(
            width: horizontalSpacing ?? 8, height: verticalSpacing ?? 8)))
    }
}

/// One row of a `Grid`: its views are the cells, one column each unless a cell says
/// `gridCellColumns(_:)`. Outside a grid it lays out like an `HStack`.
nonisolated public struct GridRow<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment?
    let content: Content

    /// Creates a row; `alignment` nil uses the grid's vertical alignment.
    nonisolated public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    @MainActor package func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        var cells: [ViewNode] = []
        SceneryCore.resolve(content, into: &cells, context: context.inStack(.horizontal))
        nodes.append(GridRowNode(alignment: alignment, cells: cells))
    }
}

/// A `GridRow`'s node: the grid reads its cells; elsewhere it is an `HStack` of them.
package final class GridRowNode: ViewNode {
    let alignment: VerticalAlignment?
    let cells: [ViewNode]
    private let stack: ViewNode

    init(alignment: VerticalAlignment?, cells: [ViewNode]) {
        self.alignment = alignment
        self.cells = cells
        stack = LayoutContainerNode(layout: HStackLayout(alignment: alignment ?? .center), children: cells)
    }

    package override func computeSize(_ proposal: ProposedViewSize) -> CGSize { stack.sizeThatFits(proposal) }
    package override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) { stack.place(at: bounds.origin, proposal: proposal) }
    package override var children: [ViewNode] { [stack] }
}

/// What a grid cell carries for its grid.
enum GridCellTrait {
    struct Columns {}
    struct ColumnAlignment {}
    struct Anchor {}
    struct UnsizedAxes {}
}

extension ViewNode {
    /// The value this node carries for its container under `key`, if any.
    func gridTrait<T>(_ key: Any.Type, as type: T.Type) -> T? {
        traits.values[ObjectIdentifier(key)] as? T
    }
}

extension View {
    /// Makes this grid cell span `count` columns.
    nonisolated public func gridCellColumns(_ count: Int) -> some View {
        modifier(_TraitModifier { $0.traits.values[ObjectIdentifier(GridCellTrait.Columns.self)] = count })
    }

    /// Aligns every cell of this cell's column with `guide` (the first cell of a column that
    /// says so wins).
    nonisolated public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        modifier(_TraitModifier { $0.traits.values[ObjectIdentifier(GridCellTrait.ColumnAlignment.self)] = guide })
    }

    /// Places this cell at `anchor` of its cell's frame, overriding the grid's, row's and
    /// column's alignment.
    nonisolated public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        modifier(_TraitModifier { $0.traits.values[ObjectIdentifier(GridCellTrait.Anchor.self)] = anchor })
    }

    /// Asks the grid not to size its column (`.horizontal`) or row (`.vertical`) by this
    /// cell: it is measured by the other cells and offered their size.
    nonisolated public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        modifier(_TraitModifier { $0.traits.values[ObjectIdentifier(GridCellTrait.UnsizedAxes.self)] = axes })
    }
}
