/// A gradient swept around `center` (a unit point of the filled rectangle) from
/// `startAngle` to `endAngle`, clockwise on screen with zero pointing to the trailing
/// side; outside the sweep the end colours continue, meeting halfway. Equal angles (the
/// `angle:` forms) sweep a whole turn. As a view, it fills its frame like a colour.
nonisolated public struct AngularGradient: ShapeStyle, GradientShapeStyle, View, PrimitiveView, Hashable {
    let gradient: AnyGradient
    let center: UnitPoint
    let startAngle: Angle
    let endAngle: Angle

    /// Creates an angular gradient of `gradient` from `startAngle` to `endAngle`.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(any: AnyGradient(gradient), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// Creates an angular gradient of evenly spaced colours from `startAngle` to `endAngle`.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// Creates an angular gradient of stops from `startAngle` to `endAngle`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// Creates a conic gradient: a whole turn of `gradient` starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle)
    }

    /// Creates a conic gradient of evenly spaced colours starting at `angle`.
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    /// Creates a conic gradient of stops starting at `angle`.
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }

    init(any gradient: AnyGradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }

    /// The first stop's colour: what text and symbols drawn in this style use.
    public func resolve(in environment: EnvironmentValues) -> Color { resolveGradient(in: environment).firstColor }

    package func resolveGradient(in environment: EnvironmentValues) -> ResolvedGradient {
        gradient.resolveGradient(unit: .angular(center: center, startAngle: startAngle.radians, endAngle: endAngle.radians), in: environment)
    }

    @MainActor package func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        nodes.append(GradientFillView.node(self, context: context))
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// An angular gradient of `gradient` from `startAngle` to `endAngle` about `center`.
    nonisolated public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// An angular gradient of evenly spaced colours from `startAngle` to `endAngle`.
    nonisolated public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// An angular gradient of stops from `startAngle` to `endAngle`.
    nonisolated public static func angularGradient(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A conic gradient: a whole turn of `gradient` about `center` starting at `angle`.
    nonisolated public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }

    /// A conic gradient of evenly spaced colours starting at `angle`.
    nonisolated public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }

    /// A conic gradient of stops starting at `angle`.
    nonisolated public static func conicGradient(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(stops: stops, center: center, angle: angle)
    }
}
