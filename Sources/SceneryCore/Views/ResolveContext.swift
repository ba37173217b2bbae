/// What resolving a view into layout nodes needs: the environment, the text measurer,
/// and (inside a custom modifier's body) the content the modifier wraps.
@MainActor
package struct ResolveContext {
    /// The environment at this point of the tree.
    package var environment: EnvironmentValues
    /// Measures text for layout (Pango in the renderer, fixed metrics in tests).
    package var textMeasurer: any TextMeasurer
    /// The content of the innermost custom `ViewModifier`, for `ViewModifier.Content`.
    package var modifierContent: (@MainActor (inout [any LayoutNode], ResolveContext) -> Void)?

    package init(environment: EnvironmentValues = EnvironmentValues(), textMeasurer: any TextMeasurer) {
        self.environment = environment
        self.textMeasurer = textMeasurer
    }
}

/// Resolves any view into layout nodes: primitives resolve themselves, custom views
/// through their `body`.
@MainActor
package func resolve<V: View>(_ view: V, into nodes: inout [any LayoutNode], context: ResolveContext) {
    if let primitive = view as? any PrimitiveView {
        primitive.resolve(into: &nodes, context: context)
    } else {
        resolve(view.body, into: &nodes, context: context)
    }
}

/// Resolves `view` into a single layout node, wrapping several in an implicit `VStack`
/// (as a window or a modifier does with a flat list of children).
@MainActor
package func resolveRoot<V: View>(_ view: V, context: ResolveContext) -> any LayoutNode {
    var nodes: [any LayoutNode] = []
    resolve(view, into: &nodes, context: context)
    if nodes.count == 1 { return nodes[0] }
    return StackNode(axis: .vertical, alignment: 0.5, spacing: nil, children: nodes)
}
