#if canImport(Glibc)
import Glibc
#endif

/// A single-threaded loop that waits on file descriptors with poll(2).
///
/// Everything in a Scenery process is driven from here: the X connection, the wire
/// sockets, the signalfd. There is no periodic wake-up: `poll` sleeps until a descriptor is
/// ready or the earliest one-shot deadline passes, so an idle process uses no CPU.
@MainActor
public final class EventLoop {
    /// A registration handle, for ``remove(_:)``.
    public struct Token: Hashable, Sendable { let value: Int }

    private struct Watch {
        var fd: Int32
        var wantsWrite: Bool
        var onReadable: @MainActor () -> Void
        var onWritable: (@MainActor () -> Void)?
    }

    private struct Deadline {
        var token: Token
        var at: Double
        var action: @MainActor () -> Void
    }

    private var watches: [Token: Watch] = [:]
    private var order: [Token] = []
    private var deadlines: [Deadline] = []
    private var nextToken = 0
    private var stopped = false
    /// Work queued with ``defer(_:)``, run after the current batch of events.
    private var deferred: [@MainActor () -> Void] = []

    /// Creates a loop with nothing registered.
    public init() {}

    /// How many times the loop woke up: turns whose wait ended because a descriptor was
    /// ready or a deadline came (for tests and diagnostics: an idle window stays put).
    public private(set) var wakeUps = 0

    /// Calls `onReadable` whenever `fd` is readable (or has hung up).
    @discardableResult
    public func watch(_ fd: Int32, onReadable: @escaping @MainActor () -> Void) -> Token {
        let token = makeToken()
        watches[token] = Watch(fd: fd, wantsWrite: false, onReadable: onReadable, onWritable: nil)
        order.append(token)
        return token
    }

    /// Asks for `onWritable` once `fd` can take more bytes; pass `nil` to stop asking.
    public func setWritableHandler(_ token: Token, _ onWritable: (@MainActor () -> Void)?) {
        watches[token]?.onWritable = onWritable
        watches[token]?.wantsWrite = onWritable != nil
    }

    /// Stops watching a descriptor (the caller still owns and closes it).
    public func remove(_ token: Token) {
        watches[token] = nil
        order.removeAll { $0 == token }
        deadlines.removeAll { $0.token == token }
    }

    /// Runs `action` once, `milliseconds` from now, unless cancelled with ``remove(_:)``.
    @discardableResult
    public func after(milliseconds: Double, _ action: @escaping @MainActor () -> Void) -> Token {
        let token = makeToken()
        deadlines.append(Deadline(token: token, at: MonotonicClock.milliseconds() + milliseconds, action: action))
        return token
    }

    /// Runs `action` after the events of the current turn have been handled (coalescing).
    public func `defer`(_ action: @escaping @MainActor () -> Void) {
        deferred.append(action)
    }

    private var turnObservers: [@MainActor () -> Void] = []
    private var wakeObservers: [@MainActor () -> Void] = []

    /// How many handlers (descriptors ready, deadlines due) the current turn has run so
    /// far; read at the end of a turn, it says whether the turn did more than one thing.
    public private(set) var handledThisTurn = 0

    /// Runs `action` at the start of every turn that has something to do (a descriptor
    /// ready, a deadline due, deferred work), before any of it: for notices that must go
    /// out before work that might not end.
    public func beforeEachTurn(_ action: @escaping @MainActor () -> Void) {
        wakeObservers.append(action)
    }

    /// Runs `action` at the end of every turn that handled something (after the deferred
    /// work): for checks that must follow whatever a batch of events changed.
    public func afterEachTurn(_ action: @escaping @MainActor () -> Void) {
        turnObservers.append(action)
    }

    /// Runs until ``stop()`` is called (returns at once if it already was).
    public func run() {
        while !stopped {
            turn(timeoutMilliseconds: nil)
        }
    }

    /// Ends ``run()`` after the current turn; a loop stopped before it runs does not run.
    public func stop() { stopped = true }

    /// Waits once for events (or the earliest deadline, or `timeoutMilliseconds`), handles
    /// them, then runs deferred work. Returns false if it timed out with nothing to do.
    @discardableResult
    public func turn(timeoutMilliseconds: Double?) -> Bool {
        let tokens = order
        var fds = tokens.map { token -> pollfd in
            let watch = watches[token]!
            return pollfd(fd: watch.fd, events: Int16(POLLIN) | (watch.wantsWrite ? Int16(POLLOUT) : 0), revents: 0)
        }
        // Work deferred after the last turn's deferred work ran (by a turn observer) runs now.
        var timeout = deferred.isEmpty ? (timeoutMilliseconds ?? -1) : 0
        if let earliest = deadlines.map(\.at).min() {
            let untilDeadline = max(0, earliest - MonotonicClock.milliseconds())
            timeout = timeout < 0 ? untilDeadline : min(timeout, untilDeadline)
        }
        let ready = poll(&fds, nfds_t(fds.count), timeout < 0 ? -1 : Int32(timeout.rounded(.up)))
        if ready < 0 && errno != EINTR {
            fatalError("poll failed: \(SystemError("poll"))")
        }
        handledThisTurn = 0
        let woken = ready > 0 || deadlines.contains(where: { $0.at <= MonotonicClock.milliseconds() })
        if woken { wakeUps += 1 }
        // Deferred work is work too, though nothing woke the loop for it.
        if woken || !deferred.isEmpty {
            for observer in wakeObservers { observer() }
        }
        if ready > 0 {
            for (token, pfd) in zip(tokens, fds) where pfd.revents != 0 {
                guard let watch = watches[token] else { continue }
                handledThisTurn += 1
                if pfd.revents & Int16(POLLOUT) != 0, let onWritable = watch.onWritable { onWritable() }
                if pfd.revents & ~Int16(POLLOUT) != 0, watches[token] != nil { watch.onReadable() }
            }
        }
        let now = MonotonicClock.milliseconds()
        let due = deadlines.filter { $0.at <= now }
        if !due.isEmpty {
            deadlines.removeAll { $0.at <= now }
            for deadline in due { deadline.action() }
            handledThisTurn += due.count
        }
        while !deferred.isEmpty {
            let work = deferred
            deferred.removeAll()
            for action in work { action() }
        }
        let handled = handledThisTurn > 0
        if handled { for observer in turnObservers { observer() } }
        return handled
    }

    private func makeToken() -> Token {
        nextToken += 1
        return Token(value: nextToken)
    }
}
