#if canImport(Glibc)
import Glibc
#endif
import ArgumentParser
import SceneryPlatform
import SceneryWire

/// `scenectl events`: a live stream of window and phase events, one line each.
struct EventsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "events",
        abstract: "Stream window and scene-phase events of a running app, one line each.",
        discussion: """
            First prints the windows open now, one `state` line each, then one line per \
            event as it happens, until the app exits (status 0) or scenectl is interrupted:

              state window=1 scene=WindowGroup-0 active
              window-opened window=2 scene=WindowGroup-0
              window-phase window=1 scene=WindowGroup-0 inactive -> active
              scene-phase scene=WindowGroup-0 inactive -> active
              app-phase inactive -> active
              not-responding window=1 scene=WindowGroup-0
              responding window=1 scene=WindowGroup-0
              renderer-crashed window=1 scene=WindowGroup-0
              navigation window=1 scene=WindowGroup-0 stack view/view: Parks > Yosemite
              window-closed window=1 scene=WindowGroup-0

            Transitions are listed in the order the host computed them: a window's, then \
            its scene's, then the app's. A navigation line follows each push, pop, title \
            or selection change: per navigation view of the window (separated by "; "), \
            its kind and identity path, then a stack's view titles, bottom first. Each \
            line is written as soon as the event arrives. not-responding says a window's \
            renderer left the host's pings unanswered for hang-timeout; responding that it \
            answers again (otherwise it is restarted, with a renderer-crashed line).
            """
    )

    @OptionGroup var target: AppOption

    @Flag(name: .long, help: "Print each event as one line of JSON.")
    var json = false


    func run() throws {
        try Scenectl.reportingFailure { () throws(ScenectlError) in
            var connection = try ControlConnection.open(appID: target.app)
            let current = try connection.subscribe()
            for window in current.windows {
                writeLine(json ? Self.json(window) : "state window=\(window.windowID) scene=\(ListCommand.printable(window.sceneID)) \(window.phase)")
            }
            while let event = try connection.nextEvent() {
                writeLine(json ? Self.json(event) : Self.line(event))
            }
        }
    }

    /// The event as a line of text.
    static func line(_ event: HostEvent) -> String {
        let scene = ListCommand.printable(event.sceneID)
        switch event.kind {
        case .windowOpened, .windowClosed, .rendererCrashed, .framePresented, .notResponding, .responding:
            return "\(event.kind) window=\(event.windowID) scene=\(scene)"
        case .windowPhase:
            return "\(event.kind) window=\(event.windowID) scene=\(scene) \(event.oldPhase) -> \(event.newPhase)"
        case .scenePhase:
            return "\(event.kind) scene=\(scene) \(event.oldPhase) -> \(event.newPhase)"
        case .appPhase:
            return "\(event.kind) \(event.oldPhase) -> \(event.newPhase)"
        case .navigation:
            return "\(event.kind) window=\(event.windowID) scene=\(scene) \(ListCommand.printable(event.detail))"
        }
    }

    /// The event as one line of JSON.
    static func json(_ event: HostEvent) -> String {
        var fields: [(String, JSONValue)] = [("event", .string(event.kind.description))]
        if event.kind != .appPhase && event.kind != .scenePhase { fields.append(("window", .unsigned(event.windowID))) }
        if event.kind != .appPhase { fields.append(("scene", .string(event.sceneID))) }
        if event.kind == .windowPhase || event.kind == .scenePhase || event.kind == .appPhase {
            fields.append(("from", .string(event.oldPhase.description)))
            fields.append(("to", .string(event.newPhase.description)))
        }
        if event.kind == .navigation { fields.append(("detail", .string(event.detail))) }
        return JSONValue.object(fields).serialized
    }

    /// A window open when the subscription started, as one line of JSON.
    static func json(_ window: WindowInfo) -> String {
        JSONValue.object([
            ("event", .string("state")), ("window", .unsigned(window.windowID)),
            ("scene", .string(window.sceneID)), ("phase", .string(window.phase.description)),
        ]).serialized
    }

    /// Writes a line to standard output at once (no buffering: the stream is live).
    private func writeLine(_ text: String) {
        let bytes = Array((text + "\n").utf8)
        var written = 0
        while written < bytes.count {
            let n = bytes[written...].withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
            if n > 0 { written += n } else if n < 0 && errno == EINTR { continue } else { return }
        }
    }
}
