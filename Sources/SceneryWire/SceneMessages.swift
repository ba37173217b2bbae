/// One scene declared in `App.body`.
public struct SceneEntry: WireCodable {
    /// The scene's id: its `id:` argument, or a structural id such as `scene-0`.
    public var id: String
    /// The scene's kind.
    public var kind: SceneKind
    /// The scene's title, if it declares one.
    public var title: String?
    /// For a value-presenting `WindowGroup(for:)`: the presented type's name.
    public var presentedType: String?

    /// Creates an entry.
    public init(id: String, kind: SceneKind, title: String? = nil, presentedType: String? = nil) {
        self.id = id
        self.kind = kind
        self.title = title
        self.presentedType = presentedType
    }

    public func encode(to writer: inout WireWriter) {
        writer.write(id)
        writer.write(kind.rawValue)
        writer.write(title) { $0.write($1) }
        writer.write(presentedType) { $0.write($1) }
    }

    public init(from reader: inout WireReader) throws(WireError) {
        id = try reader.readString("scene.id")
        kind = try reader.readEnum("scene.kind", as: SceneKind.self)
        title = try reader.readOptional("scene.title") { r throws(WireError) in try r.readString("scene.title") }
        presentedType = try reader.readOptional("scene.presentedType") { r throws(WireError) in try r.readString("scene.presentedType") }
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
        scenes = try reader.readArray("manifest.scenes", minimumElementSize: 7) { r throws(WireError) in try SceneEntry(from: &r) }
    }
}

/// What a scene request asks for.
public enum SceneRequestAction: UInt8, Sendable, CustomStringConvertible {
    /// Open a window of a scene, or bring forward the one that already shows it.
    case open = 1
    /// Open a window in place of the requesting one.
    case push = 2
    /// Close windows: the requesting one, a scene's, or the one presenting a value.
    case dismiss = 3

    public var description: String {
        switch self {
        case .open: "open"
        case .push: "push"
        case .dismiss: "dismiss"
        }
    }
}

/// A request to open, push or dismiss windows (`openWindow`, `pushWindow`,
/// `dismissWindow`, `openSettings`, `scenectl open`).
///
/// Direction: renderer → host (``sourceWindowID`` is the calling window) or control
/// client → host (``sourceWindowID`` 0; the reply is a ``WindowList`` or an ``ErrorReply``).
/// Trust: the host checks every field against the manifest and answers unknown scenes and
/// values that do not decode with an error, never a crash.
public struct SceneRequestMessage: WireCodable {
    /// What to do.
    public var action: SceneRequestAction
    /// The scene named by `id:`; nil when only a value names the scene or (dismiss) the
    /// calling window is meant.
    public var sceneID: String?
    /// The presented value, as JSON.
    public var value: String?
    /// The value's type name, to find the group presenting it.
    public var valueType: String?
    /// The window that asked; 0 for a control client.
    public var sourceWindowID: UInt64

    /// Creates a request.
    public init(action: SceneRequestAction, sceneID: String? = nil, value: String? = nil, valueType: String? = nil, sourceWindowID: UInt64 = 0) {
        self.action = action
        self.sceneID = sceneID
        self.value = value
        self.valueType = valueType
        self.sourceWindowID = sourceWindowID
    }

    public func encode(to writer: inout WireWriter) {
        writer.write(action.rawValue)
        writer.write(sceneID) { $0.write($1) }
        writer.write(value) { $0.write($1) }
        writer.write(valueType) { $0.write($1) }
        writer.write(sourceWindowID)
    }

    public init(from reader: inout WireReader) throws(WireError) {
        action = try reader.readEnum("request.action", as: SceneRequestAction.self)
        sceneID = try reader.readOptional("request.sceneID") { r throws(WireError) in try r.readString("request.sceneID") }
        value = try reader.readOptional("request.value") { r throws(WireError) in try r.readString("request.value") }
        valueType = try reader.readOptional("request.valueType") { r throws(WireError) in try r.readString("request.valueType") }
        sourceWindowID = try reader.readUInt64("request.sourceWindowID")
    }
}

/// One stored value (`@AppStorage`, `@SceneStorage`): a key and its JSON text, or nil for
/// a removed value.
public struct StoredEntry: WireCodable {
    /// The storage key.
    public var key: String
    /// The value as JSON; nil removes it.
    public var value: String?

    /// Creates an entry.
    public init(key: String, value: String?) {
        self.key = key
        self.value = value
    }

    public func encode(to writer: inout WireWriter) {
        writer.write(key)
        writer.write(value) { $0.write($1) }
    }

    public init(from reader: inout WireReader) throws(WireError) {
        key = try reader.readString("entry.key")
        value = try reader.readOptional("entry.value") { r throws(WireError) in try r.readString("entry.value") }
    }
}

/// `@AppStorage` values or shared scene models, in the order the host applied them.
///
/// Direction: host → renderer: all values after the manifest (split over several messages
/// when large), then every change, from any window, to every renderer. Trust: renderers
/// trust the host; ``sequence`` grows by one per change so the order is visible in logs.
public struct SharedValues: WireCodable {
    /// Which values: `@AppStorage` (`.app`) or shared scene models (`.sharedObject`).
    public var scope: StoredValueScope
    /// The host's sequence number of the last change included.
    public var sequence: UInt64
    /// The values.
    public var entries: [StoredEntry]

    /// Creates the message.
    public init(scope: StoredValueScope = .app, sequence: UInt64, entries: [StoredEntry]) {
        self.scope = scope
        self.sequence = sequence
        self.entries = entries
    }

    public func encode(to writer: inout WireWriter) {
        writer.write(scope.rawValue)
        writer.write(sequence)
        writer.write(entries) { $1.encode(to: &$0) }
    }

    public init(from reader: inout WireReader) throws(WireError) {
        scope = try reader.readEnum("shared.scope", as: StoredValueScope.self)
        sequence = try reader.readUInt64("shared.sequence")
        entries = try reader.readArray("shared.entries", minimumElementSize: 5) { r throws(WireError) in try StoredEntry(from: &r) }
    }
}

/// A window's view wrote a stored value: `@AppStorage` (``windowID`` 0 is not used: the
/// host knows the sender) or `@SceneStorage` of the sender's window.
///
/// Direction: renderer → host. Trust: the host checks sizes and keeps the value as text;
/// it never decodes it.
public struct StoredValueWrite: WireCodable {
    /// Which storage.
    public var scope: StoredValueScope
    /// The key and the new value.
    public var entry: StoredEntry

    /// Creates the message.
    public init(scope: StoredValueScope, entry: StoredEntry) {
        self.scope = scope
        self.entry = entry
    }

    public func encode(to writer: inout WireWriter) {
        writer.write(scope.rawValue)
        entry.encode(to: &writer)
    }

    public init(from reader: inout WireReader) throws(WireError) {
        scope = try reader.readEnum("write.scope", as: StoredValueScope.self)
        entry = try StoredEntry(from: &reader)
    }
}

/// Where a stored value lives.
public enum StoredValueScope: UInt8, Sendable {
    /// `@AppStorage`: shared by every window of the app, persisted per app.
    case app = 1
    /// `@SceneStorage`: the sender's window, persisted with its session.
    case scene = 2
    /// A model placed on a scene (`Scene.environment(_:)`): shared by every window, kept
    /// by the host for the app's lifetime, not persisted.
    case sharedObject = 3
}

/// A URL for the app (`onOpenURL`).
///
/// Direction: control client → host (`scenectl open-url`, a second launch of the app with
/// a URL argument; ``windowID`` 0; the reply is a ``WindowList`` or an ``ErrorReply``), and
/// host → renderer (the window the host chose). Trust: the host parses the URL before it
/// routes it; renderers trust the host.
public struct OpenURL: WireCodable {
    /// The URL as text.
    public var url: String
    /// The window to deliver it to (host → renderer); 0 from a control client.
    public var windowID: UInt64

    /// Creates the message.
    public init(url: String, windowID: UInt64 = 0) {
        self.url = url
        self.windowID = windowID
    }

    public func encode(to writer: inout WireWriter) {
        writer.write(url)
        writer.write(windowID)
    }

    public init(from reader: inout WireReader) throws(WireError) {
        url = try reader.readString("url.url")
        windowID = try reader.readUInt64("url.windowID")
    }
}
