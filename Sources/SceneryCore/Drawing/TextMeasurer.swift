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
    /// The caret for the UTF-8 offset `offset` of `text` laid out in `font`, wrapped at
    /// word boundaries to `width` (nil: one line per hard line): its x, the top of its
    /// line and the line's height, from the top-left corner of the text. In bidirectional
    /// text it is the strong caret (where text of the paragraph's direction would go).
    func caretRect(at offset: Int, in text: String, font: Font, width: CGFloat?) -> CGRect
    /// The caret offset (UTF-8) nearest to `point` in `text` laid out as
    /// ``caretRect(at:in:font:width:)`` lays it out: a point left of a line gives its start,
    /// right of it its end, above the text the first line, below it the last.
    func caretOffset(at point: CGPoint, in text: String, font: Font, width: CGFloat?) -> Int
    /// ``measure(_:font:maxWidth:)-(ResolvedText,_,_)`` with `lineSpacing` extra points
    /// between one line's bottom and the next line's top (none after the last line).
    func measure(_ text: ResolvedText, font: Font, maxWidth: Double?, lineSpacing: CGFloat) -> CGSize
    /// ``caretRect(at:in:font:width:)`` with `lineSpacing` between lines: the caret is as
    /// high as its line, and each line starts `lineSpacing` below the one before.
    func caretRect(at offset: Int, in text: String, font: Font, width: CGFloat?, lineSpacing: CGFloat) -> CGRect
    /// ``caretOffset(at:in:font:width:)`` with `lineSpacing` between lines (a point in the
    /// space between two lines belongs to the nearer one, as in Pango).
    func caretOffset(at point: CGPoint, in text: String, font: Font, width: CGFloat?, lineSpacing: CGFloat) -> Int
    /// The caret offset one grapheme to the visual left (`direction` -1) or right (+1) of
    /// `offset` in `text` laid out as ``caretRect(at:in:font:width:lineSpacing:)`` lays it
    /// out: in a right-to-left run, left is the next offset, not the previous one (as
    /// `pango_layout_move_cursor_visually` moves GTK's caret). Nil when the measurer does
    /// not know the text's direction (the caret then moves in logical order), and `offset`
    /// itself at the visual edge of the text.
    func visualCaretMove(from offset: Int, direction: Int, in text: String, font: Font, width: CGFloat?, lineSpacing: CGFloat) -> Int?
}

extension TextMeasurer {
    /// Logical order: the measurer knows no directions.
    package func visualCaretMove(from offset: Int, direction: Int, in text: String, font: Font, width: CGFloat?, lineSpacing: CGFloat) -> Int? {
        nil
    }

    /// ``measure(_:font:maxWidth:lineSpacing:)`` of plain text.
    package func measure(_ text: String, font: Font, maxWidth: Double?, lineSpacing: CGFloat) -> CGSize {
        lineSpacing == 0
            ? measure(text, font: font, maxWidth: maxWidth)
            : measure(ResolvedText(string: text, runs: []), font: font, maxWidth: maxWidth, lineSpacing: lineSpacing)
    }

    /// From the size without spacing, for lines of equal height: the line count is the
    /// height over one line's height, and each line after the first adds `lineSpacing`.
    package func measure(_ text: ResolvedText, font: Font, maxWidth: Double?, lineSpacing: CGFloat) -> CGSize {
        let size = measure(text, font: font, maxWidth: maxWidth)
        guard lineSpacing != 0 else { return size }
        let lines = textLineCount(height: size.height, lineHeight: lineHeight(for: font))
        return CGSize(width: size.width, height: size.height + CGFloat(lines - 1) * lineSpacing)
    }

    /// From the caret without spacing, for lines of equal height: the caret's row moves
    /// down by `lineSpacing` per line above it.
    package func caretRect(at offset: Int, in text: String, font: Font, width: CGFloat?, lineSpacing: CGFloat) -> CGRect {
        let rect = caretRect(at: offset, in: text, font: font, width: width)
        guard lineSpacing != 0 else { return rect }
        let height = lineHeight(for: font)
        let row = height > 0 ? max(0, (rect.minY / height).rounded()) : 0
        return rect.offsetBy(dx: 0, dy: row * lineSpacing)
    }

    /// From the caret offset without spacing: the point's row is found with the spacing,
    /// then asked about without it.
    package func caretOffset(at point: CGPoint, in text: String, font: Font, width: CGFloat?, lineSpacing: CGFloat) -> Int {
        guard lineSpacing != 0 else { return caretOffset(at: point, in: text, font: font, width: width) }
        let height = lineHeight(for: font)
        let pitch = max(1, height + lineSpacing)
        let row = ((point.y + lineSpacing / 2) / pitch).rounded(.down)
        let within = max(0, min(point.y - row * pitch, height - 0.5))
        return caretOffset(at: CGPoint(x: point.x, y: row * height + within), in: text, font: font, width: width)
    }

    /// Measures the characters in `font` (runs in other fonts are not told apart).
    package func measure(_ text: ResolvedText, font: Font, maxWidth: Double?) -> CGSize {
        measure(text.string, font: font, maxWidth: maxWidth)
    }

    /// Not known: the measurer cannot tell where characters are.
    package func characterOffset(at point: CGPoint, in text: ResolvedText, font: Font, width: CGFloat, style: TextLayoutStyle) -> Int? {
        nil
    }

    /// An approximation from measured widths: hard lines only (no wrapping), the caret's
    /// x the width of the line's text before it.
    package func caretRect(at offset: Int, in text: String, font: Font, width: CGFloat?) -> CGRect {
        let lines = CaretLines(text: text)
        let (row, line) = lines.line(containing: offset)
        let prefix = String(decoding: text.utf8.dropFirst(line.lowerBound).prefix(max(0, offset - line.lowerBound)), as: UTF8.self)
        let height = lineHeight(for: font)
        let x = prefix.isEmpty ? 0 : measure(prefix, font: font, maxWidth: nil).width
        return CGRect(x: x, y: CGFloat(row) * height, width: 0, height: height)
    }

    /// The approximation of ``caretRect(at:in:font:width:)`` searched for the nearest x.
    package func caretOffset(at point: CGPoint, in text: String, font: Font, width: CGFloat?) -> Int {
        let lines = CaretLines(text: text)
        let height = lineHeight(for: font)
        let row = min(max(0, Int((point.y / height).rounded(.down))), lines.ranges.count - 1)
        let line = lines.ranges[row]
        let string = String(decoding: text.utf8.dropFirst(line.lowerBound).prefix(line.count), as: UTF8.self)
        var best = line.lowerBound, bestDistance = abs(point.x)
        var offset = line.lowerBound
        var prefix = ""
        for character in string {
            prefix.append(character)
            offset += String(character).utf8.count
            let distance = abs(measure(prefix, font: font, maxWidth: nil).width - point.x)
            if distance < bestDistance { best = offset; bestDistance = distance }
        }
        return best
    }

    /// One line's height: what the measurer reports for one character.
    package func lineHeight(for font: Font) -> CGFloat { measure("X", font: font, maxWidth: nil).height }
    /// Four fifths of the line height, a typical ascent.
    package func baseline(for font: Font) -> CGFloat { (lineHeight(for: font) * 0.8).rounded() }
}

/// The lines a block of text `height` high holds (at least one), each `lineHeight` high.
package func textLineCount(height: CGFloat, lineHeight: CGFloat) -> Int {
    lineHeight > 0 ? max(1, Int((height / lineHeight).rounded())) : 1
}

/// The height of `lines` lines of `lineHeight` with `lineSpacing` between each two.
package func textBlockHeight(lines: Int, lineHeight: CGFloat, lineSpacing: CGFloat) -> CGFloat {
    CGFloat(lines) * lineHeight + CGFloat(max(0, lines - 1)) * lineSpacing
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

    /// The caret in the same metrics: its column times the advance, its row times the
    /// line height (a caret at a wrapped line's end is drawn at that line's end).
    package func caretRect(at offset: Int, in text: String, font: Font, width: CGFloat?) -> CGRect {
        let advance = font.size * 0.5
        if width == nil {
            // Hard lines only: the column is the count of characters before the offset.
            let (row, line) = CaretLines(text: text).line(containing: offset)
            let column = String(decoding: text.utf8.dropFirst(line.lowerBound).prefix(max(0, offset - line.lowerBound)), as: UTF8.self).count
            return CGRect(x: Double(column) * advance, y: Double(row) * lineHeight(for: font), width: 0, height: lineHeight(for: font))
        }
        let lines = wrappedLines(text, advance: advance, maxWidth: width.map { Double($0) } ?? .infinity)
        var row = 0
        for (index, line) in lines.enumerated() where line.start <= offset { row = index }
        let line = lines[row]
        var column = 0, position = line.start
        for character in line.characters where position < offset {
            position += String(character).utf8.count
            column += 1
        }
        let height = lineHeight(for: font)
        return CGRect(x: Double(column) * advance, y: Double(row) * height, width: 0, height: height)
    }

    /// The caret offset nearest to `point` in the same metrics.
    package func caretOffset(at point: CGPoint, in text: String, font: Font, width: CGFloat?) -> Int {
        let advance = font.size * 0.5
        let lines = wrappedLines(text, advance: advance, maxWidth: width.map { Double($0) } ?? .infinity)
        let row = min(max(0, Int((point.y / lineHeight(for: font)).rounded(.down))), lines.count - 1)
        let line = lines[row]
        // The last line of a paragraph may end at its last character; a wrapped line's
        // caret stops before the space the wrap replaced.
        let column = min(max(0, Int((point.x / advance).rounded())), line.characters.count)
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

/// The hard lines of a text (between line breaks) as UTF-8 ranges without their breaks.
package struct CaretLines {
    package let ranges: [Range<Int>]

    package init(text: String) {
        var text = text
        ranges = text.withUTF8 { bytes in
            var ranges: [Range<Int>] = []
            var start = 0
            for position in 0..<bytes.count where bytes[position] == 0x0A {
                ranges.append(start..<position)
                start = position + 1
            }
            ranges.append(start..<bytes.count)
            return ranges
        }
    }

    /// The row and range of the line that holds `offset` (the last line past the end).
    package func line(containing offset: Int) -> (row: Int, range: Range<Int>) {
        for (row, range) in ranges.enumerated() where offset <= range.upperBound { return (row, range) }
        return (ranges.count - 1, ranges[ranges.count - 1])
    }
}
