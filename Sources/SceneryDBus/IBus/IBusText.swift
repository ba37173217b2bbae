/// IBus's serialized `IBusText`: the text an engine commits or shows as preedit, sent as a
/// variant holding the struct `(sa{sv}sv)` — the type name "IBusText", attachments, the
/// string, and a variant holding its `IBusAttrList` `(sa{sv}av)`, whose variants are
/// `IBusAttribute`s `(sa{sv}uuuu)`: type, value, start and end (in characters).
public struct IBusText: Equatable, Sendable {
    /// One attribute over a range of the text.
    public struct Attribute: Equatable, Sendable {
        /// IBus's attribute types.
        public enum Kind: UInt32, Sendable {
            case underline = 1, foreground = 2, background = 3
        }
        /// The attribute's type (its raw number; ``Kind`` names the known ones).
        public var type: UInt32
        /// For an underline: 0 none, 1 single, 2 double, 3 low, 4 error; for colours, 0xRRGGBB.
        public var value: UInt32
        /// The first character (Unicode scalar) it covers.
        public var start: UInt32
        /// The character after the last it covers.
        public var end: UInt32

        public init(type: UInt32, value: UInt32, start: UInt32, end: UInt32) {
            self.type = type
            self.value = value
            self.start = start
            self.end = end
        }
    }

    /// The text.
    public var text: String
    /// Its attributes (engines underline or colour parts of a preedit).
    public var attributes: [Attribute]

    public init(_ text: String, attributes: [Attribute] = []) {
        self.text = text
        self.attributes = attributes
    }

    /// The variant that carries it on the wire.
    public var dbusValue: DBusValue {
        let attributes = self.attributes.map { attribute in
            DBusValue.variant(.structure([
                .string("IBusAttribute"), .stringVariantDictionary([]),
                .uint32(attribute.type), .uint32(attribute.value), .uint32(attribute.start), .uint32(attribute.end),
            ]))
        }
        let list = DBusValue.structure([.string("IBusAttrList"), .stringVariantDictionary([]), .array(element: "v", attributes)])
        return .variant(.structure([.string("IBusText"), .stringVariantDictionary([]), .string(text), .variant(list)]))
    }

    /// Reads an `IBusText` (in its variant or not).
    ///
    /// - Throws: ``DBusError/malformed(_:)`` saying what the value holds instead.
    public init(_ value: DBusValue) throws(DBusError) {
        let inner = value.unwrappingVariant
        guard let fields = inner.structureFields, fields.count >= 3, fields[0].stringValue == "IBusText",
              case .string(let text) = fields[2]
        else { throw .malformed("expected an IBusText (sa{sv}sv), got a value of type \(inner.signature)") }
        self.text = text
        attributes = []
        guard fields.count >= 4, let list = fields[3].unwrappingVariant.structureFields, list.count >= 3,
              list[0].stringValue == "IBusAttrList", let items = list[2].arrayElements
        else { return }
        for item in items {
            guard let attribute = item.unwrappingVariant.structureFields, attribute.count >= 6,
                  attribute[0].stringValue == "IBusAttribute",
                  let type = attribute[2].uint32Value, let value = attribute[3].uint32Value,
                  let start = attribute[4].uint32Value, let end = attribute[5].uint32Value
            else { throw .malformed("an IBusText attribute is not an IBusAttribute (sa{sv}uuuu)") }
            attributes.append(Attribute(type: type, value: value, start: start, end: end))
        }
    }

    /// The UTF-8 offset in ``text`` of a character (Unicode scalar) position, as IBus
    /// counts positions; positions past the end give the text's length.
    public func utf8Offset(ofCharacter position: UInt32) -> Int {
        var offset = 0
        for (index, scalar) in text.unicodeScalars.enumerated() {
            if index >= Int(position) { return offset }
            offset += String(scalar).utf8.count
        }
        return offset
    }
}
