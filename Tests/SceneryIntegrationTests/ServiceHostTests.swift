#if canImport(Glibc)
import Glibc
#endif
import SceneryPlatform
import SceneryTesting
import Testing

/// Hello's scene host run as a service would run it, without systemd: `--service`, a
/// notification socket the test owns, and `systemd-socket-activate` for the socket.
@MainActor
final class ServiceUnderTest {
    let display: XvfbDisplay
    let runtime: TemporaryDirectory
    let x: XClient
    let notify: NotifySocketStub
    private var started: [LaunchedProcess] = []

    init() throws {
        display = try XvfbDisplay()
        runtime = TemporaryDirectory(prefix: "scenery-service")
        chmod(runtime.path, 0o700)
        x = try XClient(display: display.display)
        notify = try NotifySocketStub(path: runtime.path + "/notify.sock")
    }

    /// The environment every process of the app gets: this display, runtime and state.
    var environment: [String: String?] {
        ["DISPLAY": display.display, "XDG_RUNTIME_DIR": runtime.path, "SCENERY_APP_ID": nil,
         "SCENERY_STATE_DIR": runtime.path + "/state", "NOTIFY_SOCKET": nil, "WATCHDOG_USEC": nil,
         "LISTEN_FDS": nil, "LISTEN_PID": nil, "JOURNAL_STREAM": nil]
    }

    /// Starts Hello's host as a service would (`--service`, `NOTIFY_SOCKET`).
    func startHost(watchdogMicroseconds: Int = 400_000, extra: [String: String?] = [:], log: String = "host") throws -> LaunchedProcess {
        var environment = self.environment
        environment["NOTIFY_SOCKET"] = notify.path
        environment["WATCHDOG_USEC"] = String(watchdogMicroseconds)
        environment.merge(extra) { $1 }
        let host = try LaunchedProcess(
            path: BuiltProducts.path("Hello"), arguments: ["--service"], environment: environment,
            outputPath: runtime.path + "/\(log).log")
        started.append(host)
        return host
    }

    /// Launches Hello as a person would (no arguments); returns its exit status.
    func launch() throws -> (TerminationStatus?, String) {
        let process = try LaunchedProcess(
            path: BuiltProducts.path("Hello"), environment: environment, outputPath: runtime.path + "/launch-\(started.count).log")
        started.append(process)
        let status = process.waitForExit(milliseconds: 15_000)
        return (status, process.output)
    }

    /// Hello's managed windows.
    var windows: [UInt32] { x.clientWindows.filter { x.strings($0, "WM_CLASS").contains("Hello") } }

    func stop() {
        for process in started.reversed() {
            for child in process.children { kill(child, SIGKILL) }
            process.terminate()
        }
        notify.close()
        display.stop()
        runtime.remove()
    }
}

@Suite("The scene host as a service: sd_notify, socket activation, launch hand-over (real processes, no systemd)", .serialized)
@MainActor
struct ServiceHostTests {
    @Test("--service: READY=1 once serving, WATCHDOG=1 at half of WATCHDOG_USEC, no window until launched, STOPPING=1 and exit 0 on SIGTERM")
    func notifications() throws {
        let run = try ServiceUnderTest()
        defer { run.stop() }
        let host = try run.startHost(watchdogMicroseconds: 400_000)
        let ready = try #require(run.notify.wait { $0.contains("READY=1") }, "no READY=1: \(run.notify.transcript); \(host.output)")
        #expect(ready.contains("STATUS=no window open; waiting for a launch"), "\(ready)")
        #expect(ready.contains("MAINPID=\(host.pid)"), "\(ready)")
        // Three pings 200 ms apart, from the event loop's timer.
        let first = run.notify.received.count
        for _ in 0..<3 { _ = run.notify.wait(since: run.notify.received.count) { $0 == "WATCHDOG=1" } }
        let pings = run.notify.received[first...].filter { $0.message == "WATCHDOG=1" }.map(\.at)
        try #require(pings.count >= 3, "\(run.notify.transcript)")
        let spacing = (pings[pings.count - 1] - pings[pings.count - 3]) / 2
        #expect(spacing > 120 && spacing < 1000, "watchdog pings \(spacing) ms apart, expected about 200")
        // No window, one spare renderer kept warm.
        #expect(run.windows.isEmpty, "the service opened a window before any launch")
        #expect(host.children.count == 1, "expected one spare renderer, found \(host.children)")
        // Renderers do not see the manager's variables.
        if let spare = host.children.first {
            let environment = ProcessWatch.readSmallFile("/proc/\(spare)/environ") ?? ""
            #expect(!environment.contains("NOTIFY_SOCKET="), "a renderer inherited NOTIFY_SOCKET")
            #expect(!environment.contains("WATCHDOG_USEC="), "a renderer inherited WATCHDOG_USEC")
        }
        host.signal(SIGTERM)
        #expect(run.notify.wait { $0.contains("STOPPING=1") } != nil, "no STOPPING=1: \(run.notify.transcript)")
        #expect(host.waitForExit(milliseconds: 10_000) == .exited(0), "\(host.output)")
    }

    @Test("A stopped host stops its watchdog pings: SIGSTOP silences WATCHDOG=1")
    func hungLoopStopsPinging() throws {
        let run = try ServiceUnderTest()
        defer { run.stop() }
        let host = try run.startHost(watchdogMicroseconds: 200_000)
        _ = try #require(run.notify.wait { $0.contains("READY=1") }, "\(host.output)")
        _ = try #require(run.notify.wait(since: run.notify.received.count) { $0 == "WATCHDOG=1" })
        host.signal(SIGSTOP)
        let pinged = run.notify.wait(milliseconds: 200, since: run.notify.received.count) { $0 == "WATCHDOG=1" }
        _ = pinged  // one ping may have been in flight when the signal arrived
        let afterStop = run.notify.wait(milliseconds: 600, since: run.notify.received.count) { $0 == "WATCHDOG=1" }
        #expect(afterStop == nil, "a stopped host went on pinging: \(run.notify.transcript)")
        host.signal(SIGCONT)
        #expect(run.notify.wait(since: run.notify.received.count) { $0 == "WATCHDOG=1" } != nil, "no ping after SIGCONT")
        host.signal(SIGTERM)
        #expect(host.waitForExit(milliseconds: 10_000) == .exited(0), "\(host.output)")
    }

    @Test("A launch while the service runs hands over: the service's host opens the window, STATUS= counts it, and a restart reopens it")
    func launchHandOverAndRestart() throws {
        let run = try ServiceUnderTest()
        defer { run.stop() }
        let host = try run.startHost()
        _ = try #require(run.notify.wait { $0.contains("READY=1") }, "\(host.output)")
        let (status, output) = try run.launch()
        #expect(status == .exited(0), "the launch did not hand over: \(output)")
        let window = try #require(run.x.waitForWindow(wmClass: "Hello"), "no window after the hand-over: \(host.output)")
        #expect(run.x.waitUntilViewable(window))
        #expect(run.notify.wait { $0.contains("STATUS=1 window open") } != nil, "\(run.notify.transcript)")
        // The window's renderer is the service host's child; the launch left nothing behind.
        #expect(run.x.cardinals(window, "_NET_WM_PID").first.map { host.children.contains(Int32($0)) } == true,
                "the window's renderer is not the service host's: \(host.children)")
        // A second launch activates that window instead of opening another.
        let (again, againOutput) = try run.launch()
        #expect(again == .exited(0), "\(againOutput)")
        #expect(run.windows.count == 1)

        host.signal(SIGTERM)
        #expect(run.notify.wait { $0.contains("STOPPING=1") } != nil)
        #expect(host.waitForExit(milliseconds: 10_000) == .exited(0), "\(host.output)")
        #expect(run.x.waitUntil(milliseconds: 10_000) { run.windows.isEmpty }, "the window outlived the stopped host")

        // Started again in the same login (as systemctl restart does), the host reopens it.
        let restarted = try run.startHost(log: "restarted")
        let ready = try #require(run.notify.wait(since: run.notify.received.count) { $0.contains("READY=1") }, "\(restarted.output)")
        #expect(ready.contains("STATUS=1 window open"), "\(ready)")
        #expect(run.x.waitForWindow(wmClass: "Hello") != nil, "the restarted host did not reopen the window: \(restarted.output)")
        restarted.signal(SIGTERM)
        #expect(restarted.waitForExit(milliseconds: 10_000) == .exited(0), "\(restarted.output)")
    }

    @Test("A plain launch with the app already running hands over and exits 0, starting no process of its own")
    func plainSecondLaunch() throws {
        let run = try ServiceUnderTest()
        defer { run.stop() }
        let first = try LaunchedProcess(
            path: BuiltProducts.path("Hello"), environment: run.environment, outputPath: run.runtime.path + "/first.log")
        defer { first.terminate() }
        let window = try #require(run.x.waitForWindow(wmClass: "Hello"), "\(first.output)")
        #expect(run.x.waitUntilViewable(window))
        _ = try #require(FileAppearance.wait(for: "Hello.sock", in: run.runtime.path + "/scenery", milliseconds: 10_000))
        let (status, output) = try run.launch()
        #expect(status == .exited(0), "\(output)")
        #expect(!output.contains("crash"), "\(output)")
        #expect(run.windows == [window], "the second launch opened a window of its own")
        first.signal(SIGTERM)
        #expect(first.waitForExit(milliseconds: 10_000) == .exited(0))
    }

    @Test("systemd-socket-activate: a scenectl request starts the host on the passed socket; a launch then opens the window")
    func socketActivation() throws {
        let activate = "/usr/bin/systemd-socket-activate"
        try #require(access(activate, X_OK) == 0, "systemd-socket-activate is not installed (Debian: systemd)")
        let run = try ServiceUnderTest()
        defer { run.stop() }
        let directory = run.runtime.path + "/scenery"
        #expect(mkdir(directory, 0o700) == 0)
        var environment = run.environment
        environment["NOTIFY_SOCKET"] = run.notify.path
        let activator = try LaunchedProcess(
            pipingOutputOf: activate,
            // It gives the program a fresh environment: pass on what the host needs.
            arguments: ["-l", directory + "/Hello.sock", "--fdname=control"]
                + ["DISPLAY", "XDG_RUNTIME_DIR", "SCENERY_STATE_DIR", "NOTIFY_SOCKET"].map { "--setenv=\($0)" }
                + [BuiltProducts.path("Hello"), "--service"],
            environment: environment, outputPath: run.runtime.path + "/activate.log")
        defer {
            for child in activator.children { kill(child, SIGKILL) }
            activator.terminate()
        }
        let listening = activator.nextLine()
        #expect(listening?.contains("Listening on") == true, "\(listening ?? "no output")")
        #expect(activator.children.isEmpty, "the host started before any connection")
        #expect(ProcessWatch.executable(of: activator.pid) == activate, "the host started before any connection")

        let (listed, listing) = try runScenectl(["list", "--app", "Hello"], runtime: run.runtime)
        #expect(listed == .exited(0), "\(listing)")
        let ready = try #require(run.notify.wait { $0.contains("READY=1") }, "\(run.notify.transcript)")
        // systemd-socket-activate execs the program in its own process.
        let host = activator.pid
        #expect(ready.contains("MAINPID=\(host)"), "\(ready)")
        #expect(activator.children.count == 1, "expected the host's spare renderer: \(activator.children)")
        #expect(run.windows.isEmpty)

        let (status, output) = try run.launch()
        #expect(status == .exited(0), "\(output)")
        let window = try #require(run.x.waitForWindow(wmClass: "Hello"), "no window after the launch")
        #expect(run.x.waitUntilViewable(window))

        kill(host, SIGTERM)
        #expect(run.notify.wait { $0.contains("STOPPING=1") } != nil)
        #expect(activator.waitForExit(milliseconds: 10_000) == .exited(0), "the host did not stop")
        // The manager's socket file stays for the next activation.
        var info = stat()
        #expect(stat(directory + "/Hello.sock", &info) == 0, "the host removed the socket it was given")
    }

    @Test("Under the journal (JOURNAL_STREAM names standard error), log lines carry <N> priority prefixes")
    func journalPrefixes() throws {
        let run = try ServiceUnderTest()
        defer { run.stop() }
        let logPath = run.runtime.path + "/journal.log"
        let fd = open(logPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        var info = stat()
        #expect(fstat(fd, &info) == 0)
        close(fd)
        // LaunchedProcess opens the same file (same device and inode) as the host's stderr.
        let host = try run.startHost(extra: ["JOURNAL_STREAM": "\(info.st_dev):\(info.st_ino)", "SCENERY_LOG": "info"], log: "journal")
        _ = try #require(run.notify.wait { $0.contains("READY=1") }, "\(host.output)")
        host.signal(SIGTERM)
        #expect(host.waitForExit(milliseconds: 10_000) == .exited(0))
        let lines = host.output.split(separator: "\n")
        #expect(!lines.isEmpty)
        #expect(lines.contains { $0.hasPrefix("<6>Hello[host") }, "\(host.output)")
        #expect(lines.allSatisfy { $0.hasPrefix("<") }, "a line without a priority: \(host.output)")
    }
}
