/// Every message of the wire protocol, one case each.
///
/// A message travels as one frame: a tag byte, then the payload's fields. Tags are
/// append-only: a retired tag is never reused. The comments on each payload type say which
/// side sends it and how far the receiver trusts it.
public enum WireMessage: Sendable, Equatable {
    /// Both ways, first on every connection.
    case hello(Hello)
    /// Host → renderer.
    case sceneManifest(SceneManifest)
    /// Host → renderer.
    case openWindow(OpenWindow)
    /// Renderer → host.
    case windowOpened(WindowOpened)
    /// Renderer → host.
    case windowClosed(WindowClosed)
    /// Renderer → host.
    case titleChanged(TitleChanged)
    /// Renderer → host, or control client → host.
    case closeRequest(CloseRequest)
    /// Host → renderer.
    case shutdown(Shutdown)
    /// Renderer → host.
    case log(LogRecord)
    /// Control client → host: ask for ``WindowList``.
    case listWindows
    /// Host → control client.
    case windowList(WindowList)
    /// Host → control client.
    case error(ErrorReply)
    /// Renderer → host: the window's X state changed.
    case windowSignals(WindowSignals)
    /// Host → renderer: the window's and the app's phase.
    case phaseUpdate(PhaseUpdate)
    /// Control client → host: stream ``HostEvent``s on this connection from now on.
    case subscribeEvents
    /// Host → control client (subscribed).
    case hostEvent(HostEvent)
    /// Renderer → host: the window's size changed.
    case windowResized(WindowResized)
    /// Control client → host, host → renderer: bring the window forward.
    case activateWindow(ActivateWindow)
    /// Renderer or control client → host: open, push or dismiss windows.
    case sceneRequest(SceneRequestMessage)
    /// Host → renderer: `@AppStorage` values.
    case sharedValues(SharedValues)
    /// Renderer → host: a view wrote `@AppStorage` or `@SceneStorage`.
    case storedValueWrite(StoredValueWrite)
    /// Control client → host, host → renderer: a URL for the app.
    case openURL(OpenURL)
    /// Control client → host → renderer: a simulated window event (headless backend).
    case windowEvent(WindowEvent)
    /// Renderer → host: a headless window presented a frame.
    case framePresented(FramePresented)
    /// Renderer → host: the window's navigation state changed.
    case navigationChanged(WindowNavigation)
    /// Renderer → host → another renderer: copied text that outlives its window.
    case clipboardHandOver(ClipboardHandOver)
    /// Host → renderer: are you there?
    case ping(Ping)
    /// Renderer → host: the answer to a ``ping(_:)``, with its sequence number and whether
    /// the renderer was idle.
    case pong(Pong)
    /// Host → renderer: set the title of another renderer's window (a hung one).
    case windowTitleOverride(WindowTitleOverride)
    /// Renderer → host: the renderer, idle at its last pong, woke for something: ping it
    /// again. Sent before the work is done, so work that hangs is still found.
    case awake

    /// The tag byte of each case.
    enum Tag: UInt8 {
        case hello = 1, sceneManifest, openWindow, windowOpened, windowClosed, titleChanged
        case closeRequest, shutdown, log, listWindows, windowList, error
        case windowSignals, phaseUpdate, subscribeEvents, hostEvent
        case windowResized, activateWindow, sceneRequest, sharedValues, storedValueWrite, openURL
        case windowEvent, framePresented, navigationChanged, clipboardHandOver
        case ping, pong, windowTitleOverride, awake
    }

    /// A short name for logs ("hello", "openWindow", ...).
    public var name: String {
        switch self {
        case .hello: "hello"
        case .sceneManifest: "sceneManifest"
        case .openWindow: "openWindow"
        case .windowOpened: "windowOpened"
        case .windowClosed: "windowClosed"
        case .titleChanged: "titleChanged"
        case .closeRequest: "closeRequest"
        case .shutdown: "shutdown"
        case .log: "log"
        case .listWindows: "listWindows"
        case .windowList: "windowList"
        case .error: "error"
        case .windowSignals: "windowSignals"
        case .phaseUpdate: "phaseUpdate"
        case .subscribeEvents: "subscribeEvents"
        case .hostEvent: "hostEvent"
        case .windowResized: "windowResized"
        case .activateWindow: "activateWindow"
        case .sceneRequest: "sceneRequest"
        case .sharedValues: "sharedValues"
        case .storedValueWrite: "storedValueWrite"
        case .openURL: "openURL"
        case .windowEvent: "windowEvent"
        case .framePresented: "framePresented"
        case .navigationChanged: "navigationChanged"
        case .clipboardHandOver: "clipboardHandOver"
        case .ping: "ping"
        case .pong: "pong"
        case .windowTitleOverride: "windowTitleOverride"
        case .awake: "awake"
        }
    }

    /// Encodes the message as a frame payload (tag and fields, no length prefix).
    public func encodePayload() -> [UInt8] {
        var writer = WireWriter()
        func put(_ tag: Tag, _ body: (any WireCodable)?) {
            writer.write(tag.rawValue)
            body?.encode(to: &writer)
        }
        switch self {
        case .hello(let m): put(.hello, m)
        case .sceneManifest(let m): put(.sceneManifest, m)
        case .openWindow(let m): put(.openWindow, m)
        case .windowOpened(let m): put(.windowOpened, m)
        case .windowClosed(let m): put(.windowClosed, m)
        case .titleChanged(let m): put(.titleChanged, m)
        case .closeRequest(let m): put(.closeRequest, m)
        case .shutdown(let m): put(.shutdown, m)
        case .log(let m): put(.log, m)
        case .listWindows: put(.listWindows, nil)
        case .windowList(let m): put(.windowList, m)
        case .error(let m): put(.error, m)
        case .windowSignals(let m): put(.windowSignals, m)
        case .phaseUpdate(let m): put(.phaseUpdate, m)
        case .subscribeEvents: put(.subscribeEvents, nil)
        case .hostEvent(let m): put(.hostEvent, m)
        case .windowResized(let m): put(.windowResized, m)
        case .activateWindow(let m): put(.activateWindow, m)
        case .sceneRequest(let m): put(.sceneRequest, m)
        case .sharedValues(let m): put(.sharedValues, m)
        case .storedValueWrite(let m): put(.storedValueWrite, m)
        case .openURL(let m): put(.openURL, m)
        case .windowEvent(let m): put(.windowEvent, m)
        case .framePresented(let m): put(.framePresented, m)
        case .navigationChanged(let m): put(.navigationChanged, m)
        case .clipboardHandOver(let m): put(.clipboardHandOver, m)
        case .ping(let m): put(.ping, m)
        case .pong(let m): put(.pong, m)
        case .windowTitleOverride(let m): put(.windowTitleOverride, m)
        case .awake: put(.awake, nil)
        }
        return writer.bytes
    }

    /// Encodes the message as a complete frame, ready to write.
    public func encodeFrame() -> [UInt8] { Frame.encode(encodePayload()) }

    /// Decodes one frame payload. Throws ``WireError`` for an unknown tag, a short or
    /// over-long payload, or a field out of range.
    public init(payload: [UInt8]) throws(WireError) {
        var reader = WireReader(payload)
        let raw = try reader.readUInt8("tag")
        guard let tag = Tag(rawValue: raw) else {
            throw WireError(.unknownMessage, "unknown message tag \(raw)")
        }
        func body<T: WireCodable>(_ type: T.Type) throws(WireError) -> T { try T(from: &reader) }
        switch tag {
        case .hello: self = .hello(try body(Hello.self))
        case .sceneManifest: self = .sceneManifest(try body(SceneManifest.self))
        case .openWindow: self = .openWindow(try body(OpenWindow.self))
        case .windowOpened: self = .windowOpened(try body(WindowOpened.self))
        case .windowClosed: self = .windowClosed(try body(WindowClosed.self))
        case .titleChanged: self = .titleChanged(try body(TitleChanged.self))
        case .closeRequest: self = .closeRequest(try body(CloseRequest.self))
        case .shutdown: self = .shutdown(try body(Shutdown.self))
        case .log: self = .log(try body(LogRecord.self))
        case .listWindows: self = .listWindows
        case .windowList: self = .windowList(try body(WindowList.self))
        case .error: self = .error(try body(ErrorReply.self))
        case .windowSignals: self = .windowSignals(try body(WindowSignals.self))
        case .phaseUpdate: self = .phaseUpdate(try body(PhaseUpdate.self))
        case .subscribeEvents: self = .subscribeEvents
        case .hostEvent: self = .hostEvent(try body(HostEvent.self))
        case .windowResized: self = .windowResized(try body(WindowResized.self))
        case .activateWindow: self = .activateWindow(try body(ActivateWindow.self))
        case .sceneRequest: self = .sceneRequest(try body(SceneRequestMessage.self))
        case .sharedValues: self = .sharedValues(try body(SharedValues.self))
        case .storedValueWrite: self = .storedValueWrite(try body(StoredValueWrite.self))
        case .openURL: self = .openURL(try body(OpenURL.self))
        case .windowEvent: self = .windowEvent(try body(WindowEvent.self))
        case .framePresented: self = .framePresented(try body(FramePresented.self))
        case .navigationChanged: self = .navigationChanged(try body(WindowNavigation.self))
        case .clipboardHandOver: self = .clipboardHandOver(try body(ClipboardHandOver.self))
        case .ping: self = .ping(try body(Ping.self))
        case .pong: self = .pong(try body(Pong.self))
        case .windowTitleOverride: self = .windowTitleOverride(try body(WindowTitleOverride.self))
        case .awake: self = .awake
        }
        try reader.expectEnd("\(name) message")
    }
}
