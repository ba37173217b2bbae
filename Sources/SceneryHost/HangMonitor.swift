/// Decides when the host pings its renderers and what an unanswered ping means: a pure value
/// (times in, decisions out), so its rules are tested without processes or clocks.
///
/// Every ``interval`` (half of `hang-timeout`) one **round** pings every watched renderer
/// that has no ping outstanding and is not parked, all at once. A renderer that leaves a
/// ping unanswered for ``timeout`` is **not responding**; after as long again it is
/// **stopped** (the host kills it and restarts its window as after a crash). An answer at
/// any point before that makes it responding again. Renderers are watched once their
/// handshake is done.
///
/// A renderer whose answer says it was **idle** (nothing but the ping woke it since its
/// previous answer) is **parked**: it gets no pings until it says it is awake (it woke for
/// work) or the host sends it something, and then it is pinged at once. A parked renderer
/// sits in poll(2) and cannot hang without waking first, so an idle app wakes no process,
/// and a renderer that starts work that never ends is still found.
struct HangMonitor: Sendable {
    /// What the host must do now.
    enum Action: Equatable, Sendable {
        /// Send `ping(sequence)` to the renderer.
        case ping(pid: Int32, sequence: UInt64)
        /// The renderer has not answered for ``timeout``: show its window as not responding.
        case notResponding(pid: Int32)
        /// Still no answer, ``timeout`` later: stop the renderer.
        case stop(pid: Int32)
    }

    private struct Watch: Sendable {
        /// The ping waiting for an answer, and when it was sent.
        var outstanding: (sequence: UInt64, sentAt: Double)?
        /// When the renderer was found not responding.
        var notRespondingSince: Double?
        /// Set once the stop was decided (it is decided once).
        var stopped = false
        /// Its last answer said it was idle: no pings until it wakes.
        var parked = false
    }

    /// How long a ping may stay unanswered, in milliseconds (`hang-timeout`).
    var timeout: Double
    /// How often a round of pings goes out: half the timeout, so a renderer that stops
    /// answering is found between one and one and a half timeouts later.
    var interval: Double { timeout / 2 }
    private var watches: [Int32: Watch] = [:]
    private var nextSequence: UInt64 = 1
    /// When the next round of pings is due (nil until a renderer is watched).
    private var nextRound: Double?

    /// A monitor with `timeout` milliseconds.
    init(timeout: Double) { self.timeout = timeout }

    /// Starts watching a renderer (its first ping goes with the next round).
    mutating func watch(_ pid: Int32, now: Double) {
        guard watches[pid] == nil else { return }
        watches[pid] = Watch()
        // A round due long ago (every renderer was parked) is not this one's.
        if nextRound.map({ $0 < now }) ?? true { nextRound = now + interval }
    }

    /// The renderer woke for work, or the host sent it something: unpark it and ping it at
    /// once (with every other renderer due a ping). Returns whether it was parked.
    @discardableResult
    mutating func wake(_ pid: Int32, now: Double) -> Bool {
        guard watches[pid]?.parked == true else { return false }
        watches[pid]?.parked = false
        nextRound = now
        return true
    }

    /// The renderer may have stopped (the kernel reported it stopped by a signal): unpark
    /// it and ping it at once, unless a ping is already outstanding. Returns whether a ping
    /// is now due.
    @discardableResult
    mutating func suspect(_ pid: Int32, now: Double) -> Bool {
        guard let watch = watches[pid], watch.outstanding == nil, !watch.stopped else { return false }
        watches[pid]?.parked = false
        nextRound = now
        return true
    }

    /// Whether the renderer's last answer parked it.
    func isParked(_ pid: Int32) -> Bool { watches[pid]?.parked == true }

    /// Stops watching a renderer (it ended).
    mutating func forget(_ pid: Int32) {
        watches[pid] = nil
        if watches.isEmpty { nextRound = nil }
    }

    /// Whether the renderer is known not to respond now.
    func isNotResponding(_ pid: Int32) -> Bool { watches[pid]?.notRespondingSince != nil }

    /// When a renderer found not responding will be stopped; nil when it responds.
    func stopTime(of pid: Int32) -> Double? { watches[pid]?.notRespondingSince.map { $0 + timeout } }

    /// The renderer answered `sequence`. Returns true when it had been not responding (it
    /// is responding again); an answer to another ping than the outstanding one changes
    /// nothing.
    mutating func answered(_ pid: Int32, sequence: UInt64, idle: Bool = false) -> Bool {
        guard var watch = watches[pid], let outstanding = watch.outstanding, outstanding.sequence == sequence, !watch.stopped else {
            return false
        }
        let recovered = watch.notRespondingSince != nil
        watch.outstanding = nil
        watch.notRespondingSince = nil
        watch.parked = idle
        watches[pid] = watch
        return recovered
    }

    /// The decisions due at `now`, in order (pings last).
    mutating func tick(now: Double) -> [Action] {
        var actions: [Action] = []
        for pid in watches.keys.sorted() {
            guard var watch = watches[pid], let outstanding = watch.outstanding, !watch.stopped else { continue }
            if let since = watch.notRespondingSince {
                if now - since >= timeout {
                    watch.stopped = true
                    actions.append(.stop(pid: pid))
                }
            } else if now - outstanding.sentAt >= timeout {
                watch.notRespondingSince = now
                actions.append(.notResponding(pid: pid))
            }
            watches[pid] = watch
        }
        if let round = nextRound, now >= round {
            for pid in watches.keys.sorted() where watches[pid]?.outstanding == nil && watches[pid]?.parked == false {
                watches[pid]?.outstanding = (nextSequence, now)
                actions.append(.ping(pid: pid, sequence: nextSequence))
                nextSequence += 1
            }
            nextRound = now + interval
        }
        return actions
    }

    /// When ``tick(now:)`` next has something to do; nil when nothing is watched, or when
    /// every renderer is parked.
    var nextDeadline: Double? {
        let pingable = watches.values.contains { $0.outstanding == nil && !$0.parked && !$0.stopped }
        var earliest = pingable ? nextRound : nil
        for watch in watches.values where !watch.stopped {
            guard let outstanding = watch.outstanding else { continue }
            let due = watch.notRespondingSince.map { $0 + timeout } ?? outstanding.sentAt + timeout
            earliest = min(earliest ?? due, due)
        }
        return earliest
    }
}
