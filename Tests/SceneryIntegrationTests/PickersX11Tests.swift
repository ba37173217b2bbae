@testable import Pickers
import Scenery
import SceneryPlatform
import SceneryTesting
import Testing

@Suite("Pickers on X11: a segment, a radio button and a date segment driven with xdotool (Xvfb + openbox)", .serialized)
@MainActor
struct PickersX11Tests {
    /// Where the renderer draws `text` (the same layout code and fonts, headless), as a
    /// point in window pixels; `index` picks among equal texts.
    private func center(of text: String, _ index: Int = 0) throws -> (Int, Int) {
        let snapshot = HeadlessSnapshot(of: PickersForm())
        let items = snapshot.items.filter { $0.kind == "text" && $0.content == text }
        let item = try #require(items.count > index ? items[index] : nil, "no text \(text) in \(snapshot.items.map(\.content))")
        return (Int(item.x + item.width / 2), Int(item.y + item.height / 2))
    }

    private func click(_ point: (Int, Int), in window: UInt32, on run: HelloUnderTest) throws {
        try xdotool(["mousemove", "--window", String(window), String(point.0), String(point.1), "click", "1"], on: run)
    }

    @Test("Clicking a segment and a radio button changes the bound selections; the window's title follows")
    func clicks() throws {
        let run = try HelloUnderTest(product: "Pickers")
        defer { run.stop() }
        let (window, _) = try run.openedWindow()
        let x = run.x
        let start = "Flavor Vanilla, size 2, date 2026-11-10"
        #expect(x.waitForTitle(of: window, toBe: start), "title is \(x.title(of: window) ?? "unset")")
        try click(try center(of: "Mint"), in: window, on: run)
        #expect(x.waitForTitle(of: window, toBe: "Flavor Mint, size 2, date 2026-11-10"), "title is \(x.title(of: window) ?? "unset")")
        try click(try center(of: "Large"), in: window, on: run)
        #expect(x.waitForTitle(of: window, toBe: "Flavor Mint, size 3, date 2026-11-10"), "title is \(x.title(of: window) ?? "unset")")
        x.screenshot(window)?.writePNG(to: TestArtifacts.path("pickers-x11-clicks.png"))
        x.requestClose(window)
        #expect(run.app.waitForExit(milliseconds: 10_000) == .exited(0))
    }

    @Test("Arrow keys move a focused picker's selection; typing digits into the date's day segment enters it")
    func keys() throws {
        let run = try HelloUnderTest(product: "Pickers")
        defer { run.stop() }
        let (window, _) = try run.openedActiveWindow()
        let x = run.x
        #expect(x.waitForTitle(of: window, toBe: "Flavor Vanilla, size 2, date 2026-11-10"))
        // Tab: the segmented picker; Right: Chocolate. Tab: the radio group; Down: Large.
        try xdotool(["key", "--clearmodifiers", "Tab", "Right", "Tab", "Down"], on: run)
        #expect(x.waitForTitle(of: window, toBe: "Flavor Chocolate, size 3, date 2026-11-10"), "title is \(x.title(of: window) ?? "unset")")
        // Click the day segment ("10" in 11/10/2026), type 2 5: November 25th.
        try click(try center(of: "10"), in: window, on: run)
        try xdotool(["type", "--delay", "50", "25"], on: run)
        #expect(x.waitForTitle(of: window, toBe: "Flavor Chocolate, size 3, date 2026-11-25"), "title is \(x.title(of: window) ?? "unset")")
        // Now on the year: Up is next year.
        try xdotool(["key", "--clearmodifiers", "Up"], on: run)
        #expect(x.waitForTitle(of: window, toBe: "Flavor Chocolate, size 3, date 2027-11-25"), "title is \(x.title(of: window) ?? "unset")")
        x.requestClose(window)
        #expect(run.app.waitForExit(milliseconds: 10_000) == .exited(0))
    }
}
