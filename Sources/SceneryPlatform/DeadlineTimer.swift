/// A one-shot timer on an ``EventLoop`` that can be moved: armed for one deadline at a
/// time, so a window wakes exactly when its next timed update is due and not before.
@MainActor
public final class DeadlineTimer {
    private let loop: EventLoop
    private var token: EventLoop.Token?
    /// When the timer is armed for, in ``MonotonicClock`` milliseconds; nil when it is not.
    public private(set) var deadline: Double?
    /// How many times the timer has fired (for tests and diagnostics).
    public private(set) var firings = 0

    /// A timer on `loop`, not armed.
    public init(loop: EventLoop) { self.loop = loop }

    /// Arms the timer to run `action` once, `milliseconds` from now (replacing any deadline
    /// it had).
    public func arm(inMilliseconds milliseconds: Double, _ action: @escaping @MainActor () -> Void) {
        cancel()
        let delay = max(0, milliseconds)
        deadline = MonotonicClock.milliseconds() + delay
        token = loop.after(milliseconds: delay) { [weak self] in
            guard let self else { return }
            self.token = nil
            self.deadline = nil
            self.firings += 1
            action()
        }
    }

    /// Disarms the timer.
    public func cancel() {
        if let token { loop.remove(token) }
        token = nil
        deadline = nil
    }
}
