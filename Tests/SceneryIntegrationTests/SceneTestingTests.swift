#if canImport(Glibc)
import Glibc
#endif
import SceneryCore
import SceneryPlatform
import SceneryTesting
import SceneryWire
import Testing
import WindowsViews

/// Scene-phase scenarios (focus moving between windows, a second window), driven through `SceneryTesting` on the headless backend
/// (real host, real renderer processes, a virtual display), several times each.
@Suite("SceneryTesting: scene phases on the headless virtual display, real processes", .serialized)
@MainActor
struct SceneTestingTests {
    /// Opens a second counter window and returns both windows' ids.
    func twoWindows(_ app: AppUnderTest) throws -> (UInt64, UInt64) {
        let first = try #require(app.waitForWindow(scene: "counter"), "\(app.process.output)")
        try app.openWindow(id: "counter")
        let second = try #require(app.waitForWindow(scene: "counter"))
        return (first.windowID, second.windowID)
    }

    @Test("R99: focus A → B → A gives the exact phase sequence in each window and in the app, every time", arguments: 1...3)
    func focusSequence(_ round: Int) throws {
        let app = try AppUnderTest(product: "Windows")
        defer { app.stop() }
        let (a, b) = try twoWindows(app)
        // The new window took the focus, as a window manager gives it.
        #expect(app.waitForPhase(of: b, .active))
        #expect(app.waitForPhase(of: a, .inactive))
        _ = app.phase(of: a)  // reads every event that has arrived
        let mark = app.events.received.count
        try app.focus(a)
        #expect(app.waitForPhase(of: a, .active))
        #expect(app.waitForPhase(of: b, .inactive))
        try app.focus(b)
        #expect(app.waitForPhase(of: b, .active))
        #expect(app.waitForPhase(of: a, .inactive))
        try app.focus(a)
        #expect(app.waitForPhase(of: a, .active))
        #expect(app.waitForPhase(of: b, .inactive))
        let phases = app.events.received.dropFirst(mark).filter { $0.kind == .windowPhase }
        #expect(phases.filter { $0.windowID == a }.map { "\($0.oldPhase)→\($0.newPhase)" } == ["inactive→active", "active→inactive", "inactive→active"], "\(app.events.transcript)")
        #expect(phases.filter { $0.windowID == b }.map { "\($0.oldPhase)→\($0.newPhase)" } == ["active→inactive", "inactive→active", "active→inactive"], "\(app.events.transcript)")
        // One window is always active, so the app never leaves `active`.
        #expect(!app.events.received.dropFirst(mark).contains { $0.kind == .appPhase }, "\(app.events.transcript)")
    }

    @Test("Minimise and restore: the window goes to the background and back; the app follows its only window", arguments: 1...3)
    func minimizeRestore(_ round: Int) throws {
        let app = try AppUnderTest(product: "Windows")
        defer { app.stop() }
        let window = try #require(app.waitForWindow(scene: "counter")).windowID
        #expect(app.waitForPhase(of: window, .active))
        try app.minimize(window)
        #expect(app.waitForPhase(of: window, .background))
        #expect(app.waitForAppPhase(.background))
        try app.restore(window)
        #expect(app.waitForPhase(of: window, .active))
        #expect(app.waitForAppPhase(.active))
    }

    @Test("Closing one window leaves the other running; closing the last ends the app with status 0")
    func closeOne() throws {
        let app = try AppUnderTest(product: "Windows")
        defer { app.stop() }
        let (a, b) = try twoWindows(app)
        try app.close(a)
        #expect(app.events.next { $0.kind == .windowClosed && $0.windowID == a } != nil)
        #expect(try app.windows().map(\.windowID) == [b])
        try app.close(b)
        #expect(app.waitForExit() == .exited(0))
    }

    @Test("R4 headless: clicks reach the window's views, and each window's frames are its own")
    func contentsAndClicks() throws {
        let app = try AppUnderTest(product: "Windows")
        defer { app.stop() }
        let (a, b) = try twoWindows(app)
        let layout = HeadlessSnapshot(of: CounterWindow())
        let increment = try #require(layout.text("Increment"))
        try app.click(a, at: CGPoint(x: increment.x + increment.width / 2, y: increment.y + increment.height / 2))
        let one = HeadlessSnapshot(of: CounterWindow(count: 1), width: layout.width, height: layout.height).image
        let zero = HeadlessSnapshot(of: CounterWindow(count: 0), width: layout.width, height: layout.height).image
        #expect(app.waitForContents(of: a) { $0.differingPixelCount(from: one) == 0 } != nil, "window A never showed count 1")
        let other = try #require(app.contents(of: b))
        #expect(other.differingPixelCount(from: zero) == 0, "window B changed with A")
    }

    @Test("Driving a window that does not exist fails with an error naming it")
    func refusals() throws {
        let app = try AppUnderTest(product: "Windows")
        defer { app.stop() }
        #expect(throws: AppUnderTestError.self) { try app.focus(99) }
        do {
            try app.focus(99)
        } catch {
            #expect("\(error)".contains("no window 99"))
        }
    }

    @Test("The same driver on a private Xvfb with openbox: focus, minimise and restore through the real window manager")
    func onXvfb() throws {
        let app = try AppUnderTest(product: "Windows", display: .xvfb)
        defer { app.stop() }
        let (a, b) = try twoWindows(app)
        #expect(app.waitForPhase(of: b, .active))
        try app.focus(a)
        #expect(app.waitForPhase(of: a, .active))
        #expect(app.waitForPhase(of: b, .inactive))
        try app.minimize(a)
        #expect(app.waitForPhase(of: a, .background))
        try app.restore(a)
        #expect(app.waitForPhase(of: a, .active))
        #expect(app.waitForContents(of: a) { $0.distinctColorCount > 8 } != nil, "the restored window stayed blank")
    }
}
