#if canImport(Glibc)
import Glibc
#endif
public import SceneryWire

/// A framed wire connection used with blocking calls and deadlines: for `scenectl`, a
/// second launch forwarding to a running instance, and a renderer's start-up handshake.
public struct BlockingChannel: ~Copyable {
    /// The socket.
    public let fd: Int32
    private var decoder = FrameDecoder()

    /// Wraps a connected socket; the channel closes it when it goes away.
    public init(fd: Int32) { self.fd = fd }

    deinit { FileDescriptorIO.close(fd) }

    /// Writes one message completely, waiting up to `milliseconds` for the socket.
    public func send(_ message: WireMessage, milliseconds: Double = 5000) throws(ChannelError) {
        let payload = message.encodePayload()
        guard payload.count <= Frame.maximumMessageSize else {
            throw .protocolViolation(WireError(.frameTooLarge, "\(message.name) would be \(payload.count) bytes"))
        }
        let bytes = Frame.encode(payload)
        var sent = 0
        let deadline = MonotonicClock.milliseconds() + milliseconds
        while sent < bytes.count {
            let n: Int
            do { n = try FileDescriptorIO.send(fd, bytes[sent...]) } catch { throw .io(error) }
            sent += n
            if n == 0 { try wait(for: Int16(POLLOUT), until: deadline) }
        }
    }

    /// The control client's handshake on a fresh connection to a scene host: says hello as
    /// `control` and checks the host's answer (its role and protocol version; the build
    /// may differ). Throws ``ChannelError`` for a host that does not answer hello.
    public mutating func greetHostAsControlClient(milliseconds: Double = 5000) throws(ChannelError) {
        try send(.hello(Hello(buildID: BuildIdentity.current, role: .control, pid: getpid())), milliseconds: milliseconds)
        let answer = try receive(milliseconds: milliseconds)
        if case .error(let reply) = answer { throw .refused(reply.message) }
        guard case .hello(let hello) = answer else {
            throw .protocolViolation(WireError(.handshake, "the host did not answer hello"))
        }
        do {
            try hello.validate(expectedRole: .host, buildID: BuildIdentity.current, requireSameBuild: false)
        } catch {
            throw .protocolViolation(error)
        }
    }

    /// Reads the next message, waiting up to `milliseconds` (`.infinity` waits for as long
    /// as the connection lasts).
    public mutating func receive(milliseconds: Double = 5000) throws(ChannelError) -> WireMessage {
        let deadline = MonotonicClock.milliseconds() + milliseconds
        while true {
            do throws(WireError) {
                if let payload = try decoder.nextPayload() { return try WireMessage(payload: payload) }
            } catch {
                throw .protocolViolation(error)
            }
            try wait(for: Int16(POLLIN), until: deadline)
            switch FileDescriptorIO.read(fd) {
            case .bytes(let bytes): decoder.append(bytes)
            case .wouldBlock: continue
            case .endOfFile: throw .closed
            case .failed(let error): throw .io(error)
            }
        }
    }

    private func wait(for events: Int16, until deadline: Double) throws(ChannelError) {
        while true {
            let left = deadline - MonotonicClock.milliseconds()
            if left <= 0 { throw .timedOut }
            var pfd = pollfd(fd: fd, events: events, revents: 0)
            let rc = poll(&pfd, 1, left.isFinite ? Int32(min(left.rounded(.up), Double(Int32.max))) : -1)
            if rc > 0 { return }
            if rc == 0 { throw .timedOut }
            if errno != EINTR { throw .io(SystemError("poll")) }
        }
    }
}

/// Why a blocking exchange failed.
public enum ChannelError: Error, CustomStringConvertible, Sendable {
    /// The deadline passed.
    case timedOut
    /// The peer closed the connection.
    case closed
    /// The peer broke the protocol.
    case protocolViolation(WireError)
    /// A system call failed.
    case io(SystemError)
    /// The peer answered with an error instead of going on; its message says why.
    case refused(String)

    public var description: String {
        switch self {
        case .timedOut: "timed out waiting for the peer"
        case .closed: "the peer closed the connection"
        case .protocolViolation(let error): "protocol violation: \(error)"
        case .io(let error): error.description
        case .refused(let message): message
        }
    }
}
