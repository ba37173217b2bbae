@testable import SceneryCairo
@testable import SceneryCore
import Testing

@Suite("Caret queries: where a caret offset is drawn and which offset a point hits (Pango, fixed metrics)")
@MainActor
struct CaretQueryTests {
    let font = Font.system(size: 13)

    @Test("Pango: carets move right through a line, in UTF-8 offsets, and a point maps back to its offset")
    func pangoSingleLine() {
        let pango = MemoizedTextMeasurer(memo: nil)
        let text = "añb€c"  // 1-, 2-, 1-, 3-, 1-byte characters
        let offsets = [0, 1, 3, 4, 7, 8]
        let xs = offsets.map { pango.caretRect(at: $0, in: text, font: font, width: nil).minX }
        #expect(xs == xs.sorted() && Set(xs).count == xs.count, "each caret right of the one before: \(xs)")
        #expect(xs.first == 0)
        let width = pango.measure(text, font: font, maxWidth: nil).width
        #expect(abs(xs.last! - width) <= 1, "the last caret is at the text's end")
        for (offset, x) in zip(offsets, xs) {
            #expect(pango.caretOffset(at: CGPoint(x: x + 0.5, y: 5), in: text, font: font, width: nil) == offset)
        }
        #expect(pango.caretOffset(at: CGPoint(x: -50, y: 5), in: text, font: font, width: nil) == 0)
        #expect(pango.caretOffset(at: CGPoint(x: 5000, y: 5), in: text, font: font, width: nil) == 8)
    }

    @Test("Pango: in wrapped text a caret on the second line is one line down, and a point there hits it")
    func pangoWrapped() {
        let pango = MemoizedTextMeasurer(memo: nil)
        let text = "alpha beta gamma delta epsilon"
        let width: CGFloat = 80
        let first = pango.caretRect(at: 0, in: text, font: font, width: width)
        let last = pango.caretRect(at: text.utf8.count, in: text, font: font, width: width)
        #expect(last.minY >= first.maxY - 0.5, "the end is on a later line: \(first) \(last)")
        let hit = pango.caretOffset(at: CGPoint(x: last.minX, y: last.midY), in: text, font: font, width: width)
        #expect(hit == text.utf8.count)
        // Right of a soft-wrapped line: the caret stays on that line.
        let endOfFirst = pango.caretOffset(at: CGPoint(x: 500, y: first.midY), in: text, font: font, width: width)
        #expect(pango.caretRect(at: endOfFirst, in: text, font: font, width: width).minY == first.minY)
    }

    @Test("Fixed metrics: a caret's x is its column times half the font size; rows are line heights")
    func fixedMetrics() {
        let fixed = FixedTextMeasurer()
        #expect(fixed.caretRect(at: 2, in: "abcd\nef", font: font, width: nil) == CGRect(x: 13, y: 0, width: 0, height: 16))
        #expect(fixed.caretRect(at: 6, in: "abcd\nef", font: font, width: nil) == CGRect(x: 6.5, y: 16, width: 0, height: 16))
        #expect(fixed.caretOffset(at: CGPoint(x: 7, y: 20), in: "abcd\nef", font: font, width: nil) == 6)
        #expect(fixed.caretOffset(at: CGPoint(x: 99, y: 2), in: "abcd\nef", font: font, width: nil) == 4)
    }
}
