import SceneryCore
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

/// A guide ten points right of the leading one, explicit or not.
private enum LeadingPlusTen: AlignmentID {
    static func defaultValue(in dimensions: ViewDimensions) -> CGFloat { dimensions[.leading] + 10 }
}

extension HorizontalAlignment {
    fileprivate static let leadingPlusTen = HorizontalAlignment(LeadingPlusTen.self)
}
