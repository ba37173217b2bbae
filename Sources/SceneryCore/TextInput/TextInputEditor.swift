import FoundationEssentials

/// Where a text field's text comes from and goes to.
struct TextInputSource {
    /// The text the bound value shows now.
    let read: @MainActor () -> String
    /// Called with the edited text after every edit (a `String` binding: the binding
    /// changes as the person types); nil when the value changes on commit only.
    let live: (@MainActor (String) -> Void)?
    /// Called on commit (Return, focus loss) with the edited text: sets the value when the
    /// text parses and returns the text to show (the value formatted again).
    let commit: @MainActor (String) -> String

    /// A `String` binding, changed on every edit.
    static func text(_ binding: Binding<String>) -> TextInputSource {
        nonisolated(unsafe) let binding = binding
        return TextInputSource(
            read: { binding.wrappedValue }, live: { binding.wrappedValue = $0 }, commit: { $0 })
    }
}

/// The state of one text field, editor or secure field across updates: the editing model,
/// how far the text is scrolled, and the pointer's multi-click selection. Kept in the
/// view's `@State`; every change bumps ``revision`` (a state the view reads), so the
/// field draws again.
@MainActor
final class TextInputEditor {
    var model = TextEditingModel()
    /// How far the text is scrolled inside the field (x for one line, y for several).
    var scroll = CGPoint.zero
    /// Whether the person is editing (the field had the focus at the last update).
    var isEditing = false
    /// The unit a drag selects by: after a double click words, after a triple click lines.
    var dragGranularity = 1
    /// The selection the multi-click drag started from (its word or line).
    var dragOrigin: Range<Int> = 0..<0
    /// The node that drew the field last (for caret geometry).
    weak var node: TextInputNode?
    /// How the field lays out its text.
    var axis = TextInputAxis.singleLine
    /// The window's selections (copy, paste, PRIMARY).
    var selectionService: (any TextSelectionService)?
    /// Where the field's text comes from (for a paste that arrives later).
    var source: TextInputSource?
    /// Whether the caret is drawn now (the blink's phase).
    var caretShown = true
    /// Called after a change that needs the field drawn again.
    var changed: @MainActor () -> Void = {}
    /// When the caret last moved or the text last changed (seconds on ``now``), for
    /// the blink (docs/text-input.md).
    var lastInput: Double = 0

    /// The blink's registration with the window's timeline timer.
    let blink = CaretBlinkTimer()

    /// The input method's composition in progress, drawn underlined at the caret ("" when
    /// none); not part of the text until the input method commits it.
    private(set) var composition = ""
    /// The cursor inside ``composition`` (a UTF-8 offset).
    private(set) var compositionCursor = 0
    /// How parts of ``composition`` are drawn (empty: underlined as a whole), within it.
    private(set) var compositionAttributes: [CompositionAttribute] = []
    /// Whether editing starts with the caret at the end of the text, wherever the click
    /// that started it was (the header bar's fields).
    var caretAtEndOnFocus = false
    /// The focus came without a press that placed the caret at the end: the press that
    /// gave it (handled after the focus change, when the update ran first) still must.
    private var pressPlacesCaretAtEnd = false
    /// A press placed the caret at the end before the focus change was seen.
    private var pressPlacedCaretAtEnd = false

    /// The window's input method, while the field has the focus.
    var inputMethod: (any InputMethodService)?
    /// The caret last reported to the input method (window points).
    var reportedCaret: CGRect?

    /// An editor with empty text (made wherever the view is made).
    nonisolated init() {}

    /// Seconds since the reference date (the clock the window's timeline timer keeps).
    static var now: Double { Date().timeIntervalSinceReferenceDate }

    /// Brings the model up to date with the bound value when the person is not editing
    /// it, or when a `String` binding was changed from outside.
    func sync(with source: TextInputSource) {
        let external = source.read()
        if source.live != nil || !isEditing {
            if external != model.text { model.setText(external) }
        }
    }

    /// Drops the composition in progress and tells the input method to start afresh (the
    /// caret moved or the text changed without it).
    func abandonComposition() {
        guard let inputMethod, !composition.isEmpty else { return }
        inputMethod.reset(self)
        if !composition.isEmpty { setComposition("", cursor: 0) }
    }

    /// The field took (`editing`) or lost the focus: with ``caretAtEndOnFocus`` the caret
    /// goes to the end of the text.
    func focusChanged(editing: Bool) {
        guard caretAtEndOnFocus, editing else {
            pressPlacesCaretAtEnd = false
            pressPlacedCaretAtEnd = false
            return
        }
        moveCaretToEnd()
        // The press that focused the field may come after this (no event loop between
        // them): it must not move the caret back to where it was.
        pressPlacesCaretAtEnd = !pressPlacedCaretAtEnd
        pressPlacedCaretAtEnd = false
    }

    /// A plain press in the field: whether it is the press that starts editing with the
    /// caret at the end (which it then places there) rather than a press that places the
    /// caret where it is.
    func pressStartsEditingAtEnd() -> Bool {
        guard caretAtEndOnFocus else { return false }
        if pressPlacesCaretAtEnd {
            pressPlacesCaretAtEnd = false
        } else if !isEditing {
            pressPlacedCaretAtEnd = true
        } else {
            return false
        }
        moveCaretToEnd()
        return true
    }

    /// A key was typed: the next press places the caret where it is.
    func keyTyped() { pressPlacesCaretAtEnd = false }

    private func moveCaretToEnd() {
        let end = model.text.utf8.count
        model.select(anchor: end, caret: end)
    }

    /// The text changed: a `String` binding hears it at once.
    func didEdit(_ source: TextInputSource) {
        lastInput = Self.now
        source.live?(model.text)
        changed()
    }
}

extension TextInputEditor: InputMethodClient {
    func setComposition(_ text: String, cursor: Int, attributes: [CompositionAttribute]) {
        composition = text
        compositionCursor = max(0, min(cursor, text.utf8.count))
        let length = text.utf8.count
        compositionAttributes = attributes.compactMap { attribute in
            let range = min(attribute.range.lowerBound, length)..<min(attribute.range.upperBound, length)
            return range.isEmpty ? nil : CompositionAttribute(attribute.style, range: range)
        }
        lastInput = Self.now
        changed()
    }

    func insertComposed(_ text: String) {
        guard !text.isEmpty, let source else { return }
        var model = self.model
        model.type(axis == .singleLine ? text.replacingLineBreaks() : text, at: Self.now)
        self.model = model
        didEdit(source)
    }
}
