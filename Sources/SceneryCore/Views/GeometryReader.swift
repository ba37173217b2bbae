/// A coordinate space a geometry proxy can measure frames in.
public enum CoordinateSpace: Hashable {
    /// The window's.
    case global
    /// The view's own (its origin is (0, 0)).
    case local
    /// The space of an ancestor marked `.coordinateSpace(name:)`.
    case named(AnyHashable)
}

/// Access to the size and position of a `GeometryReader`.
public struct GeometryProxy {
    /// The reader's size.
    public let size: CGSize
    /// The reader's frame as laid out (window coordinates, before scale and rotation
    /// effects) and the effects between it and the window.
    let layoutFrame: CGRect
    let transform: PlacementTransform
    /// The named spaces around the reader: the origin of each as laid out, and the effects
    /// between it and the window.
    let namedSpaces: [(name: AnyHashable, origin: CGPoint, transform: PlacementTransform)]

    /// The safe-area insets (none on X11).
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The reader's frame in a coordinate space: scale and rotation effects between the
    /// reader and the space apply (a rotated frame is the smallest rectangle around it);
    /// `.local` is the reader's own size at (0, 0).
    nonisolated public func frame(in space: CoordinateSpace) -> CGRect {
        switch space {
        case .global:
            return transform.apply(layoutFrame)
        case .local:
            return CGRect(origin: .zero, size: size)
        case .named(let name):
            guard let named = namedSpaces.last(where: { $0.name == name }) else { return frame(in: .global) }
            return named.transform.inverted.concatenating(transform).apply(layoutFrame)
                .offsetBy(dx: -named.origin.x, dy: -named.origin.y)
        }
    }
}

/// A container that takes all the space it is proposed (nil dimensions become 10), builds
/// its content from its size, and puts the content at its top-leading corner. Several views
/// in the content are each proposed the reader's size and each put at that corner, on top
/// of one another (as in a `ZStack(alignment: .topLeading)`), not stacked: SwiftUI's rule.
nonisolated public struct GeometryReader<Content: View>: View, PrimitiveView {
    /// Builds the content from the proxy.
    public var content: (GeometryProxy) -> Content

    /// Creates a geometry reader.
    nonisolated public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

    @MainActor package func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        let content = self.content
        // The content is built when the reader is placed, under a path of its own: the
        // custom views it built last time keep their state until then.
        let context = context.child(.explicit(ContainerMarker(name: "geometry")))
        context.graph?.keepBuiltDuringLayout(under: context.path, parent: context.parentNode)
        nodes.append(GeometryReaderNode(context: context) { proxy, context in
            resolveSingle(content(proxy), context: context, implicitLayout: .topLeadingOverlay)
        })
    }
}

/// A geometry reader's node: its content is resolved when it is placed.
package final class GeometryReaderNode: ViewNode {
    let context: ResolveContext
    let build: @MainActor (GeometryProxy, ResolveContext) -> ViewNode
    private var content: ViewNode?
    private var contentSize: CGSize?

    init(context: ResolveContext, build: @escaping @MainActor (GeometryProxy, ResolveContext) -> ViewNode) {
        self.context = context
        self.build = build
    }

    package override func computeSize(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    package override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        let proxy = GeometryProxy(
            size: bounds.size, layoutFrame: bounds, transform: PlacementTransform.current,
            namedSpaces: context.coordinateSpaces.compactMap { space in
                space.node.map { (space.name, $0.frame.origin, ($0 as? CoordinateSpaceNode)?.transform ?? .identity) }
            })
        let node = build(proxy, context)
        content = node
        node.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
    }

    package override var children: [ViewNode] { content.map { [$0] } ?? [] }
}

extension View {
    /// Names this view's coordinate space for `GeometryProxy.frame(in: .named(name))`.
    nonisolated public func coordinateSpace<T: Hashable>(name: T) -> some View {
        let name = AnyHashable(name)
        return modifier(_CoordinateSpaceModifier(name: name))
    }
}

/// Marks a named coordinate space: the views inside can measure frames relative to it.
nonisolated public struct _CoordinateSpaceModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let name: AnyHashable

    @MainActor package func resolve(
        content: (inout [ViewNode], ResolveContext) -> Void,
        into nodes: inout [ViewNode], context: ResolveContext
    ) {
        // The space's node is not known until the content is resolved; a holder stands in.
        let holder = CoordinateSpaceNode()
        var inner = context
        inner.coordinateSpaces.append(NamedCoordinateSpace(name: name, node: holder))
        var children: [ViewNode] = []
        content(&children, inner)
        holder.attach(children.count == 1 ? children[0] : LayoutContainerNode(layout: VStackLayout(), children: children))
        nodes.append(holder)
    }
}

/// A layout-neutral node whose frame is a named coordinate space's.
package final class CoordinateSpaceNode: ViewNode {
    private var content: ViewNode = EmptyNode()
    /// The scale and rotation effects between the space and the window at its placement.
    private(set) var transform = PlacementTransform.identity

    func attach(_ node: ViewNode) {
        content = node
        traits = node.traits
        identifier = node.identifier
    }

    package override func computeSize(_ proposal: ProposedViewSize) -> CGSize { content.sizeThatFits(proposal) }
    package override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        transform = PlacementTransform.current
        content.place(at: bounds.origin, proposal: proposal)
    }
    package override func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize) -> CGFloat? {
        content.explicitAlignment(key, proposal: proposal)
    }
    package override var children: [ViewNode] { [content] }
}
