import Greetings
@testable import SceneryCore
import SceneryLocalization
import SceneryTesting
import Testing

/// The Greetings example as a real app (host and renderer processes on the headless virtual
/// display): the renderer finds the app's SwiftPM resource bundle next to the executable and
/// shows the user's language.
@Suite("Greetings in the user's language (real processes)", .serialized)
@MainActor
struct GreetingsProcessTests {
    /// The example drawn in-process with its resource bundle looked up for `language`.
    func expected(_ language: String, width: Double, height: Double) -> HeadlessSnapshot {
        let localization = AppLocalization(environment: ["LANG": language], appBundlePaths: [greetingsBundle.bundlePath])
        return HeadlessSnapshot(of: GreetingsView().environment(\.stringLocalizer, localization), width: width, height: height)
    }

    @Test("LANG=de_DE.UTF-8: the window is titled and drawn in German; LANGUAGE=fr: in French")
    func userLanguage() throws {
        for (environment, title, language) in [
            (["LANG": "de_DE.UTF-8", "LANGUAGE": nil], "Grüße", "de_DE.UTF-8"),
            (["LANG": "en_US.UTF-8", "LANGUAGE": "fr"], "Salutations", "fr"),
        ] as [([String: String?], String, String)] {
            var all = environment
            all["LC_ALL"] = .some(nil)
            all["LC_MESSAGES"] = .some(nil)
            let app = try AppUnderTest(product: "Greetings", environment: all)
            defer { app.stop() }
            let window = try #require(app.waitForWindow(), "\(app.process.output)")
            #expect(window.title == title)
            let frame = try #require(app.waitForContents(of: window.windowID) { $0.distinctColorCount > 2 })
            let localized = expected(language, width: Double(frame.width), height: Double(frame.height))
            let english = expected("C", width: Double(frame.width), height: Double(frame.height))
            #expect(frame.differingPixelCount(from: localized.image) < 50, "\(title): the window shows the localized view")
            #expect(frame.differingPixelCount(from: english.image) > 500, "\(title): and not the English one")
        }
    }
}
