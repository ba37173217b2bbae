#if canImport(Glibc)
import Glibc
#endif

/// Wakes an ``EventLoop`` from any thread: after ``signal`` the loop runs `action` on its
/// own thread, in its next turn (the self-pipe trick, over a non-blocking socket pair).
/// Several signals before the loop gets to it make one call of `action`.
///
/// The renderer uses it to apply model changes made on other threads (Observation and
/// `objectWillChange` notify on the thread that changes the model).
@MainActor
public final class LoopWakeUp {
    private let loop: EventLoop
    private let token: EventLoop.Token
    private let readEnd: Int32
    private let writeEnd: Int32
    /// Signals the loop. Safe to call from any thread, as often as wanted; it never blocks.
    /// Call it only while the wake-up is open.
    public nonisolated let signal: @Sendable () -> Void

    /// Watches a new socket pair in `loop`; `action` runs when a signal arrives.
    public init(loop: EventLoop, action: @escaping @MainActor () -> Void) throws(SystemError) {
        let (readEnd, writeEnd) = try Sockets.pair()
        self.loop = loop
        self.readEnd = readEnd
        self.writeEnd = writeEnd
        signal = {
            var byte: UInt8 = 1
            // A full buffer (EAGAIN) already holds a pending wake-up.
            _ = write(writeEnd, &byte, 1)
        }
        token = loop.watch(readEnd) {
            var buffer = [UInt8](repeating: 0, count: 64)
            while read(readEnd, &buffer, buffer.count) > 0 {}
            action()
        }
    }

    /// Stops watching and closes the socket pair (no ``signal`` may follow).
    public func close() {
        loop.remove(token)
        _ = Glibc.close(readEnd)
        _ = Glibc.close(writeEnd)
    }
}
