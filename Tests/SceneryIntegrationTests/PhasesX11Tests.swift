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
        let display = try XvfbDisplay()
        defer { display.stop() }
        let runtime = TemporaryDirectory(prefix: "scenery-runtime")
        defer { runtime.remove() }
        let x = try XClient(display: display.display)
        x.watchRootProperties()
        let app = try LaunchedProcess(
            path: BuiltProducts.path("Phases"), environment: ["DISPLAY": display.display, "XDG_RUNTIME_DIR": runtime.path],
            outputPath: runtime.path + "/phases.log")
        defer { app.terminate() }
        let window = try #require(x.waitForWindow(wmClass: "Phases"), "\(app.output)")
        #expect(x.waitUntilViewable(window))
        var events = try HostEventStream(appID: "Phases", runtimeDirectory: runtime.path)
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
        var frame = x.frameNumber(window)
        var matched = false
        repeat {
            if let shot = x.screenshot(window) {
                matched = expected.contains { shot.differingPixelCount(from: $0.image) <= 12 }
                if matched { shot.writePNG(to: TestArtifacts.path("phases-x11.png")) }
            }
            if matched { break }
            guard let next = x.waitForFrame(of: window, after: frame) else { break }
            frame = next
        } while true
        #expect(matched, "the window does not show the history \(candidates)")
        x.requestClose(window)
        #expect(app.waitForExit(milliseconds: 10_000) == .exited(0))
    }
}
