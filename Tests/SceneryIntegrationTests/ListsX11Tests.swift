@testable import Lists
import Scenery
import SceneryPlatform
import SceneryTesting
import Testing

@Suite("List selection in a real window: clicks with Control and Shift, arrows (Xvfb + openbox + xdotool)")
@MainActor
struct ListsX11Tests {
    @Test("R52: a click selects, Control-click adds, Shift-click selects a range, Down and Shift+Down move it; the title shows the selection")
    func clicksAndArrows() throws {
        let run = try HelloUnderTest(product: "Lists")
        defer { run.stop() }
        let (window, _) = try run.openedActiveWindow()
        let x = run.x
        func expectTitle(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(x.waitForTitle(of: window, toBe: title), "title is \(x.title(of: window) ?? "unset"); \(run.app.output)",
                    sourceLocation: sourceLocation)
        }
        expectTitle("No fruit")

        // Where the renderer puts the rows (same layout code and fonts, headless).
        let snapshot = HeadlessSnapshot(of: FruitsView())
        func click(_ fruit: String, with keys: String? = nil) throws {
            let item = try #require(snapshot.text(fruit))
            var arguments = ["mousemove", "--window", String(window), String(Int(item.x + item.width / 2)), String(Int(item.y + item.height / 2))]
            if let keys { arguments += ["keydown", keys] }
            arguments += ["click", "1"]
            if let keys { arguments += ["keyup", keys] }
            try xdotool(arguments, on: run)
        }

        try click("Banana")
        expectTitle("Banana")
        try click("Date", with: "ctrl")
        expectTitle("Banana, Date")
        try click("Banana", with: "ctrl")
        expectTitle("Date")
        try click("Fig", with: "shift")
        expectTitle("Date, Fig")
        try xdotool(["key", "--clearmodifiers", "Down"], on: run)
        expectTitle("Grape")
        try xdotool(["key", "--clearmodifiers", "shift+Down"], on: run)
        expectTitle("Grape, Kiwi")
        try xdotool(["key", "--clearmodifiers", "End"], on: run)
        expectTitle("Plum")
        try xdotool(["key", "--clearmodifiers", "Up"], on: run)
        expectTitle("Pear")

        x.requestClose(window)
        #expect(run.app.waitForExit(milliseconds: 10_000) == .exited(0))
    }
}
