#if canImport(Glibc)
import Glibc
#endif

/// Where an app's control socket lives: `$XDG_RUNTIME_DIR/scenery/<app-id>.sock`.
public enum RuntimePaths {
    /// Reads an environment variable.
    public static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// `$XDG_RUNTIME_DIR/scenery`, or `/tmp/scenery-<uid>` when XDG_RUNTIME_DIR is unset.
    public static func controlDirectory() -> String {
        if let runtime = environment("XDG_RUNTIME_DIR"), !runtime.isEmpty {
            return runtime + "/scenery"
        }
        return "/tmp/scenery-\(getuid())"
    }

    /// Why `appID` cannot name an app (it becomes a file name and `WM_CLASS`), or nil if it
    /// can: it must be 1–128 characters, not start with a dot, and hold no `/`, NUL or
    /// control character.
    public static func appIDProblem(_ appID: String) -> String? {
        if appID.isEmpty { return "an app id cannot be empty" }
        if appID.utf8.count > 128 { return "an app id is at most 128 bytes" }
        if appID.hasPrefix(".") { return "an app id cannot start with a dot" }
        if appID.unicodeScalars.contains(where: { $0 == "/" || $0.value < 0x20 || $0.value == 0x7f }) {
            return "an app id cannot contain '/' or control characters"
        }
        return nil
    }

    /// Scenery's cache directory: `$XDG_CACHE_HOME/scenery` (`~/.cache/scenery` without
    /// XDG_CACHE_HOME); nil with neither XDG_CACHE_HOME nor HOME.
    public static func cacheDirectory() -> String? {
        let base = environment("XDG_CACHE_HOME").flatMap { $0.isEmpty ? nil : $0 }
            ?? environment("HOME").flatMap { $0.isEmpty ? nil : $0 + "/.cache" }
        return base.map { $0 + "/scenery" }
    }

    /// Where the renderers of `appID` remember their first frame's text layouts:
    /// `<cache directory>/text-<app-id>.layouts`; nil without a cache directory or with a
    /// bad app id.
    public static func textLayoutCache(appID: String) -> String? {
        guard appIDProblem(appID) == nil else { return nil }
        return cacheDirectory().map { $0 + "/text-" + appID + ".layouts" }
    }

    /// The control socket path of the app `appID`.
    public static func controlSocket(appID: String, directory: String = controlDirectory()) -> String {
        directory + "/" + appID + ".sock"
    }

    /// Creates `directory` with mode 0700 if needed, and refuses one that another user owns
    /// or that others can read (someone could otherwise talk to or spoof the app).
    public static func prepareControlDirectory(_ directory: String) throws(SystemError) {
        if mkdir(directory, 0o700) != 0 && errno != EEXIST {
            // The parent may be missing (a fresh /tmp fallback): create it too.
            let parent = String(directory[..<(directory.lastIndex(of: "/") ?? directory.endIndex)])
            if !parent.isEmpty { _ = mkdir(parent, 0o700) }
            guard mkdir(directory, 0o700) == 0 || errno == EEXIST else { throw SystemError("mkdir", directory) }
        }
        var info = stat()
        guard lstat(directory, &info) == 0 else { throw SystemError("stat", directory) }
        guard (info.st_mode & S_IFMT) == S_IFDIR else {
            throw SystemError("mkdir", "\(directory) (not a directory)", errno: ENOTDIR)
        }
        guard info.st_uid == getuid() else {
            throw SystemError("open", "\(directory) (owned by uid \(info.st_uid))", errno: EPERM)
        }
        if info.st_mode & 0o077 != 0 { chmod(directory, 0o700) }
    }

    /// The app ids with a socket in the control directory.
    public static func runningAppIDs(directory: String = controlDirectory()) -> [String] {
        (DirectoryListing.names(in: directory) ?? []).filter { $0.hasSuffix(".sock") }.map { String($0.dropLast(5)) }
    }
}
