/// The default button style: on a desktop, ``BorderedButtonStyle``'s look — the label
/// padded on a light grey rounded rectangle, darker while pressed, faded when disabled.
nonisolated public struct DefaultButtonStyle: PrimitiveButtonStyle {
    /// Creates the default style.
    nonisolated public init() {}
    /// The bordered button.
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        BuiltInButton(configuration: configuration, look: .bordered)
    }
}

/// A button with a light grey rounded background (the default look on a desktop).
nonisolated public struct BorderedButtonStyle: PrimitiveButtonStyle {
    /// Creates the bordered style.
    nonisolated public init() {}
    /// The bordered button.
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        BuiltInButton(configuration: configuration, look: .bordered)
    }
}

/// A button filled with the tint colour, with a white label: the one button that
/// stands out.
nonisolated public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    /// Creates the prominent style.
    nonisolated public init() {}
    /// The prominent button.
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        BuiltInButton(configuration: configuration, look: .prominent)
    }
}

/// A button without a border: its label in the tint colour, dimmed while pressed.
nonisolated public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    /// Creates the borderless style.
    nonisolated public init() {}
    /// The borderless button.
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        BuiltInButton(configuration: configuration, look: .borderless)
    }
}

/// A button that is just its label, as it is, dimmed while pressed.
nonisolated public struct PlainButtonStyle: PrimitiveButtonStyle {
    /// Creates the plain style.
    nonisolated public init() {}
    /// The plain button.
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        BuiltInButton(configuration: configuration, look: .plain)
    }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The default style (bordered on a desktop).
    nonisolated public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// A light grey rounded background.
    nonisolated public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A tint-coloured background with a white label.
    nonisolated public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// No border; the label in the tint colour.
    nonisolated public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// The label as it is.
    nonisolated public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

/// The built-in buttons: the label with the look's chrome, in a ``ButtonNode`` that draws
/// the pressed look itself (no view update while the pointer is held).
///
/// | look | chrome | pressed | disabled |
/// |---|---|---|---|
/// | bordered | padding by control size (12 × 5 regular) on a 6-point rounded rectangle, white 0.88 (0.32 dark) | 15 % black veil (25 % dark) | 40 % opacity |
/// | prominent | the same padding on the tint colour, white label | veil | 40 % |
/// | borderless | none; label in the tint colour | 50 % opacity | 40 % |
/// | plain | none | 50 % opacity | 40 % |
///
/// A destructive button's label is red (unless a foreground style is set). At the mini
/// and small control sizes the label's default font is 9 and 11 points.
nonisolated struct BuiltInButton: View, PrimitiveView {
    enum Look { case bordered, prominent, borderless, plain, menuItem }
    let configuration: PrimitiveButtonStyleConfiguration
    let look: Look

    @MainActor func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        // The default button (`.keyboardShortcut(.defaultAction)`) is the prominent one.
        let look = look == .bordered && context.environment.keyboardShortcut == .defaultAction ? .prominent : look
        var inner = context
        inner.environment = context.environment.withControlFont()
        let metrics = context.environment.controlMetrics
        switch look {
        case .prominent:
            inner.environment.foregroundStyle = Color.white
        case .borderless:
            if inner.environment.foregroundStyle == nil { inner.environment.foregroundStyle = TintShapeStyle() }
        case .bordered, .plain, .menuItem:
            break
        }
        if configuration.role == .destructive && context.environment.foregroundStyle == nil {
            inner.environment.foregroundStyle = Color.red
        }
        let action = configuration.action
        let pressedLook: ButtonNode.PressedLook
        // In a control group the buttons are square; the group rounds its ends.
        let radius: CGFloat = context.environment.isInControlGroup ? 0 : 6
        switch look {
        case .bordered, .prominent: pressedLook = .veil(cornerRadius: radius)
        case .borderless, .plain: pressedLook = .dim
        case .menuItem: pressedLook = .menuItem(highlight: Color.menuItemHighlight.resolve(in: context.environment))
        }
        let veils = (
            pressed: Color.controlPressedVeil.resolve(in: context.environment),
            hover: Color.controlHoverVeil.resolve(in: context.environment))
        // The bordered looks' rounded rectangle is drawn by the button's node, under its
        // label: a background modifier would add two nodes (and a shape view to resolve)
        // to every button of a window, each resolved, laid out and drawn again whenever
        // the body holding the button runs.
        let fill: Color? = switch look {
        case .bordered: Color.controlFill.resolve(in: context.environment)
        case .prominent: context.environment.tint.resolve(in: context.environment)
        case .borderless, .plain, .menuItem: nil
        }
        let button = _FocusableModifier(makeNode: { node, context, identity in
            let button = ButtonNode(
                child: node, identity: identity, isEnabled: context.environment.isEnabled,
                drawsFocusEffect: context.environment.isFocusEffectEnabled, look: pressedLook, action: action.value)
            button.pressedVeil = veils.pressed
            button.hoverVeil = veils.hover
            if let fill { button.fill = ButtonNode.Fill(color: context.animated(fill), cornerRadius: radius) }
            return button
        }, identityComponent: nil)
        switch look {
        case .bordered, .prominent:
            // One padding, as `.padding(.horizontal, h).padding(.vertical, v)` lays out.
            let (horizontal, vertical) = (metrics.buttonHorizontalPadding, metrics.buttonVerticalPadding)
            let chrome = configuration.label
                .padding(EdgeInsets(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal))
                .modifier(button)
            SceneryCore.resolve(chrome, into: &nodes, context: inner)
        case .borderless, .plain, .menuItem:
            SceneryCore.resolve(configuration.label.modifier(button), into: &nodes, context: inner)
        }
    }
}
