/// A value built on any thread that is only used on the main actor: the views a view holds.
///
/// SwiftUI's views are plain values that user code builds wherever it likes — in a
/// nonisolated function, a global, a `@ViewBuilder` method of a nonisolated protocol — and
/// the framework reads them only while it resolves the tree on the main actor. A view's
/// resolution closures carry their captured views in this box to say so.
struct MainActorBound<Value>: @unchecked Sendable {
    /// The value.
    let value: Value

    /// Wraps `value`.
    init(_ value: Value) { self.value = value }
}
