import FoundationEssentials
import SceneryFoundation

/// What a part of a text asks for, before the environment's font and colour are applied:
/// set by text modifiers, Markdown and attributed strings. An unset property takes the
/// value of the enclosing text (``inherit(_:)``).
struct TextAttributes: Equatable {
    var font: Font?
    var weight: Font.Weight?
    var isItalic = false
    var design: Font.Design?
    var isMonospaced = false
    var color: TextColor?
    var backgroundColor: Color?
    var underline: Decoration?
    var strikethrough: Decoration?
    var letterSpacing: CGFloat?
    var baselineOffset: CGFloat?
    var link: URL?
    var image: InlineImage?

    /// An explicit decoration setting: on (in a colour) or off.
    struct Decoration: Equatable {
        var isActive: Bool
        var color: Color?
    }

    /// Takes what is unset here from `outer`.
    mutating func inherit(_ outer: TextAttributes) {
        font = font ?? outer.font
        weight = weight ?? outer.weight
        isItalic = isItalic || outer.isItalic
        design = design ?? outer.design
        isMonospaced = isMonospaced || outer.isMonospaced
        color = color ?? outer.color
        backgroundColor = backgroundColor ?? outer.backgroundColor
        underline = underline ?? outer.underline
        strikethrough = strikethrough ?? outer.strikethrough
        letterSpacing = letterSpacing ?? outer.letterSpacing
        baselineOffset = baselineOffset ?? outer.baselineOffset
        link = link ?? outer.link
    }

    /// Applies a text modifier where nothing inside set the same thing.
    mutating func apply(_ modifier: TextModifier) {
        switch modifier {
        case .font(let value): font = font ?? value
        case .weight(let value): weight = weight ?? value
        case .italic: isItalic = true
        case .design(let value): design = design ?? value
        case .monospaced: isMonospaced = true
        case .color(let value): color = color ?? value
        case .strikethrough(let active, let color): strikethrough = strikethrough ?? Decoration(isActive: active, color: color)
        case .underline(let active, let color): underline = underline ?? Decoration(isActive: active, color: color)
        case .kerning(let value), .tracking(let value): letterSpacing = letterSpacing ?? value
        case .baselineOffset(let value): baselineOffset = baselineOffset ?? value
        }
    }

    /// What inline Markdown's presentation intent and link ask for: strong emphasis is
    /// bold, emphasis italic, code fixed-width, strikethrough struck through.
    init(intent: InlinePresentationIntent?, link: URL?) {
        if let intent {
            if intent.contains(.stronglyEmphasized) { weight = .bold }
            if intent.contains(.emphasized) { isItalic = true }
            if intent.contains(.code) { isMonospaced = true }
            if intent.contains(.strikethrough) { strikethrough = Decoration(isActive: true, color: nil) }
        }
        self.link = link
    }

    init() {}
}

/// A part of a text with its attributes.
struct TextSegment {
    var text: String
    var attributes: TextAttributes
}

/// Resolves a `Text` in an environment: looks up localized keys, reads their Markdown,
/// formats their values, and turns each part's attributes into a font and colour.
@MainActor
struct TextResolver {
    let environment: EnvironmentValues

    /// The text's characters and runs, with the font and colour of the text as a whole
    /// (when every part has the same, they are the text's, so they animate).
    func resolve(_ text: Text) -> (text: ResolvedText, font: Font, color: Color) {
        let baseFont = environment.resolvedFont
        let baseColor = environment.resolvedForeground
        // Most texts (a button's title, a label) are one plain string: it takes the
        // environment's font and colour, as the parts below would work out. A key without
        // values is translated once, whether or not its translation holds Markdown.
        let parts: [TextSegment]
        switch text.storage {
        case .verbatim(let string) where text.modifiers.isEmpty:
            return (ResolvedText(string: string), baseFont, baseColor)
        case .localized(let key, let table, let bundlePath) where text.modifiers.isEmpty:
            let format = translation(of: key, table: table, bundlePath: bundlePath)
            // Without Markdown, a key's values (numbers, strings) fill in its format as
            // plain text: one string (`Text("Row \(index)")`).
            if !InlineMarkdown.mightContainSyntax(format),
               let string = key.hasFormatting ? Self.plainFormatted(format, arguments: key.arguments) : format {
                return (ResolvedText(string: string), baseFont, baseColor)
            }
            parts = localizedSegments(key, format: format)
        default:
            parts = segments(of: text)
        }
        var pieces: [(String, TextRunStyle)] = []
        for segment in parts where !segment.text.isEmpty {
            let style = self.style(of: segment.attributes, baseFont: baseFont, baseColor: baseColor)
            if let last = pieces.last, last.1 == style {
                pieces[pieces.count - 1].0 += segment.text
            } else {
                pieces.append((segment.text, style))
            }
        }
        guard let first = pieces.first else { return (ResolvedText(string: ""), baseFont, baseColor) }
        if pieces.count == 1 {
            // One style throughout: its font and colour are the text's.
            var style = first.1
            let font = style.font ?? baseFont, color = style.color ?? baseColor
            style.font = nil
            style.color = nil
            let runs = style.isPlain ? [] : [TextRun(range: 0..<first.0.utf8.count, style: style)]
            return (ResolvedText(string: first.0, runs: runs), font, color)
        }
        var string = ""
        var runs: [TextRun] = []
        var offset = 0
        for (text, style) in pieces {
            let length = text.utf8.count
            if !style.isPlain { runs.append(TextRun(range: offset..<(offset + length), style: style)) }
            string += text
            offset += length
        }
        return (ResolvedText(string: string, runs: runs), baseFont, baseColor)
    }

    /// `format` with its specifiers replaced by `arguments`, when every value it takes is
    /// plain (a number or a string): what ``localizedSegments(_:format:)`` gives for a format
    /// without Markdown, as one string. Nil when a value carries styling (a `Text`, an
    /// attributed string, an image).
    private static func plainFormatted(_ format: String, arguments: [FormatArgument]) -> String? {
        var nextArgument = 0
        var string = ""
        for piece in PrintfFormat.format(format, arguments: arguments, nextArgument: &nextArgument) {
            switch piece {
            case .text(let text): string += text
            case .argument(let argument):
                guard let text = plainText(of: argument) else { return nil }
                string += text
            }
        }
        return string
    }

    /// The characters of a value without styling (a number or a string), or nil for one
    /// that carries its own (a `Text`, an attributed string, an image).
    private static func plainText(of argument: FormatArgument) -> String? {
        switch argument {
        case .string(let string): string
        case .signed(let value): String(value)
        case .unsigned(let value): String(value)
        case .floatingPoint(let value): String(describing: value)
        case .text, .attributed, .image: nil
        }
    }

    /// The translation of `key`, or the key itself.
    private func translation(of key: LocalizedStringKey, table: String?, bundlePath: String?) -> String {
        // Only a locale a view wrote is read: the default `locale` is made on demand, and
        // making one can load ICU.
        environment.stringLocalizer?.localizedString(
            forKey: key.key, table: table, bundlePath: bundlePath, localeIdentifier: environment.writtenLocale?.identifier) ?? key.key
    }

    /// The text's characters without styling (a `navigationTitle`, accessibility).
    func plainString(of text: Text) -> String {
        segments(of: text).map(\.text).joined()
    }

    /// The parts of `text`, each with its attributes, the text's modifiers applied.
    func segments(of text: Text) -> [TextSegment] {
        var segments: [TextSegment]
        switch text.storage {
        case .verbatim(let string):
            segments = [TextSegment(text: string, attributes: TextAttributes())]
        case .localized(let key, let table, let bundlePath):
            segments = localizedSegments(key, format: translation(of: key, table: table, bundlePath: bundlePath))
        case .attributed(let attributed):
            segments = attributedSegments(attributed)
        case .image(let image):
            segments = [imageSegment(image)]
        case .concatenated(let first, let second):
            segments = self.segments(of: first) + self.segments(of: second)
        }
        guard !text.modifiers.isEmpty else { return segments }
        var modified = TextAttributes()
        for modifier in text.modifiers { modified.apply(modifier) }
        for index in segments.indices { segments[index].attributes.inherit(modified) }
        return segments
    }

    /// A localized key whose translation (or itself) is `format`: read as inline Markdown
    /// with whitespace kept, its specifiers replaced run by run with the key's values.
    private func localizedSegments(_ key: LocalizedStringKey, format: String) -> [TextSegment] {
        let runs = InlineMarkdown.mightContainSyntax(format) ? InlineMarkdown.parse(format) : [MarkdownRun(text: format)]
        var segments: [TextSegment] = []
        var nextArgument = 0
        for run in runs {
            let attributes = TextAttributes(intent: run.intent, link: run.link)
            guard key.hasFormatting else {
                segments.append(TextSegment(text: run.text, attributes: attributes))
                continue
            }
            for piece in PrintfFormat.format(run.text, arguments: key.arguments, nextArgument: &nextArgument) {
                switch piece {
                case .text(let text):
                    segments.append(TextSegment(text: text, attributes: attributes))
                case .argument(let argument):
                    for var segment in argumentSegments(argument) {
                        segment.attributes.inherit(attributes)
                        segments.append(segment)
                    }
                }
            }
        }
        return segments
    }

    private func argumentSegments(_ argument: FormatArgument) -> [TextSegment] {
        if let text = Self.plainText(of: argument) { return [TextSegment(text: text, attributes: TextAttributes())] }
        switch argument {
        case .string, .signed, .unsigned, .floatingPoint: return []  // plain: above
        case .text(let text): return segments(of: text)
        case .attributed(let attributed): return attributedSegments(attributed)
        case .image(let image): return [imageSegment(image)]
        }
    }

    /// An attributed string's runs with the attributes Scenery draws. Never inlined: the
    /// run view's metadata, which Foundation's resilient types are looked up for at run
    /// time, would be fetched for every text that ``segments(of:)`` resolves.
    @inline(never)
    private func attributedSegments(_ attributed: AttributedString) -> [TextSegment] {
        attributed.runs.map { run in
            var attributes = TextAttributes(intent: run.inlinePresentationIntent, link: run.link)
            let scope = AttributeScopes.SwiftUIAttributes.self
            if let font = run[scope.FontAttribute.self] { attributes.font = font }
            if let color = run[scope.ForegroundColorAttribute.self] { attributes.color = TextColor(color) }
            if let color = run[scope.BackgroundColorAttribute.self] { attributes.backgroundColor = color }
            if let line = run[scope.UnderlineStyleAttribute.self] {
                attributes.underline = TextAttributes.Decoration(isActive: true, color: line.color)
            }
            if let line = run[scope.StrikethroughStyleAttribute.self] {
                attributes.strikethrough = TextAttributes.Decoration(isActive: true, color: line.color)
            }
            if let kern = run[scope.KerningAttribute.self] { attributes.letterSpacing = kern }
            if let tracking = run[scope.TrackingAttribute.self] { attributes.letterSpacing = tracking }
            if let offset = run[scope.BaselineOffsetAttribute.self] { attributes.baselineOffset = offset }
            return TextSegment(text: String(attributed[run.range].characters), attributes: attributes)
        }
    }

    /// An image stands in the text as U+FFFC OBJECT REPLACEMENT CHARACTER.
    private func imageSegment(_ image: Image) -> TextSegment {
        var attributes = TextAttributes()
        switch image.source {
        case .system(let name): attributes.image = .symbol(name)
        case .named(let name): attributes.image = .named(name)
        }
        return TextSegment(text: "\u{FFFC}", attributes: attributes)
    }

    /// The run style of `attributes` in this environment, relative to the text's font and
    /// colour: the environment's font with the view-level font modifiers, then the text's
    /// own; a link is drawn in the tint colour (the accent colour), as on macOS.
    private func style(of attributes: TextAttributes, baseFont: Font, baseColor: Color) -> TextRunStyle {
        var font = environment.fontAdjustments.apply(to: attributes.font ?? environment.font ?? .body)
        if let weight = attributes.weight { font.weight = weight }
        if attributes.isItalic { font.isItalic = true }
        if let design = attributes.design, ["sans-serif", "serif", "monospace"].contains(font.family) { font.family = design.family }
        if attributes.isMonospaced { font.family = Font.Design.monospaced.family }
        font = font.scaled(for: environment.dynamicTypeSize)
        let color = attributes.color?.resolve(in: environment)
            ?? (attributes.link != nil ? environment.tint.resolve(in: environment) : baseColor)
        var style = TextRunStyle()
        style.font = font == baseFont ? nil : font
        style.color = color == baseColor ? nil : color
        style.backgroundColor = attributes.backgroundColor?.resolve(in: environment)
        if let underline = attributes.underline, underline.isActive { style.underline = TextDecoration(color: underline.color?.resolve(in: environment)) }
        if let strikethrough = attributes.strikethrough, strikethrough.isActive {
            style.strikethrough = TextDecoration(color: strikethrough.color?.resolve(in: environment))
        }
        style.letterSpacing = attributes.letterSpacing
        style.baselineOffset = attributes.baselineOffset
        style.link = attributes.link
        style.image = attributes.image
        return style
    }
}

extension Text {
    /// The characters this text shows in `environment` (localized, without styling).
    @MainActor
    package func plainString(in environment: EnvironmentValues) -> String {
        TextResolver(environment: environment).plainString(of: self)
    }
}
