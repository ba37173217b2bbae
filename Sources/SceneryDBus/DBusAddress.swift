#if canImport(Glibc)
import Glibc
#endif
public import SceneryPlatform

/// Where a bus listens: one entry of a D-Bus address (`unix:path=/run/user/1000/bus`,
/// `unix:abstract=/tmp/dbus-x`). Entries are separated by `;`; the first that connects is
/// used. Only Unix sockets are supported (the local buses the desktop runs).
public enum DBusAddress: Equatable, Sendable {
    /// A socket file.
    case path(String)
    /// A socket in the abstract namespace (Linux).
    case abstract(String)

    /// The usable entries of an address string, in order.
    ///
    /// - Throws: ``DBusError/badAddress(_:)`` when no entry is a Unix socket to connect to.
    public static func parse(_ text: String) throws(DBusError) -> [DBusAddress] {
        var found: [DBusAddress] = []
        var reasons: [String] = []
        for entry in text.split(separator: ";") where !entry.isEmpty {
            guard let colon = entry.firstIndex(of: ":") else {
                reasons.append("\"\(entry)\" has no transport")
                continue
            }
            let transport = entry[..<colon]
            guard transport == "unix" else {
                reasons.append("transport \"\(transport)\" is not supported")
                continue
            }
            var keys: [String: String] = [:]
            for pair in entry[entry.index(after: colon)...].split(separator: ",") {
                guard let equals = pair.firstIndex(of: "=") else { continue }
                keys[String(pair[..<equals])] = unescape(pair[pair.index(after: equals)...])
            }
            if let path = keys["path"] {
                found.append(.path(path))
            } else if let name = keys["abstract"] {
                found.append(.abstract(name))
            } else {
                reasons.append("\"\(entry)\" names no path or abstract socket")
            }
        }
        guard !found.isEmpty else {
            throw .badAddress("\"\(text)\": " + (reasons.isEmpty ? "empty" : reasons.joined(separator: "; ")))
        }
        return found
    }

    /// The session bus's address: `DBUS_SESSION_BUS_ADDRESS`, else the user bus at
    /// `$XDG_RUNTIME_DIR/bus` when that socket exists; nil when there is neither.
    public static func sessionBus(environment: (String) -> String? = { RuntimePaths.environment($0) }) -> String? {
        if let address = environment("DBUS_SESSION_BUS_ADDRESS"), !address.isEmpty { return address }
        if let runtime = environment("XDG_RUNTIME_DIR"), !runtime.isEmpty, access(runtime + "/bus", F_OK) == 0 {
            return "unix:path=" + runtime + "/bus"
        }
        return nil
    }

    /// Undoes the address format's %xx escapes.
    static func unescape(_ text: Substring) -> String {
        var bytes: [UInt8] = []
        var utf8 = Array(text.utf8)[...]
        while let byte = utf8.popFirst() {
            if byte == UInt8(ascii: "%"), utf8.count >= 2,
               let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16) {
                bytes.append(value)
                utf8 = utf8.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Connects a non-blocking, close-on-exec stream socket to the address.
    ///
    /// - Throws: ``DBusError/disconnected(_:)`` naming the socket and the reason.
    func connect() throws(DBusError) -> Int32 {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let name: [UInt8]
        switch self {
        case .path(let path): name = Array(path.utf8)
        case .abstract(let abstract): name = [0] + Array(abstract.utf8)
        }
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        guard name.count < capacity else { throw .disconnected("socket name \(self) is too long") }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in name.enumerated() { raw[index] = byte }
        }
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw .disconnected("socket: \(SystemError("socket"))") }
        let length = socklen_t(MemoryLayout<sa_family_t>.size + name.count)
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, length) }
        }
        guard result == 0 else {
            let error = SystemError("connect")
            close(fd)
            throw .disconnected("\(self): \(error)")
        }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        return fd
    }
}
