#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Brings change notifications to the main actor, where views are evaluated.
///
/// Observation and `objectWillChange` call their observers on whatever thread made the
/// change. Almost always that is the main thread (an event handler changed a model), and
/// then ``run(_:)`` runs the work at once: the views are marked and the window's one
/// deferred update is requested, so every change of one event-loop turn is applied as
/// one update. A change made on another thread is queued instead, and the queue is
/// drained on the main actor: the renderer's event loop is woken through ``setWakeUp(_:)``
/// (an `eventfd` it watches); without one (tests, no event loop) a main-actor task drains
/// it.
package enum MainActorHop {
    /// Runs `work` on the main actor: now when called on the main thread, otherwise as
    /// soon as the main actor drains the queue.
    package static func run(_ work: @escaping @MainActor @Sendable () -> Void) {
        if mailbox.isMainThread {
            MainActor.assumeIsolated { work() }
        } else {
            post(work)
        }
    }

    /// Queues `work` for the main actor and wakes it (any thread).
    package static func post(_ work: @escaping @MainActor @Sendable () -> Void) {
        let (wasEmpty, wake) = mailbox.append(work)
        guard wasEmpty else { return }
        if let wake {
            wake()
        } else {
            Task { @MainActor in drain() }
        }
    }

    /// Records the calling thread as the main thread. The graph calls it when it is
    /// created, before any observation is registered.
    @MainActor
    package static func markMainThread() {
        mailbox.markMainThread()
    }

    /// Installs what wakes the main thread's event loop after work was queued from another
    /// thread; it runs on that other thread and must only signal (the loop then calls
    /// ``drain()``).
    package static func setWakeUp(_ wake: (@Sendable () -> Void)?) {
        mailbox.setWakeUp(wake)
    }

    /// Runs the work queued from other threads, in order.
    @MainActor
    package static func drain() {
        while true {
            let work = mailbox.takeAll()
            if work.isEmpty { return }
            for item in work { item() }
        }
    }

    private static let mailbox = Mailbox()
}

/// The queue behind ``MainActorHop``: a mutex-protected list of work, the main thread's id
/// and the wake-up hook.
private final class Mailbox: @unchecked Sendable {
    // @unchecked: every stored property is read and written with `mutex` held.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var queue: [@MainActor @Sendable () -> Void] = []
    private var mainThread: pthread_t?
    private var wake: (@Sendable () -> Void)?

    init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    private func locked<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }

    var isMainThread: Bool {
        let current = pthread_self()
        return locked { mainThread.map { pthread_equal($0, current) != 0 } ?? false }
    }

    func markMainThread() {
        let current = pthread_self()
        locked { mainThread = current }
    }

    func setWakeUp(_ wake: (@Sendable () -> Void)?) {
        locked { self.wake = wake }
    }

    /// Appends `work`; returns whether the queue was empty before (only then the main
    /// thread needs waking) and the wake-up hook.
    func append(_ work: @escaping @MainActor @Sendable () -> Void) -> (Bool, (@Sendable () -> Void)?) {
        locked {
            let wasEmpty = queue.isEmpty
            queue.append(work)
            return (wasEmpty, wake)
        }
    }

    func takeAll() -> [@MainActor @Sendable () -> Void] {
        locked {
            let work = queue
            queue = []
            return work
        }
    }
}
