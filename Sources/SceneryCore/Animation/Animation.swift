/// How a change moves from its old value to its new one over time: a timing curve or a
/// spring, with optional delay, speed and repetition.
///
/// ```swift
/// withAnimation(.easeInOut(duration: 0.3)) { expanded.toggle() }
/// Circle().scaleEffect(big ? 2 : 1).animation(.spring(response: 0.4, dampingFraction: 0.6), value: big)
/// ```
///
/// An animation maps the time since it started to a **progress**, 0 at the start and 1 at
/// the end; springs may go past 1. ``default`` is `easeInOut(duration: 0.35)`
/// (docs/animation.md).
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    enum Curve: Hashable, Sendable {
        case bezier(UnitCurve, duration: Double)
        case spring(Spring)
    }

    let curve: Curve
    var delayTime: Double = 0
    var speedFactor: Double = 1
    /// How many runs (nil = once; `.max` = forever).
    private var repeatCount: Int?
    /// Whether every other run goes backwards.
    private var autoreverses = false

    init(curve: Curve) { self.curve = curve }

    // MARK: Curves

    /// `easeInOut(duration: 0.35)`, the animation used when none is named.
    nonisolated public static let `default` = Animation.easeInOut(duration: 0.35)
    /// Constant speed over `duration` seconds.
    nonisolated public static func linear(duration: Double) -> Animation { Animation(curve: .bezier(.linear, duration: duration)) }
    /// Constant speed over 0.35 s.
    nonisolated public static var linear: Animation { .linear(duration: 0.35) }
    /// Starts slowly, over `duration` seconds.
    nonisolated public static func easeIn(duration: Double) -> Animation { Animation(curve: .bezier(.easeIn, duration: duration)) }
    /// Starts slowly, over 0.35 s.
    nonisolated public static var easeIn: Animation { .easeIn(duration: 0.35) }
    /// Ends slowly, over `duration` seconds.
    nonisolated public static func easeOut(duration: Double) -> Animation { Animation(curve: .bezier(.easeOut, duration: duration)) }
    /// Ends slowly, over 0.35 s.
    nonisolated public static var easeOut: Animation { .easeOut(duration: 0.35) }
    /// Starts and ends slowly, over `duration` seconds.
    nonisolated public static func easeInOut(duration: Double) -> Animation { Animation(curve: .bezier(.easeInOut, duration: duration)) }
    /// Starts and ends slowly, over 0.35 s.
    nonisolated public static var easeInOut: Animation { .easeInOut(duration: 0.35) }
    /// A cubic Bézier timing curve with control points (c0x, c0y) and (c1x, c1y).
    nonisolated public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = 0.35) -> Animation {
        Animation(curve: .bezier(.bezier(startControlPoint: UnitPoint(x: c0x, y: c0y), endControlPoint: UnitPoint(x: c1x, y: c1y)), duration: duration))
    }
    /// A timing curve over `duration` seconds.
    nonisolated public static func timingCurve(_ curve: UnitCurve, duration: Double) -> Animation {
        Animation(curve: .bezier(curve, duration: duration))
    }

    /// A spring with SwiftUI's parameters (`blendDuration` is accepted and ignored).
    nonisolated public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation(curve: .spring(Spring(response: response, dampingFraction: dampingFraction)))
    }
    /// A spring that takes about `duration` and bounces by `bounce`.
    @_disfavoredOverload
    nonisolated public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation(curve: .spring(Spring(duration: duration, bounce: bounce)))
    }
    /// A spring.
    nonisolated public static func spring(_ spring: Spring, blendDuration: Double = 0) -> Animation { Animation(curve: .spring(spring)) }
    /// `spring(response: 0.5, dampingFraction: 0.825)`.
    nonisolated public static var spring: Animation { .spring(response: 0.5, dampingFraction: 0.825) }
    /// An interactive spring (short response, for following a gesture).
    nonisolated public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation {
        .spring(response: response, dampingFraction: dampingFraction)
    }
    /// A spring with no bounce: `spring(duration: 0.5, bounce: 0)`.
    nonisolated public static var smooth: Animation { .smooth() }
    /// A spring with no bounce and an extra `extraBounce`.
    nonisolated public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        .spring(duration: duration, bounce: extraBounce)
    }
    /// A spring with a small bounce: `spring(duration: 0.5, bounce: 0.15)`.
    nonisolated public static var snappy: Animation { .snappy() }
    /// A spring with a small bounce plus `extraBounce`.
    nonisolated public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        .spring(duration: duration, bounce: 0.15 + extraBounce)
    }
    /// A spring that overshoots: `spring(duration: 0.5, bounce: 0.3)`.
    nonisolated public static var bouncy: Animation { .bouncy() }
    /// A spring with a visible bounce plus `extraBounce`.
    nonisolated public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        .spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    // MARK: Modifiers

    /// Starts `delay` seconds later.
    nonisolated public func delay(_ delay: Double) -> Animation {
        var copy = self
        copy.delayTime += delay
        return copy
    }

    /// Runs `speed` times as fast.
    nonisolated public func speed(_ speed: Double) -> Animation {
        var copy = self
        copy.speedFactor *= speed
        return copy
    }

    /// Runs `repeatCount` times; with `autoreverses`, every other run goes backwards.
    nonisolated public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        var copy = self
        copy.repeatCount = max(1, repeatCount)
        copy.autoreverses = autoreverses
        return copy
    }

    /// Repeats for as long as the view shows; with `autoreverses`, every other run goes
    /// backwards.
    nonisolated public func repeatForever(autoreverses: Bool = true) -> Animation {
        var copy = self
        copy.repeatCount = .max
        copy.autoreverses = autoreverses
        return copy
    }

    // MARK: Evaluation

    /// One run's length in seconds (a spring's settling time), before speed and delay.
    var baseDuration: Double {
        switch curve {
        case .bezier(_, let duration): max(duration, 0)
        case .spring(let spring): spring.settlingDuration
        }
    }

    /// The whole animation's length in seconds, delay and speed included (∞ for
    /// `repeatForever`).
    public var duration: Double {
        let runs = Double(repeatCount ?? 1)
        if repeatCount == .max { return .infinity }
        return delayTime + baseDuration * runs / speedFactor
    }

    /// Whether the animation has finished `elapsed` seconds after it started.
    nonisolated public func isComplete(after elapsed: Double) -> Bool { elapsed >= duration }

    /// The progress `elapsed` seconds after the animation started: 0 before it begins, 1
    /// once it is complete, the curve's value in between (a spring's may pass 1).
    nonisolated public func progress(after elapsed: Double) -> Double {
        if isComplete(after: elapsed) { return 1 }
        let time = max(0, elapsed - delayTime) * speedFactor
        let run = baseDuration
        guard run > 0 else { return 1 }
        var local = time
        var backwards = false
        if repeatCount != nil {
            let index = (time / run).rounded(.down)
            local = time - index * run
            backwards = autoreverses && Int(index) % 2 == 1
        }
        let fraction = backwards ? 1 - local / run : local / run
        switch curve {
        case .bezier(let unit, _): return unit.value(at: fraction)
        case .spring(let spring): return spring.value(at: fraction * run)
        }
    }

    /// A short description, e.g. `easeInOut(0.35)`.
    public var description: String {
        var text: String
        switch curve {
        case .bezier(let unit, let duration):
            let name = switch unit {
            case .linear: "linear"
            case .easeIn: "easeIn"
            case .easeOut: "easeOut"
            case .easeInOut: "easeInOut"
            default: "timingCurve"
            }
            text = "\(name)(\(duration))"
        case .spring(let spring):
            text = "spring(response: \(spring.response), dampingFraction: \(spring.dampingFraction))"
        }
        if delayTime != 0 { text += ".delay(\(delayTime))" }
        if speedFactor != 1 { text += ".speed(\(speedFactor))" }
        if let repeatCount { text += repeatCount == .max ? ".repeatForever" : ".repeatCount(\(repeatCount))" }
        return text
    }

    /// Two animations are equal when curve, delay, speed and repetition are.
    nonisolated public static func == (a: Animation, b: Animation) -> Bool {
        a.curve == b.curve && a.delayTime == b.delayTime && a.speedFactor == b.speedFactor
            && a.repeatCount == b.repeatCount && a.autoreverses == b.autoreverses
    }

    /// Hashes the curve, delay, speed and repetition.
    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(curve)
        hasher.combine(delayTime)
        hasher.combine(speedFactor)
        hasher.combine(repeatCount)
    }
}
