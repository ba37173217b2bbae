package import FoundationEssentials

/// A `Text` resolved in its environment: its characters, and the runs of them whose
/// style differs from the text's own font and colour (bold or italic parts, code, links,
/// parts with their own font or colour, decorations, inline images). Plain text has no runs.
package struct ResolvedText: Hashable, Sendable {
    /// The characters shown.
    package var string: String
    /// The styled runs, in order, not overlapping; characters outside every run are drawn
    /// in the text's font and colour.
    package var runs: [TextRun]

    package init(string: String, runs: [TextRun] = []) {
        self.string = string
        self.runs = runs
    }

    /// The run containing the UTF-8 offset `offset`, if any.
    package func run(at offset: Int) -> TextRun? {
        runs.first { $0.range.contains(offset) }
    }
}

/// A run of a ``ResolvedText``: a range of UTF-8 offsets and how it is drawn.
package struct TextRun: Hashable, Sendable, CustomStringConvertible {
    /// UTF-8 offsets into the text's string.
    package var range: Range<Int>
    package var style: TextRunStyle

    package init(range: Range<Int>, style: TextRunStyle) {
        self.range = range
        self.style = style
    }

    package var description: String { "\(range.lowerBound)..<\(range.upperBound) \(style)" }
}

/// How a run is drawn differently from its text: each property that is set replaces the
/// text's.
package struct TextRunStyle: Hashable, Sendable, CustomStringConvertible {
    /// The run's font (family, size, weight, slant); nil: the text's.
    package var font: Font?
    /// The run's colour; nil: the text's.
    package var color: Color?
    /// A colour painted behind the run.
    package var backgroundColor: Color?
    /// A line under the run.
    package var underline: TextDecoration?
    /// A line through the run.
    package var strikethrough: TextDecoration?
    /// Extra space after each character, in points (`kerning`, `tracking`).
    package var letterSpacing: CGFloat?
    /// How far the run is raised above the baseline, in points.
    package var baselineOffset: CGFloat?
    /// Where the run links to: a click on it opens the URL with the `openURL` action.
    package var link: URL?
    /// An image drawn in the run's place (its character is U+FFFC).
    package var image: InlineImage?

    package init() {}

    /// Whether the run is drawn like the text around it.
    package var isPlain: Bool { self == TextRunStyle() }

    package var description: String {
        var parts: [String] = []
        if let font {
            parts.append("size \(formatted(font.size)) weight \(font.weight.value)" + (font.family == "sans-serif" ? "" : " family \(font.family)")
                + (font.isItalic ? " italic" : ""))
        }
        if let color { parts.append("\(color)") }
        if let backgroundColor { parts.append("background \(backgroundColor)") }
        if let underline { parts.append("underline" + (underline.color.map { " \($0)" } ?? "")) }
        if let strikethrough { parts.append("strikethrough" + (strikethrough.color.map { " \($0)" } ?? "")) }
        if let letterSpacing { parts.append("spacing \(formatted(letterSpacing))") }
        if let baselineOffset { parts.append("raised \(formatted(baselineOffset))") }
        if let link { parts.append("link \(link.absoluteString)") }
        if let image { parts.append("image \(image)") }
        return parts.joined(separator: " ")
    }
}

/// A line drawn under or through text, in a colour (nil: the text's).
package struct TextDecoration: Hashable, Sendable {
    package var color: Color?
    package init(color: Color? = nil) { self.color = color }
}

/// An image shown inside text (`Text("Tap \(Image(systemName: "plus"))")`).
package enum InlineImage: Hashable, Sendable, CustomStringConvertible {
    /// A symbol, drawn in the run's colour.
    case symbol(String)
    /// A named image file.
    case named(String)

    package var description: String {
        switch self {
        case .symbol(let name): "symbol \(name)"
        case .named(let name): "named \(name)"
        }
    }
}
