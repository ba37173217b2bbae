/// Writes D-Bus values in the little-endian wire format, aligned from the start of
/// ``bytes`` (a message header, or a body: bodies start on an 8-byte boundary).
public struct DBusWriter: Sendable {
    /// The bytes written so far.
    public private(set) var bytes: [UInt8] = []

    /// An empty writer.
    public init() {}

    /// Pads with zero bytes up to a multiple of `alignment`.
    public mutating func pad(to alignment: Int) {
        while bytes.count % alignment != 0 { bytes.append(0) }
    }

    mutating func append<T: FixedWidthInteger>(_ value: T) {
        pad(to: MemoryLayout<T>.size)
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    /// Writes `value` (aligned for its type).
    ///
    /// - Throws: ``DBusError/malformed(_:)`` for an array element that does not have the
    ///   array's element type, or a string with a NUL in it.
    public mutating func write(_ value: DBusValue) throws(DBusError) {
        switch value {
        case .byte(let number): bytes.append(number)
        case .boolean(let truth): append(UInt32(truth ? 1 : 0))
        case .int16(let number): append(number)
        case .uint16(let number): append(number)
        case .int32(let number): append(number)
        case .uint32(let number): append(number)
        case .int64(let number): append(number)
        case .uint64(let number): append(number)
        case .double(let number): append(number.bitPattern)
        case .string(let text), .objectPath(let text):
            guard !text.utf8.contains(0) else { throw .malformed("a string holds a NUL character") }
            append(UInt32(text.utf8.count))
            bytes.append(contentsOf: text.utf8)
            bytes.append(0)
        case .signature(let text):
            guard text.utf8.count <= 255 else { throw .malformed("signature longer than 255 bytes") }
            bytes.append(UInt8(text.utf8.count))
            bytes.append(contentsOf: text.utf8)
            bytes.append(0)
        case .array(let element, let elements):
            guard case .array(let elementType) = try DBusType.parseSingle("a" + element) else {
                throw .malformed("\(element) is not an array element type")
            }
            append(UInt32(0))
            let lengthAt = bytes.count - 4
            pad(to: elementType.alignment)
            let start = bytes.count
            for item in elements {
                guard item.signature == element else {
                    throw .malformed("an array of \(element) holds a value of type \(item.signature)")
                }
                try write(item)
            }
            let length = UInt32(bytes.count - start)
            withUnsafeBytes(of: length.littleEndian) { raw in
                for offset in 0..<4 { bytes[lengthAt + offset] = raw[offset] }
            }
        case .structure(let fields):
            pad(to: 8)
            for field in fields { try write(field) }
        case .dictionaryEntry(let key, let item):
            pad(to: 8)
            try write(key)
            try write(item)
        case .variant(let inner):
            try write(.signature(inner.signature))
            try write(inner)
        }
    }
}

/// Reads D-Bus values from little- or big-endian wire bytes, checking every length and
/// boundary: malformed input throws, never traps.
public struct DBusReader: Sendable {
    let bytes: [UInt8]
    /// Where the next value is read.
    public private(set) var offset: Int
    /// Offsets are aligned relative to this position (a body's start).
    let base: Int
    let bigEndian: Bool

    /// A reader of `bytes` from `offset`, aligning relative to `base`.
    public init(_ bytes: [UInt8], offset: Int = 0, base: Int = 0, bigEndian: Bool = false) {
        self.bytes = bytes
        self.offset = offset
        self.base = base
        self.bigEndian = bigEndian
    }

    /// Whether every byte was read.
    public var isAtEnd: Bool { offset >= bytes.count }

    mutating func skipPadding(to alignment: Int) throws(DBusError) {
        let misalignment = (offset - base) % alignment
        guard misalignment != 0 else { return }
        let padding = alignment - misalignment
        guard offset + padding <= bytes.count else { throw .malformed("data ends inside padding at \(offset)") }
        offset += padding
    }

    mutating func integer<T: FixedWidthInteger>(_ type: T.Type) throws(DBusError) -> T {
        let size = MemoryLayout<T>.size
        try skipPadding(to: size)
        guard offset + size <= bytes.count else { throw .malformed("data ends inside a \(size)-byte number at \(offset)") }
        var value: T = 0
        for index in 0..<size {
            let byte = T(truncatingIfNeeded: bytes[offset + index])
            value |= bigEndian ? byte << T(8 * (size - 1 - index)) : byte << T(8 * index)
        }
        offset += size
        return value
    }

    mutating func text(length: Int) throws(DBusError) -> String {
        guard length >= 0, offset + length < bytes.count else { throw .malformed("a string runs past the data at \(offset)") }
        guard bytes[offset + length] == 0 else { throw .malformed("a string at \(offset) is not NUL-terminated") }
        let slice = bytes[offset..<(offset + length)]
        guard let text = String(validating: slice, as: UTF8.self) else { throw .malformed("a string at \(offset) is not UTF-8") }
        offset += length + 1
        return text
    }

    /// Reads one value of `type`.
    public mutating func read(_ type: DBusType, depth: Int = 0) throws(DBusError) -> DBusValue {
        guard depth < 64 else { throw .malformed("values nest more than 64 deep") }
        switch type {
        case .basic(let code):
            switch code {
            case "y":
                guard offset < bytes.count else { throw .malformed("data ends before a byte at \(offset)") }
                offset += 1
                return .byte(bytes[offset - 1])
            case "b":
                let raw = try integer(UInt32.self)
                guard raw <= 1 else { throw .malformed("boolean \(raw) at \(offset - 4) is neither 0 nor 1") }
                return .boolean(raw == 1)
            case "n": return .int16(try integer(Int16.self))
            case "q": return .uint16(try integer(UInt16.self))
            case "i": return .int32(try integer(Int32.self))
            case "u": return .uint32(try integer(UInt32.self))
            case "x": return .int64(try integer(Int64.self))
            case "t": return .uint64(try integer(UInt64.self))
            case "d": return .double(Double(bitPattern: try integer(UInt64.self)))
            case "s": return .string(try text(length: Int(try integer(UInt32.self))))
            case "o": return .objectPath(try text(length: Int(try integer(UInt32.self))))
            case "g":
                guard offset < bytes.count else { throw .malformed("data ends before a signature at \(offset)") }
                let length = Int(bytes[offset])
                offset += 1
                return .signature(try text(length: length))
            default:
                throw .malformed("unknown basic type \(code)")
            }
        case .array(let element):
            let length = Int(try integer(UInt32.self))
            guard length <= 64 << 20 else { throw .malformed("array of \(length) bytes is longer than 64 MiB") }
            try skipPadding(to: element.alignment)
            let end = offset + length
            guard end <= bytes.count else { throw .malformed("array of \(length) bytes at \(offset) runs past the data") }
            var elements: [DBusValue] = []
            while offset < end {
                elements.append(try read(element, depth: depth + 1))
            }
            guard offset == end else { throw .malformed("array elements overrun the array's length at \(offset)") }
            return .array(element: element.signature, elements)
        case .structure(let fields):
            try skipPadding(to: 8)
            var values: [DBusValue] = []
            for field in fields { values.append(try read(field, depth: depth + 1)) }
            return .structure(values)
        case .dictionaryEntry(let key, let value):
            try skipPadding(to: 8)
            let readKey = try read(key, depth: depth + 1)
            return .dictionaryEntry(readKey, try read(value, depth: depth + 1))
        case .variant:
            guard case .signature(let signature) = try read(.basic("g")) else { throw .malformed("variant without a signature") }
            return .variant(try read(try DBusType.parseSingle(signature), depth: depth + 1))
        }
    }

    /// Reads the values of a body's signature, in order.
    public mutating func readSequence(_ signature: String) throws(DBusError) -> [DBusValue] {
        var values: [DBusValue] = []
        for type in try DBusType.parseSequence(signature) { values.append(try read(type)) }
        return values
    }
}
