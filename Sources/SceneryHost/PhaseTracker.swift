import SceneryWire

/// Computes scene phases from what renderers report, by these rules:
///
/// * a **window**'s phase is its state's (`WindowState.phase`): `active` when mapped, not
///   iconic and focused; `inactive` when mapped and not iconic but not focused;
///   `background` otherwise (iconic, unmapped, not yet mapped);
/// * a **scene** is the highest phase of its windows (`background` with none);
/// * the **app** is `active` if any scene is, else `inactive` if any is, else `background`.
///
/// A pure value type in the style of swift-nio's state machines: each input returns the
/// transitions it caused, in order (windows, then scenes, then the app), and the host
/// performs them. Reports that change nothing produce no transitions, so an `onChange`
/// fed from here fires once per real transition.
struct PhaseTracker: Sendable {
    /// One transition.
    enum Transition: Equatable, Sendable {
        case window(UInt64, scene: String, from: ScenePhase, to: ScenePhase)
        case scene(String, from: ScenePhase, to: ScenePhase)
        case app(from: ScenePhase, to: ScenePhase)
    }

    private struct Window: Sendable {
        var sceneID: String
        var state: WindowState
        var phase: ScenePhase
    }

    private var windows: [UInt64: Window] = [:]
    private(set) var scenePhases: [String: ScenePhase] = [:]
    private(set) var appPhase: ScenePhase = .background

    /// The phase of one window (background when unknown).
    func phase(ofWindow id: UInt64) -> ScenePhase { windows[id]?.phase ?? .background }

    /// A new window of `sceneID`, not yet mapped (background).
    mutating func addWindow(_ id: UInt64, scene sceneID: String) -> [Transition] {
        windows[id] = Window(
            sceneID: sceneID, state: WindowState(),
            phase: .background)
        return aggregate(changedWindow: nil)
    }

    /// A renderer reported new signals for its window.
    mutating func update(_ signals: WindowSignals) -> [Transition] {
        guard var window = windows[signals.windowID] else { return [] }
        let old = window.phase
        window.state = signals.state
        window.phase = signals.state.phase
        windows[signals.windowID] = window
        guard window.phase != old else { return [] }
        return aggregate(changedWindow: .window(signals.windowID, scene: window.sceneID, from: old, to: window.phase))
    }

    /// A window closed: it leaves its scene (which may drop to background).
    mutating func removeWindow(_ id: UInt64) -> [Transition] {
        guard let window = windows.removeValue(forKey: id) else { return [] }
        let closing: Transition? = window.phase == .background
            ? nil : .window(id, scene: window.sceneID, from: window.phase, to: .background)
        return aggregate(changedWindow: closing)
    }

    private mutating func aggregate(changedWindow: Transition?) -> [Transition] {
        var transitions: [Transition] = changedWindow.map { [$0] } ?? []
        var newScenes: [String: ScenePhase] = [:]
        for window in windows.values {
            newScenes[window.sceneID] = max(newScenes[window.sceneID] ?? .background, window.phase)
        }
        for scene in Set(newScenes.keys).union(scenePhases.keys).sorted() {
            let old = scenePhases[scene] ?? .background
            let new = newScenes[scene] ?? .background
            if old != new { transitions.append(.scene(scene, from: old, to: new)) }
        }
        scenePhases = newScenes
        let newApp = newScenes.values.max() ?? .background
        if newApp != appPhase {
            transitions.append(.app(from: appPhase, to: newApp))
            appPhase = newApp
        }
        return transitions
    }
}
