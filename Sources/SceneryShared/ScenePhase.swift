/// Whether a scene is in the foreground and receiving input.
///
/// In a view, `@Environment(\.scenePhase)` is the phase of the window the view is in; see
/// docs/scene-phases.md for how Scenery derives it from X11.
///
/// The host computes phases and sends them to renderers, and control clients read them, so
/// the wire carries this type itself (its encoding is SceneryWire's); the view system
/// re-exports it as part of the public API.
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
