import Foundation
import SceneryConfiguration
@testable import SceneryHost
import Testing

@Suite("Service protocols: socket activation's variables, the watchdog interval, the status line")
struct ServiceProtocolTests {
    private func environment(_ values: [String: String]) -> (String) -> String? { { values[$0] } }

    @Test("Passed sockets start at descriptor 3 and take their names from LISTEN_FDNAMES")
    func passedSockets() {
        let passed = SocketActivation.passed(
            environment: environment(["LISTEN_PID": "42", "LISTEN_FDS": "2", "LISTEN_FDNAMES": "other:control"]), pid: 42)
        #expect(passed == .success([.init(fd: 3, name: "other"), .init(fd: 4, name: "control")]))
        let (control, others) = SocketActivation.controlSocket(among: try! passed.get())
        #expect(control == .init(fd: 4, name: "control"))
        #expect(others == [.init(fd: 3, name: "other")])
    }

    @Test("Sockets passed to another process (LISTEN_PID differs) are not this host's")
    func otherProcess() {
        #expect(SocketActivation.passed(environment: environment(["LISTEN_PID": "41", "LISTEN_FDS": "1"]), pid: 42) == .success([]))
        #expect(SocketActivation.passed(environment: environment([:]), pid: 42) == .success([]))
    }

    @Test("Malformed LISTEN_PID or LISTEN_FDS is an error naming the variable")
    func malformed() {
        guard case .failure(let error) = SocketActivation.passed(environment: environment(["LISTEN_PID": "x", "LISTEN_FDS": "1"]), pid: 1) else {
            Issue.record("accepted LISTEN_PID=x")
            return
        }
        #expect(error.message.contains("LISTEN_PID=x"))
        guard case .failure(let count) = SocketActivation.passed(environment: environment(["LISTEN_PID": "1", "LISTEN_FDS": "-2"]), pid: 1) else {
            Issue.record("accepted LISTEN_FDS=-2")
            return
        }
        #expect(count.message.contains("LISTEN_FDS=-2"))
    }

    @Test("One unnamed socket is the control socket; several without 'control' are none")
    func choosingTheControlSocket() {
        #expect(SocketActivation.controlSocket(among: [.init(fd: 3, name: "unknown")]).control == .init(fd: 3, name: "unknown"))
        let two = SocketActivation.controlSocket(among: [.init(fd: 3, name: "a"), .init(fd: 4, name: "b")])
        #expect(two.control == nil)
        #expect(two.others.count == 2)
    }

    @Test("A descriptor that is not a listening Unix stream socket is refused with the reason")
    func listeningCheck() throws {
        var fds: [Int32] = [-1, -1]
        #expect(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &fds) == 0)
        defer { fds.forEach { close($0) } }
        #expect(SocketActivation.listeningStreamProblem(fds[0])?.contains("not listening") == true)
        let file = open("/dev/null", O_RDONLY)
        defer { close(file) }
        #expect(SocketActivation.listeningStreamProblem(file)?.contains("not a socket") == true)
    }

    @Test("The watchdog pings at half of WATCHDOG_USEC, only for the process WATCHDOG_PID names")
    func watchdogInterval() {
        #expect(HostService.watchdogInterval(environment: environment(["WATCHDOG_USEC": "10000000"]), pid: 7, configuredSeconds: 0) == 5000)
        #expect(HostService.watchdogInterval(environment: environment(["WATCHDOG_USEC": "10000000", "WATCHDOG_PID": "7"]), pid: 7, configuredSeconds: 0) == 5000)
        #expect(HostService.watchdogInterval(environment: environment(["WATCHDOG_USEC": "10000000", "WATCHDOG_PID": "8"]), pid: 7, configuredSeconds: 0) == nil)
        // The configured `watchdog` applies when the manager sets no interval.
        #expect(HostService.watchdogInterval(environment: environment([:]), pid: 7, configuredSeconds: 3) == 3000)
        #expect(HostService.watchdogInterval(environment: environment([:]), pid: 7, configuredSeconds: 0) == nil)
    }

    @Test("The configured watchdog can shorten the pings within WATCHDOG_USEC, never stretch them past what the manager enforces")
    func configuredWatchdogOnlyShortens() {
        let manager = environment(["WATCHDOG_USEC": "10000000"])
        #expect(HostService.watchdogInterval(environment: manager, pid: 7, configuredSeconds: 2) == 2000)
        #expect(HostService.watchdogInterval(environment: manager, pid: 7, configuredSeconds: 60) == 5000)
        #expect(HostService.watchdogInterval(environment: environment(["WATCHDOG_USEC": "10000000", "WATCHDOG_PID": "8"]), pid: 7, configuredSeconds: 2) == nil)
    }

    @Test("A reload names each key that changed, old value and new, in the file's order")
    func changedSettings() {
        var new = HostConfiguration()
        #expect(HostProcess.changedSettings(from: HostConfiguration(), to: new).isEmpty)
        new.watchdog = 0.5
        new.spareRenderers = 0
        new.logLevel = .info
        #expect(HostProcess.changedSettings(from: HostConfiguration(), to: new)
            == ["spare-renderers 1 → 0", "watchdog 0 → 0.5", "log-level \"warning\" → \"info\""])
    }

    @Test("STATUS= counts the open windows")
    func statusLine() {
        #expect(HostService.status(windows: 0, resident: true) == "no window open; waiting for a launch")
        #expect(HostService.status(windows: 1, resident: true) == "1 window open")
        #expect(HostService.status(windows: 3, resident: false) == "3 windows open")
    }
}

@Suite("Service units: names, escaping, the templates in systemd/, systemd-analyze verify")
struct ServiceUnitsTests {
    private let repository = String(#filePath.dropLast("Tests/SceneryHostTests/ServiceProtocolTests.swift".count))

    @Test("Units are named app-<app-id>.socket and .service, a dash in the id escaped as \\x2d")
    func names() {
        let units = ServiceUnits(appID: "Hello", executablePath: "/usr/bin/Hello")
        #expect(units.socketName == "app-Hello.socket")
        #expect(units.serviceName == "app-Hello.service")
        let dashed = ServiceUnits(appID: "my-app", executablePath: "/usr/bin/my-app")
        #expect(dashed.serviceName == "app-my\\x2dapp.service")
        #expect(dashed.socketUnit.contains("ListenStream=%t/scenery/my-app.sock"))
    }

    @Test("ExecStart= escapes specifiers, variables and quotes, and quotes a path with a space")
    func execEscaping() {
        #expect(ServiceUnits.execArgument("/opt/apps/Hello") == "/opt/apps/Hello")
        #expect(ServiceUnits.execArgument("/opt/my apps/50%$x\"") == "\"/opt/my apps/50%%$$x\\\"\"")
    }

    @Test("An app id a unit name cannot hold is refused with the reason")
    func appIDs() {
        #expect(ServiceUnits.appIDProblem("org.example.Notes") == nil)
        #expect(ServiceUnits.appIDProblem("my app")?.contains("letters, digits") == true)
        #expect(ServiceUnits.appIDProblem("") != nil)
    }

    @Test("systemd/app.socket.in and app.service.in are the units with placeholders")
    func templatesMatch() throws {
        let template = ServiceUnits(appID: "@APP_ID@", unitID: "@UNIT_ID@", executable: "@EXECUTABLE@")
        #expect(try String(contentsOfFile: repository + "systemd/app.socket.in", encoding: .utf8) == template.socketUnit)
        #expect(try String(contentsOfFile: repository + "systemd/app.service.in", encoding: .utf8) == template.serviceUnit)
    }

    @Test("systemd-analyze verify passes on the units, without a single warning")
    func verify() throws {
        let analyze = "/usr/bin/systemd-analyze"
        try #require(access(analyze, X_OK) == 0, "systemd-analyze is not installed (Debian: systemd)")
        // A short path: socket addresses hold at most 107 bytes.
        let directory = "/tmp/scenery-units-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: directory + "/runtime", withIntermediateDirectories: true)
        chmod(directory + "/runtime", 0o700)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // The test runner stands in for the app's executable: verify checks that it exists.
        let units = ServiceUnits(appID: "Scenery-Verify", executablePath: CommandLine.arguments[0])
        try units.socketUnit.write(toFile: directory + "/" + units.socketName, atomically: true, encoding: .utf8)
        try units.serviceUnit.write(toFile: directory + "/" + units.serviceName, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: analyze)
        process.arguments = ["--user", "verify", directory + "/" + units.socketName, directory + "/" + units.serviceName]
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_RUNTIME_DIR"] = directory + "/runtime"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(text)")
        #expect(text.isEmpty, "systemd-analyze verify warned: \(text)")
    }
}
