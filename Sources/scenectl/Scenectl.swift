#if canImport(Glibc)
import Glibc
#endif
import ArgumentParser
import SceneryPlatform
import SceneryWire

/// `scenectl`: inspects and controls running Scenery apps through their control sockets.
@main
struct Scenectl: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scenectl",
        abstract: "Inspect and control running Scenery apps.",
        discussion: """
            Every running Scenery app has one scene host process, which serves a control \
            socket at $XDG_RUNTIME_DIR/scenery/<app-id>.sock (or /tmp/scenery-<uid>/ when \
            XDG_RUNTIME_DIR is unset). scenectl connects to that socket, checks the wire \
            protocol version in a handshake, and asks the host.

            When only one app is running, scenectl finds it by itself; otherwise name the \
            app with --app.

            Exit status: 0 on success, 1 when no app answers or the app reports an error, \
            64 for a usage error.
            """,
        version: "scenectl, wire protocol \(WireProtocol.version)",
        subcommands: [ListCommand.self, EventsCommand.self, OpenCommand.self, OpenURLCommand.self, CloseCommand.self, ActivateCommand.self, ConfigCommand.self, ServiceCommand.self]
    )

    /// Writes `scenectl: <message>` to standard error.
    static func complain(_ message: String) {
        let bytes = Array("scenectl: \(message)\n".utf8)
        var written = 0
        while written < bytes.count {
            let n = bytes[written...].withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
            if n > 0 {
                written += n
            } else if n < 0 && errno == EINTR {
                continue
            } else {
                return
            }
        }
    }

    /// Sends one request to the app and fails (status 1, the host's message) if it answers
    /// with an error.
    static func request(_ message: WireMessage, app: String?) throws(ExitCode) {
        try reportingFailure { () throws(ScenectlError) in
            var connection = try ControlConnection.open(appID: app)
            _ = try connection.request(message)
        }
    }

    /// Runs `body`, turning a ``ScenectlError`` into a message on standard error and exit
    /// status 1.
    static func reportingFailure(_ body: () throws(ScenectlError) -> Void) throws(ExitCode) {
        // A host that goes away mid-write must give an error, not kill scenectl.
        signal(SIGPIPE, SIG_IGN)
        do {
            try body()
        } catch {
            complain(error.message)
            throw ExitCode.failure
        }
    }
}

/// A failure scenectl reports as one line and exit status 1.
struct ScenectlError: Error {
    /// The line to print after `scenectl: `.
    var message: String

    init(_ message: String) { self.message = message }
}
