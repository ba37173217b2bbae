/// A liveness probe: the host sends `ping`, the renderer answers `pong` with the same
/// sequence number from its event loop (docs/wire/004-renderer-pings.md).
///
/// Direction: host → renderer (`ping`), renderer → host (`pong`). A renderer answers every
/// ping at once, whatever it is doing between events; a renderer whose loop is stuck (or a
/// stopped process) does not, and the host shows its window as not responding, then stops
/// and restarts it.
public struct Ping: WireCodable {
    /// Which ping this is (the host counts up from 1); the answer carries the same number.
    public var sequence: UInt64

    /// Creates a ping or its answer.
    public init(sequence: UInt64) { self.sequence = sequence }

    public func encode(to writer: inout WireWriter) { writer.write(sequence) }

    public init(from reader: inout WireReader) throws(WireError) {
        sequence = try reader.readUInt64("ping.sequence")
    }
}

/// The answer to a ``Ping``: its sequence number, and whether the renderer was idle.
///
/// Direction: renderer → host. `idle` says that the renderer's loop woke for nothing but
/// this ping since it sent its previous pong: it has no work, so the host stops pinging it
/// until it sends ``WireMessage/awake`` (it woke for something) or the host sends it a
/// message. An idle app then wakes no process at all (docs/wire/004-renderer-pings.md).
public struct Pong: WireCodable {
    /// The sequence number of the ping answered.
    public var sequence: UInt64
    /// Whether nothing but this ping woke the renderer since its previous pong.
    public var idle: Bool

    /// Creates the answer to ping `sequence`.
    public init(sequence: UInt64, idle: Bool = false) {
        self.sequence = sequence
        self.idle = idle
    }

    public func encode(to writer: inout WireWriter) {
        writer.write(sequence)
        writer.write(idle)
    }

    public init(from reader: inout WireReader) throws(WireError) {
        sequence = try reader.readUInt64("pong.sequence")
        idle = try reader.readBool("pong.idle")
    }
}

/// A title to set on an X window the receiving renderer does not own: the host marks a
/// hung renderer's window as not responding through another renderer of the app (the host
/// has no X connection, and the hung renderer cannot do it itself).
///
/// Direction: host → renderer. The renderer sets `_NET_WM_NAME` and `WM_NAME` of
/// ``xWindowID``; a window that no longer exists is ignored.
public struct WindowTitleOverride: WireCodable {
    /// The largest title, in UTF-8 bytes.
    public static let maximumTitleBytes = 4096
    /// The X window whose title changes.
    public var xWindowID: UInt32
    /// The title to show.
    public var title: String

    /// Creates the override.
    public init(xWindowID: UInt32, title: String) {
        self.xWindowID = xWindowID
        self.title = title
    }

    public func encode(to writer: inout WireWriter) {
        writer.write(xWindowID)
        writer.write(title)
    }

    public init(from reader: inout WireReader) throws(WireError) {
        xWindowID = try reader.readUInt32("windowTitle.xWindowID")
        title = try reader.readString("windowTitle.title")
        guard title.utf8.count <= Self.maximumTitleBytes else {
            throw WireError(.invalidValue, "windowTitle.title is \(title.utf8.count) bytes; at most \(Self.maximumTitleBytes)")
        }
    }
}
