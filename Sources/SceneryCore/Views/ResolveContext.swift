/// What resolving a view into layout nodes needs: the environment, the text measurer,
/// the axis of the enclosing stack, and (inside a custom modifier's body) the content the
/// modifier wraps.
///
/// Layout nodes that build content later (a `GeometryReader` at placement, lazy rows when
/// they scroll into view) keep their context, and the graph keeps those layout nodes, so
/// the context refers to the graph, the enclosing graph node and the named spaces' nodes
/// weakly: a strong reference would make each of them own itself through that node, and
/// the window's views would outlive it. They are alive whenever a resolution runs (the
/// window holds the graph, the graph its nodes, the layout tree its ancestors).
@MainActor
package struct ResolveContext {
    /// The environment at this point of the tree.
    package var environment: EnvironmentValues
    /// Measures text for layout (Pango in the renderer, fixed metrics in tests).
    package var textMeasurer: any TextMeasurer
    /// The intrinsic size of a named image, or nil when there is no such image.
    package var imageSize: @MainActor (String) -> CGSize? = { NamedImageSizes.provider?($0) }
    /// The axis of the directly enclosing stack (`Spacer` and `Divider` orient by it);
    /// nil outside stacks. Stacks set it; other containers clear it; modifiers keep it.
    package var stackAxis: Axis?
    /// Named coordinate spaces of the ancestors, innermost last.
    package var coordinateSpaces: [NamedCoordinateSpace] = []
    /// The innermost enclosing `ScrollView`'s viewport (lazy containers build what it shows).
    package var scrollViewport: ScrollViewport?
    /// The window's persistent view graph; nil for one-off snapshots.
    package weak var graph: ViewGraph?
    /// The identity of the view being resolved.
    package var path = IdentityPath()
    /// The nearest enclosing custom view's graph node.
    package weak var parentNode: GraphNode?
    /// The content of the innermost custom `ViewModifier`, for `ViewModifier.Content`.
    package var modifierContent: (@MainActor (inout [ViewNode], ResolveContext) -> Void)?
    /// The transaction of the update, as modified by the ancestors (Animation/Transaction.swift).
    package var transaction = Transaction()
    /// The changes to the transaction made every update (`.transaction { }`,
    /// `.animation(_:)`) between the nearest enclosing custom view and here, in order: a
    /// layout node reused in a later update applies them to that update's transaction
    /// (Animation/LayoutAnimation.swift).
    var transactionTransforms: [@MainActor (inout Transaction) -> Void] = []
    /// Inside a `ForEach` whose rows are recorded for reuse: the scope that tracks what its
    /// content closures read (Graph/RowMemo.swift).
    var rowObservation: NodeObservation?

    package init(environment: EnvironmentValues = EnvironmentValues(), textMeasurer: any TextMeasurer) {
        self.environment = environment
        self.textMeasurer = textMeasurer
    }

    /// This context one step further down the identity path.
    package func child(_ component: IdentityPath.Component) -> ResolveContext {
        var copy = self
        copy.path = path.appending(component)
        return copy
    }

    /// This context inside a container with the given stack axis.
    package func inStack(_ axis: Axis?) -> ResolveContext {
        var copy = self
        copy.stackAxis = axis
        return copy
    }
}

/// A named coordinate space as the views inside it see it: its name and the node whose
/// frame it is (weak: see ``ResolveContext``).
@MainActor
package struct NamedCoordinateSpace {
    package let name: AnyHashable
    package weak var node: ViewNode?

    package init(name: AnyHashable, node: ViewNode) {
        self.name = name
        self.node = node
    }
}

/// Resolves any view into layout nodes: primitives resolve themselves, custom views
/// through their `body`.
@MainActor
package func resolve<V: View>(_ view: V, into nodes: inout [ViewNode], context: ResolveContext) {
    context.graph?.animations.leafTransaction = context.transaction  // Animation/LeafTransaction.swift
    if TypeMemory.isRecording { TypeMemory.note(V.self, as: .view) }  // Graph/TypeMemory.swift
    let start = nodes.count
    if V.Body.self == Never.self, let primitiveType = ConformanceCache.shared.primitiveView(V.self) {
        resolvePrimitive(view, as: primitiveType, into: &nodes, context: context)
    } else {
        resolveCustomView(view, into: &nodes, context: context)
    }
    if let store = context.graph?.animations, nodes.count > start {
        store.tagLayout(nodes[start...], context: context)  // Animation/LayoutAnimation.swift
    }
}

/// Resolves `view`, of the primitive type `P`.
@MainActor
private func resolvePrimitive<V: View, P: PrimitiveView>(
    _ view: V, as type: P.Type, into nodes: inout [ViewNode], context: ResolveContext
) {
    let primitive = reinterpret(view, as: P.self)
    UpdateCounts.current.primitivesResolved += 1
    if let graph = context.graph, graph.rowRecording != nil, !primitive.resolvesPurely { graph.rowsAreImpure() }
    primitive.resolve(into: &nodes, context: context)
}

/// Resolves `view` for a window's root (several views become an implicit `VStack`).
@MainActor
package func resolveRoot<V: View>(_ view: V, context: ResolveContext) -> any LayoutNode {
    resolveSingle(view, context: context)
}

/// A node that is nothing: zero size, draws nothing.
package final class EmptyNode: ViewNode {
    package override var placesPurely: Bool { true }
}
