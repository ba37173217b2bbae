/// Length-prefixed framing for every Scenery connection.
///
/// A frame is a little-endian `UInt32` payload length followed by the payload. The payload
/// is one message: a tag byte and its fields (see ``WireMessage``). A length of zero or one
/// above ``maximumPayloadSize`` is a protocol violation that closes the connection.
public enum Frame {
    /// The largest payload a frame may carry: 1 MiB. Restoration payloads and manifests
    /// are far smaller; anything larger is a bug or an attack.
    public static let maximumPayloadSize = 1 << 20

    /// The size of the length prefix.
    public static let headerSize = 4

    /// Returns the bytes of one frame carrying `payload`.
    public static func encode(_ payload: [UInt8]) -> [UInt8] {
        precondition(payload.count <= maximumPayloadSize, "frame payload of \(payload.count) bytes exceeds the maximum")
        var writer = WireWriter()
        writer.write(UInt32(payload.count))
        var bytes = writer.bytes
        bytes.append(contentsOf: payload)
        return bytes
    }
}

/// Splits a byte stream into frame payloads.
///
/// Feed it whatever `read(2)` returned with ``append(_:)``; take complete payloads with
/// ``nextPayload()`` until it returns `nil`. After the first error the decoder stays
/// failed: the connection must be closed.
public struct FrameDecoder: Sendable {
    private var buffer: [UInt8] = []
    private var start = 0
    private var failure: WireError?
    /// The largest payload accepted.
    public let maximumPayloadSize: Int

    /// Creates a decoder that rejects payloads larger than `maximumPayloadSize`.
    public init(maximumPayloadSize: Int = Frame.maximumPayloadSize) {
        self.maximumPayloadSize = maximumPayloadSize
    }

    /// The number of buffered bytes not yet returned as payloads.
    public var bufferedByteCount: Int { buffer.count - start }

    /// Adds bytes received from the peer.
    public mutating func append<C: Collection>(_ bytes: C) where C.Element == UInt8 {
        if start > 0 && start >= buffer.count / 2 {
            buffer.removeSubrange(0..<start)
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// Returns the next complete payload, `nil` if more bytes are needed, or throws if the
    /// stream is malformed.
    public mutating func nextPayload() throws(WireError) -> [UInt8]? {
        if let failure { throw failure }
        guard bufferedByteCount >= Frame.headerSize else { return nil }
        var length = 0
        for i in 0..<Frame.headerSize { length |= Int(buffer[start + i]) << (8 * i) }
        guard length > 0 else {
            return try fail(WireError(.emptyFrame, "frame announces an empty payload"))
        }
        guard length <= maximumPayloadSize else {
            return try fail(WireError(.frameTooLarge, "frame announces \(length) bytes; the maximum is \(maximumPayloadSize)"))
        }
        guard bufferedByteCount >= Frame.headerSize + length else { return nil }
        let payloadStart = start + Frame.headerSize
        let payload = Array(buffer[payloadStart..<payloadStart + length])
        start = payloadStart + length
        return payload
    }

    /// Reports whether the peer closing the stream now loses part of a frame.
    public func checkCleanEnd() throws(WireError) {
        if bufferedByteCount > 0 {
            throw WireError(.unexpectedEOF, "connection closed with \(bufferedByteCount) bytes of an unfinished frame")
        }
    }

    private mutating func fail(_ error: WireError) throws(WireError) -> [UInt8]? {
        failure = error
        throw error
    }
}
