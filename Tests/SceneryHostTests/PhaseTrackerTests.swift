@testable import SceneryHost
import SceneryWire
import Testing

private func signals(_ id: UInt64, mapped: Bool = true, iconic: Bool = false, focused: Bool = false) -> WindowSignals {
    WindowSignals(windowID: id, state: WindowState(mapped: mapped, iconic: iconic, focused: focused))
}

@Suite("Scene phases from X11 signals, per window, scene and app")
struct PhaseTrackerTests {
    @Test("A window's phase: active when mapped, normal and focused; inactive unfocused; background otherwise",
          arguments: [
            (true, false, true, ScenePhase.active), (true, false, false, .inactive),
            (true, true, true, .background), (true, true, false, .background),
            (false, false, true, .background), (false, false, false, .background),
          ])
    func windowPhaseTable(mapped: Bool, iconic: Bool, focused: Bool, expected: ScenePhase) {
        #expect(WindowState(mapped: mapped, iconic: iconic, focused: focused).phase == expected)
    }

    @Test("Opening, focusing, iconifying and restoring one window gives each transition once, in order")
    func oneWindowLifecycle() {
        var tracker = PhaseTracker()
        #expect(tracker.addWindow(1, scene: "main").isEmpty)
        #expect(tracker.update(signals(1)) == [
            .window(1, scene: "main", from: .background, to: .inactive),
            .scene("main", from: .background, to: .inactive),
            .app(from: .background, to: .inactive),
        ])
        #expect(tracker.update(signals(1, focused: true)) == [
            .window(1, scene: "main", from: .inactive, to: .active),
            .scene("main", from: .inactive, to: .active),
            .app(from: .inactive, to: .active),
        ])
        // A repeated report changes nothing: no transition.
        #expect(tracker.update(signals(1, focused: true)).isEmpty)
        // Iconify: _NET_WM_STATE_HIDDEN, then unmap, then WM_STATE Iconic — one transition.
        #expect(tracker.update(signals(1, iconic: true, focused: false)) == [
            .window(1, scene: "main", from: .active, to: .background),
            .scene("main", from: .active, to: .background),
            .app(from: .active, to: .background),
        ])
        #expect(tracker.update(signals(1, mapped: false, iconic: true)).isEmpty)
        #expect(tracker.update(signals(1, focused: true)).count == 3)
        #expect(tracker.appPhase == .active)
    }

    @Test("Focus moving A → B → A: each window flips, the scene and the app stay active")
    func focusBetweenTwoWindowsOfOneScene() {
        var tracker = PhaseTracker()
        _ = tracker.addWindow(1, scene: "main")
        _ = tracker.addWindow(2, scene: "main")
        _ = tracker.update(signals(1, focused: true))
        #expect(tracker.update(signals(2)).count == 1)  // B mapped: only B's own transition
        // The renderers report A's loss and B's gain separately; between them the scene is inactive.
        #expect(tracker.update(signals(1)) == [
            .window(1, scene: "main", from: .active, to: .inactive),
            .scene("main", from: .active, to: .inactive),
            .app(from: .active, to: .inactive),
        ])
        #expect(tracker.update(signals(2, focused: true)) == [
            .window(2, scene: "main", from: .inactive, to: .active),
            .scene("main", from: .inactive, to: .active),
            .app(from: .inactive, to: .active),
        ])
        #expect(tracker.phase(ofWindow: 1) == .inactive)
        #expect(tracker.phase(ofWindow: 2) == .active)
    }

    @Test("A scene is the highest phase of its windows; the app the highest of its scenes")
    func aggregates() {
        var tracker = PhaseTracker()
        _ = tracker.addWindow(1, scene: "editor")
        _ = tracker.addWindow(2, scene: "editor")
        _ = tracker.addWindow(3, scene: "settings")
        _ = tracker.update(signals(1, iconic: true))
        _ = tracker.update(signals(2))
        _ = tracker.update(signals(3, focused: true))
        #expect(tracker.scenePhases == ["editor": .inactive, "settings": .active])
        #expect(tracker.appPhase == .active)
        let closing = tracker.removeWindow(3)
        #expect(closing == [
            .window(3, scene: "settings", from: .active, to: .background),
            .scene("settings", from: .active, to: .background),
            .app(from: .active, to: .inactive),
        ])
        #expect(tracker.scenePhases == ["editor": .inactive])
    }

    @Test("Reports for unknown windows are ignored")
    func unknownWindow() {
        var tracker = PhaseTracker()
        #expect(tracker.update(signals(42, focused: true)).isEmpty)
        #expect(tracker.removeWindow(42).isEmpty)
        #expect(tracker.appPhase == .background)
    }
}
