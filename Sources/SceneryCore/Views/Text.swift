public import Foundation

/// One or more lines of read-only text.
///
/// Text fits itself into any proposal: it wraps at word boundaries to the proposed width,
/// never reports more than that width, shows at least one line whatever height is
/// proposed, and truncates to the proposed height and `lineLimit`. Its ideal size (a nil
/// proposal) is one line per paragraph. A 0×0 proposal gives 0×0.
nonisolated public struct Text: View, PrimitiveView, Equatable, Sendable {
    /// What the text shows. Every case holds a `Sendable` value, so a `Text` may cross
    /// isolation domains as SwiftUI's does.
    indirect enum Storage: Equatable, Sendable {
        /// A string shown as it is.
        case verbatim(String)
        /// A key looked up in a strings table of a bundle (nil: the app's) and read as
        /// inline Markdown.
        case localized(LocalizedStringKey, table: String?, bundlePath: String?)
        /// An attributed string's runs.
        case attributed(AttributedString)
        /// An image drawn inline.
        case image(Image)
        /// One text after another (`+`).
        case concatenated(Text, Text)
    }

    var storage: Storage
    /// The text modifiers applied to this text (`bold()`, `font(_:)`…), innermost first.
    var modifiers: [TextModifier] = []

    init(storage: Storage) { self.storage = storage }

    /// Creates text that shows a string as it is, without localisation and without reading
    /// Markdown — as in SwiftUI, a string variable is shown verbatim; a literal is a
    /// ``LocalizedStringKey`` (``init(_:tableName:bundle:comment:)``).
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ content: S) { storage = .verbatim(String(content)) }

    /// Creates text that shows a string without localisation.
    nonisolated public init(verbatim content: String) { storage = .verbatim(content) }

    /// Creates text that shows the localized string for `key`: the translation in the
    /// table `tableName` (`Localizable` when nil) of `bundle` — nil for the app's bundles,
    /// `Bundle.module` for a package's own resources — for the current locale, else the key
    /// itself, formatted with the key's interpolated values and read as inline Markdown
    /// (`**bold**`, `*italic*`, `` `code` ``, `[links](https://…)`).
    nonisolated public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) {
        storage = .localized(key, table: tableName, bundlePath: bundle?.bundlePath)
    }

    /// Creates text that looks `key` up in the bundle at `bundlePath` (nil: the app's).
    nonisolated package init(_ key: LocalizedStringKey, tableName: String?, bundlePath: String?) {
        storage = .localized(key, table: tableName, bundlePath: bundlePath)
    }

    /// Creates text that shows an attributed string: its inline presentation intents
    /// (emphasis, strong emphasis, code, strikethrough), links and SwiftUI attributes
    /// (`font`, `foregroundColor`, `backgroundColor`, `underlineStyle`,
    /// `strikethroughStyle`, `kern`, `tracking`, `baselineOffset`). Its attributes take
    /// priority over the text's modifiers. (Disfavoured: Foundation's `AttributedString`
    /// takes string literals, and a literal is a ``LocalizedStringKey``.)
    @_disfavoredOverload
    nonisolated public init(_ attributedContent: AttributedString) { storage = .attributed(attributedContent) }

    /// Creates text that shows an image inline: a symbol is drawn in the text's colour
    /// at the size of its font.
    nonisolated public init(_ image: Image) { storage = .image(image) }

    /// Whether two texts show the same content with the same modifiers.
    nonisolated public static func == (lhs: Text, rhs: Text) -> Bool {
        lhs.storage == rhs.storage && lhs.modifiers == rhs.modifiers
    }

    /// The font's size and the colour animate (attributes of the text's view); a change of
    /// family, weight or string applies at once.
    package var resolvesPurely: Bool { true }

    @MainActor package func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        let environment = context.environment
        let resolved = TextResolver(environment: environment).resolve(self)
        var font = resolved.font
        let color: Color
        (color, font.size) = context.animated(resolved.color, font.size)
        let node = TextNode(
            text: resolved.text.string, font: font, color: color,
            lineLimit: environment.lineLimit, reservesSpace: environment.lineLimitReservesSpace,
            measurer: context.textMeasurer)
        node.runs = resolved.text.runs
        node.alignment = environment.multilineTextAlignment
        node.truncation = environment.truncationMode
        node.lineSpacing = max(0, environment.lineSpacing)
        node.isRightToLeft = environment.layoutDirection == .rightToLeft
        if resolved.text.runs.contains(where: { $0.style.link != nil }) {
            let openURL = environment.openURL
            nodes.append(TextLinkNode(
                text: node, isEnabled: environment.isEnabled, displayScale: environment.displayScale, open: { openURL($0) }))
        } else {
            nodes.append(node)
        }
    }
}

/// Text's layout: the measurer's wrapped size, limited to the proposal and line limit.
package final class TextNode: ViewNode {
    package override var placesPurely: Bool { true }

    // Written only by `adopt(_:)`, between layouts: no access can overlap, and the
    // dynamic exclusivity checks cost every read in layout and drawing.
    @exclusivity(unchecked) private(set) var text: String
    @exclusivity(unchecked) private(set) var font: Font
    @exclusivity(unchecked) private(set) var color: Color
    @exclusivity(unchecked) private(set) var lineLimit: Int?
    @exclusivity(unchecked) private(set) var reservesSpace: Bool
    @exclusivity(unchecked) private(set) var measurer: any TextMeasurer
    /// How lines align (`multilineTextAlignment`), where text is cut (`truncationMode`),
    /// and the writing direction: drawing only, the size does not depend on them.
    var alignment = TextAlignment.leading
    var truncation = Text.TruncationMode.tail
    var isRightToLeft = false
    /// The runs drawn in another style than `font` and `color` (bold or linked parts…).
    var runs: [TextRun] = [] { didSet { forgetMetrics() } }
    /// Extra points between one line's bottom and the next one's top (`lineSpacing`).
    var lineSpacing: CGFloat = 0 { didSet { forgetMetrics() } }
    /// The text's unwrapped size and its font's line height, asked of the measurer once
    /// while the text stays the same. A proposal at least as wide as the unwrapped text
    /// gets that size without asking the measurer (which answers so itself, after a look-up
    /// keyed by the whole string): a row's text in a list is asked for about eight
    /// proposals in a first layout, nearly all of them wider than it.
    @exclusivity(unchecked) private var unwrappedMemo: CGSize?
    @exclusivity(unchecked) private var lineHeightMemo: CGFloat?
    /// The text as the measurer sees it.
    var resolved: ResolvedText { ResolvedText(string: text, runs: runs) }

    package init(text: String, font: Font, color: Color, lineLimit: Int? = nil, reservesSpace: Bool = false, measurer: any TextMeasurer) {
        self.text = text
        self.font = font
        self.color = color
        self.lineLimit = lineLimit
        self.reservesSpace = reservesSpace
        self.measurer = measurer
    }

    override var adoptsInPlace: Bool { true }

    /// Whether the last ``adopt(_:)`` kept what the baselines follow from.
    override var keepsUnrememberedGuides: Bool { baselinesKept }
    private var baselinesKept = true

    override func adopt(_ other: ViewNode) {
        // The caller checked that `other` is a `TextNode`.
        let other = unsafeDowncast(other, to: TextNode.self)
        // The baselines follow from the font, the spacing and the lines shown (which follow
        // from the size).
        baselinesKept = font == other.font && lineSpacing == other.lineSpacing && lineLimit == other.lineLimit
            && reservesSpace == other.reservesSpace && measurer === other.measurer
        text = other.text
        font = other.font
        color = other.color
        lineLimit = other.lineLimit
        reservesSpace = other.reservesSpace
        measurer = other.measurer
        alignment = other.alignment
        truncation = other.truncation
        isRightToLeft = other.isRightToLeft
        runs = other.runs
        lineSpacing = other.lineSpacing
        keptStyle = nil
        forgetMetrics()
        contentChanged()
    }

    /// A text measures as another with the same string, runs, font, line limit, spacing and
    /// measurer (Layout/MeasurementInheritance.swift); its alignment, truncation, direction
    /// and colour change only how it is drawn.
    override func measuresLike(_ other: ViewNode) -> Bool {
        let other = unsafeDowncast(other, to: TextNode.self)
        return measurer === other.measurer && text == other.text && font == other.font && lineLimit == other.lineLimit
            && reservesSpace == other.reservesSpace && lineSpacing == other.lineSpacing && runs == other.runs
    }

    private var lineHeight: CGFloat {
        if let lineHeightMemo { return lineHeightMemo }
        let height = measurer.lineHeight(for: font)
        lineHeightMemo = height
        return height
    }

    /// The size of the text wrapped to `width` (nil: unwrapped), as the measurer gives it.
    private func measuredSize(maxWidth width: Double?) -> CGSize {
        let unwrapped: CGSize
        if let unwrappedMemo {
            unwrapped = unwrappedMemo
        } else {
            unwrapped = measurer.measure(resolved, font: font, maxWidth: nil, lineSpacing: lineSpacing)
            unwrappedMemo = unwrapped
        }
        guard let width, unwrapped.width > width else { return unwrapped }
        return measurer.measure(resolved, font: font, maxWidth: width, lineSpacing: lineSpacing)
    }

    private func forgetMetrics() {
        unwrappedMemo = nil
        lineHeightMemo = nil
    }

    /// The lines shown for `proposal` and whether some were cut, with the wrapped size.
    private func lines(for proposal: ProposedViewSize) -> (shown: Int, truncated: Bool, measured: CGSize) {
        // No closure (`flatMap`): one formed on the main actor checks, each time it is
        // called, that it runs there (Layout/MainActorAssumption.swift).
        var width: Double?
        if let proposed = proposal.width, proposed.isFinite { width = Double(proposed) }
        let measured = measuredSize(maxWidth: width)
        let pitch = lineHeight + lineSpacing
        // n lines are n × lineHeight + (n − 1) × lineSpacing high.
        let wrapped = textLineCount(height: measured.height + lineSpacing, lineHeight: pitch)
        var shown = wrapped
        if let lineLimit { shown = min(shown, max(1, lineLimit)) }
        if let height = proposal.height, height.isFinite, pitch > 0 {
            shown = min(shown, max(1, Int(((height + lineSpacing) / pitch).rounded(.down))))
        }
        return (shown, shown < wrapped, measured)
    }

    /// A text sets only its baselines.
    override var positionalGuidesAreDefault: Bool { true }

    /// Proposed no width, a text is no width wide (``computeSize(_:)`` limits its width to
    /// the proposal): a stack's probe for its minimum width needs no wrapped layout, which
    /// would break the text after every character.
    override func invariantLength(along axis: Axis, for proposal: ProposedViewSize) -> CGFloat? {
        axis == .horizontal && proposal.width == 0 ? 0 : nil
    }

    package override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        if proposal.width == 0 && proposal.height == 0 { return .zero }
        let (shown, truncated, measured) = lines(for: proposal)
        var width = measured.width
        if truncated, let proposed = proposal.width, proposed.isFinite {
            // Truncated text fills the width it has, up to its one-line width.
            width = min(proposed, measuredSize(maxWidth: nil).width)
        }
        if let proposed = proposal.width { width = min(width, max(0, proposed)) }
        var height = truncated ? textBlockHeight(lines: shown, lineHeight: lineHeight, lineSpacing: lineSpacing) : measured.height
        if reservesSpace, let lineLimit {
            height = textBlockHeight(lines: max(1, lineLimit), lineHeight: lineHeight, lineSpacing: lineSpacing)
        }
        return CGSize(width: width, height: height)
    }

    package override func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize) -> CGFloat? {
        if key == VerticalAlignment.firstTextBaseline.key { return measurer.baseline(for: font) }
        if key == VerticalAlignment.lastTextBaseline.key {
            return CGFloat(lines(for: proposal).shown - 1) * (lineHeight + lineSpacing) + measurer.baseline(for: font)
        }
        return nil
    }

    /// How the text is laid out where it is drawn.
    var layoutStyle: TextLayoutStyle {
        // Kept for the proposal it was worked out for: a row drawn again draws its texts
        // without measuring them again (Graph/InPlaceUpdate.swift).
        if let kept = keptStyle, kept.proposal == placedProposal { return kept.style }
        let (shown, truncated, _) = lines(for: placedProposal)
        let style = TextLayoutStyle(
            lineLimit: truncated || lineLimit != nil ? shown : nil, alignment: alignment, truncation: truncation,
            isRightToLeft: isRightToLeft, runs: runs, lineSpacing: lineSpacing)
        keptStyle = KeptTextStyle(proposal: placedProposal, style: style)
        return style
    }

    /// The last ``layoutStyle`` and the proposal it is for.
    @exclusivity(unchecked) private var keptStyle: KeptTextStyle?

    package override func draw(into list: inout DisplayList) {
        list.append(.text(text, font: font, color: color, frame: frame, style: layoutStyle))
    }
}

/// A text's layout style and the proposal it was worked out for (``TextNode/layoutStyle``).
struct KeptTextStyle {
    let proposal: ProposedViewSize
    let style: TextLayoutStyle
}
