/// "Leaf-applied" modifiers (R133's exception): `frame` and `offset` take effect at the leaf
/// view below them, so they animate with the transaction the leaf sees —
/// `Rectangle().animation(.default, value: flag).frame(width: …)` animates the frame.
///
/// While a view is resolved, the store remembers the transaction of the last view resolved
/// (`resolve(_:into:context:)` records it for every view, so deeper ones overwrite). A
/// leaf-applied modifier clears it, resolves its content, and then animates its own
/// attributes with that transaction — the innermost, last leaf's, or a custom view's whose
/// layout nodes were reused without resolving its body.
extension ResolveContext {
    func leafTransactionContext(resolving content: () -> Void) -> ResolveContext? {
        guard let store = graph?.animations else { return nil }
        store.leafTransaction = nil
        content()
        var copy = self
        if let leaf = store.leafTransaction { copy.transaction = leaf }
        return copy
    }
}
