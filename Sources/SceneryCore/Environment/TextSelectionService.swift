/// Which of the window system's text selections a copy or paste uses.
package enum TextSelectionKind: Sendable, Hashable {
    /// The clipboard: Ctrl+C/X/V (X11's `CLIPBOARD` selection).
    case clipboard
    /// The text last selected with the mouse or keyboard, pasted with a middle click
    /// (X11's `PRIMARY` selection).
    case primary
}

/// Where copied text goes and pasted text comes from: the window system's selections.
///
/// A renderer installs one per window (X11: the window owns the selection and answers
/// other clients' requests; the headless backend keeps the text in memory, shared by the
/// windows of one process). Text views reach it through ``EnvironmentValues/textSelectionService``.
@MainActor
package protocol TextSelectionService: AnyObject {
    /// Makes `text` the content of `selection`; it stays there until another client (or
    /// another call) replaces it.
    func setText(_ text: String, for selection: TextSelectionKind)
    /// Asks for the text of `selection`. `completion` runs exactly once, later (never
    /// before this call returns), with the text, or nil when the selection is empty,
    /// holds no text, or its owner did not answer in time.
    func requestText(from selection: TextSelectionKind, completion: @escaping @MainActor (String?) -> Void)
}

private struct TextSelectionServiceKey: EnvironmentKey {
    static var defaultValue: (any TextSelectionService)? { nil }
}

extension EnvironmentValues {
    /// The window's text selections (nil outside a window: copy does nothing, paste
    /// pastes nothing).
    package var textSelectionService: (any TextSelectionService)? {
        get { self[TextSelectionServiceKey.self] }
        set { self[TextSelectionServiceKey.self] = newValue }
    }
}
