public import Foundation

/// How a run of inline Markdown is presented: emphasis, strong emphasis, code,
/// strikethrough, and line breaks. Apple's Foundation defines it; swift-corelibs-foundation
/// does not, so Scenery does, with the same raw values.
public struct InlinePresentationIntent: OptionSet, Hashable, Codable, Sendable, CustomStringConvertible {
    /// The bits of the intents set.
    public var rawValue: UInt

    /// An intent of these raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Emphasis (`*a*`, `_a_`), usually drawn in italics.
    public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
    /// Strong emphasis (`**a**`, `__a__`), usually drawn in bold.
    public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
    /// Inline code (`` `a` ``), usually drawn in a fixed-width font.
    public static let code = InlinePresentationIntent(rawValue: 1 << 2)
    /// Struck-through text (`~~a~~`).
    public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
    /// A soft line break (a line ending inside a paragraph), shown as a space.
    public static let softBreak = InlinePresentationIntent(rawValue: 1 << 6)
    /// A hard line break (two spaces or a backslash before a line ending).
    public static let lineBreak = InlinePresentationIntent(rawValue: 1 << 7)
    /// Inline HTML (kept as text).
    public static let inlineHTML = InlinePresentationIntent(rawValue: 1 << 8)
    /// A block of HTML (kept as text).
    public static let blockHTML = InlinePresentationIntent(rawValue: 1 << 9)

    /// The names of the intents set, e.g. `[emphasized, code]`.
    public var description: String {
        let names: [(InlinePresentationIntent, String)] = [
            (.emphasized, "emphasized"), (.stronglyEmphasized, "stronglyEmphasized"), (.code, "code"),
            (.strikethrough, "strikethrough"), (.softBreak, "softBreak"), (.lineBreak, "lineBreak"),
            (.inlineHTML, "inlineHTML"), (.blockHTML, "blockHTML"),
        ]
        return "[" + names.filter { contains($0.0) }.map(\.1).joined(separator: ", ") + "]"
    }
}

extension AttributeScopes.FoundationAttributes {
    /// The attribute that holds a run's ``InlinePresentationIntent``, named as in Apple's
    /// Foundation (`NSInlinePresentationIntent`).
    public enum InlinePresentationIntentAttribute: CodableAttributedStringKey, MarkdownDecodableAttributedStringKey {
        public typealias Value = InlinePresentationIntent
        public static let name = "NSInlinePresentationIntent"
    }

    /// The inline presentation intent of a run: `attributed.inlinePresentationIntent`,
    /// `run.inlinePresentationIntent`, `container.inlinePresentationIntent`. A scope is
    /// never instantiated; the property only names the attribute for dynamic member lookup.
    public var inlinePresentationIntent: InlinePresentationIntentAttribute {
        fatalError("attribute scopes are never instantiated")
    }
}
