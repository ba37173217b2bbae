#if canImport(Glibc)
import Glibc
#endif
import ArgumentParser
import SceneryConfiguration
import SceneryPlatform

/// `scenectl service install|uninstall|status`: runs an app's scene host as a systemd user
/// service (docs/systemd.md).
struct ServiceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "service",
        abstract: "Run an app's scene host as a systemd user service.",
        discussion: """
            install writes a socket unit and a service unit for the app into \
            $XDG_CONFIG_HOME/systemd/user/, reloads the user manager, and enables and starts \
            the socket: the first launch of the app (or scenectl command) then starts its \
            host, which stays and opens windows on each launch. uninstall stops and removes \
            them; status says what runs.
            """,
        subcommands: [ServiceInstallCommand.self, ServiceUninstallCommand.self, ServiceStatusCommand.self])
}

/// `scenectl service install APP-EXECUTABLE [--app-id ID]`.
struct ServiceInstallCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "install",
        abstract: "Install and start the units that run an app's scene host as a service.",
        discussion: "Prints the socket unit's name (socket: NAME) and the service unit's (service: NAME).")

    @Argument(help: ArgumentHelp("The app's executable (a Scenery app).", valueName: "app-executable"))
    var executable: String

    @Option(name: .customLong("app-id"), help: ArgumentHelp("The app id (default: the executable's name).", valueName: "id"))
    var appID: String?

    func run() throws {
        try Scenectl.reportingFailure { () throws(ScenectlError) in
            let path = try Self.resolveExecutable(executable)
            let id = appID ?? String(path.split(separator: "/").last ?? "")
            if let problem = ServiceUnits.appIDProblem(id) ?? RuntimePaths.appIDProblem(id) {
                throw ScenectlError("'\(id)' cannot name a service: \(problem); choose one with --app-id")
            }
            let systemctl = try Systemctl.userManager()
            let units = ServiceUnits(appID: id, executablePath: path)
            let directory = try UserUnitDirectory.path()
            do {
                try AtomicFile.makeDirectories(directory)
                try AtomicFile.write(Array(units.socketUnit.utf8), to: directory + "/" + units.socketName)
                try AtomicFile.write(Array(units.serviceUnit.utf8), to: directory + "/" + units.serviceName)
            } catch {
                throw ScenectlError("cannot write the units into \(directory): \(error)")
            }
            try systemctl.run(["daemon-reload"])
            try systemctl.run(["enable", "--now", units.socketName])
            print("socket: \(units.socketName)")
            print("service: \(units.serviceName)")
        }
    }

    /// The absolute path of an executable regular file, or a clear error.
    static func resolveExecutable(_ given: String) throws(ScenectlError) -> String {
        guard let resolved = realpath(given, nil) else {
            throw ScenectlError("\(given): \(SystemError("realpath").reason)")
        }
        defer { free(resolved) }
        let path = String(cString: resolved)
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            throw ScenectlError("\(given) is not a file (give the app's executable)")
        }
        guard access(path, X_OK) == 0 else {
            throw ScenectlError("\(given) is not executable (chmod +x \(given))")
        }
        return path
    }
}

/// `scenectl service uninstall ID`.
struct ServiceUninstallCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "uninstall",
        abstract: "Stop an app's service and remove its units (its windows close and are saved).")

    @Argument(help: ArgumentHelp("The app id the service was installed with.", valueName: "id"))
    var appID: String

    func run() throws {
        try Scenectl.reportingFailure { () throws(ScenectlError) in
            let units = try ServiceUnits.named(appID)
            let directory = try UserUnitDirectory.path()
            let files = [units.socketName, units.serviceName].map { directory + "/" + $0 }
            guard files.contains(where: { access($0, F_OK) == 0 }) else {
                throw ScenectlError("\(appID) is not installed as a service (no \(files[0]))")
            }
            let systemctl = try Systemctl.userManager()
            try systemctl.run(["disable", "--now", units.socketName, units.serviceName])
            for file in files where unlink(file) != 0 && errno != ENOENT {
                throw ScenectlError("cannot remove \(file): \(SystemError("unlink").reason)")
            }
            // A stopped service keeps its windows marked for reopening; it will not restart.
            unlink(RuntimePaths.controlDirectory() + "/" + appID + ".reopen")
            try systemctl.run(["daemon-reload"])
            print("removed: \(units.socketName)")
            print("removed: \(units.serviceName)")
        }
    }
}

/// `scenectl service status ID`.
struct ServiceStatusCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Say whether an app's service listens and runs, and its processes.",
        discussion: "Exit status 0 when the units are installed, 1 otherwise.")

    @Argument(help: ArgumentHelp("The app id the service was installed with.", valueName: "id"))
    var appID: String

    func run() throws {
        try Scenectl.reportingFailure { () throws(ScenectlError) in
            let units = try ServiceUnits.named(appID)
            let systemctl = try Systemctl.userManager()
            let output = try systemctl.run([
                "show", "--property=Id,LoadState,ActiveState,SubState,MainPID,StatusText,NRestarts,Listen,ControlGroup",
                units.socketName, units.serviceName,
            ])
            let blocks = Systemctl.properties(output)
            guard blocks.count == 2, blocks.contains(where: { $0["LoadState"] == "loaded" }) else {
                throw ScenectlError("\(appID) is not installed as a service (scenectl service install)")
            }
            let socket = blocks[0], service = blocks[1]
            var socketLine = "socket: \(units.socketName): \(socket["ActiveState"] ?? "?") (\(socket["SubState"] ?? "?"))"
            if let listen = socket["Listen"], !listen.isEmpty { socketLine += " on \(listen.split(separator: " ").first ?? "")" }
            print(socketLine)
            var serviceLine = "service: \(units.serviceName): \(service["ActiveState"] ?? "?") (\(service["SubState"] ?? "?"))"
            if let pid = service["MainPID"], pid != "0" { serviceLine += ", host pid \(pid)" }
            if let status = service["StatusText"], !status.isEmpty { serviceLine += ": \(status)" }
            if let restarts = service["NRestarts"], restarts != "0" { serviceLine += " (restarted \(restarts) times)" }
            print(serviceLine)
            if let group = service["ControlGroup"], !group.isEmpty,
               let text = try? AtomicFile.read("/sys/fs/cgroup" + group + "/cgroup.procs") {
                let pids = String(decoding: text, as: UTF8.self).split(separator: "\n")
                if !pids.isEmpty { print("processes: \(pids.joined(separator: " ")) (the host and its renderers)") }
            }
        }
    }
}

/// `$XDG_CONFIG_HOME/systemd/user`, where a user's own units live.
enum UserUnitDirectory {
    static func path() throws(ScenectlError) -> String {
        if let config = RuntimePaths.environment("XDG_CONFIG_HOME"), config.hasPrefix("/") { return config + "/systemd/user" }
        guard let home = RuntimePaths.environment("HOME"), home.hasPrefix("/") else {
            throw ScenectlError("neither XDG_CONFIG_HOME nor HOME is set: no place for user units")
        }
        return home + "/.config/systemd/user"
    }
}

/// Runs `systemctl --user`.
struct Systemctl {
    let path: String

    /// systemctl on PATH, or a clear error.
    static func find() throws(ScenectlError) -> Systemctl {
        let directories = (RuntimePaths.environment("PATH") ?? "/usr/bin:/bin").split(separator: ":")
        for directory in directories + ["/usr/bin", "/bin"] {
            let candidate = "\(directory)/systemctl"
            if access(candidate, X_OK) == 0 { return Systemctl(path: candidate) }
        }
        throw ScenectlError("systemctl is not installed: running an app as a service needs systemd (Debian: systemd)")
    }

    /// systemctl on PATH, once a user manager answers it; a clear error otherwise.
    static func userManager() throws(ScenectlError) -> Systemctl {
        let systemctl = try find()
        try systemctl.checkManager()
        return systemctl
    }

    /// Fails unless a user manager answers.
    func checkManager() throws(ScenectlError) {
        do {
            _ = try run(["show", "--property=Version", "--value"])
        } catch {
            throw ScenectlError("no systemd user manager answers for this user (\(error.message)); log in to a systemd session, or start `systemd --user`")
        }
    }

    /// Runs `systemctl --user ARGUMENTS`; returns its output, or throws its first lines.
    @discardableResult
    func run(_ arguments: [String]) throws(ScenectlError) -> String {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw ScenectlError("cannot run systemctl: \(SystemError("pipe").reason)") }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        let pid: Int32
        do {
            pid = try ProcessSpawner.spawn(
                path: path, arguments: ["systemctl", "--user"] + arguments,
                environment: ProcessSpawner.currentEnvironment(), outputFD: ends[1])
        } catch {
            FileDescriptorIO.close(ends[0])
            FileDescriptorIO.close(ends[1])
            throw ScenectlError("cannot run \(path): \(error)")
        }
        FileDescriptorIO.close(ends[1])
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(ends[0], $0.baseAddress, $0.count) }
            if count > 0 { output += buffer[..<count]; continue }
            if count < 0 && errno == EINTR { continue }
            break
        }
        FileDescriptorIO.close(ends[0])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let text = String(decoding: output, as: UTF8.self)
        guard status == 0 else {
            let said = text.split(separator: "\n").prefix(3).joined(separator: "; ")
            throw ScenectlError("systemctl --user \(arguments.joined(separator: " ")) failed: \(said.isEmpty ? "status \(status)" : said)")
        }
        return text
    }

    /// `systemctl show` output: one dictionary per unit (blocks separated by blank lines).
    static func properties(_ output: String) -> [[String: String]] {
        var blocks: [[String: String]] = []
        var current: [String: String] = [:]
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.isEmpty {
                if !current.isEmpty { blocks.append(current) }
                current = [:]
                continue
            }
            guard let equals = line.firstIndex(of: "=") else { continue }
            current[String(line[..<equals])] = String(line[line.index(after: equals)...])
        }
        if !current.isEmpty { blocks.append(current) }
        return blocks
    }
}

extension ServiceUnits {
    /// The unit names of the service installed for `appID` (the executable does not matter
    /// for names), or a clear error when `appID` cannot be a service's app id.
    static func named(_ appID: String) throws(ScenectlError) -> ServiceUnits {
        if let problem = appIDProblem(appID) { throw ScenectlError("'\(appID)' is not a service's app id: \(problem)") }
        return ServiceUnits(appID: appID, executablePath: "/")
    }
}
