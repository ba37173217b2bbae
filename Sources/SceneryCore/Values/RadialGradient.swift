/// A gradient of circles about `center` (a unit point of the filled rectangle), from
/// `startRadius` to `endRadius` points; beyond them the end colours continue. As a view,
/// it fills its frame like a colour.
nonisolated public struct RadialGradient: ShapeStyle, GradientShapeStyle, View, PrimitiveView, Hashable {
    let gradient: AnyGradient
    let center: UnitPoint
    let startRadius: CGFloat
    let endRadius: CGFloat

    /// Creates a radial gradient of `gradient` about `center`.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(any: AnyGradient(gradient), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// Creates a radial gradient of evenly spaced colours about `center`.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// Creates a radial gradient of stops about `center`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    init(any gradient: AnyGradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    /// The first stop's colour: what text and symbols drawn in this style use.
    public func resolve(in environment: EnvironmentValues) -> Color { resolveGradient(in: environment).firstColor }

    package func resolveGradient(in environment: EnvironmentValues) -> ResolvedGradient {
        gradient.resolveGradient(unit: .radial(center: center, startRadius: startRadius, endRadius: endRadius), in: environment)
    }

    @MainActor package func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        nodes.append(GradientFillView.node(self, context: context))
    }
}

/// A gradient of ellipses about `center` that fit the filled rectangle's proportions:
/// the radii are fractions of its width and height (0.5 reaches its edges from the
/// middle). As a view, it fills its frame like a colour.
nonisolated public struct EllipticalGradient: ShapeStyle, GradientShapeStyle, View, PrimitiveView, Hashable {
    let gradient: AnyGradient
    let center: UnitPoint
    let startRadiusFraction: CGFloat
    let endRadiusFraction: CGFloat

    /// Creates an elliptical gradient of `gradient` about `center`.
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(any: AnyGradient(gradient), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// Creates an elliptical gradient of evenly spaced colours about `center`.
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// Creates an elliptical gradient of stops about `center`.
    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    init(any gradient: AnyGradient, center: UnitPoint, startRadiusFraction: CGFloat, endRadiusFraction: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    /// The first stop's colour: what text and symbols drawn in this style use.
    public func resolve(in environment: EnvironmentValues) -> Color { resolveGradient(in: environment).firstColor }

    package func resolveGradient(in environment: EnvironmentValues) -> ResolvedGradient {
        gradient.resolveGradient(
            unit: .elliptical(center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction), in: environment)
    }

    @MainActor package func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        nodes.append(GradientFillView.node(self, context: context))
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient of `gradient` about `center`.
    nonisolated public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient of evenly spaced colours about `center`.
    nonisolated public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient of stops about `center`.
    nonisolated public static func radialGradient(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient of `gradient` (for instance a colour's ``Color/gradient``) about
    /// `center`.
    nonisolated public static func radialGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startRadius: CGFloat = 0, endRadius: CGFloat) -> some ShapeStyle {
        RadialGradient(any: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// An elliptical gradient of `gradient` about `center`.
    nonisolated public static func ellipticalGradient(
        _ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// An elliptical gradient of evenly spaced colours about `center`.
    nonisolated public static func ellipticalGradient(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// An elliptical gradient of stops about `center`.
    nonisolated public static func ellipticalGradient(
        stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(stops: stops, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}
