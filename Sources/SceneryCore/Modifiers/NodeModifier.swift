/// A modifier Scenery implements by wrapping each node of its content in a layout node
/// (a view list gets the modifier on each element, as the book describes).
nonisolated public struct _NodeModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let wrap: @MainActor (ViewNode, ResolveContext) -> ViewNode
    /// Animates with the transaction of the leaf view below it (`frame`, `offset`), not the
    /// one where it is written (Animation/LeafTransaction.swift).
    var isLeafApplied = false
    /// Whether `wrap` only builds a layout node (``PrimitiveModifier/resolvesPurely``).
    var isPure = false
    package var resolvesPurely: Bool { isPure }

    package init(_ wrap: @escaping @MainActor (ViewNode, ResolveContext) -> ViewNode) { self.wrap = wrap }

    @MainActor package func resolve(
        content: (inout [ViewNode], ResolveContext) -> Void,
        into nodes: inout [ViewNode], context: ResolveContext
    ) {
        var inner: [ViewNode] = []
        let wrapContext = isLeafApplied ? context.leafTransactionContext { content(&inner, context) } : nil
        if wrapContext == nil { content(&inner, context) }
        for node in inner { nodes.append(wrap(node, wrapContext ?? context)) }
    }
}

/// A modifier that only changes a node's traits or identifier (no layout node of its own).
nonisolated public struct _TraitModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let apply: @MainActor (ViewNode) -> Void

    package init(_ apply: @escaping @MainActor (ViewNode) -> Void) { self.apply = apply }

    @MainActor package func resolve(
        content: (inout [ViewNode], ResolveContext) -> Void,
        into nodes: inout [ViewNode], context: ResolveContext
    ) {
        var inner: [ViewNode] = []
        content(&inner, context)
        for node in inner { apply(node) }
        nodes += inner
    }
}

extension View {
    /// Wraps each of this view's nodes with `wrap`. `pure`: `wrap` only builds a layout
    /// node (``PrimitiveModifier/resolvesPurely``).
    nonisolated package func wrapNodes(
        pure: Bool = false, _ wrap: @escaping @MainActor (ViewNode, ResolveContext) -> ViewNode
    ) -> ModifiedContent<Self, _NodeModifier> {
        var modifier = _NodeModifier(wrap)
        modifier.isPure = pure
        return self.modifier(modifier)
    }

    /// Wraps each of this view's nodes with `wrap`, animating with the leaf's transaction.
    nonisolated package func wrapNodesAtLeaf(
        pure: Bool = false, _ wrap: @escaping @MainActor (ViewNode, ResolveContext) -> ViewNode
    ) -> ModifiedContent<Self, _NodeModifier> {
        var modifier = _NodeModifier(wrap)
        modifier.isLeafApplied = true
        modifier.isPure = pure
        return self.modifier(modifier)
    }
}
