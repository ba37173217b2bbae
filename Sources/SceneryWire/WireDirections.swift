/// The messages a renderer may receive from its host after the handshake.
///
/// ``WireMessage`` is what the decoder produces; each receiver narrows it to the messages
/// of its direction with `init?(_:)` (nil: the message never travels that way, a protocol
/// violation) and handles them in a switch without a `default`, so a message added to the
/// protocol must be given a direction here before any handler compiles.
public enum HostToRenderer: Sendable, Equatable {
    /// As ``WireMessage/sceneManifest(_:)``.
    case sceneManifest(SceneManifest)
    /// As ``WireMessage/openWindow(_:)``.
    case openWindow(OpenWindow)
    /// As ``WireMessage/shutdown(_:)``.
    case shutdown(Shutdown)
    /// As ``WireMessage/phaseUpdate(_:)``.
    case phaseUpdate(PhaseUpdate)
    /// As ``WireMessage/activateWindow(_:)``.
    case activateWindow(ActivateWindow)
    /// As ``WireMessage/sharedValues(_:)``.
    case sharedValues(SharedValues)
    /// As ``WireMessage/openURL(_:)``.
    case openURL(OpenURL)
    /// As ``WireMessage/windowEvent(_:)``.
    case windowEvent(WindowEvent)
    /// As ``WireMessage/clipboardHandOver(_:)``.
    case clipboardHandOver(ClipboardHandOver)
    /// As ``WireMessage/ping(_:)``.
    case ping(Ping)
    /// As ``WireMessage/windowTitleOverride(_:)``.
    case windowTitleOverride(WindowTitleOverride)

    /// The message as a renderer receives it; nil for one a host never sends a renderer.
    public init?(_ message: WireMessage) {
        switch message {
        case .sceneManifest(let m): self = .sceneManifest(m)
        case .openWindow(let m): self = .openWindow(m)
        case .shutdown(let m): self = .shutdown(m)
        case .phaseUpdate(let m): self = .phaseUpdate(m)
        case .activateWindow(let m): self = .activateWindow(m)
        case .sharedValues(let m): self = .sharedValues(m)
        case .openURL(let m): self = .openURL(m)
        case .windowEvent(let m): self = .windowEvent(m)
        case .clipboardHandOver(let m): self = .clipboardHandOver(m)
        case .ping(let m): self = .ping(m)
        case .windowTitleOverride(let m): self = .windowTitleOverride(m)
        case .hello, .windowOpened, .windowClosed, .titleChanged, .closeRequest, .log, .listWindows, .windowList,
             .error, .windowSignals, .subscribeEvents, .hostEvent, .windowResized, .sceneRequest, .storedValueWrite,
             .framePresented, .navigationChanged, .pong, .awake:
            return nil
        }
    }
}

/// The messages a host may receive from a renderer after the handshake (see
/// ``HostToRenderer`` for why the directions are types).
public enum RendererToHost: Sendable, Equatable {
    /// As ``WireMessage/windowOpened(_:)``.
    case windowOpened(WindowOpened)
    /// As ``WireMessage/windowClosed(_:)``.
    case windowClosed(WindowClosed)
    /// As ``WireMessage/titleChanged(_:)``.
    case titleChanged(TitleChanged)
    /// As ``WireMessage/closeRequest(_:)``.
    case closeRequest(CloseRequest)
    /// As ``WireMessage/log(_:)``.
    case log(LogRecord)
    /// As ``WireMessage/windowSignals(_:)``.
    case windowSignals(WindowSignals)
    /// As ``WireMessage/windowResized(_:)``.
    case windowResized(WindowResized)
    /// As ``WireMessage/sceneRequest(_:)``.
    case sceneRequest(SceneRequestMessage)
    /// As ``WireMessage/storedValueWrite(_:)``.
    case storedValueWrite(StoredValueWrite)
    /// As ``WireMessage/openURL(_:)``.
    case openURL(OpenURL)
    /// As ``WireMessage/framePresented(_:)``.
    case framePresented(FramePresented)
    /// As ``WireMessage/navigationChanged(_:)``.
    case navigationChanged(WindowNavigation)
    /// As ``WireMessage/clipboardHandOver(_:)``.
    case clipboardHandOver(ClipboardHandOver)
    /// As ``WireMessage/pong(_:)``.
    case pong(Pong)
    /// As ``WireMessage/awake``.
    case awake

    /// The message as the host receives it from a renderer; nil for one a renderer never sends.
    public init?(_ message: WireMessage) {
        switch message {
        case .windowOpened(let m): self = .windowOpened(m)
        case .windowClosed(let m): self = .windowClosed(m)
        case .titleChanged(let m): self = .titleChanged(m)
        case .closeRequest(let m): self = .closeRequest(m)
        case .log(let m): self = .log(m)
        case .windowSignals(let m): self = .windowSignals(m)
        case .windowResized(let m): self = .windowResized(m)
        case .sceneRequest(let m): self = .sceneRequest(m)
        case .storedValueWrite(let m): self = .storedValueWrite(m)
        case .openURL(let m): self = .openURL(m)
        case .framePresented(let m): self = .framePresented(m)
        case .navigationChanged(let m): self = .navigationChanged(m)
        case .clipboardHandOver(let m): self = .clipboardHandOver(m)
        case .pong(let m): self = .pong(m)
        case .awake: self = .awake
        case .hello, .sceneManifest, .openWindow, .shutdown, .listWindows, .windowList, .error, .phaseUpdate,
             .subscribeEvents, .hostEvent, .activateWindow, .sharedValues, .windowEvent, .ping, .windowTitleOverride:
            return nil
        }
    }
}

/// The requests a control client (`scenectl`, a second launch) may send a host after the
/// handshake (see ``HostToRenderer`` for why the directions are types).
public enum ControlRequest: Sendable, Equatable {
    /// As ``WireMessage/listWindows``.
    case listWindows
    /// As ``WireMessage/subscribeEvents``.
    case subscribeEvents
    /// As ``WireMessage/closeRequest(_:)``.
    case closeRequest(CloseRequest)
    /// As ``WireMessage/activateWindow(_:)``.
    case activateWindow(ActivateWindow)
    /// As ``WireMessage/sceneRequest(_:)``.
    case sceneRequest(SceneRequestMessage)
    /// As ``WireMessage/openURL(_:)``.
    case openURL(OpenURL)
    /// As ``WireMessage/windowEvent(_:)``.
    case windowEvent(WindowEvent)

    /// The message as a control request; nil for one no control client may send.
    public init?(_ message: WireMessage) {
        switch message {
        case .listWindows: self = .listWindows
        case .subscribeEvents: self = .subscribeEvents
        case .closeRequest(let m): self = .closeRequest(m)
        case .activateWindow(let m): self = .activateWindow(m)
        case .sceneRequest(let m): self = .sceneRequest(m)
        case .openURL(let m): self = .openURL(m)
        case .windowEvent(let m): self = .windowEvent(m)
        case .hello, .sceneManifest, .openWindow, .windowOpened, .windowClosed, .titleChanged, .shutdown, .log,
             .windowList, .error, .windowSignals, .phaseUpdate, .hostEvent, .windowResized, .sharedValues,
             .storedValueWrite, .framePresented, .navigationChanged, .clipboardHandOver, .ping, .pong, .windowTitleOverride, .awake:
            return nil
        }
    }
}

/// What a host answers a control client after the handshake: a reply to each request, and
/// the events of a subscription (see ``HostToRenderer`` for why the directions are types).
public enum ControlReply: Sendable, Equatable {
    /// As ``WireMessage/windowList(_:)``.
    case windowList(WindowList)
    /// As ``WireMessage/error(_:)``.
    case error(ErrorReply)
    /// As ``WireMessage/hostEvent(_:)``.
    case hostEvent(HostEvent)

    /// The message as a control client receives it; nil for one a host never sends it.
    public init?(_ message: WireMessage) {
        switch message {
        case .windowList(let m): self = .windowList(m)
        case .error(let m): self = .error(m)
        case .hostEvent(let m): self = .hostEvent(m)
        case .hello, .sceneManifest, .openWindow, .windowOpened, .windowClosed, .titleChanged, .closeRequest,
             .shutdown, .log, .listWindows, .windowSignals, .phaseUpdate, .subscribeEvents, .windowResized,
             .activateWindow, .sceneRequest, .sharedValues, .storedValueWrite, .openURL, .windowEvent,
             .framePresented, .navigationChanged, .clipboardHandOver, .ping, .pong, .windowTitleOverride, .awake:
            return nil
        }
    }

    /// The message to send.
    public var message: WireMessage {
        switch self {
        case .windowList(let m): .windowList(m)
        case .error(let m): .error(m)
        case .hostEvent(let m): .hostEvent(m)
        }
    }
}
