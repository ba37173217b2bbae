/// A value whose changes can be animated: an animation interpolates its
/// ``animatableData`` and sets the intermediate values back, frame by frame.
///
/// Shapes, custom views and custom `ViewModifier`s adopt it; the body (or path) is
/// evaluated again with each intermediate value. A type that does not provide
/// `animatableData` gets ``EmptyAnimatableData`` and jumps to its new value.
@MainActor @preconcurrency
public protocol Animatable {
    /// The type of the interpolated data.
    associatedtype AnimatableData: VectorArithmetic
    /// The data an animation interpolates.
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// Nothing to animate.
    nonisolated public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension Double: Animatable {
    /// The value itself.
    nonisolated public var animatableData: Double {
        get { self }
        set { self = newValue }
    }
}

extension CGFloat: Animatable {
    /// The value itself.
    nonisolated public var animatableData: CGFloat {
        get { self }
        set { self = newValue }
    }
}

extension Float: Animatable {
    /// The value itself.
    nonisolated public var animatableData: Float {
        get { self }
        set { self = newValue }
    }
}

extension CGPoint: Animatable {
    /// The x and y coordinates.
    nonisolated public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

extension CGSize: Animatable {
    /// The width and height.
    nonisolated public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(width, height) }
        set { (width, height) = (newValue.first, newValue.second) }
    }
}

extension CGRect: Animatable {
    /// The origin and size.
    nonisolated public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(origin.animatableData, size.animatableData) }
        set { (origin.animatableData, size.animatableData) = (newValue.first, newValue.second) }
    }
}

extension Angle: Animatable {
    /// The angle in radians.
    nonisolated public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }
}

extension UnitPoint: Animatable {
    /// The x and y fractions.
    nonisolated public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}
