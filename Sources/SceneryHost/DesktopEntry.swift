#if canImport(Glibc)
import Glibc
#endif
import SceneryPlatform

/// The freedesktop.org desktop entry that makes an app the handler of its URL schemes, so
/// `xdg-open notes://note/42` starts the app (or reaches the running instance, which the
/// second launch forwards the URL to).
///
/// `App --install-desktop-file` writes `$XDG_DATA_HOME/applications/<app-id>.desktop`
/// (default `~/.local/share/applications`) with `MimeType=x-scheme-handler/<scheme>` for
/// every scheme named in the app's `handlesExternalEvents(matching:)` conditions, and
/// registers it as the default handler with `xdg-mime`.
struct DesktopEntry {
    var appID: String
    var name: String
    /// The executable to start (`Exec`), absolute.
    var executable: String
    /// Whether `SCENERY_APP_ID` must be set for the app id to hold.
    var setsAppID: Bool
    var schemes: [String]

    /// The URL schemes in a scene's conditions: `notes://note` gives `notes`.
    static func schemes(in conditions: [String]) -> [String] {
        var result: [String] = []
        for condition in conditions {
            guard let colon = condition.firstIndex(of: ":"), colon != condition.startIndex else { continue }
            let scheme = condition[..<colon].lowercased()
            guard scheme.first!.isLetter, scheme.allSatisfy({ $0.isLetter || $0.isNumber || "+-.".contains($0) }) else { continue }
            if !result.contains(scheme) { result.append(scheme) }
        }
        return result
    }

    /// The file's text (Desktop Entry Specification 1.5).
    var text: String {
        let exec = (setsAppID ? "env SCENERY_APP_ID=\(Self.quoted(appID)) " : "") + Self.quoted(executable) + " %u"
        return """
            [Desktop Entry]
            Type=Application
            Name=\(name)
            Exec=\(exec)
            StartupWMClass=\(appID)
            NoDisplay=false
            Terminal=false
            MimeType=\(schemes.map { "x-scheme-handler/\($0);" }.joined())

            """
    }

    /// Quotes an `Exec` argument as the specification asks when it has reserved characters.
    static func quoted(_ argument: String) -> String {
        let reserved = " \t\n\"'\\><~|&;$*?#()`"
        guard argument.contains(where: { reserved.contains($0) }) else { return argument }
        var out = "\""
        for character in argument {
            if "\"`$\\".contains(character) { out.append("\\") }
            out.append(character)
        }
        return out + "\""
    }

    /// `$XDG_DATA_HOME/applications`, else `~/.local/share/applications`.
    static var applicationsDirectory: String {
        if let data = RuntimePaths.environment("XDG_DATA_HOME"), data.hasPrefix("/") { return data + "/applications" }
        return (RuntimePaths.environment("HOME") ?? "/tmp") + "/.local/share/applications"
    }

    /// Writes the file and makes it the default handler of each scheme. Returns the lines
    /// to print, or throws a message.
    func install() throws(StateFileError) -> [String] {
        let directory = Self.applicationsDirectory
        let path = directory + "/\(appID).desktop"
        do {
            try AtomicFile.makeDirectories(directory)
            try AtomicFile.write(Array(text.utf8), to: path)
            chmod(path, 0o644)
        } catch {
            throw StateFileError("cannot write \(path): \(error)")
        }
        var lines = ["installed \(path)"]
        for scheme in schemes {
            let mime = "x-scheme-handler/\(scheme)"
            switch Self.run("/usr/bin/xdg-mime", ["xdg-mime", "default", "\(appID).desktop", mime]) {
            case 0: lines.append("\(appID) now opens \(scheme): URLs (xdg-mime default \(appID).desktop \(mime))")
            case nil: lines.append("xdg-mime is not installed: register it with `xdg-mime default \(appID).desktop \(mime)`")
            case let status?: throw StateFileError("xdg-mime default \(appID).desktop \(mime) failed (status \(status))")
            }
        }
        return lines
    }

    /// Runs a program and waits for it; nil when it is not installed.
    private static func run(_ path: String, _ arguments: [String]) -> Int32? {
        guard access(path, X_OK) == 0 else { return nil }
        guard let pid = try? ProcessSpawner.spawn(path: path, arguments: arguments, environment: ProcessSpawner.currentEnvironment()) else {
            return nil
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    }
}
