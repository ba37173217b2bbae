#if canImport(Glibc)
import Glibc
#endif
import Scenery
import SceneryPlatform
import SceneryTesting
import Testing
@testable import TextFields

/// Whether the programs a real input method test needs are installed (Debian's `ibus`,
/// `fcitx5`, `dbus-daemon`, `dbus-bin` and `libglib2.0-bin`; `make deps` installs them).
private enum Installed {
    static let bus = ["/usr/bin/dbus-daemon", "/usr/bin/dbus-monitor", "/usr/bin/gdbus"].allSatisfy(PrivateInputMethodSession.installed)
    static let ibus = bus && ["/usr/bin/ibus-daemon", "/usr/bin/ibus", "/usr/libexec/ibus-portal", "/usr/libexec/ibus-engine-simple"]
        .allSatisfy(PrivateInputMethodSession.installed)
    static let fcitx5 = bus && PrivateInputMethodSession.installed("/usr/bin/fcitx5")
}

/// `dead_acute`, `dead_grave` and `Multi_key`, on keycodes of their own for the whole test.
private let deadAndComposeKeys: [UInt32] = [0xfe51, 0xfe50, 0xff20]

/// Real input methods, started by the test in a private session (their own D-Bus session
/// bus, home and runtime directories: ``PrivateInputMethodSession``), typing with xdotool
/// into the first field of the TextFields example, whose title is `name|city|submits`. The
/// renderer traces what the engine does (`SCENERY_TRACE_INPUT_METHOD=1`), which the tests
/// wait on; `dbus-monitor` on the session bus shows the calls the renderer makes.
@Suite("Real input methods on X11: ibus-daemon (xkb:us::eng) through its portal and its own bus, and fcitx5 through its IBus front end, compose into a text field (Xvfb + openbox)", .serialized)
@MainActor
struct RealInputMethodX11Tests {
    private func nameLine() throws -> (x: Double, y: Double, height: Double) { try TextFieldsWindowProbes.nameLine() }
    private func width(of text: String) throws -> Double { try TextFieldsWindowProbes.width(of: text) }
    private func darkPixels(_ image: RasterImage, y: Int, from x0: Int, to x1: Int) -> Int {
        TextFieldsWindowProbes.darkPixels(image, y: y, from: x0, to: x1)
    }
    private func expectTitle(_ title: String, _ window: UInt32, _ run: HelloUnderTest, _ comment: String,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        TextFieldsWindowProbes.expectTitle(title, window, run, comment, sourceLocation: sourceLocation)
    }

    /// Reads the app's output until a line satisfies `wanted` (returned), or 10 s pass (nil).
    @discardableResult
    private func waitForOutput(_ run: HelloUnderTest, _ wanted: (String) -> Bool) -> String? {
        let deadline = MonotonicClock.milliseconds() + 10_000
        while true {
            let left = deadline - MonotonicClock.milliseconds()
            guard left > 0, let line = run.app.nextLine(milliseconds: left) else { return nil }
            if wanted(line) { return line }
        }
    }

    /// Waits for the renderer's trace of a preedit of `text` (or of any non-empty preedit).
    @discardableResult
    private func waitForPreedit(_ text: String? = nil, _ run: HelloUnderTest) -> String? {
        waitForOutput(run) { line in
            guard line.hasPrefix("scenery: input method: preedit \"") else { return false }
            if let text { return line.hasPrefix("scenery: input method: preedit \"\(text)\"") }
            return !line.hasPrefix("scenery: input method: preedit \"\"")
        }
    }

    /// The app's environment: the session's bus (or none), no other IBus address, traces.
    private func appEnvironment(_ session: PrivateInputMethodSession, bus: Bool) -> [String: String?] {
        [
            "DBUS_SESSION_BUS_ADDRESS": bus ? session.busAddress : "unix:path=/nonexistent/session-bus",
            "IBUS_ADDRESS": nil, "IBUS_ADDRESS_FILE": bus ? "/nonexistent/ibus-address" : nil,
            "XDG_CONFIG_HOME": session.directory.path + "/config",
            "XMODIFIERS": nil, "SCENERY_INPUT_METHOD": nil, "SCENERY_TRACE_INPUT_METHOD": "1",
            "LANG": "C.UTF-8", "LC_ALL": nil, "LC_CTYPE": nil,
        ]
    }

    /// Starts ibus-daemon in the session (no panel, no XIM) with IBus's simple engine for the
    /// US layout, `xkb:us::eng` (dead keys and compose sequences, shown as a preedit), set
    /// as the global engine with the `ibus` command; waits until the IBus portal it starts
    /// owns its name on the session bus.
    private func startIBus(in session: PrivateInputMethodSession, display: String) throws -> LaunchedProcess {
        let daemon = try session.start(
            "/usr/bin/ibus-daemon",
            ["--panel=disable", "--emoji-extension=disable", "--config=disable", "--address=\(session.ibusAddress)", "--verbose"],
            environment: ["DISPLAY": display], log: "ibus-daemon")
        try #require(session.waitForName("org.freedesktop.portal.IBus"), "ibus-daemon's portal never appeared: \(daemon.output)")
        // DISPLAY unset: the command would otherwise run setxkbmap on the test's display.
        let ibus: [String: String?] = ["IBUS_ADDRESS": session.ibusAddress, "DISPLAY": nil]
        // It exits with 1 when setxkbmap fails, having set the engine: the next command checks.
        _ = try session.run("/usr/bin/ibus", ["engine", "xkb:us::eng"], environment: ibus)
        let (_, engine) = try session.run("/usr/bin/ibus", ["engine"], environment: ibus)
        try #require(engine.contains("xkb:us::eng"), "ibus engine says \(engine)")
        return daemon
    }

    /// Clicks into the Name field and waits until the renderer made its input context there.
    private func focusNameField(_ window: UInt32, _ run: HelloUnderTest, line: (x: Double, y: Double, height: Double)) throws -> String? {
        try xdotool(["mousemove", "--window", String(window), String(Int(line.x + 20)), String(Int(line.y + line.height / 2)), "click", "1"], on: run)
        try xdotool(["mousemove", "10000", "10000"], on: run)
        return waitForOutput(run) { $0.hasPrefix("scenery: input method: ready") }
    }

    /// Types into the field through the engine: plain letters, a dead key (its preedit
    /// shown in the field, the caret rectangle sent to the engine) and a compose sequence;
    /// the title then reads `abéæ||0`. `monitor` sees the caret rectangles.
    ///
    /// - Parameter preeditCursorAtEnd: the engine puts the preedit's cursor after `´`
    ///   (IBus), so the caret moves, and the rectangle sent once the frame showing the
    ///   preedit is on screen tells the test when to look for its underline; otherwise
    ///   (fcitx5 puts it at 0) the caret stays after `ab` and the pixels are not checked.
    private func typeThroughEngine(_ window: UInt32, _ run: HelloUnderTest, line: (x: Double, y: Double, height: Double),
                                   monitor: BusCallMonitor, preeditCursorAtEnd: Bool) throws {
        let origin = try #require(run.x.position(of: window))
        /// Waits for the caret rectangle after `text`, in root coordinates.
        func caret(after text: String) throws -> [Int]? {
            let caretX = origin.x + Int((line.x + (try width(of: text))).rounded())
            let cursor = monitor.waitForCall("SetCursorLocation", integers: 4) { abs($0[0] - caretX) <= 2 }
            #expect(cursor != nil, "no SetCursorLocation at the caret after \(text) (x \(caretX)): \(monitor.transcript.suffix(30))")
            if let cursor {
                #expect(abs(cursor[1] - (origin.y + Int(line.y.rounded()))) <= 2, "caret top \(cursor[1]), window at \(origin)")
                #expect(abs(cursor[3] - Int(line.height.rounded())) <= 2, "caret height \(cursor[3]), line \(line.height)")
            }
            return cursor
        }
        try xdotool(["type", "--delay", "40", "ab"], on: run)
        expectTitle("ab||0", window, run, "plain letters go through the engine and type")
        if !preeditCursorAtEnd { _ = try caret(after: "ab") }
        try xdotool(["key", "--clearmodifiers", "dead_acute"], on: run)
        #expect(waitForPreedit("´", run) != nil, "no preedit for dead_acute: \(run.app.output)")
        // The renderer sends the caret once the frame that moved it is on screen.
        if preeditCursorAtEnd, try caret(after: "ab´") != nil {
            let composing = try #require(run.x.screenshot(window))
            _ = composing.writePNG(to: TestArtifacts.path("real-input-method-preedit.png"))
            let start = Int((line.x + (try width(of: "ab"))).rounded()) + 1
            let span = max(2, Int((try width(of: "´")).rounded()) - 2)
            let underlineY = Int((line.y + line.height).rounded()) - 1
            #expect(darkPixels(composing, y: underlineY, from: start, to: start + span) >= span * 8 / 10,
                    "no underline under the preedit at y \(underlineY), x \(start)…\(start + span)")
        }
        expectTitle("ab||0", window, run, "a preedit is not in the binding")
        try xdotool(["key", "--clearmodifiers", "e"], on: run)
        expectTitle("abé||0", window, run, "dead_acute e commits é")
        try xdotool(["key", "--clearmodifiers", "Multi_key", "a", "e"], on: run)
        #expect(waitForPreedit(nil, run) != nil, "no preedit during Multi_key a e: \(run.app.output)")
        expectTitle("abéæ||0", window, run, "Multi_key a e commits æ")
    }

    /// Kills the input method while a dead key's preedit shows: the preedit stays as text,
    /// and plain keys type.
    private func killMidWord(_ process: LaunchedProcess, in session: PrivateInputMethodSession, before text: String,
                             _ window: UInt32, _ run: HelloUnderTest) throws {
        try xdotool(["key", "--clearmodifiers", "dead_grave"], on: run)
        #expect(waitForPreedit("`", run) != nil, "no preedit for dead_grave: \(run.app.output)")
        session.kill(process)
        #expect(waitForOutput(run) { $0.hasPrefix("scenery: input method: gone") } != nil, "the renderer did not notice: \(run.app.output)")
        expectTitle("\(text)`||0", window, run, "the preedit is kept as typed text when the input method goes away")
        try xdotool(["type", "--delay", "40", "xy"], on: run)
        expectTitle("\(text)`xy||0", window, run, "plain keys type after the input method went away")
        try xdotool(["key", "BackSpace"], on: run)
        expectTitle("\(text)`x||0", window, run, "editing keys work too")
        #expect(run.app.output.contains("the input method went away") || waitForOutput(run) { $0.contains("the input method went away") } != nil,
                "no log line about the lost input method")
    }

    @Test("ibus-daemon through its portal: letters type, dead_acute shows ´ underlined with the caret rectangle sent at its end, e commits é, Multi_key a e commits æ; killing ibus-daemon mid-sequence keeps the preedit as text and plain keys type",
          .enabled(if: Installed.ibus, "ibus-daemon, ibus-portal, dbus-daemon, dbus-monitor or gdbus is not installed (Debian: ibus, dbus-daemon, dbus-bin, libglib2.0-bin)"))
    func ibusThroughThePortal() throws {
        let session = try PrivateInputMethodSession()
        defer { session.stop() }
        try #require(session.busAddress.hasPrefix("unix:"), "no session bus")
        let monitor = try session.monitorInputContextCalls()
        let run = try HelloUnderTest(product: "TextFields", extraEnvironment: appEnvironment(session, bus: true), pipingOutput: true, keysyms: deadAndComposeKeys)
        defer { run.stop() }
        let daemon = try startIBus(in: session, display: run.display.display)
        let (window, _) = try run.openedActiveWindow()
        let line = try nameLine()
        let ready = try focusNameField(window, run, line: line)
        #expect(ready?.contains("org.freedesktop.portal.IBus") == true, "no input context through the portal: \(run.app.output)")
        #expect(monitor.waitForCall("FocusIn", integers: 0) != nil, "no FocusIn: \(monitor.transcript)")
        try typeThroughEngine(window, run, line: line, monitor: monitor, preeditCursorAtEnd: true)
        try killMidWord(daemon, in: session, before: "abéæ", window, run)
        run.x.requestClose(window)
        #expect(run.app.waitForExit(milliseconds: 10_000) == .exited(0))
    }

    @Test("ibus-daemon on its own bus, found through the address file it writes for the display: dead_acute e types é; killing it mid-sequence keeps the preedit and plain keys type",
          .enabled(if: Installed.ibus, "ibus-daemon, ibus-portal, dbus-daemon, dbus-monitor or gdbus is not installed (Debian: ibus, dbus-daemon, dbus-bin, libglib2.0-bin)"))
    func ibusOwnBusFromTheAddressFile() throws {
        let session = try PrivateInputMethodSession()
        defer { session.stop() }
        try #require(session.busAddress.hasPrefix("unix:"), "no session bus")
        let run = try HelloUnderTest(product: "TextFields", extraEnvironment: appEnvironment(session, bus: false), pipingOutput: true, keysyms: deadAndComposeKeys)
        defer { run.stop() }
        let daemon = try startIBus(in: session, display: run.display.display)
        let (window, _) = try run.openedActiveWindow()
        let line = try nameLine()
        let ready = try focusNameField(window, run, line: line)
        #expect(ready?.contains("org.freedesktop.IBus /") == true, "no input context on IBus's own bus: \(run.app.output)")
        try xdotool(["key", "--clearmodifiers", "dead_acute"], on: run)
        #expect(waitForPreedit("´", run) != nil, "no preedit for dead_acute: \(run.app.output)")
        try xdotool(["key", "--clearmodifiers", "e"], on: run)
        expectTitle("é||0", window, run, "dead_acute e commits é")
        try killMidWord(daemon, in: session, before: "é", window, run)
        run.x.requestClose(window)
        #expect(run.app.waitForExit(milliseconds: 10_000) == .exited(0))
    }

    @Test("fcitx5 (keyboard-us) through its IBus front end's portal: letters type, dead_acute shows ´, the caret rectangle reaches fcitx5, e commits é, Multi_key a e commits æ; killing fcitx5 mid-sequence keeps the preedit and plain keys type",
          .enabled(if: Installed.fcitx5, "fcitx5, dbus-daemon, dbus-monitor or gdbus is not installed (Debian: fcitx5, dbus-daemon, dbus-bin, libglib2.0-bin)"))
    func fcitx5ThroughItsIBusFrontEnd() throws {
        let session = try PrivateInputMethodSession()
        defer { session.stop() }
        try #require(session.busAddress.hasPrefix("unix:"), "no session bus")
        let monitor = try session.monitorInputContextCalls()
        let run = try HelloUnderTest(product: "TextFields", extraEnvironment: appEnvironment(session, bus: true), pipingOutput: true, keysyms: deadAndComposeKeys)
        defer { run.stop() }
        // Headless: no X or Wayland front end or user interface, only D-Bus and the keyboard
        // engine. Its names are on the bus before its input methods are loaded, and keys
        // before that pass through: wait for the line saying it made its default group
        // (keyboard-us; the private configuration has none).
        let fcitx = try session.start(
            "/usr/bin/fcitx5", ["--disable", "all", "--enable", "dbus,ibusfrontend,keyboard"],
            environment: ["DISPLAY": nil, "WAYLAND_DISPLAY": nil], piping: true, log: "fcitx5")
        var fcitxLines: [String] = []
        let activated = MonotonicClock.milliseconds() + 20_000
        while case let left = activated - MonotonicClock.milliseconds(), left > 0, let line = fcitx.nextLine(milliseconds: left) {
            fcitxLines.append(line)
            if line.contains("Generated groups") { break }
        }
        try #require(fcitxLines.last?.contains("Generated groups") == true, "fcitx5 never loaded its input methods: \(fcitxLines)")
        #expect(fcitx.output.contains("keyboard-us"), "fcitx5's default group is not keyboard-us: \(fcitxLines)")
        try #require(session.waitForName("org.freedesktop.portal.IBus"), "fcitx5's IBus portal never appeared: \(fcitx.output)")
        let (window, _) = try run.openedActiveWindow()
        let line = try nameLine()
        let ready = try focusNameField(window, run, line: line)
        #expect(ready?.contains("org.freedesktop.portal.IBus") == true, "no input context through fcitx5's portal: \(run.app.output)")
        #expect(monitor.waitForCall("FocusIn", integers: 0) != nil, "no FocusIn: \(monitor.transcript)")
        try typeThroughEngine(window, run, line: line, monitor: monitor, preeditCursorAtEnd: false)
        try killMidWord(fcitx, in: session, before: "abéæ", window, run)
        run.x.requestClose(window)
        #expect(run.app.waitForExit(milliseconds: 10_000) == .exited(0))
    }
}
