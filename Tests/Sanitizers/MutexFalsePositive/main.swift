// ThreadSanitizer and Swift's Synchronization.Mutex on Linux: a program without a data race
// that ThreadSanitizer reports as racy (docs/fuzzing.md, "Sanitizers"). Built and run by
// check.sh as a module named like the one the suppression is for, so the suppression file
// of `make sanitize` is tried on the same mangled names.
//
// Two threads take turns on one mutex, every access to the protected dictionary inside
// `withLock`; the total comes out exact, so the lock works. Modes:
//   mutex    the program above (reported without the suppression, not with it);
//   pthread  the same with a pthread mutex, which ThreadSanitizer intercepts (not reported);
//   outside  as `mutex`, plus an unlocked counter both threads increment: a real race,
//            which must still be reported with the suppression.
#if canImport(Glibc)
import Glibc
#endif
import Synchronization

final class AppLocalization: @unchecked Sendable {
    struct State: ~Copyable {
        var counts: [String: Int] = [:]
    }

    let state = Mutex(State())
    let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    var plain: [String: Int] = [:]
    var unlocked = 0

    init() { pthread_mutex_init(lock, nil) }

    func countUnderMutex() {
        state.withLock { $0.counts["k", default: 0] += 1 }
    }

    func countUnderPthreadMutex() {
        pthread_mutex_lock(lock)
        plain["k", default: 0] += 1
        pthread_mutex_unlock(lock)
    }

    func countUnlocked() { unlocked += 1 }

    var total: Int { state.withLock { $0.counts["k"] ?? 0 } + plain["k", default: 0] }
}

let shared = AppLocalization()
nonisolated(unsafe) var mode = "mutex"
let rounds = 20_000

func work() {
    for _ in 0..<rounds {
        switch mode {
        case "pthread": shared.countUnderPthreadMutex()
        case "outside":
            shared.countUnderMutex()
            shared.countUnlocked()
        default: shared.countUnderMutex()
        }
    }
}

@main
enum Main {
    static func main() {
        mode = CommandLine.arguments.dropFirst().first ?? "mutex"
        var threads: [pthread_t] = []
        for _ in 0..<2 {
            var thread = pthread_t()
            pthread_create(&thread, nil, { _ in work(); return nil }, nil)
            threads.append(thread)
        }
        for thread in threads { pthread_join(thread, nil) }
        print("\(mode): total \(shared.total) of \(2 * rounds)")
    }
}
