@testable import SceneryCore
@testable import SceneryHeadless
@testable import SceneryRenderer
import Testing

/// A dialog-like view: Save (the default action), Cancel (Escape), Delete (Command+D,
/// which Control+D also presses), a disabled Archive (Command+A), and a focusable view that
/// takes Return itself when `consumesReturn`.
struct ShortcutDialog: View {
    let tally: Tally
    var consumesReturn = false

    var body: some View {
        VStack {
            Text("Field")
                .focusable()
                .onKeyPress(.return) { consumesReturn ? { tally.entries.append("field return"); return .handled }() : .ignored }
            HStack {
                Button("Cancel") { tally.entries.append("cancel") }.keyboardShortcut(.cancelAction)
                Button("Save") { tally.entries.append("save") }.keyboardShortcut(.defaultAction)
                Button("Delete") { tally.entries.append("delete") }.keyboardShortcut("d")
                Button("Archive") { tally.entries.append("archive") }.keyboardShortcut("a", modifiers: .command).disabled(true)
            }
        }
    }
}

@Suite("keyboardShortcut: buttons triggered from anywhere in the window; default and cancel actions")
@MainActor
struct KeyboardShortcutTests {
    @Test("Return triggers the default button and Escape the cancel button, with nothing focused")
    func defaultAndCancel() throws {
        let tally = Tally()
        let window = try HeadlessWindow(ShortcutDialog(tally: tally))
        window.window.type(.return, characters: "\r")
        window.window.type(.escape, characters: "\u{1B}")
        #expect(tally.entries == ["save", "cancel"])
    }

    @Test("Command+D and Control+D trigger the Delete button; a plain D does not; a disabled button ignores its shortcut")
    func modifiers() throws {
        let tally = Tally()
        let window = try HeadlessWindow(ShortcutDialog(tally: tally))
        window.window.type("d", characters: "d")
        window.window.type("d", characters: "d", modifiers: .command)
        window.window.type("d", characters: "\u{4}", modifiers: .control)
        window.window.type("D", characters: "D", modifiers: [.command, .shift])
        window.window.type("a", characters: "a", modifiers: .command)
        #expect(tally.entries == ["delete", "delete"])
    }

    @Test("A focused view that takes Return keeps it; the default button fires when it does not")
    func focusedViewFirst() throws {
        let tally = Tally()
        let window = try HeadlessWindow(ShortcutDialog(tally: tally, consumesReturn: true))
        window.tab()
        window.window.type(.return, characters: "\r")
        #expect(tally.entries == ["field return"])
        let plain = Tally()
        let other = try HeadlessWindow(ShortcutDialog(tally: plain))
        other.tab()
        other.window.type(.return, characters: "\r")
        #expect(plain.entries == ["save"])
    }

    @Test("A focused button takes Return itself (it is not the default button's)")
    func focusedButtonTakesReturn() throws {
        let tally = Tally()
        let window = try HeadlessWindow(ShortcutDialog(tally: tally))
        window.tab()
        window.tab()
        window.window.type(.return, characters: "\r")
        #expect(tally.entries == ["cancel"])
    }

    @Test("The default button is drawn as the prominent button (the tint colour, a white label)")
    func defaultButtonLook() throws {
        let window = try HeadlessWindow(ShortcutDialog(tally: Tally()))
        let tint = EnvironmentValues().tint.resolve(in: EnvironmentValues())
        let prominent = window.filledShapes(tint)
        #expect(prominent.count == 1)
        #expect(prominent.first?.contains(try #require(window.center(of: "Save"))) == true)
        #expect(window.textColor("Save")?.red == 1)
        #expect(window.textColor("Cancel")?.red != 1)
    }

    @Test("KeyboardShortcut values: Command by default; defaultAction is Return and cancelAction Escape without modifiers")
    func values() {
        #expect(KeyboardShortcut("s").modifiers == .command)
        #expect(KeyboardShortcut.defaultAction == KeyboardShortcut(.return, modifiers: []))
        #expect(KeyboardShortcut.cancelAction.key == .escape)
        #expect(KeyboardShortcut.cancelAction.modifiers.isEmpty)
    }
}
