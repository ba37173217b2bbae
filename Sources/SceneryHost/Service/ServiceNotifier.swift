#if canImport(Glibc)
import Glibc
#endif
import SceneryPlatform

/// The sender side of systemd's notification protocol (`sd_notify(3)`): newline-separated
/// `KEY=value` assignments in one datagram to the `AF_UNIX` socket named by
/// `NOTIFY_SOCKET` (a path, or `@name` for the abstract namespace).
///
/// The host speaks it directly instead of linking libsystemd: the protocol is one
/// `sendto`, documented as stable, and a dependency the host otherwise does not need would
/// be loaded into every app (docs/systemd.md).
struct ServiceNotifier {
    /// The datagram socket the messages leave through (close-on-exec).
    private let fd: Int32
    /// The manager's socket address, as `sendto` takes it.
    private let address: sockaddr_un
    private let addressLength: socklen_t
    /// The value `NOTIFY_SOCKET` had.
    let socketName: String

    /// Why a `NOTIFY_SOCKET` value cannot be used.
    struct Problem: Error {
        var message: String
    }

    /// A notifier for the socket `name` (`/path` or `@abstract`).
    init(socket name: String) throws(Problem) {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        var bytes = Array(name.utf8)
        guard let first = bytes.first, first == UInt8(ascii: "/") || first == UInt8(ascii: "@") else {
            throw Problem(message: "NOTIFY_SOCKET=\(name) is neither a path nor an abstract socket (@name); not notifying the service manager")
        }
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        guard bytes.count < capacity else {
            throw Problem(message: "NOTIFY_SOCKET=\(name) is longer than a socket address (\(capacity - 1) bytes)")
        }
        if first == UInt8(ascii: "@") { bytes[0] = 0 }
        withUnsafeMutableBytes(of: &address.sun_path) { path in
            for (index, byte) in bytes.enumerated() { path[index] = byte }
        }
        // An abstract name's length is exact; a path's includes its terminating NUL.
        let pathOffset = MemoryLayout<sockaddr_un>.offset(of: \.sun_path) ?? 2
        addressLength = socklen_t(pathOffset + bytes.count + (first == UInt8(ascii: "@") ? 0 : 1))
        let fd = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw Problem(message: "cannot create the notification socket: \(SystemError("socket"))") }
        self.fd = fd
        self.address = address
        self.socketName = name
    }

    /// Sends `assignments` (`READY=1`, `STATUS=…`) as one datagram; returns the error when
    /// the manager could not be reached.
    @discardableResult
    func send(_ assignments: [String]) -> SystemError? {
        let text = assignments.joined(separator: "\n")
        var target = address
        let sent = withUnsafePointer(to: &target) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
                Array(text.utf8).withUnsafeBytes { bytes in
                    sendto(fd, bytes.baseAddress, bytes.count, Int32(MSG_NOSIGNAL), socketAddress, addressLength)
                }
            }
        }
        return sent < 0 ? SystemError("sendto", socketName) : nil
    }

    /// Closes the socket.
    func close() {
        FileDescriptorIO.close(fd)
    }
}
