@testable import Navigation
import Scenery
import SceneryPlatform
import SceneryTesting
import Testing

@Suite("NavigationStack in a real window: links push, Alt+Left, the mouse's back button and Escape pop (Xvfb + openbox + xdotool)")
@MainActor
struct NavigationX11Tests {
    @Test("The window's title follows the top view's navigationTitle through clicks, Alt+Left, button 8 and Escape")
    func titleFollowsPushesAndPops() throws {
        let run = try HelloUnderTest(product: "Navigation")
        defer { run.stop() }
        let (window, _) = try run.openedActiveWindow()
        let x = run.x
        #expect(x.waitForTitle(of: window, toBe: "Parks"), "title is \(x.title(of: window) ?? "unset")")

        // Where the renderer puts the links (same layout code and fonts, headless).
        let yosemite = try #require(HeadlessSnapshot(of: ParksView()).text("Yosemite"))
        let mistTrail = try #require(HeadlessSnapshot(of: ParksView(path: NavigationPath([Park.all[0]]))).text("Mist Trail"))
        func click(_ item: HeadlessSnapshot.Item, button: String = "1") throws {
            try xdotool(
                ["mousemove", "--window", String(window), String(Int(item.x + item.width / 2)), String(Int(item.y + item.height / 2)),
                 "click", button], on: run)
        }
        func expectTitle(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(x.waitForTitle(of: window, toBe: title), "title is \(x.title(of: window) ?? "unset"); \(run.app.output)",
                    sourceLocation: sourceLocation)
        }

        try click(yosemite)
        expectTitle("Yosemite")
        try click(mistTrail)
        expectTitle("Mist Trail")

        try xdotool(["key", "--clearmodifiers", "alt+Left"], on: run)
        expectTitle("Yosemite")

        try click(mistTrail)
        expectTitle("Mist Trail")
        // The mouse's back button, over the page's text.
        try click(mistTrail, button: "8")
        expectTitle("Yosemite")

        try xdotool(["key", "--clearmodifiers", "Escape"], on: run)
        expectTitle("Parks")

        x.requestClose(window)
        #expect(run.app.waitForExit(milliseconds: 10_000) == .exited(0))
    }
}
