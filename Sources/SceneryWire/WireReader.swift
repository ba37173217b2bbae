/// Reads wire-encoded values from a byte buffer, checking every bound.
///
/// Each read throws ``WireError`` with code `truncated` if the buffer ends early; nothing
/// here can trap on malformed input. `field` names the value being read so the error says
/// which field was short.
public struct WireReader: Sendable {
    private let bytes: [UInt8]
    private var offset: Int

    /// Creates a reader over `bytes`, starting at `offset`.
    public init(_ bytes: [UInt8], offset: Int = 0) {
        self.bytes = bytes
        self.offset = offset
    }

    /// The number of bytes not yet read.
    public var remaining: Int { bytes.count - offset }

    private mutating func take(_ count: Int, _ field: String) throws(WireError) -> ArraySlice<UInt8> {
        guard count >= 0, count <= remaining else {
            throw WireError(.truncated, "\(field): needs \(count) bytes, \(remaining) left")
        }
        defer { offset += count }
        return bytes[offset..<offset + count]
    }

    /// Reads one byte.
    public mutating func readUInt8(_ field: String) throws(WireError) -> UInt8 {
        try take(1, field).first!
    }

    /// Reads a Boolean byte; any value other than 0 or 1 is invalid.
    public mutating func readBool(_ field: String) throws(WireError) -> Bool {
        switch try readUInt8(field) {
        case 0: return false
        case 1: return true
        case let other: throw WireError(.invalidValue, "\(field): \(other) is not a Boolean")
        }
    }

    /// Reads a little-endian `UInt32`.
    public mutating func readUInt32(_ field: String) throws(WireError) -> UInt32 {
        var value: UInt32 = 0
        for (shift, byte) in try take(4, field).enumerated() { value |= UInt32(byte) << (8 * shift) }
        return value
    }

    /// Reads a little-endian `UInt64`.
    public mutating func readUInt64(_ field: String) throws(WireError) -> UInt64 {
        var value: UInt64 = 0
        for (shift, byte) in try take(8, field).enumerated() { value |= UInt64(byte) << (8 * shift) }
        return value
    }

    /// Reads a little-endian `Int64`.
    public mutating func readInt64(_ field: String) throws(WireError) -> Int64 {
        Int64(bitPattern: try readUInt64(field))
    }

    /// Reads a little-endian `Int32`.
    public mutating func readInt32(_ field: String) throws(WireError) -> Int32 {
        Int32(bitPattern: try readUInt32(field))
    }

    /// Reads a `Double` from its bit pattern.
    public mutating func readDouble(_ field: String) throws(WireError) -> Double {
        Double(bitPattern: try readUInt64(field))
    }

    /// Reads a length-prefixed UTF-8 string, rejecting invalid UTF-8.
    public mutating func readString(_ field: String) throws(WireError) -> String {
        let count = Int(try readUInt32(field))
        let slice = try take(count, field)
        guard let string = String(validating: slice, as: UTF8.self) else {
            throw WireError(.invalidUTF8, "\(field) is not valid UTF-8")
        }
        return string
    }

    /// Reads a length-prefixed byte sequence.
    public mutating func readBytes(_ field: String) throws(WireError) -> [UInt8] {
        let count = Int(try readUInt32(field))
        return Array(try take(count, field))
    }

    /// Reads an optional value written by ``WireWriter/write(_:_:)-optional``.
    public mutating func readOptional<T>(
        _ field: String, _ body: (inout WireReader) throws(WireError) -> T
    ) throws(WireError) -> T? {
        try readBool("\(field)?") ? try body(&self) : nil
    }

    /// Reads an array. The count is checked against the bytes left (each element takes at
    /// least `minimumElementSize` bytes), so a forged count cannot make the reader allocate
    /// or loop without bound.
    public mutating func readArray<T>(
        _ field: String, minimumElementSize: Int = 1,
        _ body: (inout WireReader) throws(WireError) -> T
    ) throws(WireError) -> [T] {
        let count = Int(try readUInt32("\(field).count"))
        guard count <= remaining / max(minimumElementSize, 1) else {
            throw WireError(.truncated, "\(field): \(count) elements cannot fit in \(remaining) bytes")
        }
        var values: [T] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try body(&self)) }
        return values
    }

    /// Reads a `RawRepresentable` enum stored as one byte.
    public mutating func readEnum<E: RawRepresentable>(
        _ field: String, as type: E.Type
    ) throws(WireError) -> E where E.RawValue == UInt8 {
        let raw = try readUInt8(field)
        guard let value = E(rawValue: raw) else {
            throw WireError(.invalidValue, "\(field): unknown value \(raw)")
        }
        return value
    }

    /// Throws if any bytes are left unread: a message must be consumed exactly.
    public func expectEnd(_ what: String) throws(WireError) {
        guard remaining == 0 else {
            throw WireError(.trailingBytes, "\(what): \(remaining) unexpected bytes after the last field")
        }
    }
}
