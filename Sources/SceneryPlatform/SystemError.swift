#if canImport(Glibc)
import Glibc
#endif

/// A failed system call: which call, on what, and the errno text.
public struct SystemError: Error, CustomStringConvertible, Sendable {
    /// The call that failed, e.g. `connect`.
    public var call: String
    /// What it was acting on, e.g. a path.
    public var subject: String
    /// The errno value.
    public var errno: Int32

    /// Creates an error from the current `errno`.
    public init(_ call: String, _ subject: String = "") {
        self.init(call, subject, errno: Glibc.errno)
    }

    /// Creates an error with an explicit errno value.
    public init(_ call: String, _ subject: String, errno: Int32) {
        self.call = call
        self.subject = subject
        self.errno = errno
    }

    /// The errno text (strerror).
    public var reason: String { String(cString: strerror(errno)) }

    public var description: String {
        subject.isEmpty ? "\(call) failed: \(reason)" : "\(call) \(subject) failed: \(reason)"
    }
}
