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
    /// The size of a text with styled runs (bold parts, other fonts, inline images) whose
    /// other characters are in `font`, wrapped to `maxWidth` when given.
    func measure(_ text: ResolvedText, font: Font, maxWidth: Double?) -> CGSize
    /// The UTF-8 offset of the character drawn at `point` (from the top-left corner of the
    /// text's frame) when `text` is drawn `width` wide as `style` says; nil when the point
    /// is on no character.
    func characterOffset(at point: CGPoint, in text: ResolvedText, font: Font, width: CGFloat, style: TextLayoutStyle) -> Int?
}

extension TextMeasurer {
    /// Measures the characters in `font` (runs in other fonts are not told apart).
    package func measure(_ text: ResolvedText, font: Font, maxWidth: Double?) -> CGSize {
        measure(text.string, font: font, maxWidth: maxWidth)
    }

    /// Not known: the measurer cannot tell where characters are.
    package func characterOffset(at point: CGPoint, in text: ResolvedText, font: Font, width: CGFloat, style: TextLayoutStyle) -> Int? {
        nil
    }

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

    /// The character under `point` in the same metrics: the line is the point's row, the
    /// character its column (lines start at the left edge).
    package func characterOffset(at point: CGPoint, in text: ResolvedText, font: Font, width: CGFloat, style: TextLayoutStyle) -> Int? {
        guard point.x >= 0, point.y >= 0 else { return nil }
        let advance = font.size * 0.5
        let row = Int(point.y / lineHeight(for: font))
        let lines = wrappedLines(text.string, advance: advance, maxWidth: width)
        guard row < lines.count else { return nil }
        let line = lines[row]
        let column = Int(point.x / advance)
        guard column < line.characters.count else { return nil }
        return line.start + line.characters.prefix(column).reduce(0) { $0 + String($1).utf8.count }
    }

    /// The lines of `text` wrapped as ``measure(_:font:maxWidth:)`` wraps them, each with
    /// the UTF-8 offset of its first character.
    private func wrappedLines(_ text: String, advance: Double, maxWidth: Double) -> [(start: Int, characters: [Character])] {
        var lines: [(start: Int, characters: [Character])] = []
        var paragraphStart = 0
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line: (start: Int, characters: [Character]) = (paragraphStart, [])
            var offset = paragraphStart
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                let candidate = line.characters.isEmpty ? Array(word) : line.characters + [" "] + Array(word)
                if !line.characters.isEmpty && Double(candidate.count) * advance > maxWidth {
                    lines.append(line)
                    line = (offset, Array(word))
                } else {
                    line.characters = candidate
                }
                offset += word.utf8.count + 1
            }
            lines.append(line)
            paragraphStart += paragraph.utf8.count + 1
        }
        return lines
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
