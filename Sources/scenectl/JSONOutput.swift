/// Just enough JSON for scenectl's `--json` output, without Foundation.
enum JSONValue {
    case string(String)
    case signed(Int64)
    case unsigned(UInt64)
    case bool(Bool)
    case null
    case array([JSONValue])
    /// Keys in the order given, so output is stable and reads like the documentation.
    case object([(String, JSONValue)])

    /// Compact JSON text: no spaces, no newlines.
    var serialized: String {
        var out = ""
        write(to: &out)
        return out
    }

    private func write(to out: inout String) {
        switch self {
        case .string(let text): out += JSONValue.quoted(text)
        case .signed(let number): out += String(number)
        case .unsigned(let number): out += String(number)
        case .bool(let flag): out += flag ? "true" : "false"
        case .null: out += "null"
        case .array(let values):
            out += "["
            for (index, value) in values.enumerated() {
                if index > 0 { out += "," }
                value.write(to: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { out += "," }
                out += JSONValue.quoted(key)
                out += ":"
                value.write(to: &out)
            }
            out += "}"
        }
    }

    /// `text` as a JSON string literal (RFC 8259): quotes, backslashes and control
    /// characters escaped; U+2028 and U+2029 escaped too so the output is also valid
    /// JavaScript; everything else left as UTF-8.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            case "\u{2028}", "\u{2029}": out += "\\u" + hex4(scalar.value)
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: out += "\\u" + hex4(scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    private static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
