import Scenery
import SceneryTesting
import Testing

@Suite("Built-in environment values")
@MainActor
struct SystemEnvironmentTests {
    struct Reader: View {
        @Environment(\.colorScheme) var colorScheme
        @Environment(\.layoutDirection) var layoutDirection
        @Environment(\.displayScale) var displayScale
        @Environment(\.locale) var locale
        @Environment(\.supportsMultipleWindows) var multipleWindows
        var body: some View {
            Text("\(colorScheme) \(layoutDirection) \(Int(displayScale)) \(locale.identifier) \(multipleWindows)")
        }
    }

    @Test("R8: defaults, and values written above a view reach it (colorScheme, layoutDirection, displayScale, locale)")
    func defaultsAndWrites() {
        #expect(HeadlessSnapshot(of: Reader()).text("light leftToRight 1 en_US_POSIX true") != nil)
        let written = Reader()
            .environment(\.colorScheme, .dark)
            .environment(\.layoutDirection, .rightToLeft)
            .environment(\.displayScale, 2)
            .environment(\.locale, Locale(identifier: "de_DE"))
        #expect(HeadlessSnapshot(of: written).text("dark rightToLeft 2 de_DE true") != nil)
    }
}
