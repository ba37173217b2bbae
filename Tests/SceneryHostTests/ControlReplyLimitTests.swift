#if canImport(Glibc)
import Glibc
#endif
import Logging
@testable import SceneryHost
import SceneryPlatform
import SceneryWire
import Testing

/// The control server's answer to a reply larger than a wire message may be: a short
/// `reply-too-large` error instead of silence, and the connection goes on. No request of
/// today's host makes such a reply from a client's input (error replies quote at most 64
/// characters of it), so the server is driven here with a handler whose reply is too large.
@Suite("Control replies too large for the wire")
@MainActor
struct ControlReplyLimitTests {
    @Test("A reply over the message limit is answered with a short reply-too-large error, and the client's next request is served")
    func oversizedReplyIsAnsweredWithAnError() throws {
        var template = Array("/tmp/scenery-reply-XXXXXX".utf8CString)
        let directory = try #require(template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }.map { String(cString: $0) })
        let socketPath = directory + "/Replies.sock"
        let lock = try InstanceLock(appID: "Replies", directory: directory)
        defer {
            unlink(socketPath)
            unlink(lock.path)
            rmdir(directory)
        }
        let loop = EventLoop()
        let server = try ControlServer(
            appID: "Replies", lock: lock, loop: loop, logger: Logger(label: "test") { _ in SwiftLogNoOpLogHandler() },
            inherited: Sockets.listen(path: socketPath))
        defer { server.close() }
        // The first list is one byte over the limit (a window whose value is that large);
        // the second is small.
        var requests = 0
        server.handleRequest = { request in
            guard case .listWindows = request else { return .error(ErrorReply(code: "unexpected", message: "\(request)")) }
            requests += 1
            let value = requests == 1 ? String(repeating: "x", count: Frame.maximumMessageSize + 1) : "small"
            return .windowList(WindowList(appID: "Replies", windows: [WindowInfo(sceneID: "main", windowID: 1, rendererPID: 1, xWindowID: 0, title: "T", value: value)]))
        }

        let client = MessageChannel(fd: try Sockets.connect(path: socketPath), loop: loop)
        var received: [WireMessage] = []
        client.onMessage = { received.append($0) }
        defer { client.close() }
        #expect(client.send(.hello(Hello(buildID: BuildIdentity.current, role: .control, pid: getpid()))))
        #expect(client.send(.listWindows))
        func turn(until count: Int) {
            let deadline = MonotonicClock.milliseconds() + 20_000
            while received.count < count, client.isOpen, MonotonicClock.milliseconds() < deadline {
                _ = loop.turn(timeoutMilliseconds: deadline - MonotonicClock.milliseconds())
            }
        }
        turn(until: 2)
        try #require(received.count == 2, "received \(received.map(\.name)); open: \(client.isOpen)")
        guard case .hello = received[0], case .error(let error) = received[1] else {
            Issue.record("expected hello and an error, got \(received.map(\.name))")
            return
        }
        #expect(error.code == "reply-too-large", "\(error)")
        #expect(error.message.contains("windowList"), "\(error.message)")
        #expect(error.message.contains("64 MiB"), "\(error.message)")
        #expect(error.message.utf8.count < 200)

        // The connection goes on: the next request is answered.
        #expect(client.send(.listWindows))
        turn(until: 3)
        try #require(received.count == 3, "received \(received.map(\.name)); open: \(client.isOpen)")
        guard case .windowList(let list) = received[2] else {
            Issue.record("expected a window list, got \(received[2].name)")
            return
        }
        #expect(list.windows.first?.value == "small")
        #expect(requests == 2)
    }
}
