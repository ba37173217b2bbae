// `ScenePhase` is defined once, below the view system and the wire (SceneryShared), and is
// part of the public API through this re-export.
@_exported public import enum SceneryShared.ScenePhase

private struct ScenePhaseKey: EnvironmentKey {
    static var defaultValue: ScenePhase { .background }
}

/// The phase of a window, which its controller changes in place.
///
/// A window's views read its phase through this object unless an ancestor wrote one
/// (`.environment(\.scenePhase, …)`). A phase change then leaves the window's environment
/// holding the same values: the views whose `body` read the phase are invalidated and run
/// again (``ViewGraph/environmentChanged(at:)``), and the rest of the window is not
/// resolved again, as it is when a value its primitive views may read changes. No
/// primitive view reads the phase.
@MainActor
package final class WindowScenePhase {
    /// The window's phase now.
    package var phase: ScenePhase

    package init(_ phase: ScenePhase) { self.phase = phase }
}

private struct WindowScenePhaseKey: EnvironmentKey {
    static var defaultValue: WindowScenePhase? { nil }
}

extension EnvironmentValues {
    /// The phase of the window (in a view) or of the app (in the `App`).
    public var scenePhase: ScenePhase {
        get {
            if let written = writtenValue(ScenePhaseKey.self) { return written }
            if let window = self[WindowScenePhaseKey.self] { return MainActor.assumeIsolated { window.phase } }
            return ScenePhaseKey.defaultValue
        }
        set { self[ScenePhaseKey.self] = newValue }
    }

    /// The phase of the window whose views this environment reaches, when no ancestor
    /// wrote one (see ``WindowScenePhase``).
    package var windowScenePhase: WindowScenePhase? {
        get { self[WindowScenePhaseKey.self] }
        set { self[WindowScenePhaseKey.self] = newValue }
    }

    /// Sets the phase of the window: in place when its views read it through
    /// ``windowScenePhase`` (the environment keeps its values), else as a written value.
    @MainActor
    package mutating func setWindowScenePhase(_ phase: ScenePhase) {
        if let window = windowScenePhase, writtenValue(ScenePhaseKey.self) == nil {
            window.phase = phase
        } else {
            scenePhase = phase
        }
    }
}
