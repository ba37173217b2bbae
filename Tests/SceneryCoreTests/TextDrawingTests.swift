import Scenery
import SceneryTesting
import Testing

@Suite("Text drawing: multi-line alignment and truncation mode")
@MainActor
struct TextDrawingTests {
    /// The leftmost and rightmost columns with dark pixels in rows `rows` of `image`.
    func inkExtent(_ image: RasterImage, rows: Range<Int>) -> (min: Int, max: Int)? {
        var low = Int.max, high = Int.min
        for y in rows where y < image.height {
            for x in 0..<image.width where image.luminance(x: x, y: y) < 110 {
                low = min(low, x)
                high = max(high, x)
            }
        }
        return low <= high ? (low, high) : nil
    }

    func snapshot(_ alignment: TextAlignment) -> HeadlessSnapshot {
        HeadlessSnapshot(
            of: Text("A rather long first line\nshort").multilineTextAlignment(alignment).padding(10),
            width: 260, height: 80)
    }

    @Test("multilineTextAlignment puts a short second line at the leading edge, the centre or the trailing edge of the text's frame")
    func alignment() throws {
        let leading = snapshot(.leading), center = snapshot(.center), trailing = snapshot(.trailing)
        let frame = try #require(leading.text("A rather long first line\nshort"))
        let secondLine = Int(frame.y + frame.height / 2) + 2..<Int(frame.maxY)
        let left = try #require(inkExtent(leading.image, rows: secondLine))
        let middle = try #require(inkExtent(center.image, rows: secondLine))
        let right = try #require(inkExtent(trailing.image, rows: secondLine))
        #expect(abs(Double(left.min) - frame.x) <= 2, "leading: \(left) in \(frame)")
        #expect(abs(Double(right.max) - frame.maxX) <= 3, "trailing: \(right) in \(frame)")
        let centre = Double(middle.min + middle.max) / 2
        #expect(abs(centre - (frame.x + frame.width / 2)) <= 3, "centre: \(middle) in \(frame)")
        #expect(left.min < middle.min && middle.min < right.min)
        #expect(LayoutSnapshot(of: Text("a\nb").multilineTextAlignment(.center)).displayList.contains("aligned center"))
    }

    @Test("V6: text without a font is in the 13-point body font; .font(.title) is taller")
    func defaultFont() throws {
        let body = HeadlessSnapshot(of: Text("Hello"))
        #expect(body.displayList.contains("size 13 "), "\(body.displayList)")
        let title = HeadlessSnapshot(of: Text("Hello").font(.title))
        let bodyHeight = try #require(body.text("Hello")?.height), titleHeight = try #require(title.text("Hello")?.height)
        #expect(titleHeight > bodyHeight)
    }

    @Test("V3: Text(\"Hello, World!\").opacity(0.5) draws its darkest ink half as dark as without opacity (±5%)")
    func halfOpaqueText() {
        func ink(_ snapshot: HeadlessSnapshot) -> Double {
            let background = snapshot.image.luminance(x: 0, y: 0)
            var darkest = background
            for y in 0..<snapshot.image.height { for x in 0..<snapshot.image.width { darkest = min(darkest, snapshot.image.luminance(x: x, y: y)) } }
            return background - darkest
        }
        let plain = ink(HeadlessSnapshot(of: Text("Hello, World!").padding(2)))
        let faded = ink(HeadlessSnapshot(of: Text("Hello, World!").opacity(0.5).padding(2)))
        #expect(plain > 100, "the text is drawn: \(plain)")
        #expect(abs(faded / plain - 0.5) <= 0.05, "\(faded) of \(plain)")
    }

    @Test("V10: truncationMode cuts the head, the middle or the tail of a line that does not fit; the tail by default")
    func truncation() throws {
        func draw(_ mode: Text.TruncationMode) -> HeadlessSnapshot {
            HeadlessSnapshot(
                of: Text("BEGINNING of a sentence much too long to fit, then the END").lineLimit(1).truncationMode(mode)
                    .frame(width: 150),
                width: 150, height: 30)
        }
        let head = draw(.head), middle = draw(.middle), tail = draw(.tail)
        let byDefault = HeadlessSnapshot(
            of: Text("BEGINNING of a sentence much too long to fit, then the END").lineLimit(1).frame(width: 150),
            width: 150, height: 30)
        #expect(byDefault.image.differingPixelCount(from: tail.image) == 0, "the default is .tail")
        #expect(head.image.differingPixelCount(from: tail.image) > 50)
        #expect(middle.image.differingPixelCount(from: tail.image) > 50)
        #expect(middle.image.differingPixelCount(from: head.image) > 50)
        // The tail keeps the start and the head keeps the end, so their first letters differ;
        // the middle keeps both ends.
        let firstLetters = 0..<10
        func columns(_ snapshot: HeadlessSnapshot) -> [Bool] {
            firstLetters.map { x in (0..<30).contains { y in snapshot.image.luminance(x: x, y: y) < 110 } }
        }
        #expect(columns(tail) == columns(middle), "tail and middle both start with the beginning")
        #expect(columns(head) != columns(tail), "head starts with the ellipsis")
        #expect(LayoutSnapshot(of: Text("x").truncationMode(.head)).displayList.contains("truncated at head"))
    }
}
