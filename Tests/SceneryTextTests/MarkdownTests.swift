import FoundationEssentials
@testable import SceneryFoundation
import Testing

/// The runs of `markdown` as `text[intent]` strings, e.g. `["a", "b[stronglyEmphasized]"]`.
private func runs(_ markdown: String, _ syntax: AttributedString.MarkdownParsingOptions.InterpretedSyntax = .inlineOnlyPreservingWhitespace) -> [String] {
    InlineMarkdown.parse(markdown, syntax: syntax).map { run in
        var text = run.text
        if !run.intent.isEmpty { text += "\(run.intent)" }
        if let link = run.link { text += "→\(link.absoluteString)" }
        return text
    }
}

@Suite("Inline Markdown as CommonMark reads it")
struct MarkdownTests {
    @Test("Strong emphasis, emphasis, code and strikethrough set their presentation intents")
    func basicIntents() {
        #expect(runs("**Bold** and _italic_, `code`, ~~gone~~") == [
            "Bold[stronglyEmphasized]", " and ", "italic[emphasized]", ", ", "code[code]", ", ", "gone[strikethrough]",
        ])
        #expect(runs("*a* __b__") == ["a[emphasized]", " ", "b[stronglyEmphasized]"])
    }

    @Test("Emphasis nests: strong inside emphasis, and *** opens both")
    func nestedEmphasis() {
        #expect(runs("*a **b** c*") == ["a [emphasized]", "b[emphasized, stronglyEmphasized]", " c[emphasized]"])
        #expect(runs("***both***") == ["both[emphasized, stronglyEmphasized]"])
        #expect(runs("***strong** emph*") == ["strong[emphasized, stronglyEmphasized]", " emph[emphasized]"])
        #expect(runs("**a *b* c**") == ["a [stronglyEmphasized]", "b[emphasized, stronglyEmphasized]", " c[stronglyEmphasized]"])
    }

    @Test("A code span keeps * and _ as text, and backslashes too")
    func codeSpans() {
        #expect(runs("`a*b*c` and `x_y_z`") == ["a*b*c[code]", " and ", "x_y_z[code]"])
        #expect(runs("`\\*`") == ["\\*[code]"])
        #expect(runs("`` a ` b ``") == ["a ` b[code]"])
        #expect(runs("`unclosed") == ["`unclosed"])
    }

    @Test("Underscores inside words are not emphasis; asterisks are")
    func intrawordUnderscores() {
        #expect(runs("snake_case_name") == ["snake_case_name"])
        #expect(runs("foo*bar*baz") == ["foo", "bar[emphasized]", "baz"])
        #expect(runs("_not_emphasis_here_") == ["not_emphasis_here[emphasized]"])
    }

    @Test("Backslash escapes make punctuation literal; other backslashes stay")
    func escapes() {
        #expect(runs("\\*not emphasis\\*") == ["*not emphasis*"])
        #expect(runs("\\[not a link\\](x)") == ["[not a link](x)"])
        #expect(runs("a\\b") == ["a\\b"])
        #expect(runs("&amp; &lt;b&gt; &#x41;&#66;") == ["& <b> AB"])
    }

    @Test("Unmatched delimiters are text; the rule of three leaves ** unmatched by *")
    func unmatched() {
        #expect(runs("a * b * c") == ["a * b * c"])
        #expect(runs("**unclosed") == ["**unclosed"])
        #expect(runs("*a**") == ["a[emphasized]", "*"])
        #expect(runs("~~~three~~~") == ["~~~three~~~"])
    }

    @Test("Links with titles, angle-bracket destinations and nested parentheses; link text keeps its emphasis")
    func links() {
        #expect(runs("[Swift](https://swift.org \"The title\")") == ["Swift→https://swift.org"])
        #expect(runs("[a **b**](<https://example.com/a b>)") == [
            "a →https://example.com/a%20b", "b[stronglyEmphasized]→https://example.com/a%20b",
        ])
        #expect(runs("[p](https://en.wikipedia.org/wiki/Swift_(language))") == ["p→https://en.wikipedia.org/wiki/Swift_(language)"])
        #expect(runs("[no destination]") == ["[no destination]"])
        #expect(runs("[outer [inner](https://a.example)](https://b.example)") == ["[outer ", "inner→https://a.example", "](https://b.example)"])
        #expect(runs("![alt text](image.png)") == ["alt text"])
    }

    @Test("Autolinks: a URI or an e-mail address in angle brackets")
    func autolinks() {
        #expect(runs("See <https://example.com/x?y=1>.") == ["See ", "https://example.com/x?y=1→https://example.com/x?y=1", "."])
        #expect(runs("<hello@example.com>") == ["hello@example.com→mailto:hello@example.com"])
        #expect(runs("a <b> c") == ["a <b> c"])
    }

    @Test("Relative links resolve against the base URL")
    func baseURL() throws {
        let base = try #require(URL(string: "https://example.com/docs/"))
        let parsed = InlineMarkdown.parse("[x](guide.html)", baseURL: base)
        #expect(parsed.first?.link?.absoluteString == "https://example.com/docs/guide.html")
    }

    @Test("Whitespace: kept as written when preserving; soft breaks become spaces and hard breaks line breaks otherwise")
    func whitespace() {
        #expect(runs("  a\nb  ") == ["  a\nb  "])
        #expect(runs("  a\nb  ", .inlineOnly) == ["a", " [softBreak]", "b"])
        #expect(runs("a  \nb", .inlineOnly) == ["a", "\n[lineBreak]", "b"])
        #expect(runs("a\\\nb", .inlineOnly) == ["a", "\n[lineBreak]", "b"])
        #expect(runs("first\n\nsecond *p*", .full) == ["first\nsecond ", "p[emphasized]"])
    }

    @Test("AttributedString(markdown:) sets inlinePresentationIntent and link, readable by dynamic member lookup")
    func attributedString() throws {
        let attributed = try AttributedString(markdown: "_Hamlet_ by [William](https://example.com) **Shakespeare**")
        #expect(String(attributed.characters) == "Hamlet by William Shakespeare")
        let runs = Array(attributed.runs)
        #expect(runs.count == 5)
        #expect(runs[0].inlinePresentationIntent == .emphasized)
        #expect(runs[1].inlinePresentationIntent == nil)
        #expect(runs[2].link == URL(string: "https://example.com"))
        #expect(runs[4].inlinePresentationIntent == .stronglyEmphasized)
        var container = AttributeContainer()
        container.inlinePresentationIntent = .code
        #expect(AttributedString("x", attributes: container).runs.first?.inlinePresentationIntent == .code)
        let preserving = try AttributedString(
            markdown: "a\n*b*", options: AttributedString.MarkdownParsingOptions(interpretedSyntax: .inlineOnlyPreservingWhitespace))
        #expect(String(preserving.characters) == "a\nb")
    }

    @Test("InlinePresentationIntent has Apple's raw values")
    func rawValues() {
        #expect(InlinePresentationIntent.emphasized.rawValue == 1)
        #expect(InlinePresentationIntent.stronglyEmphasized.rawValue == 2)
        #expect(InlinePresentationIntent.code.rawValue == 4)
        #expect(InlinePresentationIntent.strikethrough.rawValue == 32)
        #expect(InlinePresentationIntent.softBreak.rawValue == 64)
        #expect(InlinePresentationIntent.lineBreak.rawValue == 128)
    }
}
