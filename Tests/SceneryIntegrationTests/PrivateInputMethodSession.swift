#if canImport(Glibc)
import Glibc
#endif
import SceneryPlatform
import SceneryTesting
import Testing

/// A private desktop session for a real input method: its own D-Bus session bus
/// (`dbus-daemon --session --nofork` on a socket in a temporary directory) and its own
/// `HOME`, `XDG_RUNTIME_DIR`, `XDG_CONFIG_HOME`, `XDG_CACHE_HOME` and `XDG_DATA_HOME` there,
/// with GSettings in memory, so an input method started in it reads and writes nothing of
/// the user's. ``stop()`` ends every process started in it (and their children: the IBus
/// portal the bus activates, the engine ibus-daemon spawns), then removes the directory.
final class PrivateInputMethodSession {
    let directory = TemporaryDirectory(prefix: "scenery-im")
    /// The session bus's address (what `DBUS_SESSION_BUS_ADDRESS` would be).
    private(set) var busAddress = ""
    /// Where a program started in the session would find IBus's own bus.
    var ibusAddress: String { "unix:path=\(directory.path)/run/ibus" }
    private var processes: [LaunchedProcess] = []
    /// Processes whose parent was killed during the test (they are ended by ``stop()``).
    private var orphans: [Int32] = []
    private let bus: LaunchedProcess

    /// The environment of the session's programs: the private directories, the bus, the
    /// locale (C.UTF-8, whose compose table is en_US's), and nothing of the caller's input
    /// method settings.
    var environment: [String: String?] { Self.environment(directory: directory.path, busAddress: busAddress) }

    private static func environment(directory: String, busAddress: String) -> [String: String?] {
        [
            "HOME": directory + "/home", "XDG_RUNTIME_DIR": directory + "/run",
            "XDG_CONFIG_HOME": directory + "/config", "XDG_CACHE_HOME": directory + "/cache",
            "XDG_DATA_HOME": directory + "/data", "GSETTINGS_BACKEND": "memory",
            "LANG": "C.UTF-8", "LC_ALL": nil, "LC_CTYPE": nil,
            "DBUS_SESSION_BUS_ADDRESS": busAddress.isEmpty ? nil : busAddress,
            "IBUS_ADDRESS": nil, "IBUS_ADDRESS_FILE": nil, "XMODIFIERS": nil, "GTK_IM_MODULE": nil, "QT_IM_MODULE": nil,
        ]
    }

    init() throws {
        for name in ["run", "home", "config", "cache", "data"] { mkdir(directory.path + "/" + name, 0o700) }
        var environment = Self.environment(directory: directory.path, busAddress: "")
        // The IBus portal the bus activates finds ibus-daemon here.
        environment["IBUS_ADDRESS"] = "unix:path=\(directory.path)/run/ibus"
        environment["DISPLAY"] = nil
        bus = try LaunchedProcess(
            pipingOutputOf: "/usr/bin/dbus-daemon",
            arguments: ["--session", "--nofork", "--nopidfile", "--address=unix:path=\(directory.path)/run/bus", "--print-address=1"],
            environment: environment, outputPath: directory.path + "/dbus-daemon.log")
        let deadline = MonotonicClock.milliseconds() + 10_000
        while busAddress.isEmpty, case let left = deadline - MonotonicClock.milliseconds(), left > 0,
              let line = bus.nextLine(milliseconds: left) {
            if line.hasPrefix("unix:") { busAddress = line }
        }
    }

    /// Starts `path` in the session (its output in `<name>.log` in the directory, or read
    /// live with `nextLine` when `piping`).
    @discardableResult
    func start(_ path: String, _ arguments: [String], environment extra: [String: String?] = [:], piping: Bool = false,
               log name: String) throws -> LaunchedProcess {
        let environment = self.environment.merging(extra) { $1 }
        let output = directory.path + "/" + name + ".log"
        let process = piping
            ? try LaunchedProcess(pipingOutputOf: path, arguments: arguments, environment: environment, outputPath: output)
            : try LaunchedProcess(path: path, arguments: arguments, environment: environment, outputPath: output)
        processes.append(process)
        return process
    }

    /// Runs `path` in the session and waits up to 10 s for it to exit: its exit status
    /// (nil when it did not exit) and output.
    func run(_ path: String, _ arguments: [String], environment extra: [String: String?] = [:]) throws -> (TerminationStatus?, String) {
        let process = try start(path, arguments, environment: extra, log: "run-\(processes.count)")
        let status = process.waitForExit(milliseconds: 10_000)
        return (status, process.output)
    }

    /// Waits up to 10 s for `name` to have an owner on the session bus (`gdbus wait`: a
    /// blocking call that returns when the name appears).
    func waitForName(_ name: String) -> Bool {
        (try? run("/usr/bin/gdbus", ["wait", "--address", busAddress, "--timeout", "10", name]))?.0 == .exited(0)
    }

    /// Watches the calls made on IBus input contexts on the session bus (`dbus-monitor`),
    /// once it is watching.
    func monitorInputContextCalls() throws -> BusCallMonitor {
        let process = try start(
            "/usr/bin/dbus-monitor",
            ["--address", busAddress, "type='method_call',interface='org.freedesktop.IBus.InputContext'"],
            piping: true, log: "dbus-monitor")
        let monitor = BusCallMonitor(process: process)
        // dbus-monitor prints the NameLost of its own name once it became a monitor.
        #expect(monitor.waitForLine { $0.contains("member=NameLost") } != nil, "dbus-monitor did not start: \(process.output)")
        return monitor
    }

    /// Kills `process` and remembers its children (an engine, a portal) for ``stop()``.
    func kill(_ process: LaunchedProcess) {
        orphans += Self.descendants(of: process.pid)
        process.terminate()
    }

    private static func descendants(of pid: Int32) -> [Int32] {
        ProcessWatch.children(of: pid).flatMap { [$0] + descendants(of: $0) }
    }

    func stop() {
        for process in processes.reversed() + [bus] {
            orphans += Self.descendants(of: process.pid)
            process.signal(SIGTERM)
            if process.waitForExit(milliseconds: 3_000) == nil { process.terminate() }
        }
        for pid in orphans where ProcessWatch.isAlive(pid) {
            Glibc.kill(pid, SIGTERM)
            if !ProcessWatch.waitForExit(pid, milliseconds: 3_000) { Glibc.kill(pid, SIGKILL) }
        }
        directory.remove()
    }

    /// Whether the program at `path` is installed (tests that need it are skipped otherwise).
    static func installed(_ path: String) -> Bool { access(path, X_OK) == 0 }
}

/// Method calls seen by a `dbus-monitor` process: each call's header line
/// (`method call … member=SetCursorLocation`) and its argument lines (`   int32 12`).
final class BusCallMonitor {
    let process: LaunchedProcess
    /// Every line read so far.
    private(set) var transcript: [String] = []

    init(process: LaunchedProcess) { self.process = process }

    /// Reads lines until one satisfies `wanted` (returned), or 10 s pass (nil).
    @discardableResult
    func waitForLine(_ wanted: (String) -> Bool) -> String? {
        let deadline = MonotonicClock.milliseconds() + 10_000
        while true {
            let left = deadline - MonotonicClock.milliseconds()
            guard left > 0, let line = process.nextLine(milliseconds: left) else { return nil }
            transcript.append(line)
            if wanted(line) { return line }
        }
    }

    /// Waits for a call of `member` with `count` integer arguments that satisfy `wanted`;
    /// returns them, or nil after 10 s.
    func waitForCall(_ member: String, integers count: Int, where wanted: ([Int]) -> Bool = { _ in true }) -> [Int]? {
        while waitForLine({ $0.hasPrefix("method call") && $0.hasSuffix("member=\(member)") }) != nil {
            var numbers: [Int] = []
            while numbers.count < count, let line = waitForLine({ _ in true }) {
                guard let number = line.split(separator: " ").last.flatMap({ Int($0) }) else { break }
                numbers.append(number)
            }
            if numbers.count == count, wanted(numbers) { return numbers }
        }
        return nil
    }

    /// Whether a call of `member` was seen.
    func sawCall(_ member: String) -> Bool {
        transcript.contains { $0.hasPrefix("method call") && $0.hasSuffix("member=\(member)") }
    }
}
