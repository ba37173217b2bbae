/// One D-Bus value, as the message body carries it (the D-Bus specification's type
/// system: basic types, arrays, structs, dictionary entries and variants).
///
/// Containers carry their element type, so an empty array still has a signature.
public indirect enum DBusValue: Equatable, Sendable {
    case byte(UInt8)
    case boolean(Bool)
    case int16(Int16)
    case uint16(UInt16)
    case int32(Int32)
    case uint32(UInt32)
    case int64(Int64)
    case uint64(UInt64)
    case double(Double)
    case string(String)
    case objectPath(String)
    case signature(String)
    /// An array of values of one type (`element`, a single complete type's signature).
    case array(element: String, [DBusValue])
    /// A struct `(…)`.
    case structure([DBusValue])
    /// A dictionary entry `{kv}` (only as an array's element).
    case dictionaryEntry(DBusValue, DBusValue)
    /// A variant `v`: any single complete value with its own signature.
    case variant(DBusValue)

    /// The value's type signature.
    public var signature: String {
        switch self {
        case .byte: "y"
        case .boolean: "b"
        case .int16: "n"
        case .uint16: "q"
        case .int32: "i"
        case .uint32: "u"
        case .int64: "x"
        case .uint64: "t"
        case .double: "d"
        case .string: "s"
        case .objectPath: "o"
        case .signature: "g"
        case .array(let element, _): "a" + element
        case .structure(let fields): "(" + fields.map(\.signature).joined() + ")"
        case .dictionaryEntry(let key, let value): "{" + key.signature + value.signature + "}"
        case .variant: "v"
        }
    }

    /// A dictionary `a{sv}` from string keys to variants (the common property map).
    public static func stringVariantDictionary(_ entries: [(String, DBusValue)]) -> DBusValue {
        .array(element: "{sv}", entries.map { .dictionaryEntry(.string($0.0), .variant($0.1)) })
    }

    /// The string of a `s`, `o` or `g` value.
    public var stringValue: String? {
        switch self {
        case .string(let text), .objectPath(let text), .signature(let text): text
        default: nil
        }
    }

    /// The number of an unsigned or signed integer value that fits in UInt32.
    public var uint32Value: UInt32? {
        switch self {
        case .byte(let value): UInt32(value)
        case .uint16(let value): UInt32(value)
        case .uint32(let value): value
        case .int16(let value): UInt32(exactly: value)
        case .int32(let value): UInt32(exactly: value)
        default: nil
        }
    }

    /// The truth of a `b` value.
    public var boolValue: Bool? {
        if case .boolean(let value) = self { return value }
        return nil
    }

    /// The content of a variant (or the value itself when it is not one).
    public var unwrappingVariant: DBusValue {
        if case .variant(let inner) = self { return inner.unwrappingVariant }
        return self
    }

    /// The fields of a struct.
    public var structureFields: [DBusValue]? {
        if case .structure(let fields) = self { return fields }
        return nil
    }

    /// The elements of an array.
    public var arrayElements: [DBusValue]? {
        if case .array(_, let elements) = self { return elements }
        return nil
    }
}
