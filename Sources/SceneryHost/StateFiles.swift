import FoundationEssentials
import SceneryPlatform

/// The files an app's state persists in, under its state directory
/// (`SCENERY_STATE_DIR`, default `$XDG_STATE_HOME/scenery/<app-id>`):
///
/// * `app-storage.json` — the `@AppStorage` values;
/// * `windows.json` — the open windows (scene, presented value, size, `@SceneStorage`),
///   reopened on the next launch.
///
/// Both are JSON with a `format`, a `version` and the app id, written atomically
/// (``AtomicFile``). A file that cannot be read (no permission, larger than the limit), is
/// not JSON of the expected shape, or belongs to another app or version is moved aside
/// (`.corrupt`, then `.corrupt.1`… — earlier ones are kept) with a warning, and the app
/// starts clean; it never crashes on one.
struct StateFiles {
    /// One saved window.
    struct SavedWindow: Codable, Equatable {
        var scene: String
        var value: String?
        var width: UInt32?
        var height: UInt32?
        var sceneStorage: [String: String] = [:]
    }

    private struct WindowsFile: Codable {
        var format: String
        var version: Int
        var appID: String
        var windows: [SavedWindow]
    }

    private struct AppStorageFile: Codable {
        var format: String
        var version: Int
        var appID: String
        var values: [String: String]
    }

    static let windowsFormat = "scenery.windows"
    static let appStorageFormat = "scenery.app-storage"
    static let version = 1

    let directory: String
    let appID: String

    var windowsPath: String { directory + "/windows.json" }
    var appStoragePath: String { directory + "/app-storage.json" }

    /// The saved windows, and a warning when the file had to be set aside.
    func loadWindows() -> (windows: [SavedWindow], warning: String?) {
        switch load(WindowsFile.self, from: windowsPath, format: Self.windowsFormat, check: { ($0.format, $0.version, $0.appID) }) {
        case .success(let file): return (file?.windows ?? [], nil)
        case .failure(let warning): return ([], warning.message)
        }
    }

    /// The saved `@AppStorage` values, and a warning when the file had to be set aside.
    func loadAppStorage() -> (values: [String: String], warning: String?) {
        switch load(AppStorageFile.self, from: appStoragePath, format: Self.appStorageFormat, check: { ($0.format, $0.version, $0.appID) }) {
        case .success(let file): return (file?.values ?? [:], nil)
        case .failure(let warning): return ([:], warning.message)
        }
    }

    func saveWindows(_ windows: [SavedWindow]) throws(StateFileError) {
        try save(WindowsFile(format: Self.windowsFormat, version: Self.version, appID: appID, windows: windows), to: windowsPath)
    }

    func saveAppStorage(_ values: [String: String]) throws(StateFileError) {
        try save(AppStorageFile(format: Self.appStorageFormat, version: Self.version, appID: appID, values: values), to: appStoragePath)
    }

    private func load<File: Decodable>(
        _ type: File.Type, from path: String, format: String, check: (File) -> (String, Int, String)
    ) -> Result<File?, StateFileError> {
        let bytes: [UInt8]
        do {
            guard let read = try AtomicFile.read(path) else { return .success(nil) }
            bytes = read
        } catch {
            // Set aside, as a corrupt file is: the next save must not replace what could
            // not be read (the windows it lists would be lost).
            let aside = AtomicFile.moveAside(path).map { " (kept as \($0))" }
                ?? "; it could not be moved aside, so it will be replaced by the next save"
            return .failure(StateFileError("cannot read \(path): \(error); starting clean\(aside)"))
        }
        switch Self.decode(File.self, from: bytes, format: format, appID: appID, check: check) {
        case .success(let file):
            return .success(file)
        case .failure(let problem):
            let aside = AtomicFile.moveAside(path).map { " (kept as \($0))" } ?? ""
            return .failure(StateFileError("ignoring \(path): \(problem.message); starting clean\(aside)"))
        }
    }

    /// Decodes the contents of a `windows.json` written for `appID`, or says what is wrong
    /// with it ("it is not a valid scenery.windows file (…)"). Pure: the fuzz target
    /// `fuzz-state-files` calls it with arbitrary bytes.
    static func decodeWindows(_ bytes: [UInt8], appID: String) -> Result<[SavedWindow], StateFileError> {
        decode(WindowsFile.self, from: bytes, format: windowsFormat, appID: appID) { ($0.format, $0.version, $0.appID) }
            .map(\.windows)
    }

    /// Decodes the contents of an `app-storage.json` written for `appID`, or says what is
    /// wrong with it. Pure, like ``decodeWindows(_:appID:)``.
    static func decodeAppStorage(_ bytes: [UInt8], appID: String) -> Result<[String: String], StateFileError> {
        decode(AppStorageFile.self, from: bytes, format: appStorageFormat, appID: appID) { ($0.format, $0.version, $0.appID) }
            .map(\.values)
    }

    /// The bytes `saveWindows` writes, for round-trip checks.
    static func encodeWindows(_ windows: [SavedWindow], appID: String) throws(StateFileError) -> [UInt8] {
        try encode(WindowsFile(format: windowsFormat, version: version, appID: appID, windows: windows))
    }

    /// The bytes `saveAppStorage` writes, for round-trip checks.
    static func encodeAppStorage(_ values: [String: String], appID: String) throws(StateFileError) -> [UInt8] {
        try encode(AppStorageFile(format: appStorageFormat, version: version, appID: appID, values: values))
    }

    private static func decode<File: Decodable>(
        _ type: File.Type, from bytes: [UInt8], format: String, appID: String, check: (File) -> (String, Int, String)
    ) -> Result<File, StateFileError> {
        let problem: String
        do {
            let file = try JSONDecoder().decode(File.self, from: Data(bytes))
            let (foundFormat, foundVersion, foundApp) = check(file)
            if foundFormat == format && foundVersion == Self.version && foundApp == appID { return .success(file) }
            problem = foundFormat != format ? "it is a \(foundFormat) file, not \(format)"
                : foundVersion != Self.version ? "it is version \(foundVersion); this build reads version \(Self.version)"
                : "it belongs to the app '\(foundApp)'"
        } catch {
            problem = "it is not a valid \(format) file (\(Self.describe(error)))"
        }
        return .failure(StateFileError(problem))
    }

    private static func encode<File: Encodable>(_ file: File) throws(StateFileError) -> [UInt8] {
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
            return Array(try encoder.encode(file))
        } catch {
            throw StateFileError("\(error)")
        }
    }

    private func save<File: Encodable>(_ file: File, to path: String) throws(StateFileError) {
        let bytes: [UInt8]
        do {
            bytes = try Self.encode(file)
        } catch {
            throw StateFileError("cannot encode \(path): \(error.message)")
        }
        do {
            try AtomicFile.makeDirectories(directory)
            try AtomicFile.write(bytes, to: path)
        } catch {
            throw StateFileError("cannot save \(path): \(error); the previous file is kept")
        }
    }

    private static func describe(_ error: any Error) -> String {
        switch error as? DecodingError {
        case .dataCorrupted(let context)?: context.debugDescription
        case .keyNotFound(let key, _)?: "missing \"\(key.stringValue)\""
        case .typeMismatch(_, let context)?: "unexpected type at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        case .valueNotFound(_, let context)?: "missing value at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        default: "\(error)"
        }
    }
}

/// A state file problem, as one line for the log.
struct StateFileError: Error, CustomStringConvertible {
    var message: String
    init(_ message: String) { self.message = message }
    var description: String { message }
}
