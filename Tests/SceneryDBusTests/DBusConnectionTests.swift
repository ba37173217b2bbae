#if canImport(Glibc)
import Glibc
#endif
import SceneryDBus
import SceneryPlatform
import Testing

/// A private `dbus-daemon` for one test, stopped by ``stop()``.
@MainActor
final class PrivateBus {
    let pid: Int32
    let address: String
    private let output: Int32

    init() throws {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { throw SystemError("pipe") }
        _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
        pid = try ProcessSpawner.spawn(
            path: "/usr/bin/dbus-daemon", arguments: ["dbus-daemon", "--session", "--nofork", "--print-address=1"],
            environment: ProcessSpawner.currentEnvironment(), outputFD: fds[1])
        close(fds[1])
        output = fds[0]
        // The daemon prints its address once it listens; read up to the line break.
        var line: [UInt8] = []
        var byte: UInt8 = 0
        while read(output, &byte, 1) == 1, byte != UInt8(ascii: "\n") { line.append(byte) }
        address = String(decoding: line, as: UTF8.self)
    }

    func stop() {
        kill(pid, SIGTERM)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        close(output)
    }
}

/// Turns `loop` until `done` says so or `milliseconds` pass (the loop sleeps in poll(2)).
@MainActor
func run(_ loop: EventLoop, milliseconds: Double = 5_000, until done: () -> Bool) -> Bool {
    let deadline = MonotonicClock.milliseconds() + milliseconds
    while !done() {
        let left = deadline - MonotonicClock.milliseconds()
        if left <= 0 { return false }
        loop.turn(timeoutMilliseconds: left)
    }
    return true
}

@Suite("D-Bus connection to a private dbus-daemon", .serialized)
@MainActor
struct DBusConnectionTests {
    @Test("Connecting pipelines authentication and Hello; a call made at once gets its reply; the bus names us")
    func helloAndCall() throws {
        let bus = try PrivateBus()
        defer { bus.stop() }
        try #require(bus.address.hasPrefix("unix:"), "dbus-daemon printed \(bus.address)")
        let loop = EventLoop()
        let connection = try DBusConnection(address: bus.address, loop: loop)
        var names: [String]?
        connection.call(.call(destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus", member: "ListNames")) { result in
            names = (try? result.get())?.body.first?.arrayElements?.compactMap(\.stringValue) ?? []
        }
        #expect(run(loop) { names != nil })
        #expect(names?.contains("org.freedesktop.DBus") == true)
        #expect(connection.uniqueName?.hasPrefix(":") == true)
        #expect(names?.contains(connection.uniqueName ?? "?") == true, "ListNames lists our own unique name")
    }

    @Test("A call to a name nobody owns fails with the bus's error; the connection stays open")
    func errorReply() throws {
        let bus = try PrivateBus()
        defer { bus.stop() }
        let loop = EventLoop()
        let connection = try DBusConnection(address: bus.address, loop: loop)
        var outcome: Result<DBusMessage, DBusError>?
        // A name no installed package activates (with ibus installed, the session bus would
        // start ibus-portal for org.freedesktop.portal.IBus instead of failing).
        connection.call(.call(destination: "org.scenery.Test.NobodyOwnsThis", path: "/org/scenery/Test", interface: "org.scenery.Test",
                              member: "Anything", body: [.string("test")])) { outcome = $0 }
        #expect(run(loop) { outcome != nil })
        guard case .failure(.remote(let name, _)) = outcome else {
            Issue.record("expected an error reply, got \(String(describing: outcome))")
            return
        }
        #expect(name == "org.freedesktop.DBus.Error.ServiceUnknown")
        #expect(connection.isOpen)
    }

    @Test("The bus going away closes the connection and fails the calls waiting for replies")
    func busGoesAway() throws {
        let bus = try PrivateBus()
        let loop = EventLoop()
        let connection = try DBusConnection(address: bus.address, loop: loop)
        var ready = false
        connection.call(.call(destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus", member: "GetId")) { _ in ready = true }
        #expect(run(loop) { ready })
        var closed: DBusError?
        connection.onClosed = { closed = $0 }
        bus.stop()
        #expect(run(loop) { closed != nil })
        #expect(!connection.isOpen)
        var late: Result<DBusMessage, DBusError>?
        connection.call(.call(destination: "org.freedesktop.DBus", path: "/", interface: nil, member: "GetId")) { late = $0 }
        #expect(run(loop) { late != nil })
        if case .success = late { Issue.record("a call on a closed connection succeeded") }
    }

    @Test("No bus at the address: connecting throws, naming the socket")
    func nothingListens() {
        let loop = EventLoop()
        #expect(throws: DBusError.self) { try DBusConnection(address: "unix:path=/nonexistent/scenery-bus", loop: loop) }
    }
}
