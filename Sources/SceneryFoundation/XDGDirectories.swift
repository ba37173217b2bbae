#if canImport(Glibc)
import Glibc
#endif

/// The user's directories as the XDG Base Directory and user-dirs specifications place
/// them, for the `URL` directories Apple's Foundation has (``URL/documentsDirectory`` …).
///
/// The user directories (documents, downloads, desktop, pictures, music, videos, public)
/// come from `$XDG_CONFIG_HOME/user-dirs.dirs` (`~/.config/user-dirs.dirs`), which
/// `xdg-user-dirs-update` writes as shell assignments: `XDG_DOCUMENTS_DIR="$HOME/Documents"`
/// (a path relative to the home directory is written `$HOME/…`; an absolute one as it
/// is). A directory the file does not name comes from the environment variable of the
/// same name, else it is `$HOME/<Name>` (`Documents`, `Downloads`, `Desktop`, `Pictures`,
/// `Music`, `Videos`, `Public`). The base directories are `$XDG_CACHE_HOME`
/// (`~/.cache`) and `$XDG_DATA_HOME` (`~/.local/share`); a relative value is ignored, as
/// the specification says.
package struct XDGDirectories: Sendable {
    /// The environment to read (`HOME`, `XDG_CONFIG_HOME`, …).
    package var environment: [String: String]
    /// Reads a file's text; nil when it cannot be read.
    package var readFile: @Sendable (String) -> String?

    package init(environment: [String: String], readFile: @escaping @Sendable (String) -> String? = XDGDirectories.readTextFile) {
        self.environment = environment
        self.readFile = readFile
    }

    /// The directories of this process's environment.
    package static var current: XDGDirectories {
        var environment: [String: String] = [:]
        for name in ["HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_DATA_HOME", "XDG_DOCUMENTS_DIR", "XDG_DOWNLOAD_DIR",
                     "XDG_DESKTOP_DIR", "XDG_PICTURES_DIR", "XDG_MUSIC_DIR", "XDG_VIDEOS_DIR", "XDG_PUBLICSHARE_DIR",
                     "XDG_TEMPLATES_DIR"] {
            if let value = getenv(name) { environment[name] = String(cString: value) }
        }
        return XDGDirectories(environment: environment)
    }

    /// The home directory: `$HOME`, else the password database's entry for this user, else `/`.
    package var home: String {
        if let home = environment["HOME"], !home.isEmpty { return home }
        var entry = passwd()
        var result: UnsafeMutablePointer<passwd>?
        var buffer = [CChar](repeating: 0, count: 4096)
        if getpwuid_r(getuid(), &entry, &buffer, buffer.count, &result) == 0, let result, let directory = result.pointee.pw_dir {
            return String(cString: directory)
        }
        return "/"
    }

    /// A base directory: the variable's absolute value, else `$HOME/<fallback>`.
    package func base(_ variable: String, fallback: String) -> String {
        if let value = environment[variable], value.hasPrefix("/") { return value }
        return join(home, fallback)
    }

    /// `$XDG_CONFIG_HOME` (`~/.config`).
    package var configHome: String { base("XDG_CONFIG_HOME", fallback: ".config") }
    /// `$XDG_CACHE_HOME` (`~/.cache`).
    package var cacheHome: String { base("XDG_CACHE_HOME", fallback: ".cache") }
    /// `$XDG_DATA_HOME` (`~/.local/share`).
    package var dataHome: String { base("XDG_DATA_HOME", fallback: ".local/share") }

    /// The user directory `name` (`DOCUMENTS`, `DOWNLOAD`, `DESKTOP`, `PICTURES`, `MUSIC`,
    /// `VIDEOS`, `PUBLICSHARE`, `TEMPLATES`), or `$HOME/<fallback>`.
    package func userDirectory(_ name: String, fallback: String) -> String {
        let variable = "XDG_\(name)_DIR"
        let home = home
        if let text = readFile(join(configHome, "user-dirs.dirs")),
           let value = Self.parseUserDirs(text)[variable] {
            if let path = Self.expand(value, home: home) { return path }
        }
        if let value = environment[variable], let path = Self.expand(value, home: home) { return path }
        return join(home, fallback)
    }

    /// The assignments of a `user-dirs.dirs` file: `NAME="value"` lines (comments and
    /// blank lines skipped), with the quotes and backslash escapes removed.
    package static func parseUserDirs(_ text: String) -> [String: String] {
        var values: [String: String] = [:]
        for rawLine in text.split(separator: "\n") {
            let line = rawLine.drop(while: { $0 == " " || $0 == "\t" })
            guard !line.hasPrefix("#"), let equals = line.firstIndex(of: "=") else { continue }
            let name = String(line[..<equals])
            var value = line[line.index(after: equals)...]
            while let last = value.last, last == " " || last == "\t" || last == "\r" { value.removeLast() }
            var unquoted = ""
            if value.hasPrefix("\"") {
                var escaped = false
                for character in value.dropFirst() {
                    if escaped {
                        unquoted.append(character)
                        escaped = false
                    } else if character == "\\" {
                        escaped = true
                    } else if character == "\"" {
                        break
                    } else {
                        unquoted.append(character)
                    }
                }
            } else {
                unquoted = String(value)
            }
            values[name] = unquoted
        }
        return values
    }

    /// `$HOME/…` (or `${HOME}/…`) relative to `home`, or an absolute path as it is; nil
    /// for anything else.
    package static func expand(_ value: String, home: String) -> String? {
        for prefix in ["$HOME", "${HOME}"] where value == prefix || value.hasPrefix(prefix + "/") {
            let rest = value.dropFirst(prefix.count).drop(while: { $0 == "/" })
            return rest.isEmpty ? home : (home.hasSuffix("/") ? home + rest : home + "/" + rest)
        }
        return value.hasPrefix("/") ? value : nil
    }

    private func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// The text of a small file, or nil.
    @Sendable package static func readTextFile(_ path: String) -> String? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while bytes.count < 1 << 20 {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            bytes += chunk[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
