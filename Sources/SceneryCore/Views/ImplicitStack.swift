/// How a place that takes one view arranges several: a window's root and a `ScrollView`'s
/// content stack them vertically (`VStack`); a `GeometryReader` puts each at its top-leading
/// corner (`ZStack(alignment: .topLeading)`), as SwiftUI's does.
package enum ImplicitLayout: Sendable {
    case stack(Axis)
    case topLeadingOverlay

    /// The stack axis `Spacer`s and `Divider`s in the content orient by.
    var stackAxis: Axis? {
        if case .stack(let axis) = self { return axis }
        return nil
    }
}

/// Resolves `view` into one node: several nodes become an implicit container (a `VStack`
/// as a window or a `ScrollView` treats a flat list of children, a top-leading `ZStack` as
/// a `GeometryReader` does) and none an empty node.
///
/// The view is resolved once (its bodies run once), already in the implicit container's
/// context; a single resulting node is used as it is. (The one visible consequence: a
/// lone `Spacer` or `Divider` as the whole content orients along the implicit stack.)
///
/// Modifiers on the whole content apply to the implicit container, not to each element:
/// it is built before them, so `Group { A; B }.border(.blue)` as a window's root draws one
/// border around both (R5), where inside an `HStack` it draws one per element (R4).
@MainActor
package func resolveSingle<V: View>(_ view: V, context: ResolveContext, implicitLayout: ImplicitLayout = .stack(.vertical)) -> ViewNode {
    var nodes: [ViewNode] = []
    let stacked = context.inStack(implicitLayout.stackAxis)
    if let modified = view as? any ImplicitlyStackable {
        modified.resolveStacked(into: &nodes, context: stacked, layout: implicitLayout)
    } else {
        resolve(view, into: &nodes, context: stacked)
    }
    return implicitContainer(nodes, layout: implicitLayout)
}

/// `nodes` as one node: itself, an implicit container laid out as `layout` says, or an
/// empty node.
@MainActor
private func implicitContainer(_ nodes: [ViewNode], layout: ImplicitLayout) -> ViewNode {
    if nodes.count == 1 { return nodes[0] }
    if nodes.isEmpty { return EmptyNode() }
    let container: AnyLayout = switch layout {
    case .stack(.vertical): AnyLayout(VStackLayout())
    case .stack(.horizontal): AnyLayout(HStackLayout())
    case .topLeadingOverlay: AnyLayout(ZStackLayout(alignment: .topLeading))
    }
    return LayoutContainerNode(layout: container, children: nodes)
}

/// A modified view whose content is stacked before its modifiers apply (R5).
@MainActor
protocol ImplicitlyStackable {
    /// Resolves the view with its innermost content's nodes in one implicit container.
    func resolveStacked(into nodes: inout [ViewNode], context: ResolveContext, layout: ImplicitLayout)
}

extension ModifiedContent: ImplicitlyStackable where Content: View, Modifier: ViewModifier {
    func resolveStacked(into nodes: inout [ViewNode], context: ResolveContext, layout: ImplicitLayout) {
        let stacked = ModifiedContent<_ImplicitStack<Content>, Modifier>(
            content: _ImplicitStack(content: content, layout: layout), modifier: modifier)
        SceneryCore.resolve(stacked, into: &nodes, context: context)
    }
}

/// Content whose nodes, when there are several, form one implicit container.
nonisolated struct _ImplicitStack<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let layout: ImplicitLayout

    @MainActor func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        var inner: [ViewNode] = []
        if let modified = content as? any ImplicitlyStackable {
            modified.resolveStacked(into: &inner, context: context, layout: layout)
        } else {
            SceneryCore.resolve(content, into: &inner, context: context)
        }
        if !inner.isEmpty { nodes.append(implicitContainer(inner, layout: layout)) }
    }
}
