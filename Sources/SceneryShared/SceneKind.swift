/// The kinds of scene the host manages: what `App.body` declares, as the view system
/// evaluates it and as the scene manifest names it to renderers.
public enum SceneKind: UInt8, Sendable, CustomStringConvertible {
    /// A `WindowGroup`: any number of windows.
    case windowGroup = 1
    /// A `Window`: one unique window.
    case window = 2
    /// The `Settings` scene: one settings window.
    case settings = 3

    public var description: String {
        switch self {
        case .windowGroup: "WindowGroup"
        case .window: "Window"
        case .settings: "Settings"
        }
    }
}
