/// An image: a symbol (`Image(systemName:)`) or a named image.
///
/// By default an image is its intrinsic size whatever it is proposed. `.resizable()`
/// makes it accept any proposal (an unspecified dimension takes the intrinsic value), so
/// it stretches unless combined with `aspectRatio`/`scaledToFit`.
nonisolated public struct Image: View, PrimitiveView, Sendable {
    enum Source: Hashable, Sendable {
        case system(String)
        case named(String)
    }

    let source: Source
    var isResizable = false
    /// `symbolRenderingMode(_:)` on the image itself (it wins over the environment's).
    var renderingMode: SymbolRenderingMode?

    /// Creates a symbol image (SF Symbols names; see docs/symbols.md for the mapping).
    nonisolated public init(systemName: String) { source = .system(systemName) }

    /// Creates an image from the app's images by name: a PNG file found as described in
    /// docs/images.md (an absolute path names the file itself). A missing image is 0×0,
    /// and the renderer says which directories it searched.
    nonisolated public init(_ name: String) { source = .named(name) }

    /// The image, resizable to any proposal. `capInsets` and `resizingMode` are accepted
    /// for source compatibility; the image is always stretched whole.
    nonisolated public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.isResizable = true
        return copy
    }

    /// How a resizable image fills its frame.
    public enum ResizingMode: Hashable, Sendable {
        /// Repeat the image.
        case tile
        /// Stretch the image.
        case stretch
    }

    @MainActor package func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        let environment = context.environment
        switch source {
        case .system(let name):
            // A symbol is sized by the font and sits on the text baseline: its middle at
            // the middle of the font's capitals (cap height about 0.7 of the size).
            let fontSize = environment.resolvedFont.size
            let side = (fontSize * environment.imageScale.factor * 1.25).rounded()
            let drawn = SymbolNames.resolve(name, variants: environment.symbolVariants)
            let multicolor = (renderingMode ?? environment.symbolRenderingMode) == .multicolor
            let node = ImageNode(
                draw: .symbol(drawn, color: environment.resolvedForeground, multicolor: multicolor),
                intrinsic: CGSize(width: side, height: side), resizable: isResizable)
            node.symbolBaseline = (side / 2 + fontSize * 0.35).rounded()
            nodes.append(node)
        case .named(let name):
            nodes.append(ImageNode(draw: .named(name), intrinsic: context.imageSize(name) ?? .zero, resizable: isResizable))
        }
    }
}

/// An image's layout: its intrinsic size, or the proposal when resizable.
package final class ImageNode: ViewNode {
    enum Drawing {
        case symbol(String, color: Color, multicolor: Bool)
        case named(String)
    }

    let drawing: Drawing
    let intrinsic: CGSize
    let resizable: Bool
    /// A symbol's text baseline from its top at its intrinsic size (scaled with the image
    /// when resizable); nil for other images, whose baseline is their bottom.
    var symbolBaseline: CGFloat?

    init(draw drawing: Drawing, intrinsic: CGSize, resizable: Bool) {
        self.drawing = drawing
        self.intrinsic = intrinsic
        self.resizable = resizable
    }

    package override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        guard resizable else { return intrinsic }
        return proposal.replacingUnspecifiedDimensions(by: intrinsic)
    }

    package override func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize) -> CGFloat? {
        guard let symbolBaseline, key == VerticalAlignment.firstTextBaseline.key || key == VerticalAlignment.lastTextBaseline.key
        else { return nil }
        let height = sizeThatFits(proposal).height
        return intrinsic.height > 0 ? symbolBaseline * height / intrinsic.height : symbolBaseline
    }

    package override func draw(into list: inout DisplayList) {
        switch drawing {
        case .symbol(let name, let color, let multicolor): list.append(.symbol(name, color: color, frame: frame, multicolor: multicolor))
        case .named(let name): list.append(.image(name, frame: frame))
        }
    }
}

extension Image: Equatable {
    /// Images are equal when they show the same symbol or file the same way.
    public nonisolated static func == (lhs: Image, rhs: Image) -> Bool {
        lhs.source == rhs.source && lhs.isResizable == rhs.isResizable
    }
}
