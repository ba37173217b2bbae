#if canImport(Glibc)
import Glibc
#endif
import SceneryPlatform
import SceneryWire
import Testing

/// The wire connection over a real socket pair, driven by a real event loop.
@Suite("MessageChannel: a peer's last words survive its hang-up")
@MainActor
struct MessageChannelTests {
    /// Writes `messages` as the peer would, then closes the peer's end.
    private func peerSends(_ messages: [WireMessage], then end: Int32) {
        let bytes = messages.flatMap { Frame.encode($0.encodePayload()) }
        #expect(bytes.withUnsafeBytes { write(end, $0.baseAddress, $0.count) } == bytes.count)
        close(end)
    }

    /// Reads `fd` with a channel until it closes (or nothing happens for 5 s); returns the
    /// names of the messages delivered and why the channel closed.
    private func receiveAll(from fd: Int32) -> (received: [String], cause: MessageChannel.CloseCause?) {
        let loop = EventLoop()
        let channel = MessageChannel(fd: fd, loop: loop)
        var received: [String] = []
        var cause: MessageChannel.CloseCause?
        channel.onMessage = { received.append($0.name) }
        channel.onClose = { cause = $0 }
        while cause == nil, loop.turn(timeoutMilliseconds: 5000) {}
        return (received, cause)
    }

    @Test("A reply that fails because the peer hung up does not drop the messages it sent before (a renderer's windowClosed after its last windowSignals)")
    func messagesAfterAFailedReplyAreDelivered() throws {
        let (ours, theirs) = try Sockets.pair()
        peerSends([
            .windowSignals(WindowSignals(windowID: 7, state: WindowState())),
            .windowClosed(WindowClosed(windowID: 7, reason: .user)),
        ], then: theirs)
        let loop = EventLoop()
        let channel = MessageChannel(fd: ours, loop: loop)
        var received: [String] = []
        var replies: [Bool] = []
        var cause: MessageChannel.CloseCause?
        channel.onMessage = { message in
            received.append(message.name)
            // The host answers a window's signals with its phases; the peer is gone.
            replies.append(channel.send(.shutdown(Shutdown(reason: .host))))
        }
        channel.onClose = { cause = $0 }
        while cause == nil, loop.turn(timeoutMilliseconds: 5000) {}
        #expect(received == ["windowSignals", "windowClosed"])
        #expect(replies == [false, false], "nothing can be sent once a write has failed")
        if case .peerClosed = cause {} else { Issue.record("closed with \(String(describing: cause)), expected peerClosed") }
        #expect(!channel.isOpen)
    }

    @Test("Without a failed write, every message before end-of-file is delivered and the close is clean")
    func messagesBeforeEndOfFileAreDelivered() throws {
        let (ours, theirs) = try Sockets.pair()
        peerSends([.windowClosed(WindowClosed(windowID: 3, reason: .user))], then: theirs)
        let (received, cause) = receiveAll(from: ours)
        #expect(received == ["windowClosed"])
        if case .peerClosed = cause {} else { Issue.record("closed with \(String(describing: cause)), expected peerClosed") }
    }

    @Test("A frame cut off by the hang-up is a protocol violation, after the whole messages before it")
    func truncatedLastFrameIsAViolation() throws {
        let (ours, theirs) = try Sockets.pair()
        let whole = Frame.encode(WireMessage.windowClosed(WindowClosed(windowID: 3, reason: .user)).encodePayload())
        let bytes = whole + whole.dropLast(2)
        #expect(bytes.withUnsafeBytes { write(theirs, $0.baseAddress, $0.count) } == bytes.count)
        close(theirs)
        let (received, cause) = receiveAll(from: ours)
        #expect(received == ["windowClosed"])
        if case .protocolViolation = cause {} else { Issue.record("closed with \(String(describing: cause)), expected a protocol violation") }
    }

    @Test("Messages larger than the read buffer, and many at once, arrive whole and in order as the buffer grows")
    func largeMessagesArriveWhole() throws {
        let (ours, theirs) = try Sockets.pair()
        // 4 KiB at first, 64 KiB at most: a message of each size around and beyond both.
        let sizes = [10, 4095, 4096, 4097, 9000, 70_000, 150_000, 3, 65_536, 12]
        let messages = sizes.enumerated().map { index, size in
            WireMessage.log(LogRecord(level: .info, message: String(repeating: Character(UnicodeScalar(UInt8(97 + index))), count: size)))
        }
        let bytes = messages.flatMap { Frame.encode($0.encodePayload()) }
        // More than a socket buffer holds: the peer writes from a thread of its own.
        let writer = BackgroundThread.start {
            var at = 0
            while at < bytes.count {
                let n = bytes[at...].withUnsafeBytes { write(theirs, $0.baseAddress, $0.count) }
                if n > 0 {
                    at += n
                } else if n < 0, errno == EAGAIN || errno == EINTR {
                    // The socket is non-blocking: wait until the reader makes room.
                    var writable = pollfd(fd: theirs, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&writable, 1, 5000)
                } else {
                    break
                }
            }
            close(theirs)
        }
        #expect(writer)
        let loop = EventLoop()
        let channel = MessageChannel(fd: ours, loop: loop)
        var received: [String] = []
        var cause: MessageChannel.CloseCause?
        channel.onMessage = { message in
            if case .log(let record) = message { received.append(record.message) }
        }
        channel.onClose = { cause = $0 }
        while cause == nil, loop.turn(timeoutMilliseconds: 5000) {}
        #expect(received.map(\.utf8.count) == sizes)
        let expected = messages.compactMap { message -> String? in if case .log(let record) = message { record.message } else { nil } }
        #expect(received == expected, "the messages' contents differ")
        if case .peerClosed = cause {} else { Issue.record("closed with \(String(describing: cause)), expected peerClosed") }
    }
}
