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
    private var pipeFD: Int32 = -1
    private var pending: [UInt8] = []

    /// Starts `path` with `arguments` and `environment` overrides on top of this process's
    /// environment (pass `nil` as a value to remove a variable).
    public init(path: String, arguments: [String] = [], environment: [String: String?], outputPath: String) throws {
        let fd = open(outputPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw SystemError("open", outputPath) }
        defer { close(fd) }
        pid = try ProcessSpawner.spawn(
            path: path, arguments: [path] + arguments,
            environment: ProcessSpawner.environment(ProcessSpawner.currentEnvironment(), applying: environment), outputFD: fd)
        self.outputPath = outputPath
    }

    init(pid: Int32, outputPath: String) {
        self.pid = pid
        self.outputPath = outputPath
    }

    /// Starts `path` with its stdout and stderr going to a pipe that ``nextLine(milliseconds:)``
    /// reads, for live output a test must react to (a log is kept at `outputPath` too).
    public convenience init(pipingOutputOf path: String, arguments: [String] = [], environment: [String: String?], outputPath: String) throws {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { throw SystemError("pipe") }
        _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
        let pid: Int32
        do {
            pid = try ProcessSpawner.spawn(
                path: path, arguments: [path] + arguments,
                environment: ProcessSpawner.environment(ProcessSpawner.currentEnvironment(), applying: environment),
                outputFD: fds[1])
        } catch {
            close(fds[0])
            close(fds[1])
            throw error
        }
        close(fds[1])
        self.init(pid: pid, outputPath: outputPath)
        pipeFD = fds[0]
    }

    /// Waits up to `milliseconds` for the next line of piped output (without its newline);
    /// nil on timeout or end of output. Blocks on the pipe: no polling.
    public func nextLine(milliseconds: Double = 10_000) -> String? {
        let deadline = MonotonicClock.milliseconds() + milliseconds
        while true {
            if let newline = pending.firstIndex(of: 10) {
                let line = String(decoding: pending[..<newline], as: UTF8.self)
                pending.removeSubrange(...newline)
                appendToLog(line + "\n")
                return line
            }
            guard pipeFD >= 0 else { return nil }
            let left = deadline - MonotonicClock.milliseconds()
            var pfd = pollfd(fd: pipeFD, events: Int16(POLLIN), revents: 0)
            guard left > 0, poll(&pfd, 1, Int32(left.rounded(.up))) > 0 else { return nil }
            switch FileDescriptorIO.read(pipeFD, capacity: 4096) {
            case .bytes(let bytes): pending += bytes
            case .wouldBlock: continue
            case .endOfFile, .failed:
                close(pipeFD)
                pipeFD = -1
            }
        }
    }

    private func appendToLog(_ text: String) {
        let fd = open(outputPath, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return }
        var bytes = Array(text.utf8)
        _ = bytes.withUnsafeMutableBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
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

    deinit { if pipeFD >= 0 { close(pipeFD) } }

    /// Kills the process if it is still running and reaps it.
    public func terminate() {
        guard status == nil else { return }
        kill(pid, SIGKILL)
        waitForExit(milliseconds: 5000)
    }

    /// Everything the process wrote so far.
    public var output: String { ProcessWatch.readSmallFile(outputPath) ?? "" }

    /// The process's direct children but its renderer zygote, if it has one: a host's renderers.
    public var children: [Int32] { ProcessWatch.children(of: pid).filter { !ProcessWatch.isRendererZygote($0) } }

    /// The renderer zygote among the process's children, if it has one.
    public var rendererZygote: Int32? { ProcessWatch.children(of: pid).first(where: ProcessWatch.isRendererZygote) }
}
