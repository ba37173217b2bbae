#if canImport(Glibc)
import Glibc
#endif
import SceneryPlatform

/// An exclusive `flock` on `$XDG_RUNTIME_DIR/scenery/<app-id>.lock`, held for the host's
/// lifetime: the one reliable "already running" test (two hosts starting at once cannot
/// both hold it). The host takes it before it starts anything, so a second launch of a
/// running app finds the running instance before it maps a window or counts a renderer.
@MainActor
final class InstanceLock {
    /// The lock file's path.
    let path: String
    private var fd: Int32

    /// Takes the lock for `appID` in `directory`, which must exist; throws
    /// ``HostError/alreadyRunning(appID:lockPath:)`` when another host holds it.
    init(appID: String, directory: String = RuntimePaths.controlDirectory()) throws(HostError) {
        do {
            try RuntimePaths.prepareControlDirectory(directory)
        } catch {
            throw .controlDirectory(reason: "\(error)")
        }
        let path = directory + "/" + appID + ".lock"
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw .instanceLock(path: path, reason: "\(SystemError("open"))") }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
            let error = SystemError("flock", path)
            FileDescriptorIO.close(fd)
            if error.errno == EWOULDBLOCK { throw .alreadyRunning(appID: appID, lockPath: path) }
            throw .instanceLock(path: path, reason: "\(error)")
        }
        self.path = path
        self.fd = fd
    }

    /// Gives the lock up (the file stays; the next host locks it again).
    func release() {
        guard fd >= 0 else { return }
        FileDescriptorIO.close(fd)
        fd = -1
    }
}
