/// The look of the text fields inside a view: set with ``View/textFieldStyle(_:)``.
public protocol TextFieldStyle {
    /// The frame the style draws around the text (an implementation detail of the
    /// built-in styles).
    var _look: _TextFieldLook { get }
}

/// The frames the built-in text field styles draw.
public enum _TextFieldLook: Sendable, Equatable {
    /// A rounded rectangle with a border, the background of a text entry.
    case roundedBorder
    /// No frame: the text alone.
    case plain
}

/// The platform's text field style: on Linux, a rounded border as GTK's entries have.
public struct DefaultTextFieldStyle: TextFieldStyle {
    /// Creates the default style.
    public init() {}
    /// The rounded border.
    public var _look: _TextFieldLook { .roundedBorder }
}

/// A text field with a rounded border around its text.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    /// Creates the rounded-border style.
    public init() {}
    /// The rounded border.
    public var _look: _TextFieldLook { .roundedBorder }
}

/// A text field with no frame: the text alone.
public struct PlainTextFieldStyle: TextFieldStyle {
    /// Creates the plain style.
    public init() {}
    /// No frame.
    public var _look: _TextFieldLook { .plain }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The platform's style.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A rounded border.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// No frame.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

private struct TextFieldLookKey: EnvironmentKey {
    static var defaultValue: _TextFieldLook { .roundedBorder }
}

extension EnvironmentValues {
    /// The frame text fields inside draw (``View/textFieldStyle(_:)``).
    package var textFieldLook: _TextFieldLook {
        get { self[TextFieldLookKey.self] }
        set { self[TextFieldLookKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the text fields inside this view.
    nonisolated public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        let look = style._look
        return updatingEnvironment { $0.textFieldLook = look }
    }
}

/// A text field's frame: GTK's entry metrics (the text 8 points from the sides, 34 points
/// tall for body text) on the field background, with a 1-point border that turns the
/// accent colour while the field has the focus; a plain field is the text alone.
nonisolated struct TextFieldFrame<Content: View>: View {
    let look: _TextFieldLook
    let isFocused: Bool
    let content: Content

    @MainActor var body: some View {
        switch look {
        case .plain:
            content
        case .roundedBorder:
            content
                .padding(.horizontal, 8)
                .padding(.vertical, 8)
                .background(RoundedRectangle(cornerRadius: 6).fill(Color.textFieldBackground))
                .overlay(RoundedRectangle(cornerRadius: 6).strokeBorder(
                    isFocused ? Color.accentColor : Color.textFieldBorder, lineWidth: 1))
        }
    }
}

extension Color {
    /// A text field's background.
    static let textFieldBackground = Color(white: 1).dark(white: 0.12)
    /// A text field's border while it does not have the focus.
    static let textFieldBorder = Color(white: 0, opacity: 0.2).dark(white: 1, opacity: 0.2)
}
