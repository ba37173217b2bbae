/// A change a `Text` modifier makes to the text's runs. Modifiers apply where the text
/// inside does not say otherwise: an inner text's own modifier, or an attributed
/// string's attribute, wins (`Text("a").foregroundColor(.red) + Text("b")` then
/// `.foregroundColor(.blue)` draws a red "a" and a blue "b").
enum TextModifier: Equatable, Sendable {
    case font(Font)
    case weight(Font.Weight)
    case italic
    case design(Font.Design)
    case monospaced
    case color(TextColor)
    case strikethrough(Bool, Color?)
    case underline(Bool, Color?)
    case kerning(CGFloat)
    case tracking(CGFloat)
    case baselineOffset(CGFloat)
}

/// A text colour: a colour, or a shape style resolved in the environment where the text
/// is shown.
struct TextColor: Equatable, Sendable {
    let style: any ShapeStyle

    init(_ style: any ShapeStyle) {
        self.style = style
    }

    func resolve(in environment: EnvironmentValues) -> Color { style.resolve(in: environment) }

    /// Styles of one `Equatable` type compare with `==`; others by their values'
    /// reflections. Worked out when compared, not when the text is made: a reflection
    /// costs tens of thousands of instructions, and most texts are never compared.
    static func == (a: TextColor, b: TextColor) -> Bool {
        if type(of: a.style) == type(of: b.style), let equatable = a.style as? any Equatable {
            return equatable.isEqual(to: b.style)
        }
        return String(reflecting: a.style) == String(reflecting: b.style)
    }
}

extension Equatable {
    /// Whether `other` is a value of this type equal to this one.
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}

extension Text {
    nonisolated private func adding(_ modifier: TextModifier) -> Text {
        var copy = self
        copy.modifiers.append(modifier)
        return copy
    }

    /// This text in `font` (nil: the environment's font).
    nonisolated public func font(_ font: Font?) -> Text {
        guard let font else { return self }
        return adding(.font(font))
    }

    /// This text in `weight` (nil: the font's own).
    nonisolated public func fontWeight(_ weight: Font.Weight?) -> Text {
        guard let weight else { return self }
        return adding(.weight(weight))
    }

    /// This text in bold.
    nonisolated public func bold() -> Text { adding(.weight(.bold)) }

    /// This text in bold when `isActive`.
    nonisolated public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }

    /// This text in italics.
    nonisolated public func italic() -> Text { adding(.italic) }

    /// This text in italics when `isActive`.
    nonisolated public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }

    /// This text in a system font design (a custom family stays).
    nonisolated public func fontDesign(_ design: Font.Design?) -> Text {
        guard let design else { return self }
        return adding(.design(design))
    }

    /// This text in the fixed-width face when `isActive`.
    nonisolated public func monospaced(_ isActive: Bool = true) -> Text { isActive ? adding(.monospaced) : self }

    /// This text with fixed-width digits. Scenery's fonts are drawn as they are; the text
    /// is unchanged.
    nonisolated public func monospacedDigit() -> Text { self }

    /// This text in `color` (nil: the environment's foreground style).
    nonisolated public func foregroundColor(_ color: Color?) -> Text {
        guard let color else { return self }
        return adding(.color(TextColor(color)))
    }

    /// This text in a style (a colour, `.tint`, `.secondary`…).
    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { adding(.color(TextColor(style))) }

    /// This text struck through (when `isActive`), in `color` or the text's colour.
    nonisolated public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        adding(.strikethrough(isActive, color))
    }

    /// This text struck through with a line style (Scenery draws every pattern as a solid line).
    nonisolated public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> Text {
        adding(.strikethrough(isActive, color))
    }

    /// This text underlined (when `isActive`), in `color` or the text's colour.
    nonisolated public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        adding(.underline(isActive, color))
    }

    /// This text underlined with a line style (Scenery draws every pattern as a solid line).
    nonisolated public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> Text {
        adding(.underline(isActive, color))
    }

    /// This text with `kerning` points of extra space after each character.
    nonisolated public func kerning(_ kerning: CGFloat) -> Text { adding(.kerning(kerning)) }

    /// This text with `tracking` points of extra space after each character.
    nonisolated public func tracking(_ tracking: CGFloat) -> Text { adding(.tracking(tracking)) }

    /// This text raised by `baselineOffset` points (lowered when negative).
    nonisolated public func baselineOffset(_ baselineOffset: CGFloat) -> Text { adding(.baselineOffset(baselineOffset)) }

    /// A line drawn under or through text: `underlineStyle` and `strikethroughStyle` in an
    /// attributed string.
    public struct LineStyle: Hashable, Sendable {
        /// The pattern of the line.
        public enum Pattern: Hashable, Sendable {
            /// A solid line, and the dotted and dashed patterns (which Scenery draws solid).
            case solid, dot, dash, dashDot, dashDotDot
        }

        /// The pattern (drawn solid by Scenery).
        public var pattern: Pattern
        /// The colour (nil: the text's).
        public var color: Color?

        /// A line of a pattern and colour.
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A solid line in the text's colour.
        public static let single = LineStyle()
    }

    /// Draws one text after another as one text: each keeps its styling, and the result
    /// wraps, aligns and truncates as one.
    nonisolated public static func + (lhs: Text, rhs: Text) -> Text {
        Text(storage: .concatenated(lhs, rhs))
    }
}
