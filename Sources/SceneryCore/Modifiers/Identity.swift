/// Gives the content an explicit identity.
nonisolated public struct _IdentityModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let id: AnyHashable

    @MainActor package func resolve(
        content: (inout [ViewNode], ResolveContext) -> Void,
        into nodes: inout [ViewNode], context: ResolveContext
    ) {
        content(&nodes, context.child(.explicit(id)))
    }
}

extension _IdentityModifier: EscapingContentModifier {
    /// A new id under an animation runs the transitions: the old view's removal, the new
    /// one's insertion (R145).
    @MainActor func resolve(
        escapingContent content: @escaping @MainActor (inout [ViewNode], ResolveContext) -> Void,
        into nodes: inout [ViewNode], context: ResolveContext
    ) {
        guard let store = context.graph?.animations else { return resolve(content: content, into: &nodes, context: context) }
        store.resolveSwitch(active: .explicit(id), content: content, order: [], into: &nodes, context: context)
    }
}

/// Runs actions when the content appears in the view tree and when it leaves it.
nonisolated public struct _AppearanceActionModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let onAppear: (@MainActor () -> Void)?
    let onDisappear: (@MainActor () -> Void)?

    @MainActor package func resolve(
        content: (inout [ViewNode], ResolveContext) -> Void,
        into nodes: inout [ViewNode], context: ResolveContext
    ) {
        let path = context.path.appending(.explicit("appearance"))
        context.graph?.visitAppearance(at: path, actions: AppearanceActions(onAppear: onAppear, onDisappear: onDisappear))
        // The content one level down, so a chain of appearance modifiers keeps one
        // registration each.
        content(&nodes, context.child(.explicit("appearing")))
    }
}

extension View {
    /// Gives this view an explicit identity: when `id` changes, it is a new view — its
    /// state starts again from the initial values, and `onDisappear`/`onAppear` run.
    nonisolated public func id<ID: Hashable>(_ id: ID) -> ModifiedContent<Self, _IdentityModifier> {
        modifier(_IdentityModifier(id: AnyHashable(id)))
    }

    /// Runs `action` after this view is added to the view tree.
    /// The action is a plain closure, as in SwiftUI (one written in a view's body is
    /// main-actor code); it runs on the main actor.
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> ModifiedContent<Self, _AppearanceActionModifier> {
        nonisolated(unsafe) let action = action
        return modifier(_AppearanceActionModifier(onAppear: action == nil ? nil : { @MainActor in action?() }, onDisappear: nil))
    }

    /// Runs `action` after this view is removed from the view tree.
    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> ModifiedContent<Self, _AppearanceActionModifier> {
        nonisolated(unsafe) let action = action
        return modifier(_AppearanceActionModifier(onAppear: nil, onDisappear: action == nil ? nil : { @MainActor in action?() }))
    }
}
