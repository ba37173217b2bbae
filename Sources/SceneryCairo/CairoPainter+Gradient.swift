import CSceneryGraphics
import SceneryCore

extension CairoPainter {
    /// A Cairo pattern drawing `gradient` (window coordinates) over `extent`, where the
    /// item can paint; the caller destroys it. Linear and radial gradients are Cairo's own
    /// (padded with the end colours); an elliptical one is a radial one with its vertical
    /// axis scaled; an angular one is a fan of thin mesh patches around its centre.
    func makePattern(_ gradient: GradientPaint, covering extent: CGRect) -> OpaquePointer? {
        let pattern: OpaquePointer?
        switch gradient.geometry {
        case let .linear(start, end):
            pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
        case let .radial(center, startRadius, endRadius, radiusScale):
            let aspect = Double(radiusScale.height / radiusScale.width)
            guard aspect.isFinite, aspect > 0 else { return nil }
            // In pattern space the ellipses are circles: y is divided by the aspect about
            // the centre.
            pattern = cairo_pattern_create_radial(center.x, center.y, max(0, startRadius), center.x, center.y, max(0, endRadius))
            if aspect != 1 {
                var matrix = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1 / aspect, x0: 0, y0: Double(center.y) - Double(center.y) / aspect)
                cairo_pattern_set_matrix(pattern, &matrix)
            }
        case let .angular(center, startAngle, endAngle):
            return makeAngularPattern(gradient, center: center, startAngle: startAngle, endAngle: endAngle, covering: extent)
        }
        for stop in Self.interpolationStops(gradient.stops) {
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, stop.color.red, stop.color.green, stop.color.blue, stop.color.opacity)
        }
        return pattern
    }

    /// The stops to give Cairo, which interpolates colours and opacity separately: a
    /// transparent stop takes its neighbours' colour (two stops when they differ), so
    /// fading to `.clear` fades the colour out rather than through black, as mixing
    /// premultiplied colours does.
    static func interpolationStops(_ stops: [ResolvedGradient.Stop]) -> [ResolvedGradient.Stop] {
        var result: [ResolvedGradient.Stop] = []
        for (index, stop) in stops.enumerated() {
            guard stop.color.opacity == 0 else {
                result.append(stop)
                continue
            }
            let before = stops[..<index].last { $0.color.opacity > 0 }?.color
            let after = stops[(index + 1)...].first { $0.color.opacity > 0 }?.color
            switch (before, after) {
            case let (before?, after?) where before != after:
                result.append(.init(color: before.opacity(0), location: stop.location))
                result.append(.init(color: after.opacity(0), location: stop.location))
            case let (neighbour?, _), let (nil, neighbour?):
                result.append(.init(color: neighbour.opacity(0), location: stop.location))
            case (nil, nil):
                result.append(stop)
            }
        }
        return result
    }

    /// A conic gradient as mesh patches: thin sectors from `center`, each with the
    /// gradient's colours at its two edges; outside the sweep (less than a whole turn), the
    /// end colours continue and meet halfway round.
    private func makeAngularPattern(
        _ gradient: GradientPaint, center: CGPoint, startAngle: Double, endAngle: Double, covering extent: CGRect
    ) -> OpaquePointer? {
        guard gradient.stops.count > 0 else { return nil }
        let stops = Self.interpolationStops(gradient.stops)
        let paint = GradientPaint(stops: stops, geometry: gradient.geometry)
        var sweep = endAngle - startAngle
        if abs(sweep) < 1e-9 || abs(sweep) >= 2 * Double.pi { sweep = sweep < 0 ? -2 * Double.pi : 2 * Double.pi }
        let direction: Double = sweep < 0 ? -1 : 1
        let step = 2 * Double.pi / 180
        let dx = max(abs(Double(extent.minX - center.x)), abs(Double(extent.maxX - center.x)))
        let dy = max(abs(Double(extent.minY - center.y)), abs(Double(extent.maxY - center.y)))
        let farthest: Double = (dx * dx + dy * dy).squareRoot()
        // Each sector's outer edge is a chord: reach far enough that it still covers the extent.
        let reach = (farthest + 2) / cos(step / 2)
        guard let pattern = cairo_pattern_create_mesh() else { return nil }
        func sector(from a1: Double, to a2: Double, _ c1: Color, _ c2: Color) {
            cairo_mesh_pattern_begin_patch(pattern)
            cairo_mesh_pattern_move_to(pattern, center.x, center.y)
            cairo_mesh_pattern_line_to(pattern, center.x + reach * cos(a1), center.y + reach * sin(a1))
            cairo_mesh_pattern_line_to(pattern, center.x + reach * cos(a2), center.y + reach * sin(a2))
            for (corner, color) in [(0, c1), (1, c1), (2, c2), (3, c2)] {
                cairo_mesh_pattern_set_corner_color_rgba(pattern, UInt32(corner), color.red, color.green, color.blue, color.opacity)
            }
            cairo_mesh_pattern_end_patch(pattern)
        }
        func sectors(from a: Double, through b: Double, color: (Double) -> Color) {
            let count = max(1, Int((abs(b - a) / step).rounded(.up)))
            for index in 0..<count {
                let t1 = Double(index) / Double(count), t2 = Double(index + 1) / Double(count)
                sector(from: a + (b - a) * t1, to: a + (b - a) * t2, color(t1), color(t2))
            }
        }
        sectors(from: startAngle, through: startAngle + sweep) { paint.color(at: $0) }
        let rest = 2 * Double.pi - abs(sweep)
        if rest > 1e-9 {
            let first = paint.color(at: 0), last = paint.color(at: 1)
            let end = startAngle + sweep
            sectors(from: end, through: end + direction * rest / 2) { _ in last }
            sectors(from: end + direction * rest / 2, through: end + direction * rest) { _ in first }
        }
        return pattern
    }
}
