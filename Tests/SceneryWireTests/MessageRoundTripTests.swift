import SceneryWire
import Testing

@Suite("Message round trips")
struct MessageRoundTripTests {
    @Test("Every message survives encodeFrame, FrameDecoder and decoding unchanged", arguments: Samples.all)
    func roundTrip(_ sample: Sample) throws {
        var decoder = FrameDecoder()
        decoder.append(sample.message.encodeFrame())
        let payload = try #require(try decoder.nextPayload())
        #expect(try WireMessage(payload: payload) == sample.message)
        #expect(try decoder.nextPayload() == nil)
        #expect(decoder.bufferedByteCount == 0)
        try decoder.checkCleanEnd()
    }

    @Test("A frame is a little-endian payload length followed by the payload", arguments: Samples.all)
    func frameLayout(_ sample: Sample) {
        let payload = sample.message.encodePayload()
        let frame = sample.message.encodeFrame()
        #expect(frame.count == Frame.headerSize + payload.count)
        let length = frame.prefix(4).enumerated().reduce(0) { $0 | Int($1.element) << (8 * $1.offset) }
        #expect(length == payload.count)
        #expect(Array(frame.dropFirst(Frame.headerSize)) == payload)
    }

    @Test("Encoding is deterministic: decoding then re-encoding gives the same bytes", arguments: Samples.all)
    func canonicalEncoding(_ sample: Sample) throws {
        let payload = sample.message.encodePayload()
        #expect(try WireMessage(payload: payload).encodePayload() == payload)
    }

    @Test("Fields are little-endian and strings are length-prefixed UTF-8")
    func knownBytes() throws {
        let message = WireMessage.windowOpened(WindowOpened(windowID: 0x0102_0304_0506_0708, xWindowID: 0x40_0000, title: "é"))
        #expect(message.encodePayload() == [
            4,                                               // tag: windowOpened
            0x08, 0x07, 0x06, 0x05, 0x04, 0x03, 0x02, 0x01,  // windowID
            0x00, 0x00, 0x40, 0x00,                          // xWindowID
            0x02, 0x00, 0x00, 0x00, 0xC3, 0xA9,              // title
        ])
        #expect(WireMessage.listWindows.encodeFrame() == [1, 0, 0, 0, 10])
    }

    @Test("The samples cover every message tag")
    func samplesCoverEveryTag() {
        let sampled = Set(Samples.all.map { $0.message.encodePayload()[0] })
        var known: Set<UInt8> = []
        for tag in UInt8.min...UInt8.max {
            // A bare tag is either a complete message (listWindows) or short of fields;
            // only a tag the protocol does not know is reported as unknown.
            do {
                _ = try WireMessage(payload: [tag])
                known.insert(tag)
            } catch {
                if error.code != .unknownMessage { known.insert(tag) }
            }
        }
        #expect(sampled == known)
    }

    @Test("The samples cover every value of every wire enum")
    func samplesCoverEveryEnumValue() {
        var roles: Set<UInt8> = [], kinds: Set<UInt8> = [], closeReasons: Set<UInt8> = []
        var shutdownReasons: Set<UInt8> = [], levels: Set<UInt8> = []
        for sample in Samples.all {
            switch sample.message {
            case .hello(let hello): roles.insert(hello.role.rawValue)
            case .sceneManifest(let manifest): kinds.formUnion(manifest.scenes.map(\.kind.rawValue))
            case .windowClosed(let closed): closeReasons.insert(closed.reason.rawValue)
            case .shutdown(let shutdown): shutdownReasons.insert(shutdown.reason.rawValue)
            case .log(let record): levels.insert(record.level.rawValue)
            default: break
            }
        }
        #expect(roles == Set(everyCase(of: PeerRole.self).map(\.rawValue)))
        #expect(kinds == Set(everyCase(of: SceneKind.self).map(\.rawValue)))
        #expect(closeReasons == Set(everyCase(of: CloseReason.self).map(\.rawValue)))
        #expect(shutdownReasons == closeReasons)
        #expect(levels == Set(everyCase(of: LogLevel.self).map(\.rawValue)))
    }
}
