#if canImport(Glibc)
import Glibc
#endif
import Logging
import SceneryPlatform
import SceneryWire

/// Serves control clients (`scenectl`) on `$XDG_RUNTIME_DIR/scenery/<app-id>.sock`.
///
/// The directory is 0700 and the socket 0600; each connection's peer uid is checked with
/// SO_PEERCRED. A client must say hello with the same protocol version; a malformed frame
/// closes that client's connection only.
///
/// Limits keep one client from costing the others: a client must finish its hello within
/// ``handshakeMilliseconds`` and a greeted one that asks nothing for ``idleMilliseconds``
/// is closed (event subscribers are not); at most ``maximumClients`` are served at once
/// (the next is told so and closed); a client whose unread replies or events pass
/// ``maximumQueuedBytes`` is closed. When the process runs out of file descriptors, a
/// reserved one is given up to accept and close the waiting connection, so the listener
/// never stays readable and the loop never spins.
@MainActor
final class ControlServer {
    let path: String
    private let listener: Int32
    /// The instance lock, given up when the server closes.
    private let lock: InstanceLock
    private let loop: EventLoop
    private var token: EventLoop.Token?
    private var clients: [ObjectIdentifier: ControlClient] = [:]
    private let logger: Logger
    /// How long a new client has to say hello.
    static let handshakeMilliseconds = 5000.0
    /// How long a greeted client that has not subscribed may stay silent.
    static let idleMilliseconds = 60_000.0
    /// Clients served at once.
    static let maximumClients = 256
    /// Unread reply and event bytes one client may have queued.
    static let maximumQueuedBytes = 8 << 20
    /// One timer for every client's deadline (armed for the earliest).
    private let expiry: DeadlineTimer
    /// Re-enables accepting after the process ran out of descriptors.
    private let resume: DeadlineTimer
    /// A descriptor kept open to be given up when `accept` fails with EMFILE.
    private var reserve: Int32
    /// Answers a request from a client that has finished its handshake; a subscription's
    /// answer is the state its events will be relative to.
    var handleRequest: (@MainActor (ControlRequest) -> ControlReply)?

    /// Whether the socket file is this host's (it removes it when it stops); false for a
    /// socket the service manager listens on and passed (socket activation).
    private let ownsSocketFile: Bool

    /// Binds the socket for `appID`, or serves `inherited`, the listening socket a service
    /// manager passed (docs/systemd.md). Either way the caller holds `lock`, so a socket
    /// file at the path is stale if there is one, and is replaced.
    init(appID: String, lock: InstanceLock, loop: EventLoop, logger: Logger, inherited: Int32? = nil) throws(HostError) {
        let path = RuntimePaths.controlSocket(appID: appID, directory: RuntimePaths.controlDirectory())
        do {
            listener = try inherited ?? Sockets.listen(path: path)
        } catch {
            throw .controlSocket(path: path, reason: "\(error)")
        }
        self.lock = lock
        self.path = path
        ownsSocketFile = inherited == nil
        self.loop = loop
        self.logger = logger
        expiry = DeadlineTimer(loop: loop)
        resume = DeadlineTimer(loop: loop)
        reserve = open("/dev/null", O_RDONLY | O_CLOEXEC)
        token = loop.watch(listener) { [unowned self] in self.acceptAll() }
    }

    /// Sends `event` to every client that subscribed.
    func broadcast(_ event: HostEvent) {
        for client in clients.values where client.subscribed {
            send(.hostEvent(event), to: client)
        }
    }

    /// Sends to one client, closing it when it has left too much unread.
    private func send(_ message: WireMessage, to client: ControlClient) {
        client.channel.send(message)
        if client.channel.queuedByteCount > Self.maximumQueuedBytes {
            logger.warning("control client (pid \(client.pid)) reads nothing: closed with \(client.channel.queuedByteCount >> 20) MiB unread")
            drop(client)
        }
    }

    private func drop(_ client: ControlClient) {
        clients[ObjectIdentifier(client)] = nil
        client.channel.close()
    }

    /// Arms the expiry timer for the earliest client deadline.
    private func armExpiry() {
        guard let earliest = clients.values.map(\.deadline).min(), earliest.isFinite else { return expiry.cancel() }
        expiry.arm(inMilliseconds: max(0, earliest - MonotonicClock.milliseconds())) { [weak self] in self?.expire() }
    }

    private func expire() {
        let now = MonotonicClock.milliseconds()
        for client in clients.values where client.deadline <= now {
            if client.greeted {
                logger.info("control client (pid \(client.pid)) idle for \(Int(Self.idleMilliseconds / 1000)) s: closed")
            } else {
                logger.warning("control client (pid \(client.pid)) sent no hello within \(Int(Self.handshakeMilliseconds / 1000)) s: closed")
            }
            drop(client)
        }
        armExpiry()
    }

    /// Stops listening and removes the socket file; subscribers see the connection close
    /// after the events already queued.
    func closeDraining() {
        for client in clients.values where client.subscribed { client.channel.drain() }
        close()
    }

    /// Stops listening and removes the socket file.
    func close() {
        if let token { loop.remove(token) }
        token = nil
        FileDescriptorIO.close(listener)
        // The service manager's socket stays, to start the host again on the next connection.
        if ownsSocketFile { unlink(path) }
        lock.release()
        for client in clients.values { client.channel.close() }
        clients.removeAll()
        expiry.cancel()
        resume.cancel()
        if reserve >= 0 { FileDescriptorIO.close(reserve) }
        reserve = -1
    }

    private func acceptAll() {
        while true {
            guard let fd = Sockets.accept(listener) else {
                let error = errno
                // Linux checks for a free descriptor before a waiting connection: EMFILE
                // may mean there is nothing to accept; the refusal says whether there was.
                guard error == EMFILE || error == ENFILE, refuseForLackOfDescriptors() else { break }
                continue
            }
            guard let peer = try? Sockets.peerCredentials(fd), peer.uid == getuid() else {
                logger.warning("refused a control connection from another user")
                FileDescriptorIO.close(fd)
                continue
            }
            let client = ControlClient(channel: MessageChannel(fd: fd, loop: loop), pid: peer.pid)
            guard clients.count < Self.maximumClients else {
                logger.warning("refused a control connection (pid \(peer.pid)): \(Self.maximumClients) clients are connected")
                client.channel.send(.error(ErrorReply(code: "busy", message: "too many control connections (\(Self.maximumClients)); try again")))
                client.channel.close()
                continue
            }
            client.deadline = MonotonicClock.milliseconds() + Self.handshakeMilliseconds
            let key = ObjectIdentifier(client)
            clients[key] = client
            client.channel.onClose = { [unowned self] cause in
                if case .protocolViolation(let error) = cause {
                    self.logger.warning("control client (pid \(client.pid)) sent bad data: \(error)")
                }
                self.clients[key] = nil
            }
            client.channel.onMessage = { [unowned self] message in self.handle(message, from: client) }
        }
        armExpiry()
    }

    /// `accept` failed for lack of descriptors: the connection stays queued and the
    /// listener readable. Give up the reserved descriptor, accept the connection and close
    /// it (the client sees the connection end), then reserve one again. Returns whether a
    /// connection was refused (false: none was waiting, or nothing could be given up).
    private func refuseForLackOfDescriptors() -> Bool {
        guard reserve >= 0 else {
            // Nothing to give up: stop watching until a client goes away.
            logger.error("out of file descriptors: not accepting control connections for now")
            if let token { loop.remove(token) }
            token = nil
            resume.arm(inMilliseconds: 1000) { [weak self] in self?.resumeAccepting() }
            return false
        }
        FileDescriptorIO.close(reserve)
        let refused = Sockets.accept(listener)
        if let refused { FileDescriptorIO.close(refused) }
        reserve = open("/dev/null", O_RDONLY | O_CLOEXEC)
        if refused != nil { logger.error("out of file descriptors: refused a control connection") }
        return refused != nil
    }

    private func resumeAccepting() {
        if token == nil { token = loop.watch(listener) { [unowned self] in self.acceptAll() } }
        if reserve < 0 { reserve = open("/dev/null", O_RDONLY | O_CLOEXEC) }
        acceptAll()
    }

    private func handle(_ message: WireMessage, from client: ControlClient) {
        guard client.greeted else {
            guard case .hello(let hello) = message else {
                logger.warning("control client (pid \(client.pid)) did not start with hello")
                return client.channel.close()
            }
            do {
                try hello.validate(expectedRole: .control, buildID: BuildIdentity.current, requireSameBuild: false)
            } catch {
                client.channel.send(.error(ErrorReply(code: "handshake", message: error.message)))
                client.channel.drain()
                return client.channel.close()
            }
            client.greeted = true
            client.deadline = MonotonicClock.milliseconds() + Self.idleMilliseconds
            armExpiry()
            client.channel.send(.hello(Hello(buildID: BuildIdentity.current, role: .host, pid: getpid())))
            return
        }
        guard let request = ControlRequest(message) else {
            return send(.error(ErrorReply(code: "unsupported", message: "\(message.name) is not a control request")), to: client)
        }
        if case .subscribeEvents = request {
            client.subscribed = true
            client.deadline = .infinity
            armExpiry()
        } else if !client.subscribed {
            client.deadline = MonotonicClock.milliseconds() + Self.idleMilliseconds
            armExpiry()
        }
        guard let reply = handleRequest?(request) else { return }
        send(reply.message, to: client)
    }
}

@MainActor
private final class ControlClient {
    let channel: MessageChannel
    let pid: Int32
    var greeted = false
    var subscribed = false
    /// When the client is closed unless it says something (MonotonicClock ms).
    var deadline = Double.infinity
    init(channel: MessageChannel, pid: Int32) {
        self.channel = channel
        self.pid = pid
    }
}
