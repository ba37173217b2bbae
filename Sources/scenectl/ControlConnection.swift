#if canImport(Glibc)
import Glibc
#endif
import SceneryPlatform
import SceneryWire

/// A handshaken connection to one app's control socket.
///
/// Every exchange on it shares one deadline (``timeoutMilliseconds`` from opening), so a
/// host that stops answering makes scenectl fail within that time, never hang.
struct ControlConnection: ~Copyable {
    /// How long a whole scenectl exchange may take.
    static let timeoutMilliseconds = 5000.0

    /// The app at the other end.
    let appID: String
    private var channel: BlockingChannel
    private let deadline: Double

    /// Finds the app (`appID`, or the only one running), connects and says hello.
    static func open(appID: String?) throws(ScenectlError) -> ControlConnection {
        let deadline = MonotonicClock.milliseconds() + timeoutMilliseconds
        let (found, fd) = try AppDiscovery.connect(appID: appID, deadline: deadline)
        var connection = ControlConnection(appID: found, fd: fd, deadline: deadline)
        try connection.handshake()
        return connection
    }

    private init(appID: String, fd: Int32, deadline: Double) {
        self.appID = appID
        self.channel = BlockingChannel(fd: fd)
        self.deadline = deadline
    }

    /// Sends one request and returns the reply; an ``ErrorReply`` becomes a thrown error
    /// carrying the host's message.
    mutating func request(_ message: WireMessage) throws(ScenectlError) -> WireMessage {
        try send(message)
        let reply = try receive(waitingFor: message.name)
        switch ControlReply(reply) {
        case .error(let error)?: throw ScenectlError(error.message)
        case .windowList?, .hostEvent?: return reply
        case nil: throw ScenectlError("\(appID) answered \(message.name) with \(reply.name), which is not a reply")
        }
    }

    /// Subscribes to the host's events; returns the windows open at that moment.
    mutating func subscribe() throws(ScenectlError) -> WindowList {
        switch try request(.subscribeEvents) {
        case .windowList(let list): return list
        case let other: throw ScenectlError("\(appID) answered subscribeEvents with \(other.name)")
        }
    }

    /// Waits, without a deadline, for the next event; nil when the app closes the
    /// connection (it has exited).
    mutating func nextEvent() throws(ScenectlError) -> HostEvent? {
        let message: WireMessage
        do throws(ChannelError) {
            message = try channel.receive(milliseconds: .infinity)
        } catch {
            if case .closed = error { return nil }
            throw failure(error, while: "reading events")
        }
        guard case .hostEvent(let event) = message else {
            throw ScenectlError("\(appID) sent \(message.name) in its event stream")
        }
        return event
    }

    private mutating func handshake() throws(ScenectlError) {
        try send(.hello(Hello(buildID: BuildIdentity.current, role: .control, pid: getpid())))
        switch try receive(waitingFor: "the handshake") {
        case .hello(let hello):
            do {
                try hello.validate(expectedRole: .host, buildID: BuildIdentity.current, requireSameBuild: false)
            } catch {
                throw ScenectlError("cannot talk to \(appID): \(error.message)")
            }
        case .error(let error):
            throw ScenectlError("\(appID) refused the handshake: \(error.message)")
        case let other:
            throw ScenectlError("\(appID) answered the handshake with \(other.name) instead of hello")
        }
    }

    private func send(_ message: WireMessage) throws(ScenectlError) {
        do {
            try channel.send(message, milliseconds: remaining())
        } catch {
            throw failure(error, while: "sending \(message.name)")
        }
    }

    private mutating func receive(waitingFor what: String) throws(ScenectlError) -> WireMessage {
        do {
            return try channel.receive(milliseconds: remaining())
        } catch {
            throw failure(error, while: "waiting for the reply to \(what)")
        }
    }

    private func remaining() -> Double {
        max(deadline - MonotonicClock.milliseconds(), 1)
    }

    private func failure(_ error: ChannelError, while doing: String) -> ScenectlError {
        switch error {
        case .timedOut:
            ScenectlError("\(appID) did not answer within \(Int(Self.timeoutMilliseconds / 1000)) s (\(doing))")
        case .closed:
            ScenectlError("\(appID) closed the connection (\(doing))")
        case .protocolViolation(let wire):
            ScenectlError("\(appID) sent bad data (\(doing)): \(wire)")
        case .io(let system):
            ScenectlError("lost the connection to \(appID) (\(doing)): \(system)")
        case .refused(let message):
            ScenectlError("\(appID) refused the connection (\(doing)): \(message)")
        }
    }
}

/// Finds which app to talk to and connects to its control socket.
enum AppDiscovery {
    /// The outcome of trying one socket.
    private enum Probe {
        case live(Int32)
        /// No socket file, or a stale one nobody listens on.
        case notRunning(stale: Bool)
    }

    /// Connects to `appID`'s socket, or to the only app whose socket answers.
    static func connect(appID: String?, deadline: Double) throws(ScenectlError) -> (appID: String, fd: Int32) {
        let directory = RuntimePaths.controlDirectory()
        if let appID {
            let path = RuntimePaths.controlSocket(appID: appID, directory: directory)
            switch try probe(path, deadline: deadline) {
            case .live(let fd):
                return (appID, fd)
            case .notRunning(stale: false):
                throw ScenectlError("\(appID) is not running (no control socket at \(path))")
            case .notRunning(stale: true):
                throw ScenectlError("\(appID) is not running (nothing answers at \(path))")
            }
        }

        var live: [(appID: String, fd: Int32)] = []
        var stale: [String] = []
        let candidates = RuntimePaths.runningAppIDs(directory: directory)
        for candidate in candidates {
            let result: Probe
            do {
                result = try probe(RuntimePaths.controlSocket(appID: candidate, directory: directory), deadline: deadline)
            } catch {
                for (_, fd) in live { FileDescriptorIO.close(fd) }
                throw error
            }
            switch result {
            case .live(let fd): live.append((candidate, fd))
            case .notRunning(let isStale): if isStale { stale.append(candidate) }
            }
        }
        switch live.count {
        case 1:
            return live[0]
        case 0 where stale.isEmpty:
            throw ScenectlError("no Scenery app is running (no control socket in \(directory))")
        case 0:
            throw ScenectlError("no Scenery app is running (no control socket in \(directory) answers; stale: \(stale.joined(separator: ", ")))")
        default:
            for (_, fd) in live { FileDescriptorIO.close(fd) }
            let names = live.map(\.appID).joined(separator: ", ")
            throw ScenectlError("\(live.count) Scenery apps are running (\(names)); choose one with --app")
        }
    }

    /// Connects to `path`; a host that accepts nothing until `deadline` (stopped, or hung
    /// with its backlog full) is an error, not a hang.
    private static func probe(_ path: String, deadline: Double) throws(ScenectlError) -> Probe {
        let left = deadline - MonotonicClock.milliseconds()
        do {
            return .live(try Sockets.connect(path: path, milliseconds: max(left, 0)))
        } catch {
            switch error.errno {
            case ENOENT: return .notRunning(stale: false)
            case ECONNREFUSED: return .notRunning(stale: true)
            case EAGAIN:
                let seconds = Int((ControlConnection.timeoutMilliseconds / 1000).rounded())
                throw ScenectlError("\(path) accepts no connection: its host did not answer within \(seconds) s (is it stopped or hung?)")
            default: throw ScenectlError("cannot reach \(path): \(error.reason)")
            }
        }
    }
}
