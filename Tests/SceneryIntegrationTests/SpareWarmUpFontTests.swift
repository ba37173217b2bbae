import SceneryCore
@testable import SceneryX11
import Testing

/// Which fonts a spare renderer warms up before it is given a window.
@Suite("A spare renderer warms up the fonts the app's windows drew with")
@MainActor
struct SpareWarmUpFontTests {
    @Test("Without remembered text layouts the common fonts are warmed; with them the remembered fonts, most used first, at most six")
    func fontsToWarm() {
        #expect(X11Backend.fontsToWarm(remembered: []) == [.body, .title, .headline, .caption, .largeTitle])
        #expect(X11Backend.fontsToWarm(remembered: [.title, .body]) == [.title, .body])
        let many: [Font] = (10...20).map { .system(size: Double($0)) }
        #expect(X11Backend.fontsToWarm(remembered: many) == Array(many.prefix(6)))
    }
}
