#if canImport(Glibc)
import Glibc
#endif

/// Start-up milestones on standard error, when `SCENERY_TRACE_STARTUP=1`: one line per
/// mark with CLOCK_MONOTONIC milliseconds, so host and renderer lines can be merged and
/// read as one timeline, and the CPU time the process has used so far (all its threads),
/// so the work two processes compete for two cores with can be told from waiting. Costs
/// one getenv when off.
public enum StartupTrace {
    private static let enabled = RuntimePaths.environment("SCENERY_TRACE_STARTUP") == "1"

    /// Records a milestone.
    public static func mark(_ role: String, _ what: String) {
        guard enabled else { return }
        var cpu = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &cpu)
        let cpuMilliseconds = Double(cpu.tv_sec) * 1000 + Double(cpu.tv_nsec) / 1_000_000
        let line = "trace \(String(format3(MonotonicClock.milliseconds()))) \(role)[\(getpid())] \(what) (cpu \(format3(cpuMilliseconds)) ms)\n"
        writeStandardError(line)
    }

    private static func format3(_ value: Double) -> String {
        let whole = Int(value)
        let fraction = Int((value - Double(whole)) * 1000)
        let padded = String(fraction)
        return "\(whole).\(String(repeating: "0", count: 3 - padded.count))\(padded)"
    }
}
