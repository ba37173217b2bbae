/// The axis a stack lays its children along.
package enum Axis: Sendable {
    case horizontal, vertical
}

/// `HStack` and `VStack`: the stack algorithm of "Thinking in SwiftUI".
///
/// Along its axis a stack subtracts the spacing, then serves its children by layout
/// priority (highest first), and within a priority from least to most flexible
/// (flexibility = the size at an infinite proposal minus the size at a zero proposal).
/// Each child is offered an equal share of what is left; lower priorities keep their
/// minimum sizes in reserve. Across its axis the stack is as large as its largest child
/// and aligns the children by `alignment`.
package final class StackNode: LayoutNode {
    let axis: Axis
    /// 0 = leading/top, 0.5 = centre, 1 = trailing/bottom.
    let alignment: Double
    let spacing: Double
    let children: [any LayoutNode]
    package private(set) var frame = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The spacing between stacked views when none is given.
    package static let defaultSpacing: Double = 8

    package init(axis: Axis, alignment: Double, spacing: Double?, children: [any LayoutNode]) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing ?? Self.defaultSpacing
        self.children = children
    }

    private func main(_ size: Size) -> Double { axis == .vertical ? size.height : size.width }
    private func cross(_ size: Size) -> Double { axis == .vertical ? size.width : size.height }
    private func proposal(main: Double?, cross: Double?) -> ProposedSize {
        axis == .vertical ? ProposedSize(width: cross, height: main) : ProposedSize(width: main, height: cross)
    }

    /// Proposes to each child as the stack algorithm says and returns their sizes.
    private func childSizes(for proposal: ProposedSize) -> [Size] {
        let proposedMain = axis == .vertical ? proposal.height : proposal.width
        let proposedCross = axis == .vertical ? proposal.width : proposal.height
        guard let proposedMain else {
            return children.map { $0.sizeThatFits(self.proposal(main: nil, cross: proposedCross)) }
        }
        var sizes = [Size](repeating: .zero, count: children.count)
        let totalSpacing = spacing * Double(max(0, children.count - 1))
        var remaining = proposedMain - totalSpacing
        let minimums = children.map { main($0.sizeThatFits(self.proposal(main: 0, cross: proposedCross))) }
        let priorities = Set(children.map(\.layoutPriority)).sorted(by: >)
        for priority in priorities {
            let group = children.indices.filter { children[$0].layoutPriority == priority }
            let reserved = children.indices
                .filter { children[$0].layoutPriority < priority }
                .reduce(0) { $0 + minimums[$1] }
            let flexibility = Dictionary(uniqueKeysWithValues: group.map { index in
                let maximum = main(children[index].sizeThatFits(self.proposal(main: .infinity, cross: proposedCross)))
                return (index, maximum - minimums[index])
            })
            let ordered = group.sorted { flexibility[$0]! < flexibility[$1]! }
            var left = ordered.count
            var available = remaining - reserved
            for index in ordered {
                let offer = max(0, available / Double(left))
                let size = children[index].sizeThatFits(self.proposal(main: offer, cross: proposedCross))
                sizes[index] = size
                available -= main(size)
                remaining -= main(size)
                left -= 1
            }
        }
        return sizes
    }

    package func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let sizes = childSizes(for: proposal)
        let mainTotal = sizes.reduce(0) { $0 + main($1) } + spacing * Double(max(0, children.count - 1))
        let crossMax = sizes.map(cross).max() ?? 0
        return axis == .vertical
            ? Size(width: crossMax, height: mainTotal)
            : Size(width: mainTotal, height: crossMax)
    }

    package func place(in frame: Rect) {
        self.frame = frame
        let sizes = childSizes(for: ProposedSize(frame.size))
        var position = axis == .vertical ? frame.minY : frame.minX
        for (child, size) in zip(children, sizes) {
            let origin: Point
            if axis == .vertical {
                origin = Point(x: frame.minX + ((frame.width - size.width) * alignment).rounded(), y: position)
            } else {
                origin = Point(x: position, y: frame.minY + ((frame.height - size.height) * alignment).rounded())
            }
            child.place(in: Rect(origin: origin, size: size))
            position += main(size) + spacing
        }
    }

    package func draw(into list: inout DisplayList) {
        for child in children { child.draw(into: &list) }
    }
}
