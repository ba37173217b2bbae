public import Foundation

/// The key of a localized string: a string literal (or interpolation) that `Text` looks up
/// in the app's `Localizable.strings` for the current locale, falling back to the key.
///
/// An interpolation becomes a format key, as in SwiftUI: `"Hello, \(name)!"` is the key
/// `Hello, %@!`, `"\(count) items"` is `%lld items`, `"\(ratio, specifier: "%.1f")"` is
/// `%.1f`, and a `%` in the literal text is written `%%`. The translation found for the
/// key is formatted with the interpolated values (positional specifiers such as `%1$@`
/// too) and its text is read as inline Markdown. docs/text.md describes the lookup.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// The key looked up: the literal, or the format key of an interpolation.
    package let key: String
    /// The interpolated values, in order.
    package let arguments: [FormatArgument]
    /// Whether the key is a format (made by interpolation): only then are its specifiers
    /// replaced and `%%` read as `%`.
    package let hasFormatting: Bool

    /// A key of the string `value` as it is (a string variable made into a key).
    public init(_ value: String) {
        key = value
        arguments = []
        hasFormatting = false
    }

    /// A key of a string literal.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// A key of an interpolated string literal: its format key and its values.
    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.key
        arguments = stringInterpolation.arguments
        hasFormatting = true
    }

    /// Builds a ``LocalizedStringKey`` from an interpolated string literal: literal text
    /// goes into the key (with `%` doubled), each value adds its format specifier.
    public struct StringInterpolation: StringInterpolationProtocol {
        var key = ""
        var arguments: [FormatArgument] = []

        /// Starts an interpolation.
        public init(literalCapacity: Int, interpolationCount: Int) {
            key.reserveCapacity(literalCapacity + 2 * interpolationCount)
        }

        /// Appends literal text.
        public mutating func appendLiteral(_ literal: String) {
            // Most literals hold no `%`: they are appended as they are, without the
            // generic `replacing`, which cost ten thousand instructions a literal.
            guard literal.utf8.contains(UInt8(ascii: "%")) else {
                key += literal
                return
            }
            for character in literal.unicodeScalars {
                key.unicodeScalars.append(character)
                if character == "%" { key.unicodeScalars.append("%") }
            }
        }

        /// Appends a string (`%@`).
        public mutating func appendInterpolation(_ string: String) {
            key += "%@"
            arguments.append(.string(string))
        }

        /// Appends a string (`%@`).
        public mutating func appendInterpolation<S: StringProtocol>(_ string: S) {
            appendInterpolation(String(string))
        }

        /// Appends a number in its format specifier (`%lld` for `Int`, `%lf` for `Double`…).
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
            appendInterpolation(value, specifier: value._specifier)
        }

        /// Appends a number formatted with a printf specifier, such as `"%.2f"`.
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
            key += specifier
            arguments.append(value.formatArgument)
        }

        /// Appends a value formatted with a format style (`%@`).
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
            appendInterpolation(format.format(input))
        }

        /// Appends a `Text`, keeping its styling (`%@`).
        public mutating func appendInterpolation(_ text: Text) {
            key += "%@"
            arguments.append(.text(text))
        }

        /// Appends an attributed string, keeping its attributes (`%@`).
        public mutating func appendInterpolation(_ attributedString: AttributedString) {
            key += "%@"
            arguments.append(.attributed(attributedString))
        }

        /// Appends an image, drawn inline in the text (`%@`).
        public mutating func appendInterpolation(_ image: Image) {
            key += "%@"
            arguments.append(.image(image))
        }

        /// Appends a value with a custom description (`%@`): what `String(describing:)` gives.
        /// (SwiftUI takes Foundation's reference-convertible values — `URL`, `UUID`,
        /// `Date` — this way; Scenery takes any.)
        @_disfavoredOverload
        public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: T) {
            appendInterpolation(String(describing: value))
        }
    }
}

extension LocalizedStringKey.StringInterpolation {
    /// Appends a value formatted by a Foundation formatter (`%@`); without one, its
    /// description.
    public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter? = nil) {
        if let formatter, let text = formatter.string(for: subject) {
            appendInterpolation(text)
        } else {
            appendInterpolation(String(describing: subject))
        }
    }

    /// Appends an object formatted by a Foundation formatter (`%@`); without one, its description.
    public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) {
        appendInterpolation((formatter?.string(for: subject)) ?? subject.description)
    }
}

/// A value interpolated into a ``LocalizedStringKey``.
package enum FormatArgument: Equatable, Sendable {
    case string(String)
    case signed(Int64)
    case unsigned(UInt64)
    case floatingPoint(Double)
    case text(Text)
    case attributed(AttributedString)
    case image(Image)
}

/// A number SwiftUI formats with a printf specifier when it is interpolated into a
/// ``LocalizedStringKey``. The conforming types are the standard integer and floating-point
/// types; the specifier is the one Apple's string extraction uses for them (`%lld` for
/// `Int`, `%d` for `Int32`, `%llu` for `UInt`, `%lf` for `Double`, `%f` for `Float`).
public protocol _FormatSpecifiable: Equatable {
    /// The value handed to the formatter.
    associatedtype _Arg: CVarArg
    /// The value handed to the formatter.
    var _arg: _Arg { get }
    /// The printf specifier of the type.
    var _specifier: String { get }
}

extension _FormatSpecifiable {
    /// The value as a format argument.
    var formatArgument: FormatArgument {
        func integer<I: BinaryInteger>(_ value: I) -> FormatArgument {
            I.isSigned ? .signed(Int64(truncatingIfNeeded: value)) : .unsigned(UInt64(truncatingIfNeeded: value))
        }
        switch _arg {
        case let value as any BinaryInteger: return integer(value)
        case let value as Double: return .floatingPoint(value)
        case let value as Float: return .floatingPoint(Double(value))
        default: return .string(String(describing: _arg))
        }
    }
}

extension Int: _FormatSpecifiable {
    /// The value the formatter gets.
    public var _arg: Int64 { Int64(self) }
    /// The printf specifier of the type.
    public var _specifier: String { "%lld" }
}
extension Int8: _FormatSpecifiable {
    /// The value the formatter gets.
    public var _arg: Int32 { Int32(self) }
    /// The printf specifier of the type.
    public var _specifier: String { "%d" }
}
extension Int16: _FormatSpecifiable {
    /// The value the formatter gets.
    public var _arg: Int32 { Int32(self) }
    /// The printf specifier of the type.
    public var _specifier: String { "%d" }
}
extension Int32: _FormatSpecifiable {
    /// The value the formatter gets.
    public var _arg: Int32 { self }
    /// The printf specifier of the type.
    public var _specifier: String { "%d" }
}
extension Int64: _FormatSpecifiable {
    /// The value the formatter gets.
    public var _arg: Int64 { self }
    /// The printf specifier of the type.
    public var _specifier: String { "%lld" }
}
extension UInt: _FormatSpecifiable {
    /// The value the formatter gets.
    public var _arg: UInt64 { UInt64(self) }
    /// The printf specifier of the type.
    public var _specifier: String { "%llu" }
}
extension UInt8: _FormatSpecifiable {
    /// The value the formatter gets.
    public var _arg: UInt32 { UInt32(self) }
    /// The printf specifier of the type.
    public var _specifier: String { "%u" }
}
extension UInt16: _FormatSpecifiable {
    /// The value the formatter gets.
    public var _arg: UInt32 { UInt32(self) }
    /// The printf specifier of the type.
    public var _specifier: String { "%u" }
}
extension UInt32: _FormatSpecifiable {
    /// The value the formatter gets.
    public var _arg: UInt32 { self }
    /// The printf specifier of the type.
    public var _specifier: String { "%u" }
}
extension UInt64: _FormatSpecifiable {
    /// The value the formatter gets.
    public var _arg: UInt64 { self }
    /// The printf specifier of the type.
    public var _specifier: String { "%llu" }
}
extension Float: _FormatSpecifiable {
    /// The value the formatter gets.
    public var _arg: Double { Double(self) }
    /// The printf specifier of the type.
    public var _specifier: String { "%f" }
}
extension Double: _FormatSpecifiable {
    /// The value the formatter gets.
    public var _arg: Double { self }
    /// The printf specifier of the type.
    public var _specifier: String { "%lf" }
}
extension CGFloat: _FormatSpecifiable {
    /// The value the formatter gets.
    public var _arg: Double { Double(self) }
    /// The printf specifier of the type.
    public var _specifier: String { "%lf" }
}

extension LocalizedStringKey {
    /// `format` (this key's translation) formatted with this key's values as plain text:
    /// a `Text` value gives its characters as written, an image nothing. Without
    /// interpolation the format is the text.
    package func formatted(_ format: String) -> String {
        guard hasFormatting else { return format }
        var next = 0
        return PrintfFormat.format(format, arguments: arguments, nextArgument: &next).map { piece in
            switch piece {
            case .text(let text): text
            case .argument(let argument): argument.plainText
            }
        }.joined()
    }
}

extension FormatArgument {
    /// The value's characters without styling or localization.
    var plainText: String {
        switch self {
        case .string(let text): text
        case .signed(let value): String(value)
        case .unsigned(let value): String(value)
        case .floatingPoint(let value): String(describing: value)
        case .text(let text): text.verbatimCharacters
        case .attributed(let attributed): String(attributed.characters)
        case .image: ""
        }
    }
}

extension Text {
    /// The characters of this text as written (keys unlocalized, Markdown kept).
    nonisolated var verbatimCharacters: String {
        switch storage {
        case .verbatim(let text): text
        case .localized(let key, _, _): key.formatted(key.key)
        case .attributed(let attributed): String(attributed.characters)
        case .image: ""
        case .concatenated(let first, let second): first.verbatimCharacters + second.verbatimCharacters
        }
    }
}
