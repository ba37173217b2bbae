package import SceneryCore

/// The renderer's text measurer: remembered sizes first (``TextLayoutMemo``), Pango for
/// the rest. Pango's context is made on first use, so a frame whose text is all remembered
/// never waits for Pango to load.
@MainActor
package final class MemoizedTextMeasurer: TextMeasurer {
    /// The remembered layouts; nil: everything is measured and drawn with Pango.
    package let memo: TextLayoutMemo?
    private var pangoMeasurer: PangoTextMeasurer?

    /// A measurer with the process's remembered layouts (``TextStack/memo``), if any.
    package convenience init() { self.init(memo: TextStack.memo) }

    package init(memo: TextLayoutMemo?) { self.memo = memo }

    /// Pango's measurer, made (and waited for, see ``TextStack``) on first use.
    package var pango: PangoTextMeasurer {
        if let pangoMeasurer { return pangoMeasurer }
        let made = PangoTextMeasurer()
        pangoMeasurer = made
        return made
    }

    package func measure(_ text: String, font: Font, maxWidth: Double?) -> CGSize {
        measurePlain(text, font: font, maxWidth: maxWidth, lineSpacing: 0)
    }

    private func measurePlain(_ text: String, font: Font, maxWidth: Double?, lineSpacing: CGFloat) -> CGSize {
        if let memo {
            if let size = memo.size(of: text, font: font, maxWidth: maxWidth, lineSpacing: lineSpacing) { return size }
            // Pango's measurer answers a width the text fits in unwrapped with the natural
            // size (PangoTextMeasurer.measure), so the remembered natural size answers it too:
            // a window resized before Pango has loaded lays its text out without it.
            if let maxWidth, let natural = memo.size(of: text, font: font, maxWidth: nil, lineSpacing: lineSpacing),
               natural.width <= maxWidth {
                return natural
            }
        }
        let size = pango.measure(ResolvedText(string: text, runs: []), font: font, maxWidth: maxWidth, lineSpacing: lineSpacing)
        memo?.record(size: size, of: text, font: font, maxWidth: maxWidth, lineSpacing: lineSpacing)
        return size
    }

    /// Text with styled runs is measured by Pango (the remembered layouts hold plain text only).
    package func measure(_ text: ResolvedText, font: Font, maxWidth: Double?) -> CGSize {
        measure(text, font: font, maxWidth: maxWidth, lineSpacing: 0)
    }

    package func measure(_ text: ResolvedText, font: Font, maxWidth: Double?, lineSpacing: CGFloat) -> CGSize {
        text.runs.isEmpty
            ? measurePlain(text.string, font: font, maxWidth: maxWidth, lineSpacing: lineSpacing)
            : pango.measure(text, font: font, maxWidth: maxWidth, lineSpacing: lineSpacing)
    }

    package func characterOffset(at point: CGPoint, in text: ResolvedText, font: Font, width: CGFloat, style: TextLayoutStyle) -> Int? {
        pango.characterOffset(at: point, in: text, font: font, width: width, style: style)
    }

    /// Caret queries go to Pango: the remembered layouts hold sizes and glyphs, not carets.
    package func caretRect(at offset: Int, in text: String, font: Font, width: CGFloat?) -> CGRect {
        pango.caretRect(at: offset, in: text, font: font, width: width)
    }

    package func caretOffset(at point: CGPoint, in text: String, font: Font, width: CGFloat?) -> Int {
        pango.caretOffset(at: point, in: text, font: font, width: width)
    }

    package func caretRect(at offset: Int, in text: String, font: Font, width: CGFloat?, lineSpacing: CGFloat) -> CGRect {
        pango.caretRect(at: offset, in: text, font: font, width: width, lineSpacing: lineSpacing)
    }

    package func caretOffset(at point: CGPoint, in text: String, font: Font, width: CGFloat?, lineSpacing: CGFloat) -> Int {
        pango.caretOffset(at: point, in: text, font: font, width: width, lineSpacing: lineSpacing)
    }

    package func visualCaretMove(from offset: Int, direction: Int, in text: String, font: Font, width: CGFloat?, lineSpacing: CGFloat) -> Int? {
        pango.visualCaretMove(from: offset, direction: direction, in: text, font: font, width: width, lineSpacing: lineSpacing)
    }
}
