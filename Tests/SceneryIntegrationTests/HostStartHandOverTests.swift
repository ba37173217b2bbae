#if canImport(Glibc)
import Glibc
#endif
import SceneryPlatform
import SceneryTesting
import SceneryWire
import Testing

/// Hello's processes on the headless backend, sharing one runtime and state directory: a
/// host, the launches that follow it, and a stand-in for a socket unit.
@MainActor
private final class HeadlessHello {
    let runtime = TemporaryDirectory(prefix: "scenery-handover")
    private var started: [LaunchedProcess] = []

    init() {
        chmod(runtime.path, 0o700)
        mkdir(runtime.path + "/frames", 0o700)
        mkdir(directory, 0o700)
    }

    var directory: String { runtime.path + "/scenery" }
    var socketPath: String { directory + "/Hello.sock" }
    var lockPath: String { directory + "/Hello.lock" }

    var environment: [String: String?] {
        ["XDG_RUNTIME_DIR": runtime.path, "SCENERY_APP_ID": nil, "SCENERY_STATE_DIR": runtime.path + "/state",
         "SCENERY_BACKEND": "headless", "SCENERY_HEADLESS_DIR": runtime.path + "/frames", "DISPLAY": nil,
         "NOTIFY_SOCKET": nil, "WATCHDOG_USEC": nil, "LISTEN_FDS": nil, "LISTEN_PID": nil, "SCENERY_LOG": nil]
    }

    /// Launches Hello as a person would (with `arguments`, e.g. `--service`).
    func launch(_ name: String, arguments: [String] = []) throws -> LaunchedProcess {
        let process = try LaunchedProcess(
            path: BuiltProducts.path("Hello"), arguments: arguments, environment: environment,
            outputPath: runtime.path + "/\(name).log")
        started.append(process)
        return process
    }

    /// Starts `process` (a launch of Hello) once a watch on the lock file is in place, and
    /// waits until something opens that file — the launch trying the instance lock.
    func launchAndWaitUntilItTriesTheLock(_ name: String) throws -> (LaunchedProcess, Bool) {
        let events = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        defer { close(events) }
        _ = inotify_add_watch(events, lockPath, UInt32(IN_OPEN))
        let process = try launch(name)
        var descriptor = pollfd(fd: events, events: Int16(POLLIN), revents: 0)
        return (process, poll(&descriptor, 1, 10_000) > 0)
    }

    /// Waits for the control socket to serve, while `process` lives.
    func waitUntilServed(by process: LaunchedProcess) -> Bool {
        FileAppearance.wait(in: directory, milliseconds: 10_000, stop: { !ProcessWatch.isAlive(process.pid) }) {
            (try? Sockets.connect(path: socketPath, milliseconds: 1000)).map { close($0); return true } ?? false
        }
    }

    /// The windows the host at the socket lists.
    func windows() throws -> [WindowInfo] {
        var channel = BlockingChannel(fd: try Sockets.connect(path: socketPath, milliseconds: 5000))
        try channel.greetHostAsControlClient(milliseconds: 10_000)
        try channel.send(.listWindows)
        guard case .windowList(let list) = try channel.receive(milliseconds: 10_000) else { return [] }
        return list.windows
    }

    /// Waits for a window opened on the host at the socket.
    func waitForWindow() throws -> WindowInfo? {
        var events = try HostEventStream(appID: "Hello", runtimeDirectory: runtime.path, milliseconds: 10_000)
        if let open = events.initialWindows.first(where: { $0.xWindowID != 0 }) { return open }
        guard let opened = events.next(milliseconds: 10_000, where: { $0.kind == .windowOpened }) else { return nil }
        return try windows().first { $0.windowID == opened.windowID }
    }

    func stop() {
        for process in started.reversed() {
            for child in process.children { kill(child, SIGKILL) }
            process.terminate()
        }
        runtime.remove()
    }
}

@Suite("Launches while a host starts, a socket unit started beside a running app, replies too large to send (real processes)", .serialized)
@MainActor
struct HostStartHandOverTests {
    @Test("A launch that finds a host holding the lock but not yet serving waits, and hands over once it serves")
    func launchWaitsForAStartingHost() throws {
        let run = HeadlessHello()
        defer { run.stop() }
        let first = try run.launch("first")
        try #require(run.waitUntilServed(by: first), "Hello did not start: \(first.output)")
        let windowsBefore = try run.windows().count
        // The first host now looks like one that is starting: it holds the lock, and no
        // socket is at the path yet.
        try #require(rename(run.socketPath, run.socketPath + ".hidden") == 0)
        let (second, tried) = try run.launchAndWaitUntilItTriesTheLock("second")
        try #require(tried, "the second launch never tried the lock: \(second.output)")
        #expect(ProcessWatch.isAlive(second.pid), "the launch gave up instead of waiting: \(second.output)")
        // The host serves: the waiting launch hands itself over and exits 0.
        try #require(rename(run.socketPath + ".hidden", run.socketPath) == 0)
        #expect(second.waitForExit(milliseconds: 10_000) == .exited(0), "\(second.output)")
        #expect(!second.output.contains("already running"), "\(second.output)")
        // The first host took the launch: it activated its window, and opened none.
        #expect(try run.windows().count == windowsBefore)
        first.signal(SIGTERM)
        #expect(first.waitForExit(milliseconds: 10_000) == .exited(0), "\(first.output)")
    }

    @Test("A launch waiting for a starting host that dies takes the lock and becomes the host")
    func launchBecomesTheHostWhenTheStartingOneDies() throws {
        let run = HeadlessHello()
        defer { run.stop() }
        let first = try run.launch("first")
        try #require(run.waitUntilServed(by: first), "Hello did not start: \(first.output)")
        try #require(rename(run.socketPath, run.socketPath + ".hidden") == 0)
        let (second, tried) = try run.launchAndWaitUntilItTriesTheLock("second")
        try #require(tried, "the second launch never tried the lock: \(second.output)")
        #expect(ProcessWatch.isAlive(second.pid), "the launch gave up instead of waiting: \(second.output)")
        // The starting host dies: its lock goes with it.
        first.signal(SIGKILL)
        #expect(first.waitForExit(milliseconds: 10_000) == .signaled(SIGKILL))
        #expect(run.waitUntilServed(by: second), "the waiting launch did not become the host: \(second.output)")
        #expect(try run.waitForWindow() != nil, "the new host opened no window: \(second.output)")
        #expect(try run.windows().allSatisfy { ProcessWatch.children(of: second.pid).contains($0.rendererPID) })
        second.signal(SIGTERM)
        #expect(second.waitForExit(milliseconds: 10_000) == .exited(0), "\(second.output)")
    }

    @Test("A launch gives up on a lock holder that never serves: after 10 s it exits 1 naming the holder, and starts nothing")
    func launchGivesUpOnAHolderThatNeverServes() throws {
        let run = HeadlessHello()
        defer { run.stop() }
        // The test holds the lock as a host would, pid and all, and never serves.
        let fd = open(run.lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        try #require(fd >= 0 && flock(fd, LOCK_EX | LOCK_NB) == 0)
        defer { close(fd) }
        var pid = Array("\(getpid())\n".utf8)
        _ = pwrite(fd, &pid, pid.count, 0)
        let started = MonotonicClock.milliseconds()
        let launch = try run.launch("launch")
        #expect(launch.waitForExit(milliseconds: 20_000) == .exited(1), "\(launch.output)")
        let waited = MonotonicClock.milliseconds() - started
        #expect(waited > 9000 && waited < 15_000, "gave up after \(Int(waited)) ms, expected about 10 s")
        #expect(launch.output.contains("another host of Hello (pid \(getpid())) holds \(run.lockPath) but served no control socket within 10 s"),
                "\(launch.output)")
        #expect(access(run.socketPath, F_OK) != 0, "the launch served a socket without the lock")
    }

    @Test("A socket unit started while the app runs by hand: the running host hands its window to the service and exits 0; the socket stays the service's")
    func socketUnitStartedBesideARunningApp() throws {
        let activate = "/usr/bin/systemd-socket-activate"
        try #require(access(activate, X_OK) == 0, "systemd-socket-activate is not installed (Debian: systemd)")
        let run = HeadlessHello()
        defer { run.stop() }
        let plain = try run.launch("plain")
        try #require(run.waitUntilServed(by: plain), "Hello did not start: \(plain.output)")
        let window = try #require(try run.waitForWindow(), "\(plain.output)")
        // What systemd does when the socket unit starts: remove the file, bind its own.
        let activator = try LaunchedProcess(
            pipingOutputOf: activate,
            arguments: ["-l", run.socketPath, "--fdname=control"]
                + ["XDG_RUNTIME_DIR", "SCENERY_STATE_DIR", "SCENERY_BACKEND", "SCENERY_HEADLESS_DIR"].map { "--setenv=\($0)" }
                + [BuiltProducts.path("Hello"), "--service"],
            environment: run.environment, outputPath: run.runtime.path + "/activate.log")
        defer {
            for child in activator.children { kill(child, SIGKILL) }
            activator.terminate()
        }
        #expect(activator.nextLine()?.contains("Listening on") == true)
        // The running host sees the socket taken, saves and closes its window, and hands
        // the launch to the service, whose host (started by that connection) reopens it.
        #expect(plain.waitForExit(milliseconds: 15_000) == .exited(0), "\(plain.output)")
        #expect(plain.output.contains("a service now listens on \(run.socketPath)"), "\(plain.output)")
        #expect(access(run.socketPath, F_OK) == 0, "the running host removed the service's socket")
        let reopened = try #require(try run.waitForWindow(), "the service opened no window: \(activator.output)")
        #expect(reopened.sceneID == window.sceneID)
        // systemd-socket-activate runs the host in its own process.
        #expect(ProcessWatch.children(of: activator.pid).contains(reopened.rendererPID), "\(activator.output)")
        activator.signal(SIGTERM)
        #expect(activator.waitForExit(milliseconds: 10_000) == .exited(0), "\(activator.output)")
    }

    @Test("A --service host that bound its own socket gives way to a socket unit started later: it exits 0 and the service reopens its window")
    func residentHostGivesWayToASocketUnit() throws {
        let activate = "/usr/bin/systemd-socket-activate"
        try #require(access(activate, X_OK) == 0, "systemd-socket-activate is not installed (Debian: systemd)")
        let run = HeadlessHello()
        defer { run.stop() }
        let resident = try run.launch("resident", arguments: ["--service"])
        try #require(run.waitUntilServed(by: resident), "Hello --service did not start: \(resident.output)")
        // A launch hands over to the resident host, which opens the window.
        let launch = try run.launch("launch")
        #expect(launch.waitForExit(milliseconds: 15_000) == .exited(0), "\(launch.output)")
        let window = try #require(try run.waitForWindow(), "\(resident.output)")
        let activator = try LaunchedProcess(
            pipingOutputOf: activate,
            arguments: ["-l", run.socketPath, "--fdname=control"]
                + ["XDG_RUNTIME_DIR", "SCENERY_STATE_DIR", "SCENERY_BACKEND", "SCENERY_HEADLESS_DIR"].map { "--setenv=\($0)" }
                + [BuiltProducts.path("Hello"), "--service"],
            environment: run.environment, outputPath: run.runtime.path + "/activate.log")
        defer {
            for child in activator.children { kill(child, SIGKILL) }
            activator.terminate()
        }
        #expect(activator.nextLine()?.contains("Listening on") == true)
        #expect(resident.waitForExit(milliseconds: 15_000) == .exited(0), "\(resident.output)")
        #expect(resident.output.contains("a service now listens on \(run.socketPath)"), "\(resident.output)")
        #expect(access(run.socketPath, F_OK) == 0, "the resident host removed the service's socket")
        // Its connection started the service's host, which reopens the window that was open.
        let reopened = try #require(try run.waitForWindow(), "the service opened no window: \(activator.output)")
        #expect(reopened.sceneID == window.sceneID)
        #expect(ProcessWatch.children(of: activator.pid).contains(reopened.rendererPID), "\(activator.output)")
        #expect(try run.windows().count == 1, "the window was opened twice")
        activator.signal(SIGTERM)
        #expect(activator.waitForExit(milliseconds: 10_000) == .exited(0), "\(activator.output)")
    }

    @Test("A service host whose lock an instance started by hand keeps refuses the waiting launch with a clear message and exits 78, not in a loop")
    func serviceHostRefusesWhenTheRunningAppDoesNotHandOver() throws {
        let activate = "/usr/bin/systemd-socket-activate"
        try #require(access(activate, X_OK) == 0, "systemd-socket-activate is not installed (Debian: systemd)")
        let run = HeadlessHello()
        defer { run.stop() }
        let plain = try run.launch("plain")
        try #require(run.waitUntilServed(by: plain), "Hello did not start: \(plain.output)")
        // A host that cannot answer (stopped) keeps its lock and never hands over.
        plain.signal(SIGSTOP)
        defer { plain.signal(SIGCONT) }
        let activator = try LaunchedProcess(
            pipingOutputOf: activate,
            arguments: ["-l", run.socketPath, "--fdname=control"]
                + ["XDG_RUNTIME_DIR", "SCENERY_STATE_DIR", "SCENERY_BACKEND", "SCENERY_HEADLESS_DIR"].map { "--setenv=\($0)" }
                + [BuiltProducts.path("Hello"), "--service"],
            environment: run.environment, outputPath: run.runtime.path + "/activate.log")
        defer { activator.terminate() }
        #expect(activator.nextLine()?.contains("Listening on") == true)
        let launch = try run.launch("launch")
        #expect(launch.waitForExit(milliseconds: 20_000) == .exited(1), "\(launch.output)")
        #expect(launch.output.contains("Hello runs outside its service (pid \(plain.pid)) and did not hand its windows over"), "\(launch.output)")
        // The service's host gave up once, with the status its unit does not restart, and
        // answered the connection that started it (so it is not started again for it).
        #expect(activator.waitForExit(milliseconds: 10_000) == .exited(78), "\(activator.output)")
        var said: [String] = []
        while let line = activator.nextLine(milliseconds: 5000) { said.append(line) }
        #expect(said.contains { $0.hasSuffix("quit it, then launch Hello again") }, "\(said)")
    }

    @Test("A scene id as large as a message is answered with a short error quoting 64 characters of it; the connection goes on")
    func oversizedSceneIDIsAnsweredShort() throws {
        let app = try AppUnderTest(product: "Hello")
        defer { app.stop() }
        var channel = BlockingChannel(fd: try Sockets.connect(path: app.runtime.path + "/scenery/Hello.sock", milliseconds: 5000))
        try channel.greetHostAsControlClient()
        // The error for an unknown scene quotes its id, at most 64 characters of it: an id
        // close to the largest message once made an error larger than a message may be.
        let id = String(repeating: "x", count: Frame.maximumMessageSize - 64)
        try channel.send(.sceneRequest(SceneRequestMessage(action: .open, sceneID: id)), milliseconds: 20_000)
        let reply = try channel.receive(milliseconds: 20_000)
        guard case .error(let error) = reply else {
            Issue.record("expected an error reply, got \(reply.name)")
            return
        }
        #expect(error.code == "no-such-scene", "\(error)")
        #expect(error.message.utf8.count < 1024)
        #expect(error.message.contains("'" + String(repeating: "x", count: 64) + "…'"), "\(error.message)")
        // The connection goes on.
        try channel.send(.listWindows)
        guard case .windowList = try channel.receive(milliseconds: 10_000) else {
            Issue.record("the connection was not served after the short error")
            return
        }
    }
}
