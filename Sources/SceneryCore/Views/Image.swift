/// An image. `Image(systemName:)` shows a symbol: an icon from the installed freedesktop
/// icon theme where one matches, otherwise a drawn shape (see docs/symbols.md).
public struct Image: View, PrimitiveView {
    let systemName: String

    /// Creates a symbol image (SF Symbols names; see docs/symbols.md for the mapping).
    public init(systemName: String) { self.systemName = systemName }

    package func resolve(into nodes: inout [any LayoutNode], context: ResolveContext) {
        let environment = context.environment
        let side = (environment.resolvedFont.size * environment.imageScale.factor * 1.25).rounded()
        nodes.append(SymbolNode(name: systemName, side: side, color: environment.resolvedForeground))
    }
}

/// A symbol image: a fixed square sized from the font and image scale.
package final class SymbolNode: LayoutNode {
    let name: String
    let side: Double
    let color: Color
    package private(set) var frame = Rect(x: 0, y: 0, width: 0, height: 0)

    package init(name: String, side: Double, color: Color) {
        self.name = name
        self.side = side
        self.color = color
    }

    package func sizeThatFits(_ proposal: ProposedSize) -> Size { Size(width: side, height: side) }
    package func place(in frame: Rect) { self.frame = frame }
    package func draw(into list: inout DisplayList) {
        list.append(.symbol(name, color: color, frame: frame))
    }
}
