@testable import Navigation
import Scenery
import SceneryPlatform
import SceneryTesting
import Testing

@Suite("The header bar in a real window: typing into the editable title and the search field (Xvfb + openbox + xdotool)")
@MainActor
struct ToolbarX11Tests {
    @Test("R85, R66: typing into the title renames the window; typing into the search field filters the trails")
    func typeIntoTitleAndSearch() throws {
        let run = try HelloUnderTest(product: "Navigation")
        defer { run.stop() }
        let (window, _) = try run.openedActiveWindow()
        let x = run.x
        #expect(x.waitForTitle(of: window, toBe: "Parks"), "title is \(x.title(of: window) ?? "unset")")

        // Where the renderer puts things (same layout code and fonts, headless).
        let root = HeadlessSnapshot(of: ParksView())
        let title = try #require(root.text("Parks"))
        let yosemite = try #require(root.text("Yosemite"))
        let page = HeadlessSnapshot(of: ParksView(path: NavigationPath([Park.all[0]])))
        let search = try #require(page.text("Find a trail"))
        let firstTrail = try #require(page.text("Mist Trail"))
        #expect(page.text("2 trails") != nil, "the park's page shows its subtitle")
        func click(_ item: HeadlessSnapshot.Item) throws {
            try xdotool(
                ["mousemove", "--window", String(window), String(Int(item.x + item.width / 2)), String(Int(item.y + item.height / 2)),
                 "click", "1"], on: run)
        }
        func expectTitle(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(x.waitForTitle(of: window, toBe: title), "title is \(x.title(of: window) ?? "unset"); \(run.app.output)",
                    sourceLocation: sourceLocation)
        }

        // The editable title: the window's title follows each key.
        try click(title)
        try xdotool(["type", "--delay", "20", " 2"], on: run)
        expectTitle("Parks 2")
        try xdotool(["key", "--clearmodifiers", "BackSpace"], on: run)
        expectTitle("Parks ")
        try xdotool(["key", "--clearmodifiers", "Return"], on: run)

        // The search field of a park's page filters its trails: the first trail is then
        // Half Dome, and clicking where the first trail is opens it.
        try click(yosemite)
        expectTitle("Yosemite")
        try click(search)
        // Typing "dom" slowly outlasts the push's slide (220 ms); then the only frame that
        // follows is the one showing the list after the last key.
        try xdotool(["type", "--delay", "150", "dom"], on: run)
        let before = x.frameNumber(window)
        try xdotool(["type", "e"], on: run)
        #expect(x.waitForFrame(of: window, after: before) != nil)
        try click(firstTrail)
        expectTitle("Half Dome")

        x.requestClose(window)
        #expect(run.app.waitForExit(milliseconds: 10_000) == .exited(0))
    }
}
