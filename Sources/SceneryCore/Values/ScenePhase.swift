// `ScenePhase` is defined once, below the view system and the wire (SceneryShared), and is
// part of the public API through this re-export.
@_exported public import enum SceneryShared.ScenePhase

private struct ScenePhaseKey: EnvironmentKey {
    static var defaultValue: ScenePhase { .background }
}

extension EnvironmentValues {
    /// The phase of the window (in a view) or of the app (in the `App`).
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}
