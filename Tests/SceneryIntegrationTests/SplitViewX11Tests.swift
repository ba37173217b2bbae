import Scenery
import SceneryPlatform
import SceneryTesting
@testable import SplitView
import Testing

@Suite("NavigationSplitView in a real window: divider drag, collapse and expand, titles (Xvfb + openbox + xdotool)")
@MainActor
struct SplitViewX11Tests {
    @Test("R56, R84: drag the divider, narrow the window until it collapses, widen it again; the title follows the last column")
    func dragCollapseExpand() throws {
        let run = try HelloUnderTest(product: "SplitView")
        defer { run.stop() }
        let (window, _) = try run.openedActiveWindow()
        let x = run.x
        func expectTitle(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(x.waitForTitle(of: window, toBe: title), "title is \(x.title(of: window) ?? "unset"); \(run.app.output)",
                    sourceLocation: sourceLocation)
        }
        /// Waits until the window shows the sidebar's shade at `column` (and the window's
        /// background right of `end`, when given) in the row at y = 300.
        func expectSidebar(through column: Int, endingBefore end: Int? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
            x.watchStructure(window)
            var seen = ""
            let shown = x.waitUntil(milliseconds: 10_000) {
                guard let shot = x.screenshot(window), shot.width > column else { return false }
                let inside = shot.rgb(x: column, y: 300)
                seen = "\(inside) at \(column)"
                guard inside.red < 242 && inside.red > 225 else { return false }
                guard let end else { return true }
                let outside = shot.rgb(x: end, y: 300)
                seen += ", \(outside) at \(end)"
                return outside.red >= 248
            }
            #expect(shown, "sidebar pixels: \(seen)", sourceLocation: sourceLocation)
        }
        expectTitle("Park Guide")
        #expect(x.size(of: window)?.width == 800)
        expectSidebar(through: 190, endingBefore: 210)

        // Drag the divider (at x = 200, a quarter of 800) 100 points right.
        try xdotool(["mousemove", "--window", String(window), "200", "300", "mousedown", "1"], on: run)
        try xdotool(["mousemove", "--window", String(window), "250", "300"], on: run)
        try xdotool(["mousemove", "--window", String(window), "300", "300", "mouseup", "1"], on: run)
        expectSidebar(through: 290, endingBefore: 310)

        // Narrower than 180 + 1 + 320 points: one column, the sidebar (nothing chosen yet).
        let yosemite = try #require(HeadlessSnapshot(of: SplitParksView(), width: 800, height: 400).text("Yosemite"))
        try xdotool(["windowsize", String(window), "450", "400"], on: run)
        expectTitle("Parks")
        // Choosing a park shows the detail on top.
        try xdotool(
            ["mousemove", "--window", String(window), String(Int(yosemite.x + yosemite.width / 2)),
             String(Int(yosemite.y + yosemite.height / 2)), "click", "1"], on: run)
        expectTitle("Yosemite")
        // Alt+Left pops the detail's stack to its root, Escape goes back to the sidebar.
        try xdotool(["key", "--clearmodifiers", "alt+Left"], on: run)
        expectTitle("Park Guide")
        try xdotool(["key", "--clearmodifiers", "Escape"], on: run)
        expectTitle("Parks")
        try xdotool(
            ["mousemove", "--window", String(window), String(Int(yosemite.x + yosemite.width / 2)),
             String(Int(yosemite.y + yosemite.height / 2)), "click", "1"], on: run)
        expectTitle("Yosemite")

        // Wide again: both columns, the park still chosen, the dragged width kept.
        try xdotool(["windowsize", String(window), "800", "400"], on: run)
        expectSidebar(through: 290, endingBefore: 310)
        expectTitle("Yosemite")
        // The mouse's back button over the detail pops its stack.
        try xdotool(["mousemove", "--window", String(window), "600", "300", "click", "8"], on: run)
        expectTitle("Park Guide")

        x.requestClose(window)
        #expect(run.app.waitForExit(milliseconds: 10_000) == .exited(0))
    }
}
