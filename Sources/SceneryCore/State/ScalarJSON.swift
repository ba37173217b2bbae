/// Reads the JSON text of a stored scalar (an `Int`, a `Bool`, a `String` without escapes)
/// without a `JSONDecoder`.
///
/// `@AppStorage` values cross processes as JSON text, and every window that shows one
/// decodes the new text when it changes: for the counter of fifty windows, a decoder made,
/// a `Data` copied and a container walked for a text such as `17` was 3 % of each
/// renderer's work for the change. Text in exactly the form `JSONEncoder` writes for these
/// types is read here; anything else (whitespace, exponents, escapes, other types) goes to
/// the decoder, so what is accepted and refused does not change.
enum ScalarJSON {
    /// `text` read as a `Value`, or nil when it is not one of the plain forms above (the
    /// caller then decodes it with `JSONDecoder`).
    static func decode<Value>(_: Value.Type, from text: String) -> Value? {
        if Value.self == Int.self { return integer(text) as? Value }
        if Value.self == Bool.self { return boolean(text) as? Value }
        if Value.self == String.self { return string(text) as? Value }
        return nil
    }

    /// An optional minus sign, then `0` or digits without a leading zero, in `Int`'s range.
    private static func integer(_ text: String) -> Int? {
        let bytes = text.utf8
        var index = bytes.startIndex
        if index != bytes.endIndex, bytes[index] == UInt8(ascii: "-") { bytes.formIndex(after: &index) }
        guard index != bytes.endIndex else { return nil }
        if bytes[index] == UInt8(ascii: "0"), bytes.index(after: index) != bytes.endIndex { return nil }
        for byte in bytes[index...] where byte < UInt8(ascii: "0") || byte > UInt8(ascii: "9") { return nil }
        return Int(text)
    }

    private static func boolean(_ text: String) -> Bool? {
        switch text {
        case "true": true
        case "false": false
        default: nil
        }
    }

    /// A quoted string with no escape and no control character inside.
    private static func string(_ text: String) -> String? {
        let bytes = text.utf8
        guard bytes.count >= 2, bytes.first == UInt8(ascii: "\""), bytes.last == UInt8(ascii: "\"") else { return nil }
        let inner = bytes.dropFirst().dropLast()
        for byte in inner where byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "\"") || byte < 0x20 { return nil }
        return String(inner)
    }
}
