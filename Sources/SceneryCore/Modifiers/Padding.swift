/// The padding SwiftUI applies when no length is given: 16 points on every edge on macOS
/// (see docs/layout.md).
package let defaultPadding: CGFloat = 16

extension View {
    /// Adds padding on the given edges: `length` points, or the default (16) when nil.
    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padding(EdgeInsets(edges, length ?? defaultPadding))
    }

    /// Adds `length` points of padding on every edge (negative values inset outwards).
    nonisolated public func padding(_ length: CGFloat) -> some View {
        padding(EdgeInsets(.all, length))
    }

    /// Adds the given insets.
    nonisolated public func padding(_ insets: EdgeInsets) -> some View {
        wrapNodes(pure: true) { node, _ in PaddingNode(insets: insets, child: node) }
    }
}
