#if canImport(Glibc)
import Glibc
#endif

/// Runs work on a new, detached POSIX thread.
///
/// For a renderer's start-up work: the first `DispatchQueue.global().async` of a process
/// starts libdispatch's worker pool first, which costs about a millisecond on the path to
/// the first frame; a thread of its own starts in a few microseconds.
public enum BackgroundThread {
    /// Starts `work` on a new thread. Returns false (and runs nothing) when no thread can be
    /// created.
    @discardableResult
    public static func start(_ work: @escaping @Sendable () -> Void) -> Bool {
        let box = Unmanaged.passRetained(Work(work)).toOpaque()
        var attributes = pthread_attr_t()
        guard pthread_attr_init(&attributes) == 0 else {
            Unmanaged<Work>.fromOpaque(box).release()
            return false
        }
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        var thread = pthread_t()
        let created = pthread_create(&thread, &attributes, { raw in
            guard let raw else { return nil }
            Unmanaged<Work>.fromOpaque(raw).takeRetainedValue().run()
            return nil
        }, box)
        guard created == 0 else {
            Unmanaged<Work>.fromOpaque(box).release()
            return false
        }
        return true
    }

    private final class Work: Sendable {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }
}
