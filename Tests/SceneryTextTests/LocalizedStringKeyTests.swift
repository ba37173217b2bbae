import FoundationEssentials
@testable import SceneryCore
import Testing

@Suite("LocalizedStringKey: format keys and formatting")
@MainActor
struct LocalizedStringKeyTests {
    @Test("A literal is its own key; an interpolation becomes a format key with SwiftUI's specifiers")
    func formatKeys() {
        let name = "Ada"
        let count = 3
        let ratio = 0.5
        #expect(LocalizedStringKey("100% sure").key == "100% sure")
        #expect(("Hello, \(name)!" as LocalizedStringKey).key == "Hello, %@!")
        #expect(("\(count) items, 100%" as LocalizedStringKey).key == "%lld items, 100%%")
        #expect(("\(ratio) and \(Float(1)) and \(Int32(2)) and \(UInt(3))" as LocalizedStringKey).key == "%lf and %f and %d and %llu")
        #expect(("\(ratio, specifier: "%.1f")" as LocalizedStringKey).key == "%.1f")
        #expect(("\(Text("x")) \(Image(systemName: "star")) \(AttributedString("y"))" as LocalizedStringKey).key == "%@ %@ %@")
        #expect(("\(42, format: IntegerText())" as LocalizedStringKey).key == "%@")
        #expect(("\(Substring("sub"))" as LocalizedStringKey).arguments == [.string("sub")])
    }

    @Test("Keys are equal when their text and values are")
    func equality() {
        let a: LocalizedStringKey = "Hello, \("Ada")"
        let b: LocalizedStringKey = "Hello, \("Ada")"
        let c: LocalizedStringKey = "Hello, \("Bob")"
        #expect(a == b)
        #expect(a != c)
        #expect(LocalizedStringKey("x") == "x")
    }

    @Test("printf formatting: strings, integers, floating point, width and precision, %%, positions")
    func printf() {
        func format(_ text: String, _ arguments: [FormatArgument]) -> String {
            var next = 0
            return PrintfFormat.format(text, arguments: arguments, nextArgument: &next).map {
                if case .text(let text) = $0 { text } else if case .argument(.string(let s)) = $0 { s } else { "<styled>" }
            }.joined()
        }
        #expect(format("Hello, %@!", [.string("Ada")]) == "Hello, Ada!")
        #expect(format("%lld items", [.signed(3)]) == "3 items")
        #expect(format("%d|%5d|%-3d|%03d", [.signed(1), .signed(2), .signed(3), .signed(4)]) == "1|    2|3  |004")
        #expect(format("%.2f %lf %e", [.floatingPoint(3.14159), .floatingPoint(0.5), .floatingPoint(1500)]) == "3.14 0.500000 1.500000e+03")
        #expect(format("%x %X %o %llu", [.signed(255), .signed(255), .signed(8), .unsigned(UInt64.max)]) == "ff FF 10 18446744073709551615")
        #expect(format("100%% of %@", [.string("it")]) == "100% of it")
        #expect(format("%2$@ before %1$@", [.string("one"), .string("two")]) == "two before one")
        #expect(format("%@ and %@", [.string("only")]) == "only and %@", "a missing value leaves its specifier")
        #expect(format("%c", [.signed(65)]) == "A")
        #expect(format("%@", [.signed(7)]) == "7")
        #expect(format("tail %", []) == "tail %")
    }

    @Test("Formatting as plain text: styled values give their characters")
    func plainFormatting() {
        let key: LocalizedStringKey = "\(Text("bold").bold()) \(3) \(Image(systemName: "star"))."
        #expect(key.formatted(key.key) == "bold 3 .")
        #expect(LocalizedStringKey("50%%").formatted("50%%") == "50%%", "a literal is not a format")
    }
}

/// A format style for the interpolation test.
private struct IntegerText: FormatStyle {
    func format(_ value: Int) -> String { "#\(value)" }
}
