#if canImport(Glibc)
import Glibc
#endif
import CSceneryPlatform

/// Waits for processes to end without polling: a pidfd (pidfd_open(2)) becomes readable
/// when its process exits.
public enum ProcessWatch {
    /// Waits up to `milliseconds` for `pid` to exit. Returns true if it has (or never
    /// existed). Works for any process, not only children; a zombie counts as exited.
    public static func waitForExit(_ pid: Int32, milliseconds: Double) -> Bool {
        let fd = scenery_pidfd_open(pid)
        if fd < 0 { return errno == ESRCH }
        defer { close(fd) }
        let deadline = MonotonicClock.milliseconds() + milliseconds
        while true {
            let left = deadline - MonotonicClock.milliseconds()
            if left <= 0 { return false }
            var pfd = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let rc = poll(&pfd, 1, Int32(left.rounded(.up)))
            if rc > 0 { return true }
            if rc == 0 { return false }
            if errno != EINTR { return false }
        }
    }

    /// Whether `pid` is a live process (not gone and not a zombie).
    public static func isAlive(_ pid: Int32) -> Bool {
        guard kill(pid, 0) == 0 else { return false }
        return processState(pid) != "Z"
    }

    /// The state letter from /proc/PID/stat (R, S, Z, ...), or nil.
    public static func processState(_ pid: Int32) -> Character? {
        guard let stat = readSmallFile("/proc/\(pid)/stat"),
              let close = stat.lastIndex(of: ")") else { return nil }
        return stat[stat.index(after: close)...].first { $0 != " " }
    }

    /// The direct children of `pid` (/proc/PID/task/*/children).
    public static func children(of pid: Int32) -> [Int32] {
        var result: [Int32] = []
        for name in DirectoryListing.names(in: "/proc/\(pid)/task") ?? [] {
            guard Int32(name) != nil, let list = readSmallFile("/proc/\(pid)/task/\(name)/children") else { continue }
            result += list.split(separator: " ").compactMap { Int32($0.trimmingWhitespace()) }
        }
        return result
    }

    /// Whether `pid` is an app's renderer zygote (named `scenery-zygote`): the process a
    /// plain launch starts beside its first renderer to fork the later ones.
    public static func isRendererZygote(_ pid: Int32) -> Bool {
        readSmallFile("/proc/\(pid)/comm").map { Substring($0).trimmingWhitespace() } == "scenery-zygote"
    }

    /// The target of /proc/PID/exe.
    public static func executable(of pid: Int32) -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/\(pid)/exe", &buffer, buffer.count - 1)
        guard n > 0 else { return nil }
        return String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Reads a small text file (procfs), or nil.
    public static func readSmallFile(_ path: String) -> String? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n <= 0 { break }
            bytes += buffer[0..<n]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension Substring {
    func trimmingWhitespace() -> Substring {
        var s = self
        while let c = s.first, c.isWhitespace { s.removeFirst() }
        while let c = s.last, c.isWhitespace { s.removeLast() }
        return s
    }
}
