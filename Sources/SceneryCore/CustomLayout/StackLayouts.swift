/// The spacing between two stacked views when neither states a preference.
package let defaultStackSpacing: CGFloat = 8

/// A stack layout that can give its length along one axis from its children's lengths
/// (`StackPlan.length`), and sets no positional guide of its own.
package protocol StackLengthLayout {
    /// The stack's length along `along` for `proposal`, or nil when it needs its children's
    /// sizes.
    @MainActor func length(along: Axis, proposal: ProposedViewSize, children: [ViewNode]) -> CGFloat?
}

extension HStackLayout: StackLengthLayout {
    @MainActor package func length(along: Axis, proposal: ProposedViewSize, children: [ViewNode]) -> CGFloat? {
        StackPlan.length(along: along, axis: .horizontal, alignment: alignment.key, spacing: spacing, proposal: proposal, items: children)
    }
}

extension VStackLayout: StackLengthLayout {
    @MainActor package func length(along: Axis, proposal: ProposedViewSize, children: [ViewNode]) -> CGFloat? {
        StackPlan.length(along: along, axis: .vertical, alignment: alignment.key, spacing: spacing, proposal: proposal, items: children)
    }
}

/// The `HStack` algorithm as a `Layout`: children side by side, aligned vertically by a
/// guide.
public struct HStackLayout: Layout {
    /// The vertical guide children are aligned by.
    public var alignment: VerticalAlignment
    /// The distance between every pair of adjacent children; nil for each pair's preferred
    /// spacing (8 points, none beside a `Spacer`).
    public var spacing: CGFloat?

    /// Creates a horizontal stack layout.
    nonisolated public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// Spacers inside lay out horizontally.
    nonisolated public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    /// The stack's size, from the book's stack algorithm (`StackPlan`).
    nonisolated public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        StackPlan(axis: .horizontal, alignment: alignment.key, spacing: spacing, proposal: proposal, subviews: subviews).size
    }

    /// Places the children in source order.
    nonisolated public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        StackPlan(axis: .horizontal, alignment: alignment.key, spacing: spacing, proposal: proposal, subviews: subviews)
            .place(subviews, in: bounds)
    }
}

/// The `VStack` algorithm as a `Layout`: children one above the other, aligned
/// horizontally by a guide.
public struct VStackLayout: Layout {
    /// The horizontal guide children are aligned by.
    public var alignment: HorizontalAlignment
    /// The distance between every pair of adjacent children; nil for each pair's preferred
    /// spacing (8 points, none beside a `Spacer`).
    public var spacing: CGFloat?

    /// Creates a vertical stack layout.
    nonisolated public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// Spacers inside lay out vertically.
    nonisolated public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    /// The stack's size, from the book's stack algorithm (`StackPlan`).
    nonisolated public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        StackPlan(axis: .vertical, alignment: alignment.key, spacing: spacing, proposal: proposal, subviews: subviews).size
    }

    /// Places the children in source order.
    nonisolated public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        StackPlan(axis: .vertical, alignment: alignment.key, spacing: spacing, proposal: proposal, subviews: subviews)
            .place(subviews, in: bounds)
    }
}

/// The `ZStack` algorithm as a `Layout`: every child is proposed the stack's proposal,
/// their guides are lined up at one point, and the stack is the union of their frames.
public struct ZStackLayout: Layout {
    /// The guides children are aligned by.
    public var alignment: Alignment

    /// Creates an overlaying layout.
    nonisolated public init(alignment: Alignment = .center) { self.alignment = alignment }

    private func frames(_ proposal: ProposedViewSize, _ subviews: Subviews) -> (frames: [CGRect], union: CGRect) {
        let frames = subviews.map { subview in
            let dimensions = subview.dimensions(in: proposal)
            return CGRect(
                origin: CGPoint(x: -dimensions[alignment.horizontal], y: -dimensions[alignment.vertical]),
                size: dimensions.size)
        }
        guard let first = frames.first else { return ([], .zero) }
        return (frames, frames.dropFirst().reduce(first) { $0.union($1) })
    }

    /// The size of the union of the aligned children.
    nonisolated public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        frames(proposal, subviews).union.size
    }

    /// Places each child relative to the union's origin.
    nonisolated public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let (frames, union) = frames(proposal, subviews)
        for (frame, subview) in zip(frames, subviews) {
            subview.place(
                at: CGPoint(x: bounds.minX + frame.minX - union.minX, y: bounds.minY + frame.minY - union.minY),
                proposal: proposal)
        }
    }
}
