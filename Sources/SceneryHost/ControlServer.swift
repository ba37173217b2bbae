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
@MainActor
final class ControlServer {
    let path: String
    private let listener: Int32
    /// An exclusive flock on `<app-id>.lock`, held for the host's lifetime: the one
    /// reliable "already running" test (two hosts starting at once cannot both hold it).
    private let lock: Int32
    private let loop: EventLoop
    private var token: EventLoop.Token?
    private var clients: [ObjectIdentifier: ControlClient] = [:]
    private let logger: Logger
    /// Answers a request from a client that has finished its handshake.
    var handleRequest: (@MainActor (WireMessage) -> WireMessage)?
    /// The first reply to a subscription: the state events will be relative to.
    var subscriptionSnapshot: (@MainActor () -> WireMessage)?

    /// Binds the socket for `appID`, refusing to displace a running instance.
    init(appID: String, loop: EventLoop, logger: Logger) throws(HostError) {
        let directory = RuntimePaths.controlDirectory()
        do {
            try RuntimePaths.prepareControlDirectory(directory)
        } catch {
            throw HostError("cannot prepare the control directory: \(error)")
        }
        let path = RuntimePaths.controlSocket(appID: appID, directory: directory)
        let lockPath = directory + "/" + appID + ".lock"
        lock = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard lock >= 0 else { throw HostError("cannot open \(lockPath): \(SystemError("open"))") }
        guard flock(lock, LOCK_EX | LOCK_NB) == 0 else {
            let error = SystemError("flock", lockPath)
            FileDescriptorIO.close(lock)
            if error.errno == EWOULDBLOCK {
                throw HostError("\(appID) is already running (another host holds \(lockPath))")
            }
            throw HostError("cannot lock \(lockPath): \(error)")
        }
        do {
            // Holding the lock, any socket file left at `path` is stale: replace it.
            listener = try Sockets.listen(path: path)
        } catch {
            FileDescriptorIO.close(lock)
            throw HostError("cannot listen on \(path): \(error)")
        }
        self.path = path
        self.loop = loop
        self.logger = logger
        token = loop.watch(listener) { [unowned self] in self.acceptAll() }
    }

    /// Sends `event` to every client that subscribed.
    func broadcast(_ event: HostEvent) {
        for client in clients.values where client.subscribed {
            client.channel.send(.hostEvent(event))
        }
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
        unlink(path)
        FileDescriptorIO.close(lock)
        for client in clients.values { client.channel.close() }
        clients.removeAll()
    }

    private func acceptAll() {
        while let fd = Sockets.accept(listener) {
            guard let peer = try? Sockets.peerCredentials(fd), peer.uid == getuid() else {
                logger.warning("refused a control connection from another user")
                FileDescriptorIO.close(fd)
                continue
            }
            let client = ControlClient(channel: MessageChannel(fd: fd, loop: loop), pid: peer.pid)
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
            client.channel.send(.hello(Hello(buildID: BuildIdentity.current, role: .host, pid: getpid())))
            return
        }
        if case .subscribeEvents = message {
            client.subscribed = true
            if let snapshot = subscriptionSnapshot?() { client.channel.send(snapshot) }
            return
        }
        guard let reply = handleRequest?(message) else { return }
        client.channel.send(reply)
    }
}

@MainActor
private final class ControlClient {
    let channel: MessageChannel
    let pid: Int32
    var greeted = false
    var subscribed = false
    init(channel: MessageChannel, pid: Int32) {
        self.channel = channel
        self.pid = pid
    }
}
