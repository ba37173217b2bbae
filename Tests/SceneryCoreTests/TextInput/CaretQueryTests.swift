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

    @Test("Pango: Left and Right move visually, so in Hebrew Left goes to the next letter; at the visual edge the caret stays")
    func pangoVisualMoves() {
        let pango = MemoizedTextMeasurer(memo: nil)
        func move(_ offset: Int, _ direction: Int, _ text: String) -> Int? {
            pango.visualCaretMove(from: offset, direction: direction, in: text, font: font, width: nil, lineSpacing: 0)
        }
        // Left to right: as logical order.
        #expect(move(1, -1, "abc") == 0)
        #expect(move(1, 1, "abc") == 2)
        #expect(move(0, -1, "abc") == 0, "the visual start")
        // "שלום" is right to left (each letter two bytes): its logical start is drawn at the
        // right, so Left from it goes to the second letter and Right goes nowhere.
        let hebrew = "שלום"
        #expect(move(0, -1, hebrew) == 2)
        #expect(move(2, -1, hebrew) == 4)
        #expect(move(4, 1, hebrew) == 2)
        #expect(move(0, 1, hebrew) == 0, "the visual end of a right-to-left line")
        // Each move lands where the caret is drawn one step further that way.
        let start = pango.caretRect(at: 2, in: hebrew, font: font, width: nil, lineSpacing: 0).minX
        let left = pango.caretRect(at: move(2, -1, hebrew) ?? 2, in: hebrew, font: font, width: nil, lineSpacing: 0).minX
        #expect(left < start, "Left moved the caret to the left: \(start) → \(left)")
    }

    @Test("The editing model moves Left and Right as its geometry's visual order says, and logically without one")
    func modelUsesVisualOrder() {
        /// A geometry that draws the whole text right to left.
        struct Mirrored: TextCaretGeometry {
            let grid: CharacterGridCaretGeometry
            func caretRect(at offset: Int) -> CGRect { grid.caretRect(at: offset) }
            func caretOffset(at point: CGPoint) -> Int { grid.caretOffset(at: point) }
            func visualNeighbour(of offset: Int, direction: Int) -> Int? { max(0, min(3, offset - direction)) }
        }
        var model = TextEditingModel(text: "abc")
        model.move(.documentStart)
        model.move(.left, geometry: Mirrored(grid: CharacterGridCaretGeometry(text: "abc")))
        #expect(model.caret == 1, "Left in right-to-left text goes to the next grapheme")
        model.move(.right, geometry: Mirrored(grid: CharacterGridCaretGeometry(text: "abc")))
        #expect(model.caret == 0)
        model.move(.right)
        #expect(model.caret == 1, "without a geometry that knows directions, Right is the next grapheme")
        model.move(.left, extend: true, geometry: Mirrored(grid: CharacterGridCaretGeometry(text: "abc")))
        #expect(model.caret == 2 && model.selectedRange == 1..<2, "Shift extends visually too")
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
