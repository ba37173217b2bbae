import SceneryCore
import SceneryPlatform

/// The view and property types an app's windows met in their first frame
/// (``TypeMemory``), kept in `<cache directory>/types-<app-id>.list` so that a spare
/// renderer of the next launch, or of this one, can warm the Swift runtime's caches for
/// them before it is given a window.
///
/// The file is text: a first line `scenery-types 1 <build id>`, then one line per type,
/// its role (`v` a view, `f` a stored property) and its mangled name. Names are only
/// meaningful to the build that wrote them, so a file of another build is ignored (and
/// replaced by the next window). It is written atomically (temporary file, fsync,
/// rename), only when a window met types the file lacked, and holds at most
/// ``maximumTypes`` names.
enum RememberedTypes {
    /// How many names the file keeps at most (the first met are kept).
    static let maximumTypes = 4096
    private static let header = "scenery-types 1"

    /// The file for `appID`; nil without a cache directory or with a bad app id.
    static func path(appID: String) -> String? {
        guard RuntimePaths.appIDProblem(appID) == nil else { return nil }
        return RuntimePaths.cacheDirectory().map { $0 + "/types-" + appID + ".list" }
    }

    /// The entries of the file at `path`, or none when it is missing, unreadable, of
    /// another build or not in this format.
    @MainActor
    static func load(from path: String) -> [(role: TypeMemory.Role, name: String)] {
        guard let bytes = try? AtomicFile.read(path, limit: 1 << 20) else { return [] }
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: true)
        guard lines.first == Substring("\(header) \(BuildIdentity.current)") else { return [] }
        return lines.dropFirst().prefix(maximumTypes).compactMap { line in
            guard line.count > 2, let role = TypeMemory.Role(rawValue: line.first!),
                  line[line.index(after: line.startIndex)] == " " else { return nil }
            return (role, String(line.dropFirst(2)))
        }
    }

    /// Adds `entries` to what the file at `path` holds (`known`, as loaded) and writes it
    /// when that adds anything. Returns a message when the file could not be written.
    @MainActor
    static func merge(_ entries: [(role: TypeMemory.Role, name: String)], into known: [(role: TypeMemory.Role, name: String)], path: String) -> String? {
        // A name once per role: a type met both as a view and as a field is warmed as both.
        var names = Set(known.map { "\($0.role.rawValue) \($0.name)" })
        var all = known
        for entry in entries where names.insert("\(entry.role.rawValue) \(entry.name)").inserted && all.count < maximumTypes {
            all.append(entry)
        }
        guard all.count > known.count else { return nil }
        var text = "\(header) \(BuildIdentity.current)\n"
        for entry in all { text += "\(entry.role.rawValue) \(entry.name)\n" }
        let directory = String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
        do {
            try AtomicFile.makeDirectories(directory)
            try AtomicFile.write(Array(text.utf8), to: path)
            return nil
        } catch {
            return "cannot remember the window's types in \(path): \(error)"
        }
    }
}
