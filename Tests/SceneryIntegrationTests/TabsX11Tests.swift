import Scenery
import SceneryPlatform
import SceneryTesting
@testable import Tabs
import Testing

@Suite("TabView in a real window: clicks and keyboard shortcuts switch tabs (Xvfb + openbox + xdotool)")
@MainActor
struct TabsX11Tests {
    @Test("The window's title follows the selected tab through a click, Ctrl+Tab, Ctrl+Shift+Tab, Ctrl+Page Down/Up and Alt+N")
    func titleFollowsTheSelectedTab() throws {
        let run = try HelloUnderTest(product: "Tabs")
        defer { run.stop() }
        let (window, _) = try run.openedActiveWindow()
        let x = run.x
        func expectTitle(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(x.waitForTitle(of: window, toBe: title), "title is \(x.title(of: window) ?? "unset"); \(run.app.output)",
                    sourceLocation: sourceLocation)
        }
        func key(_ keys: String) throws { try xdotool(["key", "--clearmodifiers", keys], on: run) }
        expectTitle("Received")

        // Where the renderer puts the tab buttons (same layout code and fonts, headless).
        let sent = try #require(HeadlessSnapshot(of: MailTabsView()).text("Sent"))
        try xdotool(
            ["mousemove", "--window", String(window), String(Int(sent.x + sent.width / 2)), String(Int(sent.y + sent.height / 2)),
             "click", "1"], on: run)
        expectTitle("Sent")

        try key("ctrl+Tab")
        expectTitle("Account")
        try key("ctrl+shift+Tab")
        expectTitle("Sent")
        try key("ctrl+Next")
        expectTitle("Account")
        try key("ctrl+Next")
        expectTitle("Search")
        try key("ctrl+Tab")
        expectTitle("Received")
        try key("ctrl+Prior")
        expectTitle("Search")
        try key("alt+2")
        expectTitle("Sent")
        try key("alt+1")
        expectTitle("Received")

        x.requestClose(window)
        #expect(run.app.waitForExit(milliseconds: 10_000) == .exited(0))
    }
}
