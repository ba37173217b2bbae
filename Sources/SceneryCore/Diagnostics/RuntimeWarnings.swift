#if canImport(Glibc)
import Glibc
#endif

/// Warnings about API misuse found while the app runs (SwiftUI's "runtime issues"): one
/// line each on standard error, each distinct message once per process.
@MainActor
package enum RuntimeWarnings {
    /// Where warnings go; tests replace it to read them.
    package static var report: @MainActor (String) -> Void = { message in
        var bytes = Array("scenery: warning: \(message)\n".utf8)
        _ = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
    }
    private static var reported: Set<String> = []

    /// Reports `message` unless it was reported before.
    package static func warnOnce(_ message: String) {
        guard reported.insert(message).inserted else { return }
        report(message)
    }

    /// Forgets that `message` was reported, so it is reported again (for tests).
    package static func forget(_ message: String) { reported.remove(message) }
}
