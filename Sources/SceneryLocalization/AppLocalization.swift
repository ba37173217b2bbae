#if canImport(Glibc)
import Glibc
#endif
import Dispatch
import SceneryCore
import SceneryPlatform
import Synchronization

/// Looks localized string keys up in an app's string tables: the ``StringLocalizer`` a
/// renderer installs in its windows' environment, and what `String(localized:)` reads.
///
/// **Which bundles.** A key without a bundle is looked up in the app's bundles: first the
/// SwiftPM resource bundle of the app's executable target, then the main bundle. On Linux
/// the main bundle is the executable's directory (as `Bundle.main`), and SwiftPM puts the
/// resources of a target next to the executable in `<Package>_<Target>.resources/`
/// (`resources: [.process("Resources")]` copies `*.lproj` directories there). The package
/// name is not known at run time, so the resource bundle is the directory entry that ends
/// in `_<Target>.resources`, where the target is the module of the `App` type (or the
/// executable's name). Both are found with one read of the executable's directory, on a
/// background thread while the renderer starts. A key with a bundle (`bundle: .module`)
/// is looked up in that bundle only.
///
/// **Which languages.** The user's preferences from `LC_ALL`/`LC_MESSAGES`/`LANG` and
/// `LANGUAGE` (``LocalePreferences``); for a locale a view set
/// (`.environment(\.locale, Locale(identifier: "fr"))`), that locale's. Then `Base`, then
/// the development language (`en`). A key is looked up in each in order until
/// one has it (a table that lacks a key falls back to the next language); without any,
/// the key itself is shown.
package final class AppLocalization: StringLocalizer, Sendable {
    /// The language the app is written in: looked in after the preferences and `Base`.
    package let developmentLanguage: String
    /// Where problems with string tables are reported.
    private let report: @Sendable (String) -> Void
    /// The preferences and bundles, being found in the background, or given.
    private let source: Source
    private let state = Mutex(State())

    private enum Source: Sendable {
        case given(LocalePreferences, paths: [String])
        case pending(PendingLookup)
    }

    private struct State: ~Copyable {
        var preferences: LocalePreferences?
        var appBundles: [LocalizationBundle]?
        /// Bundles named by `Text(_:bundle:)`, by path; nil: not a directory.
        var namedBundles: [String: LocalizationBundle?] = [:]
        var candidateLists: [String: [String]] = [:]
    }

    /// A lookup in the bundles at `appBundlePaths` (the app's, most specific first) for the
    /// language preferences of `environment`; nothing is read until the first lookup.
    package init(
        environment: [String: String], appBundlePaths: [String], developmentLanguage: String = "en",
        report: @escaping @Sendable (String) -> Void = { writeStandardError($0 + "\n") }
    ) {
        self.developmentLanguage = developmentLanguage
        self.report = report
        source = .given(LocalePreferences(environment: environment), paths: appBundlePaths)
    }

    private init(pending: PendingLookup) {
        developmentLanguage = "en"
        report = { writeStandardError($0 + "\n") }
        source = .pending(pending)
    }

    private static let installed = Mutex<AppLocalization?>(nil)

    /// The lookup of this process: the one a `start` made, or one made now from the
    /// process's environment and executable.
    package static var current: AppLocalization {
        if let installed = installed.withLock({ $0 }) { return installed }
        return start { (processEnvironment(), executablePath(), nil) }
    }

    /// Starts the lookup of this process (``current``): a background thread reads the
    /// locale variables, finds the executable and the module of `appType` (the app's
    /// target), lists the app's bundles and reads their `Localizable` tables for the user's
    /// languages. The calling thread only starts the thread; the first lookup waits for it.
    @discardableResult
    package static func startForProcess(appType: Any.Type) -> AppLocalization {
        start { (processEnvironment(), executablePath(), String(String(reflecting: appType).prefix { $0 != "." })) }
    }

    /// Starts a lookup of the given inputs in the background and makes it ``current``.
    @discardableResult
    package static func start(environment: [String: String], executablePath: String?, moduleName: String?) -> AppLocalization {
        start { (environment, executablePath, moduleName) }
    }

    private static func start(_ inputs: @escaping @Sendable () -> ([String: String], String?, String?)) -> AppLocalization {
        let pending = PendingLookup()
        let work: @Sendable () -> Void = {
            let (environment, executablePath, moduleName) = inputs()
            let preferences = LocalePreferences(environment: environment)
            let candidates = preferences.localizations + ["Base"] + LocalePreferences.localizations(for: "en")
            let bundles = executablePath.map { appBundles(executablePath: $0, moduleName: moduleName) } ?? []
            let withStrings = bundles.filter(\.hasStrings)
            for bundle in withStrings { bundle.preload(table: "Localizable", candidates: candidates) }
            pending.finish(preferences, withStrings)
        }
        if !BackgroundThread.start(work) { work() }
        let localization = AppLocalization(pending: pending)
        installed.withLock { $0 = localization }
        return localization
    }

    /// The user's language preferences.
    package var preferences: LocalePreferences {
        state.withLock { resolve(&$0).0 }
    }

    /// The preferences and the app's bundles that have strings, most specific first
    /// (waiting for the background thread the first time).
    private func resolve(_ state: inout State) -> (LocalePreferences, [LocalizationBundle]) {
        if let preferences = state.preferences, let bundles = state.appBundles { return (preferences, bundles) }
        let resolved: (LocalePreferences, [LocalizationBundle])
        switch source {
        case .pending(let pending):
            resolved = pending.wait()
        case .given(let preferences, let paths):
            resolved = (preferences, paths.compactMap { LocalizationBundle(path: $0, report: report) }.filter(\.hasStrings))
        }
        state.preferences = resolved.0
        state.appBundles = resolved.1
        return resolved
    }

    package func localizedString(forKey key: String, table: String?, bundlePath: String?, localeIdentifier: String?) -> String? {
        state.withLock { state in
            let bundles: [LocalizationBundle]
            if let bundlePath {
                if let known = state.namedBundles[bundlePath] {
                    bundles = known.map { [$0] } ?? []
                } else {
                    let bundle = LocalizationBundle(path: bundlePath, report: report)
                    state.namedBundles[bundlePath] = .some(bundle)
                    bundles = bundle.map { [$0] } ?? []
                }
            } else {
                bundles = resolve(&state).1
            }
            guard !bundles.isEmpty else { return nil }
            let candidates = candidates(for: localeIdentifier, &state)
            let table = table ?? "Localizable"
            for bundle in bundles {
                if let value = bundle.string(forKey: key, table: table, candidates: candidates) { return value }
            }
            return nil
        }
    }

    /// The localization names tried for a locale identifier (nil: the user's languages), in order.
    package func candidates(for identifier: String?) -> [String] {
        state.withLock { candidates(for: identifier, &$0) }
    }

    private func candidates(for identifier: String?, _ state: inout State) -> [String] {
        let identifier = identifier ?? ""
        if let known = state.candidateLists[identifier] { return known }
        let preferences = resolve(&state).0
        var list: [String]
        if identifier.isEmpty || identifier == "en_US_POSIX" || identifier == preferences.localeIdentifier {
            list = preferences.localizations
        } else {
            list = LocalePreferences.localizations(for: identifier)
        }
        list += ["Base"] + LocalePreferences.localizations(for: developmentLanguage)
        var seen = Set<String>()
        list = list.filter { seen.insert($0).inserted }
        state.candidateLists[identifier] = list
        return list
    }

    /// The app's bundles that have strings, most specific first.
    package var appBundles: [LocalizationBundle] {
        state.withLock { resolve(&$0).1 }
    }

    // MARK: Finding the app's bundles

    /// The resource bundle of the app's target and the main bundle (the executable's
    /// directory), found with one read of that directory.
    package static func appBundles(executablePath: String, moduleName: String?) -> [LocalizationBundle] {
        let slash = executablePath.lastIndex(of: "/")
        let directory = slash.map { String(executablePath[..<$0]) } ?? "."
        let executable = slash.map { String(executablePath[executablePath.index(after: $0)...]) } ?? executablePath
        let mainPath = directory.isEmpty ? "/" : directory
        guard let entries = DirectoryListing.names(in: mainPath) else { return [] }
        let suffixes = Set([moduleName, executable].compactMap { $0 }.filter { !$0.isEmpty }.map { "_\($0).resources" })
        var bundles: [LocalizationBundle] = []
        for entry in entries where suffixes.contains(where: { entry.hasSuffix($0) }) {
            if let bundle = LocalizationBundle(path: mainPath + "/" + entry) { bundles.append(bundle) }
        }
        bundles.append(LocalizationBundle(path: mainPath, entries: entries))
        return bundles
    }

    /// This process's executable (`/proc/self/exe`, without the ` (deleted)` of a replaced file).
    package static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return CommandLine.arguments.first }
        var path = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if path.hasSuffix(" (deleted)") { path.removeLast(10) }
        return path
    }

    /// The variables that choose the language.
    package static func processEnvironment() -> [String: String] {
        var environment: [String: String] = [:]
        for name in ["LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"] {
            if let value = getenv(name) { environment[name] = String(cString: value) }
        }
        return environment
    }
}

/// The preferences and bundles, handed from the background thread that finds them to the
/// first lookup.
private final class PendingLookup: @unchecked Sendable {
    // @unchecked: the result is written once before `ready` is signalled and read only
    // after waiting for it, once, under the lookup's lock (which keeps it from then on).
    private var result = (LocalePreferences(names: []), [LocalizationBundle]())
    private let ready = DispatchSemaphore(value: 0)

    func finish(_ preferences: LocalePreferences, _ bundles: [LocalizationBundle]) {
        result = (preferences, bundles)
        ready.signal()
    }

    func wait() -> (LocalePreferences, [LocalizationBundle]) {
        ready.wait()
        return result
    }
}
