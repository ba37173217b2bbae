/// A window's content size in pixels.
public struct WindowSize: WireCodable {
    public var width: UInt32
    public var height: UInt32

    /// Creates a size.
    public init(width: UInt32, height: UInt32) {
        self.width = width
        self.height = height
    }

    public func encode(to writer: inout WireWriter) {
        writer.write(width)
        writer.write(height)
    }

    public init(from reader: inout WireReader) throws(WireError) {
        width = try reader.readUInt32("size.width")
        height = try reader.readUInt32("size.height")
        guard (1...32767).contains(width) && (1...32767).contains(height) else {
            throw WireError(.invalidValue, "size \(width)×\(height) is outside 1…32767")
        }
    }
}

/// Asks a renderer to show one window of a scene.
///
/// Direction: host → renderer. Trust: renderers trust the host.
public struct OpenWindow: WireCodable {
    /// The host's id for this window (a scene session); stable across renderer restarts.
    public var windowID: UInt64
    /// The id of the scene whose content the window shows.
    public var sceneID: String
    /// The size to restore (a renderer restarted after a crash); nil for the content's
    /// ideal size.
    public var size: WindowSize?
    /// The value the window presents (a value-presenting `WindowGroup`), as JSON.
    public var value: String?
    /// The window's `@SceneStorage` values to restore.
    public var sceneStorage: [StoredEntry]

    /// Creates the request.
    public init(windowID: UInt64, sceneID: String, size: WindowSize? = nil, value: String? = nil, sceneStorage: [StoredEntry] = []) {
        self.windowID = windowID
        self.sceneID = sceneID
        self.size = size
        self.value = value
        self.sceneStorage = sceneStorage
    }

    public func encode(to writer: inout WireWriter) {
        writer.write(windowID)
        writer.write(sceneID)
        writer.write(size) { $1.encode(to: &$0) }
        writer.write(value) { $0.write($1) }
        writer.write(sceneStorage) { $1.encode(to: &$0) }
    }

    public init(from reader: inout WireReader) throws(WireError) {
        windowID = try reader.readUInt64("open.windowID")
        sceneID = try reader.readString("open.sceneID")
        size = try reader.readOptional("open.size") { r throws(WireError) in try WindowSize(from: &r) }
        value = try reader.readOptional("open.value") { r throws(WireError) in try r.readString("open.value") }
        sceneStorage = try reader.readArray("open.sceneStorage", minimumElementSize: 5) { r throws(WireError) in try StoredEntry(from: &r) }
    }
}

/// A window's size changed (the window manager or the person resized it).
///
/// Direction: renderer → host, at most once per batch of X events.
public struct WindowResized: WireCodable {
    /// The window's id.
    public var windowID: UInt64
    /// The new content size.
    public var size: WindowSize

    /// Creates the report.
    public init(windowID: UInt64, size: WindowSize) {
        self.windowID = windowID
        self.size = size
    }

    public func encode(to writer: inout WireWriter) {
        writer.write(windowID)
        size.encode(to: &writer)
    }

    public init(from reader: inout WireReader) throws(WireError) {
        windowID = try reader.readUInt64("resized.windowID")
        size = try WindowSize(from: &reader)
    }
}

/// Brings a window forward and focuses it (EWMH `_NET_ACTIVE_WINDOW`).
///
/// Direction: control client → host (`scenectl activate`), host → renderer.
public struct ActivateWindow: WireCodable {
    /// The window to activate.
    public var windowID: UInt64

    /// Creates the request.
    public init(windowID: UInt64) { self.windowID = windowID }

    public func encode(to writer: inout WireWriter) { writer.write(windowID) }

    public init(from reader: inout WireReader) throws(WireError) {
        windowID = try reader.readUInt64("activate.windowID")
    }
}

/// Reports that a renderer's window exists and its first frame is on screen.
///
/// Direction: renderer → host. Trust: the host checks `windowID` is the one it assigned.
public struct WindowOpened: WireCodable {
    /// The window's id, as the host assigned it.
    public var windowID: UInt64
    /// The X11 window id (0 on the headless backend).
    public var xWindowID: UInt32
    /// The window's title as set on `_NET_WM_NAME`.
    public var title: String

    /// Creates the report.
    public init(windowID: UInt64, xWindowID: UInt32, title: String) {
        self.windowID = windowID
        self.xWindowID = xWindowID
        self.title = title
    }

    public func encode(to writer: inout WireWriter) {
        writer.write(windowID)
        writer.write(xWindowID)
        writer.write(title)
    }

    public init(from reader: inout WireReader) throws(WireError) {
        windowID = try reader.readUInt64("opened.windowID")
        xWindowID = try reader.readUInt32("opened.xWindowID")
        title = try reader.readString("opened.title")
    }
}

/// Why a window closed.
public enum CloseReason: UInt8, Sendable, CustomStringConvertible {
    /// The person closed it (the window manager sent `WM_DELETE_WINDOW`).
    case user = 1
    /// The host asked (app shutdown, `scenectl close`, `dismissWindow`).
    case host = 2
    /// The window could not be kept open (the X connection broke, a drawing error).
    case failure = 3

    public var description: String {
        switch self {
        case .user: "closed by the user"
        case .host: "closed by the host"
        case .failure: "closed after a failure"
        }
    }
}

/// Reports that a renderer's window is gone; the renderer exits after sending it.
///
/// Direction: renderer → host.
public struct WindowClosed: WireCodable {
    /// The window's id, or 0 when the renderer failed before it was given a window.
    public var windowID: UInt64
    /// Why it closed.
    public var reason: CloseReason

    /// Creates the report.
    public init(windowID: UInt64, reason: CloseReason) {
        self.windowID = windowID
        self.reason = reason
    }

    public func encode(to writer: inout WireWriter) {
        writer.write(windowID)
        writer.write(reason.rawValue)
    }

    public init(from reader: inout WireReader) throws(WireError) {
        windowID = try reader.readUInt64("closed.windowID")
        reason = try reader.readEnum("closed.reason", as: CloseReason.self)
    }
}

/// A window's title changed (a renderer-owned client setting).
///
/// Direction: renderer → host.
public struct TitleChanged: WireCodable {
    /// The window's id.
    public var windowID: UInt64
    /// The new title.
    public var title: String

    /// Creates the report.
    public init(windowID: UInt64, title: String) {
        self.windowID = windowID
        self.title = title
    }

    public func encode(to writer: inout WireWriter) {
        writer.write(windowID)
        writer.write(title)
    }

    public init(from reader: inout WireReader) throws(WireError) {
        windowID = try reader.readUInt64("title.windowID")
        title = try reader.readString("title.title")
    }
}

/// Asks for a window to close.
///
/// Direction: renderer → host when the window manager asks to close the window (the host
/// decides and answers with ``Shutdown``); control client → host for `scenectl close`.
public struct CloseRequest: WireCodable {
    /// The window to close.
    public var windowID: UInt64

    /// Creates the request.
    public init(windowID: UInt64) { self.windowID = windowID }

    public func encode(to writer: inout WireWriter) { writer.write(windowID) }

    public init(from reader: inout WireReader) throws(WireError) {
        windowID = try reader.readUInt64("close.windowID")
    }
}

/// Tells a renderer to close its window and exit.
///
/// Direction: host → renderer.
public struct Shutdown: WireCodable {
    /// Why, for the renderer's log and its ``WindowClosed`` report.
    public var reason: CloseReason

    /// Creates the request.
    public init(reason: CloseReason) { self.reason = reason }

    public func encode(to writer: inout WireWriter) { writer.write(reason.rawValue) }

    public init(from reader: inout WireReader) throws(WireError) {
        reason = try reader.readEnum("shutdown.reason", as: CloseReason.self)
    }
}

/// The severity of a ``LogRecord``.
public enum LogLevel: UInt8, Sendable, Comparable, CustomStringConvertible {
    case debug = 1, info = 2, warning = 3, error = 4

    public static func < (a: LogLevel, b: LogLevel) -> Bool { a.rawValue < b.rawValue }

    public var description: String {
        switch self {
        case .debug: "debug"
        case .info: "info"
        case .warning: "warning"
        case .error: "error"
        }
    }
}

/// A log line from a renderer, printed by the host with the renderer's window and pid.
///
/// Direction: renderer → host.
public struct LogRecord: WireCodable {
    /// How severe.
    public var level: LogLevel
    /// The text.
    public var message: String

    /// Creates a record.
    public init(level: LogLevel, message: String) {
        self.level = level
        self.message = message
    }

    public func encode(to writer: inout WireWriter) {
        writer.write(level.rawValue)
        writer.write(message)
    }

    public init(from reader: inout WireReader) throws(WireError) {
        level = try reader.readEnum("log.level", as: LogLevel.self)
        message = try reader.readString("log.message")
    }
}
