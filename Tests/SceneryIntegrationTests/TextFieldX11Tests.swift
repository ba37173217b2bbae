import Scenery
import SceneryPlatform
import SceneryTesting
import Testing
@testable import TextFields

@Suite("Text fields on X11: typing, editing keys, clicks and Tab driven with xdotool (Xvfb + openbox)", .serialized)
@MainActor
struct TextFieldX11Tests {
    /// The centre of the placeholder `prompt` where the renderer draws it (the same layout
    /// code and fonts, headless).
    private func center(of prompt: String) throws -> (Int, Int) {
        let snapshot = HeadlessSnapshot(of: TextFieldsView())
        let frame = try #require(snapshot.text(prompt), "no \(prompt) drawn")
        return (Int(frame.x + frame.width / 2), Int(frame.y + frame.height / 2))
    }

    /// The left edge and middle of the placeholder `prompt` (where the field's text starts).
    private func textStart(of prompt: String) throws -> (x: Double, y: Int) {
        let snapshot = HeadlessSnapshot(of: TextFieldsView())
        let frame = try #require(snapshot.text(prompt), "no \(prompt) drawn")
        return (frame.x, Int(frame.y + frame.height / 2))
    }

    private func click(_ point: (Int, Int), in window: UInt32, on run: HelloUnderTest, repeat count: Int = 1) throws {
        var arguments = ["mousemove", "--window", String(window), String(point.0), String(point.1), "click"]
        if count > 1 { arguments += ["--repeat", String(count), "--delay", "80"] }
        try xdotool(arguments + ["1"], on: run)
    }

    private func expectTitle(_ title: String, _ window: UInt32, _ run: HelloUnderTest, _ comment: Comment? = nil) {
        let x = run.x
        #expect(x.waitForTitle(of: window, toBe: title), "\(comment.map { "\($0): " } ?? "")title is \(x.title(of: window) ?? "unset")")
    }

    @Test("Typing into a clicked field changes its binding; Backspace, Ctrl+Backspace and Ctrl+Z edit; Return submits")
    func typingAndEditingKeys() throws {
        let run = try HelloUnderTest(product: "TextFields")
        defer { run.stop() }
        let (window, _) = try run.openedActiveWindow()
        expectTitle("||0", window, run)
        try click(try center(of: "Name"), in: window, on: run)
        try xdotool(["type", "--delay", "20", "hello big world"], on: run)
        expectTitle("hello big world||0", window, run)
        try xdotool(["key", "--clearmodifiers", "BackSpace"], on: run)
        expectTitle("hello big worl||0", window, run)
        try xdotool(["key", "ctrl+BackSpace"], on: run)
        expectTitle("hello big ||0", window, run, "Ctrl+Backspace deletes the word")
        try xdotool(["key", "ctrl+z"], on: run)
        expectTitle("hello big worl||0", window, run, "Ctrl+Z undoes the word deletion")
        try xdotool(["key", "--clearmodifiers", "Return"], on: run)
        expectTitle("hello big worl||1", window, run, "Return calls onSubmit")
        run.x.screenshot(window)?.writePNG(to: TestArtifacts.path("textfield-x11-typed.png"))
        run.x.requestClose(window)
        #expect(run.app.waitForExit(milliseconds: 10_000) == .exited(0))
    }

    @Test("A click places the caret; a double click selects a word that typing replaces; Tab moves to the next field")
    func clicksAndTab() throws {
        let run = try HelloUnderTest(product: "TextFields")
        defer { run.stop() }
        let (window, _) = try run.openedActiveWindow()
        expectTitle("||0", window, run)
        try click(try center(of: "Name"), in: window, on: run)
        try xdotool(["type", "--delay", "20", "aaaa bbbb"], on: run)
        expectTitle("aaaa bbbb||0", window, run)
        // Measure where the typed text is drawn: the same fonts headless.
        let start = try textStart(of: "Name")
        let snapshot = HeadlessSnapshot(of: Text(verbatim: "aaaa bbbb").padding(0))
        let typed = try #require(snapshot.text("aaaa bbbb"))
        let advance = typed.width / 9
        // A click just before the space (after "aaaa") places the caret there.
        try click((Int(start.x + advance * 4), start.y), in: window, on: run)
        try xdotool(["type", "X"], on: run)
        expectTitle("aaaaX bbbb||0", window, run, "typed where the click put the caret")
        // A double click on the second word selects it; typing replaces it.
        try click((Int(start.x + advance * 8), start.y), in: window, on: run, repeat: 2)
        try xdotool(["type", "cc"], on: run)
        expectTitle("aaaaX cc||0", window, run, "the double click selected the word")
        try xdotool(["key", "--clearmodifiers", "Tab"], on: run)
        try xdotool(["type", "--delay", "20", "Oslo"], on: run)
        expectTitle("aaaaX cc|Oslo|0", window, run, "Tab moved to the second field")
        run.x.requestClose(window)
        #expect(run.app.waitForExit(milliseconds: 10_000) == .exited(0))
    }
}
