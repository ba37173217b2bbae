import SceneryWire
import Testing

/// The tag bytes of the protocol (v1: 1–12, v2: 13–18, v3: 19–24, v4: 25, v5: 26, v7: 27–29, v8: 30). They are part of the wire contract: tags are append-only
/// and never renumbered, so the tests spell them out instead of asking the encoder.
enum Tag {
    static let hello: UInt8 = 1, sceneManifest: UInt8 = 2, openWindow: UInt8 = 3
    static let windowOpened: UInt8 = 4, windowClosed: UInt8 = 5, titleChanged: UInt8 = 6
    static let closeRequest: UInt8 = 7, shutdown: UInt8 = 8, log: UInt8 = 9
    static let listWindows: UInt8 = 10, windowList: UInt8 = 11, error: UInt8 = 12
    static let windowSignals: UInt8 = 13, phaseUpdate: UInt8 = 14, subscribeEvents: UInt8 = 15, hostEvent: UInt8 = 16
    static let windowResized: UInt8 = 17, activateWindow: UInt8 = 18, sceneRequest: UInt8 = 19, sharedValues: UInt8 = 20, storedValueWrite: UInt8 = 21, openURL: UInt8 = 22, windowEvent: UInt8 = 23, framePresented: UInt8 = 24
    static let navigationChanged: UInt8 = 25, clipboardHandOver: UInt8 = 26
    static let ping: UInt8 = 27, pong: UInt8 = 28, windowTitleOverride: UInt8 = 29, awake: UInt8 = 30

    static let byName: [String: UInt8] = [
        "hello": hello, "sceneManifest": sceneManifest, "openWindow": openWindow,
        "windowOpened": windowOpened, "windowClosed": windowClosed, "titleChanged": titleChanged,
        "closeRequest": closeRequest, "shutdown": shutdown, "log": log,
        "listWindows": listWindows, "windowList": windowList, "error": error,
        "windowSignals": windowSignals, "phaseUpdate": phaseUpdate, "subscribeEvents": subscribeEvents,
        "hostEvent": hostEvent, "windowResized": windowResized, "activateWindow": activateWindow,
        "sceneRequest": sceneRequest, "sharedValues": sharedValues, "storedValueWrite": storedValueWrite, "openURL": openURL, "windowEvent": windowEvent, "framePresented": framePresented,
        "navigationChanged": navigationChanged, "clipboardHandOver": clipboardHandOver,
        "ping": ping, "pong": pong, "windowTitleOverride": windowTitleOverride, "awake": awake,
    ]
}

/// Builds a payload field by field, for inputs the encoder would never produce.
func payload(_ tag: UInt8, _ fields: (inout WireWriter) -> Void = { _ in }) -> [UInt8] {
    var writer = WireWriter()
    writer.write(tag)
    fields(&writer)
    return writer.bytes
}

/// The codes a message payload (as opposed to framing or the handshake) can fail with.
let messageErrorCodes: Set<WireError.Code> = [.truncated, .trailingBytes, .unknownMessage, .invalidValue, .invalidUTF8]

@Suite("Malformed input")
struct MalformedInputTests {
    @Test("Tags keep their numbers", arguments: Samples.all)
    func tagsAreStable(_ sample: Sample) {
        #expect(sample.message.encodePayload().first == Tag.byName[sample.message.name])
    }

    @Test("An unknown message tag is refused", arguments: [[0], [31], [0x7F], [0xFF], [0, 1, 2, 3]] as [[UInt8]])
    func unknownTag(_ bytes: [UInt8]) {
        let error = decodeError(bytes)
        #expect(error?.code == .unknownMessage)
        #expect(error?.message.contains("\(bytes[0])") == true)
    }

    @Test("An empty payload is truncated")
    func emptyPayload() {
        #expect(decodeError([])?.code == .truncated)
    }

    @Test("Every proper prefix of a message is truncated", arguments: Samples.all)
    func everyPrefixIsTruncated(_ sample: Sample) {
        let bytes = sample.message.encodePayload()
        for cut in 0..<bytes.count {
            let error = decodeError(Array(bytes.prefix(cut)))
            #expect(error?.code == .truncated, "cut at \(cut) of \(bytes.count): \(String(describing: error))")
        }
    }

    @Test("Bytes after a message's last field are refused", arguments: Samples.all)
    func trailingBytes(_ sample: Sample) {
        for extra in [[0], [1, 2, 3], Array(repeating: 0xFF, count: 64)] as [[UInt8]] {
            let error = decodeError(sample.message.encodePayload() + extra)
            #expect(error?.code == .trailingBytes)
            #expect(error?.message.contains("\(extra.count) unexpected bytes") == true)
        }
    }

    static let invalidUTF8Strings: [[UInt8]] = [
        [0xFF],                    // never valid
        [0x61, 0x80],              // stray continuation byte
        [0xC3],                    // sequence cut short
        [0xC0, 0x80],              // overlong NUL
        [0xED, 0xA0, 0x80],        // UTF-16 surrogate
        [0xF4, 0x90, 0x80, 0x80],  // above U+10FFFF
    ]

    @Test("A string that is not valid UTF-8 is refused", arguments: invalidUTF8Strings)
    func invalidUTF8(_ bad: [UInt8]) {
        let title = decodeError(payload(Tag.titleChanged) { $0.write(UInt64(1)); $0.write(bytes: bad) })
        #expect(title?.code == .invalidUTF8)
        #expect(title?.message.contains("title.title") == true)

        let buildID = decodeError(payload(Tag.hello) {
            $0.write(WireProtocol.version); $0.write(bytes: bad); $0.write(PeerRole.host.rawValue); $0.write(Int32(1))
        })
        #expect(buildID?.code == .invalidUTF8)

        let sceneTitle = decodeError(payload(Tag.sceneManifest) {
            $0.write("app"); $0.write("App"); $0.write(UInt32(1))
            $0.write("s"); $0.write(SceneKind.window.rawValue); $0.write(true); $0.write(bytes: bad)
        })
        #expect(sceneTitle?.code == .invalidUTF8)
    }

    @Test("A Boolean byte other than 0 or 1 is refused", arguments: [2, 0x80, 0xFF] as [UInt8])
    func invalidBool(_ byte: UInt8) {
        let error = decodeError(payload(Tag.sceneManifest) {
            $0.write("app"); $0.write("App"); $0.write(UInt32(1))
            $0.write("s"); $0.write(SceneKind.window.rawValue); $0.write(byte); $0.write("title")
        })
        #expect(error?.code == .invalidValue)
        #expect(error?.message.contains("\(byte) is not a Boolean") == true)
    }

    /// Payloads whose only fault is one enum byte, and the field it belongs to.
    static func withEnumByte(_ raw: UInt8) -> [(field: String, payload: [UInt8])] {
        [
            ("hello.role", payload(Tag.hello) { $0.write(WireProtocol.version); $0.write("id"); $0.write(raw); $0.write(Int32(1)) }),
            ("scene.kind", payload(Tag.sceneManifest) {
                $0.write("a"); $0.write("A"); $0.write(UInt32(1)); $0.write("s"); $0.write(raw); $0.write(false)
            }),
            ("closed.reason", payload(Tag.windowClosed) { $0.write(UInt64(1)); $0.write(raw) }),
            ("shutdown.reason", payload(Tag.shutdown) { $0.write(raw) }),
            ("log.level", payload(Tag.log) { $0.write(raw); $0.write("text") }),
        ]
    }

    @Test("An unknown enum value is refused", arguments: [0, 4, 5, 0x7F, 0xFF] as [UInt8])
    func unknownEnumValue(_ raw: UInt8) {
        for (field, bytes) in Self.withEnumByte(raw) {
            let valid: Bool = switch field {
            case "hello.role": PeerRole(rawValue: raw) != nil
            case "scene.kind": SceneKind(rawValue: raw) != nil
            case "log.level": LogLevel(rawValue: raw) != nil
            default: CloseReason(rawValue: raw) != nil
            }
            if valid { continue }
            let error = decodeError(bytes)
            #expect(error?.code == .invalidValue, "\(field) = \(raw)")
            #expect(error?.message.contains(field) == true)
        }
    }

    @Test("An array count far larger than the bytes left is refused before allocating", arguments: [
        UInt32.max, UInt32(Int32.max), 1 << 20, 3,
    ])
    func forgedArrayCount(_ count: UInt32) {
        let list = decodeError(payload(Tag.windowList) { $0.write("app"); $0.write(count); $0.write(UInt64(0)) })
        #expect(list?.code == .truncated)
        #expect(list?.message.contains("cannot fit") == true, "the count was not checked before reading elements")

        let manifest = decodeError(payload(Tag.sceneManifest) {
            $0.write("app"); $0.write("App"); $0.write(count); $0.write(UInt32(0)); $0.write(UInt8(1))
        })
        #expect(manifest?.code == .truncated)
        #expect(manifest?.message.contains("cannot fit") == true)
    }

    @Test("An array count that fits the bytes but not the elements is truncated")
    func arrayElementsCutShort() {
        // Two 24-byte slots, but the first window's strings claim more than is there.
        let error = decodeError(payload(Tag.windowList) {
            $0.write("app"); $0.write(UInt32(2)); $0.write(UInt32(40)); $0.write(bytes: Array(repeating: 0x61, count: 44))
        })
        #expect(error?.code == .truncated)
    }

    @Test("A string length larger than the message is truncated")
    func forgedStringLength() {
        let error = decodeError(payload(Tag.error) { $0.write(UInt32.max); $0.write(UInt8(0x61)) })
        #expect(error?.code == .truncated)
    }

    @Test("Random payloads never trap the decoder", arguments: [1, 2, 3, 4] as [UInt64])
    func randomPayloads(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        var decoded = 0
        for _ in 0..<5_000 {
            var bytes = rng.bytes(Int.random(in: 0...48, using: &rng))
            // Mostly real tags, so the fields behind them get exercised too.
            if !bytes.isEmpty && Int.random(in: 0..<8, using: &rng) != 0 { bytes[0] = UInt8.random(in: 1...18, using: &rng) }
            if check(bytes) { decoded += 1 }
        }
        #expect(decoded > 0)
    }

    @Test("Mutated valid messages never trap the decoder", arguments: [11, 12, 13, 14] as [UInt64])
    func mutatedMessages(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        let valid = Samples.all.map { $0.message.encodePayload() }
        var outcomes = (decoded: 0, refused: 0)
        for _ in 0..<5_000 {
            var bytes = valid.randomElement(using: &rng)!
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                let index = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &rng)
                switch Int.random(in: 0..<6, using: &rng) {
                case 0 where !bytes.isEmpty: bytes[index] ^= 1 << UInt8.random(in: 0...7, using: &rng)
                case 1 where !bytes.isEmpty: bytes[index] = [0x00, 0x01, 0x02, 0x7F, 0x80, 0xFF].randomElement(using: &rng)!
                case 2 where !bytes.isEmpty: bytes.remove(at: index)
                case 3: bytes.insert(UInt8.random(in: .min ... .max, using: &rng), at: index)
                case 4: bytes.removeLast(Int.random(in: 0...bytes.count, using: &rng))
                default: bytes += rng.bytes(Int.random(in: 1...4, using: &rng))
                }
            }
            if check(bytes) { outcomes.decoded += 1 } else { outcomes.refused += 1 }
        }
        #expect(outcomes.decoded > 0)
        #expect(outcomes.refused > 0)
    }

    /// Decodes `bytes`: a message must re-encode to exactly the same bytes (the encoding is
    /// canonical), and a refusal must carry a message-level code. Returns whether it decoded.
    private func check(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        do {
            let message = try WireMessage(payload: bytes)
            #expect(message.encodePayload() == bytes, sourceLocation: sourceLocation)
            return true
        } catch {
            #expect(messageErrorCodes.contains(error.code), "\(error)", sourceLocation: sourceLocation)
            return false
        }
    }
}

@Suite("Window sizes on the wire")
struct WindowSizeTests {
    @Test("A window size outside 1…32767 is refused", arguments: [(0, 10), (10, 0), (32768, 10), (10, UInt32.max)] as [(UInt32, UInt32)])
    func outOfRange(width: UInt32, height: UInt32) {
        let bytes = payload(Tag.windowResized) { writer in
            writer.write(UInt64(1))
            writer.write(width)
            writer.write(height)
        }
        #expect(decodeError(bytes)?.code == .invalidValue)
    }

    @Test("A navigation summary over its bounds is refused with the field named, never trapped on")
    func navigationBounds() {
        // 33 titles, one more than a view may list.
        let tooManyTitles = payload(Tag.navigationChanged) { w in
            w.write(UInt64(1))
            w.write([NavigationViewState(kind: "stack", key: "k", depth: 40, titles: Array(repeating: "t", count: 33))]) { $1.encode(to: &$0) }
        }
        let error = decodeError(tooManyTitles)
        #expect(error?.code == .invalidValue)
        #expect(error?.message.contains("navigation.titles") == true, "\(String(describing: error))")
        // A title longer than 256 bytes.
        let longTitle = payload(Tag.navigationChanged) { w in
            w.write(UInt64(1))
            w.write([NavigationViewState(kind: "stack", key: "k", titles: [String(repeating: "x", count: 300)])]) { $1.encode(to: &$0) }
        }
        #expect(decodeError(longTitle)?.message.contains("navigation.title is 300 bytes") == true)
        // What a renderer sends is clamped within the bounds first.
        let clamped = NavigationViewState(kind: "stack", key: "k", depth: 99, titles: (0..<99).map { "level \($0)" + String(repeating: "é", count: 200) }).clamped()
        #expect(clamped.titles.count == NavigationViewState.maximumTitles)
        #expect(clamped.titles.last?.hasPrefix("level 98") == true)
        #expect(clamped.titles.allSatisfy { $0.utf8.count <= NavigationViewState.maximumTitleSize })
        let message = WireMessage.navigationChanged(WindowNavigation(windowID: 1, views: [clamped]))
        #expect((try? WireMessage(payload: message.encodePayload())) == message)
    }

    @Test("A clipboard hand-over fits one frame: the largest text round-trips, one byte more is refused")
    func clipboardHandOverBound() {
        let largest = WireMessage.clipboardHandOver(ClipboardHandOver(text: String(repeating: "x", count: ClipboardHandOver.maximumTextBytes)))
        let bytes = largest.encodePayload()
        #expect(bytes.count <= Frame.maximumPayloadSize)
        #expect((try? WireMessage(payload: bytes)) == largest)
        let tooLong = payload(Tag.clipboardHandOver) { w in w.write(String(repeating: "x", count: ClipboardHandOver.maximumTextBytes + 1)) }
        let error = decodeError(tooLong)
        #expect(error?.code == .invalidValue)
        #expect(error?.message.contains("clipboardHandOver.text") == true, "\(String(describing: error))")
    }
}
