public import Foundation

extension PersonNameComponents {
    /// Formats a person's name, as Apple's Foundation does for Western names:
    ///
    /// - `.short`: the nickname, else the given name (else the family name) — "Johnny";
    /// - `.medium` and `.default`: given and family name — "John Appleseed";
    /// - `.long`: prefix, given, middle and family name, suffix — "Dr. John Maria Appleseed Jr.";
    /// - `.abbreviated`: the initials of the given and family name — "JA".
    ///
    /// A name written in a script that puts the family name first (Han, Hiragana, Katakana,
    /// Hangul) is written family name first without spaces ("山田太郎"), as Apple does for
    /// such names. Other locale-dependent orders and the `locale` are not applied: Scenery
    /// has no name-order data for other languages (docs/text.md).
    public struct FormatStyle: Foundation.FormatStyle, ParseableFormatStyle, Codable, Hashable, Sendable {
        /// How much of the name is written.
        public enum Style: Int, Codable, Hashable, Sendable, CaseIterable {
            /// Given and family name.
            case `default`
            /// The nickname or the given name.
            case short
            /// Given and family name.
            case medium
            /// Every component.
            case long
            /// Initials.
            case abbreviated
        }

        /// How much of the name is written.
        public var style: Style
        /// The locale (kept; see the type's note on ordering).
        public var locale: Locale

        /// A style; `locale` defaults to the POSIX locale (Scenery reads no locale data).
        public init(style: Style = .default, locale: Locale = Locale(identifier: "en_US_POSIX")) {
            self.style = style
            self.locale = locale
        }

        /// This style in `locale`.
        public func locale(_ locale: Locale) -> FormatStyle {
            var copy = self
            copy.locale = locale
            return copy
        }

        /// The name written in this style.
        public func format(_ value: PersonNameComponents) -> String {
            PersonNameWriter(value).write(style)
        }

        /// Reads names back (``PersonNameComponents/ParseStrategy``).
        public var parseStrategy: PersonNameComponents.ParseStrategy { PersonNameComponents.ParseStrategy() }
    }

    /// The name written in the default style ("John Appleseed").
    public func formatted() -> String { FormatStyle().format(self) }

    /// The name written in `style`.
    public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput where S.FormatInput == PersonNameComponents {
        style.format(self)
    }
}

extension FormatStyle where Self == PersonNameComponents.FormatStyle {
    /// A person-name style: `name.formatted(.name(style: .long))`,
    /// `TextField("Name", value: $name, format: .name(style: .medium))`.
    public static func name(style: PersonNameComponents.FormatStyle.Style) -> PersonNameComponents.FormatStyle {
        PersonNameComponents.FormatStyle(style: style)
    }
}

/// Writes one name in a style.
struct PersonNameWriter {
    let name: PersonNameComponents

    init(_ name: PersonNameComponents) { self.name = name }

    private func clean(_ part: String?) -> String? {
        guard let part else { return nil }
        let trimmed = part.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : trimmed
    }

    /// Whether the name is written in a script whose names put the family name first.
    var isFamilyNameFirst: Bool {
        let parts = [name.givenName, name.familyName].compactMap(clean)
        guard !parts.isEmpty else { return false }
        return parts.allSatisfy { part in
            part.unicodeScalars.allSatisfy { scalar in
                switch scalar.value {
                case 0x1100...0x11FF, 0x3040...0x30FF, 0x3130...0x318F, 0x3400...0x4DBF, 0x4E00...0x9FFF,
                     0xAC00...0xD7AF, 0xF900...0xFAFF, 0x20000...0x2FFFF:
                    true
                default:
                    scalar == "・" || scalar == "·"
                }
            }
        }
    }

    func write(_ style: PersonNameComponents.FormatStyle.Style) -> String {
        let given = clean(name.givenName), family = clean(name.familyName), middle = clean(name.middleName)
        let eastern = isFamilyNameFirst
        let join: ([String?]) -> String = { parts in parts.compactMap { $0 }.joined(separator: eastern ? "" : " ") }
        switch style {
        case .short:
            return clean(name.nickname) ?? given ?? family ?? ""
        case .default, .medium:
            return eastern ? join([family, given]) : join([given, family])
        case .long:
            let core = eastern ? join([family, middle, given]) : join([given, middle, family])
            return [clean(name.namePrefix), core.isEmpty ? nil : core, clean(name.nameSuffix)].compactMap { $0 }.joined(separator: " ")
        case .abbreviated:
            let initials = (eastern ? [family, given] : [given, family]).compactMap { $0?.first }.map { String($0).uppercased() }
            return initials.joined()
        }
    }
}

extension PersonNameComponents {
    /// Reads a written name into its components: `Dr. John Maria Appleseed Jr.` gives the
    /// prefix `Dr.`, given name `John`, middle name `Maria`, family name `Appleseed` and
    /// suffix `Jr.`; `Appleseed, John` gives family and given name. The words before the
    /// last are given and middle names; a single word is a given name. Prefixes and
    /// suffixes are recognised from common English ones (Mr, Mrs, Ms, Miss, Mx, Dr, Prof,
    /// Sir, Dame, Rev; Jr, Sr, II–V, PhD, MD, Esq), with or without a period.
    public struct ParseStrategy: Foundation.ParseStrategy, Codable, Hashable, Sendable {
        /// Why a name could not be read.
        public struct ParseError: Error, CustomStringConvertible, Sendable {
            /// What went wrong.
            public var description: String
        }

        /// A strategy.
        public init() {}

        /// The components of a written name; throws for text with no name in it.
        public func parse(_ value: String) throws -> PersonNameComponents {
            var components = PersonNameComponents()
            let text = value.trimmingCharacters(in: .whitespacesAndNewlines)
            if let comma = text.firstIndex(of: ",") {
                let family = text[..<comma].trimmingCharacters(in: .whitespaces)
                let rest = text[text.index(after: comma)...].split(whereSeparator: \.isWhitespace).map(String.init)
                guard !family.isEmpty else { throw ParseError(description: "'\(value)' has no family name before its comma") }
                components.familyName = family
                var words = rest
                if let last = words.last, Self.isSuffix(last) { components.nameSuffix = words.removeLast() }
                if let first = words.first { components.givenName = first }
                if words.count > 1 { components.middleName = words.dropFirst().joined(separator: " ") }
                return components
            }
            var words = text.split(whereSeparator: \.isWhitespace).map(String.init)
            guard !words.isEmpty else { throw ParseError(description: "'\(value)' holds no name") }
            if words.count > 1, Self.isPrefix(words[0]) { components.namePrefix = words.removeFirst() }
            if words.count > 1, let last = words.last, Self.isSuffix(last) { components.nameSuffix = words.removeLast() }
            if words.count == 1 {
                components.givenName = words[0]
            } else {
                components.givenName = words[0]
                components.familyName = words[words.count - 1]
                if words.count > 2 { components.middleName = words[1..<(words.count - 1)].joined(separator: " ") }
            }
            return components
        }

        private static func normalized(_ word: String) -> String {
            word.lowercased().filter { $0 != "." && $0 != "," }
        }

        static func isPrefix(_ word: String) -> Bool {
            ["mr", "mrs", "ms", "miss", "mx", "dr", "prof", "sir", "dame", "rev"].contains(normalized(word))
        }

        static func isSuffix(_ word: String) -> Bool {
            ["jr", "sr", "ii", "iii", "iv", "v", "phd", "md", "esq"].contains(normalized(word))
        }
    }
}
