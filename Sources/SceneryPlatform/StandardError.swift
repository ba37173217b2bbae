#if canImport(Glibc)
import Glibc
#endif

/// Writes straight to standard error (no buffering, no Foundation): one `write(2)`.
public func writeStandardError(_ text: String) {
    var bytes = Array(text.utf8)
    _ = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
}
