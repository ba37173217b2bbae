#if canImport(Glibc)
import Glibc
#endif
import CSceneryPlatform

/// The display-rate clock of a window's animations: a `timerfd` watched by the event loop,
/// armed only while an animation runs.
///
/// ``start(_:)`` arms a periodic timer (60 Hz by default) and calls the tick action once per
/// period from the loop (missed periods are folded into one tick); ``stop()`` disarms it, so
/// an idle window has no timer wake-ups at all.
@MainActor
public final class FrameTimer {
    private let loop: EventLoop
    private let interval: Double
    private var fd: Int32 = -1
    private var token: EventLoop.Token?
    private var tick: (@MainActor () -> Void)?

    /// A frame timer on `loop` firing every `interval` seconds while running.
    public init(loop: EventLoop, interval: Double = 1.0 / 60) {
        self.loop = loop
        self.interval = interval
    }

    /// Whether the timer is armed.
    public private(set) var isRunning = false

    /// How many ticks the timer has delivered (for tests and diagnostics).
    public private(set) var ticks = 0

    /// Arms the timer (if it is not already) with `action` as the tick.
    public func start(_ action: @escaping @MainActor () -> Void) {
        tick = action
        guard !isRunning else { return }
        if fd < 0 {
            fd = scenery_timerfd_open()
            guard fd >= 0 else { fatalError("timerfd_create failed: \(SystemError("timerfd_create"))") }
            token = loop.watch(fd) { [unowned self] in self.fired() }
        }
        arm(interval)
        isRunning = true
    }

    /// Disarms the timer: no more wake-ups until the next ``start(_:)``.
    public func stop() {
        guard isRunning else { return }
        arm(0)
        isRunning = false
    }

    /// Stops watching and closes the descriptor.
    public func invalidate() {
        stop()
        if let token { loop.remove(token) }
        if fd >= 0 { close(fd) }
        fd = -1
        token = nil
    }

    private func arm(_ seconds: Double) {
        _ = scenery_timerfd_arm(fd, Int64((seconds * 1_000_000_000).rounded()))
    }

    private func fired() {
        guard scenery_timerfd_read(fd) > 0, isRunning else { return }
        ticks += 1
        tick?()
    }
}
