/// A text input an input method composes into: the focused text field or editor.
///
/// The input method shows its composition in progress (the *preedit*) in the field, at the
/// caret, and inserts the text it composes through the field's editing model, so undo and
/// the clipboard treat it as typing.
@MainActor
package protocol InputMethodClient: AnyObject {
    /// The composition shown at the caret ("" when none) and the cursor in it (a UTF-8
    /// offset into `text`).
    func setComposition(_ text: String, cursor: Int)
    /// The composition shown now ("" when none).
    var composition: String { get }
    /// Inserts composed text in place of the selection, as typing.
    func insertComposed(_ text: String)
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
