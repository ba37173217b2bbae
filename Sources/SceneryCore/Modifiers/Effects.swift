extension View {
    /// Draws this view moved by `offset`; its layout (and its siblings') does not change.
    nonisolated public func offset(_ offset: CGSize) -> some View {
        wrapNodesAtLeaf { node, context in
            let data = context.animated(offset.animatableData)
            return OffsetNode(offset: CGSize(width: data.first, height: data.second), child: node)
        }
    }

    /// Draws this view moved by `x`, `y`; its layout (and its siblings') does not change.
    nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { offset(CGSize(width: x, height: y)) }

    /// Takes the whole proposed space and centres this view at `position` in it.
    nonisolated public func position(_ position: CGPoint) -> some View {
        wrapNodes { node, context in
            let data = context.animated(position.animatableData)
            return PositionNode(position: CGPoint(x: data.first, y: data.second), child: node)
        }
    }

    /// Takes the whole proposed space and centres this view at (`x`, `y`) in it.
    nonisolated public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { position(CGPoint(x: x, y: y)) }

    /// Draws this view at `opacity` (0…1) as one group.
    nonisolated public func opacity(_ opacity: Double) -> some View {
        effect(.opacity(max(0, min(1, opacity))))
    }

    /// Keeps this view's layout but draws nothing.
    nonisolated public func hidden() -> some View { effect(.hidden) }

    /// Clips drawing to this view's frame; its size does not change.
    nonisolated public func clipped(antialiased: Bool = false) -> some View { effect(.clip(Rectangle())) }

    /// Clips drawing to `shape` in this view's frame.
    nonisolated public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View { effect(.clip(shape)) }

    /// Clips drawing to a rounded rectangle of `radius` in this view's frame.
    nonisolated public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius))
    }

    /// Draws this view scaled by `scale` about `anchor`; layout does not change.
    nonisolated public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(x: scale, y: scale, anchor: anchor)
    }

    /// Draws this view scaled by `scale` about `anchor`; layout does not change.
    nonisolated public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
    }

    /// Draws this view scaled by `x` and `y` about `anchor`; layout does not change.
    nonisolated public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        effect(.transform(scaleX: x, scaleY: y, rotation: 0, anchor: anchor))
    }

    /// Draws this view rotated by `angle` about `anchor`; layout does not change.
    nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        effect(.transform(scaleX: 1, scaleY: 1, rotation: angle.radians, anchor: anchor))
    }

    nonisolated private func effect(_ effect: DrawingEffectNode.Effect) -> some View {
        wrapNodes { node, context in DrawingEffectNode(effect: context.animated(effect), child: node) }
    }
}

/// An angle.
public struct Angle: Hashable, Sendable, Comparable {
    /// The angle in radians.
    public var radians: Double
    /// The angle in degrees.
    public var degrees: Double {
        get { radians * 180 / Double.pi }
        set { radians = newValue * Double.pi / 180 }
    }

    /// Creates a zero angle.
    nonisolated public init() { radians = 0 }
    /// Creates an angle in radians.
    nonisolated public init(radians: Double) { self.radians = radians }
    /// Creates an angle in degrees.
    nonisolated public init(degrees: Double) { radians = degrees * Double.pi / 180 }
    /// An angle in radians.
    nonisolated public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    /// An angle in degrees.
    nonisolated public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    /// Zero.
    nonisolated public static let zero = Angle()
    /// Orders by size.
    nonisolated public static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }
}
