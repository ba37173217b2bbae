/// A gradient along the line from `startPoint` to `endPoint`, unit points of the
/// rectangle it fills (`.top` to `.bottom` runs down the filled shape's frame); beyond
/// the ends, the end colours continue. As a view, it fills its frame like a colour.
nonisolated public struct LinearGradient: ShapeStyle, GradientShapeStyle, View, PrimitiveView, Hashable {
    let gradient: AnyGradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint

    /// Creates a linear gradient of `gradient` from `startPoint` to `endPoint`.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(any: AnyGradient(gradient), startPoint: startPoint, endPoint: endPoint)
    }

    /// Creates a linear gradient of colours spaced evenly from `startPoint` to `endPoint`.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// Creates a linear gradient of stops from `startPoint` to `endPoint`.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    init(any gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// The first stop's colour: what text and symbols drawn in this style use.
    public func resolve(in environment: EnvironmentValues) -> Color { resolveGradient(in: environment).firstColor }

    package func resolveGradient(in environment: EnvironmentValues) -> ResolvedGradient {
        gradient.resolveGradient(unit: .linear(start: startPoint, end: endPoint), in: environment)
    }

    @MainActor package func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        nodes.append(GradientFillView.node(self, context: context))
    }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient of `gradient` from `startPoint` to `endPoint`.
    nonisolated public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient of evenly spaced colours from `startPoint` to `endPoint`.
    nonisolated public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient of stops from `startPoint` to `endPoint`.
    nonisolated public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient of `gradient` (for instance a colour's ``Color/gradient``) from
    /// `startPoint` to `endPoint`.
    nonisolated public static func linearGradient(_ gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint) -> some ShapeStyle {
        LinearGradient(any: gradient, startPoint: startPoint, endPoint: endPoint)
    }
}

/// A gradient style as a view: a rectangle filling its frame (any proposal accepted, nil
/// dimensions become 10), like a colour.
enum GradientFillView {
    @MainActor static func node(_ style: some GradientShapeStyle, context: ResolveContext) -> ViewNode {
        let environment = context.environment
        return ShapeNode(
            shape: Rectangle(), paint: .fill(eoFill: false), color: context.animated(style.resolve(in: environment)),
            gradient: style.resolveGradient(in: environment))
    }
}
