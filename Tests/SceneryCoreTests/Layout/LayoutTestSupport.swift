import SceneryCore
import SceneryTesting

/// Text metrics from a table, reproducing the sizes the book prints for its examples: a
/// string's ideal size, and the size it wraps to when proposed less than its ideal width.
/// Strings not in the table use ``FixedTextMeasurer``.
final class BookTextMeasurer: TextMeasurer {
    struct Entry {
        var ideal: CGSize
        /// The size when the proposed width is below the ideal width.
        var wrapped: CGSize?
    }

    let line: CGFloat
    let entries: [String: Entry]
    private let fallback = FixedTextMeasurer()

    init(lineHeight: CGFloat, _ entries: [String: Entry]) {
        line = lineHeight
        self.entries = entries
    }

    func measure(_ text: String, font: Font, maxWidth: Double?) -> CGSize {
        guard let entry = entries[text] else { return fallback.measure(text, font: font, maxWidth: maxWidth) }
        if let maxWidth, maxWidth < entry.ideal.width { return entry.wrapped ?? entry.ideal }
        return entry.ideal
    }

    func lineHeight(for font: Font) -> CGFloat { line }

    /// The book's preview font: "Hello, World!" is 44×10 and wraps to 23×20.
    static let small = BookTextMeasurer(lineHeight: 10, [
        "Hello, World!": Entry(ideal: CGSize(width: 44, height: 10), wrapped: CGSize(width: 23, height: 20)),
    ])

    /// The book's body font in a 320×480 window: "Favorite" 51×17, "Hello, World!" 76×17.
    static let body = BookTextMeasurer(lineHeight: 17, [
        "Favorite": Entry(ideal: CGSize(width: 51, height: 17)),
        "Hello, World!": Entry(ideal: CGSize(width: 76, height: 17)),
    ])

    /// The HStack example's text: ideal 100×20, 50×40 (two lines) when proposed less.
    static let stack = BookTextMeasurer(lineHeight: 20, [
        "Hello, World!": Entry(ideal: CGSize(width: 100, height: 20), wrapped: CGSize(width: 50, height: 40)),
    ])
}

/// Every proposal a shape received, in order (each distinct proposal once per layout
/// pass: nodes remember their answers).
final class ProposalLog: @unchecked Sendable {
    // @unchecked: layout runs on the main actor only; tests read the log there too.
    var proposals: [ProposedViewSize] = []
}

/// A shape that records every proposal it receives and answers with `respond` (by
/// default it accepts the proposal, nil becoming 10, like any shape).
struct ProbeShape: Shape {
    let log: ProposalLog
    var respond: @Sendable (ProposedViewSize) -> CGSize = { $0.replacingUnspecifiedDimensions() }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        log.proposals.append(proposal)
        return respond(proposal)
    }

    func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A view of a fixed size whatever it is proposed (a rigid probe).
@MainActor
func rigid(_ width: CGFloat, _ height: CGFloat, log: ProposalLog = ProposalLog()) -> ProbeShape {
    ProbeShape(log: log) { _ in CGSize(width: width, height: height) }
}

/// The size `view` chooses for `proposal`.
@MainActor
func size<V: View>(of view: V, proposing proposal: ProposedViewSize, text: any TextMeasurer = FixedTextMeasurer(),
                   images: [String: CGSize] = [:]) -> CGSize {
    var context = ResolveContext(textMeasurer: text)
    context.imageSize = { images[$0] }
    return resolveSingle(view, context: context).sizeThatFits(proposal)
}

/// `view` laid out in a window of `width`×`height`.
@MainActor
func layout<V: View>(_ view: V, _ width: CGFloat, _ height: CGFloat, text: any TextMeasurer = FixedTextMeasurer(),
                     images: [String: CGSize] = [:]) -> LayoutSnapshot {
    LayoutSnapshot(of: view, in: CGSize(width: width, height: height), textMeasurer: text, imageSizes: images)
}

extension ProposedViewSize {
    /// Shorthand for tests.
    static func of(_ width: CGFloat?, _ height: CGFloat?) -> ProposedViewSize { ProposedViewSize(width: width, height: height) }
}
