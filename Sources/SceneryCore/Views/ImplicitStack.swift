/// Resolves `view` into one node: several nodes become an implicit `VStack` (as a window,
/// a `ScrollView` or a `GeometryReader` treats a flat list of children) and none an empty
/// node.
///
/// The view is resolved once (its bodies run once), already in the implicit stack's
/// context; a single resulting node is used as it is. (The one visible consequence: a
/// lone `Spacer` or `Divider` as the whole content orients along the implicit stack.)
///
/// Modifiers on the whole content apply to the implicit stack, not to each element: the
/// stack is built before them, so `Group { A; B }.border(.blue)` as a window's root draws
/// one border around both (R5), where inside an `HStack` it draws one per element (R4).
@MainActor
package func resolveSingle<V: View>(_ view: V, context: ResolveContext, implicitStack axis: Axis = .vertical) -> ViewNode {
    var nodes: [ViewNode] = []
    let stacked = context.inStack(axis)
    if let modified = view as? any ImplicitlyStackable {
        modified.resolveStacked(into: &nodes, context: stacked, axis: axis)
    } else {
        resolve(view, into: &nodes, context: stacked)
    }
    return implicitStack(nodes, axis: axis)
}

/// `nodes` as one node: itself, an implicit stack along `axis`, or an empty node.
@MainActor
private func implicitStack(_ nodes: [ViewNode], axis: Axis) -> ViewNode {
    if nodes.count == 1 { return nodes[0] }
    if nodes.isEmpty { return EmptyNode() }
    let layout: AnyLayout = axis == .vertical ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
    return LayoutContainerNode(layout: layout, children: nodes)
}

/// A modified view whose content is stacked before its modifiers apply (R5).
@MainActor
protocol ImplicitlyStackable {
    /// Resolves the view with its innermost content's nodes in one implicit stack.
    func resolveStacked(into nodes: inout [ViewNode], context: ResolveContext, axis: Axis)
}

extension ModifiedContent: ImplicitlyStackable where Content: View, Modifier: ViewModifier {
    func resolveStacked(into nodes: inout [ViewNode], context: ResolveContext, axis: Axis) {
        let stacked = ModifiedContent<_ImplicitStack<Content>, Modifier>(
            content: _ImplicitStack(content: content, axis: axis), modifier: modifier)
        SceneryCore.resolve(stacked, into: &nodes, context: context)
    }
}

/// Content whose nodes, when there are several, form one implicit stack.
struct _ImplicitStack<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let axis: Axis

    func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        var inner: [ViewNode] = []
        if let modified = content as? any ImplicitlyStackable {
            modified.resolveStacked(into: &inner, context: context, axis: axis)
        } else {
            SceneryCore.resolve(content, into: &inner, context: context)
        }
        if !inner.isEmpty { nodes.append(implicitStack(inner, axis: axis)) }
    }
}
