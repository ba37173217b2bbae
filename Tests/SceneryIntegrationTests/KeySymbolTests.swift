import SceneryCore
@testable import SceneryX11
import Testing

@Suite("X keysyms to KeyEquivalent (no X server needed)")
struct KeySymbolTests {
    @Test("Named keys map to SwiftUI's key equivalents, keypad forms included", arguments: [
        (UInt32(0xFF0D), KeyEquivalent.return), (0xFF8D, .return), (0xFF09, .tab), (0xFE20, .tab), (0x20, .space),
        (0xFF1B, .escape), (0xFF08, .delete), (0xFFFF, .deleteForward), (0xFF52, .upArrow), (0xFF99, .downArrow),
        (0xFF51, .leftArrow), (0xFF53, .rightArrow), (0xFF50, .home), (0xFF57, .end), (0xFF55, .pageUp), (0xFF56, .pageDown),
    ])
    func namedKeys(_ symbol: UInt32, _ expected: KeyEquivalent) {
        #expect(KeySymbols.key(for: symbol)?.0 == expected)
    }

    @Test("Printable keysyms are their character; F-keys use AppKit's function-key characters")
    func charactersAndFunctionKeys() throws {
        #expect(KeySymbols.key(for: 0x61)?.0 == "a")
        #expect(KeySymbols.key(for: 0x41)?.0 == "A")
        #expect(KeySymbols.key(for: 0xE9)?.0 == "é")           // eacute
        #expect(KeySymbols.key(for: 0x20AC)?.0 == "€")         // EuroSign
        #expect(KeySymbols.key(for: 0xFFB5)?.0 == "5")         // KP_5
        #expect(KeySymbols.key(for: 0xFFB5)?.keypad == true)
        let f1 = try #require(KeySymbols.key(for: 0xFFBE))
        #expect(f1.0 == KeyEquivalent("\u{F704}") && f1.function)
        #expect(KeySymbols.key(for: 0xFF52)?.function == true)
    }

    @Test("Modifier keys on their own are not key events", arguments: [UInt32(0xFFE1), 0xFFE3, 0xFFE9, 0xFFEB, 0xFFE5])
    func modifiersAlone(_ symbol: UInt32) {
        #expect(KeySymbols.key(for: symbol) == nil)
    }
}
