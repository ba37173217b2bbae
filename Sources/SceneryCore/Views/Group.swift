/// Several views treated as one for modifiers, without a layout of their own: its content
/// is flattened into the enclosing container, and a modifier on a group applies to each
/// of its views.
nonisolated public struct Group<Content: View>: View, PrimitiveView {
    let content: Content

    /// Creates a group of the views `content` builds.
    nonisolated public init(@ViewBuilder content: () -> Content) { self.content = content() }

    @MainActor package func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        SceneryCore.resolve(content, into: &nodes, context: context)
    }
}
