#if canImport(Glibc)
import Glibc
#endif
import SceneryPlatform
import SceneryTesting
import Testing

/// Writes `text` as the configuration file of app `appID` under `home` (an XDG_CONFIG_HOME).
private func writeConfiguration(_ text: String, appID: String, home: String) throws {
    mkdir(home + "/scenery", 0o700)
    try AtomicFile.write(Array(text.utf8), to: home + "/scenery/\(appID).toml")
}

@Suite("The host's configuration file in a running app and in scenectl (real processes)", .serialized)
struct HostConfigurationProcessTests {
    @Test("The host reports a wrong key with file, line and key, keeps running, and reads the file again on SIGHUP")
    func reportsAndReloads() throws {
        let runtime = TemporaryDirectory(prefix: "scenery-config")
        defer { runtime.remove() }
        chmod(runtime.path, 0o700)
        let home = runtime.path + "/config"
        mkdir(home, 0o700)
        let file = home + "/scenery/Hello.toml"
        try writeConfiguration("log-level = \"notice\"\nspare-renderers = \"two\"\n", appID: "Hello", home: home)
        mkdir(runtime.path + "/frames", 0o700)
        let app = try LaunchedProcess(
            pipingOutputOf: BuiltProducts.path("Hello"),
            environment: [
                "XDG_RUNTIME_DIR": runtime.path, "XDG_CONFIG_HOME": home, "SCENERY_APP_ID": nil, "SCENERY_LOG": nil,
                "SCENERY_SPARE_RENDERERS": nil, "SCENERY_STATE_DIR": runtime.path + "/state", "SCENERY_BACKEND": "headless",
                "SCENERY_HEADLESS_DIR": runtime.path + "/frames", "DISPLAY": nil,
            ],
            outputPath: runtime.path + "/Hello.log")
        defer { app.terminate() }

        func waitForLine(_ wanted: (String) -> Bool) -> String? {
            while let line = app.nextLine() {
                if wanted(line) { return line }
            }
            return nil
        }
        let startup = waitForLine { $0.contains(file + ":2: error: key 'spare-renderers'") }
        #expect(startup != nil, "no error line naming the file, line and key: \(app.output)")
        #expect(startup?.contains("found the string \"two\"; the default stands") == true)

        // Once the control socket is served the signal handlers are in place.
        let served = FileAppearance.wait(for: "Hello.sock", in: runtime.path + "/scenery", milliseconds: 10_000) { !ProcessWatch.isAlive(app.pid) }
        try #require(served, "the host did not start: \(app.output)")

        try writeConfiguration("log-level = \"notice\"\nrestart-limit = 2\nwatchdg = 5\n", appID: "Hello", home: home)
        app.signal(SIGHUP)
        let unknown = waitForLine { $0.contains(file + ":3: warning: key 'watchdg': unknown key") }
        #expect(unknown != nil, "SIGHUP did not read the file again: \(app.output)")
        let notice = waitForLine { $0.contains("configuration read again from \(file)") }
        #expect(notice != nil, "\(app.output)")
        #expect(ProcessWatch.isAlive(app.pid), "SIGHUP must not stop the host")

        app.signal(SIGTERM)
        #expect(app.waitForExit(milliseconds: 10_000) == .exited(0))
    }

    @Test("SIGHUP applies every key and logs which changed: the watchdog is re-armed, spares stop, the log level follows the file")
    func reloadAppliesEveryKey() throws {
        let runtime = TemporaryDirectory(prefix: "scenery-reload")
        defer { runtime.remove() }
        chmod(runtime.path, 0o700)
        let home = runtime.path + "/config"
        mkdir(home, 0o700)
        mkdir(runtime.path + "/frames", 0o700)
        let file = home + "/scenery/Hello.toml"
        try writeConfiguration("log-level = \"notice\"\nwatchdog = 0.3\nspare-renderers = 2\n", appID: "Hello", home: home)
        let notify = try NotifySocketStub(path: runtime.path + "/notify.sock")
        defer { notify.close() }
        // A resident host under a manager that sets no WatchdogSec: the file's `watchdog`
        // is the interval.
        let app = try LaunchedProcess(
            pipingOutputOf: BuiltProducts.path("Hello"), arguments: ["--service"],
            environment: [
                "XDG_RUNTIME_DIR": runtime.path, "XDG_CONFIG_HOME": home, "SCENERY_APP_ID": nil, "SCENERY_LOG": nil,
                "SCENERY_SPARE_RENDERERS": nil, "SCENERY_STATE_DIR": runtime.path + "/state", "SCENERY_BACKEND": "headless",
                "SCENERY_HEADLESS_DIR": runtime.path + "/frames", "DISPLAY": nil, "NOTIFY_SOCKET": notify.path,
                "WATCHDOG_USEC": nil, "WATCHDOG_PID": nil, "LISTEN_FDS": nil, "LISTEN_PID": nil,
            ],
            outputPath: runtime.path + "/Hello.log")
        defer {
            for child in app.children { kill(child, SIGKILL) }
            app.terminate()
        }
        func waitForLine(_ wanted: (String) -> Bool) -> String? {
            while let line = app.nextLine() {
                if wanted(line) { return line }
            }
            return nil
        }
        /// The mean spacing of the next three watchdog pings, in ms.
        func pingSpacing() -> Double? {
            var times: [Double] = []
            for _ in 0..<3 {
                let start = notify.received.count
                guard notify.wait(since: start, for: { $0 == "WATCHDOG=1" }) != nil else { return nil }
                times.append(notify.received[start...].first { $0.message == "WATCHDOG=1" }!.at)
            }
            return (times[2] - times[0]) / 2
        }
        _ = try #require(notify.wait { $0.contains("READY=1") }, "no READY=1: \(app.output)")
        let slow = try #require(pingSpacing(), "no watchdog pings: \(notify.transcript)")
        #expect(slow > 200 && slow < 600, "pings \(slow) ms apart for watchdog = 0.3")
        try #require(app.children.count == 2, "expected two spare renderers: \(app.children)")
        let spares = app.children

        try writeConfiguration(
            "log-level = \"info\"\nwatchdog = 0.1\nspare-renderers = 0\nhang-timeout = 2\n", appID: "Hello", home: home)
        app.signal(SIGHUP)
        let reloaded = waitForLine { $0.contains("configuration read again from \(file)") }
        #expect(reloaded?.hasSuffix(": spare-renderers 2 → 0, hang-timeout 5 → 2, watchdog 0.3 → 0.1, log-level \"notice\" → \"info\"") == true,
                "\(reloaded ?? app.output)")
        // The new level applies at once: the spares' stop is an info line.
        #expect(waitForLine { $0.contains("spare renderer") && $0.contains("stopped: spare-renderers is 0") } != nil, "\(app.output)")
        for spare in spares { #expect(ProcessWatch.waitForExit(spare, milliseconds: 10_000), "spare \(spare) still runs") }
        let fast = try #require(pingSpacing(), "no watchdog pings after the reload: \(notify.transcript)")
        #expect(fast > 40 && fast < 200, "pings \(fast) ms apart for watchdog = 0.1")

        // Nothing changed: said so. Then the watchdog turned off: the pings stop.
        app.signal(SIGHUP)
        #expect(waitForLine { $0.contains("configuration read again from \(file): nothing changed") } != nil, "\(app.output)")
        try writeConfiguration("log-level = \"info\"\nwatchdog = 0\nspare-renderers = 0\nhang-timeout = 2\n", appID: "Hello", home: home)
        app.signal(SIGHUP)
        #expect(waitForLine { $0.contains("watchdog 0.1 → 0") } != nil, "\(app.output)")
        // A ping sent just before the reload may still be unread.
        _ = notify.wait(milliseconds: 150, since: notify.received.count) { $0 == "WATCHDOG=1" }
        #expect(notify.wait(milliseconds: 500, since: notify.received.count) { $0 == "WATCHDOG=1" } == nil,
                "pings go on with watchdog = 0: \(notify.transcript)")
        #expect(ProcessWatch.isAlive(app.pid))
        app.signal(SIGTERM)
        #expect(app.waitForExit(milliseconds: 10_000) == .exited(0), "\(app.output)")
    }

    @Test("scenectl config prints each setting with its source, reports a wrong value on standard error and exits 1")
    func scenectlConfig() throws {
        let runtime = TemporaryDirectory(prefix: "scenery-config")
        defer { runtime.remove() }
        let home = runtime.path + "/config"
        mkdir(home, 0o700)
        func run(_ environment: [String: String?]) throws -> (TerminationStatus?, String) {
            var all: [String: String?] = ["XDG_CONFIG_HOME": home, "XDG_RUNTIME_DIR": runtime.path, "SCENERY_LOG": nil, "SCENERY_SPARE_RENDERERS": nil]
            all.merge(environment) { $1 }
            let process = try LaunchedProcess(
                path: BuiltProducts.path("scenectl"), arguments: ["config", "Demo"], environment: all,
                outputPath: runtime.path + "/scenectl-\(environment.count).log")
            let status = process.waitForExit(milliseconds: 10_000)
            if status == nil { process.terminate() }
            return (status, process.output)
        }
        // No file and no app running: the defaults.
        let (plainStatus, plain) = try run([:])
        #expect(plainStatus == .exited(0), "\(plain)")
        #expect(plain.contains("spare-renderers = 1") && plain.contains("# default"))
        #expect(plain.contains("log-level = \"warning\""))

        try writeConfiguration("hang-timeout = 2.5\nrestart-limit = -1\n", appID: "Demo", home: home)
        let (status, output) = try run(["SCENERY_SPARE_RENDERERS": "0"])
        #expect(status == .exited(1), "\(output)")
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("hang-timeout = 2.5") && $0.hasSuffix("# \(home)/scenery/Demo.toml:1") }, "\(output)")
        #expect(lines.contains { $0.hasPrefix("restart-limit = 3") && $0.hasSuffix("# default") }, "\(output)")
        #expect(lines.contains { $0.hasPrefix("spare-renderers = 0") && $0.hasSuffix("# environment SCENERY_SPARE_RENDERERS") }, "\(output)")
        #expect(output.contains("scenectl: \(home)/scenery/Demo.toml:2: error: key 'restart-limit'"), "\(output)")
    }
}
