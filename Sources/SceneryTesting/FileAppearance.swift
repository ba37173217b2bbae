#if canImport(Glibc)
import Glibc
#endif
import SceneryPlatform

/// Waits for a file to appear in a directory, on inotify events (no polling).
public enum FileAppearance {
    /// Waits until `name` exists in `directory` (which must exist), up to `milliseconds`,
    /// or until `stop` says to give up (checked on every event and at least every 250 ms,
    /// for a process that died). Returns whether the file exists.
    public static func wait(for name: String, in directory: String, milliseconds: Double, stop: () -> Bool = { false }) -> Bool {
        let path = directory + "/" + name
        return wait(in: directory, milliseconds: milliseconds, stop: stop) { access(path, F_OK) == 0 }
    }

    /// Waits until `condition` holds, checking it now and whenever a file in `directory`
    /// is created, moved in or closed after writing, up to `milliseconds` or until `stop`
    /// says to give up (checked on every event and at least every 250 ms). Returns whether
    /// the condition holds.
    public static func wait(in directory: String, milliseconds: Double, stop: () -> Bool = { false }, until condition: () -> Bool) -> Bool {
        let fd = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        guard fd >= 0 else { return condition() }
        defer { close(fd) }
        _ = inotify_add_watch(fd, directory, UInt32(IN_CREATE | IN_MOVED_TO | IN_CLOSE_WRITE))
        let deadline = MonotonicClock.milliseconds() + milliseconds
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !condition() {
            let left = deadline - MonotonicClock.milliseconds()
            if left <= 0 || stop() { return condition() }
            var pfd = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            _ = poll(&pfd, 1, Int32(min(left, 250)))
            while read(fd, &buffer, buffer.count) > 0 {}
        }
        return true
    }
}
