/// The order Tab moves the focus in: reading order of the views' frames.
///
/// Views are grouped into rows — a view joins the current row when its top edge is above
/// the vertical middle of the row's first view — rows go top to bottom, and each row left
/// to right. Ties keep the order of the view tree. So an `HStack` of buttons of different
/// heights is one row, a `VStack` is one row per view, and a grid reads row by row,
/// whatever order the layout placed its children in.
@MainActor
enum FocusOrder {
    static func readingOrder(_ nodes: [any FocusableNode]) -> [any FocusableNode] {
        let indexed = nodes.enumerated().map { (index: $0.offset, node: $0.element) }
        let byTop = indexed.sorted { a, b in
            a.node.frame.minY != b.node.frame.minY ? a.node.frame.minY < b.node.frame.minY : a.index < b.index
        }
        var rows: [[(index: Int, node: any FocusableNode)]] = []
        var rowMiddle = -CGFloat.infinity
        for entry in byTop {
            if let last = rows.indices.last, entry.node.frame.minY < rowMiddle {
                rows[last].append(entry)
            } else {
                rows.append([entry])
                rowMiddle = entry.node.frame.midY
            }
        }
        return rows.flatMap { row in
            row.sorted { a, b in
                a.node.frame.minX != b.node.frame.minX ? a.node.frame.minX < b.node.frame.minX : a.index < b.index
            }.map(\.node)
        }
    }
}

/// What a walk of the laid-out tree finds for the focus: the focusable views in tree
/// order, and each `focused(…)` binding with the focusable views inside it.
@MainActor
struct FocusScan {
    var focusables: [any FocusableNode] = []
    var bindings: [(binding: FocusBindingNode, members: [any FocusableNode])] = []

    init(root: ViewNode) {
        var open: [Int] = []
        walk(root, open: &open)
    }

    private mutating func walk(_ node: ViewNode, open: inout [Int]) {
        if node.holdsOnlyLayout { return }
        UpdateCounts.current.nodesSearched += 1
        var opened = false
        if let binding = node as? FocusBindingNode {
            bindings.append((binding, []))
            open.append(bindings.count - 1)
            opened = true
        }
        if let focusable = node.asFocusable {
            focusables.append(focusable)
            for index in open { bindings[index].members.append(focusable) }
        }
        for child in node.children { walk(child, open: &open) }
        if opened { open.removeLast() }
    }

    /// The focusable views that take the focus now, in reading order.
    var order: [any FocusableNode] { FocusOrder.readingOrder(focusables.filter(\.acceptsFocus)) }

    /// The node drawing the view with `identity`, if it is in the tree.
    func node(_ identity: IdentityPath?) -> (any FocusableNode)? {
        guard let identity else { return nil }
        return focusables.first { $0.focusIdentity == identity }
    }
}

/// The nodes from `root` down to `target` (both included), or nil when `target` is not in
/// the tree.
@MainActor
func ancestry(of target: ViewNode, in root: ViewNode) -> [ViewNode]? {
    if root === target { return [root] }
    for child in root.children {
        if let path = ancestry(of: target, in: child) { return [root] + path }
    }
    return nil
}
