#if canImport(Glibc)
import Glibc
#endif
import Scenery
import SceneryCore
import SceneryPlatform
import SceneryTesting
import SceneryWire
import Testing
import WindowsViews

/// A configuration home whose file for `appID` sets `hang-timeout` (seconds).
private func configurationHome(hangTimeout: Double, appID: String) throws -> TemporaryDirectory {
    let home = TemporaryDirectory(prefix: "scenery-config")
    mkdir(home.path + "/scenery", 0o700)
    try AtomicFile.write(Array("hang-timeout = \(hangTimeout)\n".utf8), to: home.path + "/scenery/\(appID).toml")
    return home
}

/// How many times the process's main thread has slept waiting for something
/// (`voluntary_ctxt_switches`): each is one wake-up of its event loop.
private func wakeUps(of pid: Int32) -> Int? {
    guard let bytes = try? AtomicFile.read("/proc/\(pid)/status") else { return nil }
    let line = String(decoding: bytes, as: UTF8.self).split(separator: "\n").first { $0.hasPrefix("voluntary_ctxt_switches:") }
    return line.flatMap { Int(String($0.split(separator: ":").last!.filter(\.isNumber))) }
}

@Suite("Pings of an idle app (real processes, headless backend)")
struct IdlePingTests {
    @Test("An idle app wakes once per ping interval: the host for its round and each pong, the renderer to answer")
    func idleWakeUps() throws {
        let runtime = TemporaryDirectory(prefix: "scenery-idle")
        defer { runtime.remove() }
        chmod(runtime.path, 0o700)
        mkdir(runtime.path + "/frames", 0o700)
        let home = try configurationHome(hangTimeout: 1, appID: "Hello")
        defer { home.remove() }
        let app = try LaunchedProcess(
            path: BuiltProducts.path("Hello"),
            environment: [
                "XDG_RUNTIME_DIR": runtime.path, "SCENERY_APP_ID": nil, "SCENERY_STATE_DIR": runtime.path + "/state",
                "SCENERY_BACKEND": "headless", "SCENERY_HEADLESS_DIR": runtime.path + "/frames", "DISPLAY": nil,
                "XDG_CONFIG_HOME": home.path, "SCENERY_LOG": nil,
            ],
            outputPath: runtime.path + "/Hello.log")
        defer { app.terminate() }
        let served = FileAppearance.wait(for: "Hello.sock", in: runtime.path + "/scenery", milliseconds: 10_000) { !ProcessWatch.isAlive(app.pid) }
        try #require(served, "Hello did not start: \(app.output)")
        var events = try HostEventStream(appID: "Hello", runtimeDirectory: runtime.path)
        let opened = events.waitUntilOpened()
        #expect(opened, "\(events.transcript)")
        let renderer = try #require(app.children.first)
        // The launch's own work (the first frame's aftermath, phases, the spare's warm-up)
        // ends within a second; the measurement starts after it.
        var none = pollfd()
        _ = poll(&none, 0, 1000)
        let host0 = try #require(wakeUps(of: app.pid)), renderer0 = try #require(wakeUps(of: renderer))
        // The measurement is the time span: five seconds, ten ping intervals of 0.5 s.
        _ = poll(&none, 0, 5000)
        let host = try #require(wakeUps(of: app.pid)) - host0, answered = try #require(wakeUps(of: renderer)) - renderer0
        #expect(host >= 8 && host <= 24, "the host woke \(host) times in 10 ping intervals")
        #expect(answered >= 4 && answered <= 13, "the renderer woke \(answered) times in 10 ping intervals")
    }
}

@Suite("Hung renderers: pings, not responding, replacement (real processes on Xvfb + openbox)", .serialized)
@MainActor
struct HangDetectionX11Tests {
    @Test("A renderer stopped with SIGSTOP is shown as not responding within hang-timeout, then stopped and replaced; its window comes back with its @SceneStorage")
    func hungRendererIsReplaced() throws {
        let home = try configurationHome(hangTimeout: 2, appID: "Windows")
        defer { home.remove() }
        let app = try WindowsUnderTest(environment: ["XDG_CONFIG_HOME": home.path])
        defer { app.stop() }
        let first = try app.xWindow(1)
        try app.click("Mark", in: first)
        #expect(app.waitUntilShowing(CounterWindow().environment(\.sceneStorageStore, StoredValueStore(values: ["marks": "1"])), in: first, artifact: "hang-marked.png"))
        let title = try #require(app.run.x.title(of: first))
        let renderer = Int32(try #require(app.run.x.cardinals(first, "_NET_WM_PID").first))
        defer { kill(renderer, SIGCONT) }

        let stoppedAt = MonotonicClock.milliseconds()
        kill(renderer, SIGSTOP)
        let hung = app.events.next(milliseconds: 8000) { $0.kind == .notResponding }
        #expect(hung?.windowID == 1, "\(app.events.transcript)")
        // Pings go out every second: found between 2 and 3 s after the stop (and some slack).
        let foundAfter = MonotonicClock.milliseconds() - stoppedAt
        #expect(foundAfter >= 1900 && foundAfter < 4500, "not responding reported \(Int(foundAfter)) ms after SIGSTOP")
        #expect(app.run.x.waitForTitle(of: first, toBe: title + " (Not Responding)", milliseconds: 5000),
                "title is \(app.run.x.title(of: first) ?? "unset")")
        let (listed, listing) = try runScenectl(["list"], runtime: app.run.runtime)
        #expect(listed == .exited(0))
        #expect(listing.contains("(not responding)"), "\(listing)")

        // Another hang-timeout without an answer: stopped, and the window restarts as after a crash.
        #expect(app.events.next(milliseconds: 8000) { $0.kind == .rendererCrashed && $0.windowID == 1 } != nil, "\(app.events.transcript)")
        #expect(app.events.next { $0.kind == .windowOpened && $0.windowID == 1 } != nil, "\(app.events.transcript)")
        #expect(ProcessWatch.waitForExit(renderer, milliseconds: 5000), "the hung renderer was not stopped")
        let restored = try app.xWindow(1)
        #expect(app.run.x.cardinals(restored, "_NET_WM_PID").first.map(Int32.init) != renderer)
        #expect(app.waitUntilShowing(CounterWindow().environment(\.sceneStorageStore, StoredValueStore(values: ["marks": "1"])), in: restored, artifact: "hang-restarted.png"),
                "the replaced window lost its @SceneStorage")
        #expect(app.run.x.title(of: restored) == title)
        #expect(app.run.app.output.contains("is not responding"), "\(app.run.app.output)")
        #expect(app.run.app.output.contains("did not respond and was stopped; restarting it"), "\(app.run.app.output)")
    }

    @Test("A renderer continued (SIGCONT) before the second timeout recovers: its title comes back and nothing restarts")
    func hungRendererRecovers() throws {
        let home = try configurationHome(hangTimeout: 4, appID: "Hello")
        defer { home.remove() }
        let run = try HelloUnderTest(extraEnvironment: ["XDG_CONFIG_HOME": home.path])
        defer { run.stop() }
        let (window, renderer) = try run.openedWindow()
        defer { kill(renderer, SIGCONT) }
        var events = try run.events()
        let opened = events.waitUntilOpened()
        #expect(opened, "\(events.transcript)")
        let title = try #require(run.x.title(of: window))

        kill(renderer, SIGSTOP)
        #expect(events.next(milliseconds: 10_000) { $0.kind == .notResponding }?.windowID == 1, "\(events.transcript)")
        // Hello has one window and no spare: the host starts one to set the title.
        #expect(run.x.waitForTitle(of: window, toBe: title + " (Not Responding)", milliseconds: 3000),
                "title is \(run.x.title(of: window) ?? "unset")")
        kill(renderer, SIGCONT)
        #expect(events.next(milliseconds: 5000) { $0.kind == .responding }?.windowID == 1, "\(events.transcript)")
        #expect(run.x.waitForTitle(of: window, toBe: title, milliseconds: 5000), "title is \(run.x.title(of: window) ?? "unset")")
        #expect(!events.transcript.contains { $0.hasPrefix("crashed") }, "\(events.transcript)")
        #expect(ProcessWatch.isAlive(renderer))
        let (_, listing) = try runScenectl(["list"], runtime: run.runtime)
        #expect(!listing.contains("(not responding)"), "\(listing)")
        run.x.requestClose(window)
        run.expectExit(.exited(0), renderer: renderer)
        #expect(!run.app.output.contains("restarting"), "\(run.app.output)")
    }

    @Test("scenectl close on a hung renderer says it is not responding and when it is stopped; hang detection then closes the window")
    func closeHungWindow() throws {
        let home = try configurationHome(hangTimeout: 2, appID: "Hello")
        defer { home.remove() }
        let run = try HelloUnderTest(extraEnvironment: ["XDG_CONFIG_HOME": home.path])
        defer { run.stop() }
        let (_, renderer) = try run.openedWindow()
        defer { kill(renderer, SIGCONT) }
        var events = try run.events()
        let opened = events.waitUntilOpened()
        #expect(opened, "\(events.transcript)")

        kill(renderer, SIGSTOP)
        #expect(events.next(milliseconds: 8000) { $0.kind == .notResponding }?.windowID == 1, "\(events.transcript)")
        let (closed, output) = try runScenectl(["close", "1"], runtime: run.runtime)
        #expect(closed == .exited(1), "\(output)")
        #expect(output.contains("window 1 is not responding"), "\(output)")
        #expect(output.contains("stopped in"), "\(output)")
        // Closed as asked: not restarted, and the app ends with its last window, status 0.
        #expect(events.next(milliseconds: 6000) { $0.kind == .windowClosed }?.windowID == 1, "\(events.transcript)")
        #expect(!events.transcript.contains { $0.hasPrefix("crashed") }, "\(events.transcript)")
        run.expectExit(.exited(0), renderer: renderer)
        #expect(!run.app.output.contains("restarting"), "\(run.app.output)")
    }
}
