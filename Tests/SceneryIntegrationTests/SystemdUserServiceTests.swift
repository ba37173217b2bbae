#if canImport(Glibc)
import Glibc
#endif
import SceneryPlatform
import SceneryTesting
import Testing

/// A private systemd user manager (`systemd --user`) with its own runtime and
/// configuration directories, on a private Xvfb display.
///
/// On a machine whose PID 1 is not systemd, the user manager exits at once unless
/// `/run/systemd/system` exists (its test for "booted with systemd"); the harness creates
/// that directory when it is missing and removes it again.
///
/// Given an ``UnprivilegedAccount``, the manager and every command run as that account, as
/// `user@.service` would start a person's manager: its directories belong to the account,
/// and it runs in a cgroup delegated to it (``DelegatedCgroup``), since a user manager
/// cannot start without one it may write.
@MainActor
final class UserManagerUnderTest {
    static let managerPath = "/usr/lib/systemd/systemd"
    let display: XvfbDisplay
    let runtime: TemporaryDirectory
    let config: TemporaryDirectory
    let x: XClient
    let manager: LaunchedProcess
    let account: UnprivilegedAccount?
    private let cgroup: DelegatedCgroup?
    private let createdBootMarker: Bool
    private var launched: [LaunchedProcess] = []

    init(as account: UnprivilegedAccount? = nil) throws {
        try #require(access(Self.managerPath, X_OK) == 0, "systemd is not installed (Debian: systemd)")
        self.account = account
        createdBootMarker = access("/run/systemd/system", F_OK) != 0 && mkdir("/run/systemd/system", 0o755) == 0
        display = try XvfbDisplay()
        runtime = TemporaryDirectory(prefix: "scenery-usermanager")
        chmod(runtime.path, 0o700)
        config = TemporaryDirectory(prefix: "scenery-userconfig")
        var delegated: DelegatedCgroup?
        if let account {
            chown(runtime.path, account.uid, account.gid)
            chown(config.path, account.uid, account.gid)
            do {
                delegated = try DelegatedCgroup(name: "scenery-usermanager-\(getpid())", owner: account)
            } catch {
                display.stop()
                runtime.remove()
                config.remove()
                if createdBootMarker { rmdir("/run/systemd/system") }
                throw error
            }
        }
        cgroup = delegated
        x = try XClient(display: display.display)
        let environment: [String: String?] = [
            "XDG_RUNTIME_DIR": runtime.path, "XDG_CONFIG_HOME": config.path, "DISPLAY": display.display,
            "SCENERY_STATE_DIR": runtime.path + "/state", "SCENERY_APP_ID": nil, "NOTIFY_SOCKET": nil,
            "LISTEN_FDS": nil, "LISTEN_PID": nil, "DBUS_SESSION_BUS_ADDRESS": nil,
            "HOME": account == nil ? nil : config.path,
            "SYSTEMD_LOG_TARGET": "console", "SYSTEMD_LOG_LEVEL": "notice",
        ]
        if let account, let cgroup {
            // The shell moves itself into the delegated cgroup while it is still root, then
            // becomes the account and execs the manager, as user@.service's Delegate=yes does.
            let joins = cgroup.procsFiles.map { "echo $$ > '\($0)'" }.joined(separator: " && ")
            manager = try LaunchedProcess(
                path: "/bin/sh",
                arguments: ["-c", "\(joins) && exec \(account.prefix.joined(separator: " ")) \(Self.managerPath) --user"],
                environment: environment, outputPath: config.path + "/manager.log")
        } else {
            manager = try LaunchedProcess(
                path: Self.managerPath, arguments: ["--user"], environment: environment, outputPath: config.path + "/manager.log")
        }
        // The manager's private socket appears once it can take requests.
        let up = FileAppearance.wait(in: runtime.path, milliseconds: 20_000, stop: { !ProcessWatch.isAlive(self.manager.pid) }) {
            access(self.runtime.path + "/systemd/private", F_OK) == 0
        }
        guard up else {
            let output = manager.output
            stop()
            throw UserManagerError(message: "the user manager did not start: \(output)")
        }
        _ = try systemctl(["is-system-running", "--wait"])
    }

    struct UserManagerError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    /// The environment of commands run as the person: this manager's directories.
    var environment: [String: String?] {
        ["XDG_RUNTIME_DIR": runtime.path, "XDG_CONFIG_HOME": config.path, "DISPLAY": display.display,
         "SCENERY_STATE_DIR": runtime.path + "/state", "SCENERY_APP_ID": nil, "NOTIFY_SOCKET": nil,
         "DBUS_SESSION_BUS_ADDRESS": nil, "HOME": account == nil ? nil : config.path]
    }

    /// Runs `path` with `arguments` to completion, as the manager's account; returns its
    /// status and output.
    func run(_ path: String, _ arguments: [String]) throws -> (TerminationStatus?, String) {
        let name = "\(launched.count)-" + String(path.split(separator: "/").last ?? "cmd")
        let command = (account?.prefix ?? []) + [path] + arguments
        let process = try LaunchedProcess(
            path: command[0], arguments: Array(command.dropFirst()), environment: environment,
            outputPath: runtime.path + "/\(name).log")
        launched.append(process)
        let status = process.waitForExit(milliseconds: 30_000)
        if status == nil { process.terminate() }
        return (status, process.output)
    }
    /// Writes `contents` to `path` (making its directory), owned by the manager's account
    /// so that the manager can read it.
    func write(_ contents: String, to path: String) throws {
        let directory = String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
        if access(directory, F_OK) != 0 {
            try #require(mkdir(directory, 0o700) == 0, "cannot make \(directory)")
            if let account { chown(directory, account.uid, account.gid) }
        }
        try AtomicFile.write(Array(contents.utf8), to: path)
        if let account { chown(path, account.uid, account.gid) }
    }

    /// `systemctl --user ARGUMENTS`.
    func systemctl(_ arguments: [String]) throws -> (TerminationStatus?, String) {
        try run("/usr/bin/systemctl", ["--user"] + arguments)
    }

    /// One property of a unit (`systemctl --user show -p NAME --value`).
    func property(_ name: String, of unit: String) throws -> String {
        let (_, output) = try systemctl(["show", "--property=\(name)", "--value", unit])
        return output.trimmingNewlines
    }

    /// `scenectl ARGUMENTS`.
    func scenectl(_ arguments: [String]) throws -> (TerminationStatus?, String) {
        try run(BuiltProducts.path("scenectl"), arguments)
    }

    var windows: [UInt32] { x.clientWindows.filter { x.strings($0, "WM_CLASS").contains("Hello") } }

    /// Processes started with this manager's runtime directory, the manager aside.
    var strays: [Int32] {
        let mine = "XDG_RUNTIME_DIR=" + runtime.path
        return (DirectoryListing.names(in: "/proc") ?? []).compactMap { Int32($0) }.filter { pid in
            pid != manager.pid && pid != getpid()
                && (ProcessWatch.readSmallFile("/proc/\(pid)/environ") ?? "").split(separator: "\0").contains { $0 == mine }
                && ProcessWatch.processState(pid) != "Z"
        }
    }

    func stop() {
        if ProcessWatch.isAlive(manager.pid) {
            manager.signal(SIGTERM)
            if manager.waitForExit(milliseconds: 15_000) == nil { manager.terminate() }
        }
        for pid in strays { kill(pid, SIGKILL) }
        cgroup?.remove()
        if createdBootMarker { rmdir("/run/systemd/system") }
        display.stop()
        runtime.remove()
        config.remove()
    }
}

extension String {
    fileprivate var trimmingNewlines: String {
        var text = self
        while text.last == "\n" { text.removeLast() }
        return text
    }
}

@Suite("A real systemd user manager runs Hello as a service: install, socket activation, hand-over, stop, restart", .serialized)
@MainActor
struct SystemdUserServiceTests {
    @Test("scenectl service install → scenectl request activates → launch hands over → restart reopens → stop exits 0 → uninstall; nothing left running")
    func wholeLife() throws {
        let run = try UserManagerUnderTest()
        defer { run.stop() }
        let hello = BuiltProducts.path("Hello")

        // Install: the units, enabled, the socket listening, the service not yet running.
        let (installed, installOutput) = try run.scenectl(["service", "install", hello])
        #expect(installed == .exited(0), "\(installOutput)")
        #expect(installOutput.split(separator: "\n").contains("socket: app-Hello.socket"), "\(installOutput)")
        #expect(installOutput.split(separator: "\n").contains("service: app-Hello.service"), "\(installOutput)")
        #expect(access(run.config.path + "/systemd/user/app-Hello.service", F_OK) == 0)
        #expect(access(run.config.path + "/systemd/user/sockets.target.wants/app-Hello.socket", F_OK) == 0, "the socket is not enabled")
        #expect(try run.property("ActiveState", of: "app-Hello.socket") == "active")
        #expect(try run.property("ActiveState", of: "app-Hello.service") == "inactive")

        // A scenectl request starts the service through its socket; READY=1 makes it active.
        let (listed, listing) = try run.scenectl(["list", "--app", "Hello"])
        #expect(listed == .exited(0), "\(listing)")
        #expect(try run.property("ActiveState", of: "app-Hello.service") == "active")
        #expect(try run.property("StatusText", of: "app-Hello.service") == "no window open; waiting for a launch")
        #expect(run.windows.isEmpty, "the service opened a window before any launch")
        let host = try #require(Int32(try run.property("MainPID", of: "app-Hello.service")), "no main pid")
        #expect(try run.property("WatchdogUSec", of: "app-Hello.service") == "10s")

        // Launching the app hands over to the service's host.
        let (launched, launchOutput) = try run.run(hello, [])
        #expect(launched == .exited(0), "\(launchOutput)")
        let window = try #require(run.x.waitForWindow(wmClass: "Hello"), "no window after the launch: \(launchOutput)")
        #expect(run.x.waitUntilViewable(window))
        #expect(run.x.cardinals(window, "_NET_WM_PID").first.map { ProcessWatch.children(of: host).contains(Int32($0)) } == true)
        #expect(try run.property("StatusText", of: "app-Hello.service") == "1 window open")
        let (statusOK, status) = try run.scenectl(["service", "status", "Hello"])
        #expect(statusOK == .exited(0), "\(status)")
        #expect(status.contains("service: app-Hello.service: active (running), host pid \(host): 1 window open"), "\(status)\n\(run.manager.output.suffix(6000))")
        #expect(status.contains("socket: app-Hello.socket: active (running)") || status.contains("socket: app-Hello.socket: active (listening)"), "\(status)")

        // Restart: the window closes with the old host and comes back with the new one.
        let (restarted, restartOutput) = try run.systemctl(["restart", "app-Hello.service"])
        #expect(restarted == .exited(0), "\(restartOutput)")
        let newHost = try #require(Int32(try run.property("MainPID", of: "app-Hello.service")))
        #expect(newHost != host && !ProcessWatch.isAlive(host))
        // The new window may reuse the old one's X id: it is told apart by its renderer.
        let reopened = run.x.waitForWindow { candidate in
            run.x.strings(candidate, "WM_CLASS").contains("Hello")
                && run.x.cardinals(candidate, "_NET_WM_PID").contains { ProcessWatch.children(of: newHost).contains(Int32($0)) }
        }
        #expect(reopened != nil, "the restarted service did not reopen the window")
        #expect(try run.property("StatusText", of: "app-Hello.service") == "1 window open")

        // Stop: every window closes, the host exits 0.
        let (stopped, stopOutput) = try run.systemctl(["stop", "app-Hello.service"])
        #expect(stopped == .exited(0), "\(stopOutput)")
        #expect(try run.property("Result", of: "app-Hello.service") == "success")
        #expect(try run.property("ExecMainStatus", of: "app-Hello.service") == "0")
        #expect(run.x.waitUntil(milliseconds: 10_000) { run.windows.isEmpty }, "a window outlived the stopped service")
        #expect(!ProcessWatch.isAlive(newHost))

        // Uninstall: units gone, socket closed, nothing of the app left running.
        let (removed, removeOutput) = try run.scenectl(["service", "uninstall", "Hello"])
        #expect(removed == .exited(0), "\(removeOutput)")
        #expect(access(run.config.path + "/systemd/user/app-Hello.service", F_OK) != 0)
        #expect(access(run.runtime.path + "/scenery/Hello.sock", F_OK) != 0, "the socket file outlived the socket unit")
        let (unknown, _) = try run.scenectl(["service", "status", "Hello"])
        #expect(unknown == .exited(1))
        let executable = realpath(hello, nil).map { path in defer { free(path) }; return String(cString: path) } ?? hello
        let strays = run.strays.filter { ProcessWatch.executable(of: $0) == executable }
        #expect(strays.isEmpty, "processes of the app are still running: \(strays)")
    }

    @Test("scenectl service install while Hello runs by hand: the running copy hands its window to the service, which runs it without a restart")
    func installWhileRunning() throws {
        let run = try UserManagerUnderTest()
        defer { run.stop() }
        let hello = BuiltProducts.path("Hello")
        let plain = try LaunchedProcess(path: hello, environment: run.environment, outputPath: run.runtime.path + "/plain.log")
        defer { plain.terminate() }
        let window = try #require(run.x.waitForWindow(wmClass: "Hello"), "Hello did not open its window: \(plain.output)")
        #expect(run.x.waitUntilViewable(window))
        let served = FileAppearance.wait(for: "Hello.sock", in: run.runtime.path + "/scenery", milliseconds: 10_000) { !ProcessWatch.isAlive(plain.pid) }
        try #require(served, "\(plain.output)")

        // Installing starts the socket unit, which binds over the running copy's socket.
        let (installed, installOutput) = try run.scenectl(["service", "install", hello])
        #expect(installed == .exited(0), "\(installOutput)")
        #expect(plain.waitForExit(milliseconds: 15_000) == .exited(0), "\(plain.output)")
        #expect(plain.output.contains("a service now listens on \(run.runtime.path)/scenery/Hello.sock"), "\(plain.output)")

        // The service's host, started by the hand-over, shows the window; nothing looped.
        let host = try #require(Int32(try run.property("MainPID", of: "app-Hello.service")), "the service did not start")
        let reopened = run.x.waitForWindow { candidate in
            run.x.strings(candidate, "WM_CLASS").contains("Hello")
                && run.x.cardinals(candidate, "_NET_WM_PID").contains { ProcessWatch.children(of: host).contains(Int32($0)) }
        }
        #expect(reopened != nil, "the service did not reopen the window")
        #expect(try run.property("ActiveState", of: "app-Hello.service") == "active")
        #expect(try run.property("NRestarts", of: "app-Hello.service") == "0")
        #expect(try run.property("ActiveState", of: "app-Hello.socket") == "active")
        let (stopped, stopOutput) = try run.systemctl(["stop", "app-Hello.service"])
        #expect(stopped == .exited(0), "\(stopOutput)")
    }

    @Test("A host stopped with SIGSTOP misses its watchdog pings: systemd kills and restarts it, and its window comes back")
    func watchdogRestart() throws {
        let run = try UserManagerUnderTest()
        defer { run.stop() }
        let hello = BuiltProducts.path("Hello")
        let (installed, installOutput) = try run.scenectl(["service", "install", hello])
        #expect(installed == .exited(0), "\(installOutput)")
        // A drop-in shortens the watchdog and the abort timeout, so the test takes seconds.
        let dropIn = run.config.path + "/systemd/user/app-Hello.service.d"
        try #require(mkdir(dropIn, 0o700) == 0)
        let settings = "[Service]\nWatchdogSec=2\nTimeoutAbortSec=1\n"
        let fd = open(dropIn + "/test.conf", O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        _ = settings.utf8CString.withUnsafeBufferPointer { write(fd, $0.baseAddress, $0.count - 1) }
        close(fd)
        _ = try run.systemctl(["daemon-reload"])

        let (launched, launchOutput) = try run.run(hello, [])
        #expect(launched == .exited(0), "\(launchOutput)")
        let window = try #require(run.x.waitForWindow(wmClass: "Hello"), "no window after the launch: \(launchOutput)")
        #expect(run.x.waitUntilViewable(window))
        let host = try #require(Int32(try run.property("MainPID", of: "app-Hello.service")))
        // The host saves the open window when the renderer reports it open, which may come
        // after the window is viewable: wait for the saved list to hold it.
        let state = run.runtime.path + "/state"
        _ = FileAppearance.wait(in: run.runtime.path, milliseconds: 10_000) { access(state, F_OK) == 0 }
        let saved = FileAppearance.wait(in: state, milliseconds: 10_000) {
            (ProcessWatch.readSmallFile(state + "/windows.json") ?? "").contains("WindowGroup")
        }
        #expect(saved, "the host never saved the open window")
        let oldRenderers = Set(run.x.cardinals(window, "_NET_WM_PID"))
        try #require(!oldRenderers.isEmpty, "the window names no _NET_WM_PID")
        kill(host, SIGSTOP)
        // The watchdog fires after 2 s without a ping; the host is killed, its renderer follows
        // it (parent-death signal), and Restart=on-failure starts a new host, which reopens
        // the window.
        // X may give the new window the old one's id (the killed renderer's client slot is
        // free again): the new window is told apart by its renderer's pid.
        let reopened = run.x.waitForWindow(milliseconds: 30_000) { candidate in
            run.x.strings(candidate, "WM_CLASS").contains("Hello")
                && !run.x.cardinals(candidate, "_NET_WM_PID").contains { oldRenderers.contains($0) }
        }
        #expect(reopened != nil, "no window came back after the watchdog restart")
        #expect(!ProcessWatch.isAlive(host) || ProcessWatch.processState(host) == "Z", "the stopped host was not killed")
        #expect(try run.property("NRestarts", of: "app-Hello.service") == "1")
        let newHost = try #require(Int32(try run.property("MainPID", of: "app-Hello.service")))
        #expect(newHost != host)
        let (stopped, stopOutput) = try run.systemctl(["stop", "app-Hello.service"])
        #expect(stopped == .exited(0), "\(stopOutput)")
        _ = try run.scenectl(["service", "uninstall", "Hello"])
    }

    @Test("A renderer stopped with SIGSTOP under the service is shown as not responding and replaced by the same host; systemd restarts nothing")
    func stoppedRendererIsReplaced() throws {
        let run = try UserManagerUnderTest()
        defer { run.stop() }
        let hello = BuiltProducts.path("Hello")
        // hang-timeout = 2: not responding 2 s after the stop, replaced 2 s later.
        try #require(mkdir(run.config.path + "/scenery", 0o700) == 0)
        try AtomicFile.write(Array("hang-timeout = 2\n".utf8), to: run.config.path + "/scenery/Hello.toml")
        let (installed, installOutput) = try run.scenectl(["service", "install", hello])
        #expect(installed == .exited(0), "\(installOutput)")
        let (launched, launchOutput) = try run.run(hello, [])
        #expect(launched == .exited(0), "\(launchOutput)")
        let window = try #require(run.x.waitForWindow(wmClass: "Hello"), "no window after the launch: \(launchOutput)")
        #expect(run.x.waitUntilViewable(window))
        let host = try #require(Int32(try run.property("MainPID", of: "app-Hello.service")))
        let renderer = Int32(try #require(run.x.cardinals(window, "_NET_WM_PID").first, "the window names no _NET_WM_PID"))
        defer { kill(renderer, SIGCONT) }
        let title = try #require(run.x.title(of: window))

        // Nothing is asked of the stopped renderer: the host, its parent, hears of the stop.
        kill(renderer, SIGSTOP)
        #expect(run.x.waitForTitle(of: window, toBe: title + " (Not Responding)", milliseconds: 10_000),
                "title is \(run.x.title(of: window) ?? "unset")")
        let replaced = run.x.waitForWindow(milliseconds: 15_000) { candidate in
            run.x.strings(candidate, "WM_CLASS").contains("Hello")
                && run.x.cardinals(candidate, "_NET_WM_PID").contains { $0 != UInt32(renderer) && ProcessWatch.children(of: host).contains(Int32($0)) }
        }
        #expect(replaced != nil, "the stopped renderer's window was not replaced: \(run.manager.output.suffix(4000))")
        #expect(ProcessWatch.waitForExit(renderer, milliseconds: 5000), "the stopped renderer was not ended")
        #expect(try run.property("MainPID", of: "app-Hello.service") == String(host), "the host changed (renderer \(renderer), host \(host))")
        #expect(try run.property("NRestarts", of: "app-Hello.service") == "0")
        #expect(try run.property("StatusText", of: "app-Hello.service") == "1 window open")
        let (stopped, stopOutput) = try run.systemctl(["stop", "app-Hello.service"])
        #expect(stopped == .exited(0), "\(stopOutput)")
        _ = try run.scenectl(["service", "uninstall", "Hello"])
    }

    @Test("As an unprivileged user (nobody), with its own delegated cgroup: install, socket activation, hand-over, a watchdog restart after SIGSTOP, stop and uninstall",
          .enabled(if: UnprivilegedAccount.nobody != nil, "needs root, setpriv (util-linux) and the nobody account"))
    func unprivilegedUser() throws {
        let account = try #require(UnprivilegedAccount.nobody)
        let run = try UserManagerUnderTest(as: account)
        defer { run.stop() }
        let hello = BuiltProducts.path("Hello")
        #expect(UnprivilegedAccount.owner(of: run.manager.pid) == account.uid, "the manager does not run as \(account.name)")

        let (installed, installOutput) = try run.scenectl(["service", "install", hello])
        #expect(installed == .exited(0), "\(installOutput)")
        // The hardening of the unit (a system-call filter, no new privileges, no namespaces)
        // is applied by an unprivileged manager too, through seccomp.
        #expect(try run.property("NoNewPrivileges", of: "app-Hello.service") == "yes")
        try run.write("[Service]\nWatchdogSec=2\nTimeoutAbortSec=1\n", to: run.config.path + "/systemd/user/app-Hello.service.d/test.conf")
        _ = try run.systemctl(["daemon-reload"])

        // A scenectl request activates the service; it runs as the account.
        let (listed, listing) = try run.scenectl(["list", "--app", "Hello"])
        #expect(listed == .exited(0), "\(listing)")
        #expect(try run.property("ActiveState", of: "app-Hello.service") == "active")
        let host = try #require(Int32(try run.property("MainPID", of: "app-Hello.service")), "no main pid")
        #expect(UnprivilegedAccount.owner(of: host) == account.uid, "the host does not run as \(account.name)")
        #expect((ProcessWatch.readSmallFile("/proc/\(host)/status") ?? "").contains("Seccomp:\t2"),
                "the host runs without its system-call filter")

        // A launch hands over; the window is the host's renderer's.
        let (launched, launchOutput) = try run.run(hello, [])
        #expect(launched == .exited(0), "\(launchOutput)")
        let window = try #require(run.x.waitForWindow(wmClass: "Hello"), "no window after the launch: \(launchOutput)")
        #expect(run.x.waitUntilViewable(window))
        let oldRenderers = Set(run.x.cardinals(window, "_NET_WM_PID"))
        #expect(oldRenderers.contains { ProcessWatch.children(of: host).contains(Int32($0)) })
        let state = run.runtime.path + "/state"
        _ = FileAppearance.wait(in: run.runtime.path, milliseconds: 10_000) { access(state, F_OK) == 0 }
        #expect(FileAppearance.wait(in: state, milliseconds: 10_000) {
            (ProcessWatch.readSmallFile(state + "/windows.json") ?? "").contains("WindowGroup")
        }, "the host never saved the open window")

        // The watchdog restarts a stopped host, and the window comes back.
        kill(host, SIGSTOP)
        let reopened = run.x.waitForWindow(milliseconds: 30_000) { candidate in
            run.x.strings(candidate, "WM_CLASS").contains("Hello")
                && !run.x.cardinals(candidate, "_NET_WM_PID").contains { oldRenderers.contains($0) }
        }
        #expect(reopened != nil, "no window came back after the watchdog restart: \(run.manager.output.suffix(4000))")
        #expect(try run.property("NRestarts", of: "app-Hello.service") == "1")

        // Stop saves and exits 0; uninstall leaves nothing running.
        let (stopped, stopOutput) = try run.systemctl(["stop", "app-Hello.service"])
        #expect(stopped == .exited(0), "\(stopOutput)")
        #expect(try run.property("Result", of: "app-Hello.service") == "success")
        #expect(run.x.waitUntil(milliseconds: 10_000) { run.windows.isEmpty }, "a window outlived the stopped service")
        let (removed, removeOutput) = try run.scenectl(["service", "uninstall", "Hello"])
        #expect(removed == .exited(0), "\(removeOutput)")
        let executable = realpath(hello, nil).map { path in defer { free(path) }; return String(cString: path) } ?? hello
        #expect(run.strays.filter { ProcessWatch.executable(of: $0) == executable }.isEmpty, "processes of the app are still running")
    }

    @Test("scenectl service install refuses a file that is not executable, and names it")
    func notExecutable() throws {
        let directory = TemporaryDirectory(prefix: "scenery-notexec")
        defer { directory.remove() }
        let path = directory.path + "/App"
        let fd = open(path, O_WRONLY | O_CREAT, 0o644)
        close(fd)
        let process = try LaunchedProcess(
            path: BuiltProducts.path("scenectl"), arguments: ["service", "install", path],
            environment: ["XDG_CONFIG_HOME": directory.path + "/config"], outputPath: directory.path + "/out.log")
        #expect(process.waitForExit(milliseconds: 10_000) == .exited(1))
        #expect(process.output.contains("\(path) is not executable"), "\(process.output)")
        #expect(access(directory.path + "/config/systemd/user", F_OK) != 0, "units were written for a file that cannot run")
    }

    @Test("scenectl service install says so when no user manager answers")
    func noUserManager() throws {
        let directory = TemporaryDirectory(prefix: "scenery-nomanager")
        defer { directory.remove() }
        chmod(directory.path, 0o700)
        let process = try LaunchedProcess(
            path: BuiltProducts.path("scenectl"), arguments: ["service", "install", BuiltProducts.path("Hello")],
            environment: ["XDG_CONFIG_HOME": directory.path + "/config", "XDG_RUNTIME_DIR": directory.path, "DBUS_SESSION_BUS_ADDRESS": nil],
            outputPath: directory.path + "/out.log")
        #expect(process.waitForExit(milliseconds: 10_000) == .exited(1))
        #expect(process.output.contains("no systemd user manager answers"), "\(process.output)")
    }
}
