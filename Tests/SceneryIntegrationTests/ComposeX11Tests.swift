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
}
