#if canImport(Glibc)
import Glibc
#endif
import SceneryPlatform
import SceneryTesting
import SceneryWire
import Testing

@Suite("Renderer crashes and window control (real processes on Xvfb + openbox)", .serialized)
@MainActor
struct CrashRecoveryTests {
    @Test("kill -9 of a renderer: the same window comes back, drawn by a new renderer, at its last size")
    func rendererRestartsWithItsSize() throws {
        let run = try HelloUnderTest()
        defer { run.stop() }
        let (window, renderer) = try run.openedWindow()
        var frame = run.x.frameNumber(window)
        run.x.requestResize(window, width: 300, height: 220)
        // Wait for the renderer's own frame at the new size (`_SCENERY_FRAME`): the window's
        // background, the first frame, is tiled over the grown window until then, and can put
        // dark pixels near the new centre by itself. The renderer reports its new size to the
        // host before the frame reaches the X server, so the host knows it when it restarts
        // the window below.
        var redrawn = false
        while !redrawn, let next = run.x.waitForFrame(of: window, after: frame) {
            frame = next
            guard let shot = run.x.screenshot(window), shot.width == 300, shot.height == 220 else { continue }
            // Redrawn at the new size: glyphs near the new centre.
            redrawn = shot.count(x: 100, y: 100, width: 100, height: 40) { shot.luminance(x: $0, y: $1) < 110 } > 20
        }
        #expect(redrawn, "no frame at 300×220 with the text near its centre")
        var events = try run.events()
        let opened = events.waitUntilOpened()
        #expect(opened, "\(events.transcript)")
        kill(renderer, SIGKILL)
        let crashed = events.next { $0.kind == .rendererCrashed }
        #expect(crashed?.windowID == 1, "\(events.transcript)")
        #expect(events.next { $0.kind == .windowOpened }?.windowID == 1, "\(events.transcript)")
        let replacement = try #require(run.app.children.first { $0 != renderer && ProcessWatch.isAlive($0) })
        #expect(replacement != renderer)
        // X may hand the new connection the old one's resource ids, so find it by pid.
        let restored = try #require(run.x.waitForWindow { run.x.cardinals($0, "_NET_WM_PID") == [UInt32(replacement)] })
        #expect(run.x.waitUntilViewable(restored))
        let size = try #require(run.x.size(of: restored))
        #expect(size.width == 300 && size.height == 220)
        #expect(run.app.output.contains("crashed; restarting it"), "\(run.app.output)")
        run.x.requestClose(restored)
        run.expectExit(.exited(0), renderer: replacement)
    }

    @Test("A window whose renderer keeps crashing is closed after three restarts; the app exits 1")
    func crashLoopIsBroken() throws {
        let run = try HelloUnderTest()
        defer { run.stop() }
        var (_, renderer) = try run.openedWindow()
        var events = try run.events()
        let opened = events.waitUntilOpened()
        #expect(opened, "\(events.transcript)")
        for _ in 0..<3 { renderer = try restartedRenderer(after: renderer, in: run, events: &events) }
        kill(renderer, SIGKILL)
        #expect(events.next { $0.kind == .windowClosed }?.windowID == 1, "\(events.transcript)")
        #expect(run.app.waitForExit(milliseconds: 10_000) == .exited(1), "\(run.app.output)")
        #expect(run.app.output.contains("crashed 4 times"), "\(run.app.output)")
        // Given up is not closed by the person: the next launch offers the window again.
        let saved = String(decoding: try #require(try AtomicFile.read(run.runtime.path + "/state/windows.json")), as: UTF8.self)
        #expect(saved.contains("\"scene\" : \"WindowGroup-0\""), "the given-up window left the saved list: \(saved)")
    }

    @Test("scenectl activate restores a minimised window; scenectl close closes it and the app exits 0")
    func activateAndClose() throws {
        let run = try HelloUnderTest()
        defer { run.stop() }
        let (window, renderer) = try run.openedWindow()
        var events = try run.events()
        let active = events.waitUntilActive()
        #expect(active, "\(events.transcript)")
        try xdotool(["windowminimize", "--sync", String(window)], on: run)
        #expect(events.next { $0.kind == .appPhase && $0.newPhase == .background } != nil)
        let (activated, activateOutput) = try runScenectl(["activate", "1"], runtime: run.runtime)
        #expect(activated == .exited(0), "\(activateOutput)")
        #expect(events.next { $0.kind == .windowPhase && $0.newPhase == .active } != nil, "\(events.transcript)")
        let (missing, missingOutput) = try runScenectl(["close", "7"], runtime: run.runtime)
        #expect(missing == .exited(1))
        #expect(missingOutput.contains("no window 7"))
        let (closed, closeOutput) = try runScenectl(["close", "1"], runtime: run.runtime)
        #expect(closed == .exited(0), "\(closeOutput)")
        run.expectExit(.exited(0), renderer: renderer)
    }
}
