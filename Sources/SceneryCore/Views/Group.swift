/// Several views treated as one for modifiers, without a layout of their own: its content
/// is flattened into the enclosing container, and a modifier on a group applies to each
/// of its views.
///
/// Inside a `TabView`, a `Group` of tabs adds its tabs.
nonisolated public struct Group<Content> {
    let content: Content

    /// `Group` is primitive: it has no body.
    public var body: Never { return fatalError("Group has no body") }
}

extension Group: View, PrimitiveView where Content: View {
    /// Creates a group of the views `content` builds.
    nonisolated public init(@ViewBuilder content: () -> Content) { self.content = content() }

    @MainActor package func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        SceneryCore.resolve(content, into: &nodes, context: context)
    }
}
