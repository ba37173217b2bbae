#if canImport(Glibc)
import Glibc
#endif
import SceneryPlatform
import SceneryTesting
import Testing

/// Runs scenectl with the given runtime directory and returns its status and output.
func runScenectl(_ arguments: [String], runtime: TemporaryDirectory) throws -> (TerminationStatus?, String) {
    let process = try LaunchedProcess(
        path: BuiltProducts.path("scenectl"), arguments: arguments,
        environment: ["XDG_RUNTIME_DIR": runtime.path],
        outputPath: runtime.path + "/scenectl-\(String(arguments.joined(separator: "_").map { $0 == "/" ? "_" : $0 }.prefix(80))).log")
    let status = process.waitForExit(milliseconds: 10_000)
    if status == nil { process.terminate() }
    return (status, process.output)
}

@Suite("scenectl against a running app", .serialized)
@MainActor
struct ScenectlTests {
    @Test("scenectl list prints one line per window: scene, window, renderer pid, X window, title")
    func listWindows() throws {
        let run = try HelloUnderTest()
        defer { run.stop() }
        let (window, renderer) = try run.openedWindow()
        // The renderer reports the window once it is mapped; wait for the host to know it.
        var output = ""
        let listed = run.x.waitUntil(milliseconds: 10_000) {
            guard let result = try? runScenectl(["list"], runtime: run.runtime), result.0 == .exited(0) else { return false }
            output = result.1
            return output.contains("0x" + String(window, radix: 16))
        }
        #expect(listed, "scenectl list did not show window \(window): \(output)")
        let rows = output.split(separator: "\n").filter { $0.contains("WindowGroup-0") }
        #expect(rows.count == 1)
        let row = String(rows.first ?? "")
        #expect(row.contains(" \(renderer) "))
        #expect(row.hasSuffix("Hello"))

        let (status, json) = try runScenectl(["list", "--json"], runtime: run.runtime)
        #expect(status == .exited(0))
        #expect(json.contains("\"app\":\"Hello\""))
        #expect(json.contains("\"pid\":\(renderer)"))
        #expect(json.contains("\"xwindow\":\(window)"))
        #expect(json.contains("\"title\":\"Hello\""))

        // The control socket is private: directory 0700, socket 0600.
        var info = stat()
        #expect(stat(run.runtime.path + "/scenery", &info) == 0 && info.st_mode & 0o777 == 0o700)
        #expect(stat(run.runtime.path + "/scenery/Hello.sock", &info) == 0 && info.st_mode & 0o777 == 0o600)
    }

    @Test("scenectl list with no app running says so and exits non-zero")
    func nothingRunning() throws {
        let runtime = TemporaryDirectory(prefix: "scenery-runtime")
        defer { runtime.remove() }
        let (status, output) = try runScenectl(["list"], runtime: runtime)
        #expect(status != .exited(0))
        #expect(status != nil)
        #expect(output.contains("no Scenery app is running"))
    }

    @Test("The control socket is removed when the app exits")
    func socketRemovedOnExit() throws {
        let run = try HelloUnderTest()
        defer { run.stop() }
        let (window, _) = try run.openedWindow()
        run.x.requestClose(window)
        #expect(run.app.waitForExit(milliseconds: 10_000) == .exited(0), "\(run.app.output)")
        #expect(access(run.runtime.path + "/scenery/Hello.sock", F_OK) != 0)
    }
}

@Suite("The host under bad input and a second instance", .serialized)
@MainActor
struct HostRobustnessTests {
    @Test("Garbage on the control socket closes that connection only; the host keeps serving")
    func garbageOnControlSocket() throws {
        let run = try HelloUnderTest(extraEnvironment: ["SCENERY_LOG": "warning"])
        defer { run.stop() }
        _ = try run.openedWindow()
        let socket = run.runtime.path + "/scenery/Hello.sock"
        // An oversized frame header, then bytes that are not a hello.
        for junk: [UInt8] in [[0xff, 0xff, 0xff, 0x7f, 1, 2, 3], [3, 0, 0, 0, 99, 0, 0], [0, 0, 0, 0]] {
            let fd = try Sockets.connect(path: socket)
            var channel = BlockingChannel(fd: fd)
            _ = junk.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            // The host answers by closing the connection.
            #expect(throws: ChannelError.self) { _ = try channel.receive(milliseconds: 5000) }
        }
        let (status, output) = try runScenectl(["list"], runtime: run.runtime)
        #expect(status == .exited(0), "\(output)")
        #expect(output.contains("WindowGroup-0"))
        #expect(ProcessWatch.isAlive(run.app.pid))
        #expect(run.app.output.contains("sent bad data"), "the host should log why it closed the connection: \(run.app.output)")
    }

    @Test("A second launch while the app runs hands itself over (exit 0) and leaves the first's window alone; it opens no window and counts no crash")
    func secondInstance() throws {
        let run = try HelloUnderTest()
        defer { run.stop() }
        _ = try run.openedWindow()
        let second = try LaunchedProcess(
            path: BuiltProducts.path("Hello"),
            environment: [
                "DISPLAY": run.display.display, "XDG_RUNTIME_DIR": run.runtime.path, "SCENERY_APP_ID": nil,
                "SCENERY_STATE_DIR": run.runtime.path + "/state", "SCENERY_LOG": "debug",
            ],
            outputPath: run.runtime.path + "/second.log")
        let status = second.waitForExit(milliseconds: 10_000)
        if status == nil { second.terminate() }
        #expect(status == .exited(0), "\(second.output)")
        // It found the running instance before it started anything: no window was sent to
        // a renderer, and no renderer was killed and restarted as if it had crashed.
        #expect(!second.output.contains("opening window"), "\(second.output)")
        #expect(!second.output.contains("crashed"), "\(second.output)")
        #expect(!second.output.contains("ended without closing"), "\(second.output)")
        #expect(second.children.isEmpty)
        #expect(ProcessWatch.isAlive(run.app.pid))
        #expect(run.x.clientWindows.filter { run.x.strings($0, "WM_CLASS").contains("Hello") }.count == 1)
    }

    @Test("An app id with a slash is refused with one clear line")
    func invalidAppID() throws {
        let runtime = TemporaryDirectory(prefix: "scenery-runtime")
        defer { runtime.remove() }
        let app = try LaunchedProcess(
            path: BuiltProducts.path("Hello"),
            environment: ["DISPLAY": ":4243", "XDG_RUNTIME_DIR": runtime.path, "SCENERY_APP_ID": "../evil"],
            outputPath: runtime.path + "/out.log")
        let status = app.waitForExit(milliseconds: 10_000)
        if status == nil { app.terminate() }
        #expect(status == .exited(1))
        #expect(app.output.split(separator: "\n").count == 1)
        #expect(app.output.contains("cannot be the app id"))
    }

    @Test("scenectl gives up within its deadline on a host that accepts no connection (backlog full), instead of hanging in connect")
    func stoppedHostBacklog() throws {
        let runtime = TemporaryDirectory(prefix: "scenery-runtime")
        defer { runtime.remove() }
        chmod(runtime.path, 0o700)
        mkdir(runtime.path + "/scenery", 0o700)
        let path = runtime.path + "/scenery/Stuck.sock"
        // A listener that never accepts, as a host stopped with SIGSTOP: fill its backlog.
        let listener = try Sockets.listen(path: path)
        var queued: [Int32] = []
        defer { (queued + [listener]).forEach { close($0) } }
        while queued.count < 256, let fd = try? Sockets.connect(path: path, milliseconds: 0) { queued.append(fd) }
        #expect(queued.count < 256, "the backlog never filled")

        let process = try LaunchedProcess(
            path: BuiltProducts.path("scenectl"), arguments: ["list", "--app", "Stuck"],
            environment: ["XDG_RUNTIME_DIR": runtime.path], outputPath: runtime.path + "/scenectl.log")
        let status = process.waitForExit(milliseconds: 15_000)
        if status == nil { process.terminate() }
        #expect(status == .exited(1), "scenectl hung or succeeded: \(process.output)")
        #expect(process.output.contains("accepts no connection"), "\(process.output)")
    }
}
