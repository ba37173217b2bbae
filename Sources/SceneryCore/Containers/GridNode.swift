/// A `Grid`'s layout (the book gives no algorithm; Scenery's, docs/layout.md):
///
/// * columns: with no width proposed, each is its widest cell's ideal width; with a width,
///   the stack algorithm runs over columns — least flexible first, each offered an equal
///   share of what is left and taking its widest cell's width for that offer;
/// * rows: the same along the height, each cell proposed its column's width;
/// * a cell spanning several columns (`gridCellColumns`) is proposed their widths plus
///   the spacing between them and only widens its last column when the grid is ideal-sized;
///   a non-`GridRow` child spans all columns and never widens them;
/// * cells with `gridCellUnsizedAxes` do not size their column or row, and are offered it.
package final class GridNode: ViewNode {
    struct Row {
        var cells: [ViewNode]
        var alignment: VerticalAlignment?
        var spansAll = false
    }

    struct Cell {
        var node: ViewNode
        var row: Int
        var column: Int
        var span: Int
        var unsized: Axis.Set
    }

    let rows: [Row]
    let alignment: Alignment
    let spacing: CGSize
    let cells: [Cell]
    let columnCount: Int
    let columnAlignments: [HorizontalAlignment]

    init(rows: [Row], alignment: Alignment, spacing: CGSize) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        var cells: [Cell] = []
        var columns = 0
        for (r, row) in rows.enumerated() where !row.spansAll {
            var column = 0
            for node in row.cells {
                let span = max(1, node.gridTrait(GridCellTrait.Columns.self, as: Int.self) ?? 1)
                cells.append(Cell(node: node, row: r, column: column, span: span,
                                  unsized: node.gridTrait(GridCellTrait.UnsizedAxes.self, as: Axis.Set.self) ?? []))
                column += span
            }
            columns = max(columns, column)
        }
        self.cells = cells
        columnCount = columns
        var alignments = [HorizontalAlignment?](repeating: nil, count: columns)
        for cell in cells where alignments[cell.column] == nil {
            alignments[cell.column] = cell.node.gridTrait(GridCellTrait.ColumnAlignment.self, as: HorizontalAlignment.self)
        }
        columnAlignments = alignments.map { $0 ?? alignment.horizontal }
    }

    /// The widths of the columns and heights of the rows for `proposal`.
    struct Plan {
        var widths: [CGFloat]
        var heights: [CGFloat]
        var spacing: CGSize
        var size: CGSize {
            CGSize(width: widths.reduce(0, +) + spacing.width * CGFloat(max(0, widths.count - 1)),
                   height: heights.reduce(0, +) + spacing.height * CGFloat(max(0, heights.count - 1)))
        }

        func x(_ column: Int) -> CGFloat { widths[..<column].reduce(0, +) + spacing.width * CGFloat(column) }
        func y(_ row: Int) -> CGFloat { heights[..<row].reduce(0, +) + spacing.height * CGFloat(row) }
        func width(_ column: Int, span: Int) -> CGFloat {
            let end = min(widths.count, column + span)
            return widths[column..<end].reduce(0, +) + spacing.width * CGFloat(max(0, end - column - 1))
        }
    }

    /// The stack algorithm over `count` tracks: each measures its cells for an offer.
    private func distribute(count: Int, available: CGFloat?, spacing: CGFloat,
                            measure: (Int, CGFloat?) -> CGFloat) -> [CGFloat] {
        guard let available, available.isFinite else { return (0..<count).map { measure($0, available) } }
        let flexibility = (0..<count).map { index -> CGFloat in
            let flex = measure(index, .infinity) - measure(index, 0)
            return flex.isNaN ? 0 : flex
        }
        let order = (0..<count).sorted { flexibility[$0] < flexibility[$1] || flexibility[$0] == flexibility[$1] && $0 < $1 }
        var remaining = available - spacing * CGFloat(max(0, count - 1))
        var result = [CGFloat](repeating: 0, count: count)
        for (served, index) in order.enumerated() {
            let share = max(0, remaining / CGFloat(count - served))
            result[index] = measure(index, share)
            remaining -= result[index]
        }
        return result
    }

    func plan(_ proposal: ProposedViewSize) -> Plan {
        var widths = distribute(count: columnCount, available: proposal.width, spacing: spacing.width) { column, offer in
            cells.filter { $0.column == column && $0.span == 1 && !$0.unsized.contains(.horizontal) }
                .map { $0.node.sizeThatFits(ProposedViewSize(width: offer, height: nil)).width }.max() ?? 0
        }
        if proposal.width == nil {
            var plan = Plan(widths: widths, heights: [], spacing: spacing)
            for cell in cells where cell.span > 1 && !cell.unsized.contains(.horizontal) {
                let needed = cell.node.sizeThatFits(.unspecified).width - plan.width(cell.column, span: cell.span)
                if needed > 0 { widths[min(columnCount, cell.column + cell.span) - 1] += needed }
                plan.widths = widths
            }
        }
        var plan = Plan(widths: widths, heights: [], spacing: spacing)
        let gridWidth = columnCount > 0 ? plan.size.width
            : rows.map { $0.cells[0].sizeThatFits(ProposedViewSize(width: proposal.width, height: nil)).width }.max() ?? 0
        plan.heights = distribute(count: rows.count, available: proposal.height, spacing: spacing.height) { row, offer in
            if rows[row].spansAll {
                return rows[row].cells[0].sizeThatFits(ProposedViewSize(width: gridWidth, height: offer)).height
            }
            return cells.filter { $0.row == row && !$0.unsized.contains(.vertical) }
                .map { $0.node.sizeThatFits(ProposedViewSize(width: plan.width($0.column, span: $0.span), height: offer)).height }
                .max() ?? 0
        }
        if columnCount == 0 { plan.widths = [gridWidth] }
        return plan
    }

    package override func computeSize(_ proposal: ProposedViewSize) -> CGSize { plan(proposal).size }

    private func place(_ node: ViewNode, in frame: CGRect, alignment: Alignment) {
        let proposal = ProposedViewSize(frame.size)
        let origin: CGPoint
        if let anchor = node.gridTrait(GridCellTrait.Anchor.self, as: UnitPoint.self) {
            let size = node.sizeThatFits(proposal)
            origin = CGPoint(x: (frame.width - size.width) * anchor.x, y: (frame.height - size.height) * anchor.y)
        } else {
            origin = alignedOrigin(of: node, proposal: proposal, in: frame.size, alignment: alignment)
        }
        node.place(at: CGPoint(x: frame.minX + origin.x, y: frame.minY + origin.y), proposal: proposal)
    }

    package override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        let plan = plan(proposal)
        for (r, row) in rows.enumerated() where row.spansAll {
            let frame = CGRect(x: bounds.minX, y: bounds.minY + plan.y(r), width: plan.size.width, height: plan.heights[r])
            place(row.cells[0], in: frame, alignment: alignment)
        }
        for cell in cells {
            let frame = CGRect(x: bounds.minX + plan.x(cell.column), y: bounds.minY + plan.y(cell.row),
                               width: plan.width(cell.column, span: cell.span), height: plan.heights[cell.row])
            let horizontal = cell.span == 1 ? columnAlignments[cell.column] : alignment.horizontal
            place(cell.node, in: frame, alignment: Alignment(horizontal: horizontal, vertical: rows[cell.row].alignment ?? alignment.vertical))
        }
    }

    package override var children: [ViewNode] {
        rows.enumerated().flatMap { r, row in row.spansAll ? row.cells : cells.filter { $0.row == r }.map(\.node) }
    }
}
