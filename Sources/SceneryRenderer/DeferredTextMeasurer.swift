package import SceneryCore

/// A text measurer made on first use: a renderer resolves a window's views before its text
/// stack has finished loading, and only the first measurement waits for it.
@MainActor
package final class DeferredTextMeasurer: TextMeasurer {
    private let make: @MainActor () -> any TextMeasurer
    private lazy var measurer: any TextMeasurer = make()

    package init(_ make: @escaping @MainActor () -> any TextMeasurer) { self.make = make }

    package func measure(_ text: String, font: Font, maxWidth: Double?) -> CGSize {
        measurer.measure(text, font: font, maxWidth: maxWidth)
    }

    package func lineHeight(for font: Font) -> CGFloat { measurer.lineHeight(for: font) }

    package func baseline(for font: Font) -> CGFloat { measurer.baseline(for: font) }

    package func measure(_ text: ResolvedText, font: Font, maxWidth: Double?) -> CGSize {
        measurer.measure(text, font: font, maxWidth: maxWidth)
    }

    package func characterOffset(at point: CGPoint, in text: ResolvedText, font: Font, width: CGFloat, style: TextLayoutStyle) -> Int? {
        measurer.characterOffset(at: point, in: text, font: font, width: width, style: style)
    }

    package func caretRect(at offset: Int, in text: String, font: Font, width: CGFloat?) -> CGRect {
        measurer.caretRect(at: offset, in: text, font: font, width: width)
    }

    package func caretOffset(at point: CGPoint, in text: String, font: Font, width: CGFloat?) -> Int {
        measurer.caretOffset(at: point, in: text, font: font, width: width)
    }

    package func measure(_ text: ResolvedText, font: Font, maxWidth: Double?, lineSpacing: CGFloat) -> CGSize {
        measurer.measure(text, font: font, maxWidth: maxWidth, lineSpacing: lineSpacing)
    }

    package func caretRect(at offset: Int, in text: String, font: Font, width: CGFloat?, lineSpacing: CGFloat) -> CGRect {
        measurer.caretRect(at: offset, in: text, font: font, width: width, lineSpacing: lineSpacing)
    }

    package func caretOffset(at point: CGPoint, in text: String, font: Font, width: CGFloat?, lineSpacing: CGFloat) -> Int {
        measurer.caretOffset(at: point, in: text, font: font, width: width, lineSpacing: lineSpacing)
    }

    package func visualCaretMove(from offset: Int, direction: Int, in text: String, font: Font, width: CGFloat?, lineSpacing: CGFloat) -> Int? {
        measurer.visualCaretMove(from: offset, direction: direction, in: text, font: font, width: width, lineSpacing: lineSpacing)
    }
}
