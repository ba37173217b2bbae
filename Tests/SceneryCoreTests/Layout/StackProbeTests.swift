@testable import SceneryCore
import SceneryTesting
import Testing

/// Records the widths a text is measured at, measuring as ``FixedTextMeasurer`` does.
@MainActor
final class WidthRecordingMeasurer: TextMeasurer {
    private let base = FixedTextMeasurer()
    /// The `maxWidth` of every measurement, in order (nil: unwrapped).
    var widths: [Double?] = []

    func measure(_ text: String, font: Font, maxWidth: Double?) -> CGSize {
        widths.append(maxWidth)
        return base.measure(text, font: font, maxWidth: maxWidth)
    }

    func lineHeight(for font: Font) -> CGFloat { base.lineHeight(for: font) }
}

@Suite("What a stack asks its children (R71, R73)")
@MainActor
struct StackProbeTests {
    @Test("R71: a stack's zero-width probe of a text is answered without measuring the text at that width")
    func textMinimumWithoutMeasuring() {
        let measurer = WidthRecordingMeasurer()
        let view = HStack(spacing: 4) {
            Color.blue.frame(width: 8, height: 8)
            Text("Row 5").accessibilityIdentifier("text")
        }
        let snapshot = layout(view, 300, 100, text: measurer)
        // The text is laid out at its natural width, as before.
        let natural = FixedTextMeasurer().measure("Row 5", font: .body, maxWidth: nil)
        #expect(snapshot.frame(of: "text")?.size == natural)
        #expect(!measurer.widths.contains(0), "measured at zero width: \(measurer.widths)")
        #expect(!measurer.widths.isEmpty)
    }

    @Test("R71: a text proposed no width by the stack's share is still measured there, and is as tall as it wraps")
    func textOfferedNothingIsMeasured() {
        let measurer = WidthRecordingMeasurer()
        // The rigid 100-wide shape leaves the text nothing.
        let view = HStack(spacing: 0) {
            rigid(100, 10)
            Text("Row 5").accessibilityIdentifier("text")
        }
        let snapshot = layout(view, 100, 200, text: measurer)
        let wrapped = FixedTextMeasurer().measure("Row 5", font: .body, maxWidth: 0)
        #expect(measurer.widths.contains(0))
        #expect(snapshot.frame(of: "text")?.size == CGSize(width: 0, height: wrapped.height))
    }

    @Test("R73: three priority groups are served from the highest, each child its share of what is left")
    func threePriorityGroups() {
        let view = HStack(spacing: 0) {
            Color.red.frame(minWidth: 10, maxWidth: 40).accessibilityIdentifier("low")
            Color.green.frame(maxWidth: 30).layoutPriority(2).accessibilityIdentifier("high")
            Color.blue.layoutPriority(1).accessibilityIdentifier("middle")
            Color.yellow.frame(minWidth: 5).accessibilityIdentifier("flexible low")
        }
        let snapshot = layout(view, 200, 20)
        // Priority 2 takes what it wants (30) with the others' minimums (10, 0, 5) kept back;
        // priority 1 takes all that is left but those minimums; the two lowest share 15.
        #expect(snapshot.frame(of: "high")?.width == 30)
        #expect(snapshot.frame(of: "middle")?.width == 155)
        #expect(snapshot.frame(of: "low")?.width == 10)
        #expect(snapshot.frame(of: "flexible low")?.width == 5)
        #expect(snapshot.size.width == 200)
    }

    /// A message row: an avatar beside a column of an author, a time and a message, as tall
    /// as it needs (as in a scroll view, whose rows are proposed no height). With `guided`,
    /// the author line sets its leading guide (to where it is anyway), so the column must
    /// measure its children whole.
    private func messageRow(guided: Bool) -> some View {
        HStack(alignment: .top) {
            Color.blue.frame(width: 40, height: 40).accessibilityIdentifier("avatar")
            VStack(alignment: .leading) {
                if guided {
                    authorLine.alignmentGuide(.leading) { $0[.leading] }
                } else {
                    authorLine
                }
                Text("The quick brown fox jumps over the lazy dog").accessibilityIdentifier("message")
            }
        }
        .fixedSize(horizontal: false, vertical: true)
    }

    private var authorLine: some View {
        HStack {
            Text("Ada Lovelace").accessibilityIdentifier("author")
            Text("9:05").accessibilityIdentifier("time")
        }
    }

    @Test("R71: a column probed for its minimum width asks its texts their widths alone, and lays out as when measured whole")
    func columnMinimumFromLengths() {
        let measurer = WidthRecordingMeasurer()
        let fast = layout(messageRow(guided: false), 300, 200, text: measurer)
        #expect(!measurer.widths.contains(0), "measured at zero width: \(measurer.widths)")
        let whole = WidthRecordingMeasurer()
        let measured = layout(messageRow(guided: true), 300, 200, text: whole)
        #expect(whole.widths.contains(0), "the guided column measures its texts at zero width")
        for id in ["avatar", "author", "time", "message"] {
            #expect(fast.frame(of: id) != nil)
            #expect(fast.frame(of: id) == measured.frame(of: id), "\(id)")
        }
    }

    /// A card: an icon beside a column of a padded title, a divider and a fixed-width
    /// caption, as tall as it needs. With `guided`, the title sets its leading guide (to
    /// where it is anyway), so the column must measure its children whole.
    private func card(guided: Bool) -> some View {
        HStack(alignment: .top) {
            Circle().frame(width: 24, height: 24).accessibilityIdentifier("icon")
            VStack(alignment: .leading) {
                if guided {
                    title.alignmentGuide(.leading) { $0[.leading] }
                } else {
                    title
                }
                Divider()
                Text("Caption").frame(width: 90).accessibilityIdentifier("caption")
            }
        }
        .fixedSize(horizontal: false, vertical: true)
    }

    private var title: some View {
        Text("A title of some length").padding(6).background(Color.yellow).accessibilityIdentifier("title")
    }

    @Test("R71: padding, fixed frames, backgrounds, dividers and shapes give their lengths too: no text is wrapped at zero width")
    func modifiedColumnMinimumFromLengths() {
        let measurer = WidthRecordingMeasurer()
        let fast = layout(card(guided: false), 300, 200, text: measurer)
        #expect(!measurer.widths.contains(0), "measured at zero width: \(measurer.widths)")
        let measured = layout(card(guided: true), 300, 200)
        for id in ["icon", "title", "caption"] {
            #expect(fast.frame(of: id) != nil)
            #expect(fast.frame(of: id) == measured.frame(of: id), "\(id)")
        }
    }

    @Test("R71: a column's width, taken from lengths, is asked again when a text inside it changes in place")
    func columnLengthAfterChangeInPlace() {
        let cell = CostCell()
        let window = CGSize(width: 600, height: 400)
        let update = updateAfter({ cell.value = 1 }, of: ProbedRow(cell: cell), in: window)
        var frames: [CGRect] = []
        update.root.forEachNode { frames.append($0.frame) }
        let graph = ViewGraph()
        let fresh = graph.update(ProbedRow(cell: cell), context: ResolveContext(textMeasurer: FixedTextMeasurer()))
        _ = layoutWindow(fresh, in: window)
        var freshFrames: [CGRect] = []
        withExtendedLifetime(graph) { fresh.forEachNode { freshFrames.append($0.frame) } }
        #expect(update.counts.bodies == 1, "\(update.counts)")
        #expect(frames == freshFrames)
    }

    @Test("R71: a stack's lengths are part of what it answered, and a change in place that moves them is seen")
    func lengthsAreAnswers() throws {
        let measurer = FixedTextMeasurer()
        func text(_ string: String) -> TextNode { TextNode(text: string, font: .body, color: .primary, measurer: measurer) }
        let label = text("a")
        let column = LayoutContainerNode(layout: VStackLayout(alignment: .leading), children: [label, text("b")])
        let widest = ProposedViewSize(width: .infinity, height: nil)
        let before = column.length(along: .horizontal, for: widest)
        #expect(before == measurer.measure("a", font: .body, maxWidth: nil).width)
        let answers = try #require(column.givenAnswers)
        #expect(answers.sizes.isEmpty, "the column answered a length, not a size")
        // The same text again: the column answers as before.
        label.adopt(text("a"))
        column.contentChanged()
        #expect(column.answersAgain(answers))
        // A longer text: the column's width is not what it answered.
        label.adopt(text("a much longer label"))
        column.contentChanged()
        #expect(!column.answersAgain(answers))
        #expect(column.length(along: .horizontal, for: widest) > before)
    }

    /// Two 50×10 colours in a `VStack` with `alignment`; the second sets its leading guide
    /// to 20.
    private func stackWithShiftedChild(_ alignment: HorizontalAlignment) -> some View {
        VStack(alignment: alignment, spacing: 0) {
            Color.red.frame(width: 50, height: 10).accessibilityIdentifier("plain")
            Color.blue.frame(width: 50, height: 10)
                .alignmentGuide(.leading) { _ in 20 }
                .accessibilityIdentifier("shifted")
        }
    }

    @Test("R71: a stack lines its children up by their explicit positional guides")
    func explicitPositionalGuides() {
        let snapshot = layout(stackWithShiftedChild(.leading), 200, 100)
        #expect(snapshot.frame(of: "plain")?.minX == snapshot.frame(of: "shifted").map { $0.minX + 20 })
        #expect(snapshot.size.width == 70)
    }

    @Test("R71: a custom guide's default value reads the child's explicit guides")
    func customGuideDefaultReadsExplicitGuides() {
        let snapshot = layout(stackWithShiftedChild(.leadingPlusTen), 200, 100)
        // The shifted child's guide is 20 + 10, the plain one's 0 + 10.
        #expect(snapshot.frame(of: "plain")?.minX == snapshot.frame(of: "shifted").map { $0.minX + 20 })
    }
}

/// A label whose text grows when its cell changes.
private struct CellLabel: View {
    let cell: CostCell
    var body: some View { Text(cell.value == 0 ? "a" : "a label much longer than before") }
}

/// A colour, a column with the label, and a colour taking the rest: the column's
/// flexibility, from its lengths, decides what the last colour gets.
private struct ProbedRow: View {
    let cell: CostCell
    var body: some View {
        HStack(alignment: .top, spacing: 0) {
            Color.red.frame(width: 40, height: 40)
            VStack(alignment: .leading, spacing: 0) {
                CellLabel(cell: cell)
                Text("b")
            }
            Color.blue
        }
    }
}

/// A guide ten points right of the leading one, explicit or not.
private enum LeadingPlusTen: AlignmentID {
    static func defaultValue(in dimensions: ViewDimensions) -> CGFloat { dimensions[.leading] + 10 }
}

extension HorizontalAlignment {
    fileprivate static let leadingPlusTen = HorizontalAlignment(LeadingPlusTen.self)
}
