#if canImport(Glibc)
import Glibc
#endif
import Scenery
import SceneryPlatform
import SceneryTesting
import Testing
@testable import TextFields

/// A private session bus (`dbus-run-session`) with the fake IBus engine of
/// Fixtures/fake_ibus_engine.py owning `org.freedesktop.portal.IBus`; every call the app
/// makes on its input context is a line of ``session``'s output.
final class FakeInputMethod {
    let session: LaunchedProcess
    let directory = TemporaryDirectory(prefix: "scenery-ibus")
    private(set) var address = ""
    private(set) var supervisor: Int32 = 0
    private(set) var engine: Int32 = 0
    /// Every line the engine printed so far.
    private(set) var transcript: [String] = []

    /// - Parameters:
    ///   - ownBus: own `org.freedesktop.IBus` (IBus's own bus) instead of the portal.
    ///   - lateCapabilities: apply and answer `SetCapabilities` 200 ms late, handling calls
    ///     that arrive meanwhile first (as `ibus-portal` sometimes passes calls on).
    ///   - diesMidKey: the engine exits after showing its first letter's preedit, before
    ///     answering that key.
    init(ownBus: Bool = false, lateCapabilities: Bool = false, diesMidKey: Bool = false) throws {
        let fixture = String(#filePath).split(separator: "/").dropLast().joined(separator: "/") + "/Fixtures/fake_ibus_engine.py"
        let options = (ownBus ? ["--ibus"] : []) + (lateCapabilities ? ["--late-capabilities"] : [])
            + (diesMidKey ? ["--dies-mid-key"] : [])
        session = try LaunchedProcess(
            pipingOutputOf: "/usr/bin/dbus-run-session", arguments: ["--", "/usr/bin/python3", "/" + fixture] + options,
            environment: ["DBUS_SESSION_BUS_ADDRESS": nil], outputPath: directory.path + "/engine.log")
        _ = waitForLine { $0 == "ready" }
        address = value(after: "bus ") ?? ""
        supervisor = value(after: "supervisor ").flatMap { Int32($0) } ?? 0
        engine = value(after: "engine ").flatMap { Int32($0) } ?? 0
    }

    private func value(after prefix: String) -> String? {
        transcript.first { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
    }

    /// Reads the engine's lines until one satisfies `wanted` (returned), or 10 s pass (nil).
    @discardableResult
    func waitForLine(_ wanted: (String) -> Bool) -> String? {
        let deadline = MonotonicClock.milliseconds() + 10_000
        while true {
            let left = deadline - MonotonicClock.milliseconds()
            guard left > 0, let line = session.nextLine(milliseconds: left) else { return nil }
            transcript.append(line)
            if wanted(line) { return line }
        }
    }

    /// The numbers of the last `cursor x y w h` line read so far.
    var lastCursor: [Int]? {
        transcript.last { $0.hasPrefix("cursor ") }.map { $0.split(separator: " ").dropFirst().compactMap { Int($0) } }
    }

    /// Kills the engine process (the bus stays; the portal name loses its owner).
    func killEngine() {
        if engine > 0 { kill(engine, SIGKILL) }
    }

    func stop() {
        if supervisor > 0 { kill(supervisor, SIGTERM) }
        if session.waitForExit(milliseconds: 5_000) == nil {
            if engine > 0 { kill(engine, SIGKILL) }
            if supervisor > 0 { kill(supervisor, SIGKILL) }
            session.terminate()
        }
        directory.remove()
    }
}

@Suite("Input methods on X11: an IBus engine on a private session bus composes into a text field (Xvfb + openbox, dbus-run-session)", .serialized)
@MainActor
struct InputMethodX11Tests {
    private func nameLine() throws -> (x: Double, y: Double, height: Double) { try TextFieldsWindowProbes.nameLine() }
    private func width(of text: String) throws -> Double { try TextFieldsWindowProbes.width(of: text) }
    private func darkPixels(_ image: RasterImage, y: Int, from x0: Int, to x1: Int) -> Int {
        TextFieldsWindowProbes.darkPixels(image, y: y, from: x0, to: x1)
    }
    private func expectTitle(_ title: String, _ window: UInt32, _ run: HelloUnderTest, _ comment: String,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        TextFieldsWindowProbes.expectTitle(title, window, run, comment, sourceLocation: sourceLocation)
    }

    /// The app's environment with `engine` on the session bus's portal, and no other IBus.
    private func portalEnvironment(_ engine: FakeInputMethod) -> [String: String?] {
        [
            "DBUS_SESSION_BUS_ADDRESS": engine.address, "IBUS_ADDRESS": nil, "IBUS_ADDRESS_FILE": "/nonexistent/ibus-address",
            "XMODIFIERS": nil, "SCENERY_INPUT_METHOD": nil,
        ]
    }

    @Test("Typing ni shows an underlined preedit at the caret, Space commits 你 through the editing model (undo works), the caret goes to the engine; killing the engine mid-word keeps the preedit as text and plain keys type")
    func composeCommitAndEngineLoss() throws {
        let engine = try FakeInputMethod()
        defer { engine.stop() }
        try #require(engine.address.hasPrefix("unix:"), "the fake engine did not start: \(engine.transcript) \(engine.session.output)")
        let run = try HelloUnderTest(product: "TextFields", extraEnvironment: portalEnvironment(engine))
        defer { run.stop() }
        let (window, _) = try run.openedActiveWindow()
        expectTitle("||0", window, run, "at start")
        let line = try nameLine()
        // Focusing the field makes the input context (not before: the renderer starts without D-Bus).
        #expect(!engine.transcript.contains { $0.hasPrefix("created") }, "an input context was made before a field had the focus")
        try xdotool(["mousemove", "--window", String(window), String(Int(line.x + 20)), String(Int(line.y + line.height / 2)), "click", "1"], on: run)
        try xdotool(["mousemove", "10000", "10000"], on: run)
        #expect(engine.waitForLine { $0.hasPrefix("created") } != nil, "no input context: \(engine.transcript) \(run.app.output)")
        #expect(engine.waitForLine { $0 == "focus-in" } != nil, "no FocusIn: \(engine.transcript)")
        #expect(engine.transcript.contains("caps 9"), "capabilities: preedit and focus")

        // "ni": a preedit, not yet text.
        try xdotool(["type", "--delay", "40", "ni"], on: run)
        #expect(engine.waitForLine { $0 == "preedit ni" } != nil, "\(engine.transcript)")
        let niWidth = try width(of: "ni")
        let caretX = Int((line.x + niWidth).rounded())
        let origin = try #require(run.x.position(of: window))
        // The caret after the preedit, in root coordinates.
        #expect(engine.waitForLine { line in
            guard line.hasPrefix("cursor ") else { return false }
            let numbers = line.split(separator: " ").dropFirst().compactMap { Int($0) }
            return numbers.count == 4 && abs(numbers[0] - (origin.x + caretX)) <= 2
        } != nil, "no SetCursorLocation at the caret after the preedit (x \(origin.x + caretX)): \(engine.transcript)")
        if let cursor = engine.lastCursor, cursor.count == 4 {
            #expect(abs(cursor[1] - (origin.y + Int(line.y.rounded()))) <= 2, "caret top \(cursor[1]), window at \(origin)")
            #expect(abs(cursor[3] - Int(line.height.rounded())) <= 2, "caret height \(cursor[3]), line \(line.height)")
        }
        expectTitle("||0", window, run, "a preedit is not in the binding")
        // The underline: the line box's bottom pixel row is dark under the preedit.
        let underlineY = Int((line.y + line.height).rounded()) - 1
        // The renderer sends the caret after presenting the frame that moved it.
        let composing = try #require(run.x.screenshot(window))
        _ = composing.writePNG(to: TestArtifacts.path("input-method-preedit.png"))
        let span = Int(niWidth.rounded()) - 2
        #expect(darkPixels(composing, y: underlineY, from: Int(line.x) + 1, to: Int(line.x) + 1 + span) >= span * 8 / 10,
                "no underline under the preedit at y \(underlineY)")

        // Space commits the composed word through the editing model.
        try xdotool(["key", "--clearmodifiers", "space"], on: run)
        #expect(engine.waitForLine { $0 == "commit 你" } != nil, "\(engine.transcript)")
        expectTitle("你||0", window, run, "the commit is typed")
        let committed = try #require(run.x.screenshot(window))
        #expect(darkPixels(committed, y: underlineY, from: Int(line.x) + 1, to: Int(line.x) + 1 + span) < span / 2,
                "the underline stays after the commit")
        try xdotool(["key", "ctrl+z"], on: run)
        expectTitle("||0", window, run, "Ctrl+Z undoes the commit (the engine passes Control keys)")
        try xdotool(["key", "ctrl+shift+z"], on: run)
        expectTitle("你||0", window, run, "Ctrl+Shift+Z redoes it")

        // The engine dies mid-word: the preedit becomes text, and plain keys type.
        try xdotool(["type", "--delay", "40", "ni"], on: run)
        #expect(engine.waitForLine { $0 == "preedit ni" } != nil, "\(engine.transcript)")
        expectTitle("你||0", window, run, "a second preedit")
        engine.killEngine()
        expectTitle("你ni||0", window, run, "the preedit is kept as typed text when the engine goes away")
        try xdotool(["type", "--delay", "40", "ab"], on: run)
        expectTitle("你niab||0", window, run, "plain keys type after the engine went away")
        #expect(run.app.output.contains("input method went away"), "no log line about the lost engine: \(run.app.output)")
        run.x.requestClose(window)
        #expect(run.app.waitForExit(milliseconds: 10_000) == .exited(0))
    }

    /// Starts TextFields with `engine` on the portal and clicks into its Name field: the
    /// app (to stop), its window and the field's first line.
    private func clickIntoNameField(with engine: FakeInputMethod) throws
        -> (run: HelloUnderTest, window: UInt32, line: (x: Double, y: Double, height: Double)) {
        try #require(engine.address.hasPrefix("unix:"), "the fake engine did not start: \(engine.transcript) \(engine.session.output)")
        let run = try HelloUnderTest(product: "TextFields", extraEnvironment: portalEnvironment(engine))
        do {
            let (window, _) = try run.openedActiveWindow()
            let line = try nameLine()
            try xdotool(["mousemove", "--window", String(window), String(Int(line.x + 20)), String(Int(line.y + line.height / 2)), "click", "1"], on: run)
            return (run, window, line)
        } catch {
            run.stop()
            throw error
        }
    }

    @Test("A portal slow to apply SetCapabilities still gets FocusIn after it (the context sends one call at a time): ni then Space types 你")
    func callsReachAReorderingPortalInOrder() throws {
        let engine = try FakeInputMethod(lateCapabilities: true)
        defer { engine.stop() }
        let (run, window, line) = try clickIntoNameField(with: engine)
        defer { run.stop() }
        let focus = engine.waitForLine { $0.hasPrefix("focus-in") }
        #expect(focus == "focus-in", "FocusIn overtook SetCapabilities: \(engine.transcript) \(run.app.output)")
        let order = engine.transcript.filter { $0 == "caps 9" || $0.hasPrefix("focus-in") }
        #expect(order == ["caps 9", "focus-in"], "capabilities, then FocusIn: \(engine.transcript)")
        try xdotool(["type", "--delay", "40", "ni"], on: run)
        #expect(engine.waitForLine { $0 == "preedit ni" } != nil, "\(engine.transcript) \(run.app.output)")
        try xdotool(["key", "--clearmodifiers", "space"], on: run)
        expectTitle("你||0", window, run, "committed through the engine")
        #expect(!run.app.output.contains("went away"), "the context was dropped: \(run.app.output)")
        run.x.requestClose(window)
        #expect(run.app.waitForExit(milliseconds: 10_000) == .exited(0))
    }

    @Test("An engine that dies after showing a key's preedit but before answering the key: the preedit is typed once, not the key again")
    func engineDiesBeforeAnsweringAKey() throws {
        let engine = try FakeInputMethod(diesMidKey: true)
        defer { engine.stop() }
        let (run, window, _) = try clickIntoNameField(with: engine)
        defer { run.stop() }
        #expect(engine.waitForLine { $0 == "focus-in" } != nil, "no FocusIn: \(engine.transcript) \(run.app.output)")
        try xdotool(["key", "--clearmodifiers", "x"], on: run)
        #expect(engine.waitForLine { $0 == "dying with the key unanswered" } != nil, "\(engine.transcript)")
        expectTitle("x||0", window, run, "the preedit is kept as typed text")
        try xdotool(["type", "--delay", "40", "yz"], on: run)
        expectTitle("xyz||0", window, run, "plain keys type after it, and x was not typed twice")
        run.x.requestClose(window)
        #expect(run.app.waitForExit(milliseconds: 10_000) == .exited(0))
    }

    @Test("Without the portal, IBus's own bus (IBUS_ADDRESS) makes the context: ni then Space types 你")
    func ownBusFallback() throws {
        let engine = try FakeInputMethod(ownBus: true)
        defer { engine.stop() }
        try #require(engine.address.hasPrefix("unix:"), "the fake engine did not start: \(engine.transcript) \(engine.session.output)")
        let run = try HelloUnderTest(product: "TextFields", extraEnvironment: [
            "DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent/session-bus", "IBUS_ADDRESS": engine.address,
            "XMODIFIERS": nil, "SCENERY_INPUT_METHOD": nil,
        ])
        defer { run.stop() }
        let (window, _) = try run.openedActiveWindow()
        let line = try nameLine()
        try xdotool(["mousemove", "--window", String(window), String(Int(line.x + 20)), String(Int(line.y + line.height / 2)), "click", "1"], on: run)
        #expect(engine.waitForLine { $0 == "focus-in" } != nil, "no input context on IBus's bus: \(engine.transcript) \(run.app.output)")
        try xdotool(["type", "--delay", "40", "ni"], on: run)
        #expect(engine.waitForLine { $0 == "preedit ni" } != nil, "\(engine.transcript)")
        try xdotool(["key", "--clearmodifiers", "space"], on: run)
        expectTitle("你||0", window, run, "committed through IBus's own bus")
        run.x.requestClose(window)
        #expect(run.app.waitForExit(milliseconds: 10_000) == .exited(0))
    }

    @Test("A key whose keysym leaves the keyboard map while it is down (xdotool's borrowed keycode) reaches the engine with its press's keysym when it comes up")
    func releaseKeepsThePressKeysym() throws {
        let engine = try FakeInputMethod()
        defer { engine.stop() }
        let (run, window, line) = try clickIntoNameField(with: engine)
        defer { run.stop() }
        #expect(engine.waitForLine { $0 == "focus-in" } != nil, "no input context: \(engine.transcript) \(run.app.output)")
        // xdotool types a keysym the layout lacks with a keycode the map leaves empty: it
        // maps the keysym there around the press, and again around the release. Here the
        // map changes back while the key is down, and the renderer reads the map anew
        // (MapNotify) before the release.
        let x = run.x
        let keycode = try #require(x.spareKeycode(), "no keycode is free in the keyboard map")
        defer { x.map(keycode: keycode, to: 0) }
        let eacute: UInt32 = 0xe9
        x.map(keycode: keycode, to: eacute)
        try xdotool(["keydown", String(keycode)], on: run)
        let code = Int(keycode) - 8
        #expect(engine.waitForLine { $0 == "key \(eacute) \(code) 0 passed" } != nil, "the press: \(engine.transcript)")
        x.map(keycode: keycode, to: 0)
        try xdotool(["keyup", String(keycode)], on: run)
        let release = engine.waitForLine { $0.hasPrefix("key ") && $0.hasSuffix(" \(code) \(1 << 30) passed") }
        #expect(release == "key \(eacute) \(code) \(1 << 30) passed", "the release: \(engine.transcript)")
        expectTitle("é||0", window, run, "the key the engine passed typed é")
        run.x.requestClose(window)
        #expect(run.app.waitForExit(milliseconds: 10_000) == .exited(0))
    }
}
