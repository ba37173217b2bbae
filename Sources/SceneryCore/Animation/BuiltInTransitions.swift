/// Fades: opacity 0 when not on screen.
nonisolated public struct OpacityTransition: Transition {
    /// The fade.
    nonisolated public init() {}
    /// The content as it looks in `phase`.
    @MainActor public func body(content: Content, phase: TransitionPhase) -> some View {
        content.opacity(phase.isIdentity ? 1 : 0)
    }
}

/// Scales from `scale` about `anchor`.
nonisolated public struct ScaleTransition: Transition {
    /// The scale when not on screen.
    public var scale: Double
    /// The point the view scales about.
    public var anchor: UnitPoint
    /// A scale transition.
    nonisolated public init(_ scale: Double = 0, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }
    /// The content as it looks in `phase`.
    @MainActor public func body(content: Content, phase: TransitionPhase) -> some View {
        content.scaleEffect(phase.isIdentity ? 1 : scale, anchor: anchor)
    }
}

/// Moves by an offset.
nonisolated public struct OffsetTransition: Transition {
    /// The offset when not on screen.
    public var offset: CGSize
    /// An offset transition.
    nonisolated public init(_ offset: CGSize) { self.offset = offset }
    /// The content as it looks in `phase`.
    @MainActor public func body(content: Content, phase: TransitionPhase) -> some View {
        content.offset(phase.isIdentity ? .zero : offset)
    }
}

/// Moves off an edge: the view is offset by its own size towards `edge`.
nonisolated public struct MoveTransition: Transition {
    /// The edge the view moves to and from.
    public var edge: Edge
    /// A move transition.
    nonisolated public init(edge: Edge) { self.edge = edge }
    /// The content as it looks in `phase`.
    @MainActor public func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(_RelativeOffset(fraction: phase.isIdentity ? .zero : edge.unitVector))
    }
}

/// Slides in from the leading edge and out to the trailing edge.
nonisolated public struct SlideTransition: Transition {
    /// The slide.
    nonisolated public init() {}
    /// The content as it looks in `phase`.
    @MainActor public func body(content: Content, phase: TransitionPhase) -> some View {
        let fraction = switch phase {
        case .willAppear: Edge.leading.unitVector
        case .identity: CGSize.zero
        case .didDisappear: Edge.trailing.unitVector
        }
        return content.modifier(_RelativeOffset(fraction: fraction))
    }
}

extension Edge {
    /// The direction of the edge, as a fraction of a view's size.
    var unitVector: CGSize {
        switch self {
        case .leading: CGSize(width: -1, height: 0)
        case .trailing: CGSize(width: 1, height: 0)
        case .top: CGSize(width: 0, height: -1)
        case .bottom: CGSize(width: 0, height: 1)
        }
    }
}

/// Offsets the content by a fraction of its own size (animatable).
nonisolated struct _RelativeOffset: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let fraction: CGSize

    @MainActor func resolve(content: (inout [ViewNode], ResolveContext) -> Void, into nodes: inout [ViewNode], context: ResolveContext) {
        let data = context.animated(fraction.animatableData)
        var inner: [ViewNode] = []
        content(&inner, context)
        for node in inner {
            nodes.append(RelativeOffsetNode(fraction: CGSize(width: data.first, height: data.second), child: node))
        }
    }
}

/// Draws its child moved by a fraction of its size; layout does not change.
package final class RelativeOffsetNode: SingleChildNode {
    let fraction: CGSize

    init(fraction: CGSize, child: ViewNode) {
        self.fraction = fraction
        super.init(child: child)
    }

    package override func childPlacement(for proposal: ProposedViewSize, size: CGSize) -> (origin: CGPoint, proposal: ProposedViewSize) {
        (CGPoint(x: fraction.width * size.width, y: fraction.height * size.height), proposal)
    }

    package override func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize) -> CGFloat? {
        child.explicitAlignment(key, proposal: proposal)
    }
}

/// Does nothing.
nonisolated public struct IdentityTransition: Transition {
    /// No transition.
    nonisolated public init() {}
    /// The content as it looks in `phase`.
    @MainActor public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

extension AnyTransition {
    /// Fades in and out (the default transition).
    public static var opacity: AnyTransition { AnyTransition(OpacityTransition()) }
    /// Scales from and to 0 about the centre.
    public static var scale: AnyTransition { AnyTransition(ScaleTransition()) }
    /// Scales from and to `scale` about `anchor`.
    public static func scale(scale: Double, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(ScaleTransition(scale, anchor: anchor))
    }
    /// Slides in from the leading edge and out to the trailing edge.
    public static var slide: AnyTransition { AnyTransition(SlideTransition()) }
    /// Moves in from and out to `edge`.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(MoveTransition(edge: edge)) }
    /// Moves in from and out to `offset`.
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(OffsetTransition(offset)) }
    /// Moves in from and out to (`x`, `y`).
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { .offset(CGSize(width: x, height: y)) }
    /// No transition: the view appears and disappears at once.
    public static var identity: AnyTransition { AnyTransition(IdentityTransition()) }
}
