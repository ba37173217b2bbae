#if canImport(Glibc)
import Glibc
#endif
import Dispatch

@_silgen_name("_dispatch_get_main_queue_handle_4CF")
private func dispatchMainQueueHandle() -> Int32

@_silgen_name("_dispatch_main_queue_callback_4CF")
private func dispatchMainQueueCallback(_ message: UnsafeMutableRawPointer?)

/// Runs the main dispatch queue — and so Swift's main actor jobs (`Task { @MainActor in … }`,
/// `.task { … }`, `await MainActor.run`) — from an ``EventLoop``.
///
/// Scenery's processes run their own `poll(2)` loop on the main thread instead of
/// `dispatch_main()`, so nothing would ever drain the main queue. libdispatch exposes the
/// queue's wake-up descriptor (an eventfd on Linux) for run loops to integrate, as
/// CoreFoundation's run loop does: the loop watches it and drains the queue when it becomes
/// readable. No polling: an idle process stays asleep in `poll`.
@MainActor
public final class MainQueueBridge {
    private let loop: EventLoop
    private var token: EventLoop.Token?

    /// Starts draining the main queue from `loop`.
    public init(loop: EventLoop) {
        self.loop = loop
        let fd = dispatchMainQueueHandle()
        guard fd >= 0 else { return }
        token = loop.watch(fd) {
            var counter: UInt64 = 0
            // The eventfd is non-blocking: reset it, then run what is queued.
            _ = read(fd, &counter, MemoryLayout<UInt64>.size)
            dispatchMainQueueCallback(nil)
        }
        // Jobs queued before the descriptor was watched.
        loop.defer { dispatchMainQueueCallback(nil) }
    }

    /// Stops watching the queue.
    public func close() {
        if let token { loop.remove(token) }
        token = nil
    }
}
