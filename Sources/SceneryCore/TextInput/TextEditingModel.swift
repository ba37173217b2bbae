/// Where carets go in laid-out text: the geometry the editing model asks for vertical moves
/// (Up/Down) and line-wise moves (Home/End) in wrapped text.
///
/// Offsets are UTF-8 offsets into the text; points are in the text's own coordinates (the
/// top-left corner of its first line is the origin). ``CharacterGridCaretGeometry`` is
/// the headless stand-in; text fields use the window's ``TextMeasurer``.
@MainActor
package protocol TextCaretGeometry {
    /// The caret's rectangle for `offset`: its x, the top of its line and the line's height.
    func caretRect(at offset: Int) -> CGRect
    /// The caret offset nearest to `point` (a point left of a line gives the line's start,
    /// right of it the line's end; above the text the first line, below it the last).
    func caretOffset(at point: CGPoint) -> Int
    /// The offset one grapheme to the visual left (-1) or right (+1) of `offset`, or nil
    /// when the geometry knows no directions (Left and Right then move in logical order).
    func visualNeighbour(of offset: Int, direction: Int) -> Int?
}

extension TextCaretGeometry {
    /// No directions: logical order.
    package func visualNeighbour(of offset: Int, direction: Int) -> Int? { nil }
}

/// Every grapheme one unit wide and every hard line one unit high, no wrapping: the
/// geometry of a character grid, for the model's tests and for single-line fields
/// without a measurer.
package struct CharacterGridCaretGeometry: TextCaretGeometry {
    let text: String

    package init(text: String) { self.text = text }

    package func caretRect(at offset: Int) -> CGRect {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var start = 0
        for (row, line) in lines.enumerated() {
            let end = start + line.utf8.count
            if offset <= end || row == lines.count - 1 {
                let column = String(decoding: text.utf8.dropFirst(start).prefix(max(0, min(offset, end) - start)), as: UTF8.self).count
                return CGRect(x: CGFloat(column), y: CGFloat(row), width: 0, height: 1)
            }
            start = end + 1
        }
        return .zero
    }

    package func caretOffset(at point: CGPoint) -> Int {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let row = min(max(0, Int(point.y.rounded(.down))), lines.count - 1)
        let start = lines.prefix(row).reduce(0) { $0 + $1.utf8.count + 1 }
        let line = lines[row]
        let column = max(0, Int(point.x.rounded()))
        return start + line.prefix(column).utf8.count
    }
}

/// The state of an editable text: its string, the selection (an anchor and a caret, UTF-8
/// offsets; equal when nothing is selected) and the undo history. A pure value: every
/// edit is a mutating method, and the views that show it keep it in their state.
///
/// Deletion goes by grapheme cluster (one user-perceived character: "é" written as e plus
/// a combining accent, a flag, an emoji with modifiers) or by word. Caret moves collapse a
/// selection first; with `extend` (Shift) they move the caret and keep the anchor.
///
/// Undo steps: consecutive typing is one step until a word ends (a space or line break
/// after other characters), typing pauses for ``typingPause`` seconds, or something
/// other than typing happens (a caret move, a deletion, a paste). Consecutive Backspaces
/// (or Deletes) coalesce the same way; each word deletion is a step of its own.
package struct TextEditingModel: Equatable, Sendable {
    /// The text.
    package private(set) var text: String
    /// Where the selection started (UTF-8 offset).
    package private(set) var anchor: Int
    /// Where the caret is (UTF-8 offset); the selection's other end.
    package private(set) var caret: Int
    /// The x a run of Up/Down moves keeps to (the x where it started).
    private var goalX: CGFloat?
    private var undoStack: [Snapshot] = []
    private var redoStack: [Snapshot] = []
    /// What the last edit was, for coalescing; nil after anything that ends a step.
    private var lastEdit: EditKind?
    private var lastEditTime: Double = 0

    /// Typing after this many seconds without typing starts a new undo step.
    package static let typingPause: Double = 1.0
    /// The most undo steps kept.
    package static let undoLimit = 200

    private struct Snapshot: Equatable, Sendable {
        var text: String
        var anchor: Int
        var caret: Int
    }

    private enum EditKind: Equatable, Sendable {
        case typing(endedWord: Bool)
        case deletingBackward, deletingForward
    }

    /// A model holding `text` with the caret at its end.
    package init(text: String = "") {
        self.text = text
        anchor = text.utf8.count
        caret = anchor
    }

    // MARK: Reading

    /// The selected range (UTF-8 offsets), empty at the caret when nothing is selected.
    package var selectedRange: Range<Int> { min(anchor, caret)..<max(anchor, caret) }
    /// Whether some text is selected.
    package var hasSelection: Bool { anchor != caret }
    /// The selected text.
    package var selectedText: String { substring(selectedRange) }
    /// Whether ``undo()`` would do something.
    package var canUndo: Bool { !undoStack.isEmpty }
    /// Whether ``redo()`` would do something.
    package var canRedo: Bool { !redoStack.isEmpty }

    /// The text between two UTF-8 offsets.
    package func substring(_ range: Range<Int>) -> String {
        String(decoding: text.utf8.dropFirst(range.lowerBound).prefix(range.count), as: UTF8.self)
    }

    // MARK: Replacing the text from outside

    /// Replaces the text from outside (the binding changed): the caret goes to the end when
    /// it no longer fits, and the history is dropped when the text is not what the model
    /// last had.
    package mutating func setText(_ newText: String) {
        guard newText != text else { return }
        text = newText
        let count = text.utf8.count
        anchor = clampToBoundary(min(anchor, count))
        caret = clampToBoundary(min(caret, count))
        undoStack.removeAll()
        redoStack.removeAll()
        endStep()
    }

    /// Sets the selection (offsets are clamped into the text and to grapheme boundaries).
    package mutating func select(anchor: Int, caret: Int) {
        self.anchor = clampToBoundary(anchor)
        self.caret = clampToBoundary(caret)
        endStep()
    }

    /// Selects everything (Ctrl+A).
    package mutating func selectAll() { select(anchor: 0, caret: text.utf8.count) }

    // MARK: Editing

    /// Inserts `string` in place of the selection, as typing does; `time` (seconds, any
    /// monotonic clock) lets a pause in typing end the undo step.
    package mutating func type(_ string: String, at time: Double = 0) {
        guard !string.isEmpty || hasSelection else { return }
        let endsWord = string.last.map { $0.isWhitespace } ?? false
        var coalesce = false
        if case .typing(let endedWord)? = lastEdit, !hasSelection, time - lastEditTime < Self.typingPause {
            // A word ended when a space was typed; the next non-space starts a new step.
            coalesce = !(endedWord && !endsWord)
        }
        if !coalesce { pushUndo() }
        replaceSelection(with: string)
        lastEdit = .typing(endedWord: endsWord)
        lastEditTime = time
    }

    /// Inserts `string` in place of the selection as one undo step of its own (a paste).
    package mutating func insert(_ string: String) {
        guard !string.isEmpty || hasSelection else { return }
        pushUndo()
        replaceSelection(with: string)
        endStep()
    }

    /// Backspace: deletes the selection, or the grapheme before the caret.
    package mutating func deleteBackward(at time: Double = 0) {
        deleteRange(hasSelection ? selectedRange : previousBoundary(caret)..<caret, kind: .deletingBackward, time: time)
    }

    /// Delete: deletes the selection, or the grapheme after the caret.
    package mutating func deleteForward(at time: Double = 0) {
        deleteRange(hasSelection ? selectedRange : caret..<nextBoundary(caret), kind: .deletingForward, time: time)
    }

    /// Ctrl+Backspace: deletes the selection, or back to the start of the word before the caret.
    package mutating func deleteWordBackward(at time: Double = 0) {
        deleteRange(hasSelection ? selectedRange : previousWordStart(caret)..<caret, kind: nil, time: time)
    }

    /// Ctrl+Delete: deletes the selection, or on to the end of the word after the caret.
    package mutating func deleteWordForward(at time: Double = 0) {
        deleteRange(hasSelection ? selectedRange : caret..<nextWordEnd(caret), kind: nil, time: time)
    }

    /// Deletes `range`; deletions of one `kind` in a row are one undo step (a word
    /// deletion, kind nil, is always a step of its own).
    private mutating func deleteRange(_ range: Range<Int>, kind: EditKind?, time: Double) {
        guard !range.isEmpty else { return }
        let coalesce = kind != nil && lastEdit == kind && !hasSelection && time - lastEditTime < Self.typingPause
        if !coalesce { pushUndo() }
        anchor = range.lowerBound
        caret = range.upperBound
        replaceSelection(with: "")
        lastEdit = hasSelection ? nil : kind
        lastEditTime = time
    }

    private mutating func replaceSelection(with string: String) {
        let range = selectedRange
        var bytes = Array(text.utf8)
        bytes.replaceSubrange(range, with: Array(string.utf8))
        text = String(decoding: bytes, as: UTF8.self)
        caret = range.lowerBound + string.utf8.count
        anchor = caret
        goalX = nil
        redoStack.removeAll()
    }

    private mutating func pushUndo() {
        undoStack.append(Snapshot(text: text, anchor: anchor, caret: caret))
        if undoStack.count > Self.undoLimit { undoStack.removeFirst() }
    }

    /// Ends the current undo step: the next edit starts a new one.
    package mutating func endStep() {
        lastEdit = nil
        goalX = nil
    }

    /// Ctrl+Z: goes back to the text and selection before the last step.
    package mutating func undo() {
        guard let step = undoStack.popLast() else { return }
        redoStack.append(Snapshot(text: text, anchor: anchor, caret: caret))
        restore(step)
    }

    /// Ctrl+Shift+Z or Ctrl+Y: goes forward again over a step undone.
    package mutating func redo() {
        guard let step = redoStack.popLast() else { return }
        undoStack.append(Snapshot(text: text, anchor: anchor, caret: caret))
        restore(step)
    }

    private mutating func restore(_ snapshot: Snapshot) {
        text = snapshot.text
        anchor = snapshot.anchor
        caret = snapshot.caret
        endStep()
    }

    // MARK: Moving the caret

    /// A caret movement.
    package enum Movement: Sendable, Equatable {
        /// One grapheme left or right: visually where the geometry knows the text's
        /// direction (in a right-to-left run Left goes to the next grapheme, as in GTK),
        /// else in logical order (before / after).
        case left, right
        /// To the start of the word before, or the end of the word after.
        case wordLeft, wordRight
        /// The start or end of the line (of the visual line in wrapped text).
        case lineStart, lineEnd
        /// The start or end of the text.
        case documentStart, documentEnd
        /// The line above or below, keeping the x where a run of vertical moves began.
        case up, down
    }

    /// Moves the caret; `extend` (Shift) keeps the anchor, so the selection grows or
    /// shrinks; without it, Left/Right collapse a selection to its start or end first.
    /// `geometry` places lines for Up/Down and Home/End (a character grid when nil).
    @MainActor package mutating func move(_ movement: Movement, extend: Bool = false, geometry: (any TextCaretGeometry)? = nil) {
        let geometry = geometry ?? CharacterGridCaretGeometry(text: text)
        var keepGoal = false
        let target: Int
        switch movement {
        case .left:
            target = hasSelection && !extend
                ? selectedRange.lowerBound : geometry.visualNeighbour(of: caret, direction: -1) ?? previousBoundary(caret)
        case .right:
            target = hasSelection && !extend
                ? selectedRange.upperBound : geometry.visualNeighbour(of: caret, direction: 1) ?? nextBoundary(caret)
        case .wordLeft: target = previousWordStart(caret)
        case .wordRight: target = nextWordEnd(caret)
        case .lineStart, .lineEnd:
            let rect = geometry.caretRect(at: caret)
            let x: CGFloat = movement == .lineStart ? -1e9 : 1e9
            target = geometry.caretOffset(at: CGPoint(x: x, y: rect.midY))
        case .documentStart: target = 0
        case .documentEnd: target = text.utf8.count
        case .up, .down:
            let rect = geometry.caretRect(at: caret)
            let x = goalX ?? rect.minX
            let y = movement == .up ? rect.minY - rect.height / 2 : rect.maxY + rect.height / 2
            let offset = geometry.caretOffset(at: CGPoint(x: x, y: y))
            // Up on the first line goes to the start, Down on the last to the end.
            if geometry.caretRect(at: offset).minY == rect.minY {
                target = movement == .up ? 0 : text.utf8.count
            } else {
                target = offset
            }
            goalX = x
            keepGoal = true
        }
        let wasGoal = goalX
        caret = clampToBoundary(target)
        if !extend { anchor = caret }
        endStep()
        if keepGoal { goalX = wasGoal }
    }

    // MARK: Boundaries

    /// The grapheme boundary at or before `offset`.
    package func clampToBoundary(_ offset: Int) -> Int {
        let offset = max(0, min(offset, text.utf8.count))
        let index = text.utf8.index(text.utf8.startIndex, offsetBy: offset)
        if index.samePosition(in: text) != nil { return offset }
        // Round down to the start of the grapheme that contains the offset.
        var character = text.startIndex
        while character < text.endIndex {
            let next = text.index(after: character)
            if next > index { break }
            character = next
        }
        return text.utf8.distance(from: text.utf8.startIndex, to: character)
    }

    /// The grapheme boundary before `offset` (0 at the start).
    package func previousBoundary(_ offset: Int) -> Int {
        let index = utf8Index(offset)
        guard index > text.startIndex else { return 0 }
        return text.utf8.distance(from: text.utf8.startIndex, to: text.index(before: index))
    }

    /// The grapheme boundary after `offset` (the end at the end).
    package func nextBoundary(_ offset: Int) -> Int {
        let index = utf8Index(offset)
        guard index < text.endIndex else { return text.utf8.count }
        return text.utf8.distance(from: text.utf8.startIndex, to: text.index(after: index))
    }

    /// Whether a character belongs to a word (letters, digits, connector punctuation).
    package static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    /// The start of the word before `offset`: back over non-word characters, then over
    /// the word (GTK's Ctrl+Left).
    package func previousWordStart(_ offset: Int) -> Int {
        var index = utf8Index(offset)
        while index > text.startIndex, !Self.isWordCharacter(text[text.index(before: index)]) { index = text.index(before: index) }
        while index > text.startIndex, Self.isWordCharacter(text[text.index(before: index)]) { index = text.index(before: index) }
        return text.utf8.distance(from: text.utf8.startIndex, to: index)
    }

    /// The end of the word after `offset`: on over non-word characters, then over the word
    /// (GTK's Ctrl+Right).
    package func nextWordEnd(_ offset: Int) -> Int {
        var index = utf8Index(offset)
        while index < text.endIndex, !Self.isWordCharacter(text[index]) { index = text.index(after: index) }
        while index < text.endIndex, Self.isWordCharacter(text[index]) { index = text.index(after: index) }
        return text.utf8.distance(from: text.utf8.startIndex, to: index)
    }

    /// The word around `offset` (a double click): the run of word characters, or of
    /// other non-space characters, or of spaces, that the offset is in or just before.
    package func wordRange(at offset: Int) -> Range<Int> {
        let index = utf8Index(offset)
        guard !text.isEmpty else { return 0..<0 }
        let probe = index < text.endIndex ? index : text.index(before: index)
        func kind(_ c: Character) -> Int { Self.isWordCharacter(c) ? 0 : c.isWhitespace ? 1 : 2 }
        let wanted = kind(text[probe])
        var start = probe, end = text.index(after: probe)
        while start > text.startIndex, kind(text[text.index(before: start)]) == wanted { start = text.index(before: start) }
        while end < text.endIndex, kind(text[end]) == wanted { end = text.index(after: end) }
        return text.utf8.distance(from: text.utf8.startIndex, to: start)..<text.utf8.distance(from: text.utf8.startIndex, to: end)
    }

    /// The hard line (between line breaks) around `offset` (a triple click), without its
    /// line break.
    package func lineRange(at offset: Int) -> Range<Int> {
        let bytes = Array(text.utf8)
        var start = min(offset, bytes.count), end = start
        while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
        while end < bytes.count, bytes[end] != 0x0A { end += 1 }
        return start..<end
    }

    private func utf8Index(_ offset: Int) -> String.Index {
        let offset = clampToBoundary(offset)
        return text.utf8.index(text.utf8.startIndex, offsetBy: offset)
    }
}
