import Foundation
import Greetings
@testable import SceneryCore
import SceneryFoundation
@testable import SceneryLocalization
import SceneryTesting
import Testing

@Suite("The Greetings example: SwiftPM resources, Bundle.module, localized Text")
@MainActor
struct GreetingsTests {
    /// The example's texts drawn with its bundles looked up for `environment`.
    func texts(_ environment: [String: String], locale: String? = nil) -> [String] {
        let resources = greetingsBundle.bundlePath
        let localization = AppLocalization(environment: environment, appBundlePaths: [resources])
        var values = EnvironmentValues()
        values.stringLocalizer = localization
        if let locale { values.locale = Locale(identifier: locale) }
        let snapshot = LayoutSnapshot(of: GreetingsView(), in: CGSize(width: 600, height: 300), textMeasurer: FixedTextMeasurer(), environment: values)
        return snapshot.displayList.split(separator: "\n").compactMap { line in
            guard let start = line.range(of: "text \""), let end = line.range(of: "\" (", range: start.upperBound..<line.endIndex) else { return nil }
            return String(line[start.upperBound..<end.lowerBound])
        }
    }

    @Test("German: keys with values, a Markdown translation and Text(_:bundle: .module) are German")
    func german() {
        #expect(texts(["LANG": "de_DE.UTF-8"]) == [
            "Hallo, Ada!", "Du hast 3 neue Nachrichten.", "Lies die Versionshinweise oder die Dokumentation.", "Auf Wiedersehen!",
            "**Verbatim** text is shown as written.",
        ])
    }

    @Test("French has no translation of the Markdown line: it falls back to the key (English)")
    func french() {
        #expect(texts(["LANG": "fr_FR.UTF-8"]) == [
            "Bonjour, Ada !", "Vous avez 3 nouveaux messages.", "Read the release notes or the documentation.", "Au revoir !",
            "**Verbatim** text is shown as written.",
        ])
    }

    @Test("No language (the C locale): the keys, and Base for the bundle's own key")
    func posix() {
        #expect(texts(["LANG": "C"]) == [
            "Hello, Ada!", "You have 3 new messages.", "Read the release notes or the documentation.", "Goodbye!",
            "**Verbatim** text is shown as written.",
        ])
    }

    @Test("A locale set in the environment wins over the user's languages")
    func environmentLocale() {
        #expect(texts(["LANG": "de_DE.UTF-8"], locale: "fr").first == "Bonjour, Ada !")
    }
}
