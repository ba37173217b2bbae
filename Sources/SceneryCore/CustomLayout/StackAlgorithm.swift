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
        // One hop to the main actor for the whole plan, rather than one per question asked
        // of a child (a stack asks each child four to eight): the children are asked
        // directly.
        self = onMainActor { StackPlan(planning: axis, alignment: alignment, spacing: spacing, proposal: proposal, subviews: subviews) }
    }

    // Loops rather than `map` and `filter`: a closure formed on the main actor checks, each
    // time it is called, that it runs there.
    @MainActor
    private init(planning axis: Axis, alignment: AlignmentKey, spacing: CGFloat?, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        let count = subviews.count
        guard count > 0 else { return }
        var items: [ViewNode] = []
        items.reserveCapacity(count)
        for subview in subviews { items.append(subview.node) }
        let cross = proposal[axis.other]
        var gaps = [CGFloat](repeating: 0, count: max(0, count - 1))
        var totalSpacing: CGFloat = 0
        for index in gaps.indices {
            gaps[index] = spacing ?? items[index].traits.spacing.distance(to: items[index + 1].traits.spacing, along: axis)
            totalSpacing += gaps[index]
        }
        var mains = [CGFloat](repeating: 0, count: count)
        proposals = [ProposedViewSize](repeating: ProposedViewSize(axis, main: nil, cross: cross), count: count)

        if let proposedMain = proposal[axis], proposedMain.isFinite {
            var minimums = [CGFloat](repeating: 0, count: count)
            var flexibility = [CGFloat](repeating: 0, count: count)
            var priorities: [Double] = []
            var minimumsTotal: CGFloat = 0
            for index in 0..<count {
                let item = items[index]
                minimums[index] = item.sizeThatFits(ProposedViewSize(axis, main: 0, cross: cross))[axis]
                let maximum = item.sizeThatFits(ProposedViewSize(axis, main: .infinity, cross: cross))[axis]
                let flex = maximum - minimums[index]
                flexibility[index] = flex.isNaN ? 0 : flex
                minimumsTotal += minimums[index]
                if !priorities.contains(item.traits.priority) { priorities.append(item.traits.priority) }
            }
            var remaining = proposedMain - minimumsTotal - totalSpacing
            priorities.sort(by: >)
            let flexibilities = flexibility
            // Least flexible first, then in source order.
            let byFlexibility: @Sendable (Int, Int) -> Bool = { a, b in
                flexibilities[a] != flexibilities[b] ? flexibilities[a] < flexibilities[b] : a < b
            }
            func serve(_ batch: [Int]) {
                for (served, index) in batch.enumerated() {
                    let share = max(0, remaining / CGFloat(batch.count - served))
                    let offer = ProposedViewSize(axis, main: share, cross: cross)
                    proposals[index] = offer
                    mains[index] = items[index].sizeThatFits(offer)[axis]
                    remaining -= mains[index]
                }
            }
            for priority in priorities {
                var others: [Int] = [], spacers: [Int] = []
                var groupMinimums: CGFloat = 0
                for index in 0..<count where items[index].traits.priority == priority {
                    groupMinimums += minimums[index]
                    if items[index].traits.isSpacer { spacers.append(index) } else { others.append(index) }
                }
                remaining += groupMinimums
                // Spacers after every other child of the group, which meanwhile keep the
                // spacers' minimum lengths in reserve, as SwiftUI does: in
                // `HStack { Text(…); Spacer() }` at 100 the text is proposed 92, not 50.
                others.sort(by: byFlexibility)
                spacers.sort(by: byFlexibility)
                var spacerReserve: CGFloat = 0
                for index in spacers { spacerReserve += minimums[index] }
                remaining -= spacerReserve
                serve(others)
                remaining += spacerReserve
                serve(spacers)
            }
        } else {
            let main = proposal[axis]  // nil or ∞: every child gets the same
            for index in 0..<count {
                proposals[index] = ProposedViewSize(axis, main: main, cross: cross)
                mains[index] = items[index].sizeThatFits(proposals[index])[axis]
            }
        }

        // Across the axis: line the guides up, then take the union.
        var crossOffsets = [CGFloat](repeating: 0, count: count)
        var low = CGFloat.infinity, high = -CGFloat.infinity
        for index in 0..<count {
            let dimensions = items[index].dimensions(for: proposals[index])
            let offset = -dimensions[alignment]
            crossOffsets[index] = offset
            low = min(low, offset)
            high = max(high, offset + dimensions.size[axis.other])
        }
        var position: CGFloat = 0
        var totalMain: CGFloat = 0
        origins.reserveCapacity(count)
        for index in 0..<count {
            origins.append(CGPoint(axis, main: position, cross: crossOffsets[index] - low))
            position += mains[index] + (index < gaps.count ? gaps[index] : 0)
            totalMain += mains[index]
        }
        size = CGSize(axis, main: totalMain + totalSpacing, cross: high - low)
    }

    /// Places the children inside `bounds` as planned.
    package func place(_ subviews: LayoutSubviews, in bounds: CGRect) {
        onMainActor {
            for (index, subview) in zip(subviews.indices, subviews) {
                let offset = origins[index - subviews.startIndex]
                subview.placeOnMainActor(
                    at: CGPoint(x: bounds.minX + offset.x, y: bounds.minY + offset.y),
                    proposal: proposals[index - subviews.startIndex])
            }
        }
    }
}
