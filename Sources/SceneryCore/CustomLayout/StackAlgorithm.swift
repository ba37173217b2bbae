/// The stack algorithm of "Thinking in SwiftUI" (chapter "Layout"), for `HStack`/`VStack` and
/// their `Layout` forms.
///
/// The gaps: the stack's `spacing` between every pair when given, else each pair's
/// `ViewSpacing` distance (8, or 0 beside a spacer). Along the axis: subtract the spacing
/// and every child's minimum (its size at a 0
/// proposal); then serve priority groups from the highest, adding the group's minimums
/// back; within a group serve the least flexible first (maximum − minimum, the maximum
/// being the size at an ∞ proposal), spacers last, each child offered an equal share of
/// what remains. A nil proposal along the axis proposes nil to every child, an ∞ one ∞,
/// and a 0 one 0 (what serving comes to then, whatever the order: nothing remains to
/// share), without asking any child its maximum.
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
    // time it is called, that it runs there. The per-child lengths live in one temporary
    // allocation (on the stack for most stacks) rather than in arrays of their own: a
    // stack plans once per proposal it is asked, and every array it allocated cost a
    // `malloc`, a `free` and a look-up of its storage's metadata.
    @MainActor
    private init(planning axis: Axis, alignment: AlignmentKey, spacing: CGFloat?, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        let count = subviews.count
        guard count > 0 else { return }
        var items: [ViewNode] = []
        items.reserveCapacity(count)
        for subview in subviews { items.append(subview.node) }
        self = withUnsafeTemporaryAllocation(of: CGFloat.self, capacity: count * 4) { scratch in
            StackPlan(planning: axis, alignment: alignment, spacing: spacing, proposal: proposal, items: items, scratch: scratch)
        }
    }

    /// The length along `along` of the stack of `items` for `proposal`, worked out from its
    /// children's lengths alone — along the stack's axis, or across it when the stack lines
    /// its children up by a positional guide none of them sets — or nil when it needs their
    /// sizes (``ViewNode/computeLength(along:for:)``). Asked for a stack's minimum or maximum
    /// length, this spares its children the size across: a `VStack` of texts probed for
    /// its minimum width does not wrap them at zero width.
    @MainActor
    package static func length(
        along: Axis, axis: Axis, alignment: AlignmentKey, spacing: CGFloat?, proposal: ProposedViewSize, items: [ViewNode]
    ) -> CGFloat? {
        if along != axis {
            guard alignment.isPositional else { return nil }
            for item in items where !item.positionalGuidesAreDefault { return nil }
        }
        guard !items.isEmpty else { return 0 }
        return withUnsafeTemporaryAllocation(of: CGFloat.self, capacity: items.count * 4) { scratch in
            StackPlan(
                planning: axis, alignment: alignment, spacing: spacing, proposal: proposal, items: items, scratch: scratch,
                lengthAlong: along
            ).size[along]
        }
    }

    /// Plans `items` with `scratch`, room for four lengths per item. With `lengthAlong`,
    /// only the stack's length along that axis is worked out, from the children's lengths
    /// (``length(along:axis:alignment:spacing:proposal:items:)``).
    @MainActor
    private init(
        planning axis: Axis, alignment: AlignmentKey, spacing: CGFloat?, proposal: ProposedViewSize,
        items: [ViewNode], scratch: UnsafeMutableBufferPointer<CGFloat>, lengthAlong: Axis? = nil
    ) {
        let count = items.count
        let cross = proposal[axis.other]
        // The gap after each child (the last one's is 0), each child's length along the
        // axis, and — when the axis is proposed a finite length — their minimums and
        // flexibilities.
        let gaps = UnsafeMutableBufferPointer(rebasing: scratch[0..<count])
        let mains = UnsafeMutableBufferPointer(rebasing: scratch[count..<2 * count])
        let minimums = UnsafeMutableBufferPointer(rebasing: scratch[2 * count..<3 * count])
        let flexibility = UnsafeMutableBufferPointer(rebasing: scratch[3 * count..<4 * count])
        var totalSpacing: CGFloat = 0
        for index in 0..<count {
            mains[index] = 0
            guard index < count - 1 else { gaps[index] = 0; continue }
            gaps[index] = spacing ?? items[index].traits.spacing.distance(to: items[index + 1].traits.spacing, along: axis)
            totalSpacing += gaps[index]
        }
        proposals = [ProposedViewSize](repeating: ProposedViewSize(axis, main: nil, cross: cross), count: count)

        if let proposedMain = proposal[axis], proposedMain <= 0 {
            // Nothing to share: whatever the children's order by flexibility, what is left
            // never exceeds 0, so each is offered 0 along the axis. Their maximums are not
            // asked, so a stack probed for its minimum size (a window's size limits) does
            // not wrap its texts at zero width to learn how flexible they are.
            let offer = ProposedViewSize(axis, main: 0, cross: cross)
            for index in 0..<count {
                proposals[index] = offer
                mains[index] = lengthAlong == nil ? items[index].sizeThatFits(offer)[axis] : items[index].length(along: axis, for: offer)
            }
        } else if let proposedMain = proposal[axis], proposedMain.isFinite {
            // Most stacks hold children of one priority: the list is made only for more.
            let firstPriority = items[0].traits.priority
            var priorities: [Double]?
            var minimumsTotal: CGFloat = 0
            for index in 0..<count {
                let item = items[index]
                minimums[index] = item.length(along: axis, for: ProposedViewSize(axis, main: 0, cross: cross))
                let maximum = item.length(along: axis, for: ProposedViewSize(axis, main: .infinity, cross: cross))
                let flex = maximum - minimums[index]
                flexibility[index] = flex.isNaN ? 0 : flex
                minimumsTotal += minimums[index]
                let priority = item.traits.priority
                if priority != firstPriority {
                    if priorities == nil { priorities = [firstPriority] }
                    if !priorities!.contains(priority) { priorities!.append(priority) }
                }
            }
            var remaining = proposedMain - minimumsTotal - totalSpacing
            var proposals = self.proposals
            self.proposals = []
            func serve(_ batch: UnsafeMutableBufferPointer<FlexibilityOrder>) {
                for (served, entry) in batch.enumerated() {
                    let index = entry.index
                    let share = max(0, remaining / CGFloat(batch.count - served))
                    let offer = ProposedViewSize(axis, main: share, cross: cross)
                    proposals[index] = offer
                    mains[index] = lengthAlong == nil ? items[index].sizeThatFits(offer)[axis] : items[index].length(along: axis, for: offer)
                    remaining -= mains[index]
                }
            }
            let groups = priorities?.sorted(by: >)
            withUnsafeTemporaryAllocation(of: FlexibilityOrder.self, capacity: count) { order in
                for group in 0..<(groups?.count ?? 1) {
                    let priority = groups?[group] ?? firstPriority
                    // The group's other children from the front of `order`, its spacers
                    // from the back.
                    var others = 0, spacers = 0
                    var groupMinimums: CGFloat = 0
                    for index in 0..<count where items[index].traits.priority == priority {
                        groupMinimums += minimums[index]
                        let entry = FlexibilityOrder(flexibility: flexibility[index], index: index)
                        if items[index].traits.isSpacer {
                            spacers += 1
                            order.initializeElement(at: count - spacers, to: entry)
                        } else {
                            order.initializeElement(at: others, to: entry)
                            others += 1
                        }
                    }
                    remaining += groupMinimums
                    // Spacers after every other child of the group, which meanwhile keep the
                    // spacers' minimum lengths in reserve, as SwiftUI does: in
                    // `HStack { Text(…); Spacer() }` at 100 the text is proposed 92, not 50.
                    var otherOrder = UnsafeMutableBufferPointer(rebasing: order[0..<others])
                    var spacerOrder = UnsafeMutableBufferPointer(rebasing: order[(count - spacers)..<count])
                    otherOrder.sort()
                    spacerOrder.sort()
                    var spacerReserve: CGFloat = 0
                    for entry in spacerOrder { spacerReserve += minimums[entry.index] }
                    remaining -= spacerReserve
                    serve(otherOrder)
                    remaining += spacerReserve
                    serve(spacerOrder)
                }
            }
            self.proposals = proposals
        } else {
            let main = proposal[axis]  // nil or ∞: every child gets the same
            for index in 0..<count {
                proposals[index] = ProposedViewSize(axis, main: main, cross: cross)
                // (A length across needs no child's length along: their proposals are known.)
                if lengthAlong == nil {
                    mains[index] = items[index].sizeThatFits(proposals[index])[axis]
                } else if lengthAlong == axis {
                    mains[index] = items[index].length(along: axis, for: proposals[index])
                }
            }
        }
        if lengthAlong == axis {
            var totalMain: CGFloat = 0
            for index in 0..<count { totalMain += mains[index] }
            size = CGSize(axis, main: totalMain + totalSpacing, cross: 0)
            return
        }

        // Across the axis: line the guides up, then take the union. The offsets take the
        // place of the minimums, which are no longer needed.
        let crossOffsets = minimums
        var low = CGFloat.infinity, high = -CGFloat.infinity
        for index in 0..<count {
            let size: CGSize, guide: CGFloat
            if lengthAlong == nil {
                (size, guide) = items[index].sizeAndGuide(alignment, for: proposals[index])
            } else {
                // Across, from lengths: every child's guide is its positional default.
                size = CGSize(axis, main: 0, cross: items[index].length(along: axis.other, for: proposals[index]))
                guide = alignment.defaultValue(in: ViewDimensions(size: size))
            }
            let offset = -guide
            crossOffsets[index] = offset
            low = min(low, offset)
            high = max(high, offset + size[axis.other])
        }
        var position: CGFloat = 0
        var totalMain: CGFloat = 0
        origins.reserveCapacity(count)
        for index in 0..<count {
            origins.append(CGPoint(axis, main: position, cross: crossOffsets[index] - low))
            position += mains[index] + gaps[index]
            totalMain += mains[index]
        }
        size = CGSize(axis, main: totalMain + totalSpacing, cross: high - low)
    }

    /// A child in the order a priority group is served: least flexible first (its maximum
    /// length less its minimum), then in source order. Sorted as `Comparable` rather than
    /// with a closure, which, formed on the main actor, would check where it runs at every
    /// comparison.
    private struct FlexibilityOrder: Comparable {
        var flexibility: CGFloat
        var index: Int

        static func < (a: FlexibilityOrder, b: FlexibilityOrder) -> Bool {
            a.flexibility != b.flexibility ? a.flexibility < b.flexibility : a.index < b.index
        }
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
