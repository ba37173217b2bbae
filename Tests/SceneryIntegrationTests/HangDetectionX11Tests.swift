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
    @Test("An idle app parks its renderer after a ping finds it idle: then neither the host nor the renderer wakes; a host message wakes it and it is pinged again")
    func idleAppWakesNothing() throws {
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
                "XDG_CONFIG_HOME": home.path, "SCENERY_LOG": "debug",
            ],
            outputPath: runtime.path + "/Hello.log")
        defer { app.terminate() }
        let served = FileAppearance.wait(for: "Hello.sock", in: runtime.path + "/scenery", milliseconds: 10_000) { !ProcessWatch.isAlive(app.pid) }
        try #require(served, "Hello did not start: \(app.output)")
        var events = try HostEventStream(appID: "Hello", runtimeDirectory: runtime.path)
        let opened = events.waitUntilOpened()
        #expect(opened, "\(events.transcript)")
        let renderer = try #require(app.children.first)
        // The launch's own work ends, then the next round finds the renderer idle and parks
        // it. An unparked renderer is pinged every 0.5 s, so a second in which neither
        // process wakes means it is parked (within 15 s, however loaded the machine).
        var none = pollfd()
        var parked = false
        let deadline = MonotonicClock.milliseconds() + 15_000
        while !parked && MonotonicClock.milliseconds() < deadline {
            let before = (wakeUps(of: app.pid), wakeUps(of: renderer))
            _ = poll(&none, 0, 1000)
            parked = before == (wakeUps(of: app.pid), wakeUps(of: renderer))
        }
        #expect(parked, "the renderer was still pinged 15 s after the launch")
        let host0 = try #require(wakeUps(of: app.pid)), renderer0 = try #require(wakeUps(of: renderer))
        // Four seconds, eight ping intervals: nothing at all.
        _ = poll(&none, 0, 4000)
        let host = try #require(wakeUps(of: app.pid)) - host0, idle = try #require(wakeUps(of: renderer)) - renderer0
        #expect(host == 0, "the host woke \(host) times in 8 ping intervals of an idle app")
        #expect(idle == 0, "the renderer woke \(idle) times in 8 ping intervals of an idle app")

        // A message from the host (`scenectl activate` sends the renderer activateWindow)
        // wakes the renderer: it is pinged again, answers, and is parked again by the next
        // idle round.
        let (activated, output) = try runScenectl(["activate", "1"], runtime: runtime)
        #expect(activated == .exited(0), "\(output)")
        _ = poll(&none, 0, 1000)
        let woken = try #require(wakeUps(of: renderer)) - renderer0
        #expect(woken >= 2, "the renderer woke \(woken) times after a host message: it should have handled it and answered a ping")
        // And it is parked again: a second without a wake, within 15 s.
        var sleepsAgain = false
        let again = MonotonicClock.milliseconds() + 15_000
        while !sleepsAgain && MonotonicClock.milliseconds() < again {
            let before = wakeUps(of: renderer)
            _ = poll(&none, 0, 1000)
            sleepsAgain = before == wakeUps(of: renderer)
        }
        #expect(sleepsAgain, "the renderer did not go back to sleep")
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

        kill(renderer, SIGSTOP)
        // The host hears of the stop (SIGCHLD) and pings at once; asking something of the
        // stopped renderer, as a person would, changes nothing in that.
        let askedAt = MonotonicClock.milliseconds()
        let (activated, activateOutput) = try runScenectl(["activate", "1"], runtime: app.run.runtime)
        #expect(activated == .exited(0), "\(activateOutput)")
        let hung = app.events.next(milliseconds: 8000) { $0.kind == .notResponding }
        #expect(hung?.windowID == 1, "\(app.events.transcript)")
        // Pinged when stopped: found 2 s later (and some slack).
        let foundAfter = MonotonicClock.milliseconds() - askedAt
        #expect(foundAfter >= 1900 && foundAfter < 4500, "not responding reported \(Int(foundAfter)) ms after the request")
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

    @Test("A parked renderer stopped with SIGSTOP and asked nothing is found: the host hears of the stop, pings it, marks it not responding and replaces it with its @SceneStorage; the other window is untouched")
    func stoppedParkedRendererIsFound() throws {
        let home = try configurationHome(hangTimeout: 2, appID: "Windows")
        defer { home.remove() }
        let app = try WindowsUnderTest(environment: ["XDG_CONFIG_HOME": home.path])
        defer { app.stop() }
        let (first, second, secondID) = try app.openSecondCounter()
        try app.click("Mark", in: first)
        let marked = CounterWindow().environment(\.sceneStorageStore, StoredValueStore(values: ["marks": "1"]))
        #expect(app.waitUntilShowing(marked, in: first, artifact: "parked-stop-marked.png"))
        let title = try #require(app.run.x.title(of: first))
        let secondTitle = try #require(app.run.x.title(of: second))
        let renderer = Int32(try #require(app.run.x.cardinals(first, "_NET_WM_PID").first))
        let secondRenderer = Int32(try #require(app.run.x.cardinals(second, "_NET_WM_PID").first))
        defer { kill(renderer, SIGCONT) }

        // Both renderers parked: with hang-timeout 2 an unparked renderer is pinged every
        // second, so 1.5 s in which neither wakes means both are parked (within 20 s).
        var none = pollfd()
        var parked = false
        let deadline = MonotonicClock.milliseconds() + 20_000
        while !parked && MonotonicClock.milliseconds() < deadline {
            let before = (wakeUps(of: renderer), wakeUps(of: secondRenderer))
            _ = poll(&none, 0, 1500)
            parked = before == (wakeUps(of: renderer), wakeUps(of: secondRenderer))
        }
        try #require(parked, "the renderers were still pinged 20 s after the last click")

        // Stopped, and nothing asked of it: the kernel tells the host (its parent, SIGCHLD),
        // which pings it at once; a timeout later it is not responding.
        kill(renderer, SIGSTOP)
        let stoppedAt = MonotonicClock.milliseconds()
        let hung = app.events.next(milliseconds: 8000) { $0.kind == .notResponding }
        #expect(hung?.windowID == 1, "\(app.events.transcript)")
        let foundAfter = MonotonicClock.milliseconds() - stoppedAt
        #expect(foundAfter >= 1900 && foundAfter < 3500, "not responding reported \(Int(foundAfter)) ms after the stop")
        #expect(app.run.x.waitForTitle(of: first, toBe: title + " (Not Responding)", milliseconds: 5000),
                "title is \(app.run.x.title(of: first) ?? "unset")")
        #expect(app.run.x.title(of: second) == secondTitle)

        // A timeout later: stopped and replaced, with its state; the other window keeps its renderer.
        #expect(app.events.next(milliseconds: 8000) { $0.kind == .rendererCrashed && $0.windowID == 1 } != nil, "\(app.events.transcript)")
        #expect(app.events.next { $0.kind == .windowOpened && $0.windowID == 1 } != nil, "\(app.events.transcript)")
        #expect(ProcessWatch.waitForExit(renderer, milliseconds: 5000), "the stopped renderer was not ended")
        let restored = try app.xWindow(1)
        #expect(app.run.x.cardinals(restored, "_NET_WM_PID").first.map(Int32.init) != renderer)
        #expect(app.waitUntilShowing(marked, in: restored, artifact: "parked-stop-restarted.png"), "the replaced window lost its @SceneStorage")
        #expect(app.run.x.title(of: restored) == title)
        #expect(ProcessWatch.isAlive(secondRenderer))
        #expect(try app.xWindow(secondID) == second)
        #expect(app.run.x.cardinals(second, "_NET_WM_PID").first.map(Int32.init) == secondRenderer)
        #expect(app.run.x.title(of: second) == secondTitle)
        #expect(!app.events.received.contains { $0.kind == .notResponding && $0.windowID == secondID }, "\(app.events.transcript)")
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
        // Asked something, the stopped renderer does not answer (the host pinged it when it
        // heard of the stop).
        let (activated, activateOutput) = try runScenectl(["activate", "1"], runtime: run.runtime)
        #expect(activated == .exited(0), "\(activateOutput)")
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
        // Asked something, the stopped renderer does not answer (the host pinged it when it
        // heard of the stop).
        let (activated, activateOutput) = try runScenectl(["activate", "1"], runtime: run.runtime)
        #expect(activated == .exited(0), "\(activateOutput)")
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
