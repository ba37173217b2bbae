/// A text input an input method composes into: the focused text field or editor.
///
/// The input method shows its composition in progress (the *preedit*) in the field, at the
/// caret, and inserts the text it composes through the field's editing model, so undo and
/// the clipboard treat it as typing.
@MainActor
package protocol InputMethodClient: AnyObject {
    /// The composition shown at the caret ("" when none), the cursor in it (a UTF-8
    /// offset into `text`) and how its parts are drawn (none: underlined as a whole).
    func setComposition(_ text: String, cursor: Int, attributes: [CompositionAttribute])
    /// The composition shown now ("" when none).
    var composition: String { get }
    /// Inserts composed text in place of the selection, as typing.
    func insertComposed(_ text: String)
}

extension InputMethodClient {
    /// The composition shown at the caret, underlined as a whole.
    package func setComposition(_ text: String, cursor: Int) {
        setComposition(text, cursor: cursor, attributes: [])
    }
}

/// How an input method asks a part of its composition to be drawn (IBus's preedit
/// attributes): underlined, or in other colours (the segment being converted is usually
/// drawn in the selection's colours). The range is in UTF-8 offsets into the composition.
package struct CompositionAttribute: Equatable, Sendable {
    /// What the attribute does.
    package enum Style: Equatable, Sendable {
        /// An underline (IBus underline type 1).
        case underline(CompositionUnderline)
        /// The text's colour, 0xRRGGBB (IBus type 2).
        case foreground(rgb: UInt32)
        /// A colour behind the text, 0xRRGGBB (IBus type 3).
        case background(rgb: UInt32)
    }

    package var style: Style
    package var range: Range<Int>

    package init(_ style: Style, range: Range<Int>) {
        self.style = style
        self.range = range
    }
}

/// IBus's underline kinds (values of its underline attribute).
package enum CompositionUnderline: UInt32, Equatable, Sendable {
    /// No underline.
    case none = 0
    /// One line at the bottom of the text's line.
    case single = 1
    /// Two lines, two pixels apart.
    case double = 2
    /// One line as low as the line goes (drawn as ``single``: that is the bottom of the line).
    case low = 3
    /// A dotted red line (a spelling error).
    case error = 4
}

extension Color {
    /// The dotted underline of a composition's part an input method marks as an error.
    static let compositionError = Color(red: 0.88, green: 0.11, blue: 0.14, opacity: 1)

    /// A colour from an input method's 0xRRGGBB value.
    package init(rgb: UInt32) {
        self.init(
            red: Double((rgb >> 16) & 0xFF) / 255, green: Double((rgb >> 8) & 0xFF) / 255, blue: Double(rgb & 0xFF) / 255,
            opacity: 1)
    }
}

/// The window's input method (X11: an IBus input context over D-Bus). Text inputs tell it
/// when they take and lose the keyboard focus and where their caret is; it routes the keys
/// through the input method while a client has the focus.
@MainActor
package protocol InputMethodService: AnyObject {
    /// `client` took the keyboard focus (the first call may connect to the input method).
    func clientFocused(_ client: any InputMethodClient)
    /// `client` lost the keyboard focus (ignored when another client has it by now).
    func clientUnfocused(_ client: any InputMethodClient)
    /// The caret of `client` is at `rect` (window points): the input method's candidate
    /// window goes there.
    func caretMoved(to rect: CGRect, in client: any InputMethodClient)
    /// `client` changed its text or caret by itself (a click, a paste): the composition
    /// in progress is abandoned.
    func reset(_ client: any InputMethodClient)
}

private struct InputMethodServiceKey: EnvironmentKey {
    static var defaultValue: (any InputMethodService)? { nil }
}

extension EnvironmentValues {
    /// The window's input method (nil: keys type what the keyboard gives them).
    package var inputMethodService: (any InputMethodService)? {
        get { self[InputMethodServiceKey.self] }
        set { self[InputMethodServiceKey.self] = newValue }
    }
}
