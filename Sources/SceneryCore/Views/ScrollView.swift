/// A scrollable view. Along its scroll axes it takes the proposed size and proposes nil to
/// its content (which becomes its ideal length); across them it proposes the proposal and
/// takes the content's size. Content starts at the top-leading corner, is clipped to the
/// scroll view, and moves by the scroll offset the window keeps for this view's identity
/// (the mouse wheel scrolls the innermost scroll view under the pointer). Several views
/// form an implicit `VStack`.
nonisolated public struct ScrollView<Content: View>: View, PrimitiveView {
    /// The scroll axes.
    public var axes: Axis.Set
    /// Whether indicators show: the overlay scroll bars (see `scrollIndicators(_:axes:)`).
    public var showsIndicators: Bool
    /// The content.
    public var content: Content

    /// Creates a scroll view.
    nonisolated public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    @MainActor package func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        let state = context.containerMemory("scroll") { ScrollState() }
        let viewport = state.viewport
        state.defaultAnchor = context.environment.defaultScrollAnchor
        var inner = context
        inner.scrollViewport = viewport
        nodes.append(ScrollViewNode(
            axes: axes, state: state, viewport: viewport, content: resolveSingle(content, context: inner),
            bars: context.scrollBars(axes: axes, showsIndicators: showsIndicators)))
    }
}
