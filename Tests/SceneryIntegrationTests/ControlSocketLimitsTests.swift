#if canImport(Glibc)
import Glibc
#endif
import SceneryPlatform
import SceneryTesting
import SceneryWire
import Testing

/// Waits until the peer closes `fd` (EOF), up to `milliseconds`; false on timeout.
private func waitForEOF(_ fd: Int32, milliseconds: Double) -> Bool {
    let deadline = MonotonicClock.milliseconds() + milliseconds
    while true {
        let left = deadline - MonotonicClock.milliseconds()
        var pfd = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        guard left > 0, poll(&pfd, 1, Int32(left.rounded(.up))) > 0 else { return false }
        switch FileDescriptorIO.read(fd) {
        case .endOfFile, .failed: return true
        case .bytes, .wouldBlock: continue
        }
    }
}

/// The host's CPU time so far (user + system), in clock ticks.
private func cpuTicks(of pid: Int32) -> Int? {
    guard let stat = try? AtomicFile.read("/proc/\(pid)/stat") else { return nil }
    let text = String(decoding: stat, as: UTF8.self)
    guard let close = text.lastIndex(of: ")") else { return nil }
    let fields = text[text.index(after: close)...].split(separator: " ")
    // After the command: state is field 3; utime and stime are fields 14 and 15.
    guard fields.count > 13, let user = Int(fields[11]), let system = Int(fields[12]) else { return nil }
    return user + system
}

@Suite("The control socket's limits: silent, slow and numerous clients (real processes)", .serialized)
@MainActor
struct ControlSocketLimitsTests {
    @Test("200 connections that never say hello do not stop scenectl; each is closed after the handshake deadline, without the host spinning")
    func silentClients() throws {
        var app = try AppUnderTest(product: "Hello")
        defer { app.stop() }
        let path = app.runtime.path + "/scenery/Hello.sock"
        var silent: [Int32] = []
        defer { silent.forEach { close($0) } }
        for _ in 0..<200 { silent.append(try Sockets.connect(path: path, milliseconds: 5000)) }
        let (status, output) = try runScenectl(["list"], runtime: app.runtime)
        #expect(status == .exited(0), "scenectl was not served beside 200 silent clients: \(output)")
        #expect(output.contains("Hello"))
        let before = try #require(cpuTicks(of: app.process.pid))
        #expect(waitForEOF(silent[0], milliseconds: 15_000), "a client that never said hello was kept open")
        #expect(waitForEOF(silent[199], milliseconds: 15_000), "a client that never said hello was kept open")
        let after = try #require(cpuTicks(of: app.process.pid))
        // Waiting for the deadline costs the host nothing; a loop spinning on a readable
        // descriptor would burn the whole wait (hundreds of ticks).
        #expect(after - before < 50, "the host used \(after - before) ticks while its clients waited out their deadline")
        _ = try app.windows()
    }

    @Test("A client that sends its hello one byte at a time is answered, and others are served meanwhile")
    func byteAtATime() throws {
        var app = try AppUnderTest(product: "Hello")
        defer { app.stop() }
        let fd = try Sockets.connect(path: app.runtime.path + "/scenery/Hello.sock", milliseconds: 5000)
        let frame = WireMessage.hello(Hello(buildID: BuildIdentity.current, role: .control, pid: getpid())).encodeFrame()
        for (index, byte) in frame.enumerated() {
            _ = try FileDescriptorIO.send(fd, [byte][...])
            if index == frame.count / 2 {
                let (status, output) = try runScenectl(["list"], runtime: app.runtime)
                #expect(status == .exited(0), "scenectl was not served while a client dribbled its hello: \(output)")
            }
        }
        var channel = BlockingChannel(fd: fd)
        guard case .hello(let hello) = try channel.receive(milliseconds: 5000) else {
            Issue.record("the host did not answer the slow hello")
            return
        }
        #expect(hello.role == .host)
    }

    @Test("Out of file descriptors, the host refuses control connections one by one instead of spinning, and serves again once they close")
    func outOfDescriptors() throws {
        let runtime = TemporaryDirectory(prefix: "scenery-emfile")
        defer { runtime.remove() }
        chmod(runtime.path, 0o700)
        mkdir(runtime.path + "/frames", 0o700)
        // The host (and its renderers) may hold 64 descriptors.
        let app = try LaunchedProcess(
            path: "/usr/bin/prlimit", arguments: ["--nofile=64:64", BuiltProducts.path("Hello")],
            environment: [
                "XDG_RUNTIME_DIR": runtime.path, "SCENERY_APP_ID": nil, "SCENERY_STATE_DIR": runtime.path + "/state",
                "SCENERY_BACKEND": "headless", "SCENERY_HEADLESS_DIR": runtime.path + "/frames", "DISPLAY": nil,
            ],
            outputPath: runtime.path + "/Hello.log")
        defer { app.terminate() }
        let served = FileAppearance.wait(for: "Hello.sock", in: runtime.path + "/scenery", milliseconds: 10_000) { !ProcessWatch.isAlive(app.pid) }
        try #require(served, "Hello did not start: \(app.output)")
        let before = try #require(cpuTicks(of: app.pid))
        var clients: [Int32] = []
        defer { clients.forEach { close($0) } }
        for _ in 0..<100 { clients.append(try Sockets.connect(path: runtime.path + "/scenery/Hello.sock", milliseconds: 5000)) }
        // Every one ends: those past the limit at once, the others at the handshake deadline.
        for fd in clients { #expect(waitForEOF(fd, milliseconds: 15_000), "a control connection was left hanging") }
        let after = try #require(cpuTicks(of: app.pid))
        #expect(after - before < 50, "the host used \(after - before) ticks: it spun on its readable listener")
        #expect(app.output.contains("out of file descriptors"), "\(app.output)")
        let (status, output) = try runScenectl(["list"], runtime: runtime)
        #expect(status == .exited(0), "not served again once the descriptors were free: \(output)")
        app.signal(SIGTERM)
        #expect(app.waitForExit(milliseconds: 10_000) == .exited(0))
    }
}
