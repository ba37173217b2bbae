#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A damped spring, described as SwiftUI does: `response` (the period of the undamped
/// spring, in seconds) and `dampingFraction` (1 is critically damped, less bounces).
public struct Spring: Hashable, Sendable {
    /// The period of the undamped spring, in seconds.
    public var response: Double
    /// The damping ratio: 1 settles without overshoot, below 1 overshoots.
    public var dampingFraction: Double

    /// A spring with a response and damping fraction.
    nonisolated public init(response: Double = 0.5, dampingFraction: Double = 0.825) {
        self.response = max(response, 0.001)
        self.dampingFraction = max(dampingFraction, 0)
    }

    /// A spring that takes about `duration` and bounces by `bounce` (0 = none, up to 1).
    @_disfavoredOverload
    nonisolated public init(duration: Double = 0.5, bounce: Double = 0) {
        self.init(response: duration, dampingFraction: 1 - bounce)
    }

    /// The progress (0 at rest at the start, 1 at the target) `time` seconds after release
    /// with no initial velocity. It overshoots 1 when the spring bounces.
    nonisolated public func value(at time: Double) -> Double {
        guard time > 0 else { return 0 }
        let omega = 2 * Double.pi / response
        let zeta = dampingFraction
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let envelope = exp(-zeta * omega * time)
            return 1 - envelope * (cos(damped * time) + zeta * omega / damped * sin(damped * time))
        } else if zeta == 1 {
            return 1 - exp(-omega * time) * (1 + omega * time)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
            // x(t) = 1 - (r2 e^{r1 t} - r1 e^{r2 t}) / (r2 - r1): x(0) = 0, x'(0) = 0.
            return 1 - (r2 * exp(r1 * time) - r1 * exp(r2 * time)) / (r2 - r1)
        }
    }

    /// When the spring has settled: its distance from the target stays below 0.1 % of the
    /// change from then on (the envelope of the motion, so it holds however it oscillates).
    public var settlingDuration: Double {
        let omega = 2 * Double.pi / response
        let zeta = dampingFraction
        let threshold = 0.001
        if zeta <= 0 { return .infinity }
        if zeta < 1 {
            // The envelope e^{-ζωt}·(1/√(1−ζ²)) bounds the distance.
            let amplitude = 1 / (1 - zeta * zeta).squareRoot()
            return log(amplitude / threshold) / (zeta * omega)
        }
        // Critically or over-damped: step until the (monotonic) distance is small enough.
        var time = 0.0
        while 1 - value(at: time) > threshold && time < 60 { time += 0.001 }
        return time
    }
}
