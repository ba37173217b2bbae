import ArgumentParser
import SceneryPlatform
import SceneryWire

/// `scenectl list`: the open windows of a running app.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the open windows of a running Scenery app.",
        discussion: """
            Prints one line per open window, oldest first, under a header:

              SCENE          WINDOW  PID    XWINDOW   TITLE
              WindowGroup-0  1       12345  0x400000  Hello

            SCENE is the scene the window belongs to, WINDOW the host's id for it (stable \
            while the app runs, even if its renderer restarts), PID the renderer process \
            drawing it, XWINDOW its X11 window id (- until the window is mapped) and TITLE \
            its title, followed by "(not responding)" while its renderer leaves the host's \
            pings unanswered (it is restarted after as long again).

            With --json, prints one line of JSON instead: an object with "app" (the app \
            id) and "windows", an array with one object per window whose keys are \
            "scene", "window", "pid", "xwindow" (a number, 0 until the window is mapped), \
            "title" and "responding" (false while the renderer does not answer), then "value" for a window presenting a value and "navigation" \
            for a window with navigation views: an array with one object per view, whose \
            keys are "kind" ("stack", or another kind such as "tab" or "split"), "key" \
            (the view's identity path), "depth" (views pushed above a stack's root), \
            "titles" (a stack's view titles, bottom first; only the top 32 of a deeper \
            stack), "top" (the top view's title) and, when there is one, "selection".

            Without --app, scenectl looks for control sockets in $XDG_RUNTIME_DIR/scenery/ \
            and uses the one app that answers; it fails, naming them, if several do.
            """
    )

    @OptionGroup var target: AppOption

    @Flag(name: .long, help: "Print one line of JSON instead of a table.")
    var json = false


    func run() throws {
        try Scenectl.reportingFailure { () throws(ScenectlError) in
            var connection = try ControlConnection.open(appID: target.app)
            switch try connection.request(.listWindows) {
            case .windowList(let list):
                print(json ? Self.json(list) : Self.table(list.windows), terminator: "")
            case let other:
                throw ScenectlError("\(connection.appID) answered listWindows with \(other.name)")
            }
        }
    }

    /// The windows as an aligned table with a header; the title column is last, unpadded.
    static func table(_ windows: [WindowInfo]) -> String {
        let rows: [[String]] = [["SCENE", "WINDOW", "PID", "XWINDOW", "PHASE", "TITLE"]] + windows.map { window in
            [
                printable(window.sceneID),
                String(window.windowID),
                String(window.rendererPID),
                window.xWindowID == 0 ? "-" : "0x" + String(window.xWindowID, radix: 16),
                window.phase.description,
                printable(window.title) + (window.responding ? "" : " (not responding)"),
            ]
        }
        let last = rows[0].count - 1
        let widths = (0..<last).map { column in rows.map { $0[column].count }.max() ?? 0 }
        var text = ""
        for row in rows {
            for column in 0..<last {
                text += row[column] + String(repeating: " ", count: widths[column] - row[column].count + 2)
            }
            text += row[last] + "\n"
        }
        return text
    }

    /// `text` with control characters shown as `?`, so a title cannot move the cursor,
    /// break a row or send escape sequences to the terminal.
    static func printable(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            let isControl = scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}"
            out.unicodeScalars.append(isControl ? "?" : scalar)
        }
        return out
    }

    /// The reply as one line of JSON.
    static func json(_ list: WindowList) -> String {
        let value = JSONValue.object([
            ("app", .string(list.appID)),
            ("windows", .array(list.windows.map { window in
                var fields: [(String, JSONValue)] = [
                    ("scene", .string(window.sceneID)),
                    ("window", .unsigned(window.windowID)),
                    ("pid", .signed(Int64(window.rendererPID))),
                    ("xwindow", .unsigned(UInt64(window.xWindowID))),
                    ("phase", .string(window.phase.description)),
                    ("title", .string(window.title)),
                    ("responding", .bool(window.responding)),
                ]
                // The presented value is JSON already; it is carried as a string.
                if let value = window.value { fields.append(("value", .string(value))) }
                if !window.navigation.isEmpty {
                    fields.append(("navigation", .array(window.navigation.map { view in
                        var members: [(String, JSONValue)] = [
                            ("kind", .string(view.kind)), ("key", .string(view.key)),
                            ("depth", .unsigned(UInt64(view.depth))),
                            ("titles", .array(view.titles.map { .string($0) })),
                        ]
                        if let title = view.titles.last { members.append(("top", .string(title))) }
                        if let selection = view.selection { members.append(("selection", .string(selection))) }
                        return .object(members)
                    })))
                }
                return .object(fields)
            })),
        ])
        return value.serialized + "\n"
    }
}
