/// Appends wire-encoded values to a byte buffer.
///
/// The encoding is little-endian and fixed-width for integers; strings and byte arrays are
/// a `UInt32` length followed by the bytes; optionals are a presence byte; arrays a
/// `UInt32` count followed by the elements. ``WireReader`` reads the same layout back.
public struct WireWriter: Sendable {
    /// The bytes written so far.
    public private(set) var bytes: [UInt8] = []

    /// Creates an empty writer.
    public init() {}

    /// Appends one byte.
    public mutating func write(_ value: UInt8) { bytes.append(value) }

    /// Appends a Boolean as one byte (0 or 1).
    public mutating func write(_ value: Bool) { bytes.append(value ? 1 : 0) }

    /// Appends a `UInt32`, little-endian.
    public mutating func write(_ value: UInt32) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    /// Appends a `UInt64`, little-endian.
    public mutating func write(_ value: UInt64) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    /// Appends an `Int64`, little-endian two's complement.
    public mutating func write(_ value: Int64) { write(UInt64(bitPattern: value)) }

    /// Appends an `Int32`, little-endian two's complement.
    public mutating func write(_ value: Int32) { write(UInt32(bitPattern: value)) }

    /// Appends a `Double` as its IEEE 754 bit pattern.
    public mutating func write(_ value: Double) { write(value.bitPattern) }

    /// Appends a string as a length-prefixed UTF-8 byte sequence.
    public mutating func write(_ value: String) {
        let utf8 = Array(value.utf8)
        write(UInt32(utf8.count))
        bytes.append(contentsOf: utf8)
    }

    /// Appends bytes as they are, without a length (framing).
    public mutating func writeRaw(_ value: ArraySlice<UInt8>) {
        bytes.append(contentsOf: value)
    }

    /// Appends a length-prefixed byte sequence.
    public mutating func write(bytes value: [UInt8]) {
        write(UInt32(value.count))
        bytes.append(contentsOf: value)
    }

    /// Appends an optional value: a presence byte, then the value if present.
    public mutating func write<T>(_ value: T?, _ body: (inout WireWriter, T) -> Void) {
        if let value {
            write(true)
            body(&self, value)
        } else {
            write(false)
        }
    }

    /// Appends an array: a `UInt32` count, then each element.
    public mutating func write<T>(_ values: [T], _ body: (inout WireWriter, T) -> Void) {
        write(UInt32(values.count))
        for value in values { body(&self, value) }
    }
}
