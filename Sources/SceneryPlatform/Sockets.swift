#if canImport(Glibc)
import Glibc
#endif
import CSceneryPlatform

/// Unix-domain sockets: the only transport Scenery uses.
public enum Sockets {
    /// A connected pair (socketpair), both ends close-on-exec and non-blocking.
    public static func pair() throws(SystemError) -> (Int32, Int32) {
        var fds: [Int32] = [-1, -1]
        guard scenery_socketpair(&fds) == 0 else { throw SystemError("socketpair") }
        return (fds[0], fds[1])
    }

    /// A listening socket at `path`, mode 0600.
    public static func listen(path: String) throws(SystemError) -> Int32 {
        let fd = scenery_listen_unix(path, 16)
        guard fd >= 0 else { throw SystemError("bind", path) }
        return fd
    }

    /// Connects to the socket at `path` (the socket is non-blocking and close-on-exec).
    public static func connect(path: String) throws(SystemError) -> Int32 {
        let fd = scenery_connect_unix(path)
        guard fd >= 0 else { throw SystemError("connect", path) }
        return fd
    }

    /// Connects to the Unix stream socket at `path`, waiting at most `milliseconds` while
    /// its listener's backlog is full (a stopped host accepts nothing); past that it fails
    /// with `EAGAIN`. The descriptor is non-blocking and close-on-exec.
    public static func connect(path: String, milliseconds: Double) throws(SystemError) -> Int32 {
        let fd = scenery_connect_unix_timeout(path, Int32(max(0, min(milliseconds, 3_600_000)).rounded(.up)))
        guard fd >= 0 else { throw SystemError("connect", path) }
        return fd
    }

    /// Accepts one connection (non-blocking, close-on-exec), or nil if none is waiting.
    public static func accept(_ listener: Int32) -> Int32? {
        let fd = scenery_accept(listener)
        return fd >= 0 ? fd : nil
    }

    /// The uid and pid of the peer of a connected socket (SO_PEERCRED).
    public static func peerCredentials(_ fd: Int32) throws(SystemError) -> (uid: UInt32, pid: Int32) {
        var uid: uid_t = 0
        var pid: pid_t = 0
        guard scenery_peer_credentials(fd, &uid, &pid) == 0 else { throw SystemError("getsockopt SO_PEERCRED") }
        return (uid, pid)
    }

    /// Sets close-on-exec and non-blocking on an inherited descriptor.
    public static func adopt(_ fd: Int32) throws(SystemError) {
        guard scenery_set_fd_flags(fd, 1, 1) == 0 else { throw SystemError("fcntl", "fd \(fd)") }
    }
}
