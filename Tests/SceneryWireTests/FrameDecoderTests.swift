import SceneryWire
import Testing

/// The frame decoder, checked the way swift-nio's `ByteToMessageDecoderVerifier` checks a
/// decoder: the same stream must give the same messages however the reads split it.
@Suite("Frame decoder")
struct FrameDecoderTests {
    static let messages = Samples.all.map(\.message)
    static let bytes = stream(of: messages)

    @Test("A stream of frames delivered at once decodes to every message in order")
    func wholeStream() throws {
        var decoder = FrameDecoder()
        #expect(try decodeStream(Self.bytes, decoder: &decoder) { $0 } == Self.messages)
    }

    @Test("A stream of frames delivered one byte at a time decodes to every message in order")
    func oneByteAtATime() throws {
        var decoder = FrameDecoder()
        #expect(try decodeStream(Self.bytes, decoder: &decoder) { _ in 1 } == Self.messages)
    }

    @Test("A stream of frames delivered in random chunks decodes to every message in order",
          arguments: [1, 2, 3, 42, 1234, 0xDEAD_BEEF] as [UInt64])
    func randomChunks(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        var decoder = FrameDecoder()
        let decoded = try decodeStream(Self.bytes, decoder: &decoder) { left in
            // Mostly small reads that split headers and fields, now and then a large one.
            Bool.random(using: &rng) ? Int.random(in: 1...8, using: &rng) : Int.random(in: 1...max(1, left), using: &rng)
        }
        #expect(decoded == Self.messages)
    }

    @Test("Payloads come out only as each frame completes, never early")
    func payloadsCompleteExactlyOnTheirLastByte() throws {
        let frames = Self.messages.map { $0.encodeFrame() }
        var ends: Set<Int> = []
        var total = 0
        for frame in frames {
            total += frame.count
            ends.insert(total)
        }
        var decoder = FrameDecoder()
        var delivered = 0
        for (index, byte) in Self.bytes.enumerated() {
            decoder.append(CollectionOfOne(byte))
            let payload = try decoder.nextPayload()
            if ends.contains(index + 1) {
                let expected = frames[delivered].dropFirst(Frame.headerSize)
                #expect(payload.map { $0[...] } == expected)
                delivered += 1
            } else {
                #expect(payload == nil, "payload returned early at byte \(index)")
            }
        }
        #expect(delivered == frames.count)
    }

    @Test("Several frames in one read are all returned")
    func severalFramesInOneRead() throws {
        var decoder = FrameDecoder()
        decoder.append(stream(of: [.listWindows, .listWindows, .closeRequest(CloseRequest(windowID: 3))]))
        #expect(try decoder.nextPayload() == [10])
        #expect(try decoder.nextPayload() == [10])
        #expect(try decoder.nextPayload() == WireMessage.closeRequest(CloseRequest(windowID: 3)).encodePayload())
        #expect(try decoder.nextPayload() == nil)
    }

    @Test("A frame with only its header gives nothing until the payload arrives")
    func headerOnly() throws {
        let frame = WireMessage.titleChanged(TitleChanged(windowID: 5, title: "Hello")).encodeFrame()
        var decoder = FrameDecoder()
        decoder.append(frame.prefix(Frame.headerSize))
        #expect(try decoder.nextPayload() == nil)
        #expect(try decoder.nextPayload() == nil)
        decoder.append(frame.dropFirst(Frame.headerSize))
        let payload = try #require(try decoder.nextPayload())
        #expect(try WireMessage(payload: payload) == .titleChanged(TitleChanged(windowID: 5, title: "Hello")))
    }

    @Test("A frame split across reads decodes once complete")
    func partialPayload() throws {
        let message = WireMessage.windowOpened(WindowOpened(windowID: 1, xWindowID: 0x40_0000, title: "Hello"))
        let frame = message.encodeFrame()
        var decoder = FrameDecoder()
        decoder.append(frame.prefix(2))
        #expect(try decoder.nextPayload() == nil)
        decoder.append(frame[2..<10])
        #expect(try decoder.nextPayload() == nil)
        decoder.append(frame[10..<(frame.count - 1)])
        #expect(try decoder.nextPayload() == nil)
        decoder.append(frame.suffix(1))
        #expect(try WireMessage(payload: #require(try decoder.nextPayload())) == message)
        try decoder.checkCleanEnd()
    }

    @Test("The stream ending inside a frame is an unexpected EOF", arguments: [1, 3, 4, 5, 9])
    func endInsideFrame(cut: Int) {
        let frame = WireMessage.windowOpened(WindowOpened(windowID: 1, xWindowID: 2, title: "title")).encodeFrame()
        var decoder = FrameDecoder()
        decoder.append(frame.prefix(cut))
        #expect((try? decoder.nextPayload()) == .some(nil))
        #expect(decoder.bufferedByteCount == cut)
        let error = wireError { () throws(WireError) in try decoder.checkCleanEnd() }
        #expect(error?.code == .unexpectedEOF)
        #expect(error?.message.contains("\(cut) bytes") == true)
    }

    @Test("The stream ending between frames is clean")
    func endBetweenFrames() throws {
        var decoder = FrameDecoder()
        try decoder.checkCleanEnd()
        decoder.append(stream(of: [.listWindows, .listWindows]))
        _ = try decoder.nextPayload()
        _ = try decoder.nextPayload()
        try decoder.checkCleanEnd()
    }

    @Test("A length above the maximum is refused from the header alone", arguments: [
        UInt32(Frame.maximumPayloadSize + 1), UInt32(Frame.maximumPayloadSize * 2), Frame.continuationFlag - 1,
    ])
    func oversizedFrame(length: UInt32) {
        var decoder = FrameDecoder()
        decoder.append(header(length: length))
        let error = wireError { () throws(WireError) in _ = try decoder.nextPayload() }
        #expect(error?.code == .frameTooLarge)
        #expect(error?.message.contains("\(length)") == true)
    }

    @Test("A length of exactly the maximum waits for the payload")
    func maximumSizedFrame() throws {
        var decoder = FrameDecoder()
        decoder.append(header(length: UInt32(Frame.maximumPayloadSize)))
        #expect(try decoder.nextPayload() == nil)

        var small = FrameDecoder(maximumPayloadSize: 8)
        small.append(header(length: 8) + [10, 1, 2, 3, 4, 5, 6, 7])
        #expect(try small.nextPayload() == [10, 1, 2, 3, 4, 5, 6, 7])
        small.append(header(length: 9))
        #expect(wireError { () throws(WireError) in _ = try small.nextPayload() }?.code == .frameTooLarge)
    }

    @Test("A message larger than a frame travels in pieces and comes out whole, however the stream is cut")
    func fragmentedMessage() throws {
        let value = String(repeating: "state ", count: 600_000)  // 3.6 MB: four frames
        let message = WireMessage.windowOpened(WindowOpened(windowID: 9, xWindowID: 3, title: value))
        let payload = message.encodePayload()
        let bytes = Frame.encode(payload) + stream(of: [.listWindows])
        #expect(bytes.count == payload.count + 1 + Frame.headerSize * 5, "four frame headers for the message, one for listWindows")
        for cut in [1, 4, 5, Frame.maximumPayloadSize, Frame.maximumPayloadSize + 4, Frame.maximumPayloadSize + 9, bytes.count - 6] {
            var decoder = FrameDecoder()
            decoder.append(bytes[..<cut])
            var out: [[UInt8]] = []
            while let next = try decoder.nextPayload() { out.append(next) }
            decoder.append(bytes[cut...])
            while let next = try decoder.nextPayload() { out.append(next) }
            #expect(out.count == 2 && out.first == payload && out.last == [10], "cut at \(cut)")
            try decoder.checkCleanEnd()
        }
    }

    @Test("A message whose pieces add up to more than the message maximum is refused; a stream ending inside one is unclean")
    func fragmentLimits() {
        var small = FrameDecoder(maximumPayloadSize: 8, maximumMessageSize: 20)
        let more = Frame.continuationFlag
        small.append(header(length: 8 | more) + Array(repeating: 1, count: 8) + header(length: 8 | more) + Array(repeating: 2, count: 8))
        #expect((try? small.nextPayload()) == .some(nil))
        #expect(wireError { () throws(WireError) in try small.checkCleanEnd() }?.code == .unexpectedEOF)
        small.append(header(length: 8))
        #expect(wireError { () throws(WireError) in _ = try small.nextPayload() }?.code == .frameTooLarge)

        var exact = FrameDecoder(maximumPayloadSize: 8, maximumMessageSize: 20)
        exact.append(header(length: 8 | more) + Array(repeating: 1, count: 8) + header(length: 8 | more) + Array(repeating: 2, count: 8) + header(length: 4) + [3, 3, 3, 3])
        #expect((try? exact.nextPayload()) == .some(Array(repeating: 1, count: 8) + Array(repeating: 2, count: 8) + [3, 3, 3, 3]))
    }

    @Test("A frame announcing an empty payload is refused")
    func emptyFrame() {
        var decoder = FrameDecoder()
        decoder.append(header(length: 0))
        #expect(wireError { () throws(WireError) in _ = try decoder.nextPayload() }?.code == .emptyFrame)
    }

    @Test("After an error the decoder stays failed", arguments: [UInt32(0), UInt32(Frame.maximumPayloadSize + 1)])
    func staysFailed(length: UInt32) {
        var decoder = FrameDecoder()
        decoder.append(stream(of: [.listWindows]) + header(length: length))
        #expect((try? decoder.nextPayload()) == .some([10]))
        let first = wireError { () throws(WireError) in _ = try decoder.nextPayload() }
        #expect(first != nil)
        decoder.append(stream(of: [.listWindows, .listWindows]))
        for _ in 0..<3 {
            #expect(wireError { () throws(WireError) in _ = try decoder.nextPayload() } == first)
        }
    }

    @Test("Random byte streams never trap the frame decoder", arguments: [7, 8, 9] as [UInt64])
    func randomStreams(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        var outcomes = (payloads: 0, errors: 0)
        for _ in 0..<2_000 {
            var decoder = FrameDecoder(maximumPayloadSize: 64)
            // Plausible headers (lengths around the limit, including 0) mixed with noise.
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...6, using: &rng) {
                if Bool.random(using: &rng) {
                    bytes += header(length: UInt32.random(in: 0...70, using: &rng))
                }
                bytes += rng.bytes(Int.random(in: 0...40, using: &rng))
            }
            var offset = 0
            reading: while offset < bytes.count {
                let size = Int.random(in: 1...(bytes.count - offset), using: &rng)
                decoder.append(bytes[offset..<offset + size])
                offset += size
                do {
                    while let payload = try decoder.nextPayload() {
                        #expect(!payload.isEmpty && payload.count <= 64)
                        outcomes.payloads += 1
                    }
                } catch {
                    #expect([.emptyFrame, .frameTooLarge].contains(error.code))
                    outcomes.errors += 1
                    break reading
                }
            }
        }
        #expect(outcomes.payloads > 0)
        #expect(outcomes.errors > 0)
    }
}
