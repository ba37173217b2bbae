/// One or more lines of read-only text.
///
/// Text fits itself into any proposal: it wraps at word boundaries to the proposed width,
/// never reports more than that width, shows at least one line whatever height is
/// proposed, and truncates to the proposed height and `lineLimit`. Its ideal size (a nil
/// proposal) is one line per paragraph. A 0×0 proposal gives 0×0.
public struct Text: View, PrimitiveView {
    let content: String

    /// Creates text that shows a string as it is.
    public init<S: StringProtocol>(_ content: S) { self.content = String(content) }

    /// Creates text that shows a string without localisation.
    public init(verbatim content: String) { self.content = content }

    /// The font's size and the colour animate (attributes of the text's view); a change of
    /// family, weight or string applies at once.
    package func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        let environment = context.environment
        var font = environment.resolvedFont
        let color: Color
        (color, font.size) = context.animated(environment.resolvedForeground, font.size)
        let node = TextNode(
            text: content, font: font, color: color,
            lineLimit: environment.lineLimit, reservesSpace: environment.lineLimitReservesSpace,
            measurer: context.textMeasurer)
        node.alignment = environment.multilineTextAlignment
        node.truncation = environment.truncationMode
        node.isRightToLeft = environment.layoutDirection == .rightToLeft
        nodes.append(node)
    }
}

/// Text's layout: the measurer's wrapped size, limited to the proposal and line limit.
package final class TextNode: ViewNode {
    let text: String
    let font: Font
    let color: Color
    let lineLimit: Int?
    let reservesSpace: Bool
    let measurer: any TextMeasurer
    /// How lines align (`multilineTextAlignment`), where text is cut (`truncationMode`),
    /// and the writing direction: drawing only, the size does not depend on them.
    var alignment = TextAlignment.leading
    var truncation = Text.TruncationMode.tail
    var isRightToLeft = false

    package init(text: String, font: Font, color: Color, lineLimit: Int? = nil, reservesSpace: Bool = false, measurer: any TextMeasurer) {
        self.text = text
        self.font = font
        self.color = color
        self.lineLimit = lineLimit
        self.reservesSpace = reservesSpace
        self.measurer = measurer
    }

    private var lineHeight: CGFloat { measurer.lineHeight(for: font) }

    /// The lines shown for `proposal` and whether some were cut, with the wrapped size.
    private func lines(for proposal: ProposedViewSize) -> (shown: Int, truncated: Bool, measured: CGSize) {
        let width = proposal.width.flatMap { $0.isFinite ? Double($0) : nil }
        let measured = measurer.measure(text, font: font, maxWidth: width)
        let lineHeight = lineHeight
        let wrapped = lineHeight > 0 ? max(1, Int((measured.height / lineHeight).rounded())) : 1
        var shown = wrapped
        if let lineLimit { shown = min(shown, max(1, lineLimit)) }
        if let height = proposal.height, height.isFinite, lineHeight > 0 {
            shown = min(shown, max(1, Int((height / lineHeight).rounded(.down))))
        }
        return (shown, shown < wrapped, measured)
    }

    package override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        if proposal.width == 0 && proposal.height == 0 { return .zero }
        let (shown, truncated, measured) = lines(for: proposal)
        var width = measured.width
        if truncated, let proposed = proposal.width, proposed.isFinite {
            // Truncated text fills the width it has, up to its one-line width.
            width = min(proposed, measurer.measure(text, font: font, maxWidth: nil).width)
        }
        if let proposed = proposal.width { width = min(width, max(0, proposed)) }
        var height = truncated ? CGFloat(shown) * lineHeight : measured.height
        if reservesSpace, let lineLimit { height = CGFloat(max(1, lineLimit)) * lineHeight }
        return CGSize(width: width, height: height)
    }

    package override func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize) -> CGFloat? {
        let baseline = measurer.baseline(for: font)
        if key == VerticalAlignment.firstTextBaseline.key { return baseline }
        if key == VerticalAlignment.lastTextBaseline.key {
            return CGFloat(lines(for: proposal).shown - 1) * lineHeight + baseline
        }
        return nil
    }

    package override func draw(into list: inout DisplayList) {
        let (shown, truncated, _) = lines(for: placedProposal)
        let style = TextLayoutStyle(
            lineLimit: truncated || lineLimit != nil ? shown : nil, alignment: alignment, truncation: truncation,
            isRightToLeft: isRightToLeft)
        list.append(.text(text, font: font, color: color, frame: frame, style: style))
    }
}
