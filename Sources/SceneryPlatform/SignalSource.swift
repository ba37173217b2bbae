#if canImport(Glibc)
import Glibc
#endif
import CSceneryPlatform

/// Delivers signals through an ``EventLoop`` (signalfd), so a signal is an ordinary event
/// rather than an interruption. The signals are blocked in this thread; children started by
/// ``ProcessSpawner`` get an empty mask back.
@MainActor
public final class SignalSource {
    private let fd: Int32
    private let token: EventLoop.Token

    /// Watches `signals` and calls `handler` with each one received.
    public init(signals: [Int32], loop: EventLoop, handler: @escaping @MainActor (Int32) -> Void) throws(SystemError) {
        let fd = signals.withUnsafeBufferPointer { scenery_signalfd_open($0.baseAddress, Int32($0.count)) }
        guard fd >= 0 else { throw SystemError("signalfd") }
        self.fd = fd
        token = loop.watch(fd) {
            while true {
                let signal = scenery_signalfd_read(fd)
                if signal <= 0 { return }
                handler(signal)
            }
        }
    }
}

/// Process-wide signal settings.
public enum Signals {
    /// Ignore SIGPIPE so a write to a closed socket fails with EPIPE.
    public static func ignoreBrokenPipe() { scenery_ignore_sigpipe() }

    /// Names this process for `ps` and `top` (prctl PR_SET_NAME; 15 bytes are kept). A
    /// renderer is started from `/proc/<host>/fd/<n>`, so without it the kernel names it
    /// after the descriptor: "5".
    public static func setProcessName(_ name: String) {
        _ = scenery_set_process_name(String(decoding: name.utf8.prefix(15), as: UTF8.self))
    }

    /// Asks the kernel to send `signal` to this process when its parent dies
    /// (prctl PR_SET_PDEATHSIG). Returns false if the parent is already gone.
    public static func dieWithParent(signal: Int32, expectedParent: Int32?) -> Bool {
        _ = scenery_set_parent_death_signal(signal)
        if let expectedParent, getppid() != expectedParent { return false }
        return true
    }
}
