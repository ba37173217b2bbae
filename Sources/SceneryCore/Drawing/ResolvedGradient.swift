/// A style that draws a gradient rather than one colour (the gradient styles and
/// `AnyGradient`). Its ``ShapeStyle/resolve(in:)`` colour stays what text and symbols use.
package protocol GradientShapeStyle: ShapeStyle {
    /// The gradient with its colours resolved in `environment`.
    func resolveGradient(in environment: EnvironmentValues) -> ResolvedGradient
}

/// The gradient `style` draws in `environment`, or nil when it draws one colour: a
/// gradient style's own, or the environment's foreground style's for `.foreground`.
package func resolvedGradient(of style: any ShapeStyle, in environment: EnvironmentValues) -> ResolvedGradient? {
    if let gradient = style as? any GradientShapeStyle { return gradient.resolveGradient(in: environment) }
    if style is ForegroundStyle, let outer = environment.foregroundStyle, !(outer is ForegroundStyle) {
        return resolvedGradient(of: outer, in: environment)
    }
    return nil
}

/// A gradient with fixed colours, its geometry relative to the rectangle it will fill.
package struct ResolvedGradient: Hashable, Sendable {
    /// A fixed colour at a location in 0...1.
    package struct Stop: Hashable, Sendable {
        package var color: Color
        package var location: Double
        package init(color: Color, location: Double) {
            self.color = color
            self.location = location
        }
    }

    /// Where the gradient's axis lies, in unit coordinates of the filled rectangle.
    package enum Geometry: Hashable, Sendable {
        /// Along the line from `start` to `end`; padded with the end colours beyond.
        case linear(start: UnitPoint, end: UnitPoint)
        /// Circles about `center` from `startRadius` to `endRadius` points.
        case radial(center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
        /// Ellipses about `center` whose radii are these fractions of the rectangle's
        /// width and height.
        case elliptical(center: UnitPoint, startRadiusFraction: CGFloat, endRadiusFraction: CGFloat)
        /// Clockwise (on screen) around `center` from `startAngle` to `endAngle` radians, 0
        /// pointing to the trailing side.
        case angular(center: UnitPoint, startAngle: Double, endAngle: Double)
    }

    /// The stops, sorted by location (an empty gradient draws nothing).
    package var stops: [Stop]
    package var geometry: Geometry

    package init(stops: [Stop], geometry: Geometry) {
        self.stops = stops
        self.geometry = geometry
    }

    /// The first stop's colour (clear when there is none).
    package var firstColor: Color { stops.first?.color ?? .clear }

    /// The gradient placed over `rect` (window coordinates).
    package func placed(in rect: CGRect) -> GradientPaint {
        func point(_ unit: UnitPoint) -> CGPoint {
            CGPoint(x: rect.minX + unit.x * rect.width, y: rect.minY + unit.y * rect.height)
        }
        let placed: GradientPaint.Geometry
        switch geometry {
        case let .linear(start, end):
            placed = .linear(start: point(start), end: point(end))
        case let .radial(center, startRadius, endRadius):
            placed = .radial(center: point(center), startRadius: Double(startRadius), endRadius: Double(endRadius), radiusScale: CGSize(width: 1, height: 1))
        case let .elliptical(center, startFraction, endFraction):
            // Radii in units of the width, the vertical axis scaled to the height.
            let width = max(Double(rect.width), 1e-6)
            placed = .radial(
                center: point(center), startRadius: Double(startFraction) * width, endRadius: Double(endFraction) * width,
                radiusScale: CGSize(width: 1, height: max(Double(rect.height), 1e-6) / width))
        case let .angular(center, startAngle, endAngle):
            placed = .angular(center: point(center), startAngle: startAngle, endAngle: endAngle)
        }
        return GradientPaint(stops: stops, geometry: placed)
    }
}

/// A gradient in window coordinates: what a gradient-painted display item draws.
package struct GradientPaint: Hashable, Sendable, CustomStringConvertible {
    package enum Geometry: Hashable, Sendable {
        /// Along the line from `start` to `end`.
        case linear(start: CGPoint, end: CGPoint)
        /// Circles (ellipses, with the vertical radius scaled by `radiusScale.height /
        /// radiusScale.width`) about `center`.
        case radial(center: CGPoint, startRadius: Double, endRadius: Double, radiusScale: CGSize)
        /// Clockwise around `center`, from `startAngle` to `endAngle` radians (equal angles:
        /// a whole turn from `startAngle`).
        case angular(center: CGPoint, startAngle: Double, endAngle: Double)
    }

    package var stops: [ResolvedGradient.Stop]
    package var geometry: Geometry

    package init(stops: [ResolvedGradient.Stop], geometry: Geometry) {
        self.stops = stops
        self.geometry = geometry
    }

    /// The colour at `location` (0...1): the stops' colours interpolated linearly.
    package func color(at location: Double) -> Color {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if location <= first.location { return first.color }
        if location >= last.location { return last.color }
        for (a, b) in zip(stops, stops.dropFirst()) where location <= b.location {
            let span = b.location - a.location
            let t = span > 0 ? (location - a.location) / span : 1
            func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
            return Color(
                red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
                blue: mix(a.color.blue, b.color.blue), opacity: mix(a.color.opacity, b.color.opacity))
        }
        return last.color
    }

    /// E.g. `linear (0, 0)→(0, 40) [rgba(…) 0, rgba(…) 1]`.
    package var description: String {
        let stopList = stops.map { "\($0.color) \(formatted($0.location))" }.joined(separator: ", ")
        switch geometry {
        case let .linear(start, end):
            return "linear \(start.layoutDescription)→\(end.layoutDescription) [\(stopList)]"
        case let .radial(center, startRadius, endRadius, scale):
            let aspect = scale.width == scale.height ? "" : " aspect \(formatted(Double(scale.height / scale.width)))"
            return "radial \(center.layoutDescription) \(formatted(startRadius))→\(formatted(endRadius))\(aspect) [\(stopList)]"
        case let .angular(center, startAngle, endAngle):
            return "angular \(center.layoutDescription) \(formatted(startAngle))→\(formatted(endAngle)) [\(stopList)]"
        }
    }
}
