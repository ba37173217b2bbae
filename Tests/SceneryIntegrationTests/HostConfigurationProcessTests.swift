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
