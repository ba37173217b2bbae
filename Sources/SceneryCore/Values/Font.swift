/// A font: a family, a size, a weight and a slant.
///
/// Sizes follow SwiftUI's macOS text styles, in points (1 point = 1 pixel at display scale 1).
/// System fonts use fontconfig's generic families (`sans-serif`, `serif`, `monospace`), so
/// they follow the system's font configuration; ``custom(_:size:)`` names a family.
public struct Font: Hashable, Sendable {
    /// The point size.
    package var size: Double
    /// The weight.
    package var weight: Weight
    /// The family name handed to Pango ("sans-serif" maps to the system sans face).
    package var family: String
    /// Whether the font is slanted.
    package var isItalic = false
    /// The text style whose size the font scales with under Dynamic Type; nil for a font
    /// of a fixed size (docs/appearance.md).
    package var textStyle: TextStyle?

    /// A system font's design.
    public enum Design: Hashable, Sendable {
        /// The system's sans-serif face.
        case `default`
        /// A serif face.
        case serif
        /// A rounded face; fontconfig has no generic rounded family, so this is the sans face.
        case rounded
        /// A fixed-width face.
        case monospaced

        /// The fontconfig family for the design.
        package var family: String {
            switch self {
            case .default, .rounded: "sans-serif"
            case .serif: "serif"
            case .monospaced: "monospace"
            }
        }
    }

    /// A font weight.
    public struct Weight: Hashable, Sendable {
        /// The OpenType weight (100–900).
        package var value: Int
        /// A weight of this OpenType value.
        package init(value: Int) { self.value = value }
        public static let ultraLight = Weight(value: 100)
        public static let thin = Weight(value: 200)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
        public static let black = Weight(value: 900)
    }

    package init(size: Double, weight: Weight = .regular, family: String = "sans-serif", textStyle: TextStyle? = nil) {
        self.size = size
        self.weight = weight
        self.family = family
        self.textStyle = textStyle
    }

    /// A system font of the given size, weight and design.
    nonisolated public static func system(size: Double, weight: Weight = .regular, design: Design = .default) -> Font {
        Font(size: size, weight: weight, family: design.family)
    }

    /// A system font in a text style's size (scaling with Dynamic Type), with a design
    /// and weight.
    nonisolated public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        let base = style.font
        return Font(size: base.size, weight: weight ?? base.weight, family: (design ?? .default).family, textStyle: style)
    }

    /// A font of the named family (fontconfig resolves the name, with the system's
    /// fallbacks for characters the family lacks). Its size scales with Dynamic Type as
    /// the body style's does.
    nonisolated public static func custom(_ name: String, size: Double) -> Font {
        Font(size: size, family: name, textStyle: .body)
    }

    /// A font of the named family whose size scales with Dynamic Type as `textStyle`'s does.
    nonisolated public static func custom(_ name: String, size: Double, relativeTo textStyle: TextStyle) -> Font {
        Font(size: size, family: name, textStyle: textStyle)
    }

    /// A font of the named family at a size that does not scale.
    nonisolated public static func custom(_ name: String, fixedSize: Double) -> Font {
        Font(size: fixedSize, family: name)
    }

    /// This font, slanted.
    nonisolated public func italic() -> Font {
        var copy = self
        copy.isItalic = true
        return copy
    }

    /// This font's fixed-width variant: the system's monospaced face at the same size.
    nonisolated public func monospaced() -> Font {
        var copy = self
        copy.family = Design.monospaced.family
        return copy
    }

    /// This font with another weight.
    nonisolated public func weight(_ weight: Weight) -> Font {
        var copy = self
        copy.weight = weight
        return copy
    }

    /// This font in bold.
    nonisolated public func bold() -> Font { weight(.bold) }

    /// The largeTitle text style.
    nonisolated public static let largeTitle = Font(size: 26, textStyle: .largeTitle)
    /// The title text style.
    nonisolated public static let title = Font(size: 22, textStyle: .title)
    /// The title2 text style.
    nonisolated public static let title2 = Font(size: 17, textStyle: .title2)
    /// The title3 text style.
    nonisolated public static let title3 = Font(size: 15, textStyle: .title3)
    /// The headline text style.
    nonisolated public static let headline = Font(size: 13, weight: .bold, textStyle: .headline)
    /// The subheadline text style.
    nonisolated public static let subheadline = Font(size: 11, textStyle: .subheadline)
    /// The body text style.
    nonisolated public static let body = Font(size: 13, textStyle: .body)
    /// The callout text style.
    nonisolated public static let callout = Font(size: 12, textStyle: .callout)
    /// The footnote text style.
    nonisolated public static let footnote = Font(size: 10, textStyle: .footnote)
    /// The caption text style.
    nonisolated public static let caption = Font(size: 10, textStyle: .caption)
    /// The caption2 text style.
    nonisolated public static let caption2 = Font(size: 10, textStyle: .caption2)
}
