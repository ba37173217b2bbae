/// `.animation(_:value:)`: the content's changes in an update where `value` changed use
/// `animation` (unless the transaction disables implicit animations).
nonisolated public struct _AnimationModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
    /// A primitive modifier: Scenery resolves it itself.
    public typealias Body = Never
    let animation: Animation?
    let value: Value

    @MainActor package func resolve(
        content: (inout [ViewNode], ResolveContext) -> Void,
        into nodes: inout [ViewNode], context: ResolveContext
    ) {
        var inner = context
        if let store = context.graph?.animations, store.valueChanged(value, in: context),
           !context.transaction.disablesAnimations {
            inner.transaction.animation = animation
        }
        content(&nodes, inner)
    }
}

/// `.transaction { }`: changes the transaction for the content (every update, or with a
/// value only in updates where the value changed).
nonisolated public struct _TransactionModifier: ViewModifier, PrimitiveModifier {
    /// A primitive modifier: Scenery resolves it itself.
    public typealias Body = Never
    let transform: @MainActor (inout Transaction) -> Void
    let changed: (@MainActor (ResolveContext) -> Bool)?

    @MainActor package func resolve(
        content: (inout [ViewNode], ResolveContext) -> Void,
        into nodes: inout [ViewNode], context: ResolveContext
    ) {
        var inner = context
        if changed?(context) ?? true { transform(&inner.transaction) }
        if changed == nil { inner.transactionTransforms.append(transform) }  // applies in every update
        content(&nodes, inner)
    }
}

/// The content of `.animation(_:body:)`'s closure: the view the modifiers inside it wrap.
nonisolated public struct PlaceholderContentView<Value>: View, PrimitiveView {
    let resolveContent: @MainActor (inout [ViewNode], ResolveContext) -> Void

    @MainActor package func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        resolveContent(&nodes, context)
    }
}

extension View {
    /// Animates the changes inside this view with `animation` in updates where `value`
    /// changed (an implicit animation; it overrides `withAnimation`'s, R134). `nil`
    /// turns animation off for them.
    nonisolated public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(_AnimationModifier(animation: animation, value: value))
    }

    /// Animates every change inside this view with `animation`, whatever caused it
    /// (deprecated in SwiftUI: prefer ``animation(_:value:)``).
    nonisolated public func animation(_ animation: Animation?) -> some View {
        transaction { transaction in
            guard !transaction.disablesAnimations else { return }
            transaction.animation = animation
        }
    }

    /// Animates only the modifiers applied inside `body` with `animation`, on every change
    /// of their parameters; this view's own changes are not animated by it.
    nonisolated public func animation<V: View>(
        _ animation: Animation?, @ViewBuilder body: @escaping @MainActor (PlaceholderContentView<Self>) -> V
    ) -> some View {
        let content = self
        return _ScopedAnimation(animation: animation, content: content, body: body)
    }

    /// Changes the transaction of the updates of this view's content.
    nonisolated public func transaction(_ transform: @escaping @MainActor (inout Transaction) -> Void) -> some View {
        modifier(_TransactionModifier(transform: transform, changed: nil))
    }

    /// Changes the transaction of this view's content in updates where `value` changed.
    nonisolated public func transaction<V: Equatable>(
        value: V, _ transform: @escaping @MainActor (inout Transaction) -> Void
    ) -> some View {
        nonisolated(unsafe) let value = value
        return modifier(_TransactionModifier(transform: transform, changed: { context in
            context.graph?.animations.valueChanged(value, in: context) ?? false
        }))
    }
}

/// `.animation(_:body:)`: the content is resolved without animation, the modifiers the
/// closure adds with `animation`.
nonisolated struct _ScopedAnimation<Content: View, Body: View>: View, PrimitiveView {
    let animation: Animation?
    let content: Content
    let body: @MainActor (PlaceholderContentView<Content>) -> Body

    @MainActor func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        var outer = context
        let animation = self.animation
        let animate: @MainActor (inout Transaction) -> Void = { if !$0.disablesAnimations { $0.animation = animation } }
        animate(&outer.transaction)
        outer.transactionTransforms.append(animate)
        let content = self.content
        let placeholder = PlaceholderContentView<Content> { nodes, inner in
            var plain = inner
            let still: @MainActor (inout Transaction) -> Void = { if !$0.disablesAnimations { $0.animation = nil } }
            still(&plain.transaction)
            plain.transactionTransforms.append(still)
            SceneryCore.resolve(content, into: &nodes, context: plain)
        }
        SceneryCore.resolve(body(placeholder), into: &nodes, context: outer)
    }
}

extension Binding {
    /// A binding whose writes animate with `animation`, as if made in `withAnimation` (R137).
    nonisolated public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        transaction(Transaction(animation: animation))
    }

    /// A binding whose writes happen in `transaction`.
    nonisolated public func transaction(_ transaction: Transaction) -> Binding<Value> {
        nonisolated(unsafe) let source = self
        return Binding(
            get: { source.wrappedValue },
            set: { value in withTransaction(transaction) { source.wrappedValue = value } })
    }
}
