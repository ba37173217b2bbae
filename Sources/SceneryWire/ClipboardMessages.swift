/// Copied text handed from a renderer that is going away to one that stays, so that the
/// clipboard outlives the window it was copied in (docs/clipboard.md).
///
/// Direction: renderer → host when the renderer exits normally while it owns the
/// clipboard and no clipboard manager took the text; host → renderer (another window's,
/// or a spare) to take the clipboard over. The text is bounded by
/// ``maximumTextBytes`` so that the message fits in one frame; a renderer does not hand
/// over a longer text (it logs a warning instead).
public struct ClipboardHandOver: WireCodable {
    /// The largest text, in UTF-8 bytes, a hand-over carries: one frame, less the tag and
    /// the length field.
    public static let maximumTextBytes = Frame.maximumPayloadSize - 16
    /// The copied text.
    public var text: String

    /// Creates the hand-over.
    public init(text: String) { self.text = text }

    public func encode(to writer: inout WireWriter) { writer.write(text) }

    public init(from reader: inout WireReader) throws(WireError) {
        text = try reader.readString("clipboardHandOver.text")
        guard text.utf8.count <= Self.maximumTextBytes else {
            throw WireError(.invalidValue, "clipboardHandOver.text is \(text.utf8.count) bytes; at most \(Self.maximumTextBytes)")
        }
    }
}
