/// Why bytes from a peer could not be read as Scenery wire frames or messages.
///
/// Every error names what was wrong and where, so the side that closes the connection can
/// log one clear line. A `WireError` is always the peer's fault or a broken connection;
/// the reader never traps on bad input.
public struct WireError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A stable code for the kind of failure.
    public enum Code: String, Sendable {
        /// A frame announced a length above ``Frame/maximumPayloadSize``.
        case frameTooLarge = "frame-too-large"
        /// A frame announced a zero length (every frame carries at least a message tag).
        case emptyFrame = "empty-frame"
        /// A message ended before all of its fields were read.
        case truncated
        /// A message had bytes left over after its last field.
        case trailingBytes = "trailing-bytes"
        /// A message tag this protocol version does not know.
        case unknownMessage = "unknown-message"
        /// A field held a value outside its range (an unknown enum case, a bad count).
        case invalidValue = "invalid-value"
        /// A string field was not valid UTF-8.
        case invalidUTF8 = "invalid-utf8"
        /// The handshake failed: wrong first message, version or build mismatch.
        case handshake
        /// The peer closed the connection in the middle of a frame.
        case unexpectedEOF = "unexpected-eof"
    }

    /// What kind of failure this is.
    public var code: Code
    /// A human-readable explanation, naming the field or frame at fault.
    public var message: String

    /// Creates an error with a code and an explanation.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { "\(code.rawValue): \(message)" }
}
