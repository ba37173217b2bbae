/// Measures text for layout.
///
/// The renderer measures with Pango (the same shaping that draws the text); tests use
/// ``FixedTextMeasurer`` so layout numbers are the same on every machine.
@MainActor
package protocol TextMeasurer: AnyObject {
    /// The size of `text` in `font`, wrapped at word boundaries to `maxWidth` when given.
    func measure(_ text: String, font: Font, maxWidth: Double?) -> CGSize
    /// The height of one line of `font`.
    func lineHeight(for font: Font) -> CGFloat
    /// The distance from the top of a line to its baseline.
    func baseline(for font: Font) -> CGFloat
}

extension TextMeasurer {
    /// One line's height: what the measurer reports for one character.
    package func lineHeight(for font: Font) -> CGFloat { measure("X", font: font, maxWidth: nil).height }
    /// Four fifths of the line height, a typical ascent.
    package func baseline(for font: Font) -> CGFloat { (lineHeight(for: font) * 0.8).rounded() }
}

/// Deterministic text metrics: every character is `0.5 × size` wide (rounded up per
/// line), every line `1.2 × size` high (rounded up), and lines wrap greedily at spaces.
package final class FixedTextMeasurer: TextMeasurer {
    package init() {}

    package func measure(_ text: String, font: Font, maxWidth: Double?) -> CGSize {
        let advance = font.size * 0.5
        let lines = wrap(text, advance: advance, maxWidth: maxWidth)
        let widest = lines.map { (Double($0.count) * advance).rounded(.up) }.max() ?? 0
        return CGSize(width: widest, height: lineHeight(for: font) * Double(max(1, lines.count)))
    }

    package func lineHeight(for font: Font) -> CGFloat { (font.size * 1.2).rounded(.up) }

    private func wrap(_ text: String, advance: Double, maxWidth: Double?) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let maxWidth, maxWidth.isFinite else {
                lines.append(String(paragraph))
                continue
            }
            var line = ""
            for word in paragraph.split(separator: " ") {
                let candidate = line.isEmpty ? String(word) : line + " " + word
                if !line.isEmpty && Double(candidate.count) * advance > maxWidth {
                    lines.append(line)
                    line = String(word)
                } else {
                    line = candidate
                }
            }
            lines.append(line)
        }
        return lines
    }
}
