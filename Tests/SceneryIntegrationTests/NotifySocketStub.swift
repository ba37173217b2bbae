#if canImport(Glibc)
import Glibc
#endif
import SceneryPlatform

/// A stand-in for systemd's notification socket: a datagram socket the test owns, whose
/// path goes to the host as `NOTIFY_SOCKET`. Collects every message (`READY=1`,
/// `STATUS=…`, `WATCHDOG=1`, `STOPPING=1`) with the time it arrived; waits block in
/// `poll` on the socket with a deadline.
final class NotifySocketStub {
    let path: String
    private let fd: Int32
    /// Every datagram received so far, with its arrival time (MonotonicClock ms).
    private(set) var received: [(message: String, at: Double)] = []

    init(path: String) throws {
        let fd = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw SystemError("socket") }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        withUnsafeMutableBytes(of: &address.sun_path) { for (index, byte) in bytes.enumerated() { $0[index] = byte } }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard bound == 0 else {
            Glibc.close(fd)
            throw SystemError("bind", path)
        }
        self.fd = fd
        self.path = path
    }

    /// Waits until a message satisfying `predicate` has arrived (one already received
    /// counts, when `since` is before it); returns it, or nil at the deadline.
    func wait(milliseconds: Double = 10_000, since index: Int = 0, for predicate: (String) -> Bool) -> String? {
        if let found = received[min(index, received.count)...].first(where: { predicate($0.message) }) { return found.message }
        let deadline = MonotonicClock.milliseconds() + milliseconds
        while true {
            let left = deadline - MonotonicClock.milliseconds()
            if left <= 0 { return nil }
            var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, Int32(left.rounded(.up))) > 0 else { continue }
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { continue }
            let message = String(decoding: buffer[..<count], as: UTF8.self)
            received.append((message, MonotonicClock.milliseconds()))
            if predicate(message) { return message }
        }
    }

    /// The messages received so far, one per line, for failure messages.
    var transcript: String { received.map { $0.message.replacingNewlines }.joined(separator: " | ") }

    func close() {
        Glibc.close(fd)
        unlink(path)
    }
}

extension String {
    fileprivate var replacingNewlines: String { split(separator: "\n").joined(separator: "; ") }
}
