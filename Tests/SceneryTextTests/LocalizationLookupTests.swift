#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Greetings
@testable import SceneryLocalization
import SceneryTesting
import Testing

/// A bundle directory with German, French and Base tables, removed afterwards.
final class TestBundle {
    let directory = TemporaryDirectory(prefix: "scenery-strings")
    var path: String { directory.path }

    init() throws {
        try write("de.lproj/Localizable.strings", utf8: """
            "Tree" = "Baum";
            "Hello, %@!" = "Hallo, %@!";
            "Only German" = "Nur Deutsch";
            """)
        // French in UTF-16 with a byte-order mark, as Xcode once wrote string tables.
        try write("fr.lproj/Localizable.strings", bytes: [0xFF, 0xFE] + "\"Tree\" = \"Arbre\";\n\"Hello, %@!\" = \"Bonjour, %@ !\";".utf16.flatMap {
            [UInt8($0 & 0xff), UInt8($0 >> 8)]
        })
        try write("Base.lproj/Localizable.strings", utf8: "\"Tree\" = \"Tree (base)\";\n\"Only Base\" = \"From Base\";")
        try write("pt-BR.lproj/Localizable.strings", utf8: "\"Tree\" = \"Árvore\";")
        try write("zh-Hans.lproj/Localizable.strings", utf8: "\"Tree\" = \"树\";")
        try write("de.lproj/Other.strings", utf8: "\"Tree\" = \"Baum (andere Tabelle)\";")
        try write("en.lproj/Localizable.strings", utf8: "\"Only English\" = \"From English\";")
    }

    deinit { directory.remove() }

    func write(_ name: String, utf8 text: String) throws { try write(name, bytes: Array(text.utf8)) }

    func write(_ name: String, bytes: [UInt8]) throws {
        let file = path + "/" + name
        let folder = String(file[..<file.lastIndex(of: "/")!])
        mkdir(folder, 0o755)
        let fd = open(file, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw TestBundleError(path: file) }
        defer { close(fd) }
        _ = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
    }

    struct TestBundleError: Error { let path: String }
}

@Suite("Looking localized strings up for the user's languages")
struct LocalizationLookupTests {
    @Test("POSIX locale names map to localization names, most specific first")
    func localizationNames() {
        #expect(LocalePreferences.localizations(for: "de_DE.UTF-8") == ["de-DE", "de_DE", "de", "German"])
        #expect(LocalePreferences.localizations(for: "pt_BR") == ["pt-BR", "pt_BR", "pt", "Portuguese"])
        #expect(LocalePreferences.localizations(for: "zh_CN.GB2312") == ["zh-Hans-CN", "zh-Hans", "zh-CN", "zh_CN", "zh", "Chinese"])
        #expect(LocalePreferences.localizations(for: "zh_TW") == ["zh-Hant-TW", "zh-Hant", "zh-TW", "zh_TW", "zh", "Chinese"])
        #expect(LocalePreferences.localizations(for: "sr@latin") == ["sr-Latn", "sr"])
        #expect(LocalePreferences.localizations(for: "sr_RS.UTF-8@latin") == ["sr-Latn-RS", "sr-Latn", "sr-RS", "sr_RS", "sr"])
        #expect(LocalePreferences.localizations(for: "nb_NO") == ["nb-NO", "nb_NO", "nb", "no"])
        #expect(LocalePreferences.localizations(for: "zh-Hant") == ["zh-Hant", "zh", "Chinese"])
        #expect(LocalePreferences.localizations(for: "C") == [])
    }

    @Test("LC_ALL beats LC_MESSAGES beats LANG; LANGUAGE comes first unless the locale is C")
    func preferences() {
        #expect(LocalePreferences(environment: ["LANG": "fr_FR.UTF-8"]).names == ["fr_FR.UTF-8"])
        #expect(LocalePreferences(environment: ["LANG": "fr_FR.UTF-8", "LC_MESSAGES": "de_DE"]).names == ["de_DE"])
        #expect(LocalePreferences(environment: ["LANG": "fr", "LC_MESSAGES": "de", "LC_ALL": "it"]).names == ["it"])
        #expect(LocalePreferences(environment: ["LANG": "fr", "LC_ALL": ""]).names == ["fr"], "an empty variable is unset")
        #expect(LocalePreferences(environment: ["LANG": "en_US.UTF-8", "LANGUAGE": "de:fr"]).names == ["de", "fr", "en_US.UTF-8"])
        #expect(LocalePreferences(environment: ["LANG": "C.UTF-8", "LANGUAGE": "de"]).names == [])
        #expect(LocalePreferences(environment: [:]).names == [])
        #expect(LocalePreferences(environment: ["LANG": "de_DE.UTF-8"]).localeIdentifier == "de_DE")
        #expect(LocalePreferences(environment: ["LANG": "sr_RS@latin"]).localeIdentifier == "sr_Latn_RS")
    }

    @Test("A key is found for the user's language, falls back through LANGUAGE, Base and English, else is nil")
    func lookupOrder() throws {
        let bundle = try TestBundle()
        func lookup(_ key: String, _ environment: [String: String], table: String? = nil) -> String? {
            AppLocalization(environment: environment, appBundlePaths: [bundle.path])
                .localizedString(forKey: key, table: table, bundlePath: nil, localeIdentifier: nil)
        }
        #expect(lookup("Tree", ["LANG": "de_DE.UTF-8"]) == "Baum")
        #expect(lookup("Tree", ["LANG": "fr_FR.UTF-8"]) == "Arbre", "UTF-16 table")
        #expect(lookup("Tree", ["LANG": "fr_FR.UTF-8", "LC_MESSAGES": "de_AT.UTF-8"]) == "Baum")
        #expect(lookup("Tree", ["LANG": "it_IT.UTF-8", "LANGUAGE": "it:fr:de"]) == "Arbre")
        #expect(lookup("Tree", ["LANG": "pt_BR.UTF-8"]) == "Árvore")
        #expect(lookup("Tree", ["LANG": "zh_CN.UTF-8"]) == "树")
        #expect(lookup("Tree", ["LANG": "it_IT.UTF-8"]) == "Tree (base)")
        #expect(lookup("Tree", ["LANG": "C"]) == "Tree (base)")
        #expect(lookup("Only German", ["LANG": "fr_FR", "LANGUAGE": "fr:de"]) == "Nur Deutsch", "a key missing in French is found in the next language")
        #expect(lookup("Only Base", ["LANG": "de_DE"]) == "From Base")
        #expect(lookup("Only English", ["LANG": "de_DE"]) == "From English", "the development language comes last")
        #expect(lookup("Missing", ["LANG": "de_DE"]) == nil)
        #expect(lookup("Tree", ["LANG": "de_DE"], table: "Other") == "Baum (andere Tabelle)")
        #expect(lookup("Tree", ["LANG": "de_DE"], table: "Absent") == nil)
    }

    @Test("A locale set in the environment chooses the languages; the default locale means the user's")
    func environmentLocale() throws {
        let bundle = try TestBundle()
        let localization = AppLocalization(environment: ["LANG": "de_DE.UTF-8"], appBundlePaths: [bundle.path])
        func lookup(_ locale: String?) -> String? {
            localization.localizedString(forKey: "Tree", table: nil, bundlePath: nil, localeIdentifier: locale)
        }
        #expect(lookup(nil) == "Baum")
        #expect(lookup("en_US_POSIX") == "Baum")
        #expect(lookup("de_DE") == "Baum")
        #expect(lookup("fr") == "Arbre")
        #expect(lookup("zh-Hans") == "树")
    }

    @Test("A named bundle is looked in alone; the app's bundles are not")
    func namedBundle() throws {
        let bundle = try TestBundle()
        let localization = AppLocalization(environment: ["LANG": "de_DE"], appBundlePaths: [])
        #expect(localization.localizedString(forKey: "Tree", table: nil, bundlePath: nil, localeIdentifier: nil) == nil)
        #expect(localization.localizedString(forKey: "Tree", table: nil, bundlePath: bundle.path, localeIdentifier: nil) == "Baum")
        #expect(localization.localizedString(forKey: "Tree", table: nil, bundlePath: bundle.path + "/missing", localeIdentifier: nil) == nil)
    }

    @Test("A broken table is reported once with its path, line and column, and has no strings")
    func brokenTable() throws {
        let bundle = try TestBundle()
        try bundle.write("de.lproj/Localizable.strings", utf8: "\"Tree\" = \"Baum\"\n\"Next\" = \"x\";")
        let reports = Reports()
        let localization = AppLocalization(environment: ["LANG": "de_DE"], appBundlePaths: [bundle.path], report: { reports.add($0) })
        #expect(localization.localizedString(forKey: "Tree", table: nil, bundlePath: nil, localeIdentifier: nil) == "Tree (base)")
        #expect(localization.localizedString(forKey: "Tree", table: nil, bundlePath: nil, localeIdentifier: nil) == "Tree (base)")
        #expect(reports.lines == [
            "warning: \(bundle.path)/de.lproj/Localizable.strings, line 2, column 1: expected ';' after the entry for \"Tree\", found '\"'; its strings are not used",
        ])
    }

    @Test("A String Catalog at the bundle's top level is looked in for each language")
    func catalogLookup() throws {
        let bundle = try TestBundle()
        try bundle.write("Catalog.xcstrings", utf8: """
            { "sourceLanguage": "en", "strings": { "Tree": { "localizations": {
              "it": { "stringUnit": { "state": "translated", "value": "Albero" } } } } } }
            """)
        let localization = AppLocalization(environment: ["LANG": "it_IT.UTF-8"], appBundlePaths: [bundle.path])
        #expect(localization.localizedString(forKey: "Tree", table: "Catalog", bundlePath: nil, localeIdentifier: nil) == "Albero")
    }

    @Test("A bundle without localizations answers from memory after one directory read")
    func noLocalizations() throws {
        let directory = TemporaryDirectory(prefix: "scenery-empty")
        defer { directory.remove() }
        let bundles = AppLocalization.appBundles(executablePath: directory.path + "/App", moduleName: "App")
        #expect(bundles.count == 1)
        #expect(bundles.allSatisfy { !$0.hasStrings })
        let localization = AppLocalization(environment: ["LANG": "de_DE"], appBundlePaths: [directory.path])
        #expect(localization.appBundles.isEmpty)
    }

    @Test("The app's SwiftPM resource bundle is found next to the executable by its target's name")
    func resourceBundleDiscovery() throws {
        // Greetings' resources (Examples/Greetings/Resources, `.process`) were put next to
        // the executables as <Package>_Greetings.resources; Bundle.module is that directory.
        let resources = greetingsBundle.bundlePath
        #expect(resources.hasSuffix("_Greetings.resources"))
        let executableDirectory = String(resources[..<resources.lastIndex(of: "/")!])
        let bundles = AppLocalization.appBundles(executablePath: executableDirectory + "/Greetings", moduleName: "Greetings")
        #expect(bundles.first?.path == resources)
        #expect(bundles.first?.localizations.isSuperset(of: ["de", "fr", "Base"]) == true)
        #expect(bundles.last?.path == executableDirectory, "the main bundle is the executable's directory")
        let german = AppLocalization(environment: ["LANG": "de_DE.UTF-8"], appBundlePaths: bundles.map(\.path))
        #expect(german.localizedString(forKey: "Hello, %@!", table: nil, bundlePath: nil, localeIdentifier: nil) == "Hallo, %@!")
        #expect(german.localizedString(forKey: "farewell", table: nil, bundlePath: resources, localeIdentifier: "fr") == "Au revoir !")
    }

    @Test("The background start finds the app's bundles and the first lookup waits for them")
    func backgroundStart() throws {
        let resources = greetingsBundle.bundlePath
        let executableDirectory = String(resources[..<resources.lastIndex(of: "/")!])
        let started = AppLocalization.start(
            environment: ["LANG": "fr_FR.UTF-8"], executablePath: executableDirectory + "/Greetings", moduleName: "Greetings")
        #expect(started.localizedString(forKey: "Greetings", table: nil, bundlePath: nil, localeIdentifier: nil) == "Salutations")
        #expect(AppLocalization.current === started)
    }
}

/// Report lines collected from any thread.
final class Reports: @unchecked Sendable {
    private var collected: [String] = []
    private var lock = pthread_mutex_t()
    init() { pthread_mutex_init(&lock, nil) }
    func add(_ line: String) {
        pthread_mutex_lock(&lock)
        collected.append(line)
        pthread_mutex_unlock(&lock)
    }
    var lines: [String] {
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        return collected
    }
}
