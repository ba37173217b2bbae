/// A control that runs an action when clicked or, when it has the keyboard focus (Tab),
/// when Return goes down or Space comes up (it looks pressed while Space is held).
///
/// The default style is a bordered button: the label padded on a light rounded
/// rectangle, darker while pressed, greyed out when disabled.
nonisolated public struct Button<Label: View>: View {
    let action: @MainActor () -> Void
    let label: Label

    /// Creates a button with a custom label.
    nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    @MainActor public var body: some View {
        let action = self.action
        label
            .padding(.horizontal, 12)
            .padding(.vertical, 5)
            .background(RoundedRectangle(cornerRadius: 6).fill(Color(white: 0.88)))
            .modifier(_FocusableModifier(makeNode: { node, context, identity in
                ButtonNode(
                    child: node, identity: identity, isEnabled: context.environment.isEnabled,
                    drawsFocusEffect: context.environment.isFocusEffectEnabled, action: action)
            }, identityComponent: nil))
    }
}

extension Button where Label == Text {
    /// Creates a button labelled with the localized string for `titleKey` (a string
    /// literal is a key: see ``LocalizedStringKey``).
    nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    /// Creates a button labelled with a string as it is (not localized).
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }
}

extension View {
    /// Runs `action` when this view is clicked or tapped.
    nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void) -> some View {
        wrapNodes { node, context in
            TapTargetNode(child: node, isEnabled: context.environment.isEnabled, action: action)
        }
    }

    /// Disables (or re-enables) the controls inside this view.
    nonisolated public func disabled(_ disabled: Bool) -> some View {
        modifier(_EnvironmentWritingModifier { $0.isEnabled = $0.isEnabled && !disabled })
    }
}

private struct IsEnabledKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}

extension EnvironmentValues {
    /// Whether controls in this part of the tree accept input (`.disabled(_:)` clears it).
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
}
