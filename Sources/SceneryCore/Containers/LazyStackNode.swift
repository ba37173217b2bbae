/// The node of a lazy container (`LazyVStack`, `LazyHStack`, the lazy grids, `List`): a
/// line of rows along `axis` that builds only the rows intersecting the enclosing scroll
/// view's visible rect (plus ``margin``), when it is placed.
///
/// Its length along the axis is estimated: measured rows count at their measured length,
/// the others at the mean of the measured ones, as the book describes for `List` and the
/// lazy stacks. The measurements
/// live in the window's graph for the container's identity, so a rebuilt node estimates
/// as the last one did. Rows that scroll out are dropped from the layout tree; the state
/// of custom views inside them stays in the graph (as SwiftUI keeps it), and their bodies
/// do not run again when they come back unless something they depend on changed.
package final class LazyStackNode: ViewNode {
    /// How the rows are arranged.
    package struct Style {
        var axis: Axis
        /// Where a row sits across the axis: 0 leading/top, 0.5 centre, 1 trailing/bottom.
        var alignment: CGFloat = 0.5
        var spacing: CGFloat = 8
        /// A separator line between rows (`List`), inset from the leading edge.
        var separatorInset: CGFloat?
        /// The separator's colour, resolved for the list's appearance.
        var separatorColor = Color.separator
        /// How far the separator stops short of the trailing edge.
        var separatorTrailingInset: CGFloat = 0
        /// The size across the axis for a proposal across it; nil accepts a finite
        /// proposal (a lazy stack) and otherwise takes the widest row.
        var crossSize: (@MainActor (CGFloat?) -> CGFloat)?
    }

    /// How far beyond the visible rect rows are built, in points.
    package static let margin: CGFloat = 32

    let style: Style
    /// How many rows for a proposal across the axis (a lazy grid's depends on it).
    let rowCountFor: @MainActor (CGFloat?) -> Int
    /// Builds row `index` for a proposal across the axis.
    let makeRow: @MainActor (Int, CGFloat?) -> ViewNode
    let memory: LazyMeasurements
    let viewport: ScrollViewport?
    weak var graph: ViewGraph?
    private var built: [Int: ViewNode] = [:]
    private var builtFor: CGFloat?? = .none
    private var placed: [(index: Int, node: ViewNode)] = []

    init(style: Style, memory: LazyMeasurements, viewport: ScrollViewport?, graph: ViewGraph?,
         rowCount: @escaping @MainActor (CGFloat?) -> Int, makeRow: @escaping @MainActor (Int, CGFloat?) -> ViewNode) {
        self.style = style
        self.rowCountFor = rowCount
        self.memory = memory
        self.viewport = viewport
        self.graph = graph
        self.makeRow = makeRow
    }

    /// The indices of the rows in the layout tree now (built and placed), in order.
    package var placedRows: [Int] { placed.map(\.index) }

    /// The node of row `index` when it is in the layout tree now.
    package func placedRow(_ index: Int) -> ViewNode? { placed.first { $0.index == index }?.node }

    /// How many rows there are for the last proposal.
    package var rowCount: Int { rowCountFor(builtFor ?? nil) }

    /// Where row `index` starts along the axis, from the container's start, and its length:
    /// measured rows at their length, the others at the estimate (no row is built).
    package func offset(ofRow index: Int) -> (start: CGFloat, length: CGFloat) {
        let estimate = memory.estimate
        var start: CGFloat = 0
        let measured = memory.lengths.count
        func length(_ row: Int) -> CGFloat { row < measured ? memory.length(row) ?? estimate : estimate }
        for row in 0..<index { start += length(row) + style.spacing }
        return (start, length(index))
    }

    private func row(_ index: Int, _ proposal: ProposedViewSize) -> ViewNode {
        let cross = proposal[style.axis.other]
        if builtFor != .some(cross) {
            built = [:]
            builtFor = .some(cross)
        }
        if let node = built[index] { return node }
        let outer = graph?.appearanceCapture
        graph?.appearanceCapture = []
        let node = makeRow(index, cross)
        // A row reused from the graph without running its body registers nothing: keep
        // what it registered when it was last built.
        if let captured = graph?.appearanceCapture, !captured.isEmpty { memory.rowAppearances[index] = captured }
        graph?.appearanceCapture = outer
        built[index] = node
        return node
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(style.axis, main: nil, cross: proposal[style.axis.other])
    }

    private func measure(_ index: Int, _ proposal: ProposedViewSize) -> (size: CGSize, changed: Bool) {
        let size = row(index, proposal).sizeThatFits(childProposal(proposal))
        let changed = memory.record(index, length: size[style.axis], cross: size[style.axis.other])
        return (size, changed)
    }

    package override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let axis = style.axis
        let cross = proposal[axis.other]
        let rowCount = rowCountFor(cross)
        memory.prepare(count: rowCount, cross: cross)
        if viewport == nil {
            // Outside a scroll view every row shows: measure them all, no estimate.
            for index in 0..<rowCount where memory.length(index) == nil { _ = measure(index, proposal) }
        } else if memory.measuredCount == 0 && rowCount > 0 {
            // Nothing measured yet: the first row gives the estimate.
            _ = measure(0, proposal)
        }
        let main = memory.total + style.spacing * CGFloat(max(0, rowCount - 1))
        let crossSize: CGFloat
        if let custom = style.crossSize {
            crossSize = custom(cross)
        } else if let cross, cross.isFinite {
            crossSize = cross
        } else {
            crossSize = memory.crossMax
        }
        return CGSize(axis, main: main, cross: crossSize)
    }

    package override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        let axis = style.axis
        let rowCount = rowCountFor(proposal[axis.other])
        memory.prepare(count: rowCount, cross: proposal[axis.other])
        var low = -CGFloat.infinity
        var high = CGFloat.infinity
        if let visible = viewport?.visibleRect {
            low = visible.origin[axis] - Self.margin
            high = visible.origin[axis] + visible.size[axis] + Self.margin
        }
        let estimate = memory.estimate
        var position = bounds.origin[axis]
        var changed = false
        var now: [(index: Int, node: ViewNode)] = []
        for index in 0..<rowCount {
            if position > high { break }
            let known = memory.length(index) ?? estimate
            if position + known < low {
                position += known + style.spacing
                continue
            }
            let (size, grew) = measure(index, proposal)
            changed = changed || grew
            let crossOrigin = bounds.origin[axis.other] + (bounds.size[axis.other] - size[axis.other]) * style.alignment
            let node = row(index, proposal)
            node.place(at: CGPoint(axis, main: position, cross: crossOrigin), proposal: childProposal(proposal))
            now.append((index, node))
            position += size[axis] + style.spacing
        }
        placed = now
        // Rows out of view leave the layout tree (their state stays in the graph).
        let keep = Set(now.map(\.index))
        built = built.filter { keep.contains($0.key) }
        if changed { viewport?.estimatesChanged = true }
        queueAppearances(now: keep)
    }

    /// Queues `onDisappear` for rows that left the view and `onAppear` for rows that came
    /// in (R16: a lazy row's `onAppear` runs each time it scrolls into view).
    private func queueAppearances(now: Set<Int>) {
        guard let graph else { return }
        let before = memory.visibleRows
        memory.visibleRows = now
        for index in before.subtracting(now).sorted() {
            for actions in memory.rowAppearances[index] ?? [] { if let action = actions.onDisappear { graph.pendingLayoutActions.append(action) } }
        }
        for index in now.subtracting(before).sorted() {
            for actions in memory.rowAppearances[index] ?? [] { if let action = actions.onAppear { graph.pendingLayoutActions.append(action) } }
        }
    }

    package override var children: [ViewNode] { placed.map(\.node) }

    package override func draw(into list: inout DisplayList) {
        for (position, row) in placed.enumerated() {
            if position > 0, row.index > 0, let inset = style.separatorInset {
                let frame = row.node.frame
                let line = CGRect(x: frame.minX + inset, y: frame.minY, width: max(0, frame.width - inset - style.separatorTrailingInset), height: 1)
                list.append(.fill(line, color: style.separatorColor))
            }
            row.node.draw(into: &list)
        }
    }
}


extension ResolveContext {
    /// The one node of a lazily built row: several views in one row stack along `axis`.
    func singleRow(_ nodes: [ViewNode], axis: Axis, spacing: CGFloat) -> ViewNode {
        if nodes.count == 1 { return nodes[0] }
        if nodes.isEmpty { return EmptyNode() }
        let layout: AnyLayout = axis == .vertical
            ? AnyLayout(VStackLayout(spacing: spacing)) : AnyLayout(HStackLayout(spacing: spacing))
        return LayoutContainerNode(layout: layout, children: nodes)
    }
}
