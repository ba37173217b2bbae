/// The content a control hands its style in a configuration (a label, a title, an icon):
/// the user's view, type-erased, resolved where the style places it.
///
/// A style's body is resolved with the control's style taken off the environment's style
/// stack (so `Label(configuration)` inside a `LabelStyle` uses the style around it, not
/// itself again); the content was written outside the style, so it is resolved with the
/// stack as the control saw it, under whatever else the style set (a font, a colour).
struct ConfiguredContent {
    private let content: MainActorBound<AnyView>
    private let restore: MainActorBound<@MainActor (inout EnvironmentValues) -> Void>
    /// Whether there is no content (`EmptyView`): a progress view's absent label.
    let isEmpty: Bool

    /// `view`, resolved with `restore` applied to the environment it is placed in.
    init<V: View>(_ view: V, restore: @escaping @MainActor (inout EnvironmentValues) -> Void) {
        content = MainActorBound(AnyView(view))
        self.restore = MainActorBound(restore)
        isEmpty = V.self == EmptyView.self
    }

    @MainActor func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        var inner = context
        restore.value(&inner.environment)
        content.value.resolve(into: &nodes, context: inner)
    }
}

/// Resolves `body`, a custom view whose `body` is `style`'s `makeBody(configuration:)`, as
/// a control's styled body: in `context` with `environment` (the environment with the
/// control's style taken off its stack). The style's own `@State` and `@Environment`
/// properties are bound as the view's, so a style works like a view.
@MainActor
func resolveStyledBody<V: View>(
    _ body: V, style: Any, environment: EnvironmentValues, into nodes: inout [ViewNode], context: ResolveContext
) {
    var inner = context
    inner.environment = environment
    // What `resolve(_:into:context:)` does around a custom view.
    inner.graph?.animations.leafTransaction = inner.transaction
    let start = nodes.count
    resolveCustomView(body, into: &nodes, context: inner, propertyOwner: style)
    if let store = inner.graph?.animations, nodes.count > start { store.tagLayout(nodes[start...], context: inner) }
}

/// Places a style's body (``resolveStyledBody(_:style:environment:into:context:)``) in a
/// view tree, where the environment is whatever surrounds it.
nonisolated struct StyledBodyHost<Body: View>: View, PrimitiveView {
    let body_: MainActorBound<Body>
    let style: MainActorBound<Any>

    init(_ body: Body, style: Any) {
        body_ = MainActorBound(body)
        self.style = MainActorBound(style)
    }

    @MainActor func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        resolveStyledBody(body_.value, style: style.value, environment: context.environment, into: &nodes, context: context)
    }
}
