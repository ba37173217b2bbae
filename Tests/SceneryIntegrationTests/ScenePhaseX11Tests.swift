#if canImport(Glibc)
import Glibc
#endif
import SceneryPlatform
import SceneryTesting
import SceneryWire
import Testing

/// Runs xdotool against the test's display and waits for it.
func xdotool(_ arguments: [String], on run: HelloUnderTest) throws {
    try xdotool(arguments, on: run.display)
}

/// Runs xdotool against `display` and waits for it.
func xdotool(_ arguments: [String], on display: XvfbDisplay) throws {
    let log = TemporaryDirectory(prefix: "scenery-xdotool")
    defer { log.remove() }
    let process = try LaunchedProcess(
        path: "/usr/bin/xdotool", arguments: arguments, environment: ["DISPLAY": display.display],
        outputPath: log.path + "/xdotool.log")
    #expect(process.waitForExit(milliseconds: 10_000) == .exited(0), "xdotool \(arguments): \(process.output)")
}

@Suite("Scene phases on X11 under openbox (focused: active; mapped, unfocused: inactive; iconic or unmapped: background)", .serialized)
@MainActor
struct ScenePhaseX11Tests {
    @Test("Opening, minimising and restoring a window: background → inactive → active → background → … → active")
    func minimiseAndRestore() throws {
        let run = try HelloUnderTest()
        defer { run.stop() }
        let (window, renderer) = try run.openedWindow()
        var events = try run.events()
        // openbox focuses a new window: wait until the app is active.
        let active = events.waitUntilActive()
        #expect(active, "\(events.transcript)")
        let before = events.received.count
        try xdotool(["windowminimize", "--sync", String(window)], on: run)
        let background = events.next { $0.kind == .appPhase && $0.newPhase == .background }
        #expect(background?.oldPhase == .active, "\(events.transcript)")
        try xdotool(["windowactivate", "--sync", String(window)], on: run)
        #expect(events.next { $0.kind == .appPhase && $0.newPhase == .active } != nil, "\(events.transcript)")
        // Each transition is reported once: no repeats of the same old → new in a row.
        let phases = events.received.dropFirst(before).filter { $0.kind == .windowPhase }.map { "\($0.oldPhase)->\($0.newPhase)" }
        for (a, b) in zip(phases, phases.dropFirst()) { #expect(a != b, "repeated transition in \(phases)") }
        #expect(phases.first == "active->background")
        #expect(phases.last?.hasSuffix("->active") == true)
        run.x.requestClose(window)
        run.expectExit(.exited(0), renderer: renderer)
    }

    @Test("Focus moving to another app's window makes Hello inactive, and back active")
    func focusAwayAndBack() throws {
        let run = try HelloUnderTest()
        defer { run.stop() }
        let (window, _) = try run.openedWindow()
        var events = try run.events()
        let active = events.waitUntilActive()
        #expect(active, "\(events.transcript)")
        // A second app (same binary, another app id) takes the focus.
        let other = try LaunchedProcess(
            path: BuiltProducts.path("Hello"),
            environment: [
                "DISPLAY": run.display.display, "XDG_RUNTIME_DIR": run.runtime.path, "SCENERY_APP_ID": "Other",
                "SCENERY_STATE_DIR": run.runtime.path + "/other-state",
            ],
            outputPath: run.runtime.path + "/other.log")
        defer { other.terminate() }
        let otherWindow = try #require(run.x.waitForWindow(wmClass: "Other"))
        try xdotool(["windowactivate", "--sync", String(otherWindow)], on: run)
        let inactive = events.next { $0.kind == .windowPhase && $0.windowID == 1 && $0.newPhase == .inactive }
        #expect(inactive?.oldPhase == .active, "\(events.transcript)")
        #expect(events.next { $0.kind == .appPhase && $0.newPhase == .inactive } != nil, "\(events.transcript)")
        try xdotool(["windowactivate", "--sync", String(window)], on: run)
        #expect(events.next { $0.kind == .appPhase && $0.newPhase == .active } != nil, "\(events.transcript)")
        other.signal(SIGTERM)
        #expect(other.waitForExit(milliseconds: 10_000) == .exited(0))
    }

    @Test("scenectl list shows the window's phase and scenectl events streams transitions until the app exits")
    func scenectlPhaseAndEvents() throws {
        let run = try HelloUnderTest()
        defer { run.stop() }
        let (window, renderer) = try run.openedWindow()
        var events = try run.events()
        let active = events.waitUntilActive()
        #expect(active, "\(events.transcript)")
        let (status, table) = try runScenectl(["list"], runtime: run.runtime)
        #expect(status == .exited(0))
        #expect(table.contains("PHASE") && table.contains(" active "), "\(table)")
        let streaming = try LaunchedProcess(
            pipingOutputOf: BuiltProducts.path("scenectl"), arguments: ["events"],
            environment: ["XDG_RUNTIME_DIR": run.runtime.path], outputPath: run.runtime.path + "/events.log")
        defer { streaming.terminate() }
        // Its first line, the current state, means it has subscribed.
        #expect(streaming.nextLine() == "state window=1 scene=WindowGroup-0 active")
        try xdotool(["windowminimize", "--sync", String(window)], on: run)
        var lines: [String] = []
        while let line = streaming.nextLine() {
            lines.append(line)
            if line == "app-phase active -> background" { break }
        }
        run.x.requestClose(window)
        run.expectExit(.exited(0), renderer: renderer)
        // The host closed the stream: scenectl events prints the rest and ends with status 0.
        while let line = streaming.nextLine() { lines.append(line) }
        #expect(streaming.waitForExit(milliseconds: 10_000) == .exited(0))
        #expect(lines.contains("window-phase window=1 scene=WindowGroup-0 active -> background"), "\(lines)")
        #expect(lines.contains("app-phase active -> background"), "\(lines)")
        #expect(lines.contains("window-closed window=1 scene=WindowGroup-0"), "\(lines)")
    }
}
