/// A `.strings` file: the classic `"key" = "value";` format of Apple's string tables
/// (an old-style property list dictionary, with or without its braces).
///
/// Keys and values are quoted strings (or bare words of letters, digits and `_$+/:.-`);
/// `"key";` alone maps the key to itself. Comments are `/* … */` and `// …`. Escapes:
/// `\n`, `\t`, `\r`, `\"`, `\'`, `\\`, `\a`, `\b`, `\f`, `\v`, `\0`–`\377` (octal),
/// `\U1234` and `\u1234` (UTF-16, surrogate pairs combined). The file is UTF-8, or
/// UTF-16 with a byte-order mark (or without one, recognised by its zero bytes).
package enum StringsFile {
    /// Why a file could not be read: where and what.
    package struct ParseError: Error, Equatable, CustomStringConvertible {
        package var line: Int
        package var column: Int
        package var message: String
        package var description: String { "line \(line), column \(column): \(message)" }
    }

    /// The text of a strings file's bytes, decoded by its byte-order mark.
    package static func decode(_ bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return String(validating: bytes.dropFirst(3), as: UTF8.self) }
        if bytes.starts(with: [0xFF, 0xFE]) { return utf16(bytes.dropFirst(2), bigEndian: false) }
        if bytes.starts(with: [0xFE, 0xFF]) { return utf16(bytes.dropFirst(2), bigEndian: true) }
        // UTF-16 without a mark: ASCII characters leave every other byte zero.
        if bytes.count >= 2, bytes.count % 2 == 0 {
            if bytes[0] != 0 && bytes[1] == 0 { return utf16(bytes[...], bigEndian: false) }
            if bytes[0] == 0 && bytes[1] != 0 { return utf16(bytes[...], bigEndian: true) }
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func utf16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) -> String? {
        guard bytes.count % 2 == 0 else { return nil }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let first = UInt16(bytes[index]), second = UInt16(bytes[index + 1])
            units.append(bigEndian ? first << 8 | second : second << 8 | first)
            index += 2
        }
        return String(validating: units, as: UTF16.self)
    }

    /// The entries of a strings file's text; a later entry for the same key wins.
    package static func parse(_ text: String) throws(ParseError) -> [String: String] {
        var parser = StringsFileParser(text)
        return try parser.parse()
    }
}

/// Reads the text of a strings file (see ``StringsFile``).
struct StringsFileParser {
    private let scalars: [Unicode.Scalar]
    private var index = 0

    init(_ text: String) { scalars = Array(text.unicodeScalars) }

    mutating func parse() throws(StringsFile.ParseError) -> [String: String] {
        var entries: [String: String] = [:]
        try skipSpaceAndComments()
        let braced = peek == "{"
        if braced {
            index += 1
        }
        while true {
            try skipSpaceAndComments()
            guard let next = peek else {
                if braced { throw error("the file ends before the closing '}'") }
                return entries
            }
            if braced && next == "}" {
                index += 1
                try skipSpaceAndComments()
                guard peek == nil else { throw error("unexpected text after the closing '}'") }
                return entries
            }
            let key = try readString(what: "a key")
            try skipSpaceAndComments()
            var value = key
            if peek == "=" {
                index += 1
                try skipSpaceAndComments()
                value = try readString(what: "a value after '='")
                try skipSpaceAndComments()
            }
            guard peek == ";" else {
                throw error(peek == nil ? "the file ends where ';' should end the entry for \"\(key)\""
                                        : "expected ';' after the entry for \"\(key)\", found '\(peek!)'")
            }
            index += 1
            entries[key] = value
        }
    }

    private var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    /// The 1-based line and column of `position`.
    private func location(_ position: Int) -> (Int, Int) {
        var line = 1, column = 1
        for scalar in scalars[..<min(position, scalars.count)] {
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return (line, column)
    }

    private func error(_ message: String, at position: Int? = nil) -> StringsFile.ParseError {
        let (line, column) = location(position ?? index)
        return StringsFile.ParseError(line: line, column: column, message: message)
    }

    private mutating func skipSpaceAndComments() throws(StringsFile.ParseError) {
        while let scalar = peek {
            if scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{0C}" || scalar == "\u{FEFF}" {
                index += 1
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                let start = index
                index += 2
                while index + 1 < scalars.count, !(scalars[index] == "*" && scalars[index + 1] == "/") { index += 1 }
                guard index + 1 < scalars.count else { throw error("a /* comment is not closed", at: start) }
                index += 2
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                while let next = peek, next != "\n" { index += 1 }
            } else {
                return
            }
        }
    }

    private static func isBareCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "_", "$", "+", "/", ":", ".", "-": true
        default: false
        }
    }

    private mutating func readString(what: String) throws(StringsFile.ParseError) -> String {
        guard let first = peek else { throw error("the file ends where \(what) should be") }
        if first == "\"" || first == "'" { return try readQuoted(first) }
        guard Self.isBareCharacter(first) else { throw error("expected \(what) (a quoted string), found '\(first)'") }
        var text = ""
        while let scalar = peek, Self.isBareCharacter(scalar) {
            text.unicodeScalars.append(scalar)
            index += 1
        }
        return text
    }

    private mutating func readQuoted(_ quote: Unicode.Scalar) throws(StringsFile.ParseError) -> String {
        let start = index
        index += 1
        var text = ""
        var pendingHighSurrogate: UInt32?
        func append(_ scalar: Unicode.Scalar) {
            if pendingHighSurrogate != nil { text.append("\u{FFFD}") }
            pendingHighSurrogate = nil
            text.unicodeScalars.append(scalar)
        }
        while true {
            guard let scalar = peek else { throw error("a string is not closed (it starts here)", at: start) }
            index += 1
            if scalar == quote { break }
            guard scalar == "\\" else {
                append(scalar)
                continue
            }
            guard let escaped = peek else { throw error("the file ends inside an escape", at: index - 1) }
            index += 1
            switch escaped {
            case "n": append("\n")
            case "t": append("\t")
            case "r": append("\r")
            case "a": append("\u{07}")
            case "b": append("\u{08}")
            case "f": append("\u{0C}")
            case "v": append("\u{0B}")
            case "0"..."7":
                var value = escaped.value - 48
                var digits = 1
                while digits < 3, let next = peek, ("0"..."7").contains(next) {
                    value = value * 8 + next.value - 48
                    index += 1
                    digits += 1
                }
                append(Unicode.Scalar(value) ?? "\u{FFFD}")
            case "U", "u":
                var value: UInt32 = 0
                var digits = 0
                while digits < 4, let next = peek, let digit = next.properties.isASCIIHexDigit ? UInt32(String(next), radix: 16) : nil {
                    value = value * 16 + digit
                    index += 1
                    digits += 1
                }
                guard digits > 0 else { throw error("\\\(escaped) must be followed by hexadecimal digits", at: index - 2) }
                if (0xD800...0xDBFF).contains(value) {
                    if pendingHighSurrogate != nil { text.append("\u{FFFD}") }
                    pendingHighSurrogate = value
                } else if (0xDC00...0xDFFF).contains(value), let high = pendingHighSurrogate {
                    pendingHighSurrogate = nil
                    text.unicodeScalars.append(Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00))!)
                } else {
                    append(Unicode.Scalar(value) ?? "\u{FFFD}")
                }
            default:
                // \" \' \\ and any other character stand for themselves.
                append(escaped)
            }
        }
        if pendingHighSurrogate != nil { text.append("\u{FFFD}") }
        return text
    }
}
