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
    /// The bound socket file's device and inode, to tell it from a file another process
    /// put at the path since (a service manager's socket unit binds the path anew).
    private var boundFile: (device: UInt64, inode: UInt64)?
    /// inotify on the control directory, while the socket file is this host's.
    private var directoryWatch: Int32 = -1
    private var directoryToken: EventLoop.Token?
    /// Called once when another process has put its own socket at the path: the app's
    /// socket unit was started while this host ran, and launches now reach the service.
    var onSocketReplaced: (@MainActor () -> Void)?

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
        if ownsSocketFile { watchSocketFile() }
    }

    // MARK: The socket file

    private static func identity(of path: String) -> (device: UInt64, inode: UInt64)? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return (UInt64(info.st_dev), UInt64(info.st_ino))
    }

    /// Whether the file at the path is no longer the socket this server bound.
    private var socketFileReplaced: Bool {
        guard let boundFile, let now = Self.identity(of: path) else { return false }
        return now.device != boundFile.device || now.inode != boundFile.inode
    }

    /// Notices, on inotify events of the control directory (no polling), another socket
    /// bound at the path: systemd's socket units (and `systemd-socket-activate`) remove a
    /// socket file in their way and bind their own.
    private func watchSocketFile() {
        boundFile = Self.identity(of: path)
        let fd = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        guard fd >= 0 else { return logger.warning("cannot watch \(path) for a service's socket: \(SystemError("inotify_init1"))") }
        let directory = String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
        guard inotify_add_watch(fd, directory, UInt32(IN_CREATE | IN_MOVED_TO)) >= 0 else {
            logger.warning("cannot watch \(directory) for a service's socket: \(SystemError("inotify_add_watch"))")
            return FileDescriptorIO.close(fd)
        }
        directoryWatch = fd
        directoryToken = loop.watch(fd) { [unowned self] in
            var buffer = [UInt8](repeating: 0, count: 4096)
            while read(self.directoryWatch, &buffer, buffer.count) > 0 {}
            guard self.socketFileReplaced else { return }
            self.stopWatchingSocketFile()
            self.onSocketReplaced?()
        }
    }

    private func stopWatchingSocketFile() {
        if let directoryToken { loop.remove(directoryToken) }
        directoryToken = nil
        if directoryWatch >= 0 { FileDescriptorIO.close(directoryWatch) }
        directoryWatch = -1
    }

    /// Sends `event` to every client that subscribed.
    func broadcast(_ event: HostEvent) {
        for client in clients.values where client.subscribed {
            send(.hostEvent(event), to: client)
        }
    }

    /// Sends to one client, closing it when it has left too much unread. A message that
    /// cannot be sent is logged, and a reply too large for the wire is answered with a
    /// short error instead: a client never waits for a reply that was dropped unsaid.
    private func send(_ message: WireMessage, to client: ControlClient) {
        guard client.channel.send(message) else { return sendFailed(message, to: client) }
        if client.channel.queuedByteCount > Self.maximumQueuedBytes {
            logger.warning("control client (pid \(client.pid)) reads nothing: closed with \(client.channel.queuedByteCount >> 20) MiB unread")
            drop(client)
        }
    }

    private func sendFailed(_ message: WireMessage, to client: ControlClient) {
        guard client.channel.isOpen else {
            return logger.info("control client (pid \(client.pid)) left before \(message.name) could be sent to it")
        }
        let size = message.encodePayload().count
        guard size > Frame.maximumMessageSize else {
            logger.warning("cannot send \(message.name) to control client (pid \(client.pid)): the connection failed; closing it")
            return drop(client)
        }
        let megabytes = (Double(size) / 1_048_576 * 10).rounded() / 10
        logger.warning("\(message.name) for control client (pid \(client.pid)) is \(megabytes) MiB, more than a message may carry (\(Frame.maximumMessageSize >> 20) MiB); sending a short error instead")
        let reply = ErrorReply(
            code: "reply-too-large",
            message: "the answer (\(message.name), \(megabytes) MiB) is larger than a message may be (\(Frame.maximumMessageSize >> 20) MiB)")
        if !client.channel.send(.error(reply)) {
            logger.warning("cannot send an error to control client (pid \(client.pid)) either; closing it")
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
        // The service manager's socket stays, to start the host again on the next
        // connection — one it passed, or one its socket unit bound here since.
        if ownsSocketFile && !socketFileReplaced { unlink(path) }
        stopWatchingSocketFile()
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
