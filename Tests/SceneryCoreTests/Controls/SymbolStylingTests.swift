@testable import SceneryCore
@testable import SceneryHeadless
@testable import SceneryRenderer
import Testing

@Suite("symbolVariant and symbolRenderingMode: symbol names and colours from the environment")
@MainActor
struct SymbolStylingTests {
    @Test("A variant's name follows SF Symbols' order and leaves out parts the name has")
    func variantNames() {
        #expect(SymbolVariants.fill.name(for: "star") == "star.fill")
        #expect(SymbolVariants.fill.name(for: "star.fill") == "star.fill")
        #expect(SymbolVariants.slash.fill.name(for: "bell") == "bell.slash.fill")
        #expect(SymbolVariants.circle.fill.name(for: "heart") == "heart.circle.fill")
        #expect(SymbolVariants.circle.name(for: "heart.fill") == "heart.circle.fill")
        #expect(SymbolVariants.none.name(for: "star") == "star")
        #expect(SymbolVariants.circle.fill.contains(.fill) && !SymbolVariants.fill.contains(.circle))
    }

    @Test("symbolVariant maps star to star.fill (a symbol there is); .none keeps star; nested variants add up")
    func variantInTheEnvironment() throws {
        let window = try HeadlessWindow(
            HStack {
                Image(systemName: "star").symbolVariant(.fill)
                Image(systemName: "star").symbolVariant(.none)
                Image(systemName: "bell").symbolVariant(.slash)
                Image(systemName: "star").symbolVariant(.none).symbolVariant(.fill)
            })
        #expect(window.symbols.map(\.name) == ["star.fill", "star", "bell.slash", "star"])
    }

    @Test("A variant without a symbol of its name keeps the symbol (heart.circle.fill is not known here)")
    func unknownVariantFallsBack() throws {
        let window = try HeadlessWindow(Image(systemName: "heart").symbolVariant(.circle.fill))
        #expect(window.symbols.map(\.name) == ["heart"])
    }

    @Test(".multicolor asks for the theme's full-colour icon; the image's own mode wins over the environment's")
    func renderingModes() throws {
        let window = try HeadlessWindow(
            HStack {
                Image(systemName: "folder")
                Image(systemName: "folder").symbolRenderingMode(.monochrome)
            }
            .symbolRenderingMode(.multicolor))
        #expect(window.symbols.map(\.multicolor) == [true, false])
        let hierarchical = try HeadlessWindow(Image(systemName: "folder").symbolRenderingMode(.hierarchical))
        #expect(hierarchical.symbols.map(\.multicolor) == [false])
    }

    @Test("foregroundStyle(_:_:) colours text and symbols with the primary style (the palette's first layer)")
    func paletteStyles() throws {
        let window = try HeadlessWindow(
            HStack {
                Image(systemName: "folder")
                Text("A")
            }
            .symbolRenderingMode(.palette)
            .foregroundStyle(Color.red, Color.blue))
        let symbolColor = window.items.compactMap { if case .symbol(_, let color, _, _) = $0 { color } else { nil } }.first
        #expect(symbolColor == Color.red.light)
        #expect(window.textColor("A") == Color.red.light)
    }

    @Test("A symbol in a firstTextBaseline HStack sits on the text's baseline; other images sit on their bottom")
    func symbolBaseline() throws {
        let window = try HeadlessWindow(
            HStack(alignment: .firstTextBaseline) {
                Image(systemName: "star")
                Text("Star")
                Color.red.frame(width: 4, height: 4)
            })
        let text = try #require(window.textFrame("Star"))
        let icon = try #require(window.symbols.first?.frame)
        #expect(icon.minY + CGFloat(13) == text.minY + CGFloat(13))
        let square = try #require(window.filledShapes(Color.red).first)
        #expect(square.maxY == text.minY + CGFloat(13))
    }
}
