/// Where a view inserted or removed in an animated update is in its transition.
public enum TransitionPhase: Hashable, Sendable {
    /// Before insertion: the view starts from here (the transition's active state).
    case willAppear
    /// On screen (the identity state).
    case identity
    /// After removal: the view ends here (the active state) before it is unmounted.
    case didDisappear

    /// Whether this is ``identity``.
    public var isIdentity: Bool { self == .identity }

    /// -1 before insertion, 0 on screen, 1 after removal.
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}

/// How a view enters and leaves the tree in an animated update: the view returned for
/// ``TransitionPhase/willAppear`` and ``TransitionPhase/didDisappear`` is animated to and
/// from the one for ``TransitionPhase/identity``. Return the same modifiers in every phase
/// (with different values), so the values interpolate.
///
/// ```swift
/// struct Blur: Transition {
///     func body(content: Content, phase: TransitionPhase) -> some View {
///         content.blur(radius: phase.isIdentity ? 0 : 5)
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol Transition {
    /// The view a phase produces.
    associatedtype Body: View
    /// The view being inserted or removed.
    typealias Content = PlaceholderContentView<Self>
    /// The content as it looks in `phase`.
    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body
}

extension Transition {
    /// This transition and `other` at once.
    nonisolated public func combined<T: Transition>(with other: T) -> some Transition {
        _CombinedTransition(first: self, second: other)
    }
}

/// A type-erased transition: the form `.transition(_:)` takes, and the home of the
/// built-in ones (``opacity``, ``scale``, ``slide``, ``move(edge:)``, ``offset(_:)``,
/// ``asymmetric(insertion:removal:)``, ``combined(with:)``).
public struct AnyTransition: Sendable {
    let apply: @MainActor @Sendable (PlaceholderContentView<AnyTransition>, TransitionPhase) -> AnyView

    /// Erases `transition`.
    nonisolated public init<T: Transition>(_ transition: T) {
        nonisolated(unsafe) let transition = transition
        apply = { content, phase in
            AnyView(transition.body(content: PlaceholderContentView<T>(resolveContent: content.resolveContent), phase: phase))
        }
    }

    /// Resolves `nodes` as they look in `phase`.
    @MainActor
    func resolve(_ nodes: [ViewNode], phase: TransitionPhase, context: ResolveContext) -> [ViewNode] {
        let content = PlaceholderContentView<AnyTransition> { output, _ in output += nodes }
        var result: [ViewNode] = []
        SceneryCore.resolve(apply(content, phase), into: &result, context: context)
        return result
    }

    /// This transition and `other` at once.
    nonisolated public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(_CombinedTransition(first: _ErasedTransition(self), second: _ErasedTransition(other)))
    }

    /// `insertion` when the view is inserted, `removal` when it is removed.
    nonisolated public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(AsymmetricTransition(insertion: _ErasedTransition(insertion), removal: _ErasedTransition(removal)))
    }

    /// A transition from the `active` modifier to the `identity` one.
    nonisolated public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        AnyTransition(_ModifierTransition(active: active, identity: identity))
    }
}

/// A transition that applies one transition for insertion and another for removal.
nonisolated public struct AsymmetricTransition<Insertion: Transition, Removal: Transition>: Transition {
    /// The insertion transition.
    public var insertion: Insertion
    /// The removal transition.
    public var removal: Removal

    /// Pairs an insertion and a removal transition.
    nonisolated public init(insertion: Insertion, removal: Removal) {
        self.insertion = insertion
        self.removal = removal
    }

    /// Both are applied in every phase (so the modifiers stay the same); each is at its
    /// identity outside its own phase.
    @MainActor public func body(content: Content, phase: TransitionPhase) -> some View {
        let insertion = self.insertion, removal = self.removal
        let inner = PlaceholderContentView<Insertion>(resolveContent: content.resolveContent)
        let inserted = insertion.body(content: inner, phase: phase == .didDisappear ? .identity : phase)
        let outer = PlaceholderContentView<Removal> { nodes, context in SceneryCore.resolve(inserted, into: &nodes, context: context) }
        return removal.body(content: outer, phase: phase == .willAppear ? .identity : phase)
    }
}

/// Two transitions at once.
nonisolated struct _CombinedTransition<First: Transition, Second: Transition>: Transition {
    let first: First
    let second: Second

    @MainActor func body(content: Content, phase: TransitionPhase) -> some View {
        let inner = first.body(content: PlaceholderContentView<First>(resolveContent: content.resolveContent), phase: phase)
        let outer = PlaceholderContentView<Second> { nodes, context in SceneryCore.resolve(inner, into: &nodes, context: context) }
        return second.body(content: outer, phase: phase)
    }
}

/// An ``AnyTransition`` as a ``Transition``.
nonisolated struct _ErasedTransition: Transition {
    let erased: AnyTransition
    init(_ erased: AnyTransition) { self.erased = erased }

    @MainActor func body(content: Content, phase: TransitionPhase) -> AnyView {
        erased.apply(PlaceholderContentView<AnyTransition>(resolveContent: content.resolveContent), phase)
    }
}

/// `AnyTransition.modifier(active:identity:)`.
nonisolated struct _ModifierTransition<E: ViewModifier>: Transition {
    let active: E
    let identity: E

    @MainActor func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(phase.isIdentity ? identity : active)
    }
}

extension View {
    /// How this view is inserted and removed in animated updates (the default is
    /// ``AnyTransition/opacity``). Alone it does nothing: the insertion or removal must
    /// happen in an animated transaction.
    nonisolated public func transition(_ transition: AnyTransition) -> some View {
        modifier(_TraitModifier { node in node.traits.transition = transition })
    }

    /// How this view is inserted and removed in animated updates.
    @_disfavoredOverload
    nonisolated public func transition<T: Transition>(_ transition: T) -> some View {
        self.transition(AnyTransition(transition))
    }
}
