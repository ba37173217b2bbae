#if canImport(Glibc)
import Glibc
#endif
import SceneryPlatform

/// The receiving side of systemd's socket activation (`sd_listen_fds(3)`): the manager
/// passes the sockets it listened on as descriptors 3, 4, … and says so in
/// `LISTEN_PID` (this process), `LISTEN_FDS` (how many) and `LISTEN_FDNAMES`
/// (their `FileDescriptorName=`, colon-separated).
enum SocketActivation {
    /// A descriptor passed by the manager.
    struct Passed: Equatable {
        var fd: Int32
        var name: String
    }

    /// The descriptors `environment` says were passed to `pid`: none when `LISTEN_PID` names
    /// another process (a variable inherited from a parent that was activated), or an error
    /// when the variables are malformed.
    static func passed(environment: (String) -> String?, pid: Int32) -> Result<[Passed], SocketActivationError> {
        guard let pidText = environment("LISTEN_PID"), let countText = environment("LISTEN_FDS") else { return .success([]) }
        guard let listenPID = Int32(pidText) else {
            return .failure(SocketActivationError(message: "LISTEN_PID=\(pidText) is not a process id"))
        }
        guard listenPID == pid else { return .success([]) }
        guard let count = Int32(countText), count >= 0, count < 1024 else {
            return .failure(SocketActivationError(message: "LISTEN_FDS=\(countText) is not a number of descriptors"))
        }
        let names = environment("LISTEN_FDNAMES").map { $0.split(separator: ":", omittingEmptySubsequences: false).map(String.init) } ?? []
        return .success((0..<count).map { index in
            Passed(fd: 3 + index, name: Int(index) < names.count ? names[Int(index)] : "unknown")
        })
    }

    /// Chooses the control socket among the passed descriptors: the one named `control`
    /// (the socket unit's `FileDescriptorName=`), else the only one. Returns it and the
    /// descriptors left over.
    static func controlSocket(among passed: [Passed]) -> (control: Passed?, others: [Passed]) {
        if let named = passed.first(where: { $0.name == "control" }) {
            return (named, passed.filter { $0 != named })
        }
        if passed.count == 1 { return (passed[0], []) }
        return (nil, passed)
    }

    /// Takes the control socket passed to this process, if any: checks that it is a
    /// listening Unix stream socket, makes it close-on-exec and non-blocking (renderers must
    /// not inherit it), closes the other passed descriptors, and removes the variables so
    /// nothing started later believes they are meant for it.
    static func takeControlSocket() -> Result<Int32?, SocketActivationError> {
        defer {
            unsetenv("LISTEN_PID")
            unsetenv("LISTEN_FDS")
            unsetenv("LISTEN_FDNAMES")
        }
        let passed: [Passed]
        switch Self.passed(environment: RuntimePaths.environment, pid: getpid()) {
        case .success(let list): passed = list
        case .failure(let error): return .failure(error)
        }
        guard !passed.isEmpty else { return .success(nil) }
        let (control, others) = controlSocket(among: passed)
        for other in others { FileDescriptorIO.close(other.fd) }
        guard let control else {
            let names = passed.map(\.name).joined(separator: ", ")
            return .failure(SocketActivationError(message: "the service manager passed \(passed.count) sockets (\(names)) and none is named 'control' (FileDescriptorName=control in the socket unit)"))
        }
        if let problem = listeningStreamProblem(control.fd) {
            FileDescriptorIO.close(control.fd)
            return .failure(SocketActivationError(message: "descriptor \(control.fd) (\(control.name)) passed by the service manager \(problem)"))
        }
        do {
            try Sockets.adopt(control.fd)
        } catch {
            return .failure(SocketActivationError(message: "cannot take descriptor \(control.fd) passed by the service manager: \(error)"))
        }
        return .success(control.fd)
    }

    /// Why `fd` is not a listening Unix stream socket, or nil when it is.
    static func listeningStreamProblem(_ fd: Int32) -> String? {
        func option(_ name: Int32) -> Int32? {
            var value: Int32 = 0
            var length = socklen_t(MemoryLayout<Int32>.size)
            return getsockopt(fd, SOL_SOCKET, name, &value, &length) == 0 ? value : nil
        }
        guard let domain = option(SO_DOMAIN) else { return "is not a socket (\(SystemError("getsockopt")))" }
        guard domain == AF_UNIX else { return "is not a Unix socket (ListenStream= must be a path)" }
        guard option(SO_TYPE) == Int32(SOCK_STREAM.rawValue) else { return "is not a stream socket (use ListenStream=)" }
        guard option(SO_ACCEPTCONN) == 1 else { return "is not listening (Accept=no is required)" }
        return nil
    }
}

/// A socket-activation environment the host cannot use.
struct SocketActivationError: Error, Equatable {
    /// One line saying what is wrong.
    var message: String
}
