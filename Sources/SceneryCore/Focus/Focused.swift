extension View {
    /// Binds the focus to `condition`: it is true while this view (or the first focusable
    /// view inside it) has the keyboard focus; setting it to true focuses the view, to
    /// false takes the focus away.
    nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        let box = condition.box
        return wrapNodes { node, _ in
            FocusBindingNode(
                child: node, storage: box.storage,
                isRequested: { box.storage.value },
                setFocused: { focused in box.storage.set(focused) })
        }
    }

    /// Binds the focus to `binding`: it equals `value` while this view (or the first
    /// focusable view inside it) has the keyboard focus; setting it to `value` focuses the
    /// view, to nil takes the focus away.
    nonisolated public func focused<Value: Hashable>(_ binding: FocusState<Value?>.Binding, equals value: Value) -> some View {
        let box = binding.box
        nonisolated(unsafe) let value = value
        return wrapNodes { node, _ in
            FocusBindingNode(
                child: node, storage: box.storage,
                isRequested: { box.storage.value == value },
                setFocused: { focused in
                    if focused {
                        box.storage.set(value)
                    } else if box.storage.value == value {
                        box.storage.set(nil)
                    }
                })
        }
    }
}

/// A layout-neutral node tying a focus state to the focusable views inside it.
@MainActor
package final class FocusBindingNode: SingleChildNode {
    override var measuresAsItsChild: Bool { true }
    let storage: AnyFocusStateStorage
    /// Whether the state's value names this view (a request to focus it).
    let isRequested: @MainActor () -> Bool
    /// Writes "the focus is (not) here" into the state.
    let setFocused: @MainActor (Bool) -> Void

    init(
        child: ViewNode, storage: AnyFocusStateStorage, isRequested: @escaping @MainActor () -> Bool,
        setFocused: @escaping @MainActor (Bool) -> Void
    ) {
        self.storage = storage
        self.isRequested = isRequested
        self.setFocused = setFocused
        super.init(child: child)
    }
}
