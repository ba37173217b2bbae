extension View {
    /// Runs `action` with the new value whenever `value` changes from one update of the
    /// view tree to the next (the one-value form, deprecated in SwiftUI in favour of the
    /// two- and zero-parameter forms of `onChange(of:initial:_:)`).
    @available(*, deprecated, message: "Use `onChange` with a two or zero parameter action closure instead.")
    nonisolated public func onChange<V: Equatable>(
        of value: V, perform action: @escaping (_ newValue: V) -> Void
    ) -> ModifiedContent<Self, _ValueChangeModifier<V>> {
        modifier(_ValueChangeModifier(value: value, initial: false) { _, newValue in action(newValue) })
    }
}
