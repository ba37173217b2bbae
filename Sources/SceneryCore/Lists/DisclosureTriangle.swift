/// A row's place in an outline, for a list's Left and Right keys: its depth, whether it
/// has children, whether they show, and how to show or hide them.
struct OutlineRowInfo {
    var depth: Int
    var isExpandable: Bool
    var isExpanded: Bool
    var toggle: ExpansionToggle
}

/// The trait an outline row carries.
enum OutlineRowInfoKey {}

/// Shows or hides an outline's or a section's children: changes the kept expansion state,
/// then updates the view that built the rows (the enclosing custom view) so its list
/// rebuilds its rows.
@MainActor
struct ExpansionToggle {
    private let change: @MainActor () -> Void
    private weak var graph: ViewGraph?
    private weak var owner: GraphNode?

    init(context: ResolveContext, change: @escaping @MainActor () -> Void) {
        self.change = change
        graph = context.graph
        owner = context.parentNode
    }

    func callAsFunction() {
        change()
        if let owner, let graph {
            graph.invalidate(owner)
        } else {
            graph?.setNeedsUpdate()
        }
    }
}

/// The width an outline level indents its rows by, and the room a triangle takes.
enum OutlineMetrics {
    static let indent: CGFloat = 16
    static let triangle: CGFloat = 12
    static let gap: CGFloat = 4
}

/// The disclosure triangle of an outline row, a disclosure group or a sidebar section:
/// pointing right while collapsed, down while expanded; a click toggles.
struct DisclosureTriangle: View, PrimitiveView {
    let isExpanded: Bool
    let toggle: ExpansionToggle

    @MainActor func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        let color = HierarchicalShapeStyle.secondary.resolve(in: context.environment)
        let toggle = self.toggle
        let node = TapTargetNode(
            child: DisclosureTriangleNode(isExpanded: isExpanded, color: color), isEnabled: true, action: { toggle() })
        node.identifier = isExpanded ? "disclosure.expanded" : "disclosure.collapsed"
        nodes.append(node)
    }
}

/// Draws a disclosure triangle in a square of ``OutlineMetrics/triangle`` points.
package final class DisclosureTriangleNode: ViewNode {
    let isExpanded: Bool
    let color: Color

    init(isExpanded: Bool, color: Color) {
        self.isExpanded = isExpanded
        self.color = color
        super.init()
    }

    package override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        CGSize(width: OutlineMetrics.triangle, height: OutlineMetrics.triangle)
    }

    /// The triangle's outline in `rect`: pointing right, or down when expanded.
    static func path(in rect: CGRect, expanded: Bool) -> Path {
        let side = min(rect.width, rect.height) * 0.6
        let center = CGPoint(x: rect.midX, y: rect.midY)
        var path = Path()
        if expanded {
            path.move(to: CGPoint(x: center.x - side / 2, y: center.y - side * 0.3))
            path.addLine(to: CGPoint(x: center.x + side / 2, y: center.y - side * 0.3))
            path.addLine(to: CGPoint(x: center.x, y: center.y + side * 0.4))
        } else {
            path.move(to: CGPoint(x: center.x - side * 0.3, y: center.y - side / 2))
            path.addLine(to: CGPoint(x: center.x + side * 0.4, y: center.y))
            path.addLine(to: CGPoint(x: center.x - side * 0.3, y: center.y + side / 2))
        }
        path.closeSubpath()
        return path
    }

    package override func draw(into list: inout DisplayList) {
        list.append(.shape(Self.path(in: frame, expanded: isExpanded), paint: .fill(eoFill: false), color: color, frame: frame))
    }
}

/// The chevron at the trailing edge of a list row that pushes (a `NavigationLink` row in a
/// list without a selection of its type).
struct ListRowChevron: View, PrimitiveView {
    @MainActor func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        nodes.append(ChevronNode(color: HierarchicalShapeStyle.tertiary.resolve(in: context.environment)))
    }
}

/// Draws a right-pointing chevron, 7 × 12 points.
package final class ChevronNode: ViewNode {
    let color: Color

    init(color: Color) {
        self.color = color
        super.init()
    }

    package override func computeSize(_ proposal: ProposedViewSize) -> CGSize { CGSize(width: 7, height: 12) }

    package override func draw(into list: inout DisplayList) {
        var path = Path()
        path.move(to: CGPoint(x: frame.minX + 1, y: frame.minY + 1))
        path.addLine(to: CGPoint(x: frame.maxX - 1, y: frame.midY))
        path.addLine(to: CGPoint(x: frame.minX + 1, y: frame.maxY - 1))
        list.append(.shape(path, paint: .stroke(StrokeStyle(lineWidth: 1.5)), color: color, frame: frame))
    }
}
