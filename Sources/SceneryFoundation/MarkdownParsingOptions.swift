public import Foundation

extension AttributedString {
    /// How ``AttributedString/init(markdown:options:baseURL:)`` reads Markdown, as in Apple's
    /// Foundation.
    public struct MarkdownParsingOptions: Hashable, Sendable {
        /// Which Markdown syntax is interpreted.
        public enum InterpretedSyntax: Hashable, Sendable {
            /// Block syntax too. Scenery reads inline syntax in each paragraph and keeps the
            /// paragraphs on lines of their own (it sets no presentation intents).
            case full
            /// Inline syntax only; a line ending is a soft break (a space) and the text is trimmed.
            case inlineOnly
            /// Inline syntax only; spaces and line endings are kept as written (what
            /// SwiftUI uses for the text of a `LocalizedStringKey`).
            case inlineOnlyPreservingWhitespace
        }

        /// What happens when the Markdown cannot be read. Inline Markdown always can (text
        /// that is not syntax is kept as text), so both policies give the same result.
        public enum FailurePolicy: Hashable, Sendable {
            /// Throw an error.
            case throwError
            /// Return what was read.
            case returnPartiallyParsedIfPossible
        }

        /// Whether Apple's extended attribute syntax (`^[text](name: value)`) is read.
        /// Scenery does not read it: the caret stays text and the rest is read as a link.
        public var allowsExtendedAttributes: Bool
        /// Which syntax is interpreted.
        public var interpretedSyntax: InterpretedSyntax
        /// What happens when the Markdown cannot be read.
        public var failurePolicy: FailurePolicy
        /// The language of the text (kept; it sets no attribute).
        public var languageCode: String?
        /// Whether runs get source position attributes (not supported; ignored).
        public var appliesSourcePositionAttributes: Bool

        /// Options with Apple's defaults: full syntax, no extended attributes, throwing.
        public init(
            allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
            failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil,
            appliesSourcePositionAttributes: Bool = false
        ) {
            self.allowsExtendedAttributes = allowsExtendedAttributes
            self.interpretedSyntax = interpretedSyntax
            self.failurePolicy = failurePolicy
            self.languageCode = languageCode
            self.appliesSourcePositionAttributes = appliesSourcePositionAttributes
        }
    }
}
