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

/// Resolves `body` as a control's styled body: in `context` with `environment`, the
/// environment with the control's style taken off its stack.
@MainActor
func resolveStyledBody<V: View>(_ body: V, environment: EnvironmentValues, into nodes: inout [ViewNode], context: ResolveContext) {
    var inner = context
    inner.environment = environment
    resolve(body, into: &nodes, context: inner)
}
