/// A parsed D-Bus type signature: one complete type.
public indirect enum DBusType: Equatable, Sendable {
    /// A basic type: its signature character (`y b n q i u x t d s o g`) .
    case basic(Character)
    case array(DBusType)
    case structure([DBusType])
    case dictionaryEntry(DBusType, DBusType)
    case variant

    /// The type's signature.
    public var signature: String {
        switch self {
        case .basic(let code): String(code)
        case .array(let element): "a" + element.signature
        case .structure(let fields): "(" + fields.map(\.signature).joined() + ")"
        case .dictionaryEntry(let key, let value): "{" + key.signature + value.signature + "}"
        case .variant: "v"
        }
    }

    /// The boundary (in bytes) values of this type start on.
    public var alignment: Int {
        switch self {
        case .basic(let code):
            switch code {
            case "y", "g": 1
            case "n", "q": 2
            case "x", "t", "d": 8
            default: 4
            }
        case .array: 4
        case .structure, .dictionaryEntry: 8
        case .variant: 1
        }
    }

    static let basicCodes: Set<Character> = ["y", "b", "n", "q", "i", "u", "x", "t", "d", "s", "o", "g"]

    /// The complete types of a signature, in order (a message body's signature is a
    /// sequence of them).
    ///
    /// - Throws: ``DBusError/malformed(_:)`` naming the signature and what is wrong with it.
    public static func parseSequence(_ signature: String) throws(DBusError) -> [DBusType] {
        let characters = Array(signature)
        guard characters.count <= 255 else { throw .malformed("signature \"\(signature.prefix(40))…\" is longer than 255 characters") }
        var index = 0
        var types: [DBusType] = []
        while index < characters.count {
            types.append(try parse(characters, &index, depth: 0, in: signature))
        }
        return types
    }

    /// Exactly one complete type.
    public static func parseSingle(_ signature: String) throws(DBusError) -> DBusType {
        let types = try parseSequence(signature)
        guard types.count == 1 else { throw .malformed("signature \"\(signature)\" is not one complete type") }
        return types[0]
    }

    private static func parse(_ characters: [Character], _ index: inout Int, depth: Int, in signature: String) throws(DBusError) -> DBusType {
        guard depth < 64 else { throw .malformed("signature \"\(signature)\" nests containers more than 64 deep") }
        guard index < characters.count else { throw .malformed("signature \"\(signature)\" ends inside a container") }
        let code = characters[index]
        index += 1
        if basicCodes.contains(code) { return .basic(code) }
        switch code {
        case "v":
            return .variant
        case "a":
            if index < characters.count, characters[index] == "{" {
                index += 1
                let key = try parse(characters, &index, depth: depth + 1, in: signature)
                guard case .basic = key else { throw .malformed("signature \"\(signature)\": a dictionary key must be a basic type") }
                let value = try parse(characters, &index, depth: depth + 1, in: signature)
                guard index < characters.count, characters[index] == "}" else {
                    throw .malformed("signature \"\(signature)\": a dictionary entry must hold exactly a key and a value")
                }
                index += 1
                return .array(.dictionaryEntry(key, value))
            }
            return .array(try parse(characters, &index, depth: depth + 1, in: signature))
        case "(":
            var fields: [DBusType] = []
            while index < characters.count, characters[index] != ")" {
                fields.append(try parse(characters, &index, depth: depth + 1, in: signature))
            }
            guard index < characters.count else { throw .malformed("signature \"\(signature)\" has an unclosed struct") }
            guard !fields.isEmpty else { throw .malformed("signature \"\(signature)\" has an empty struct") }
            index += 1
            return .structure(fields)
        default:
            throw .malformed("signature \"\(signature)\" has the unknown type code \"\(code)\" at \(index - 1)")
        }
    }
}

/// What went wrong talking D-Bus.
public enum DBusError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Bytes that are not a valid message (or a value that does not fit its signature).
    case malformed(String)
    /// The bus address cannot be used.
    case badAddress(String)
    /// The connection closed, or could not be made, or the bus refused us.
    case disconnected(String)
    /// The other side answered a call with an error.
    case remote(name: String, message: String)
    /// No answer in time.
    case timedOut(String)

    public var description: String {
        switch self {
        case .malformed(let text): "malformed D-Bus data: \(text)"
        case .badAddress(let text): "unusable D-Bus address: \(text)"
        case .disconnected(let text): "D-Bus connection lost: \(text)"
        case .remote(let name, let message): "\(name): \(message)"
        case .timedOut(let text): "no D-Bus answer in time: \(text)"
        }
    }
}
