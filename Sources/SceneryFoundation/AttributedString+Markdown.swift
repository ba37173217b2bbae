public import Foundation

extension AttributedString {
    /// Reads Markdown into an attributed string, as Apple's Foundation does: emphasis,
    /// strong emphasis, inline code and strikethrough set ``InlinePresentationIntent``
    /// (`inlinePresentationIntent`), links set `link`. Scenery reads inline syntax
    /// (``InlineMarkdown`` lists it); with `.full` syntax each paragraph is read inline and
    /// paragraphs are separated by line breaks, without presentation intents. Inline
    /// Markdown cannot fail to read (what is not syntax is text), so this throws nothing in
    /// practice; it is `throws` for source compatibility.
    public init(markdown: String, options: AttributedString.MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
        self.init()
        for run in InlineMarkdown.parse(markdown, syntax: options.interpretedSyntax, baseURL: baseURL) {
            var attributes = AttributeContainer()
            if !run.intent.isEmpty { attributes.inlinePresentationIntent = run.intent }
            if let link = run.link { attributes.link = link }
            append(AttributedString(run.text, attributes: attributes))
        }
    }

    /// Reads Markdown from UTF-8 data (see ``init(markdown:options:baseURL:)``).
    public init(markdown: Data, options: AttributedString.MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
        guard let text = String(validating: Array(markdown), as: UTF8.self) else {
            throw MarkdownDecodingError(message: "the Markdown data is not valid UTF-8")
        }
        try self.init(markdown: text, options: options, baseURL: baseURL)
    }
}

/// Why Markdown could not be read.
public struct MarkdownDecodingError: Error, CustomStringConvertible, Sendable {
    /// What went wrong.
    public var message: String
    public var description: String { message }
}
