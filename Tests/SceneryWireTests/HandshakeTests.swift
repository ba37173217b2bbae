import SceneryWire
import Testing

@Suite("Handshake")
struct HandshakeTests {
    @Test("A hello with this protocol version, the expected role and the same build is accepted",
          arguments: [PeerRole.host, .renderer, .control])
    func acceptsMatching(role: PeerRole) throws {
        let hello = Hello(buildID: "abc123", role: role, pid: 77)
        #expect(hello.protocolVersion == WireProtocol.version)
        try hello.validate(expectedRole: role, buildID: "abc123", requireSameBuild: true)
        try hello.validate(expectedRole: role, buildID: "abc123", requireSameBuild: false)
    }

    @Test("A hello speaking another protocol version is refused",
          arguments: [0, WireProtocol.version + 1, UInt32.max])
    func refusesOtherVersion(version: UInt32) {
        let hello = Hello(protocolVersion: version, buildID: "abc123", role: .host, pid: 1)
        let error = wireError { () throws(WireError) in
            try hello.validate(expectedRole: .host, buildID: "abc123", requireSameBuild: false)
        }
        #expect(error?.code == .handshake)
        #expect(error?.message.contains("protocol \(version)") == true)
        #expect(error?.message.contains("speaks \(WireProtocol.version)") == true)
    }

    @Test("A hello from a peer in the wrong role is refused", arguments: [
        (PeerRole.host, PeerRole.renderer), (.renderer, .control), (.control, .host), (.host, .control),
    ])
    func refusesWrongRole(expected: PeerRole, actual: PeerRole) {
        let hello = Hello(buildID: "abc123", role: actual, pid: 1)
        let error = wireError { () throws(WireError) in
            try hello.validate(expectedRole: expected, buildID: "abc123", requireSameBuild: false)
        }
        #expect(error?.code == .handshake)
        #expect(error?.message.contains("expected a \(expected)") == true)
        #expect(error?.message.contains("is a \(actual)") == true)
    }

    @Test("A hello from another build is refused when the build must match")
    func refusesOtherBuild() {
        let hello = Hello(buildID: "0ld5ca1e", role: .renderer, pid: 1)
        let error = wireError { () throws(WireError) in
            try hello.validate(expectedRole: .renderer, buildID: "f00dface", requireSameBuild: true)
        }
        #expect(error?.code == .handshake)
        #expect(error?.message.contains("0ld5ca1e") == true)
        #expect(error?.message.contains("f00dface") == true)
    }

    @Test("A hello from another build is accepted when the build need not match")
    func acceptsOtherBuild() throws {
        let hello = Hello(buildID: "0ld5ca1e", role: .control, pid: 1)
        try hello.validate(expectedRole: .control, buildID: "f00dface", requireSameBuild: false)
    }

    @Test("A control client and a host exchange hellos over frames")
    func controlExchange() throws {
        // Each side's bytes go through the other side's frame decoder, as on a socket.
        var atHost = FrameDecoder()
        var atClient = FrameDecoder()

        atHost.append(WireMessage.hello(Hello(buildID: "scenectl-build", role: .control, pid: 10)).encodeFrame())
        atHost.append(WireMessage.listWindows.encodeFrame())
        guard case .hello(let clientHello) = try WireMessage(payload: #require(try atHost.nextPayload())) else {
            Issue.record("the host did not receive a hello first")
            return
        }
        try clientHello.validate(expectedRole: .control, buildID: "app-build", requireSameBuild: false)
        #expect(clientHello.pid == 10)

        atClient.append(WireMessage.hello(Hello(buildID: "app-build", role: .host, pid: 20)).encodeFrame())
        #expect(try WireMessage(payload: #require(try atHost.nextPayload())) == .listWindows)
        let list = WindowList(appID: "Hello", windows: [
            WindowInfo(sceneID: "WindowGroup-0", windowID: 1, rendererPID: 21, xWindowID: 0x40_0000, title: "Hello"),
        ])
        atClient.append(WireMessage.windowList(list).encodeFrame())

        guard case .hello(let hostHello) = try WireMessage(payload: #require(try atClient.nextPayload())) else {
            Issue.record("the client did not receive a hello first")
            return
        }
        try hostHello.validate(expectedRole: .host, buildID: "scenectl-build", requireSameBuild: false)
        #expect(try WireMessage(payload: #require(try atClient.nextPayload())) == .windowList(list))
        try atClient.checkCleanEnd()
        try atHost.checkCleanEnd()
    }

    @Test("A renderer's hello is refused where a control client's is expected")
    func rendererOnControlSocket() {
        let hello = Hello(buildID: "x", role: .renderer, pid: 1)
        let error = wireError { () throws(WireError) in
            try hello.validate(expectedRole: .control, buildID: "x", requireSameBuild: false)
        }
        #expect(error?.code == .handshake)
    }
}
