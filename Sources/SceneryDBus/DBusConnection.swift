#if canImport(Glibc)
import Glibc
#endif
public import SceneryPlatform

/// A client connection to a message bus, driven by the process's ``EventLoop``: one
/// non-blocking Unix socket whose readiness the loop reports; no thread, no polling.
///
/// Connecting writes the whole opening at once — the `EXTERNAL` authentication (the
/// credentials of the socket say who we are), `BEGIN` and the bus's `Hello` call — and
/// returns without waiting: calls made meanwhile are queued behind it, so connecting costs
/// the caller no round trip.
@MainActor
public final class DBusConnection {
    private let loop: EventLoop
    private var fd: Int32
    private var token: EventLoop.Token?
    private var output: [UInt8] = []
    private var input: [UInt8] = []
    private var scratch = [UInt8](repeating: 0, count: 16384)
    private var authenticated = false
    private var nextSerial: UInt32 = 1
    private var pending: [UInt32: (deadline: EventLoop.Token, reply: @MainActor (Result<DBusMessage, DBusError>) -> Void)] = [:]
    /// Why the connection closed (nil while open).
    public private(set) var closedBecause: DBusError?
    /// The name the bus gave this connection (`:1.42`), once `Hello` was answered.
    public private(set) var uniqueName: String?
    /// Called once, when the connection closes (the bus went away, or it broke a rule).
    public var onClosed: (@MainActor (DBusError) -> Void)?
    /// Called with every signal that arrives (the bus sends those that match a rule added
    /// with ``addMatch(_:)``, and those addressed to this connection).
    public var onSignal: (@MainActor (DBusMessage) -> Void)?

    /// Connects to the first entry of `address` that accepts a connection.
    ///
    /// - Throws: ``DBusError`` when the address is unusable or nothing listens there.
    public init(address: String, loop: EventLoop) throws(DBusError) {
        self.loop = loop
        var failures: [String] = []
        var connected: Int32 = -1
        for entry in try DBusAddress.parse(address) {
            do {
                connected = try entry.connect()
                break
            } catch {
                failures.append(error.description)
            }
        }
        guard connected >= 0 else { throw .disconnected(failures.joined(separator: "; ")) }
        fd = connected
        let uid = String(getuid())
        let hex = uid.utf8.map { byte in String(byte, radix: 16) }.joined()
        output = [0] + Array("AUTH EXTERNAL \(hex)\r\nBEGIN\r\n".utf8)
        token = loop.watch(fd) { [unowned self] in self.readAvailable() }
        call(.call(destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus", member: "Hello")) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let reply): self.uniqueName = reply.body.first?.stringValue
            case .failure(let error): self.close(because: error)
            }
        }
    }

    isolated deinit {
        onClosed = nil
        close(because: .disconnected("closed"))
    }

    /// Whether the connection is open.
    public var isOpen: Bool { closedBecause == nil }

    /// Sends a method call; `reply` runs once, later, with the reply, an error reply
    /// (``DBusError/remote(name:message:)``), or a failure (the connection closed, or no
    /// reply within `timeoutMilliseconds`).
    public func call(_ message: DBusMessage, timeoutMilliseconds: Double = 25_000,
                     reply: @escaping @MainActor (Result<DBusMessage, DBusError>) -> Void) {
        if let closedBecause {
            loop.defer { reply(.failure(closedBecause)) }
            return
        }
        let serial = send(message)
        guard serial != 0 else { return loop.defer { reply(.failure(self.closedBecause ?? .disconnected("closed"))) } }
        let what = "\(message.interface ?? "").\(message.member ?? "")"
        let deadline = loop.after(milliseconds: timeoutMilliseconds) { [weak self] in
            guard let self, let entry = self.pending.removeValue(forKey: serial) else { return }
            entry.reply(.failure(.timedOut("\(what) after \(Int(timeoutMilliseconds)) ms")))
        }
        pending[serial] = (deadline, reply)
    }

    /// Sends a message without waiting for any reply; returns its serial (0 when the
    /// connection is closed or the message cannot be encoded).
    @discardableResult
    public func send(_ message: DBusMessage) -> UInt32 {
        guard closedBecause == nil else { return 0 }
        let serial = nextSerial
        nextSerial = nextSerial == UInt32.max ? 1 : nextSerial + 1
        do {
            output += try message.encoded(serial: serial)
        } catch {
            writeStandardError("scenery: cannot send the D-Bus message \(message.member ?? "?"): \(error)\n")
            return 0
        }
        flush()
        return serial
    }

    /// Asks the bus for the signals that match `rule` (`type='signal',…`).
    public func addMatch(_ rule: String) {
        var message = DBusMessage.call(
            destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus",
            member: "AddMatch", body: [.string(rule)])
        message.flags = DBusMessage.noReplyExpected
        send(message)
    }

    /// Closes the connection (nothing more is sent or received).
    public func close() { close(because: .disconnected("closed by this process")) }

    // MARK: I/O

    private func flush() {
        guard closedBecause == nil, !output.isEmpty else { return }
        do {
            let written = try FileDescriptorIO.send(fd, output[...])
            output.removeFirst(written)
        } catch {
            return close(because: .disconnected("write: \(error)"))
        }
        guard let token else { return }
        if output.isEmpty {
            loop.setWritableHandler(token, nil)
        } else {
            loop.setWritableHandler(token) { [unowned self] in self.flush() }
        }
    }

    private func readAvailable() {
        while closedBecause == nil {
            switch FileDescriptorIO.read(fd, using: &scratch) {
            case .bytes(let bytes): input += bytes
            case .wouldBlock: return processInput()
            case .endOfFile:
                processInput()
                return close(because: .disconnected("the bus closed the connection"))
            case .failed(let error):
                return close(because: .disconnected("read: \(error)"))
            }
        }
    }

    private func processInput() {
        if !authenticated {
            guard let end = input.firstIndex(of: UInt8(ascii: "\n")) else { return }
            let line = String(decoding: input[..<end], as: UTF8.self).trimmingSuffix("\r")
            input.removeFirst(end + 1)
            guard line.hasPrefix("OK ") else { return close(because: .disconnected("the bus refused authentication: \(line)")) }
            authenticated = true
        }
        while closedBecause == nil {
            let length: Int?
            do {
                length = try DBusMessage.length(ofMessageStarting: input[...])
            } catch {
                return close(because: error)
            }
            guard let length, input.count >= length else { return }
            let bytes = Array(input[..<length])
            input.removeFirst(length)
            do {
                dispatch(try DBusMessage(decoding: bytes))
            } catch {
                return close(because: error)
            }
        }
    }

    private func dispatch(_ message: DBusMessage) {
        switch message.kind {
        case .methodReturn, .error:
            guard let serial = message.replySerial, let entry = pending.removeValue(forKey: serial) else { return }
            loop.remove(entry.deadline)
            if message.kind == .error {
                entry.reply(.failure(.remote(name: message.errorName ?? "org.freedesktop.DBus.Error.Failed", message: message.errorText)))
            } else {
                entry.reply(.success(message))
            }
        case .signal:
            onSignal?(message)
        case .methodCall:
            // This connection exports no objects: say so, as the specification asks.
            guard message.flags & DBusMessage.noReplyExpected == 0 else { return }
            var error = DBusMessage(kind: .error)
            error.errorName = "org.freedesktop.DBus.Error.UnknownMethod"
            error.replySerial = message.serial
            error.destination = message.sender
            error.body = [.string("no object at \(message.path ?? "?")")]
            send(error)
        }
    }

    private func close(because reason: DBusError) {
        guard closedBecause == nil else { return }
        closedBecause = reason
        if let token { loop.remove(token) }
        token = nil
        Glibc.close(fd)
        fd = -1
        let waiting = pending
        pending.removeAll()
        for (_, entry) in waiting.sorted(by: { $0.key < $1.key }) {
            loop.remove(entry.deadline)
            entry.reply(.failure(reason))
        }
        onClosed?(reason)
    }
}

extension String {
    fileprivate func trimmingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }
}
