/// One D-Bus message: a method call, its reply or error, or a signal.
public struct DBusMessage: Equatable, Sendable {
    /// The message type (the header's second byte).
    public enum Kind: UInt8, Sendable {
        case methodCall = 1, methodReturn = 2, error = 3, signal = 4
    }

    public var kind: Kind
    /// Header flags: 1 no reply expected, 2 no auto-start.
    public var flags: UInt8 = 0
    /// Set by the connection when the message is sent.
    public var serial: UInt32 = 0
    public var path: String?
    public var interface: String?
    public var member: String?
    public var errorName: String?
    public var replySerial: UInt32?
    public var destination: String?
    public var sender: String?
    public var body: [DBusValue] = []

    /// The no-reply-expected flag.
    public static let noReplyExpected: UInt8 = 1

    /// A message of `kind` with no header fields set.
    public init(kind: Kind) { self.kind = kind }

    /// A method call.
    public static func call(destination: String?, path: String, interface: String?, member: String, body: [DBusValue] = []) -> DBusMessage {
        var message = DBusMessage(kind: .methodCall)
        message.destination = destination
        message.path = path
        message.interface = interface
        message.member = member
        message.body = body
        return message
    }

    /// A signal.
    public static func signal(path: String, interface: String, member: String, body: [DBusValue] = []) -> DBusMessage {
        var message = DBusMessage(kind: .signal)
        message.path = path
        message.interface = interface
        message.member = member
        message.body = body
        return message
    }

    /// The body's signature.
    public var signature: String { body.map(\.signature).joined() }

    /// The largest message accepted (the specification's limit).
    public static let maximumLength = 128 << 20

    /// The message in the wire format (little-endian), with `serial`.
    ///
    /// - Throws: ``DBusError/malformed(_:)`` when a body value cannot be written.
    public func encoded(serial: UInt32) throws(DBusError) -> [UInt8] {
        var body = DBusWriter()
        for value in self.body { try body.write(value) }
        var fields: [DBusValue] = []
        func field(_ code: UInt8, _ value: DBusValue?) {
            if let value { fields.append(.structure([.byte(code), .variant(value)])) }
        }
        field(1, path.map(DBusValue.objectPath))
        field(2, interface.map(DBusValue.string))
        field(3, member.map(DBusValue.string))
        field(4, errorName.map(DBusValue.string))
        field(5, replySerial.map(DBusValue.uint32))
        field(6, destination.map(DBusValue.string))
        field(7, sender.map(DBusValue.string))
        if !self.body.isEmpty { field(8, .signature(signature)) }
        var header = DBusWriter()
        try header.write(.byte(UInt8(ascii: "l")))
        try header.write(.byte(kind.rawValue))
        try header.write(.byte(flags))
        try header.write(.byte(1))
        try header.write(.uint32(UInt32(body.bytes.count)))
        try header.write(.uint32(serial))
        try header.write(.array(element: "(yv)", fields))
        header.pad(to: 8)
        return header.bytes + body.bytes
    }

    /// The length of the message that starts `bytes`, once its first 16 bytes are there
    /// (nil before).
    ///
    /// - Throws: ``DBusError/malformed(_:)`` for an unknown byte order or a message over
    ///   ``maximumLength``.
    public static func length(ofMessageStarting bytes: ArraySlice<UInt8>) throws(DBusError) -> Int? {
        guard bytes.count >= 16 else { return nil }
        var reader = DBusReader(Array(bytes.prefix(16)), bigEndian: try bigEndian(bytes.first!))
        _ = try reader.integer(UInt32.self)
        let bodyLength = Int(try reader.integer(UInt32.self))
        _ = try reader.integer(UInt32.self)
        let fieldsLength = Int(try reader.integer(UInt32.self))
        let headerLength = (16 + fieldsLength + 7) / 8 * 8
        let total = headerLength + bodyLength
        guard bodyLength <= maximumLength, fieldsLength <= maximumLength, total <= maximumLength else {
            throw .malformed("a message of \(total) bytes is longer than 128 MiB")
        }
        return total
    }

    private static func bigEndian(_ byte: UInt8) throws(DBusError) -> Bool {
        switch byte {
        case UInt8(ascii: "l"): return false
        case UInt8(ascii: "B"): return true
        default: throw .malformed("unknown byte order mark \(byte)")
        }
    }

    /// Decodes one whole message (exactly ``length(ofMessageStarting:)`` bytes).
    ///
    /// - Throws: ``DBusError/malformed(_:)`` saying what is wrong.
    public init(decoding bytes: [UInt8]) throws(DBusError) {
        guard bytes.count >= 16 else { throw .malformed("a message of \(bytes.count) bytes is shorter than its 16-byte header") }
        var reader = DBusReader(bytes, bigEndian: try Self.bigEndian(bytes[0]))
        _ = try reader.read(.basic("y"))
        guard case .byte(let type) = try reader.read(.basic("y")), let kind = Kind(rawValue: type) else {
            throw .malformed("unknown message type \(bytes[1])")
        }
        self.init(kind: kind)
        guard case .byte(let flags) = try reader.read(.basic("y")) else { throw .malformed("no flags") }
        self.flags = flags
        guard case .byte(1) = try reader.read(.basic("y")) else { throw .malformed("protocol version \(bytes[3]) is not 1") }
        let bodyLength = Int(try reader.integer(UInt32.self))
        serial = try reader.integer(UInt32.self)
        guard case .array(_, let fields) = try reader.read(.array(.structure([.basic("y"), .variant]))) else {
            throw .malformed("no header fields")
        }
        var signature = ""
        for field in fields {
            guard case .structure(let pair) = field, pair.count == 2, case .byte(let code) = pair[0] else { continue }
            let value = pair[1].unwrappingVariant
            switch code {
            case 1: path = value.stringValue
            case 2: interface = value.stringValue
            case 3: member = value.stringValue
            case 4: errorName = value.stringValue
            case 5: replySerial = value.uint32Value
            case 6: destination = value.stringValue
            case 7: sender = value.stringValue
            case 8: signature = value.stringValue ?? ""
            default: break
            }
        }
        try reader.skipPadding(to: 8)
        let bodyStart = reader.offset
        guard bodyStart + bodyLength == bytes.count else {
            throw .malformed("the body is \(bytes.count - bodyStart) bytes, the header says \(bodyLength)")
        }
        var bodyReader = DBusReader(bytes, offset: bodyStart, base: bodyStart, bigEndian: reader.bigEndian)
        body = try bodyReader.readSequence(signature)
        guard bodyReader.isAtEnd else { throw .malformed("\(bytes.count - bodyReader.offset) bytes after the body's values") }
    }

    /// The error's text (an error message's first string argument).
    public var errorText: String { body.first?.stringValue ?? "" }
}
