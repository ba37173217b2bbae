/// A value with a wire encoding: it writes its fields in order and reads them back.
public protocol WireCodable: Sendable, Equatable {
    /// Writes this value's fields.
    func encode(to writer: inout WireWriter)
    /// Reads a value's fields in the order ``encode(to:)`` wrote them.
    init(from reader: inout WireReader) throws(WireError)
}
