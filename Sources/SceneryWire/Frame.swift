/// Length-prefixed framing for every Scenery connection.
///
/// A frame is a little-endian `UInt32` header followed by its bytes. The header's low 31
/// bits are the frame's length; its top bit (``continuationFlag``) says that more frames
/// of the same message follow. A message (a tag byte and its fields, see ``WireMessage``)
/// travels in one frame when it fits in ``maximumPayloadSize``, and otherwise in pieces of
/// at most that size, reassembled by ``FrameDecoder`` up to ``maximumMessageSize``: a
/// window's large `@SceneStorage` reaches its renderer whole. A frame of length zero, one
/// above ``maximumPayloadSize`` or a message above ``maximumMessageSize`` is a protocol
/// violation that closes the connection.
public enum Frame {
    /// The largest frame: 1 MiB. Most messages are far smaller and travel in one.
    public static let maximumPayloadSize = 1 << 20
    /// The largest message, reassembled from frames: 64 MiB (the state a window may carry,
    /// bounded so a peer cannot make the other side buffer without limit).
    public static let maximumMessageSize = 64 << 20
    /// The header bit that says more frames of this message follow.
    public static let continuationFlag: UInt32 = 1 << 31

    /// The size of the length prefix.
    public static let headerSize = 4

    /// Returns the bytes of the frames carrying `payload` (one frame when it fits).
    public static func encode(_ payload: [UInt8]) -> [UInt8] {
        precondition(!payload.isEmpty && payload.count <= maximumMessageSize, "message of \(payload.count) bytes cannot be framed")
        var writer = WireWriter()
        var offset = 0
        while offset < payload.count {
            let end = min(offset + maximumPayloadSize, payload.count)
            let more = end < payload.count
            writer.write(UInt32(end - offset) | (more ? continuationFlag : 0))
            writer.writeRaw(payload[offset..<end])
            offset = end
        }
        return writer.bytes
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
    /// The frames of a message received so far, when its last frame has not come yet.
    private var pieces: [UInt8] = []
    private var inMessage = false
    /// The largest frame accepted.
    public let maximumPayloadSize: Int
    /// The largest message accepted (the sum of its frames).
    public let maximumMessageSize: Int

    /// Creates a decoder that rejects frames larger than `maximumPayloadSize` and messages
    /// larger than `maximumMessageSize`.
    public init(maximumPayloadSize: Int = Frame.maximumPayloadSize, maximumMessageSize: Int = Frame.maximumMessageSize) {
        self.maximumPayloadSize = maximumPayloadSize
        self.maximumMessageSize = maximumMessageSize
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
        while bufferedByteCount >= Frame.headerSize {
            var header: UInt32 = 0
            for i in 0..<Frame.headerSize { header |= UInt32(buffer[start + i]) << (8 * UInt32(i)) }
            let more = header & Frame.continuationFlag != 0
            let length = Int(header & ~Frame.continuationFlag)
            guard length > 0 else {
                return try fail(WireError(.emptyFrame, "frame announces an empty payload"))
            }
            guard length <= maximumPayloadSize else {
                return try fail(WireError(.frameTooLarge, "frame announces \(length) bytes; the maximum is \(maximumPayloadSize)"))
            }
            guard pieces.count + length <= maximumMessageSize else {
                return try fail(WireError(.frameTooLarge, "message of more than \(pieces.count + length) bytes in frames; the maximum is \(maximumMessageSize)"))
            }
            guard bufferedByteCount >= Frame.headerSize + length else { return nil }
            let payloadStart = start + Frame.headerSize
            start = payloadStart + length
            if !more && !inMessage { return Array(buffer[payloadStart..<start]) }
            pieces.append(contentsOf: buffer[payloadStart..<start])
            inMessage = more
            if !more {
                defer { pieces = [] }
                return pieces
            }
        }
        return nil
    }

    /// Reports whether the peer closing the stream now loses part of a message.
    public func checkCleanEnd() throws(WireError) {
        if bufferedByteCount > 0 || inMessage {
            throw WireError(.unexpectedEOF, "connection closed with \(bufferedByteCount + pieces.count) bytes of an unfinished message")
        }
    }

    private mutating func fail(_ error: WireError) throws(WireError) -> [UInt8]? {
        failure = error
        throw error
    }
}
