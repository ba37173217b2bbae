/// Arranges its children in a horizontal line (the book's stack algorithm, `StackPlan`).
nonisolated public struct HStack<Content: View>: View, PrimitiveView {
    let layout: HStackLayout
    let content: Content

    /// Creates a horizontal stack; `spacing` is put between every pair of children; nil
    /// means each pair's preferred spacing (8 points, none beside a `Spacer`).
    nonisolated public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    package var resolvesPurely: Bool { true }

    @MainActor package func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        _LayoutView(layout: layout, content: content).resolve(into: &nodes, context: context)
    }
}

/// Arranges its children in a vertical line (the book's stack algorithm, `StackPlan`).
nonisolated public struct VStack<Content: View>: View, PrimitiveView {
    let layout: VStackLayout
    let content: Content

    /// Creates a vertical stack; `spacing` is put between every pair of children; nil
    /// means each pair's preferred spacing (8 points, none beside a `Spacer`).
    nonisolated public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    package var resolvesPurely: Bool { true }

    @MainActor package func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        _LayoutView(layout: layout, content: content).resolve(into: &nodes, context: context)
    }
}

/// Overlays its children, later ones on top, aligned by `alignment`; it is as large as
/// the union of their aligned frames.
nonisolated public struct ZStack<Content: View>: View, PrimitiveView {
    let layout: ZStackLayout
    let content: Content

    /// Creates an overlaying stack.
    nonisolated public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }

    package var resolvesPurely: Bool { true }

    @MainActor package func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        _LayoutView(layout: layout, content: content).resolve(into: &nodes, context: context)
    }
}
