/// Measures text for layout.
///
/// The renderer measures with Pango (the same shaping that draws the text); tests use
/// ``FixedTextMeasurer`` so layout numbers are the same on every machine.
@MainActor
package protocol TextMeasurer: AnyObject {
    /// The size of `text` in `font`, wrapped at word boundaries to `maxWidth` when given.
    func measure(_ text: String, font: Font, maxWidth: Double?) -> Size
}

/// Deterministic text metrics: every character is `0.5 × size` wide (rounded up per
/// line), every line `1.2 × size` high, and lines wrap greedily at spaces.
package final class FixedTextMeasurer: TextMeasurer {
    package init() {}

    package func measure(_ text: String, font: Font, maxWidth: Double?) -> Size {
        let advance = font.size * 0.5
        let lineHeight = (font.size * 1.2).rounded(.up)
        let lines = wrap(text, advance: advance, maxWidth: maxWidth)
        let widest = lines.map { (Double($0.count) * advance).rounded(.up) }.max() ?? 0
        return Size(width: widest, height: lineHeight * Double(max(1, lines.count)))
    }

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
