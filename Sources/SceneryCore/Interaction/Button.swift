/// A control that runs an action when clicked or, when it has the keyboard focus (Tab),
/// when Return goes down or Space comes up (it looks pressed while Space is held).
///
/// The button style in effect (`.buttonStyle(_:)`) draws it; the default style is a
/// bordered button: the label padded on a light rounded rectangle, darker while pressed,
/// greyed out when disabled. docs/controls.md describes the styles.
nonisolated public struct Button<Label: View>: View, PrimitiveView {
    let action: MainActorBound<@MainActor () -> Void>
    let label: Label
    let role: ButtonRole?

    /// Creates a button with a custom label.
    nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// Creates a button with a role (`.destructive`, `.cancel`…) and a custom label.
    nonisolated public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = MainActorBound(action)
        self.label = label()
        self.role = role
    }

    /// Resolves the body of the innermost button style with that style taken off the
    /// environment's stack (docs/controls.md, "The style pattern").
    @MainActor package func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        guard let shortcut = context.environment.keyboardShortcut else { return resolveStyled(into: &nodes, context: context) }
        // The shortcut triggers the button from anywhere in the window (docs/input.md).
        var inner: [ViewNode] = []
        resolveStyled(into: &inner, context: context)
        let action = action.value
        let node = context.singleRow(inner, axis: .horizontal, spacing: 0)
        nodes.append(KeyboardShortcutNode(child: node, shortcut: shortcut, isEnabled: context.environment.isEnabled, action: action))
    }

    @MainActor private func resolveStyled(into nodes: inout [ViewNode], context: ResolveContext) {
        let styles = context.environment.buttonStyles
        // The label sees the style stack as the button did, and no shortcut. Only changes
        // are written: a write copies the environment, and most buttons have no style set
        // and no shortcut.
        let configuration = PrimitiveButtonStyleConfiguration(
            role: role,
            label: .init(content: ConfiguredContent(label) { environment in
                if !(styles.isEmpty && environment.buttonStyles.isEmpty) { environment.buttonStyles = styles }
                if environment.keyboardShortcut != nil { environment.keyboardShortcut = nil }
            }),
            action: action)
        guard let style = styles.last else {
            // No style set: the default look, without evaluating a style as a view; the
            // nodes of last time when only the action is new (Graph/ButtonMemo.swift).
            let button = BuiltInButton(configuration: configuration, look: .bordered)
            guard let graph = context.graph else { return button.resolve(into: &nodes, context: context) }
            return graph.resolveButton(label: label, role: role, action: action.value, into: &nodes, context: context) { nodes in
                button.resolve(into: &nodes, context: context)
            }
        }
        var environment = context.environment
        environment.buttonStyles.removeLast()
        switch style {
        case .primitive(let style):
            Self.resolve(primitive: style, configuration, environment: environment, into: &nodes, context: context)
        case .standard(let style):
            Self.resolve(standard: style, configuration, environment: environment, into: &nodes, context: context)
        }
    }

    @MainActor private static func resolve<S: PrimitiveButtonStyle>(
        primitive style: S, _ configuration: PrimitiveButtonStyleConfiguration, environment: EnvironmentValues,
        into nodes: inout [ViewNode], context: ResolveContext
    ) {
        let body = PrimitiveButtonStyleBody(style: style, configuration: configuration)
        resolveStyledBody(body, style: style, environment: environment, into: &nodes, context: context)
    }

    @MainActor private static func resolve<S: ButtonStyle>(
        standard style: S, _ configuration: PrimitiveButtonStyleConfiguration, environment: EnvironmentValues,
        into nodes: inout [ViewNode], context: ResolveContext
    ) {
        var inner = context
        inner.environment = environment
        SceneryCore.resolve(StyledPressableButton(style: style, configuration: configuration), into: &nodes, context: inner)
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

    /// Creates a button with a role and a text label.
    /// The title is the localized string for `titleKey` (a string literal is a key: see
    /// ``LocalizedStringKey``).
    nonisolated public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    /// Creates a button with a role and a text label.
    /// The title is shown as it is (not localized).
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == SceneryCore.Label<Text, Image> {
    /// Creates a button whose label is a title and a symbol (`Label(title, systemImage:)`).
    /// The title is the localized string for `titleKey` (a string literal is a key: see
    /// ``LocalizedStringKey``).
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { SceneryCore.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a button whose label is a title and a symbol (`Label(title, systemImage:)`).
    /// The title is shown as it is (not localized).
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { SceneryCore.Label(title, systemImage: systemImage) }
    }

    /// Creates a button with a role whose label is a title and a symbol.
    /// The title is the localized string for `titleKey` (a string literal is a key: see
    /// ``LocalizedStringKey``).
    nonisolated public init(
        _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void
    ) {
        self.init(role: role, action: action) { SceneryCore.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a button with a role whose label is a title and a symbol.
    /// The title is shown as it is (not localized).
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void
    ) {
        self.init(role: role, action: action) { SceneryCore.Label(title, systemImage: systemImage) }
    }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// Creates the button a ``PrimitiveButtonStyle`` is given: inside its
    /// `makeBody(configuration:)`, it draws the button with the style around that one.
    nonisolated public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        action = configuration.action
        label = configuration.label
        role = configuration.role
    }
}

extension View {
    /// Runs `action` when this view is clicked or tapped.
    /// The action is a plain closure, as in SwiftUI; it runs on the main actor.
    nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        nonisolated(unsafe) let action = action
        return wrapNodes { node, context in
            TapTargetNode(child: node, isEnabled: context.environment.isEnabled, action: { action() })
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
