import FoundationEssentials
@testable import SceneryCairo
@testable import SceneryCore
@testable import SceneryHeadless
@testable import SceneryRenderer
import SceneryTesting
import Testing

/// `lineSpacing(_:)`: extra points between the bottom of one line and the top of the next,
/// read by Text, TextEditor and vertical text fields, measured and drawn with it.
@Suite("lineSpacing: Text, vertical fields and TextEditor (fixed metrics and Pango)")
@MainActor
struct LineSpacingTests {
    let threeLines = "one\ntwo\nthree"  // fixed metrics: 16 points a line

    @Test("Text with lineSpacing(5) is 5 points taller per line after the first; one line is as tall as before")
    func textHeight() {
        #expect(size(of: Text(threeLines), proposing: .unspecified).height == CGFloat(48))
        #expect(size(of: Text(threeLines).lineSpacing(5), proposing: .unspecified).height == CGFloat(48 + 10))
        #expect(size(of: Text("one").lineSpacing(5), proposing: .unspecified).height == CGFloat(16))
        // Wrapped lines count too: "one two three four five six" wraps to 4 lines at 60.
        #expect(size(of: Text("one two three four five six").lineSpacing(3), proposing: .of(60, nil)).height == CGFloat(64 + 9))
        // The environment value reaches text further down.
        #expect(size(of: VStack { Text(threeLines) }.lineSpacing(2), proposing: .unspecified).height == CGFloat(48 + 4))
    }

    @Test("A line limit and a short proposal count the spacing: 2 lines are 2 × 16 + 5; the drawn style carries the spacing")
    func limitsCountSpacing() {
        #expect(size(of: Text(threeLines).lineLimit(2).lineSpacing(5), proposing: .unspecified).height == CGFloat(37))
        // 40 points fit 2 lines with their spacing (37), not 3 (58).
        #expect(size(of: Text(threeLines).lineSpacing(5), proposing: .of(200, 40)).height == CGFloat(37))
        #expect(size(of: Text(threeLines).lineLimit(3, reservesSpace: true).lineSpacing(5), proposing: .unspecified).height == CGFloat(58))
    }

    @Test("The drawn text carries the spacing for the painter")
    func drawnStyle() throws {
        let w = try ClockedWindow(Text(threeLines).lineSpacing(5))
        let styles = w.list.items.compactMap { item -> TextLayoutStyle? in
            if case .text(_, _, _, _, let style) = item { style } else { nil }
        }
        #expect(styles.map(\.lineSpacing) == [5])
    }

    @Test("The last text baseline is a line and its spacing lower per line")
    func lastBaseline() throws {
        let row = HStack(alignment: .lastTextBaseline, spacing: 0) {
            Text(threeLines).lineSpacing(5).accessibilityIdentifier("spaced")
            Text("x").accessibilityIdentifier("x")
        }
        let snapshot = layout(row, 300, 200)
        let spaced = try #require(snapshot.frame(of: "spaced")), x = try #require(snapshot.frame(of: "x"))
        // The single line's top is two lines and two spacings below the block's.
        #expect(x.minY - spaced.minY == CGFloat(2 * (16 + 5)))
    }

    @Test("Fixed metrics: carets and hits honour the spacing, a point in the spacing going to the nearer line")
    func fixedCarets() {
        let fixed = FixedTextMeasurer()
        let font = Font.body  // 16 points a line
        let third = threeLines.utf8.count - "three".utf8.count
        #expect(fixed.caretRect(at: third, in: threeLines, font: font, width: nil, lineSpacing: 4).minY == CGFloat(40))
        #expect(fixed.caretOffset(at: CGPoint(x: 0, y: 41), in: threeLines, font: font, width: nil, lineSpacing: 4) == third)
        #expect(fixed.caretOffset(at: CGPoint(x: 0, y: 17), in: threeLines, font: font, width: nil, lineSpacing: 4) == 0)
        #expect(fixed.caretOffset(at: CGPoint(x: 0, y: 19), in: threeLines, font: font, width: nil, lineSpacing: 4) == 4)
    }

    @Test("Pango measures and places carets with the spacing: 2 × spacing taller over three lines, the third line's caret 2 × spacing lower, and a point there hits it")
    func pango() {
        let pango = MemoizedTextMeasurer(memo: nil)
        let font = Font.body
        let plain = pango.measure(threeLines, font: font, maxWidth: nil)
        let spaced = pango.measure(threeLines, font: font, maxWidth: nil, lineSpacing: 6)
        #expect(spaced.width == plain.width)
        #expect(spaced.height == plain.height + 12, "\(plain) → \(spaced)")
        let third = threeLines.utf8.count - "three".utf8.count
        let caret = pango.caretRect(at: third, in: threeLines, font: font, width: 300, lineSpacing: 6)
        let unspaced = pango.caretRect(at: third, in: threeLines, font: font, width: 300)
        #expect(caret.minY == unspaced.minY + 12 && caret.height == unspaced.height)
        #expect(pango.caretOffset(at: CGPoint(x: 0, y: caret.midY), in: threeLines, font: font, width: 300, lineSpacing: 6) == third)
        // In the spacing below the first line: the nearer line.
        let bottom = pango.caretRect(at: 0, in: threeLines, font: font, width: 300, lineSpacing: 6).maxY
        #expect(pango.caretOffset(at: CGPoint(x: 0, y: bottom + 1), in: threeLines, font: font, width: 300, lineSpacing: 6) == 0)
        #expect(pango.caretOffset(at: CGPoint(x: 0, y: bottom + 5), in: threeLines, font: font, width: 300, lineSpacing: 6) == 4)
    }

    @Test("Drawn with Pango, the second line's ink starts the spacing lower (headless pixels)")
    func pixels() {
        func inkRows(_ snapshot: HeadlessSnapshot) -> [Int] {
            let image = snapshot.image
            return (0..<image.height).filter { y in
                image.count(x: 0, y: y, width: image.width, height: 1) { x, y in image.luminance(x: x, y: y) < 128 } > 0
            }
        }
        /// How far the second line's first inked row is below the first line's.
        func secondLineTop(_ rows: [Int]) -> Int? {
            guard let first = rows.first else { return nil }
            // The first inked row after the first blank run that follows ink.
            var previous = first
            for row in rows.dropFirst() {
                if row > previous + 1 { return row - first }
                previous = row
            }
            return nil
        }
        let text = "Hx\nHx"  // no descenders: a blank row between the lines
        let plain = HeadlessSnapshot(of: Text(text).padding(4), width: 100, height: 80)
        let spaced = HeadlessSnapshot(of: Text(text).lineSpacing(12).padding(4), width: 100, height: 80)
        let plainTop = secondLineTop(inkRows(plain)), spacedTop = secondLineTop(inkRows(spaced))
        #expect(plainTop != nil && spacedTop != nil)
        if let plainTop, let spacedTop { #expect(spacedTop - plainTop == 12, "second line at \(plainTop) → \(spacedTop)") }
        let plainFrame = plain.text(text), spacedFrame = spaced.text(text)
        #expect(spacedFrame.map(\.height) == plainFrame.map { $0.height + 12 })
    }

    /// A field between two red rules, for measuring its height.
    struct Notes: View {
        @State var text = "a\nb\nc"
        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(height: 1)
                TextField("Notes", text: $text, axis: .vertical)
                    .textFieldStyle(.plain)
                    .lineSpacing(4)
                Color.red.frame(height: 1)
                Text(verbatim: "[\(text)]")
            }
            .frame(width: 200)
        }
    }

    @Test("A vertical field with lineSpacing(4) is 3 × 16 + 2 × 4 high for three lines; a click on the third line puts the caret there")
    func verticalField() throws {
        let w = try ClockedWindow(Notes())
        let rules = w.list.items.compactMap { item -> CGRect? in
            if case .shape(_, .fill, let c, let r) = item, c == Color.red.light { r } else { nil }
        }
        try #require(rules.count == 2)
        #expect(rules[1].minY - rules[0].maxY == CGFloat(56))
        let text = try #require(w.list.items.lazy.compactMap { item -> (CGRect, TextLayoutStyle)? in
            if case .text(let s, _, _, let frame, let style) = item, s == "a\nb\nc" { (frame, style) } else { nil }
        }.first)
        #expect(text.1.lineSpacing == 4)
        // The third line starts 2 × (16 + 4) below the first.
        w.window.click(at: CGPoint(x: text.0.minX + 1, y: text.0.minY + 40 + 8))
        w.window.type(KeyEquivalent("X"))
        #expect(w.texts.contains("[a\nb\nXc]"), "\(w.texts)")
    }

    @Test("V67: a TextEditor with lineSpacing(6) puts its lines a line height + 6 apart; Up from the third line lands on the second")
    func editor() throws {
        struct Editor: View {
            @State var text = "abc\ndef\nghi"
            var body: some View {
                VStack {
                    TextEditor(text: $text).frame(width: 200, height: 100).lineSpacing(6)
                    Text(verbatim: "[\(text)]")
                }
            }
        }
        let w = try ClockedWindow(Editor())
        let text = try #require(w.list.items.lazy.compactMap { item -> CGRect? in
            if case .text(let s, _, _, let frame, _) = item, s == "abc\ndef\nghi" { frame } else { nil }
        }.first)
        #expect(text.height == CGFloat(3 * 16 + 2 * 6))
        // After "gh" on the third line (2 × 6.5 points in), then Up.
        w.window.click(at: CGPoint(x: text.minX + 13, y: text.minY + 2 * 22 + 8))
        w.window.type(.upArrow)
        w.window.type(KeyEquivalent("X"))
        #expect(w.texts.contains("[abc\ndeXf\nghi]"), "\(w.texts)")
    }
}
