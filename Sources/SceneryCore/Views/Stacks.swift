/// Arranges its children in a vertical line.
public struct VStack<Content: View>: View, PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: Double?
    let content: Content

    /// Creates a vertical stack with the given alignment and spacing between children
    /// (`nil` for the default of 8 points).
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    package func resolve(into nodes: inout [any LayoutNode], context: ResolveContext) {
        var children: [any LayoutNode] = []
        SceneryCore.resolve(content, into: &children, context: context)
        nodes.append(StackNode(axis: .vertical, alignment: alignment.fraction, spacing: spacing, children: children))
    }
}
