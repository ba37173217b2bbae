#if canImport(Glibc)
import Glibc
#endif
import Scenery
import SceneryPlatform
import SceneryTesting
import Testing

/// Dead keys and compose sequences typed with xdotool into the Keys example, whose title
/// names the last key event and the text it typed.
@Suite("Compose on X11: dead keys and Multi_key sequences from the locale's table and XCOMPOSEFILE (Xvfb + openbox)", .serialized)
@MainActor
struct ComposeX11Tests {
    private func activeKeys(_ environment: [String: String?]) throws -> (HelloUnderTest, UInt32) {
        let run = try HelloUnderTest(product: "Keys", extraEnvironment: environment)
        return (run, try run.openedActiveWindow().window)
    }

    private func expectTitle(after arguments: [String], _ expected: String, _ run: HelloUnderTest, _ window: UInt32,
                             sourceLocation: SourceLocation = #_sourceLocation) throws {
        try xdotool(arguments, on: run)
        #expect(run.x.waitForTitle(of: window, toBe: expected),
                "after \(arguments): title is \(run.x.title(of: window) ?? "unset")", sourceLocation: sourceLocation)
    }

    @Test("dead_acute then e types é on the e key; dead_acute then q cancels, and the next e is a plain e")
    func deadKeyFromTheLocaleTable() throws {
        let (run, window) = try activeKeys(["LC_ALL": nil, "LC_CTYPE": nil, "LANG": "en_US.UTF-8", "XCOMPOSEFILE": nil])
        defer { run.stop() }
        try expectTitle(after: ["key", "--clearmodifiers", "a"], "up a [61]", run, window)
        try expectTitle(after: ["key", "--clearmodifiers", "dead_acute", "e"], "up e [E9]", run, window)
        try expectTitle(after: ["key", "--clearmodifiers", "dead_acute", "q", "e"], "up e [65]", run, window)
    }

    @Test("A sequence from a private XCOMPOSEFILE: Multi_key s c types ✓")
    func multiKeyFromXComposeFile() throws {
        let directory = TemporaryDirectory(prefix: "scenery-compose")
        defer { directory.remove() }
        let file = directory.path + "/Compose"
        let text = "<Multi_key> <s> <c> : \"✓\" U2713\n"
        let fd = open(file, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        _ = Array(text.utf8).withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
        let (run, window) = try activeKeys(["LC_ALL": nil, "LC_CTYPE": nil, "LANG": "C", "XCOMPOSEFILE": file])
        defer { run.stop() }
        try expectTitle(after: ["key", "--clearmodifiers", "Multi_key", "s", "c"], "up c [2713]", run, window)
        try expectTitle(after: ["key", "--clearmodifiers", "s"], "up s [73]", run, window)
    }

    @Test("A renderer the zygote forked types dead keys with the compose table the zygote made")
    func deadKeyInARendererForkedFromTheZygote() throws {
        let run = try HelloUnderTest(
            product: "Keys",
            extraEnvironment: ["LC_ALL": nil, "LC_CTYPE": nil, "LANG": "en_US.UTF-8", "XCOMPOSEFILE": nil, "SCENERY_TRACE_STARTUP": "1"],
            keysyms: [0xfe51])  // dead_acute
        defer { run.stop() }
        var (_, renderer) = try run.openedWindow()
        var events = try run.events()
        let opened = events.waitUntilOpened()
        #expect(opened, "\(events.transcript)")
        // The zygote makes the table once it has answered its first request: the second
        // replacement of the window's renderer is forked with it.
        for _ in 0..<2 { renderer = try restartedRenderer(after: renderer, in: run, events: &events) }
        let window = try #require(run.x.waitForWindow { run.x.cardinals($0, "_NET_WM_PID") == [UInt32(renderer)] })
        try #require(run.x.waitUntilViewable(window))
        try xdotool(["windowactivate", "--sync", String(window)], on: run)
        let active = events.waitUntilActive()
        #expect(active, "\(events.transcript)")
        #expect(run.x.waitUntilActive(window), "\(run.diagnosis)")
        try expectTitle(after: ["key", "--clearmodifiers", "dead_acute", "e"], "up e [E9]", run, window)
        #expect(run.app.output.contains("renderer[\(renderer)] compose table shared from the zygote"), "\(run.app.output)")
    }
}
