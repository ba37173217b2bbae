/// What kind of scene a manifest entry declares.
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

/// One scene declared in `App.body`.
public struct SceneEntry: WireCodable {
    /// The scene's id: its `id:` argument, or a structural id such as `scene-0`.
    public var id: String
    /// The scene's kind.
    public var kind: SceneKind
    /// The scene's title, if it declares one.
    public var title: String?

    /// Creates an entry.
    public init(id: String, kind: SceneKind, title: String? = nil) {
        self.id = id
        self.kind = kind
        self.title = title
    }

    public func encode(to writer: inout WireWriter) {
        writer.write(id)
        writer.write(kind.rawValue)
        writer.write(title) { $0.write($1) }
    }

    public init(from reader: inout WireReader) throws(WireError) {
        id = try reader.readString("scene.id")
        kind = try reader.readEnum("scene.kind", as: SceneKind.self)
        title = try reader.readOptional("scene.title") { r throws(WireError) in try r.readString("scene.title") }
    }
}

/// The scenes an app declares, as the host evaluated them.
///
/// Direction: host → renderer, after the handshake. Trust: renderers trust the host.
public struct SceneManifest: WireCodable {
    /// The app id (`WM_CLASS`, control socket name, state directory name).
    public var appID: String
    /// The app's display name (the default window title).
    public var appName: String
    /// The declared scenes in declaration order.
    public var scenes: [SceneEntry]

    /// Creates a manifest.
    public init(appID: String, appName: String, scenes: [SceneEntry]) {
        self.appID = appID
        self.appName = appName
        self.scenes = scenes
    }

    public func encode(to writer: inout WireWriter) {
        writer.write(appID)
        writer.write(appName)
        writer.write(scenes) { $1.encode(to: &$0) }
    }

    public init(from reader: inout WireReader) throws(WireError) {
        appID = try reader.readString("manifest.appID")
        appName = try reader.readString("manifest.appName")
        scenes = try reader.readArray("manifest.scenes", minimumElementSize: 6) { r throws(WireError) in try SceneEntry(from: &r) }
    }
}
