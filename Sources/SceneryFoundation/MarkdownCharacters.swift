/// How CommonMark classifies characters, and its character references.
enum MarkdownCharacters {
    /// Unicode whitespace: the space separators (Zs), tab, line feed, form feed, carriage return.
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case " ", "\t", "\n", "\r", "\u{0C}": return true
        default: return scalar.value > 0x7F && scalar.properties.generalCategory == .spaceSeparator
        }
    }

    /// ASCII punctuation: what a backslash escapes.
    static func isASCIIPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x21...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E: return true
        default: return false
        }
    }

    /// Unicode punctuation: ASCII punctuation and the punctuation (P*) and symbol (S*)
    /// categories.
    static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return isASCIIPunctuation(scalar) }
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
             .initialPunctuation, .finalPunctuation, .otherPunctuation,
             .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            return true
        default:
            return false
        }
    }

    /// The characters that can start inline syntax; text without any of them is plain.
    static func isSpecial(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "*", "_", "~", "`", "[", "]", "<", "\\", "&", "\n": return true
        default: return false
        }
    }

    /// The named character references Scenery decodes (the common ones of HTML's list).
    static let entities: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}",
        "copy": "©", "reg": "®", "trade": "™", "hellip": "…", "mdash": "—", "ndash": "–",
        "lsquo": "‘", "rsquo": "’", "ldquo": "“", "rdquo": "”", "laquo": "«", "raquo": "»",
        "euro": "€", "pound": "£", "yen": "¥", "cent": "¢", "sect": "§", "para": "¶",
        "middot": "·", "bull": "•", "deg": "°", "plusmn": "±", "times": "×", "divide": "÷",
        "shy": "\u{AD}", "zwj": "\u{200D}", "zwnj": "\u{200C}",
    ]

    /// The character reference at `index` (`&name;`, `&#123;`, `&#x7B;`): what it stands
    /// for and the index after it; nil when there is none.
    static func entity(in scalars: [Unicode.Scalar], at index: Int) -> (String, Int)? {
        guard index < scalars.count, scalars[index] == "&" else { return nil }
        var i = index + 1
        if i < scalars.count, scalars[i] == "#" {
            i += 1
            var hex = false
            if i < scalars.count, scalars[i] == "x" || scalars[i] == "X" {
                hex = true
                i += 1
            }
            let start = i
            while i < scalars.count, i - start < (hex ? 6 : 7),
                  hex ? scalars[i].properties.isASCIIHexDigit : ("0"..."9").contains(scalars[i]) {
                i += 1
            }
            guard i > start, i < scalars.count, scalars[i] == ";" else { return nil }
            let digits = String(String.UnicodeScalarView(scalars[start..<i]))
            guard let value = UInt32(digits, radix: hex ? 16 : 10) else { return nil }
            let scalar = value == 0 ? nil : Unicode.Scalar(value)
            return (String(Character(scalar ?? "\u{FFFD}")), i + 1)
        }
        let start = i
        while i < scalars.count, i - start < 32, scalars[i].properties.isAlphabetic || ("0"..."9").contains(scalars[i]) {
            i += 1
        }
        guard i > start, i < scalars.count, scalars[i] == ";",
              let text = entities[String(String.UnicodeScalarView(scalars[start..<i]))] else { return nil }
        return (text, i + 1)
    }
}
