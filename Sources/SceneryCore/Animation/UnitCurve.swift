/// A timing curve from 0 to 1: a cubic Bézier through (0, 0) and (1, 1) with two control
/// points, as CSS and Core Animation define them.
public struct UnitCurve: Hashable, Sendable {
    let c1: CGPoint
    let c2: CGPoint

    /// A curve with control points `startControlPoint` and `endControlPoint` (in unit space).
    nonisolated public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(c1: CGPoint(x: startControlPoint.x, y: startControlPoint.y),
                  c2: CGPoint(x: endControlPoint.x, y: endControlPoint.y))
    }

    /// Constant speed.
    nonisolated public static let linear = UnitCurve(c1: CGPoint(x: 0, y: 0), c2: CGPoint(x: 1, y: 1))
    /// Starts slowly: control points (0.42, 0) and (1, 1).
    nonisolated public static let easeIn = UnitCurve(c1: CGPoint(x: 0.42, y: 0), c2: CGPoint(x: 1, y: 1))
    /// Ends slowly: control points (0, 0) and (0.58, 1).
    nonisolated public static let easeOut = UnitCurve(c1: CGPoint(x: 0, y: 0), c2: CGPoint(x: 0.58, y: 1))
    /// Starts and ends slowly: control points (0.42, 0) and (0.58, 1).
    nonisolated public static let easeInOut = UnitCurve(c1: CGPoint(x: 0.42, y: 0), c2: CGPoint(x: 0.58, y: 1))

    /// The curve's value (progress) at `time` in 0...1.
    nonisolated public func value(at time: Double) -> Double {
        if time <= 0 { return 0 }
        if time >= 1 { return 1 }
        if c1 == CGPoint(x: 0, y: 0) && c2 == CGPoint(x: 1, y: 1) { return time }
        return sampleY(solveX(time))
    }

    // The Bézier's coefficients, per axis: B(t) = ((a t + b) t + c) t.
    private func coefficients(_ p1: Double, _ p2: Double) -> (a: Double, b: Double, c: Double) {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        return (1 - c - b, b, c)
    }

    private func sampleX(_ t: Double) -> Double {
        let (a, b, c) = coefficients(c1.x, c2.x)
        return ((a * t + b) * t + c) * t
    }

    private func sampleY(_ t: Double) -> Double {
        let (a, b, c) = coefficients(c1.y, c2.y)
        return ((a * t + b) * t + c) * t
    }

    private func slopeX(_ t: Double) -> Double {
        let (a, b, c) = coefficients(c1.x, c2.x)
        return (3 * a * t + 2 * b) * t + c
    }

    /// The curve parameter whose x is `x`: Newton's method, then bisection if it stalls.
    private func solveX(_ x: Double) -> Double {
        var t = x
        for _ in 0..<8 {
            let error = sampleX(t) - x
            if abs(error) < 1e-9 { return t }
            let slope = slopeX(t)
            if abs(slope) < 1e-9 { break }
            t -= error / slope
        }
        var low = 0.0, high = 1.0
        t = x
        while high - low > 1e-12 {
            let value = sampleX(t)
            if abs(value - x) < 1e-9 { return t }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }
}
