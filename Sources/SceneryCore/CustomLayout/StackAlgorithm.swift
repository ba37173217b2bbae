/// The stack algorithm of "Thinking in SwiftUI" (chapter "Layout"), for `HStack`/`VStack` and
/// their `Layout` forms.
///
/// The gaps: the stack's `spacing` between every pair when given, else each pair's
/// `ViewSpacing` distance (8, or 0 beside a spacer). Along the axis: subtract the spacing
/// and every child's minimum (its size at a 0
/// proposal); then serve priority groups from the highest, adding the group's minimums
/// back; within a group serve the least flexible first (maximum − minimum, the maximum
/// being the size at an ∞ proposal), spacers last, each child offered an equal share of
/// what remains. A nil proposal along the axis proposes nil to every child, an ∞ one ∞.
/// Across the axis every child is proposed the stack's proposal and aligned by its guide;
/// the stack is as large as the union of the aligned children.
package struct StackPlan {
    /// What each child is proposed, in source order.
    package var proposals: [ProposedViewSize] = []
    /// Each child's origin relative to the stack's.
    package var origins: [CGPoint] = []
    /// The stack's size.
    package var size = CGSize.zero

    package init(axis: Axis, alignment: AlignmentKey, spacing: CGFloat?, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        let count = subviews.count
        guard count > 0 else { return }
        let items = Array(subviews)
        let cross = proposal[axis.other]
        let gaps: [CGFloat] = (0..<max(0, count - 1)).map { index in
            spacing ?? items[index].spacing.distance(to: items[index + 1].spacing, along: axis)
        }
        let totalSpacing = gaps.reduce(0, +)
        var mains = [CGFloat](repeating: 0, count: count)
        proposals = [ProposedViewSize](repeating: ProposedViewSize(axis, main: nil, cross: cross), count: count)

        if let proposedMain = proposal[axis], proposedMain.isFinite {
            let minimums = items.map { $0.sizeThatFits(ProposedViewSize(axis, main: 0, cross: cross))[axis] }
            let flexibility: [CGFloat] = items.indices.map { index in
                let maximum = items[index].sizeThatFits(ProposedViewSize(axis, main: .infinity, cross: cross))[axis]
                let flex = maximum - minimums[index]
                return flex.isNaN ? 0 : flex
            }
            var remaining = proposedMain - minimums.reduce(0, +) - totalSpacing
            let priorities = Set(items.map(\.priority)).sorted(by: >)
            for priority in priorities {
                let group = items.indices.filter { items[$0].priority == priority }
                remaining += group.reduce(0) { $0 + minimums[$1] }
                // Least flexible first; spacers after every other child of the group, which
                // meanwhile keep the spacers' minimum lengths in reserve, as SwiftUI does: in
                // `HStack { Text(…); Spacer() }` at 100 the text is proposed 92, not 50.
                let ordered = group.sorted { a, b in
                    flexibility[a] != flexibility[b] ? flexibility[a] < flexibility[b] : a < b
                }
                let others = ordered.filter { !items[$0].isSpacer }, spacers = ordered.filter { items[$0].isSpacer }
                let spacerReserve = spacers.reduce(0) { $0 + minimums[$1] }
                func serve(_ batch: [Int]) {
                    for (served, index) in batch.enumerated() {
                        let share = max(0, remaining / CGFloat(batch.count - served))
                        let offer = ProposedViewSize(axis, main: share, cross: cross)
                        proposals[index] = offer
                        mains[index] = items[index].sizeThatFits(offer)[axis]
                        remaining -= mains[index]
                    }
                }
                remaining -= spacerReserve
                serve(others)
                remaining += spacerReserve
                serve(spacers)
            }
        } else {
            let main = proposal[axis]  // nil or ∞: every child gets the same
            for index in items.indices {
                proposals[index] = ProposedViewSize(axis, main: main, cross: cross)
                mains[index] = items[index].sizeThatFits(proposals[index])[axis]
            }
        }

        // Across the axis: line the guides up, then take the union.
        var crossOffsets = [CGFloat](repeating: 0, count: count)
        var low = CGFloat.infinity, high = -CGFloat.infinity
        for index in items.indices {
            let dimensions = items[index].dimensions(in: proposals[index])
            let offset = -dimensions[alignment]
            crossOffsets[index] = offset
            low = min(low, offset)
            high = max(high, offset + dimensions.size[axis.other])
        }
        var position: CGFloat = 0
        origins = items.indices.map { index in
            let origin = CGPoint(axis, main: position, cross: crossOffsets[index] - low)
            position += mains[index] + (index < gaps.count ? gaps[index] : 0)
            return origin
        }
        size = CGSize(axis, main: mains.reduce(0, +) + totalSpacing, cross: high - low)
    }

    /// Places the children inside `bounds` as planned.
    package func place(_ subviews: LayoutSubviews, in bounds: CGRect) {
        for (index, subview) in zip(subviews.indices, subviews) {
            let offset = origins[index - subviews.startIndex]
            subview.place(
                at: CGPoint(x: bounds.minX + offset.x, y: bounds.minY + offset.y),
                proposal: proposals[index - subviews.startIndex])
        }
    }
}
