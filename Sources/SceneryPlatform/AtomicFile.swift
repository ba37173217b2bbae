#if canImport(Glibc)
import Glibc
#endif

/// Whole-file reads and crash-safe writes for persisted state.
///
/// A write goes to a temporary file in the same directory, is flushed to disk (`fsync`),
/// and replaces the old file with `rename(2)`, which is atomic; the directory is synced
/// too. A crash or a full disk at any moment leaves either the old file or the new one,
/// never half of one, and a failed write leaves the old file in place.
public enum AtomicFile {
    /// Files larger than this are refused on read (state files are small).
    public static let maximumSize = 16 << 20

    /// The file's bytes, nil when it does not exist (or a folder on its path is a file);
    /// throws for other failures and for a file over `limit` bytes (``maximumSize``
    /// unless given; the error's errno is `EFBIG`).
    public static func read(_ path: String, limit: Int = maximumSize) throws(SystemError) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        if fd < 0 {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw SystemError("open", path)
        }
        defer { FileDescriptorIO.close(fd) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw SystemError("read", path)
            }
            if n == 0 { return bytes }
            bytes += buffer[0..<n]
            if bytes.count > limit { throw SystemError("read", "\(path) (larger than \(sizeDescription(limit)))", errno: EFBIG) }
        }
    }

    /// `limit` bytes as people write it: "16 MiB", "1024 KiB" for sizes not whole MiB.
    private static func sizeDescription(_ limit: Int) -> String {
        limit % (1 << 20) == 0 ? "\(limit >> 20) MiB" : limit % 1024 == 0 ? "\(limit >> 10) KiB" : "\(limit) bytes"
    }

    /// Replaces `path` with `bytes` atomically (mode 0600).
    public static func write(_ bytes: [UInt8], to path: String) throws(SystemError) {
        let directory = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
        let temporary = "\(path).tmp-\(getpid())"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw SystemError("open", temporary) }
        var written = 0
        while written < bytes.count {
            do {
                written += try FileDescriptorIO.write(fd, bytes[written...])
            } catch {
                FileDescriptorIO.close(fd)
                unlink(temporary)
                throw error
            }
        }
        guard fsync(fd) == 0 else {
            let error = SystemError("fsync", temporary)
            FileDescriptorIO.close(fd)
            unlink(temporary)
            throw error
        }
        FileDescriptorIO.close(fd)
        guard rename(temporary, path) == 0 else {
            let error = SystemError("rename", "\(temporary) to \(path)")
            unlink(temporary)
            throw error
        }
        let directoryFD = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directoryFD >= 0 {
            _ = fsync(directoryFD)
            FileDescriptorIO.close(directoryFD)
        }
    }

    /// Creates `path` and its missing parents with mode 0700.
    public static func makeDirectories(_ path: String) throws(SystemError) {
        var current = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            current += "/" + component
            if mkdir(current, 0o700) != 0 && errno != EEXIST { throw SystemError("mkdir", current) }
        }
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else {
            throw SystemError("mkdir", "\(path) (not a directory)", errno: ENOTDIR)
        }
    }

    /// Moves a file that could not be read aside, so a clean start does not destroy it:
    /// to `<path>.corrupt`, or `<path>.corrupt.1`, `.2`… when earlier ones exist (each is
    /// kept; a name is taken with `link`, which never replaces a file). Returns the new
    /// name, or nil when the file could not be moved.
    public static func moveAside(_ path: String) -> String? {
        for index in 0..<1000 {
            let aside = index == 0 ? path + ".corrupt" : "\(path).corrupt.\(index)"
            if link(path, aside) == 0 {
                unlink(path)
                return aside
            }
            guard errno == EEXIST else { break }
        }
        return nil
    }
}

extension RuntimePaths {
    /// Where an app's persisted state lives: `SCENERY_STATE_DIR`, else
    /// `$XDG_STATE_HOME/scenery/<app-id>`, else `~/.local/state/scenery/<app-id>`.
    public static func stateDirectory(appID: String) -> String {
        if let explicit = environment("SCENERY_STATE_DIR"), !explicit.isEmpty { return explicit }
        if let state = environment("XDG_STATE_HOME"), state.hasPrefix("/") { return state + "/scenery/" + appID }
        let home = environment("HOME").flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp/scenery-\(getuid())"
        return home + "/.local/state/scenery/" + appID
    }
}
