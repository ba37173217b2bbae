/// Whether a scene is in the foreground and receiving input.
///
/// In a view, `@Environment(\.scenePhase)` is the phase of the window the view is in; see
/// docs/scene-phases.md for how Scenery derives it from X11.
public enum ScenePhase: Comparable, Hashable, Sendable, CustomStringConvertible {
    /// Not visible: minimised, unmapped, or not yet shown.
    case background
    /// Visible but not focused.
    case inactive
    /// Visible and focused.
    case active

    public var description: String {
        switch self {
        case .background: "background"
        case .inactive: "inactive"
        case .active: "active"
        }
    }
}

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
