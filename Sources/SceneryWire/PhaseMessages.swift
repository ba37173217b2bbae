/// What a renderer sees of its window's state on X11, reported whenever it changes (after
/// each batch of X events, so focus flicker within one batch is never reported).
///
/// Direction: renderer → host. Trust: the host checks the window id.
public struct WindowSignals: WireCodable {
    /// The window's id.
    public var windowID: UInt64
    /// Mapped, iconic and focused, as the renderer's backend reports them.
    public var state: WindowState

    /// Creates a report.
    public init(windowID: UInt64, state: WindowState) {
        self.windowID = windowID
        self.state = state
    }

    public func encode(to writer: inout WireWriter) {
        writer.write(windowID)
        writer.write(state.mapped)
        writer.write(state.iconic)
        writer.write(state.focused)
    }

    public init(from reader: inout WireReader) throws(WireError) {
        windowID = try reader.readUInt64("signals.windowID")
        state = WindowState(
            mapped: try reader.readBool("signals.mapped"),
            iconic: try reader.readBool("signals.iconic"),
            focused: try reader.readBool("signals.focused"))
    }
}

/// The phases the host computed: the window's own and the app's aggregate.
///
/// Direction: host → renderer, whenever either changes for that renderer.
public struct PhaseUpdate: WireCodable {
    /// The window's id.
    public var windowID: UInt64
    /// The window's scene phase.
    public var windowPhase: ScenePhase
    /// The app's phase (active if any window is, else inactive if any is, else background).
    public var appPhase: ScenePhase

    /// Creates an update.
    public init(windowID: UInt64, windowPhase: ScenePhase, appPhase: ScenePhase) {
        self.windowID = windowID
        self.windowPhase = windowPhase
        self.appPhase = appPhase
    }

    public func encode(to writer: inout WireWriter) {
        writer.write(windowID)
        writer.write(windowPhase)
        writer.write(appPhase)
    }

    public init(from reader: inout WireReader) throws(WireError) {
        windowID = try reader.readUInt64("phase.windowID")
        windowPhase = try reader.readPhase("phase.windowPhase")
        appPhase = try reader.readPhase("phase.appPhase")
    }
}

/// One thing that happened in the host, streamed to control clients that subscribed
/// (`scenectl events`).
///
/// Direction: host → control client, after ``WireMessage/subscribeEvents``.
public struct HostEvent: WireCodable {
    /// What happened.
    public enum Kind: UInt8, Sendable, CustomStringConvertible {
        /// A window's first frame is on screen.
        case windowOpened = 1
        /// A window closed.
        case windowClosed = 2
        /// A window's phase changed.
        case windowPhase = 3
        /// A scene's phase (the highest of its windows) changed.
        case scenePhase = 4
        /// The app's aggregate phase changed.
        case appPhase = 5
        /// A window's renderer ended unexpectedly; the host is restarting it.
        case rendererCrashed = 6
        /// A headless window presented a new frame (`SCENERY_BACKEND=headless` only).
        case framePresented = 7
        /// A window's navigation state changed (``HostEvent/detail`` says how it is now).
        case navigation = 8
        /// A window's renderer left a ping unanswered for `hang-timeout`.
        case notResponding = 9
        /// A window found not responding answered again.
        case responding = 10

        public var description: String {
            switch self {
            case .windowOpened: "window-opened"
            case .windowClosed: "window-closed"
            case .windowPhase: "window-phase"
            case .scenePhase: "scene-phase"
            case .appPhase: "app-phase"
            case .rendererCrashed: "renderer-crashed"
            case .framePresented: "frame-presented"
            case .navigation: "navigation"
            case .notResponding: "not-responding"
            case .responding: "responding"
            }
        }
    }

    /// What happened.
    public var kind: Kind
    /// The window it happened to (0 for scene and app events).
    public var windowID: UInt64
    /// The scene it happened in ("" for app events).
    public var sceneID: String
    /// The phase before (phase events; `background` otherwise).
    public var oldPhase: ScenePhase
    /// The phase after (phase events; `background` otherwise).
    public var newPhase: ScenePhase
    /// For a navigation event, the window's navigation views now (one line of text per
    /// view, at most ``maximumDetailSize`` bytes in all); "" for other events.
    public var detail: String

    public static let maximumDetailSize = 16 << 10

    /// Creates an event.
    public init(
        kind: Kind, windowID: UInt64 = 0, sceneID: String = "", oldPhase: ScenePhase = .background, newPhase: ScenePhase = .background,
        detail: String = ""
    ) {
        self.kind = kind
        self.detail = detail
        self.windowID = windowID
        self.sceneID = sceneID
        self.oldPhase = oldPhase
        self.newPhase = newPhase
    }

    public func encode(to writer: inout WireWriter) {
        writer.write(kind.rawValue)
        writer.write(windowID)
        writer.write(sceneID)
        writer.write(oldPhase)
        writer.write(newPhase)
        writer.write(detail)
    }

    public init(from reader: inout WireReader) throws(WireError) {
        kind = try reader.readEnum("event.kind", as: Kind.self)
        windowID = try reader.readUInt64("event.windowID")
        sceneID = try reader.readString("event.sceneID")
        oldPhase = try reader.readPhase("event.oldPhase")
        newPhase = try reader.readPhase("event.newPhase")
        detail = try reader.readString("event.detail")
        guard detail.utf8.count <= Self.maximumDetailSize else {
            throw WireError(.invalidValue, "event.detail is \(detail.utf8.count) bytes, more than \(Self.maximumDetailSize)")
        }
    }
}

/// Something a person would do to a window, simulated on the headless backend's virtual
/// display (`SceneryTesting`).
///
/// Direction: control client → host → renderer. The host refuses it unless the app runs on
/// the headless backend (`SCENERY_BACKEND=headless`).
public struct WindowEvent: WireCodable {
    /// What happens.
    public enum Kind: UInt8, Sendable, CustomStringConvertible {
        /// The window takes the keyboard focus (the host takes it from the others).
        case focus = 1
        /// The window loses the focus.
        case unfocus = 2
        /// The window is minimised.
        case minimize = 3
        /// The window is restored from minimised and focused.
        case restore = 4
        /// The window manager asks the window to close (`WM_DELETE_WINDOW`).
        case close = 5
        /// A click (press and release of the primary button) at ``x``, ``y``.
        case click = 6
        /// A key pressed and released: ``x`` is the key's character (a Unicode scalar
        /// value, as Scenery's `KeyEquivalent` names keys), ``y`` the raw value of the
        /// modifiers held (`EventModifiers`).
        case key = 7

        public var description: String {
            switch self {
            case .focus: "focus"
            case .unfocus: "unfocus"
            case .minimize: "minimize"
            case .restore: "restore"
            case .close: "close"
            case .click: "click"
            case .key: "key"
            }
        }
    }

    /// The window.
    public var windowID: UInt64
    /// What happens.
    public var kind: Kind
    /// Where a click lands, in window points.
    public var x: Double
    /// Where a click lands, in window points.
    public var y: Double

    /// Creates an event.
    public init(windowID: UInt64, kind: Kind, x: Double = 0, y: Double = 0) {
        self.windowID = windowID
        self.kind = kind
        self.x = x
        self.y = y
    }

    public func encode(to writer: inout WireWriter) {
        writer.write(windowID)
        writer.write(kind.rawValue)
        writer.write(x)
        writer.write(y)
    }

    public init(from reader: inout WireReader) throws(WireError) {
        windowID = try reader.readUInt64("windowEvent.windowID")
        kind = try reader.readEnum("windowEvent.kind", as: Kind.self)
        x = try reader.readDouble("windowEvent.x")
        y = try reader.readDouble("windowEvent.y")
    }
}

/// A headless window presented a frame, saved as `window-<id>.png` in
/// `SCENERY_HEADLESS_DIR`.
///
/// Direction: renderer → host (headless backend only); the host streams it to
/// subscribers as a ``HostEvent`` of kind `framePresented`.
public struct FramePresented: WireCodable {
    /// The window.
    public var windowID: UInt64
    /// Frames presented so far by this renderer.
    public var frame: UInt32

    /// Creates the report.
    public init(windowID: UInt64, frame: UInt32) {
        self.windowID = windowID
        self.frame = frame
    }

    public func encode(to writer: inout WireWriter) {
        writer.write(windowID)
        writer.write(frame)
    }

    public init(from reader: inout WireReader) throws(WireError) {
        windowID = try reader.readUInt64("frame.windowID")
        frame = try reader.readUInt32("frame.frame")
    }
}
