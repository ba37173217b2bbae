#if canImport(Glibc)
import Glibc
#endif
@testable import Phases
import Scenery
import SceneryPlatform
import SceneryTesting
import SceneryWire
import Testing

@Suite("onChange(of: scenePhase) in a real window's own process (Xvfb + openbox)")
@MainActor
struct PhasesX11Tests {
    @Test("The view sees every transition the host computed for its window, once each, in order")
    func viewSeesEachTransition() throws {
        let run = try HelloUnderTest(product: "Phases")
        defer { run.stop() }
        let (window, _) = try run.openedWindow()
        let (display, x, app) = (run.display, run.x, run.app)
        var events = try run.events()
        var transitions = events.initialWindows.first.map { $0.phase == .background ? [] : ["background → \($0.phase)"] } ?? []
        // Transitions before the subscription that the snapshot hides (background → inactive
        // → active collapses to "active"): take them from the window itself below.
        let active = events.waitUntilActive()
        #expect(active)
        try xdotool(["windowminimize", "--sync", String(window)], on: display)
        #expect(events.next { $0.kind == .windowPhase && $0.newPhase == .background } != nil, "\(events.transcript)")
        try xdotool(["windowactivate", "--sync", String(window)], on: display)
        #expect(events.next { $0.kind == .windowPhase && $0.newPhase == .active } != nil, "\(events.transcript)")
        transitions += events.received.filter { $0.kind == .windowPhase }.map { "\($0.oldPhase) → \($0.newPhase)" }

        // The window must show exactly what the headless renderer draws for that history,
        // with or without the opening transitions the subscription did not see.
        let size = try #require(x.size(of: window))
        let candidates = [transitions, ["background → inactive", "inactive → active"] + transitions.drop { !$0.hasPrefix("active → background") },
                          ["background → active"] + transitions.drop { !$0.hasPrefix("active → background") }]
        let expected = candidates.map { history in
            HeadlessSnapshot(of: PhasesView(history: history).environment(\.scenePhase, .active),
                             width: Double(size.width), height: Double(size.height))
        }
        // Restored: wait until the window shows the expected frame, re-checking on every
        // X event about it (a new frame, an Expose, a map), with a deadline.
        #expect(x.waitUntilViewable(window))
        x.watchStructure(window)
        var last: RasterImage?
        let matched = x.waitUntil(milliseconds: 10_000) {
            guard x.isViewable(window), let shot = x.screenshot(window) else { return false }
            last = shot
            return expected.contains { shot.differingPixelCount(from: $0.image) <= 12 }
        }
        last?.writePNG(to: TestArtifacts.path(matched ? "phases-x11.png" : "phases-x11-mismatch.png"))
        #expect(matched, "the window (.build/test-artifacts/phases-x11-mismatch.png) does not show the history \(candidates); host: \(events.transcript)")
        x.requestClose(window)
        #expect(app.waitForExit(milliseconds: 10_000) == .exited(0))
    }
}

@Suite("A window's own phase reaches its views without a round trip through the host (Xvfb + openbox)")
@MainActor
struct LocalWindowPhaseX11Tests {
    @Test("With the host stopped (SIGSTOP), minimising and restoring the window still runs its onChange(of: scenePhase)")
    func phaseWithoutTheHost() throws {
        let run = try HelloUnderTest(product: "Phases")
        defer { run.stop() }
        let (window, _) = try run.openedWindow()
        var events = try run.events()
        let active = events.waitUntilActive()
        #expect(active)
        let size = try #require(run.x.size(of: window))
        run.app.signal(SIGSTOP)
        defer { run.app.signal(SIGCONT) }
        try xdotool(["windowminimize", "--sync", String(window)], on: run.display)
        try xdotool(["windowactivate", "--sync", String(window)], on: run.display)

        // The opening, the minimise and the restore each reach the view in one step or two,
        // depending on how the X events fell into batches.
        let openings = [["background → inactive", "inactive → active"], ["background → active"]]
        let minimises = [["active → background"], ["active → inactive", "inactive → background"]]
        let restores = [["background → inactive", "inactive → active"], ["background → active"]]
        let histories = openings.flatMap { o in minimises.flatMap { m in restores.map { r in o + m + r } } }
        let expected = histories.map { history in
            HeadlessSnapshot(of: PhasesView(history: history).environment(\.scenePhase, .active),
                             width: Double(size.width), height: Double(size.height))
        }
        #expect(run.x.waitUntilViewable(window))
        run.x.watchStructure(window)
        var last: RasterImage?
        let matched = run.x.waitUntil(milliseconds: 10_000) {
            guard run.x.isViewable(window), let shot = run.x.screenshot(window) else { return false }
            last = shot
            return expected.contains { shot.differingPixelCount(from: $0.image) <= 12 }
        }
        last?.writePNG(to: TestArtifacts.path(matched ? "phases-local.png" : "phases-local-mismatch.png"))
        #expect(matched, "with the host stopped, the window (.build/test-artifacts/phases-local-mismatch.png) does not show a history of minimise and restore")
        // The host, continued, catches up on the same transitions and changes nothing in the window.
        run.app.signal(SIGCONT)
        #expect(events.next { $0.kind == .windowPhase && $0.newPhase == .active } != nil, "\(events.transcript)")
        run.x.requestClose(window)
        #expect(run.app.waitForExit(milliseconds: 10_000) == .exited(0))
    }
}

@Suite("onChange(of: scenePhase) in the App: the aggregate, once per transition, in the host")
@MainActor
struct AppPhaseX11Tests {
    @Test("The App's onChange sees the app's aggregate phase change once per transition, in order, as the host computed it")
    func appSeesAggregate() throws {
        let run = try HelloUnderTest(product: "Phases", pipingOutput: true)
        defer { run.stop() }
        let (window, _) = try run.openedWindow()
        var printed: [String] = []
        func nextAppLine() -> String? {
            while let line = run.app.nextLine() {
                if line.hasPrefix("app phase: ") {
                    printed.append(String(line.dropFirst("app phase: ".count)))
                    return printed.last
                }
            }
            return nil
        }
        // Launch: background → … → active (inactive first when the window maps before
        // openbox focuses it).
        while let line = nextAppLine(), line != "inactive -> active" && line != "background -> active" {}
        #expect(printed.last == "inactive -> active" || printed.last == "background -> active", "\(printed)")
        try xdotool(["windowminimize", "--sync", String(window)], on: run.display)
        #expect(nextAppLine() == "active -> background", "\(printed)")
        try xdotool(["windowactivate", "--sync", String(window)], on: run.display)
        var restored: [String] = []
        while let line = nextAppLine() {
            restored.append(line)
            if line.hasSuffix("-> active") { break }
        }
        #expect(restored == ["background -> active"] || restored == ["background -> inactive", "inactive -> active"], "\(printed)")
        // Each printed transition continues from the previous one: no repeats, no gaps.
        for (previous, next) in zip(printed, printed.dropFirst()) {
            #expect(previous.split(separator: " ").last == next.split(separator: " ").first, "\(printed)")
        }
        run.x.requestClose(window)
        #expect(run.app.waitForExit(milliseconds: 10_000) == .exited(0))
    }
}
