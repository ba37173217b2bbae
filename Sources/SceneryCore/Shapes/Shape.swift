/// A 2-D shape: an outline in a rectangle, drawn as a view.
///
/// A shape accepts any proposal by default (an unspecified dimension becomes 10), fills
/// it with the foreground style, and can be filled or stroked with any `ShapeStyle`.
/// Implement ``sizeThatFits(_:)`` to give a shape its own sizing (book: the 2:3 bookmark).
public protocol Shape: Sendable, View, Animatable {
    /// The shape's outline in `rect` (the rectangle the shape chose in layout). Nonisolated,
    /// as in SwiftUI: shapes are `Sendable` values whose outline can be made anywhere.
    nonisolated func path(in rect: CGRect) -> Path
    /// The size the shape chooses for a proposal; by default the proposal with
    /// unspecified dimensions replaced by 10.
    nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    /// Accepts the proposal (nil dimensions become 10).
    nonisolated public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// A shape is drawn filled with the foreground style.
    public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle(), paint: .fill(eoFill: false)) }

    /// The shape filled with `content` (the foreground style by default).
    nonisolated public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, paint: .fill(eoFill: style.isEOFilled))
    }

    /// The shape's outline stroked with `content`, centred on the outline.
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self, S> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The shape's outline stroked with `content` in `style`.
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, paint: .stroke(style))
    }

    /// The shape's outline stroked with the foreground style.
    nonisolated public func stroke(lineWidth: CGFloat = 1) -> _ShapeView<Self, ForegroundStyle> {
        stroke(ForegroundStyle(), lineWidth: lineWidth)
    }

    /// The shape's outline stroked with the foreground style in `style`.
    nonisolated public func stroke(style: StrokeStyle) -> _ShapeView<Self, ForegroundStyle> {
        stroke(ForegroundStyle(), style: style)
    }
}

/// A shape that can be inset, so a stroke can lie entirely inside its frame.
public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape
    /// The shape inset by `amount` on every side.
    nonisolated func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
    /// The outline stroked with `content` inside the shape's frame (inset by half the width).
    nonisolated public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1) -> _ShapeView<InsetShape, S> {
        inset(by: lineWidth / 2).stroke(content, lineWidth: lineWidth)
    }

    /// The outline stroked with `content` in `style`, inside the shape's frame.
    nonisolated public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle) -> _ShapeView<InsetShape, S> {
        inset(by: style.lineWidth / 2).stroke(content, style: style)
    }
}

/// A shape drawn with a style: filled or stroked.
nonisolated public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View, PrimitiveView {
    /// The shape.
    public var shape: Content
    /// The style it is drawn in.
    public var style: Style
    let paint: ShapePaint

    init(shape: Content, style: Style, paint: ShapePaint) {
        self.shape = shape
        self.style = style
        self.paint = paint
    }

    @MainActor package func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        let animated = context.animatedValue(shape)
        let shape: any Shape = (animated as? ContainerRelativeShape)?.resolved(in: context.environment) ?? animated
        let environment = context.environment
        nodes.append(ShapeNode(
            shape: shape, paint: paint, color: context.animated(style.resolve(in: environment)),
            gradient: resolvedGradient(of: style, in: environment)))
    }
}

/// A shape's layout (the shape's `sizeThatFits`) and drawing (its path in the frame, in
/// a colour or a gradient laid over the frame).
package final class ShapeNode: ViewNode {
    package override var placesPurely: Bool { true }

    let shape: any Shape
    let paint: ShapePaint
    let color: Color
    let gradient: ResolvedGradient?

    package init(shape: any Shape, paint: ShapePaint, color: Color, gradient: ResolvedGradient? = nil) {
        self.shape = shape
        self.paint = paint
        self.color = color
        self.gradient = gradient
    }

    package override func computeSize(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

    /// A shape sets no guide.
    override var positionalGuidesAreDefault: Bool { true }

    package override func draw(into list: inout DisplayList) {
        if let gradient {
            list.append(.gradientShape(shape.path(in: frame), paint: paint, gradient: gradient.placed(in: frame), frame: frame))
        } else {
            list.append(.shape(shape.path(in: frame), paint: paint, color: color, frame: frame))
        }
    }
}
