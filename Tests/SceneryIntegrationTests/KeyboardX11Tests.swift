@testable import Counter
import Scenery
import SceneryPlatform
import SceneryTesting
import Testing

@Suite("Keyboard on X11: keys typed with xdotool reach the focused view through xkbcommon (Xvfb + openbox)", .serialized)
@MainActor
struct KeyboardX11Tests {
    /// Pixels of the focus ring (the accent colour at 60 % over the window background).
    private func ringPixels(_ shot: RasterImage) -> Int {
        shot.count(x: 0, y: 0, width: shot.width, height: shot.height) {
            let c = shot.rgb(x: $0, y: $1)
            return c.blue > 230 && c.red < 150 && c.green > 140 && c.green < 210
        }
    }

    /// Opens Counter and waits until openbox holds its window as the active one (it routes
    /// keys only to that window).
    private func activeCounter() throws -> (HelloUnderTest, UInt32) {
        let run = try HelloUnderTest(product: "Counter")
        return (run, try run.openedActiveWindow().window)
    }

    @Test("Tab then Return activates Increment (the disabled Decrement is skipped); Shift+Tab then Space activates Decrement")
    func tabReturnAndShiftTabSpace() throws {
        let (run, window) = try activeCounter()
        defer { run.stop() }
        let x = run.x
        #expect(x.title(of: window) == "Count: 0")
        let before = try #require(x.screenshot(window))
        #expect(ringPixels(before) == 0, "no focus ring before Tab")

        let frame = x.frameNumber(window)
        try xdotool(["key", "--clearmodifiers", "Tab"], on: run)
        // The ring is drawn in the next frame.
        var ring = 0
        var last = frame
        while ring == 0, let next = x.waitForFrame(of: window, after: last) {
            last = next
            ring = x.screenshot(window).map(ringPixels) ?? 0
        }
        #expect(ring > 40, "no focus ring after Tab")
        x.screenshot(window)?.writePNG(to: TestArtifacts.path("keyboard-x11-focus-ring.png"))

        try xdotool(["key", "--clearmodifiers", "Return"], on: run)
        #expect(x.waitForTitle(of: window, toBe: "Count: 1"), "title is \(x.title(of: window) ?? "unset")")

        // Shift+Tab arrives as ISO_Left_Tab with Shift held (xkbcommon keeps the state).
        try xdotool(["key", "--clearmodifiers", "shift+Tab", "space"], on: run)
        #expect(x.waitForTitle(of: window, toBe: "Count: 0"), "title is \(x.title(of: window) ?? "unset")")

        x.requestClose(window)
        #expect(run.app.waitForExit(milliseconds: 10_000) == .exited(0))
    }

    @Test("While Space is held on the focused button it looks pressed; releasing Space activates it")
    func spaceHeldShowsPressedLook() throws {
        let (run, window) = try activeCounter()
        defer { run.stop() }
        let x = run.x
        let initial = HeadlessSnapshot(of: CounterView())
        let label = try #require(initial.text("Increment"))
        // A pixel of the button's background, beside its label.
        let probe = (x: Int(label.x) - 6, y: Int(label.y + label.height / 2))
        try xdotool(["key", "--clearmodifiers", "Tab"], on: run)
        // Wait (on X events: each frame sets _SCENERY_FRAME) until the ring is drawn.
        #expect(x.waitUntil(milliseconds: 10_000) { (x.screenshot(window).map(ringPixels) ?? 0) > 40 })
        let resting = try #require(x.screenshot(window))
        let frame = x.frameNumber(window)
        try xdotool(["keydown", "space"], on: run)
        var pressed = false
        var last = frame
        while !pressed, let next = x.waitForFrame(of: window, after: last) {
            last = next
            pressed = x.screenshot(window).map { $0.luminance(x: probe.x, y: probe.y) < resting.luminance(x: probe.x, y: probe.y) - 20 } ?? false
        }
        #expect(pressed, "the button never looked pressed while Space was held")
        #expect(x.title(of: window) == "Count: 0", "Space acts when it comes up, not when it goes down")
        try xdotool(["keyup", "space"], on: run)
        #expect(x.waitForTitle(of: window, toBe: "Count: 1"), "title is \(x.title(of: window) ?? "unset")")
    }

    @Test("Typed keys with modifiers translate through the keymap: Shift+Tab reaches the last enabled view from nothing")
    func shiftTabFromNothingFocusesLast() throws {
        let (run, window) = try activeCounter()
        defer { run.stop() }
        // From nothing, Shift+Tab focuses the last view in reading order: Increment.
        try xdotool(["key", "--clearmodifiers", "shift+Tab", "Return", "Return"], on: run)
        #expect(run.x.waitForTitle(of: window, toBe: "Count: 2"), "title is \(run.x.title(of: window) ?? "unset")")
    }
}
