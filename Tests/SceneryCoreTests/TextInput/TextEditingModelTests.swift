@testable import SceneryCore
import Testing

@Suite("Text editing model: selection, graphemes, words, lines, undo")
@MainActor
struct TextEditingModelTests {
    /// A model with `text`, the caret at `caret` (a character count) and nothing selected.
    private func model(_ text: String, caret: Int? = nil) -> TextEditingModel {
        var model = TextEditingModel(text: text)
        if let caret {
            let offset = text.prefix(caret).utf8.count
            model.select(anchor: offset, caret: offset)
        }
        return model
    }

    @Test("Typing inserts at the caret and replaces a selection")
    func typingReplacesSelection() {
        var m = model("hello world", caret: 5)
        m.type(",")
        #expect(m.text == "hello, world")
        m.select(anchor: 7, caret: 12)
        m.type("there")
        #expect(m.text == "hello, there")
        #expect(m.caret == 12 && !m.hasSelection)
    }

    @Test("Backspace and Delete remove one grapheme cluster, not one scalar")
    func graphemeDeletion() {
        var m = model("ae\u{301}🇫🇷👍🏽")
        m.deleteBackward()
        #expect(m.text == "ae\u{301}🇫🇷")
        m.deleteBackward()
        #expect(m.text == "ae\u{301}")
        m.move(.documentStart)
        m.move(.right)
        m.deleteForward()
        #expect(m.text == "a")
    }

    @Test("Ctrl+Backspace and Ctrl+Delete remove a word and the spaces before it")
    func wordDeletion() {
        var m = model("one two  three")
        m.deleteWordBackward()
        #expect(m.text == "one two  ")
        m.deleteWordBackward()
        #expect(m.text == "one ")
        m.move(.documentStart)
        m.deleteWordForward()
        #expect(m.text == " ")
    }

    @Test("Left/Right collapse a selection to its edge first; Shift extends from the anchor")
    func arrowsAndSelection() {
        var m = model("abcdef", caret: 2)
        m.move(.right, extend: true)
        m.move(.right, extend: true)
        #expect(m.selectedText == "cd")
        m.move(.left)
        #expect(m.caret == 2 && !m.hasSelection, "Left collapses to the start")
        m.select(anchor: 1, caret: 4)
        m.move(.right)
        #expect(m.caret == 4 && !m.hasSelection, "Right collapses to the end")
        m.move(.left, extend: true)
        #expect(m.selectedRange == 3..<4)
    }

    @Test("Ctrl+Left/Right move by word; Home/End by line; Ctrl+Home/End by document")
    func wordAndLineMoves() {
        var m = model("alpha beta\ngamma delta", caret: 8)
        m.move(.wordRight)
        #expect(m.caret == 10, "to the end of beta")
        m.move(.wordRight)
        #expect(m.caret == 16, "over the line break to the end of gamma")
        m.move(.wordLeft)
        #expect(m.caret == 11)
        m.move(.lineEnd)
        #expect(m.caret == 22)
        m.move(.lineStart)
        #expect(m.caret == 11)
        m.move(.documentEnd, extend: true)
        #expect(m.selectedText == "gamma delta")
        m.move(.documentStart)
        #expect(m.caret == 0)
    }

    @Test("Up/Down keep the column where the run of vertical moves began")
    func verticalMoves() {
        var m = model("abcdef\nab\nabcdef", caret: 5)
        m.move(.down)
        #expect(m.caret == 9, "end of the short line")
        m.move(.down)
        #expect(m.caret == 15, "back to column 5")
        m.move(.down)
        #expect(m.caret == 16, "Down on the last line goes to the end")
        m.move(.up)
        m.move(.up)
        m.move(.up)
        #expect(m.caret == 0 || m.caret == 2)
        m.move(.up)
        #expect(m.caret == 0, "Up on the first line goes to the start")
    }

    @Test("Select all, then typing replaces everything")
    func selectAll() {
        var m = model("text")
        m.selectAll()
        #expect(m.selectedText == "text")
        m.type("x")
        #expect(m.text == "x")
    }

    @Test("Undo takes back typing word by word; redo goes forward again")
    func undoByWord() {
        var m = model("")
        for c in "hello world" { m.type(String(c), at: 0) }
        #expect(m.text == "hello world")
        m.undo()
        #expect(m.text == "hello ")
        m.undo()
        #expect(m.text == "")
        m.redo()
        #expect(m.text == "hello ")
        m.redo()
        #expect(m.text == "hello world")
        #expect(!m.canRedo)
    }

    @Test("A pause in typing, a caret move or a deletion starts a new undo step")
    func undoStepBoundaries() {
        var m = model("")
        m.type("a", at: 0)
        m.type("b", at: 0.2)
        m.type("c", at: 2.0)
        m.undo()
        #expect(m.text == "ab", "the pause split the step")
        m.type("x", at: 3)
        m.move(.left)
        m.type("y", at: 3.1)
        m.undo()
        #expect(m.text == "abx")
        m.move(.documentEnd)
        m.type("q", at: 4)
        m.deleteBackward(at: 4.1)
        m.deleteBackward(at: 4.2)
        #expect(m.text == "ab")
        m.undo()
        #expect(m.text == "abxq", "the deletions are one step")
        m.undo()
        #expect(m.text == "abx")
    }

    @Test("An edit after undo drops the redo history")
    func editDropsRedo() {
        var m = model("")
        m.type("a")
        m.undo()
        m.type("b")
        #expect(!m.canRedo)
    }

    @Test("Offsets inside a grapheme are rounded down to its start")
    func boundaries() {
        var m = model("e\u{301}x")
        m.select(anchor: 2, caret: 2)
        #expect(m.caret == 0)
        #expect(m.wordRange(at: 0) == 0..<4)
        #expect(m.lineRange(at: 1) == 0..<4)
    }

    @Test("Double-click word ranges: a word, a run of punctuation, a run of spaces")
    func wordRanges() {
        let m = model("foo, bar  baz")
        #expect(m.substring(m.wordRange(at: 1)) == "foo")
        #expect(m.substring(m.wordRange(at: 3)) == ",")
        #expect(m.substring(m.wordRange(at: 8)) == "  ")
        #expect(m.substring(m.wordRange(at: 13)) == "baz")
    }

    @Test("Keys map to GTK's editing commands")
    func keyBindings() {
        func command(_ key: KeyEquivalent, _ characters: String = "", _ modifiers: EventModifiers = [], multiline: Bool = false) -> TextEditingCommand? {
            TextEditingCommand(KeyPress(phase: .down, key: key, characters: characters, modifiers: modifiers), multiline: multiline)
        }
        #expect(command("a", "a") == .type("a"))
        #expect(command(.delete, "\u{8}", .control) == .deleteWordBackward)
        #expect(command(.leftArrow, "", [.control, .shift]) == .move(.wordLeft, extend: true))
        #expect(command("z", "\u{1A}", .control) == .undo)
        #expect(command("Z", "\u{1A}", [.control, .shift]) == .redo)
        #expect(command("y", "\u{19}", .control) == .redo)
        #expect(command(.return, "\r") == .submit)
        #expect(command(.return, "\r", multiline: true) == .type("\n"))
        #expect(command(TextEditingCommand.insertKey, "", .shift) == .paste)
        #expect(command(.deleteForward, "", .shift) == .cut)
        #expect(command(.tab, "\t") == nil)
        #expect(command("a", "a", .option) == nil)
    }
}
