#if canImport(Glibc)
import Glibc
#endif
import SceneryPlatform
public import SceneryWire

/// A test's subscription to a running app's events (window opened and closed, window,
/// scene and app phase transitions), over the app's control socket.
///
/// ```swift
/// let events = try HostEventStream(appID: "Hello", runtimeDirectory: runtime.path)
/// let change = try events.next { $0.kind == .appPhase }
/// #expect(change?.newPhase == .active)
/// ```
public struct HostEventStream: ~Copyable {
    private var channel: BlockingChannel
    /// The windows open when the subscription started.
    public let initialWindows: [WindowInfo]
    /// Every event received so far, in order.
    public private(set) var received: [HostEvent] = []

    /// Connects to `$runtimeDirectory/scenery/<appID>.sock`, says hello and subscribes.
    public init(appID: String, runtimeDirectory: String, milliseconds: Double = 5000) throws {
        let path = RuntimePaths.controlSocket(appID: appID, directory: runtimeDirectory + "/scenery")
        var channel = BlockingChannel(fd: try Sockets.connect(path: path))
        try channel.greetHostAsControlClient(milliseconds: milliseconds)
        try channel.send(.subscribeEvents, milliseconds: milliseconds)
        guard case .windowList(let list) = try channel.receive(milliseconds: milliseconds) else {
            throw ChannelError.protocolViolation(WireError(.handshake, "the host did not answer the subscription"))
        }
        initialWindows = list.windows
        self.channel = channel
    }

    /// Waits up to `milliseconds` for the next event that satisfies `predicate` (events
    /// before it are kept in ``received``). Returns nil on timeout or when the app exits.
    public mutating func next(
        milliseconds: Double = 10_000, where predicate: (HostEvent) -> Bool = { _ in true }
    ) -> HostEvent? {
        let deadline = MonotonicClock.milliseconds() + milliseconds
        while true {
            let left = deadline - MonotonicClock.milliseconds()
            guard left > 0, case .hostEvent(let event)? = try? channel.receive(milliseconds: left) else { return nil }
            received.append(event)
            if predicate(event) { return event }
        }
    }

    /// Waits until window `windowID` is on screen (its `windowOpened` event, unless it was
    /// already open when the subscription started or the event was already received).
    /// Returns false on timeout.
    public mutating func waitUntilOpened(window windowID: UInt64 = 1, milliseconds: Double = 10_000) -> Bool {
        if initialWindows.contains(where: { $0.windowID == windowID && $0.xWindowID != 0 }) { return true }
        if received.contains(where: { $0.kind == .windowOpened && $0.windowID == windowID }) { return true }
        return next(milliseconds: milliseconds) { $0.kind == .windowOpened && $0.windowID == windowID } != nil
    }

    /// Waits until window `windowID` is active (focused), unless it already was when the
    /// subscription started. Returns false on timeout.
    public mutating func waitUntilActive(window windowID: UInt64 = 1, milliseconds: Double = 10_000) -> Bool {
        if initialWindows.contains(where: { $0.windowID == windowID && $0.phase == .active }) { return true }
        return next(milliseconds: milliseconds) {
            $0.kind == .windowPhase && $0.windowID == windowID && $0.newPhase == .active
        } != nil
    }

    /// The phase transitions received so far, as `kind scene/window old->new` strings.
    public var transcript: [String] {
        received.compactMap { event in
            switch event.kind {
            case .windowPhase: "window \(event.windowID): \(event.oldPhase)->\(event.newPhase)"
            case .scenePhase: "scene \(event.sceneID): \(event.oldPhase)->\(event.newPhase)"
            case .appPhase: "app: \(event.oldPhase)->\(event.newPhase)"
            case .windowOpened: "opened \(event.windowID)"
            case .windowClosed: "closed \(event.windowID)"
            case .rendererCrashed: "crashed \(event.windowID)"
            case .notResponding: "not responding \(event.windowID)"
            case .responding: "responding \(event.windowID)"
            case .framePresented, .navigation: nil
            }
        }
    }
}
