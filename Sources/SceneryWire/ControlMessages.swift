/// One open window, as `scenectl list` shows it.
public struct WindowInfo: WireCodable {
    /// The scene the window belongs to.
    public var sceneID: String
    /// The host's window id.
    public var windowID: UInt64
    /// The renderer process drawing it.
    public var rendererPID: Int32
    /// The X11 window id (0 until the window is mapped).
    public var xWindowID: UInt32
    /// The window title.
    public var title: String
    /// The window's scene phase.
    public var phase: ScenePhase
    /// The value the window presents (value-presenting groups), as JSON.
    public var value: String?
    /// The window's navigation views (stacks, tab views, split views), as its renderer
    /// last reported them.
    public var navigation: [NavigationViewState]
    /// False while the window's renderer leaves the host's pings unanswered.
    public var responding: Bool

    /// Creates a description.
    public init(
        sceneID: String, windowID: UInt64, rendererPID: Int32, xWindowID: UInt32, title: String, phase: ScenePhase = .background,
        value: String? = nil, navigation: [NavigationViewState] = [], responding: Bool = true
    ) {
        self.responding = responding
        self.value = value
        self.navigation = navigation
        self.sceneID = sceneID
        self.windowID = windowID
        self.rendererPID = rendererPID
        self.xWindowID = xWindowID
        self.title = title
        self.phase = phase
    }

    public func encode(to writer: inout WireWriter) {
        writer.write(sceneID)
        writer.write(windowID)
        writer.write(rendererPID)
        writer.write(xWindowID)
        writer.write(title)
        writer.write(phase)
        writer.write(value) { $0.write($1) }
        writer.write(navigation) { $1.encode(to: &$0) }
        writer.write(responding)
    }

    public init(from reader: inout WireReader) throws(WireError) {
        sceneID = try reader.readString("window.sceneID")
        windowID = try reader.readUInt64("window.windowID")
        rendererPID = try reader.readInt32("window.rendererPID")
        xWindowID = try reader.readUInt32("window.xWindowID")
        title = try reader.readString("window.title")
        phase = try reader.readPhase("window.phase")
        value = try reader.readOptional("window.value") { r throws(WireError) in try r.readString("window.value") }
        navigation = try reader.readArray("window.navigation", minimumElementSize: 17) { r throws(WireError) in
            try NavigationViewState(from: &r)
        }
        responding = try reader.readBool("window.responding")
    }
}

/// The reply to ``WireMessage/listWindows``.
///
/// Direction: host → control client.
public struct WindowList: WireCodable {
    /// The app id of the answering host.
    public var appID: String
    /// The open windows, oldest first.
    public var windows: [WindowInfo]

    /// Creates the reply.
    public init(appID: String, windows: [WindowInfo]) {
        self.appID = appID
        self.windows = windows
    }

    public func encode(to writer: inout WireWriter) {
        writer.write(appID)
        writer.write(windows) { $1.encode(to: &$0) }
    }

    public init(from reader: inout WireReader) throws(WireError) {
        appID = try reader.readString("list.appID")
        windows = try reader.readArray("list.windows", minimumElementSize: 30) { r throws(WireError) in try WindowInfo(from: &r) }
    }
}

/// A request a control client made could not be carried out.
///
/// Direction: host → control client.
public struct ErrorReply: WireCodable {
    /// A stable, machine-readable code (for example `no-such-window`).
    public var code: String
    /// What went wrong, for a person.
    public var message: String

    /// Creates the reply.
    public init(code: String, message: String) {
        self.code = code
        self.message = message
    }

    public func encode(to writer: inout WireWriter) {
        writer.write(code)
        writer.write(message)
    }

    public init(from reader: inout WireReader) throws(WireError) {
        code = try reader.readString("error.code")
        message = try reader.readString("error.message")
    }
}
