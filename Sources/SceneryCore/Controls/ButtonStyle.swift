/// A look for the buttons in a view hierarchy, with the standard interaction: the button
/// acts when clicked (pressed and released over it) or, with the keyboard focus, on Return
/// or when Space comes up. Set it with `.buttonStyle(_:)`.
///
/// ```swift
/// struct GrowingButton: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label
///             .padding()
///             .background(.blue, in: Capsule())
///             .scaleEffect(configuration.isPressed ? 1.2 : 1)
///     }
/// }
/// ```
///
/// `configuration.isPressed` is true while the mouse button is held down over the button
/// (false again when the pointer leaves it, true when it comes back) and while Space is
/// held on the focused button. The button draws the focus ring around the style's view;
/// a disabled button is not faded for a custom style (read `@Environment(\.isEnabled)`).
@MainActor @preconcurrency
public protocol ButtonStyle {
    /// The view a button becomes.
    associatedtype Body: View
    /// The properties of a button: its role, label and whether it is pressed.
    typealias Configuration = ButtonStyleConfiguration
    /// Creates the view of one button.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A button's properties, as a ``ButtonStyle`` receives them.
nonisolated public struct ButtonStyleConfiguration {
    /// A button's label, type-erased.
    nonisolated public struct Label: View, PrimitiveView {
        let content: ConfiguredContent
        @MainActor package func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
            content.resolve(into: &nodes, context: context)
        }
    }

    /// The button's role, if it has one.
    public let role: ButtonRole?
    /// The button's label.
    public let label: Label
    /// Whether the button is pressed now (pointer held over it, or Space held on it).
    public let isPressed: Bool
}

/// A look *and* interaction for the buttons in a view hierarchy: the style decides when
/// the button acts, by calling `configuration.trigger()` (from a tap gesture, say). The
/// built-in styles (`.automatic`, `.plain`, `.borderless`, `.bordered`,
/// `.borderedProminent`) are primitive button styles.
///
/// Inside `makeBody(configuration:)`, `Button(configuration)` makes the button with the
/// style that was in effect around this one.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    /// The view a button becomes.
    associatedtype Body: View
    /// The properties of a button: its role, label and action.
    typealias Configuration = PrimitiveButtonStyleConfiguration
    /// Creates the view of one button.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A button's properties, as a ``PrimitiveButtonStyle`` receives them.
nonisolated public struct PrimitiveButtonStyleConfiguration {
    /// A button's label, type-erased.
    nonisolated public struct Label: View, PrimitiveView {
        let content: ConfiguredContent
        @MainActor package func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
            content.resolve(into: &nodes, context: context)
        }
    }

    /// The button's role, if it has one.
    public let role: ButtonRole?
    /// The button's label.
    public let label: Label
    let action: MainActorBound<@MainActor () -> Void>

    /// Runs the button's action.
    @MainActor public func trigger() { action.value() }
}

/// A button style of either kind, as the environment holds it.
enum AnyButtonStyle {
    case primitive(any PrimitiveButtonStyle)
    case standard(any ButtonStyle)
}

private struct ButtonStylesKey: EnvironmentKey {
    static var defaultValue: [AnyButtonStyle] { [] }
}

extension EnvironmentValues {
    /// The button styles set around this point, outermost first; the last one applies.
    var buttonStyles: [AnyButtonStyle] {
        get { self[ButtonStylesKey.self] }
        set { self[ButtonStylesKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the buttons inside this view (the innermost `.buttonStyle` wins).
    nonisolated public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        nonisolated(unsafe) let style = style
        return modifier(_EnvironmentWritingModifier { $0.buttonStyles.append(.standard(style)) })
    }

    /// Sets the style, with its own interaction, of the buttons inside this view (the
    /// innermost `.buttonStyle` wins).
    nonisolated public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        nonisolated(unsafe) let style = style
        return modifier(_EnvironmentWritingModifier { $0.buttonStyles.append(.primitive(style)) })
    }
}

/// The body of a button in a ``ButtonStyle``: the style's `makeBody`, evaluated as a
/// view's body (resolved by ``resolveStyledBody(_:style:environment:into:context:)``, which
/// binds the style's state and environment properties to this view's identity).
struct ButtonStyleBody<Style: ButtonStyle>: View {
    let style: Style
    let configuration: ButtonStyleConfiguration
    var body: Style.Body { style.makeBody(configuration: configuration) }
}

/// The body of a button in a ``PrimitiveButtonStyle``.
struct PrimitiveButtonStyleBody<Style: PrimitiveButtonStyle>: View {
    let style: Style
    let configuration: PrimitiveButtonStyleConfiguration
    var body: Style.Body { style.makeBody(configuration: configuration) }
}

/// A button with a ``ButtonStyle``: the standard interaction (a ``ButtonNode``: clicks,
/// focus, Return and Space) around the style's view, which it evaluates again whenever
/// the pressed state changes.
struct StyledPressableButton<Style: ButtonStyle>: View {
    let style: Style
    let configuration: PrimitiveButtonStyleConfiguration
    /// The mouse button is held down over the button.
    @State private var pointerPressed = false
    /// Space is held on the focused button.
    @State private var keyPressed = false

    init(style: Style, configuration: PrimitiveButtonStyleConfiguration) {
        self.style = style
        self.configuration = configuration
    }

    var body: some View {
        let pressed = (pointer: pointerPressed, key: keyPressed)
        let setPointer = $pointerPressed
        let setKey = $keyPressed
        let action = configuration.action
        let styleBody = ButtonStyleBody(style: style, configuration: ButtonStyleConfiguration(
            role: configuration.role, label: .init(content: configuration.label.content),
            isPressed: pressed.pointer || pressed.key))
        StyledBodyHost(styleBody, style: style)
            .modifier(_FocusableModifier(makeNode: { node, context, identity in
                let button = ButtonNode(
                    child: node, identity: identity, isEnabled: context.environment.isEnabled,
                    drawsFocusEffect: context.environment.isFocusEffectEnabled, look: .styled, action: action.value)
                button.isPressed = pressed.pointer
                button.isKeyPressed = pressed.key
                button.onPressedChanged = { pointer, key in
                    if setPointer.wrappedValue != pointer { setPointer.wrappedValue = pointer }
                    if setKey.wrappedValue != key { setKey.wrappedValue = key }
                }
                return button
            }, identityComponent: nil))
    }
}
