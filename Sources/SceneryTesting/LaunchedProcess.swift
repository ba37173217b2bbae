#if canImport(Glibc)
import Glibc
#endif
public import SceneryPlatform

/// A process a test started, with its output captured to a file and waits that block on
/// the process itself (pidfd), never on a timer.
public final class LaunchedProcess: @unchecked Sendable {
    // @unchecked: the mutable exit status is only touched by the owning test's calls.
    /// The process id.
    public let pid: Int32
    /// Where its stdout and stderr go.
    public let outputPath: String
    private var status: TerminationStatus?

    /// Starts `path` with `arguments` and `environment` overrides on top of this process's
    /// environment (pass `nil` as a value to remove a variable).
    public init(path: String, arguments: [String] = [], environment: [String: String?], outputPath: String) throws {
        var base = ProcessSpawner.currentEnvironment()
        let removed = Set(environment.filter { $0.value == nil }.map(\.key))
        base = base.filter { entry in
            let name = String(entry.split(separator: "=", maxSplits: 1).first ?? "")
            return !removed.contains(name)
        }
        let overrides = environment.compactMapValues { $0 }
        let fd = open(outputPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw SystemError("open", outputPath) }
        defer { close(fd) }
        pid = try ProcessSpawner.spawn(
            path: path, arguments: [path] + arguments,
            environment: ProcessSpawner.environment(base, setting: overrides), outputFD: fd)
        self.outputPath = outputPath
    }

    init(pid: Int32, outputPath: String) {
        self.pid = pid
        self.outputPath = outputPath
    }

    /// Waits up to `milliseconds` for the process to exit and reaps it.
    /// Returns its exit status, or nil if it is still running.
    @discardableResult
    public func waitForExit(milliseconds: Double) -> TerminationStatus? {
        if let status { return status }
        guard ProcessWatch.waitForExit(pid, milliseconds: milliseconds) else { return nil }
        var raw: Int32 = 0
        guard waitpid(pid, &raw, 0) == pid else { return nil }
        status = TerminationStatus(waitStatus: raw)
        return status
    }

    /// Sends a signal.
    public func signal(_ signal: Int32) { kill(pid, signal) }

    /// Kills the process if it is still running and reaps it.
    public func terminate() {
        guard status == nil else { return }
        kill(pid, SIGKILL)
        waitForExit(milliseconds: 5000)
    }

    /// Everything the process wrote so far.
    public var output: String { ProcessWatch.readSmallFile(outputPath) ?? "" }

    /// The process's direct children (for the scene host: its renderers).
    public var children: [Int32] { ProcessWatch.children(of: pid) }
}
