/// Decides whether a window whose renderer crashed gets a new renderer, in the manner of
/// systemd's `StartLimitBurst`/`StartLimitIntervalSec`: at most `burst` restarts of one
/// window within `interval` milliseconds; past that the window stays closed, so a renderer
/// that crashes at once on every start cannot make the host spin.
struct RestartPolicy: Sendable {
    /// Restarts allowed per window within ``interval``.
    var burst = 3
    /// The window of time, in milliseconds.
    var interval: Double = 30_000
    private var history: [UInt64: [Double]] = [:]

    /// Records a crash of `window` at `now` and says whether to restart it; the second
    /// value counts the restarts within the interval, this one included.
    mutating func shouldRestart(window: UInt64, now: Double) -> (restart: Bool, count: Int) {
        var recent = (history[window] ?? []).filter { now - $0 < interval }
        guard recent.count < burst else {
            history[window] = recent
            return (false, recent.count)
        }
        recent.append(now)
        history[window] = recent
        return (true, recent.count)
    }

    /// Forgets a window that closed for good.
    mutating func forget(window: UInt64) { history[window] = nil }
}
