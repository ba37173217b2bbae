package import Foundation

/// A run of text read from inline Markdown, with how it is presented and where it links.
package struct MarkdownRun: Hashable, Sendable {
    package var text: String
    package var intent: InlinePresentationIntent
    package var link: URL?

    package init(text: String, intent: InlinePresentationIntent = [], link: URL? = nil) {
        self.text = text
        self.intent = intent
        self.link = link
    }
}

/// Reads inline Markdown as CommonMark's inline rules describe: backslash escapes, code
/// spans, emphasis and strong emphasis with `*` and `_` (the delimiter-run algorithm, so
/// `*a **b** c*` nests, `snake_case_name` is no emphasis and `**` inside a code span is
/// text), GitHub's strikethrough (`~~a~~`), inline links with optional titles, autolinks
/// (`<https://…>`, `<name@example.com>`), images (their description is kept as text), and
/// character references (`&amp;`, `&#x2014;`). Reference links are not read (inline
/// Markdown has no definitions for them), nor is raw HTML (kept as text).
package enum InlineMarkdown {
    /// Whether `text` has a character that can start inline syntax; text without one is
    /// read as itself.
    package static func mightContainSyntax(_ text: String) -> Bool {
        // Every such character is ASCII, and no byte of a longer UTF-8 sequence is, so the
        // bytes are scanned as they are: every text resolved, at every update, asks this.
        var text = text
        return text.withUTF8 { bytes in
            for byte in bytes where byte < 0x80 && MarkdownCharacters.isSpecial(Unicode.Scalar(byte)) { return true }
            return false
        }
    }

    /// The runs of `source` read with `syntax`. Relative link destinations are resolved
    /// against `baseURL`.
    package static func parse(
        _ source: String, syntax: AttributedString.MarkdownParsingOptions.InterpretedSyntax = .inlineOnlyPreservingWhitespace,
        baseURL: URL? = nil
    ) -> [MarkdownRun] {
        switch syntax {
        case .inlineOnlyPreservingWhitespace:
            var parser = InlineMarkdownParser(source, preservesWhitespace: true, baseURL: baseURL)
            return parser.parse()
        case .inlineOnly:
            var parser = InlineMarkdownParser(source, preservesWhitespace: false, baseURL: baseURL)
            return parser.parse()
        case .full:
            // Paragraphs are separated by blank lines; each is read on its own.
            var runs: [MarkdownRun] = []
            func append(_ run: MarkdownRun) {
                if let last = runs.last, last.intent == run.intent, last.link == run.link {
                    runs[runs.count - 1].text += run.text
                } else {
                    runs.append(run)
                }
            }
            for paragraph in paragraphs(of: source) {
                if !runs.isEmpty { append(MarkdownRun(text: "\n")) }
                var parser = InlineMarkdownParser(paragraph, preservesWhitespace: false, baseURL: baseURL)
                for run in parser.parse() { append(run) }
            }
            return runs
        }
    }

    /// The paragraphs of `source`: runs of lines that are not blank.
    static func paragraphs(of source: String) -> [String] {
        var paragraphs: [String] = []
        var current: [String] = []
        for line in source.unicodeScalars.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" }) {
            if line.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) {
                if !current.isEmpty { paragraphs.append(current.joined(separator: "\n")) }
                current = []
            } else {
                current.append(String(String.UnicodeScalarView(line)))
            }
        }
        if !current.isEmpty { paragraphs.append(current.joined(separator: "\n")) }
        return paragraphs
    }
}

/// One reading of inline Markdown (see ``InlineMarkdown``).
struct InlineMarkdownParser {
    private let scalars: [Unicode.Scalar]
    private let preservesWhitespace: Bool
    private let baseURL: URL?

    /// What the text is read into, in order; emphasis is resolved on the delimiter runs.
    private enum Piece {
        case text(String, InlinePresentationIntent)
        case delimiter(Int)
        /// The start of a link (nil: an image's description or a link without a usable URL).
        case linkStart(URL?)
        case linkEnd
    }

    /// A run of `*`, `_` or `~`, with how much of it is left as text and which emphasis it
    /// opens and closes.
    private struct Delimiter {
        var character: Unicode.Scalar
        var count: Int
        let original: Int
        let canOpen: Bool
        let canClose: Bool
        /// Emphasis opened after the characters left, outermost first.
        var opens: [InlinePresentationIntent] = []
        /// Emphasis closed before the characters left, innermost first.
        var closes: [InlinePresentationIntent] = []
    }

    /// An opening `[` or `![`.
    private struct Bracket {
        var piece: Int
        /// The delimiter stack's height when it was read: emphasis inside the link text is
        /// resolved among the delimiters above it.
        var stackHeight: Int
        var isImage: Bool
        var isActive = true
    }

    private var pieces: [Piece] = []
    private var delimiters: [Delimiter] = []
    /// The delimiters that can still open or close, in order (indices into `delimiters`).
    private var stack: [Int] = []
    private var brackets: [Bracket] = []
    private var buffer = ""

    init(_ source: String, preservesWhitespace: Bool, baseURL: URL?) {
        // Line endings (CR LF, CR) become line feeds.
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(source.unicodeScalars.count)
        var afterCarriageReturn = false
        for scalar in source.unicodeScalars {
            if scalar == "\n" && afterCarriageReturn {
                afterCarriageReturn = false
                continue
            }
            afterCarriageReturn = scalar == "\r"
            scalars.append(afterCarriageReturn ? "\n" : scalar)
        }
        self.scalars = scalars
        self.preservesWhitespace = preservesWhitespace
        self.baseURL = baseURL
    }

    mutating func parse() -> [MarkdownRun] {
        var i = 0
        let n = scalars.count
        while i < n {
            let c = scalars[i]
            switch c {
            case "\\":
                if i + 1 < n, MarkdownCharacters.isASCIIPunctuation(scalars[i + 1]) {
                    buffer.unicodeScalars.append(scalars[i + 1])
                    i += 2
                } else if i + 1 < n, scalars[i + 1] == "\n", !preservesWhitespace {
                    appendBreak(hard: true)
                    i = skipLeadingSpaces(from: i + 2)
                } else {
                    buffer.append("\\")
                    i += 1
                }
            case "`":
                i = readCodeSpan(at: i)
            case "*", "_", "~":
                i = readDelimiterRun(at: i)
            case "[":
                flush()
                pieces.append(.text("[", []))
                brackets.append(Bracket(piece: pieces.count - 1, stackHeight: stack.count, isImage: false))
                i += 1
            case "!" where i + 1 < n && scalars[i + 1] == "[":
                flush()
                pieces.append(.text("![", []))
                brackets.append(Bracket(piece: pieces.count - 1, stackHeight: stack.count, isImage: true))
                i += 2
            case "]":
                i = closeBracket(at: i)
            case "<":
                if let (url, text, end) = autolink(at: i) {
                    flush()
                    pieces.append(.linkStart(url))
                    pieces.append(.text(text, []))
                    pieces.append(.linkEnd)
                    i = end
                } else {
                    buffer.append("<")
                    i += 1
                }
            case "&":
                if let (text, end) = MarkdownCharacters.entity(in: scalars, at: i) {
                    buffer += text
                    i = end
                } else {
                    buffer.append("&")
                    i += 1
                }
            case "\n" where !preservesWhitespace:
                // Two or more spaces before a line ending make a hard break, else it is soft.
                var spaces = 0
                while buffer.unicodeScalars.last == " " {
                    buffer.unicodeScalars.removeLast()
                    spaces += 1
                }
                appendBreak(hard: spaces >= 2)
                i = skipLeadingSpaces(from: i + 1)
            default:
                buffer.unicodeScalars.append(c)
                i += 1
            }
        }
        flush()
        processEmphasis(above: 0)
        return render()
    }

    // MARK: Reading

    private mutating func flush() {
        guard !buffer.isEmpty else { return }
        pieces.append(.text(buffer, []))
        buffer = ""
    }

    private mutating func appendBreak(hard: Bool) {
        flush()
        pieces.append(hard ? .text("\n", .lineBreak) : .text(" ", .softBreak))
    }

    private func skipLeadingSpaces(from index: Int) -> Int {
        var i = index
        while i < scalars.count, scalars[i] == " " || scalars[i] == "\t" { i += 1 }
        return i
    }

    /// A code span: a run of backticks up to the next run of the same length. Without one
    /// the backticks are text.
    private mutating func readCodeSpan(at index: Int) -> Int {
        let n = scalars.count
        var end = index
        while end < n, scalars[end] == "`" { end += 1 }
        let length = end - index
        var search = end
        while search < n {
            guard scalars[search] == "`" else {
                search += 1
                continue
            }
            var close = search
            while close < n, scalars[close] == "`" { close += 1 }
            if close - search == length {
                var content = Array(scalars[end..<search])
                if !preservesWhitespace {
                    content = content.map { $0 == "\n" ? " " : $0 }
                }
                // One space is stripped from each side when both have one and the content is
                // not only spaces.
                if content.count >= 2, content.first == " " || content.first == "\n", content.last == " " || content.last == "\n",
                   content.contains(where: { $0 != " " && $0 != "\n" }) {
                    content = Array(content.dropFirst().dropLast())
                }
                flush()
                pieces.append(.text(String(String.UnicodeScalarView(content)), .code))
                return close
            }
            search = close
        }
        buffer += String(repeating: "`", count: length)
        return end
    }

    /// A run of `*`, `_` or `~`: whether it can open or close emphasis follows from the
    /// characters around it (CommonMark's left- and right-flanking rules).
    private mutating func readDelimiterRun(at index: Int) -> Int {
        let character = scalars[index]
        var end = index
        while end < scalars.count, scalars[end] == character { end += 1 }
        let count = end - index
        if character == "~" && count > 2 {
            buffer += String(repeating: "~", count: count)
            return end
        }
        let before: Unicode.Scalar = index > 0 ? scalars[index - 1] : " "
        let after: Unicode.Scalar = end < scalars.count ? scalars[end] : " "
        let beforeSpace = MarkdownCharacters.isWhitespace(before), afterSpace = MarkdownCharacters.isWhitespace(after)
        let beforePunctuation = MarkdownCharacters.isPunctuation(before), afterPunctuation = MarkdownCharacters.isPunctuation(after)
        let leftFlanking = !afterSpace && (!afterPunctuation || beforeSpace || beforePunctuation)
        let rightFlanking = !beforeSpace && (!beforePunctuation || afterSpace || afterPunctuation)
        let canOpen: Bool, canClose: Bool
        if character == "_" {
            canOpen = leftFlanking && (!rightFlanking || beforePunctuation)
            canClose = rightFlanking && (!leftFlanking || afterPunctuation)
        } else {
            canOpen = leftFlanking
            canClose = rightFlanking
        }
        flush()
        delimiters.append(Delimiter(character: character, count: count, original: count, canOpen: canOpen, canClose: canClose))
        pieces.append(.delimiter(delimiters.count - 1))
        if canOpen || canClose { stack.append(delimiters.count - 1) }
        return end
    }

    /// A `]`: with an inline link tail after it and an open bracket before, a link (or an
    /// image); otherwise text.
    private mutating func closeBracket(at index: Int) -> Int {
        guard let bracket = brackets.last else {
            buffer.append("]")
            return index + 1
        }
        guard bracket.isActive, let (destination, end) = linkTail(at: index + 1) else {
            brackets.removeLast()
            buffer.append("]")
            return index + 1
        }
        flush()
        processEmphasis(above: bracket.stackHeight)
        let url = bracket.isImage ? nil : resolve(destination)
        pieces[bracket.piece] = .linkStart(url)
        pieces.append(.linkEnd)
        brackets.removeLast()
        // No links inside links: the brackets before this one cannot make one any more.
        if !bracket.isImage {
            for k in brackets.indices { brackets[k].isActive = false }
        }
        return end
    }

    private func resolve(_ destination: String) -> URL? {
        guard !destination.isEmpty else { return nil }
        if let baseURL { return URL(string: destination, relativeTo: baseURL)?.absoluteURL }
        return URL(string: destination)
    }

    /// `(destination "title")` at `index`: the destination (escapes and references
    /// decoded) and the index after the `)`. The title is read and dropped (Foundation has
    /// no attribute for it).
    private func linkTail(at index: Int) -> (String, Int)? {
        let n = scalars.count
        guard index < n, scalars[index] == "(" else { return nil }
        var i = skipSpace(from: index + 1)
        var destination = ""
        if i < n, scalars[i] == "<" {
            i += 1
            while true {
                guard i < n, scalars[i] != "\n", scalars[i] != "<" else { return nil }
                if scalars[i] == ">" { i += 1; break }
                i = readEscaped(at: i, into: &destination)
            }
        } else {
            var depth = 0
            while i < n {
                let c = scalars[i]
                if MarkdownCharacters.isWhitespace(c) || c.value < 0x20 || c.value == 0x7F { break }
                if c == "(" { depth += 1 }
                if c == ")" {
                    if depth == 0 { break }
                    depth -= 1
                }
                i = readEscaped(at: i, into: &destination)
            }
            guard depth == 0 else { return nil }
        }
        let afterDestination = i
        i = skipSpace(from: i)
        if i < n, i > afterDestination, scalars[i] == "\"" || scalars[i] == "'" || scalars[i] == "(" {
            let opening = scalars[i]
            let closing: Unicode.Scalar = opening == "(" ? ")" : opening
            var title = ""
            i += 1
            while true {
                guard i < n else { return nil }
                if scalars[i] == closing { i += 1; break }
                if opening == "(" && scalars[i] == "(" { return nil }
                i = readEscaped(at: i, into: &title)
            }
            i = skipSpace(from: i)
        }
        guard i < n, scalars[i] == ")" else { return nil }
        return (destination, i + 1)
    }

    /// Reads one character at `index` into `text`, decoding a backslash escape or a
    /// character reference; returns the index after it.
    private func readEscaped(at index: Int, into text: inout String) -> Int {
        if scalars[index] == "\\", index + 1 < scalars.count, MarkdownCharacters.isASCIIPunctuation(scalars[index + 1]) {
            text.unicodeScalars.append(scalars[index + 1])
            return index + 2
        }
        if scalars[index] == "&", let (decoded, end) = MarkdownCharacters.entity(in: scalars, at: index) {
            text += decoded
            return end
        }
        text.unicodeScalars.append(scalars[index])
        return index + 1
    }

    /// Skips spaces, tabs and at most one line ending.
    private func skipSpace(from index: Int) -> Int {
        var i = index
        var newlines = 0
        while i < scalars.count, scalars[i] == " " || scalars[i] == "\t" || (scalars[i] == "\n" && newlines == 0) {
            if scalars[i] == "\n" { newlines += 1 }
            i += 1
        }
        return i
    }

    /// An autolink at `index`: `<scheme:…>` or `<local@domain>`; the URL, the text shown and
    /// the index after the `>`.
    private func autolink(at index: Int) -> (URL?, String, Int)? {
        let n = scalars.count
        var end = index + 1
        while end < n, scalars[end] != ">" {
            let c = scalars[end]
            if c == "<" || c.value <= 0x20 || c.value == 0x7F { return nil }
            end += 1
        }
        guard end < n else { return nil }
        let content = Array(scalars[(index + 1)..<end])
        let text = String(String.UnicodeScalarView(content))
        if Self.isAbsoluteURI(content) { return (URL(string: text), text, end + 1) }
        if Self.isEmailAddress(content) { return (URL(string: "mailto:" + text), text, end + 1) }
        return nil
    }

    /// A scheme of 2–32 characters (a letter, then letters, digits, `+`, `.`, `-`) and a colon.
    private static func isAbsoluteURI(_ content: [Unicode.Scalar]) -> Bool {
        guard let colon = content.firstIndex(of: ":"), (2...32).contains(colon),
              ("a"..."z").contains(content[0]) || ("A"..."Z").contains(content[0])
        else { return false }
        return content[1..<colon].allSatisfy { c in
            ("a"..."z").contains(c) || ("A"..."Z").contains(c) || ("0"..."9").contains(c) || c == "+" || c == "." || c == "-"
        }
    }

    /// CommonMark's e-mail autolink: a local part, `@`, and dot-separated labels.
    private static func isEmailAddress(_ content: [Unicode.Scalar]) -> Bool {
        guard let at = content.firstIndex(of: "@"), at > 0, at < content.count - 1 else { return false }
        let localCharacters = Set(".!#$%&'*+/=?^_`{|}~-".unicodeScalars)
        let alphanumeric: (Unicode.Scalar) -> Bool = { c in
            ("a"..."z").contains(c) || ("A"..."Z").contains(c) || ("0"..."9").contains(c)
        }
        guard content[..<at].allSatisfy({ alphanumeric($0) || localCharacters.contains($0) }) else { return false }
        let labels = content[(at + 1)...].split(separator: ".", omittingEmptySubsequences: false)
        return labels.allSatisfy { label in
            (1...63).contains(label.count) && alphanumeric(label.first!) && alphanumeric(label.last!)
                && label.allSatisfy { alphanumeric($0) || $0 == "-" }
        }
    }

    // MARK: Emphasis

    /// CommonMark's "process emphasis" over the delimiters above `height` on the stack:
    /// each closer, left to right, is matched with the nearest opener of its character
    /// below it (`*` and `_` by the rule of three; `~` of the same length); the
    /// delimiters between a matched pair can no longer match. Afterwards the delimiters
    /// above `height` are gone from the stack (what is left of them stays text).
    private mutating func processEmphasis(above height: Int) {
        var i = height
        while i < stack.count {
            let closer = stack[i]
            guard delimiters[closer].canClose else {
                i += 1
                continue
            }
            var found: Int?
            var j = i - 1
            while j >= height {
                let opener = stack[j]
                if matches(opener: delimiters[opener], closer: delimiters[closer]) {
                    found = j
                    break
                }
                j -= 1
            }
            guard let j = found else {
                if delimiters[closer].canOpen {
                    i += 1
                } else {
                    stack.remove(at: i)
                }
                continue
            }
            let opener = stack[j]
            let character = delimiters[closer].character
            let used: Int
            let intent: InlinePresentationIntent
            if character == "~" {
                used = delimiters[closer].count
                intent = .strikethrough
            } else if delimiters[opener].count >= 2 && delimiters[closer].count >= 2 {
                used = 2
                intent = .stronglyEmphasized
            } else {
                used = 1
                intent = .emphasized
            }
            delimiters[opener].count -= used
            delimiters[closer].count -= used
            delimiters[opener].opens.insert(intent, at: 0)
            delimiters[closer].closes.append(intent)
            stack.removeSubrange((j + 1)..<i)
            i = j + 1
            if delimiters[opener].count == 0 {
                stack.remove(at: j)
                i -= 1
            }
            if delimiters[closer].count == 0 {
                stack.remove(at: i)
            }
        }
        if stack.count > height { stack.removeSubrange(height...) }
    }

    private func matches(opener: Delimiter, closer: Delimiter) -> Bool {
        guard opener.character == closer.character, opener.canOpen, opener.count > 0 else { return false }
        if closer.character == "~" { return opener.count == closer.count }
        // The rule of three: a run that can both open and close does not pair with one
        // whose length makes the sum a multiple of three, unless both lengths are.
        if (opener.canClose || closer.canOpen), (opener.original + closer.original) % 3 == 0,
           !(opener.original % 3 == 0 && closer.original % 3 == 0) {
            return false
        }
        return true
    }

    // MARK: Output

    private func render() -> [MarkdownRun] {
        var runs: [MarkdownRun] = []
        var emphasis = 0, strong = 0, strike = 0
        var link: URL?
        func emit(_ text: String, _ extra: InlinePresentationIntent) {
            guard !text.isEmpty else { return }
            var intent = extra
            if emphasis > 0 { intent.insert(.emphasized) }
            if strong > 0 { intent.insert(.stronglyEmphasized) }
            if strike > 0 { intent.insert(.strikethrough) }
            if var last = runs.last, last.intent == intent, last.link == link {
                last.text += text
                runs[runs.count - 1] = last
            } else {
                runs.append(MarkdownRun(text: text, intent: intent, link: link))
            }
        }
        func count(_ intent: InlinePresentationIntent, _ delta: Int) {
            switch intent {
            case .emphasized: emphasis += delta
            case .stronglyEmphasized: strong += delta
            default: strike += delta
            }
        }
        for piece in pieces {
            switch piece {
            case .text(let text, let extra):
                emit(text, extra)
            case .delimiter(let index):
                let delimiter = delimiters[index]
                for intent in delimiter.closes { count(intent, -1) }
                emit(String(repeating: Character(delimiter.character), count: delimiter.count), [])
                for intent in delimiter.opens { count(intent, 1) }
            case .linkStart(let url):
                link = url
            case .linkEnd:
                link = nil
            }
        }
        if !preservesWhitespace { trim(&runs) }
        return runs
    }

    /// Removes the spaces and tabs at the start of the first run and the end of the last.
    private func trim(_ runs: inout [MarkdownRun]) {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        while let first = runs.first {
            let trimmed = String(first.text.drop(while: blank))
            if trimmed.isEmpty { runs.removeFirst() } else { runs[0].text = trimmed; break }
        }
        while let last = runs.last {
            var text = last.text
            while let c = text.last, blank(c) { text.removeLast() }
            if text.isEmpty { runs.removeLast() } else { runs[runs.count - 1].text = text; break }
        }
    }
}
