#if canImport(Glibc)
import Glibc
#endif
public import SceneryWire

/// A framed, non-blocking wire connection driven by an ``EventLoop``.
///
/// Reads are decoded into ``WireMessage``s and handed to `onMessage`; writes are queued
/// and flushed as the socket takes them. Any malformed frame or message closes the
/// connection and reports the ``WireError`` through `onClose` — nothing here traps on
/// bad input.
@MainActor
public final class MessageChannel {
    /// Why a channel closed.
    public enum CloseCause: CustomStringConvertible, Sendable {
        /// The peer closed the connection cleanly.
        case peerClosed
        /// The peer sent something that is not valid wire protocol.
        case protocolViolation(WireError)
        /// A read or write failed.
        case ioError(SystemError)
        /// This side called ``close()``.
        case local

        public var description: String {
            switch self {
            case .peerClosed: "peer closed the connection"
            case .protocolViolation(let error): "protocol violation: \(error)"
            case .ioError(let error): "I/O error: \(error)"
            case .local: "closed locally"
            }
        }
    }

    /// The socket.
    public let fd: Int32
    private let loop: EventLoop
    private var token: EventLoop.Token?
    private var decoder = FrameDecoder()
    private var output: [UInt8] = []
    private var outputStart = 0
    /// The scratch buffer reads go into: 4 KiB at first, doubled up to 64 KiB each time a
    /// read fills it. Most messages are small, and every page of a zeroed buffer is memory
    /// the process keeps (a renderer per window, a host per connection).
    private var readBuffer = [UInt8](repeating: 0, count: 4096)
    /// Called for each message received, in order.
    public var onMessage: (@MainActor (WireMessage) -> Void)?
    /// Called once when the connection ends, for whatever cause.
    public var onClose: (@MainActor (CloseCause) -> Void)?
    /// Called with each message ``send(_:)`` is given, before it is written (for
    /// supervision: what a receiver is expected to act on).
    public var onSend: (@MainActor (WireMessage) -> Void)?
    /// Why writing stopped, if it did: the peer may have sent more before it closed, so the
    /// channel goes on reading until end-of-file and only then closes.
    private var writeFailure: SystemError?
    /// Whether the channel is still open.
    public private(set) var isOpen = true
    /// Bytes sent but not yet taken by the peer (a peer that reads nothing makes it grow).
    public var queuedByteCount: Int { output.count - outputStart }

    /// Wraps a connected, non-blocking socket. The channel owns `fd` and closes it.
    public init(fd: Int32, loop: EventLoop) {
        self.fd = fd
        self.loop = loop
        token = loop.watch(fd) { [unowned self] in self.readAvailable() }
    }

    /// Queues `message` and writes as much as the socket takes now. Returns false (and
    /// sends nothing) when the channel is closed, a write has failed (the peer hung up), or
    /// the message would exceed ``Frame/maximumMessageSize`` — a sender's bug, never a
    /// reason to stop the process.
    @discardableResult
    public func send(_ message: WireMessage) -> Bool {
        guard isOpen, writeFailure == nil else { return false }
        onSend?(message)
        let payload = message.encodePayload()
        guard payload.count <= Frame.maximumMessageSize else { return false }
        output.append(contentsOf: Frame.encode(payload))
        flush()
        return isOpen && writeFailure == nil
    }

    /// Closes the connection without reporting through `onMessage` again.
    public func close() { finish(.local) }

    /// Writes queued bytes synchronously (blocking up to `milliseconds`), for shutdown paths.
    public func drain(milliseconds: Int32 = 1000) {
        let deadline = MonotonicClock.milliseconds() + Double(milliseconds)
        while isOpen && writeFailure == nil && outputStart < output.count {
            var pfd = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
            let left = deadline - MonotonicClock.milliseconds()
            if left <= 0 { return }
            let ready = poll(&pfd, 1, Int32(left.rounded(.up)))
            if ready < 0 && errno == EINTR { continue }
            if ready <= 0 { return }
            flush()
        }
    }

    private func flush() {
        while outputStart < output.count {
            do {
                let written = try FileDescriptorIO.send(fd, output[outputStart...])
                if written == 0 { break }
                outputStart += written
            } catch {
                // The peer hung up (EPIPE, ECONNRESET) or the socket broke. What it sent
                // before that may still be unread — a renderer's last message before it
                // exits — so stop writing but keep reading: the end-of-file (or a read
                // error) closes the channel once everything has been delivered.
                writeFailure = error
                output.removeAll()
                outputStart = 0
                if let token { loop.setWritableHandler(token, nil) }
                return
            }
        }
        if outputStart == output.count {
            output.removeAll(keepingCapacity: true)
            outputStart = 0
            if let token { loop.setWritableHandler(token, nil) }
        } else if let token {
            loop.setWritableHandler(token) { [unowned self] in self.flush() }
        }
    }

    private func readAvailable() {
        while isOpen {
            switch FileDescriptorIO.read(fd, using: &readBuffer) {
            case .bytes(let bytes):
                if bytes.count == readBuffer.count, readBuffer.count < 65536 {
                    readBuffer = [UInt8](repeating: 0, count: readBuffer.count * 2)
                }
                decoder.append(bytes)
                deliverDecoded()
            case .wouldBlock:
                return
            case .endOfFile:
                do {
                    try decoder.checkCleanEnd()
                    finish(writeFailure.map { [EPIPE, ECONNRESET].contains($0.errno) ? .peerClosed : .ioError($0) } ?? .peerClosed)
                } catch {
                    finish(.protocolViolation(error))
                }
                return
            case .failed(let error):
                finish(.ioError(error))
                return
            }
        }
    }

    private func deliverDecoded() {
        while isOpen {
            do {
                guard let payload = try decoder.nextPayload() else { return }
                let message = try WireMessage(payload: payload)
                onMessage?(message)
            } catch {
                finish(.protocolViolation(error))
                return
            }
        }
    }

    private func finish(_ cause: CloseCause) {
        guard isOpen else { return }
        isOpen = false
        if let token { loop.remove(token) }
        token = nil
        FileDescriptorIO.close(fd)
        let onClose = self.onClose
        self.onClose = nil
        onMessage = nil
        onClose?(cause)
    }
}
