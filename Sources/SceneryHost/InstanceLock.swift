#if canImport(Glibc)
import Glibc
#endif
import SceneryPlatform

/// An exclusive `flock` on `$XDG_RUNTIME_DIR/scenery/<app-id>.lock`, held for the host's
/// lifetime: the one reliable "already running" test (two hosts starting at once cannot
/// both hold it). The host takes it before it starts anything, so a second launch of a
/// running app finds the running instance before it maps a window or counts a renderer.
/// The holder writes its pid into the file, for the messages of a launch that waits.
@MainActor
final class InstanceLock {
    /// What became of taking the lock.
    enum Acquisition {
        /// This process holds the lock.
        case acquired(InstanceLock)
        /// Another host holds it and now serves its control socket: hand the launch to it.
        case hostServing
    }

    /// The lock file's path.
    let path: String
    private var fd: Int32

    private init(path: String, fd: Int32) {
        self.path = path
        self.fd = fd
        // Who holds it, for a launch that waits (a best effort: the lock is what counts).
        var text = Array("\(getpid())\n".utf8)
        _ = ftruncate(fd, 0)
        _ = pwrite(fd, &text, text.count, 0)
    }

    /// Takes the lock for `appID` in `directory`, which must exist; throws
    /// ``HostError/alreadyRunning(appID:lockPath:)`` when another host holds it.
    convenience init(appID: String, directory: String = RuntimePaths.controlDirectory()) throws(HostError) {
        let (path, fd) = try Self.open(appID: appID, directory: directory)
        let locked: Bool
        do {
            locked = try Self.tryLock(fd, path: path)
        } catch {
            FileDescriptorIO.close(fd)
            throw error
        }
        guard locked else {
            FileDescriptorIO.close(fd)
            throw .alreadyRunning(appID: appID, lockPath: path)
        }
        self.init(path: path, fd: fd)
    }

    /// Takes the lock, or waits while another host holds it — a host that is starting and
    /// does not serve its control socket yet. The wait is on inotify events of the control
    /// directory, no polling: the socket appearing (renamed into place) means the host
    /// serves, and the lock file closed after writing means its holder closed it (a host
    /// that died releases the lock, and this launch takes it and becomes the host).
    ///
    /// - Parameters:
    ///   - handsOver: whether a serving host ends the wait (a launch hands itself over);
    ///     false for a host that must have the lock (one started by the service manager,
    ///     which listens on the socket itself).
    ///   - milliseconds: how long to wait before giving up with
    ///     ``HostError/startingHostNotServing(appID:lockPath:holder:seconds:)``.
    static func acquire(
        appID: String, directory: String = RuntimePaths.controlDirectory(), handsOver: Bool, milliseconds: Double
    ) throws(HostError) -> Acquisition {
        let (path, fd) = try open(appID: appID, directory: directory)
        // `fd` stays open while waiting (closing it would itself be an event to wake on),
        // and becomes the lock's once taken.
        var taken = false
        defer { if !taken { FileDescriptorIO.close(fd) } }
        if try tryLock(fd, path: path) {
            taken = true
            return .acquired(InstanceLock(path: path, fd: fd))
        }
        let socketPath = RuntimePaths.controlSocket(appID: appID, directory: directory)
        let events = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        guard events >= 0 else { throw .instanceLock(path: path, reason: "\(SystemError("inotify_init1"))") }
        defer { FileDescriptorIO.close(events) }
        guard inotify_add_watch(events, directory, UInt32(IN_CREATE | IN_MOVED_TO | IN_CLOSE_WRITE | IN_CLOSE_NOWRITE)) >= 0 else {
            throw .instanceLock(path: path, reason: "\(SystemError("inotify_add_watch", directory))")
        }
        let deadline = MonotonicClock.milliseconds() + milliseconds
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            // Checked after the watch is in place, so no change between a check and the
            // wait goes unseen.
            if try tryLock(fd, path: path) {
                taken = true
                return .acquired(InstanceLock(path: path, fd: fd))
            }
            if handsOver, serves(socketPath) { return .hostServing }
            let left = deadline - MonotonicClock.milliseconds()
            guard left > 0 else {
                throw .startingHostNotServing(appID: appID, lockPath: path, holder: holder(fd), seconds: milliseconds / 1000)
            }
            var pfd = pollfd(fd: events, events: Int16(POLLIN), revents: 0)
            _ = poll(&pfd, 1, Int32(min(left.rounded(.up), Double(Int32.max))))
            while read(events, &buffer, buffer.count) > 0 {}
        }
    }

    /// Gives the lock up (the file stays; the next host locks it again).
    func release() {
        guard fd >= 0 else { return }
        FileDescriptorIO.close(fd)
        fd = -1
    }

    // MARK: Helpers

    private static func open(appID: String, directory: String) throws(HostError) -> (String, Int32) {
        do {
            try RuntimePaths.prepareControlDirectory(directory)
        } catch {
            throw .controlDirectory(reason: "\(error)")
        }
        let path = directory + "/" + appID + ".lock"
        let fd = Glibc.open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw .instanceLock(path: path, reason: "\(SystemError("open"))") }
        return (path, fd)
    }

    /// Whether the lock was taken; false when another process holds it.
    private static func tryLock(_ fd: Int32, path: String) throws(HostError) -> Bool {
        if flock(fd, LOCK_EX | LOCK_NB) == 0 { return true }
        let error = SystemError("flock", path)
        if error.errno == EWOULDBLOCK { return false }
        throw .instanceLock(path: path, reason: "\(error)")
    }

    /// Whether a host accepts connections at `socketPath` (a stale file left by a killed
    /// host refuses them).
    private static func serves(_ socketPath: String) -> Bool {
        guard access(socketPath, F_OK) == 0, let fd = try? Sockets.connect(path: socketPath, milliseconds: 1000) else { return false }
        FileDescriptorIO.close(fd)
        return true
    }

    /// The pid the holder wrote into the lock file, if it wrote one.
    private static func holder(_ fd: Int32) -> Int32? {
        var bytes = [UInt8](repeating: 0, count: 32)
        let count = pread(fd, &bytes, bytes.count, 0)
        guard count > 0 else { return nil }
        return Int32(String(decoding: bytes[..<count].filter { (0x30...0x39).contains($0) }, as: UTF8.self))
    }
}
