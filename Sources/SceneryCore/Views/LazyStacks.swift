/// A vertical stack for long content in a `ScrollView`. It accepts the proposed width,
/// proposes width × nil to its children (each takes its ideal height) and does not share
/// out height. Scenery builds every row today; building only the visible rows comes with
/// scrolling.
public struct LazyVStack<Content: View>: View, PrimitiveView {
    let layout: LazyStackLayout
    let content: Content

    /// Creates a lazy vertical stack.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = LazyStackLayout(axis: .vertical, alignment: alignment.key, spacing: spacing)
        self.content = content()
    }

    package func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        _LayoutView(layout: layout, content: content).resolve(into: &nodes, context: context)
    }
}

/// A horizontal stack for long content in a `ScrollView`: it proposes nil × height to its
/// children (each takes its ideal width) and is as wide as they are together.
public struct LazyHStack<Content: View>: View, PrimitiveView {
    let layout: LazyStackLayout
    let content: Content

    /// Creates a lazy horizontal stack.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = LazyStackLayout(axis: .horizontal, alignment: alignment.key, spacing: spacing)
        self.content = content()
    }

    package func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        _LayoutView(layout: layout, content: content).resolve(into: &nodes, context: context)
    }
}

/// The lazy stacks' layout: the stack algorithm with a nil proposal along the axis.
struct LazyStackLayout: Layout {
    let axis: Axis
    let alignment: AlignmentKey
    let spacing: CGFloat?

    private func plan(_ proposal: ProposedViewSize, _ subviews: Subviews) -> StackPlan {
        StackPlan(axis: axis, alignment: alignment, spacing: spacing,
                  proposal: ProposedViewSize(axis, main: nil, cross: proposal[axis.other]), subviews: subviews)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var size = plan(proposal, subviews).size
        // A lazy vertical stack accepts the proposed width (the book); the horizontal one its height.
        if let cross = proposal[axis.other], cross.isFinite { size[axis.other] = cross }
        return size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let plan = plan(proposal, subviews)
        // Align across the stack's full (accepted) extent, not the children's union.
        let slack = bounds.size[axis.other] - plan.size[axis.other]
        let fraction: CGFloat = alignment == HorizontalAlignment.leading.key || alignment == VerticalAlignment.top.key
            ? 0 : alignment == HorizontalAlignment.trailing.key || alignment == VerticalAlignment.bottom.key ? 1 : 0.5
        let shifted = CGRect(origin: CGPoint(axis, main: bounds.origin[axis], cross: bounds.origin[axis.other] + slack * fraction),
                             size: bounds.size)
        plan.place(subviews, in: shifted)
    }
}
