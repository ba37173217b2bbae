/// A place in the tree where content is swapped: an `if` (or `if`/`else`) or an `.id(_:)`.
/// It remembers which content is there, and the content that left in an animated update
/// and still shows while its removal transition runs.
@MainActor
class ContentSwitch {
    typealias Content = @MainActor (inout [ViewNode], ResolveContext) -> Void

    struct Leaving {
        var content: Content
        /// The update in which the content left has not resolved it yet.
        var isNew = true
    }

    weak var owner: GraphNode?
    var active: IdentityPath.Component?
    var activeContent: Content?
    var leaving: [IdentityPath.Component: Leaving] = [:]

    init(owner: GraphNode?) { self.owner = owner }
}

extension AnimationStore {
    /// Resolves the content of a switch at `context.path`: `active` names the content there
    /// now (nil: none), resolved at `context.child(active)` by `content`.
    ///
    /// In an animated update, new content gets its insertion transition (from
    /// ``TransitionPhase/willAppear`` to ``TransitionPhase/identity``) and content that left
    /// stays, on its removal transition, until that finishes (R141). Without an animation
    /// content comes and goes at once. `leavingFirst` draws leaving content below the
    /// active one (`.id`); otherwise contents keep the order of `order`.
    func resolveSwitch(
        active: IdentityPath.Component?, content: ContentSwitch.Content?, order: [IdentityPath.Component],
        into nodes: inout [ViewNode], context: ResolveContext
    ) {
        let path = context.path
        touchSwitch(context)
        guard let record = switches[path] else {
            switches[path] = ContentSwitch(owner: context.parentNode)
            switches[path]!.active = active
            switches[path]!.activeContent = content
            if let active, let content { content(&nodes, context.child(active)) }
            return
        }
        record.owner = context.parentNode
        let animated = context.transaction.animation != nil
        var inserting = false
        if record.active != active {
            if let old = record.active, let oldContent = record.activeContent, animated {
                record.leaving[old] = ContentSwitch.Leaving(content: oldContent)
            }
            if let active {
                inserting = animated && record.leaving.removeValue(forKey: active) == nil
            }
            record.active = active
        }
        record.activeContent = content
        var keys = order.filter { $0 == active || record.leaving[$0] != nil }
        for key in record.leaving.keys where !keys.contains(key) { keys.insert(key, at: 0) }
        if let active, !keys.contains(active) { keys.append(active) }
        for key in keys {
            let child = context.child(key)
            if key == active, let content {
                resolveActive(content, inserting: inserting, context: child, into: &nodes)
            } else if var leaving = record.leaving[key] {
                record.leaving[key] = resolveLeaving(&leaving, context: child, into: &nodes) ? leaving : nil
            }
        }
    }

    /// Resolves content that is (still) there at `context.path`: on its insertion
    /// transition when `inserting` (an animated update inserted it) or while that runs.
    func resolveActive(
        _ content: ContentSwitch.Content, inserting: Bool, context: ResolveContext, into nodes: inout [ViewNode]
    ) {
        var inner: [ViewNode] = []
        var inserted = context
        if inserting { inserted.transaction.matchedRole = .inserted }
        content(&inner, inserted)
        guard inserting || mayAnimate else {
            nodes += inner
            return
        }
        let transitionPath = context.path.appending(.explicit(TransitionSlot.tag))
        guard inserting || isAnimating(under: transitionPath) else {
            nodes += inner
            return
        }
        nodes += applyTransition(to: inner, at: transitionPath, context: context, from: inserting ? .willAppear : nil, to: .identity)
    }

    /// Resolves content that left, on its removal transition; returns false (and resolves
    /// nothing) once that transition has ended. Leaving content takes no space in its
    /// container: it stays where it was (`LayoutTraits.isLeaving`).
    func resolveLeaving(_ leaving: inout ContentSwitch.Leaving, context: ResolveContext, into nodes: inout [ViewNode]) -> Bool {
        let transitionPath = context.path.appending(.explicit(TransitionSlot.tag))
        guard leaving.isNew || isAnimating(under: transitionPath) else { return false }
        var still = context
        still.transaction = Transaction()
        if leaving.isNew { still.transaction.animation = context.transaction.animation }
        still.transaction.matchedRole = .removed
        var inner: [ViewNode] = []
        leaving.content(&inner, still)
        var wrapContext = context
        if !leaving.isNew { wrapContext.transaction = Transaction() }
        let wrapped = applyTransition(
            to: inner, at: transitionPath, context: wrapContext, from: leaving.isNew ? .identity : nil, to: .didDisappear)
        for node in wrapped { node.traits.isLeaving = true }
        nodes += wrapped
        leaving.isNew = false
        return true
    }

    /// Wraps `nodes` in their transitions (their `.transition` trait, else the fade) in
    /// phase `to`, after setting up the attributes in phase `from` without animation.
    func applyTransition(
        to nodes: [ViewNode], at path: IdentityPath, context: ResolveContext, from: TransitionPhase?, to: TransitionPhase
    ) -> [ViewNode] {
        var transitionContext = context
        transitionContext.path = path
        var result: [ViewNode] = []
        for node in nodes {
            let transition = node.traits.transition ?? .opacity
            if let from {
                var still = transitionContext
                still.transaction = Transaction()
                still.transaction.disablesAnimations = true
                _ = rewinding(path) { transition.resolve([node], phase: from, context: still) }
            }
            let wrapped = transition.resolve([node], phase: to, context: transitionContext)
            // The outermost node presents the view's frame attribute in this update, so the
            // view's frame animates the same with or without its transition around it.
            if wrapped.count == 1, let outer = wrapped.first, outer !== node, let tag = node.layoutAnimation {
                outer.layoutAnimation = tag
                node.frameAdoptedInUpdate = generation
            }
            result += wrapped
        }
        return result
    }
}

/// The identity component under which a transition's attributes live.
enum TransitionSlot {
    static let tag = "transition"
}
