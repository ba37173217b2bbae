/// The protocol version this build speaks. Bump it for any change to framing, tags or a
/// message's fields; a peer with another version is refused at the handshake.
public enum WireProtocol {
    /// Version 1: frames, handshake, manifest, window lifecycle, title, close, shutdown,
    /// log and the control requests of `scenectl list`. Version 2: window signals, phase
    /// updates, event subscriptions, the phase in ``WindowInfo``, window sizes (reported, and
    /// restored in ``OpenWindow``) and window activation. Version 3: scene requests, stored
    /// values, URLs, simulated events. Version 4: windows' navigation state
    /// (``WindowNavigation``, in ``WindowInfo`` and as a host event with a detail text).
    /// Version 5: messages in pieces. Version 6: clipboard hand-over. Version 7: renderer
    /// pings, title overrides, whether a window responds (``WindowInfo/responding``) and the
    /// not-responding host events. Version 8: the idle flag in ``Pong`` and ``WireMessage/awake``
    /// (an idle renderer is not pinged).
    public static let version: UInt32 = 8
}

/// Which side of a connection a peer is.
public enum PeerRole: UInt8, Sendable, CustomStringConvertible {
    /// The scene host (one per running app).
    case host = 1
    /// A renderer process (one per window).
    case renderer = 2
    /// A control client such as `scenectl` or a second launch of the app.
    case control = 3

    public var description: String {
        switch self {
        case .host: "host"
        case .renderer: "renderer"
        case .control: "control client"
        }
    }
}

/// The first message on every connection, sent by both sides.
///
/// Direction: both ways, first. Trust: the host trusts nothing a renderer says until its
/// hello checks out; a renderer must carry the host's exact build id, because it is the
/// same binary re-executed from a pinned descriptor.
public struct Hello: WireCodable {
    /// The sender's ``WireProtocol/version``.
    public var protocolVersion: UInt32
    /// The sender binary's build id (GNU build id, or a file identity when there is none).
    public var buildID: String
    /// What the sender is.
    public var role: PeerRole
    /// The sender's process id.
    public var pid: Int32

    /// Creates a hello.
    public init(protocolVersion: UInt32 = WireProtocol.version, buildID: String, role: PeerRole, pid: Int32) {
        self.protocolVersion = protocolVersion
        self.buildID = buildID
        self.role = role
        self.pid = pid
    }

    public func encode(to writer: inout WireWriter) {
        writer.write(protocolVersion)
        writer.write(buildID)
        writer.write(role.rawValue)
        writer.write(pid)
    }

    public init(from reader: inout WireReader) throws(WireError) {
        protocolVersion = try reader.readUInt32("hello.protocolVersion")
        buildID = try reader.readString("hello.buildID")
        role = try reader.readEnum("hello.role", as: PeerRole.self)
        pid = try reader.readInt32("hello.pid")
    }

    /// Checks the peer's hello against what this side expects.
    ///
    /// - Parameters:
    ///   - expectedRole: the role the peer must have.
    ///   - buildID: this side's build id; when `requireSameBuild` is true the peer's must
    ///     be equal (host and renderer are one binary).
    /// - Throws: ``WireError`` with code `handshake` and a message a person can act on.
    public func validate(expectedRole: PeerRole, buildID: String, requireSameBuild: Bool) throws(WireError) {
        guard protocolVersion == WireProtocol.version else {
            throw WireError(.handshake, "peer speaks wire protocol \(protocolVersion), this build speaks \(WireProtocol.version)")
        }
        guard role == expectedRole else {
            throw WireError(.handshake, "expected a \(expectedRole), but the peer says it is a \(role)")
        }
        if requireSameBuild && self.buildID != buildID {
            throw WireError(.handshake, "peer build \(self.buildID) does not match this build \(buildID); host and renderer must be one binary")
        }
    }
}
