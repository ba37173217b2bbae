@testable import SceneryCairo
import SceneryCore
import Testing

/// A line of printable ASCII is measured by shaping it as one run, without a layout; that
/// must give exactly the size a layout gives (the pixels drawn are a layout's).
@Suite("Lines of ASCII measured without a layout")
@MainActor
struct ShapedLineTests {
    /// Fonts of the generic families and a named one, in several sizes, weights and slants.
    static let fonts: [Font] = [
        .body, .caption, .title, .largeTitle.bold(), .system(size: 10.5, design: .serif),
        .system(size: 17, design: .monospaced).italic(), .custom("DejaVu Serif", size: 15).bold(),
        .system(size: 26, weight: .light),
    ]

    /// `count` strings of 1 to 40 printable ASCII characters, the same every run, with some
    /// chosen ones: digits alone, punctuation alone, kerning pairs, ligature candidates, spaces.
    static func strings(_ count: Int) -> [String] {
        var generator = LinearCongruence(seed: 7)
        let chosen = ["123", "Row 5", "yj", " ", "   ", "AV To Wa", "fi fl ffi", "...", "!?", "a  b", " lead", "trail "]
        return chosen + (0..<count).map { _ in
            let length = Int(generator.next() % 40) + 1
            return String((0..<length).map { _ in Character(Unicode.Scalar(UInt8(0x20 + generator.next() % 95))) })
        }
    }

    @Test("a shaped line is exactly as large as its layout, in every font, for 500 strings")
    func sameSizeAsLayout() {
        let measurer = PangoTextMeasurer()
        var compared = 0
        for font in Self.fonts {
            for text in Self.strings(500) {
                let shaped = measurer.shapedSize(of: text, font: font)
                #expect(shaped != nil, "not shaped: \(text.debugDescription)")
                guard let shaped else { continue }
                let laidOut = measurer.layoutSize(of: text, font: font)
                #expect(shaped == laidOut, "\(text.debugDescription) in \(font): shaped \(shaped), laid out \(laidOut)")
                compared += 1
            }
        }
        #expect(compared == Self.fonts.count * 512)
    }

    @Test("text beyond printable ASCII, and empty text, is laid out, not shaped")
    func otherTextIsLaidOut() {
        let measurer = PangoTextMeasurer()
        for text in ["", "café", "tab\there", "two\nlines", "日本", "👋", "\u{7F}"] {
            #expect(measurer.shapedSize(of: text, font: .body) == nil, "shaped: \(text.debugDescription)")
        }
        // Measured, they still have the size of their layout.
        #expect(measurer.measure("café", font: .body, maxWidth: nil) == measurer.layoutSize(of: "café", font: .body))
    }

    @Test("measuring a line of ASCII gives the shaped size, and the wrapped width still comes from a layout")
    func measureUsesShapedLines() {
        let measurer = PangoTextMeasurer()
        let text = "The quick brown fox jumps over the lazy dog"
        let natural = measurer.measure(text, font: .body, maxWidth: nil)
        #expect(natural == measurer.layoutSize(of: text, font: .body))
        let wrapped = measurer.measure(text, font: .body, maxWidth: Double(natural.width / 2))
        #expect(wrapped.height > natural.height)
        #expect(wrapped.width <= natural.width / 2 + 1)
    }
}

/// A linear congruential generator: the same strings on every run.
private struct LinearCongruence {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state >> 33
    }
}
