/// The widths a split view gives its columns when nothing else says: the sidebar starts at
/// a quarter of the split view's width between 180 and 280 points (libadwaita's sidebar),
/// the content column at 30 % between 200 and 320; dragging keeps the sidebar between 180
/// and 400 and the content column between 200 and 500; the detail is never narrower than
/// 320 points.
enum NavigationSplitDefaults {
    static let sidebar = (min: CGFloat(180), low: CGFloat(180), high: CGFloat(280), max: CGFloat(400), fraction: CGFloat(0.25))
    static let content = (min: CGFloat(200), low: CGFloat(200), high: CGFloat(320), max: CGFloat(500), fraction: CGFloat(0.3))
    static let detailMinimum: CGFloat = 320
    /// The ideal width of the detail, for a split view proposed no width.
    static let detailIdeal: CGFloat = 480
}

/// The limits of one column's width.
struct NavigationSplitColumnLimits: Equatable {
    var min: CGFloat
    var ideal: CGFloat
    var max: CGFloat

    /// The limits of the leading column `index` (0 sidebar, 1 content) in a split view
    /// `total` points wide, from its `navigationSplitViewColumnWidth` if it has one.
    static func leading(_ index: Int, preference: NavigationSplitColumnWidth?, total: CGFloat) -> Self {
        let defaults = index == 0 ? NavigationSplitDefaults.sidebar : NavigationSplitDefaults.content
        guard let preference else {
            let ideal = Swift.min(Swift.max(total * defaults.fraction, defaults.low), defaults.high)
            return Self(min: defaults.min, ideal: ideal, max: defaults.max)
        }
        let minimum = preference.min ?? Swift.min(defaults.min, preference.ideal)
        let maximum = preference.max ?? Swift.max(defaults.max, preference.ideal)
        return Self(min: minimum, ideal: Swift.min(Swift.max(preference.ideal, minimum), maximum), max: maximum)
    }

    /// The detail's limits: only a minimum (its preference's, else 320 points).
    static func detail(preference: NavigationSplitColumnWidth?) -> Self {
        let minimum = preference.map { $0.min ?? Swift.min($0.ideal, NavigationSplitDefaults.detailMinimum) }
            ?? NavigationSplitDefaults.detailMinimum
        return Self(min: minimum, ideal: preference?.ideal ?? NavigationSplitDefaults.detailIdeal, max: .infinity)
    }
}

/// A split view's layout node. Expanded, it places the visible columns side by side (or,
/// with `.prominentDetail`, the detail across the whole width and the leading columns over
/// it) with a draggable divider after each leading column; collapsed, it shows only the
/// column on top. It decides at placement whether it is collapsed: narrower than the sum
/// of all its columns' minimum widths (and the dividers) it is, and it tells the split view
/// so when that changes (the views then resolve again in the new mode, in the same frame).
package final class NavigationSplitNode: ViewNode, PreferenceWriting {
    let columns: [NavigationSplitColumnNode]
    let leading: [Int]
    let arrangement: NavigationSplitArrangement
    let isCollapsed: Bool
    let collapsedTop: Int
    let draggedWidths: [Int: CGFloat]
    let pixelLength: CGFloat
    let dividerColor: Color
    let setWidth: @MainActor (Int, CGFloat) -> Void
    let setCollapsed: @MainActor (Bool) -> Void
    /// Goes back to the previous column while collapsed; nil otherwise.
    let goBack: (@MainActor () -> Void)?
    /// The dividers of the last placement.
    private(set) var dividers: [NavigationSplitDividerNode] = []

    init(
        columns: [NavigationSplitColumnNode], leading: [Int], arrangement: NavigationSplitArrangement,
        isCollapsed: Bool, collapsedTop: Int, draggedWidths: [Int: CGFloat], pixelLength: CGFloat, dividerColor: Color,
        setWidth: @escaping @MainActor (Int, CGFloat) -> Void, setCollapsed: @escaping @MainActor (Bool) -> Void,
        goBack: (@MainActor () -> Void)?
    ) {
        self.columns = columns
        self.leading = leading
        self.arrangement = arrangement
        self.isCollapsed = isCollapsed
        self.collapsedTop = Swift.min(collapsedTop, columns.count - 1)
        self.draggedWidths = draggedWidths
        self.pixelLength = pixelLength
        self.dividerColor = dividerColor
        self.setWidth = setWidth
        self.setCollapsed = setCollapsed
        self.goBack = goBack
        super.init()
    }

    override var asPreferenceWriter: (any PreferenceWriting)? { self }

    private var detailIndex: Int { columns.count - 1 }

    /// The width below which the split view collapses: every column's minimum width and the
    /// dividers between them.
    func collapseWidth(total: CGFloat) -> CGFloat {
        var sum = CGFloat(columns.count - 1) * pixelLength
        for index in 0..<detailIndex {
            sum += NavigationSplitColumnLimits.leading(index, preference: columns[index].width, total: total).min
        }
        return sum + NavigationSplitColumnLimits.detail(preference: columns[detailIndex].width).min
    }

    /// The width of each visible leading column (by index) and of the detail, in a split
    /// view `total` points wide.
    func widths(total: CGFloat) -> (leading: [(index: Int, width: CGFloat, limits: NavigationSplitColumnLimits)], detail: CGFloat) {
        var result: [(index: Int, width: CGFloat, limits: NavigationSplitColumnLimits)] = leading.map { index in
            let limits = NavigationSplitColumnLimits.leading(index, preference: columns[index].width, total: total)
            let wanted = draggedWidths[index] ?? limits.ideal
            return (index, Swift.min(Swift.max(wanted, limits.min), limits.max), limits)
        }
        let dividers = CGFloat(result.count) * pixelLength
        let detailMinimum = arrangement == .balanced ? NavigationSplitColumnLimits.detail(preference: columns[detailIndex].width).min : 0
        // Too narrow for these widths: the leading columns give way, the last one first,
        // down to their minimum widths (then below, when even those do not fit).
        var excess = result.reduce(0) { $0 + $1.width } + dividers + detailMinimum - total
        for floor in [true, false] {
            for position in result.indices.reversed() where excess > 0 {
                let lowest = floor ? result[position].limits.min : 0
                let give = Swift.min(excess, Swift.max(0, result[position].width - lowest))
                result[position].width -= give
                excess -= give
            }
        }
        let used = result.reduce(0) { $0 + $1.width } + dividers
        return (result, arrangement == .balanced ? Swift.max(0, total - used) : total)
    }

    /// The columns drawn, in drawing order.
    private var shownColumns: [NavigationSplitColumnNode] {
        if isCollapsed { return [columns[collapsedTop]] }
        let leadingColumns = leading.map { columns[$0] }
        return arrangement == .balanced ? leadingColumns + [columns[detailIndex]] : [columns[detailIndex]] + leadingColumns
    }

    package override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let width: CGFloat
        if let proposed = proposal.width {
            width = proposed
        } else if isCollapsed {
            width = columns[collapsedTop].sizeThatFits(ProposedViewSize(width: nil, height: proposal.height)).width
        } else {
            let total = NavigationSplitDefaults.detailIdeal * 2
            width = widths(total: total).leading.reduce(0) { $0 + $1.width + pixelLength } + NavigationSplitDefaults.detailIdeal
        }
        if let height = proposal.height { return CGSize(width: width, height: height) }
        let layout = widths(total: width)
        var height: CGFloat = 0
        if isCollapsed {
            height = columns[collapsedTop].sizeThatFits(ProposedViewSize(width: width, height: nil)).height
        } else {
            for (index, columnWidth, _) in layout.leading {
                height = Swift.max(height, columns[index].sizeThatFits(ProposedViewSize(width: columnWidth, height: nil)).height)
            }
            height = Swift.max(height, columns[detailIndex].sizeThatFits(ProposedViewSize(width: layout.detail, height: nil)).height)
        }
        return CGSize(width: width, height: height)
    }

    package override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        let collapses = bounds.width < collapseWidth(total: bounds.width)
        if collapses != isCollapsed { setCollapsed(collapses) }
        dividers = []
        if isCollapsed {
            columns[collapsedTop].place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
            return
        }
        let layout = widths(total: bounds.width)
        var x = bounds.minX
        let othersTotal = layout.leading.reduce(0) { $0 + $1.width }
        let detailMinimum = arrangement == .balanced ? NavigationSplitColumnLimits.detail(preference: columns[detailIndex].width).min : 0
        for (index, width, limits) in layout.leading {
            columns[index].place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: width, height: bounds.height))
            x += width
            // Dragging keeps the column within its limits and leaves the detail its minimum.
            let room = bounds.width - (othersTotal - width) - CGFloat(layout.leading.count) * pixelLength - detailMinimum
            let divider = NavigationSplitDividerNode(
                column: index, width: width, range: limits.min...Swift.max(limits.min, Swift.min(limits.max, room)),
                color: dividerColor, thickness: pixelLength, setWidth: setWidth)
            divider.place(
                at: CGPoint(x: x - NavigationSplitDividerNode.grabMargin, y: bounds.minY),
                proposal: ProposedViewSize(width: pixelLength + 2 * NavigationSplitDividerNode.grabMargin, height: bounds.height))
            dividers.append(divider)
            x += pixelLength
        }
        let detailX = arrangement == .balanced ? x : bounds.minX
        columns[detailIndex].place(
            at: CGPoint(x: detailX, y: bounds.minY), proposal: ProposedViewSize(width: layout.detail, height: bounds.height))
    }

    package override var children: [ViewNode] { shownColumns + dividers }

    /// The window's title comes from the last column shown (the detail, or the column on
    /// top while collapsed): the other columns' titles do not flow up.
    func preference<Q: PreferenceKey>(_ key: Q.Type) -> Q.Value? {
        guard Q.self == NavigationTitleKey.self else { return nil }
        let column = isCollapsed ? columns[collapsedTop] : columns[detailIndex]
        let title: String? = SceneryCore.navigationTitle(of: column.content)
        return (title as NavigationTitleKey.Value) as? Q.Value
    }
}

/// One column of a split view: its header (absent when the column's view is a navigation
/// stack, whose own header takes its place) over its view (centred in the space left), on
/// its background, clipped to its frame.
package final class NavigationSplitColumnNode: ViewNode {
    let header: ViewNode?
    let content: ViewNode
    /// The column's `navigationSplitViewColumnWidth`, if it sets one.
    let width: NavigationSplitColumnWidth?
    let background: Color

    init(header: ViewNode?, content: ViewNode, width: NavigationSplitColumnWidth?, background: Color) {
        self.header = header
        self.content = content
        self.width = width
        self.background = background
        super.init()
    }

    private var headerHeight: CGFloat { header == nil ? 0 : NavigationHeader.height }

    package override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let inner = content.sizeThatFits(
            ProposedViewSize(width: proposal.width, height: proposal.height.map { Swift.max(0, $0 - headerHeight) }))
        return CGSize(width: proposal.width ?? inner.width, height: proposal.height ?? inner.height + headerHeight)
    }

    package override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        header?.place(at: bounds.origin, proposal: ProposedViewSize(width: bounds.width, height: headerHeight))
        // The view is centred in the space below the header, as in a window.
        let space = CGSize(width: bounds.width, height: Swift.max(0, bounds.height - headerHeight))
        let proposal = ProposedViewSize(space)
        let origin = alignedOrigin(of: content, proposal: proposal, in: space, alignment: .center)
        content.place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + headerHeight + origin.y), proposal: proposal)
    }

    package override var clipsHitTesting: Bool { true }

    package override var children: [ViewNode] { (header.map { [$0] } ?? []) + [content] }

    package override func draw(into list: inout DisplayList) {
        list.append(.beginClip(Path(frame), frame: frame))
        list.append(.fill(frame, color: background))
        for child in children { child.draw(into: &list) }
        list.append(.end)
    }
}

/// The divider after a leading column: a line one pixel wide, and a few points either side
/// of it that a person can drag to change the column's width.
package final class NavigationSplitDividerNode: TapTargetNode {
    /// How far either side of the line the pointer grabs the divider, in points.
    static let grabMargin: CGFloat = 3

    let column: Int
    let width: CGFloat
    let range: ClosedRange<CGFloat>
    let color: Color
    let thickness: CGFloat
    let setWidth: @MainActor (Int, CGFloat) -> Void
    private var dragStart: (x: CGFloat, width: CGFloat)?
    private var lastWidth: CGFloat?

    init(
        column: Int, width: CGFloat, range: ClosedRange<CGFloat>, color: Color, thickness: CGFloat,
        setWidth: @escaping @MainActor (Int, CGFloat) -> Void
    ) {
        self.column = column
        self.width = width
        self.range = range
        self.color = color
        self.thickness = thickness
        self.setWidth = setWidth
        // A fixed-width column's divider does not move.
        super.init(child: EmptyNode(), isEnabled: range.lowerBound < range.upperBound, action: {})
    }

    package override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        CGSize(width: proposal.width ?? thickness, height: proposal.height ?? 0)
    }

    package override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {}

    /// The line's frame: the middle of the grab area.
    var lineFrame: CGRect {
        CGRect(x: frame.minX + Self.grabMargin, y: frame.minY, width: thickness, height: frame.height)
    }

    package override func draw(into list: inout DisplayList) {
        list.append(.fill(lineFrame, color: color))
    }

    package override func dragBegan(at point: CGPoint) { dragStart = (point.x, width) }

    package override func dragged(to point: CGPoint) -> Bool {
        guard let start = dragStart else { return false }
        let wanted = Swift.min(Swift.max(start.width + point.x - start.x, range.lowerBound), range.upperBound)
        guard wanted != (lastWidth ?? width) else { return true }
        lastWidth = wanted
        setWidth(column, wanted)
        return true
    }
}
