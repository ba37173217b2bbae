// The built-in transitions as members of `Transition`, as in SwiftUI:
// `.transition(.slide)` finds them through the `Transition` overload as well as through
// `AnyTransition`, and `AsymmetricTransition(insertion: .slide, removal: .scale)` works.

extension Transition where Self == OpacityTransition {
    /// Fades in and out.
    nonisolated public static var opacity: OpacityTransition { OpacityTransition() }
}

extension Transition where Self == ScaleTransition {
    /// Scales from and to 0 about the centre.
    nonisolated public static var scale: ScaleTransition { ScaleTransition() }
    /// Scales from and to `scale` about `anchor`.
    nonisolated public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition {
        ScaleTransition(scale, anchor: anchor)
    }
}

extension Transition where Self == SlideTransition {
    /// Slides in from the leading edge and out to the trailing edge.
    nonisolated public static var slide: SlideTransition { SlideTransition() }
}

extension Transition where Self == MoveTransition {
    /// Moves in from and out to `edge`.
    nonisolated public static func move(edge: Edge) -> MoveTransition { MoveTransition(edge: edge) }
}

extension Transition where Self == OffsetTransition {
    /// Moves in from and out to `offset`.
    nonisolated public static func offset(_ offset: CGSize) -> OffsetTransition { OffsetTransition(offset) }
    /// Moves in from and out to (`x`, `y`).
    nonisolated public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetTransition {
        OffsetTransition(CGSize(width: x, height: y))
    }
}

extension Transition where Self == IdentityTransition {
    /// No transition.
    nonisolated public static var identity: IdentityTransition { IdentityTransition() }
}

extension Transition where Self == PushTransition {
    /// Pushes in from `edge`, fading in, while the removed view leaves by the opposite
    /// edge, fading out.
    nonisolated public static func push(from edge: Edge) -> PushTransition { PushTransition(edge: edge) }
}

extension Transition where Self == BlurReplaceTransition {
    /// Blurs, fades and scales the view in and out (scaling up on insertion and down on
    /// removal).
    nonisolated public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition(configuration: .downUp) }
    /// Blurs, fades and scales the view in and out, scaling as `configuration` says.
    nonisolated public static func blurReplace(_ configuration: BlurReplaceTransition.Configuration = .downUp) -> BlurReplaceTransition {
        BlurReplaceTransition(configuration: configuration)
    }
}

extension AnyTransition {
    /// Pushes in from `edge` and out by the opposite edge, fading.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(PushTransition(edge: edge)) }
}

/// Pushes the view in from an edge and out by the opposite one, fading (what a navigation
/// push looks like).
nonisolated public struct PushTransition: Transition {
    /// The edge the inserted view comes from.
    public var edge: Edge
    /// A push from `edge`.
    nonisolated public init(edge: Edge) { self.edge = edge }

    /// The content as it looks in `phase`.
    @MainActor public func body(content: Content, phase: TransitionPhase) -> some View {
        let fraction = switch phase {
        case .willAppear: edge.unitVector
        case .identity: CGSize.zero
        case .didDisappear: CGSize(width: -edge.unitVector.width, height: -edge.unitVector.height)
        }
        return content.modifier(_RelativeOffset(fraction: fraction)).opacity(phase.isIdentity ? 1 : 0)
    }
}

/// Blurs, fades and scales a view in and out.
nonisolated public struct BlurReplaceTransition: Transition {
    /// How the view scales.
    public struct Configuration: Hashable, Sendable {
        let removalScale: Double
        /// Scales up on insertion, down on removal.
        public static let downUp = Configuration(removalScale: 0.8)
        /// Scales up on insertion and up on removal.
        public static let upUp = Configuration(removalScale: 1.2)
    }

    /// The scaling.
    public var configuration: Configuration
    /// A blur-replace transition.
    nonisolated public init(configuration: Configuration) { self.configuration = configuration }

    /// The content as it looks in `phase`.
    @MainActor public func body(content: Content, phase: TransitionPhase) -> some View {
        let scale = switch phase {
        case .willAppear: 0.8
        case .identity: 1.0
        case .didDisappear: configuration.removalScale
        }
        return content
            .blur(radius: phase.isIdentity ? 0 : 8)
            .scaleEffect(scale)
            .opacity(phase.isIdentity ? 1 : 0)
    }
}
