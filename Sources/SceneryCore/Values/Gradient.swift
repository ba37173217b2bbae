/// A list of colours at locations along a gradient's axis, 0 at its start and 1 at its end.
///
/// The gradient styles (``LinearGradient``, ``RadialGradient``, ``EllipticalGradient``,
/// ``AngularGradient``) lay it out over the rectangle of what they fill.
public struct Gradient: Hashable, Sendable {
    /// One colour of a gradient and where it lies (0...1 along the gradient's axis).
    public struct Stop: Hashable, Sendable {
        /// The colour at this stop.
        public var color: Color
        /// Where the stop lies: 0 is the gradient's start, 1 its end.
        public var location: CGFloat

        /// Creates a stop of `color` at `location`.
        nonisolated public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The stops, in the order given.
    public var stops: [Stop]

    /// Creates a gradient from stops; stops out of order are drawn sorted by location.
    nonisolated public init(stops: [Stop]) { self.stops = stops }

    /// Creates a gradient of colours spaced evenly from 0 to 1 (one colour lies at 0).
    nonisolated public init(colors: [Color]) {
        let last = max(1, colors.count - 1)
        stops = colors.enumerated().map { Stop(color: $1, location: CGFloat(Double($0) / Double(last))) }
    }

    /// The stops with their colours resolved in `environment`, sorted by location and
    /// clamped to 0...1.
    func resolvedStops(in environment: EnvironmentValues) -> [ResolvedGradient.Stop] {
        stops.enumerated()
            .map { (index: $0, stop: ResolvedGradient.Stop(color: $1.color.resolve(in: environment), location: min(1, max(0, Double($1.location))))) }
            .sorted { ($0.stop.location, $0.index) < ($1.stop.location, $1.index) }
            .map(\.stop)
    }
}

/// A gradient in any form, as a style: drawn as a linear gradient from the top of the
/// filled rectangle to its bottom. ``Color/gradient`` makes one from a single colour.
public struct AnyGradient: Hashable, Sendable, ShapeStyle, GradientShapeStyle {
    enum Source: Hashable, Sendable {
        case gradient(Gradient)
        /// A colour's own gradient: a little lighter at the top, the colour at the bottom.
        case color(Color)
    }

    let source: Source

    /// Wraps a gradient.
    nonisolated public init(_ gradient: Gradient) { source = .gradient(gradient) }

    init(color: Color) { source = .color(color) }

    /// The gradient's first colour (what text and symbols drawn in this style use).
    nonisolated public func resolve(in environment: EnvironmentValues) -> Color {
        resolveGradient(unit: .linear(start: .top, end: .bottom), in: environment).firstColor
    }

    package func resolveGradient(in environment: EnvironmentValues) -> ResolvedGradient {
        resolveGradient(unit: .linear(start: .top, end: .bottom), in: environment)
    }

    /// The gradient's stops laid out along `geometry`.
    func resolveGradient(unit geometry: ResolvedGradient.Geometry, in environment: EnvironmentValues) -> ResolvedGradient {
        switch source {
        case .gradient(let gradient):
            return ResolvedGradient(stops: gradient.resolvedStops(in: environment), geometry: geometry)
        case .color(let color):
            let base = color.resolve(in: environment)
            let lighter = Color(
                red: base.red + (1 - base.red) * 0.2, green: base.green + (1 - base.green) * 0.2,
                blue: base.blue + (1 - base.blue) * 0.2, opacity: base.opacity)
            return ResolvedGradient(stops: [.init(color: lighter, location: 0), .init(color: base, location: 1)], geometry: geometry)
        }
    }
}

extension Color {
    /// A gradient made from this colour: a little lighter at the top, this colour at the
    /// bottom.
    nonisolated public var gradient: AnyGradient { AnyGradient(color: self) }
}
