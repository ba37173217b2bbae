import SceneryCore
import SceneryTesting
import SceneryWire
import Testing

/// `AppUnderTest.type(_:_:modifiers:)`: keys typed into a real renderer process, on the
/// headless virtual display and on Xvfb + openbox.
@Suite("SceneryTesting: typing keys into a running app (Tab, Return, Shift+Tab, Space)", .serialized)
@MainActor
struct KeyboardTestingTests {
    /// Waits until the window's title (as the host knows it) is `title`, re-checking on
    /// every frame the window presents.
    private func waitForTitle(_ app: AppUnderTest, _ window: UInt64, _ title: String) -> Bool {
        app.waitForContents(of: window) { _ in
            (try? app.windows())?.first { $0.windowID == window }?.title == title
        } != nil
    }

    private func tabReturnScenario(_ app: AppUnderTest) throws {
        let window = try #require(app.waitForWindow(), "\(app.process.output)")
        #expect(app.waitForPhase(of: window.windowID, .active))
        #expect(waitForTitle(app, window.windowID, "Count: 0"))
        try app.type(window.windowID, .tab)
        try app.type(window.windowID, .return)
        #expect(waitForTitle(app, window.windowID, "Count: 1"), "\(app.process.output)")
        try app.type(window.windowID, .tab, modifiers: .shift)
        try app.type(window.windowID, .space)
        #expect(waitForTitle(app, window.windowID, "Count: 0"), "\(app.process.output)")
    }

    @Test("Headless: Tab, Return increments Counter; Shift+Tab, Space decrements it", arguments: 1...3)
    func headless(_ round: Int) throws {
        let app = try AppUnderTest(product: "Counter")
        defer { app.stop() }
        try tabReturnScenario(app)
    }

    @Test("Xvfb + openbox: the same keys through xdotool and xkbcommon")
    func xvfb() throws {
        let app = try AppUnderTest(product: "Counter", display: .xvfb)
        defer { app.stop() }
        try tabReturnScenario(app)
    }

    @Test("Xvfb: keys reach windows opened later too, including one given to a warmed-up spare renderer (keymap loaded in its warm-up): Shift+Tab, Return on Close closes it")
    func laterWindows() throws {
        let app = try AppUnderTest(product: "Windows", display: .xvfb)
        defer { app.stop() }
        let first = try #require(app.waitForWindow(scene: "counter"), "\(app.process.output)")
        try app.openWindow(id: "counter")
        let second = try #require(app.waitForWindow(scene: "counter"))
        // The spare pool starts once a second window opened; the third window usually
        // goes to the spare.
        try app.openWindow(id: "counter")
        let third = try #require(app.waitForWindow(scene: "counter"))
        #expect(Set([first.windowID, second.windowID, third.windowID]).count == 3)
        try app.type(third.windowID, .tab, modifiers: .shift)
        try app.type(third.windowID, .return)
        #expect(app.events.next { $0.kind == .windowClosed && $0.windowID == third.windowID } != nil, "\(app.events.transcript)")
        try app.type(second.windowID, .tab, modifiers: .shift)
        try app.type(second.windowID, .space)
        #expect(app.events.next { $0.kind == .windowClosed && $0.windowID == second.windowID } != nil, "\(app.events.transcript)")
    }
}
