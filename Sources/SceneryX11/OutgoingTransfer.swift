import CXCB
import SceneryPlatform

/// Selection data sent to another client in increments (ICCCM §2.7.2, INCR): the property
/// first holds `INCR` and the size; each time the requestor deletes the property, the next
/// chunk replaces it, and an empty chunk ends the transfer.
struct OutgoingTransfer {
    /// A transfer is named by the requestor's window and the property it reads.
    struct Key: Hashable {
        var requestor: xcb_window_t
        var property: xcb_atom_t
    }

    /// The type of the data (`UTF8_STRING`, `STRING`, …).
    var type: xcb_atom_t
    var bytes: [UInt8]
    /// How much has been written.
    var offset = 0
    /// Bytes per chunk.
    var chunkSize: Int
    /// Drops the transfer when the requestor stops deleting the property.
    var deadline: EventLoop.Token?

    /// The next chunk (empty once everything was sent), advancing the offset.
    mutating func nextChunk() -> ArraySlice<UInt8> {
        let end = min(bytes.count, offset + chunkSize)
        defer { offset = end }
        return bytes[offset..<end]
    }

    /// Whether the empty chunk that ends the transfer is next.
    var isComplete: Bool { offset >= bytes.count }
}
