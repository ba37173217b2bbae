#if canImport(Glibc)
import Glibc
#endif
import SceneryPlatform

/// A bundle's localized string tables: `<bundle>/<localization>.lproj/<table>.strings` and
/// String Catalogs `<bundle>/<table>.xcstrings` (or inside an `.lproj`).
///
/// The bundle's directory is listed once, when the bundle is first asked (one directory
/// read: which `.lproj` directories and catalogs it has); a table is read and parsed the
/// first time a key is looked up in it, and kept. A bundle without localizations answers
/// every lookup from memory after that one read. A table that cannot be read or parsed
/// is reported once on standard error with its path and the line and column of the
/// problem, and has no strings.
package final class LocalizationBundle: @unchecked Sendable {
    // @unchecked: a bundle is made and filled on one thread (the background preparation,
    // or the main actor) and handed over after that; it is never used by two at once.

    /// The bundle's directory.
    package let path: String
    /// The localizations it has (`de` for `de.lproj`).
    package let localizations: Set<String>
    /// The String Catalogs at its top level (`Localizable` for `Localizable.xcstrings`).
    let catalogNames: Set<String>
    /// Tables read so far, by `localization/table`; nil: missing or unreadable.
    private var tables: [String: [String: String]?] = [:]
    private var catalogs: [String: StringCatalog?] = [:]
    /// Where problems are reported (standard error; tests collect them).
    let report: @Sendable (String) -> Void

    /// A bundle at `path`, listing its directory now. Nil when it is not a directory.
    package convenience init?(path: String, report: @escaping @Sendable (String) -> Void = { writeStandardError($0 + "\n") }) {
        guard let entries = DirectoryListing.names(in: path) else { return nil }
        self.init(path: path, entries: entries, report: report)
    }

    /// A bundle at `path` whose directory holds `entries`.
    package init(path: String, entries: [String], report: @escaping @Sendable (String) -> Void = { writeStandardError($0 + "\n") }) {
        self.path = path
        self.report = report
        var localizations = Set<String>()
        var catalogs = Set<String>()
        for entry in entries {
            if entry.hasSuffix(".lproj") { localizations.insert(String(entry.dropLast(6))) }
            if entry.hasSuffix(".xcstrings") { catalogs.insert(String(entry.dropLast(10))) }
        }
        self.localizations = localizations
        catalogNames = catalogs
    }

    /// Whether the bundle has any strings at all.
    package var hasStrings: Bool { !localizations.isEmpty || !catalogNames.isEmpty }

    /// The translation of `key` in `table`, from the first of `candidates` (localization
    /// names, most preferred first) whose table has it.
    package func string(forKey key: String, table: String, candidates: [String]) -> String? {
        guard hasStrings else { return nil }
        for localization in candidates {
            if localizations.contains(localization), let value = strings(localization, table)?[key] { return value }
            if catalogNames.contains(table), let catalog = catalog(table) {
                if let value = catalog.translations[localization]?[key] { return value }
            }
        }
        return nil
    }

    /// The development language of `table`'s String Catalog, if it has one.
    package func sourceLanguage(of table: String) -> String? {
        catalogNames.contains(table) ? catalog(table)?.sourceLanguage : nil
    }

    /// Reads the tables for `candidates` now (the background preparation does this).
    package func preload(table: String, candidates: [String]) {
        for localization in candidates where localizations.contains(localization) { _ = strings(localization, table) }
        if catalogNames.contains(table) { _ = catalog(table) }
    }

    private func strings(_ localization: String, _ table: String) -> [String: String]? {
        let slot = localization + "/" + table
        if let known = tables[slot] { return known }
        let directory = path + "/" + localization + ".lproj/"
        var loaded: [String: String]?
        if let bytes = Self.read(directory + table + ".strings") {
            guard let text = StringsFile.decode(bytes) else {
                report("warning: \(directory)\(table).strings is neither UTF-8 nor UTF-16 text; its strings are not used")
                tables[slot] = .some(nil)
                return nil
            }
            do {
                loaded = try StringsFile.parse(text)
            } catch {
                report("warning: \(directory)\(table).strings, \(error); its strings are not used")
            }
        } else if let bytes = Self.read(directory + table + ".xcstrings") {
            // A catalog inside an .lproj holds that language.
            do {
                let catalog = try StringCatalog.parse(bytes)
                loaded = catalog.translations[localization] ?? catalog.translations.values.first
            } catch {
                report("warning: \(directory)\(table).xcstrings is \(error); its strings are not used")
            }
        }
        tables[slot] = .some(loaded)
        return loaded
    }

    private func catalog(_ table: String) -> StringCatalog? {
        if let known = catalogs[table] { return known }
        var loaded: StringCatalog?
        let file = path + "/" + table + ".xcstrings"
        if let bytes = Self.read(file) {
            do {
                loaded = try StringCatalog.parse(bytes)
            } catch {
                report("warning: \(file) is \(error); its strings are not used")
            }
        }
        catalogs[table] = .some(loaded)
        return loaded
    }

    /// A file's bytes (at most 16 MiB), or nil when it cannot be opened.
    static func read(_ path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16384)
        while bytes.count < 16 << 20 {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            bytes += chunk[0..<count]
        }
        return bytes
    }
}
