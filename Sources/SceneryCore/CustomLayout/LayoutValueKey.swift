/// A key for a value a view carries for its container's `Layout`, read through
/// `subview[Key.self]`.
public protocol LayoutValueKey {
    /// The type of the value.
    associatedtype Value
    /// The value when a view sets none.
    static var defaultValue: Value { get }
}

extension View {
    /// Sets a value for a custom `Layout` to read from this view's proxy.
    nonisolated public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        nonisolated(unsafe) let value = value
        let id = ObjectIdentifier(key)
        return modifier(_TraitModifier { $0.traits.values[id] = value })
    }

    /// Sets the priority stacks and layouts give this view when sharing space (default 0;
    /// higher is served first).
    nonisolated public func layoutPriority(_ value: Double) -> some View {
        modifier(_TraitModifier { $0.traits.priority = value })
    }
}
