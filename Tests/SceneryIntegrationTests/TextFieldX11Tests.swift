#if canImport(Glibc)
import Glibc
#endif
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

    @Test("The caret blinks while the focused window is idle (a frame per change), stops after 10 s without input, and starts again with the next key")
    func caretBlinkStops() throws {
        let run = try HelloUnderTest(product: "TextFields")
        defer { run.stop() }
        let (window, _) = try run.openedActiveWindow()
        expectTitle("||0", window, run)
        try click(try center(of: "Name"), in: window, on: run)
        // The pointer leaves the window so no hover change draws a frame.
        try xdotool(["mousemove", "10000", "10000"], on: run)
        try xdotool(["type", "a"], on: run)
        expectTitle("a||0", window, run)
        let typed = MonotonicClock.milliseconds()
        // Every presented frame until none comes for 2 s (a blink changes every 0.4 or 0.8 s).
        var frame = run.x.frameNumber(window)
        var times: [Double] = []
        while let next = run.x.waitForFrame(of: window, after: frame, milliseconds: 2_000) {
            frame = next
            times.append(MonotonicClock.milliseconds() - typed)
            if times.count > 100 { break }
        }
        let quiet = MonotonicClock.milliseconds() - typed
        #expect(times.count >= 10, "the caret blinked \(times.count) times in 10 s: \(times)")
        let last = times.last ?? 0
        #expect(last >= 8_500 && last <= 11_500, "the last blink frame came \(last) ms after the key, not about 10 s: \(times)")
        #expect(quiet >= 10_000, "frames stopped only \(quiet) ms after the key")
        // Idle: nothing more is drawn.
        #expect(run.x.waitForFrame(of: window, after: frame, milliseconds: 2_500) == nil, "a frame after the blink stopped")
        // A key starts the blink again: the key's frame, then the caret hiding 0.8 s later.
        let before = run.x.frameNumber(window)
        try xdotool(["type", "b"], on: run)
        expectTitle("ab||0", window, run)
        let keyFrame = try #require(run.x.waitForFrame(of: window, after: before, milliseconds: 5_000))
        let hidden = run.x.waitForFrame(of: window, after: keyFrame, milliseconds: 2_000)
        #expect(hidden != nil, "the caret did not blink after the new key")
        run.x.requestClose(window)
        #expect(run.app.waitForExit(milliseconds: 10_000) == .exited(0))
    }

    @Test("PRIMARY from a field: a double-clicked word and a Shift+Home selection are what xclip reads; a middle click pastes xclip's PRIMARY at the pointer")
    func primarySelection() throws {
        let run = try HelloUnderTest(product: "TextFields")
        let files = TemporaryDirectory(prefix: "scenery-primary")
        let xclip = Xclip(display: run.display.display, files: files)
        defer {
            xclip.stop()
            run.stop()
            files.remove()
        }
        let (window, _) = try run.openedActiveWindow()
        expectTitle("||0", window, run)
        try click(try center(of: "Name"), in: window, on: run)
        try xdotool(["type", "--delay", "20", "hello world"], on: run)
        expectTitle("hello world||0", window, run)
        // A double click on "world" selects it: the field owns PRIMARY with the word.
        let start = try textStart(of: "Name")
        let snapshot = HeadlessSnapshot(of: Text(verbatim: "hello world").padding(0))
        let typed = try #require(snapshot.text("hello world"))
        let advance = typed.width / 11
        // A holder of PRIMARY hears (SelectionClear) when the field takes it.
        let beforeClick = try #require(SelectionHolder(display: run.display.display, selection: "PRIMARY"))
        try click((Int(start.x + advance * 8.5), start.y), in: window, on: run, repeat: 2)
        #expect(beforeClick.waitUntilTaken(milliseconds: 10_000), "the field never took PRIMARY")
        #expect(try xclip.text("primary") == "world", "xclip read another PRIMARY")
        // A keyboard selection replaces it: End, then Shift+Home selects the whole line.
        try xdotool(["key", "--clearmodifiers", "End"], on: run)
        let beforeKeys = try #require(SelectionHolder(display: run.display.display, selection: "PRIMARY"))
        try xdotool(["key", "--clearmodifiers", "shift+Home"], on: run)
        #expect(beforeKeys.waitUntilTaken(milliseconds: 10_000), "Shift+Home did not take PRIMARY")
        #expect(try xclip.text("primary") == "hello world", "Shift+Home did not select the line into PRIMARY")
        // Another client's PRIMARY, middle-clicked into the empty second field.
        try xclip.owning("primary", bytes: Array("from xclip".utf8))
        try xdotool(["mousemove", "--window", String(window), String(try center(of: "City").0), String(try center(of: "City").1), "click", "2"], on: run)
        expectTitle("hello world|from xclip|0", window, run, "the middle click pasted PRIMARY into City")
        run.x.requestClose(window)
        #expect(run.app.waitForExit(milliseconds: 10_000) == .exited(0))
    }
}
