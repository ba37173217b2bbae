/// The padding SwiftUI applies when no length is given: 16 points on every edge on macOS
/// (see docs/layout.md).
package let defaultPadding: Double = 16

/// Insets a view by a length on some edges.
public struct _PaddingLayout: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let edges: Edge.Set
    let length: Double?

    package func resolve(
        content: (inout [any LayoutNode], ResolveContext) -> Void,
        into nodes: inout [any LayoutNode], context: ResolveContext
    ) {
        var inner: [any LayoutNode] = []
        content(&inner, context)
        let amount = length ?? defaultPadding
        let insets = Insets(
            top: edges.contains(.top) ? amount : 0,
            leading: edges.contains(.leading) ? amount : 0,
            bottom: edges.contains(.bottom) ? amount : 0,
            trailing: edges.contains(.trailing) ? amount : 0)
        for child in inner { nodes.append(PaddingNode(insets: insets, child: child)) }
    }
}

extension View {
    /// Adds the default padding (16 points) on the given edges.
    public func padding(_ edges: Edge.Set = .all, _ length: Double? = nil) -> ModifiedContent<Self, _PaddingLayout> {
        modifier(_PaddingLayout(edges: edges, length: length))
    }

    /// Adds `length` points of padding on every edge.
    public func padding(_ length: Double) -> ModifiedContent<Self, _PaddingLayout> {
        modifier(_PaddingLayout(edges: .all, length: length))
    }
}
