/// The default toggle style: on a desktop, a checkbox (``CheckboxToggleStyle``), as on
/// macOS — the desktop's toggle for an option among others. Use `.switch` for a setting
/// that takes effect at once (GNOME's preference rows).
nonisolated public struct DefaultToggleStyle: ToggleStyle {
    /// Creates the default style.
    nonisolated public init() {}
    /// A checkbox and the label.
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        BuiltInToggle(configuration: configuration, look: .default)
    }
}

/// A checkbox followed by the label: a rounded square, filled with the tint and checked
/// when on.
nonisolated public struct CheckboxToggleStyle: ToggleStyle {
    /// Creates the checkbox style.
    nonisolated public init() {}
    /// A checkbox and the label.
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        BuiltInToggle(configuration: configuration, look: .checkbox)
    }
}

/// The label followed by a switch: a capsule track whose knob slides to the trailing end,
/// on the tint, when on.
nonisolated public struct SwitchToggleStyle: ToggleStyle {
    /// Creates the switch style.
    nonisolated public init() {}
    /// Creates the switch style with the colour of the on track (`tint` replaces it in
    /// new code).
    nonisolated public init(tint: Color) { self.tint = tint }
    var tint: Color?
    /// The label and a switch.
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        BuiltInToggle(configuration: configuration, look: .switch, tint: tint)
    }
}

/// A bordered button showing the label, which stays pressed (darker) while on.
nonisolated public struct ButtonToggleStyle: ToggleStyle {
    /// Creates the button style.
    nonisolated public init() {}
    /// A button that stays pressed while on.
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        BuiltInToggle(configuration: configuration, look: .button)
    }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The default style: a checkbox on a desktop.
    nonisolated public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
    /// A checkbox beside the label.
    nonisolated public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// A switch after the label.
    nonisolated public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A button that stays pressed while on.
    nonisolated public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

/// Shares a toggle's indicator node with the toggle node made around it.
@MainActor
private final class IndicatorSlot {
    var node: ToggleIndicatorNode?
}

/// The built-in toggles: an indicator (checkbox or switch) beside the label, or a
/// bordered button, in a ``ToggleNode`` that flips the binding and draws the pressed,
/// hovered, focused and disabled looks itself (no view update while the pointer is held).
///
/// | look | layout |
/// |---|---|
/// | checkbox (default) | a 16-point checkbox, 6 points, the label (centred vertically) |
/// | switch | the label, 8 points, a 40 × 22 switch |
/// | button | the label padded as a bordered button; darker while on |
nonisolated struct BuiltInToggle: View, PrimitiveView {
    enum Look { case `default`, checkbox, `switch`, button }
    let configuration: ToggleStyleConfiguration
    let look: Look
    var tint: Color?

    @MainActor func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        var inner = context
        inner.environment = context.environment.withControlFont()
        if let tint { inner.environment.tint = tint }
        let environment = inner.environment
        let metrics = ToggleMetrics(environment.controlSize)
        let binding = configuration.$isOn
        let state = ToggleIndicatorState(isOn: configuration.isOn, isMixed: configuration.isMixed)
        let colors = ToggleColors(environment)
        let slot = IndicatorSlot()
        let buttonLook = ToggleNode.Look.button(
            cornerRadius: 6, hover: Color.controlHoverVeil.resolve(in: environment),
            pressed: Color.controlPressedVeil.resolve(in: environment))
        let toggle = _FocusableModifier(makeNode: { node, context, identity in
            ToggleNode(
                child: node, identity: identity, isEnabled: context.environment.isEnabled,
                drawsFocusEffect: context.environment.isFocusEffectEnabled,
                look: slot.node.map { .indicator($0) } ?? buttonLook,
                action: { binding.wrappedValue.toggle() })
        }, identityComponent: nil)
        let label = configuration.label
        let hidesLabel = environment.labelsHidden
        switch look {
        case .default, .checkbox:
            let box = _NodeView { _ in
                let node = CheckboxNode(side: metrics.checkbox, state: state, colors: colors)
                slot.node = node
                return node
            }
            let view = HStack(spacing: metrics.checkboxSpacing) {
                box
                if !hidesLabel { label }
            }
            SceneryCore.resolve(view.modifier(toggle), into: &nodes, context: inner)
        case .switch:
            let track = _NodeView { _ in
                let node = SwitchNode(size: metrics.switchSize, state: state, colors: colors)
                slot.node = node
                return node
            }
            // In a form the label goes in the form's label column.
            let view = FormRow(label: label, content: track)
            SceneryCore.resolve(view.modifier(toggle), into: &nodes, context: inner)
        case .button:
            let controlMetrics = environment.controlMetrics
            var fill = Color.controlFill.resolve(in: environment)
            if state.isOn { fill = Color.controlPressedVeil.resolve(in: environment).over(fill) }
            let view = label
                .padding(.horizontal, controlMetrics.buttonHorizontalPadding)
                .padding(.vertical, controlMetrics.buttonVerticalPadding)
                .background(RoundedRectangle(cornerRadius: 6).fill(fill))
            SceneryCore.resolve(view.modifier(toggle), into: &nodes, context: inner)
        }
    }
}

extension Color {
    /// This (translucent) colour painted over the opaque colour `below`.
    func over(_ below: Color) -> Color {
        let a = opacity
        return Color(
            red: red * a + below.red * (1 - a), green: green * a + below.green * (1 - a),
            blue: blue * a + below.blue * (1 - a), opacity: below.opacity)
    }
}

private struct LabelsHiddenKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether the built-in controls inside leave out their labels (`labelsHidden()`).
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

extension View {
    /// Hides the labels of the controls inside this view (a toggle shows only its checkbox
    /// or switch, a slider only its track); the labels still name the controls.
    nonisolated public func labelsHidden() -> some View {
        modifier(_EnvironmentWritingModifier { $0.labelsHidden = true })
    }
}
