#if canImport(Glibc)
import Glibc
#endif
import CSceneryPlatform

/// Starts child processes with posix_spawn: empty signal mask, default dispositions, and
/// only the descriptors asked for (everything else in Scenery is close-on-exec).
public enum ProcessSpawner {
    /// Spawns `path` with `arguments` (argv, including argv[0]) and `environment`.
    ///
    /// - Parameters:
    ///   - inheritedFD: a descriptor to hand to the child as `childFD` (e.g. one end of a
    ///     socketpair as fd 3), or nil.
    ///   - outputFD: a descriptor to use as the child's stdout and stderr, or nil to share ours.
    ///   - newProcessGroup: put the child in a process group of its own.
    /// - Returns: the child's pid.
    public static func spawn(
        path: String, arguments: [String], environment: [String],
        inheritedFD: Int32? = nil, childFD: Int32 = 3, outputFD: Int32? = nil, newProcessGroup: Bool = false
    ) throws(SystemError) -> Int32 {
        var argv = arguments.map { strdup($0) }
        argv.append(nil)
        var envp = environment.map { strdup($0) }
        envp.append(nil)
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        let pid = scenery_spawn(path, argv, envp, inheritedFD ?? -1, childFD, outputFD ?? -1, newProcessGroup ? 1 : 0)
        guard pid > 0 else { throw SystemError("posix_spawn", path) }
        return pid
    }

    /// The environment of this process as `NAME=value` strings.
    public static func currentEnvironment() -> [String] {
        var result: [String] = []
        var pointer = environ
        while let entry = pointer.pointee {
            result.append(String(cString: entry))
            pointer += 1
        }
        return result
    }

    /// `environment` with `overrides` set (replacing any earlier value of the same name).
    public static func environment(_ environment: [String], setting overrides: [String: String]) -> [String] {
        self.environment(environment, applying: overrides.mapValues { Optional($0) })
    }

    /// `environment` with `changes` applied: a value sets the variable (replacing any
    /// earlier value), `nil` removes it.
    public static func environment(_ environment: [String], applying changes: [String: String?]) -> [String] {
        var result = environment.filter { entry in
            let name = entry.split(separator: "=", maxSplits: 1).first.map(String.init) ?? entry
            return changes.index(forKey: name) == nil
        }
        for (name, value) in changes.sorted(by: { $0.key < $1.key }) {
            if let value { result.append("\(name)=\(value)") }
        }
        return result
    }
}

/// How a child process ended.
public enum TerminationStatus: Equatable, Sendable, CustomStringConvertible {
    /// It exited with this code.
    case exited(Int32)
    /// A signal killed it.
    case signaled(Int32)

    public var description: String {
        switch self {
        case .exited(let code): "exited with status \(code)"
        case .signaled(let signal): "killed by signal \(signal)\(signal == SIGKILL ? " (SIGKILL)" : signal == SIGSEGV ? " (SIGSEGV)" : "")"
        }
    }

    /// Decodes a wait status.
    public init(waitStatus status: Int32) {
        if status & 0x7f == 0 {
            self = .exited((status >> 8) & 0xff)
        } else {
            self = .signaled(status & 0x7f)
        }
    }
}

/// What became of a child process, as its parent learns it from the kernel.
public enum ChildChange: Equatable, Sendable {
    /// It ended, and is reaped.
    case ended(TerminationStatus)
    /// A signal (SIGSTOP, SIGTSTP, SIGTTIN or SIGTTOU) stopped it; it runs again only
    /// when continued, and SIGKILL still ends it.
    case stopped(signal: Int32)
}

/// Reaps children without blocking (waitpid with WNOHANG).
public enum ChildReaper {
    /// Returns every child that has ended (reaping it) and, with `stops`, every child that
    /// stopped since the last call (WUNTRACED: each stop is reported once, and the kernel
    /// raises SIGCHLD for it as for an exit, so a parent waiting on SIGCHLD learns of both).
    public static func collect(stops: Bool) -> [(pid: Int32, change: ChildChange)] {
        var changes: [(Int32, ChildChange)] = []
        while true {
            var status: Int32 = 0
            let pid = waitpid(-1, &status, stops ? WNOHANG | WUNTRACED : WNOHANG)
            if pid <= 0 { break }
            // A stopped child's status is 0x7f with the signal above it.
            if status & 0xff == 0x7f {
                changes.append((pid, .stopped(signal: (status >> 8) & 0xff)))
            } else {
                changes.append((pid, .ended(TerminationStatus(waitStatus: status))))
            }
        }
        return changes
    }
}
