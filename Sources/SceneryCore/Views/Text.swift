/// One or more lines of read-only text.
public struct Text: View, PrimitiveView {
    let content: String

    /// Creates text that shows a string as it is.
    public init<S: StringProtocol>(_ content: S) { self.content = String(content) }

    /// Creates text that shows a string without localisation.
    public init(verbatim content: String) { self.content = content }

    package func resolve(into nodes: inout [any LayoutNode], context: ResolveContext) {
        nodes.append(TextNode(
            text: content, font: context.environment.resolvedFont,
            color: context.environment.resolvedForeground, measurer: context.textMeasurer))
    }
}

/// Text: its size is what the measurer reports for the proposed width (wrapping when the
/// width is finite, one line per paragraph when it is not).
package final class TextNode: LayoutNode {
    let text: String
    let font: Font
    let color: Color
    let measurer: any TextMeasurer
    package private(set) var frame = Rect(x: 0, y: 0, width: 0, height: 0)

    package init(text: String, font: Font, color: Color, measurer: any TextMeasurer) {
        self.text = text
        self.font = font
        self.color = color
        self.measurer = measurer
    }

    package func sizeThatFits(_ proposal: ProposedSize) -> Size {
        measurer.measure(text, font: font, maxWidth: proposal.width)
    }

    package func place(in frame: Rect) { self.frame = frame }

    package func draw(into list: inout DisplayList) {
        list.append(.text(text, font: font, color: color, frame: frame))
    }
}
