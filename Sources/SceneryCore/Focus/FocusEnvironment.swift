private struct IsFocusedKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct ShownFocusKey: EnvironmentKey {
    static var defaultValue: IdentityPath? { nil }
}

private struct IsFocusEffectEnabledKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}

extension EnvironmentValues {
    /// Whether the nearest focusable ancestor (a `Button`, a `.focusable()` view) has the
    /// keyboard focus in the focused window — when its focus ring shows.
    public var isFocused: Bool {
        get { self[IsFocusedKey.self] }
        set { self[IsFocusedKey.self] = newValue }
    }

    /// Whether focusable views draw their focus ring (`focusEffectDisabled()` turns it off).
    public var isFocusEffectEnabled: Bool {
        get { self[IsFocusEffectEnabledKey.self] }
        set { self[IsFocusEffectEnabledKey.self] = newValue }
    }

    /// The identity of the view whose focus shows (the window's focused view while the
    /// window holds the keyboard focus); the window sets it, focusable views compare.
    package var shownFocus: IdentityPath? {
        get { self[ShownFocusKey.self] }
        set { self[ShownFocusKey.self] = newValue }
    }
}

extension View {
    /// Hides the focus ring of the focusable views inside this view (they still take the
    /// focus; draw your own look with `@Environment(\.isFocused)`).
    nonisolated public func focusEffectDisabled(_ disabled: Bool = true) -> some View {
        modifier(_EnvironmentWritingModifier { $0.isFocusEffectEnabled = !disabled })
    }
}

/// Makes a focusable view's node: sets `isFocused` for its content, then wraps each
/// content node with `makeNode` (given the view's identity).
nonisolated public struct _FocusableModifier: ViewModifier, PrimitiveModifier {
    /// Scenery implements it itself.
    public typealias Body = Never
    let makeNode: @MainActor (ViewNode, ResolveContext, IdentityPath) -> ViewNode
    let identityComponent: AnyHashable?

    @MainActor package func resolve(
        content: (inout [ViewNode], ResolveContext) -> Void,
        into nodes: inout [ViewNode], context: ResolveContext
    ) {
        let identity = identityComponent.map { context.path.appending(.explicit($0)) } ?? context.path
        var inner = context
        // A view list (`ForEach(…) { … }.focusable()`) makes one focusable view per
        // element, each with an identity of its own; the content's `isFocused` is true
        // when any of them has the focus.
        let isFocused = context.environment.shownFocus.map { shown in
            shown == identity || (shown.components.count == identity.components.count + 1
                && shown.components.starts(with: identity.components))
        } ?? false
        // Written only when it changes what the content reads: a write copies the
        // environment, and every button of a window is focusable and unfocused.
        if inner.environment.isFocused != isFocused { inner.environment.isFocused = isFocused }
        var content_: [ViewNode] = []
        content(&content_, inner)
        for (index, node) in content_.enumerated() {
            let own = content_.count == 1 ? identity : identity.appending(.index(index))
            nodes.append(makeNode(node, context, own))
        }
    }
}
