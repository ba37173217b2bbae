/// Runs an action when a value changes between updates of the view tree.
nonisolated public struct _ValueChangeModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let value: Value
    let initial: Bool
    /// Plain closures, as in SwiftUI: a closure variable that is not `Sendable` (a helper's
    /// parameter) can be passed on; a literal written in a view's body is main-actor code.
    let action: (Value, Value) -> Void

    @MainActor package func resolve(
        content: (inout [ViewNode], ResolveContext) -> Void,
        into nodes: inout [ViewNode], context: ResolveContext
    ) {
        if let graph = context.graph {
            graph.observeChange(at: context.path.appending(.explicit("onChange")), value: value, initial: initial, action: action)
        }
        content(&nodes, context.child(.explicit("changing")))
    }
}

extension View {
    /// Runs `action` with the old and the new value whenever `value` changes from one
    /// update of the view tree to the next (and once at first appearance when `initial`).
    /// Actions run after the update, in the order of the changes.
    nonisolated public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> ModifiedContent<Self, _ValueChangeModifier<V>> {
        modifier(_ValueChangeModifier(value: value, initial: initial, action: action))
    }

    /// Runs `action` whenever `value` changes (the zero-parameter form).
    nonisolated public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping () -> Void
    ) -> ModifiedContent<Self, _ValueChangeModifier<V>> {
        modifier(_ValueChangeModifier(value: value, initial: initial) { _, _ in action() })
    }
}
