extension ResolveContext {
    /// The value to present now for an animatable attribute whose new value is `target`
    /// (the target itself outside a window's graph).
    func animated<Data: VectorArithmetic>(_ target: Data) -> Data {
        graph?.animations.animate(target, in: self) ?? target
    }

    /// An optional attribute (a frame's width): animates between two values; a change to
    /// or from nil applies at once.
    func animated(_ target: CGFloat?) -> CGFloat? {
        guard let store = graph?.animations else { return target }
        // No `map` closures: see `onMainActor` (Layout/MainActorAssumption.swift).
        var value: Double?
        if let target { value = Double(target) }
        guard let presented = store.animate(optional: value, in: self) else { return nil }
        return CGFloat(presented)
    }

    /// `value` with its `animatableData` at the presented value. Types with nothing to
    /// animate (``EmptyAnimatableData``) pass unchanged and take no attribute slot.
    func animatedValue<A: Animatable>(_ value: A) -> A {
        guard graph != nil, A.AnimatableData.self != EmptyAnimatableData.self else { return value }
        var copy = value
        copy.animatableData = animated(value.animatableData)
        return copy
    }

    /// `value` animated when it is ``Animatable`` (a custom view or modifier), else as is.
    func animatedIfAnimatable<T>(_ value: T) -> T {
        guard graph != nil, let animatable = value as? any Animatable else { return value }
        return (animatedValue(animatable) as any Animatable) as? T ?? value
    }

    /// A colour's components, animated.
    func animated(_ color: Color) -> Color {
        guard graph != nil else { return color }
        return Color(animatableComponents: animated(color.animatableComponents))
    }

    /// A colour and a number (a text's colour and font size) as one attribute.
    func animated(_ color: Color, _ value: Double) -> (Color, Double) {
        guard graph != nil else { return (color, value) }
        let data = animated(AnimatablePair(color.animatableComponents, value))
        return (Color(animatableComponents: data.first), data.second)
    }
}

extension AnimationStore {
    /// An optional attribute: a slot is taken either way so the attributes after it keep
    /// their places; nil (or a change from nil) applies at once.
    func animate(optional target: Double?, in context: ResolveContext) -> Double? {
        let key = nextKey(context)
        guard let target else {
            discard(key)
            return nil
        }
        return animate(target, key: key, in: context)
    }
}

extension ResolveContext {
    /// A drawing effect with its parameters animated: opacity, scale and rotation, blur
    /// radius, shadow colour, radius and offset, and a clip shape's `animatableData`.
    func animated(_ effect: DrawingEffectNode.Effect) -> DrawingEffectNode.Effect {
        guard graph != nil else { return effect }
        switch effect {
        case .hidden:
            return effect
        case .opacity(let opacity):
            return .opacity(max(0, min(1, animated(opacity))))
        case .clip(let shape):
            return .clip(animatedShape(shape))
        case let .transform(sx, sy, rotation, anchor):
            let data = animated(AnimatablePair(AnimatablePair(sx, sy), rotation))
            return .transform(scaleX: data.first.first, scaleY: data.first.second, rotation: data.second, anchor: anchor)
        case let .blur(radius, opaque):
            return .blur(radius: max(0, animated(radius)), opaque: opaque)
        case let .shadow(color, radius, offset):
            let data = animated(AnimatablePair(color.animatableComponents, AnimatablePair(radius, AnimatablePair(Double(offset.width), Double(offset.height)))))
            return .shadow(
                color: Color(animatableComponents: data.first), radius: max(0, data.second.first),
                offset: CGSize(width: data.second.second.first, height: data.second.second.second))
        }
    }

    private func animatedShape<S: Shape>(_ shape: S) -> any Shape { animatedValue(shape) }
}

extension Color {
    /// Red, green, blue and opacity, for interpolation.
    var animatableComponents: AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>> {
        AnimatablePair(AnimatablePair(red, green), AnimatablePair(blue, opacity))
    }

    /// The colour with these components.
    init(animatableComponents data: AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>) {
        self.init(red: data.first.first, green: data.first.second, blue: data.second.first, opacity: data.second.second)
    }
}
