extension View {
    /// Runs `action` when `key` goes down (or repeats) while this view or a view inside it
    /// has the keyboard focus. Return `.ignored` to pass the key on to the ancestors.
    nonisolated public func onKeyPress(_ key: KeyEquivalent, action: @escaping @MainActor () -> KeyPress.Result) -> some View {
        keyHandler(phases: [.down, .repeat], matches: { $0.key == key }) { _ in action() }
    }

    /// Runs `action` for the events of `key` in `phases` while this view or a view inside
    /// it has the keyboard focus.
    nonisolated public func onKeyPress(
        _ key: KeyEquivalent, phases: KeyPress.Phases, action: @escaping @MainActor (KeyPress) -> KeyPress.Result
    ) -> some View {
        keyHandler(phases: phases, matches: { $0.key == key }, action: action)
    }

    /// Runs `action` for the events of any of `keys` in `phases` while this view or a view
    /// inside it has the keyboard focus.
    nonisolated public func onKeyPress(
        keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
        action: @escaping @MainActor (KeyPress) -> KeyPress.Result
    ) -> some View {
        keyHandler(phases: phases, matches: { keys.contains($0.key) }, action: action)
    }

    /// Runs `action` for key events whose text consists of characters in `characters`
    /// (a Foundation `CharacterSet`, or any set of Unicode scalars) while this view or a
    /// view inside it has the keyboard focus.
    nonisolated public func onKeyPress<Characters: SetAlgebra>(
        characters: Characters, phases: KeyPress.Phases = [.down, .repeat],
        action: @escaping @MainActor (KeyPress) -> KeyPress.Result
    ) -> some View where Characters.Element == Unicode.Scalar {
        keyHandler(phases: phases, matches: { press in
            !press.characters.isEmpty && press.characters.unicodeScalars.allSatisfy { characters.contains($0) }
        }, action: action)
    }

    /// Runs `action` for every key event in `phases` while this view or a view inside it
    /// has the keyboard focus.
    nonisolated public func onKeyPress(
        phases: KeyPress.Phases = [.down, .repeat], action: @escaping @MainActor (KeyPress) -> KeyPress.Result
    ) -> some View {
        keyHandler(phases: phases, matches: { _ in true }, action: action)
    }

    nonisolated private func keyHandler(
        phases: KeyPress.Phases, matches: @escaping (KeyPress) -> Bool,
        action: @escaping @MainActor (KeyPress) -> KeyPress.Result
    ) -> some View {
        let matches = MainActorBound(matches)
        return wrapNodes { node, _ in
            KeyHandlerNode(child: node) { press in
                guard phases.contains(press.phase), matches.value(press) else { return .ignored }
                return action(press)
            }
        }
    }
}

/// A layout-neutral node holding an `onKeyPress` action. Key events go to the handlers on
/// the path from the focused view up to the root (``KeyDispatch``).
@MainActor
package final class KeyHandlerNode: SingleChildNode {
    override var measuresAsItsChild: Bool { true }
    let handle: @MainActor (KeyPress) -> KeyPress.Result

    init(child: ViewNode, handle: @escaping @MainActor (KeyPress) -> KeyPress.Result) {
        self.handle = handle
        super.init(child: child)
    }
}
