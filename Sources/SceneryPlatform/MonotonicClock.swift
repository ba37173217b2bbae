#if canImport(Glibc)
import Glibc
#endif

/// Milliseconds on CLOCK_MONOTONIC: for deadlines and measurements, never wall time.
public enum MonotonicClock {
    /// Now, in milliseconds since an arbitrary point.
    public static func milliseconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) * 1000 + Double(ts.tv_nsec) / 1_000_000
    }
}
