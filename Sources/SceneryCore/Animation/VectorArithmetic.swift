/// A value that can be interpolated: added, subtracted and scaled. Animations move an
/// ``Animatable`` value's ``Animatable/animatableData`` from where it is presented to its
/// new target through values of this type.
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies every component by `rhs`.
    mutating func scale(by rhs: Double)
    /// The dot product of the value with itself.
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// This value scaled by `rhs`.
    nonisolated public func scaled(by rhs: Double) -> Self {
        var copy = self
        copy.scale(by: rhs)
        return copy
    }
}

extension Double: VectorArithmetic {
    /// Multiplies by `rhs`.
    nonisolated public mutating func scale(by rhs: Double) { self *= rhs }
    /// The square.
    public var magnitudeSquared: Double { self * self }
}

extension CGFloat: VectorArithmetic {
    /// Multiplies by `rhs`.
    nonisolated public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    /// The square.
    public var magnitudeSquared: Double { Double(self * self) }
}

extension Float: VectorArithmetic {
    /// Multiplies by `rhs`.
    nonisolated public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    /// The square.
    public var magnitudeSquared: Double { Double(self * self) }
}

/// The animatable data of a value with nothing to animate: every value is zero, so a
/// change jumps to its target (R138: a modifier without `animatableData` jumps).
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    /// The only value.
    nonisolated public init() {}
    /// The only value.
    nonisolated public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    /// Does nothing.
    nonisolated public mutating func scale(by rhs: Double) {}
    /// Zero.
    public var magnitudeSquared: Double { 0 }
    /// Zero.
    nonisolated public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    /// Zero.
    nonisolated public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
}

/// Two animatable values animated together (nest pairs for more).
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    /// The first value.
    public var first: First
    /// The second value.
    public var second: Second

    /// Pairs two values.
    nonisolated public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// Both zero.
    nonisolated public static var zero: Self { Self(.zero, .zero) }
    /// Scales both.
    nonisolated public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }
    /// The sum of both magnitudes.
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
    /// Component-wise sum.
    nonisolated public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.first + rhs.first, lhs.second + rhs.second) }
    /// Component-wise difference.
    nonisolated public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.first - rhs.first, lhs.second - rhs.second) }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}
