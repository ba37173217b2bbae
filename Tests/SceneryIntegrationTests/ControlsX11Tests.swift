@testable import Controls
import Scenery
import SceneryPlatform
import SceneryTesting
import Testing

@Suite("Controls on X11: a Stepper, a ButtonStyle's pressed look, a Toggle, a Slider and hover driven with xdotool (Xvfb + openbox)", .serialized)
@MainActor
struct ControlsX11Tests {
    /// The centres of the stepper's − and + buttons for `quantity`, where the renderer
    /// puts them (the same layout code and fonts, headless): right of the label, 8 points
    /// on, 26 wide each with a 1-point divider between them.
    private func stepperButtons(quantity: Int, in initial: HeadlessSnapshot) throws -> (minus: (Int, Int), plus: (Int, Int)) {
        let snapshot = HeadlessSnapshot(of: ControlsView(quantity: quantity), width: initial.width, height: initial.height)
        let label = try #require(snapshot.text("Quantity: \(quantity)"))
        let y = Int(label.y + label.height / 2)
        let minus = Int(label.maxX) + 8 + 13
        return ((minus, y), (minus + 27, y))
    }

    /// The window's title for these values (ControlsView's `navigationTitle`).
    private func title(quantity: Int = 2, presses: Int = 0, wifi: Bool = false, volume: Int = 50) -> String {
        "Quantity \(quantity), presses \(presses), Wi-Fi \(wifi ? "on" : "off"), volume \(volume)"
    }

    private func click(_ point: (Int, Int), in window: UInt32, on run: HelloUnderTest) throws {
        try xdotool(["mousemove", "--window", String(window), String(point.0), String(point.1), "click", "1"], on: run)
    }

    @Test("Clicking + and − changes the bound quantity by one, and the window's title follows")
    func stepperByMouse() throws {
        let run = try HelloUnderTest(product: "Controls")
        defer { run.stop() }
        let (window, _) = try run.openedWindow()
        let x = run.x
        #expect(x.waitForTitle(of: window, toBe: title(quantity: 2, presses: 0)), "title is \(x.title(of: window) ?? "unset")")
        let initial = HeadlessSnapshot(of: ControlsView())
        try click(try stepperButtons(quantity: 2, in: initial).plus, in: window, on: run)
        #expect(x.waitForTitle(of: window, toBe: title(quantity: 3, presses: 0)), "title is \(x.title(of: window) ?? "unset")")
        let minus = try stepperButtons(quantity: 3, in: initial).minus
        try click(minus, in: window, on: run)
        #expect(x.waitForTitle(of: window, toBe: title(quantity: 2, presses: 0)), "title is \(x.title(of: window) ?? "unset")")
        try click(try stepperButtons(quantity: 2, in: initial).minus, in: window, on: run)
        #expect(x.waitForTitle(of: window, toBe: title(quantity: 1, presses: 0)), "title is \(x.title(of: window) ?? "unset")")
        x.screenshot(window)?.writePNG(to: TestArtifacts.path("controls-x11-stepper.png"))
        x.requestClose(window)
        #expect(run.app.waitForExit(milliseconds: 10_000) == .exited(0))
    }

    @Test("Tab focuses the stepper; Up and Down (and + and −) change the quantity")
    func stepperByKeyboard() throws {
        let run = try HelloUnderTest(product: "Controls")
        defer { run.stop() }
        let (window, _) = try run.openedActiveWindow()
        let x = run.x
        #expect(x.title(of: window) == title(quantity: 2, presses: 0))
        try xdotool(["key", "--clearmodifiers", "Tab", "Up"], on: run)
        #expect(x.waitForTitle(of: window, toBe: title(quantity: 3, presses: 0)), "title is \(x.title(of: window) ?? "unset")")
        try xdotool(["key", "--clearmodifiers", "Down", "Down", "Down"], on: run)
        #expect(x.waitForTitle(of: window, toBe: title(quantity: 0, presses: 0)), "title is \(x.title(of: window) ?? "unset")")
        try xdotool(["key", "--clearmodifiers", "Down", "plus"], on: run)
        #expect(x.waitForTitle(of: window, toBe: title(quantity: 1, presses: 0)), "Down at the lower bound does nothing; + adds one")
        x.requestClose(window)
        #expect(run.app.waitForExit(milliseconds: 10_000) == .exited(0))
    }

    @Test("Holding the mouse button on a ButtonStyle button shows its pressed look (red), leaving and coming back follows it, releasing acts")
    func pressedLook() throws {
        let run = try HelloUnderTest(product: "Controls")
        defer { run.stop() }
        let (window, _) = try run.openedWindow()
        let x = run.x
        x.watchStructure(window)
        let initial = HeadlessSnapshot(of: ControlsView())
        let label = try #require(initial.text("Press me"))
        let center = (Int(label.x + label.width / 2), Int(label.y + label.height / 2))
        // A pixel of the button's background, in its padding left of the label.
        let probe = (x: Int(label.x) - 8, y: center.1)
        func color(_ shot: RasterImage) -> (red: Int, green: Int, blue: Int) { shot.rgb(x: probe.x, y: probe.y) }
        func isRed(_ c: (red: Int, green: Int, blue: Int)) -> Bool { c.red > 200 && c.green < 110 && c.blue < 110 }
        func isBlue(_ c: (red: Int, green: Int, blue: Int)) -> Bool { c.blue > 200 && c.red < 60 && c.green < 160 }
        #expect(x.waitUntil(milliseconds: 10_000) { x.screenshot(window).map { isBlue(color($0)) } ?? false }, "the button is blue at rest")

        try xdotool(["mousemove", "--window", String(window), String(center.0), String(center.1), "mousedown", "1"], on: run)
        let pressed = x.waitUntil(milliseconds: 10_000) { x.screenshot(window).map { isRed(color($0)) } ?? false }
        #expect(pressed, "the button never turned red while held: \(x.screenshot(window).map { color($0) }.map { "\($0)" } ?? "no screenshot")")
        x.screenshot(window)?.writePNG(to: TestArtifacts.path("controls-x11-pressed.png"))
        #expect(x.title(of: window) == title(quantity: 2, presses: 0), "a click acts when the button comes up")

        // Out of the button with the mouse button held: not pressed; back over it: pressed.
        try xdotool(["mousemove", "--window", String(window), "2", "2"], on: run)
        #expect(x.waitUntil(milliseconds: 10_000) { x.screenshot(window).map { isBlue(color($0)) } ?? false }, "the pressed look left with the pointer")
        try xdotool(["mousemove", "--window", String(window), String(center.0), String(center.1)], on: run)
        #expect(x.waitUntil(milliseconds: 10_000) { x.screenshot(window).map { isRed(color($0)) } ?? false }, "the pressed look came back")

        try xdotool(["mouseup", "1"], on: run)
        #expect(x.waitForTitle(of: window, toBe: title(quantity: 2, presses: 1)), "title is \(x.title(of: window) ?? "unset")")
        #expect(x.waitUntil(milliseconds: 10_000) { x.screenshot(window).map { isBlue(color($0)) } ?? false }, "blue again after the release")
        x.requestClose(window)
        #expect(run.app.waitForExit(milliseconds: 10_000) == .exited(0))
    }

    @Test("A click on the Wi-Fi toggle turns it on and off; dragging the volume knob moves the value; the title follows")
    func toggleAndSlider() throws {
        let run = try HelloUnderTest(product: "Controls")
        defer { run.stop() }
        let (window, _) = try run.openedWindow()
        let x = run.x
        #expect(x.waitForTitle(of: window, toBe: title()), "title is \(x.title(of: window) ?? "unset")")
        let snapshot = HeadlessSnapshot(of: ControlsView())
        // The checkbox: left of its label, 6 points from it, 16 wide.
        let label = try #require(snapshot.text("Wi-Fi"))
        let box = (Int(label.x) - 6 - 8, Int(label.y + label.height / 2))
        try click(box, in: window, on: run)
        #expect(x.waitForTitle(of: window, toBe: title(wifi: true)), "title is \(x.title(of: window) ?? "unset")")
        x.screenshot(window)?.writePNG(to: TestArtifacts.path("controls-x11-toggle.png"))
        try click((Int(label.x + label.width / 2), box.1), in: window, on: run)
        #expect(x.waitForTitle(of: window, toBe: title(wifi: false)), "a click on the label flips it too")

        // The slider's track: 4 points thick; the knob (20 across) travels from half a knob
        // in from each end.
        let track = try #require(snapshot.items.first { $0.kind == "shape" && $0.height == 4 && $0.width > 100 }, "\(snapshot.displayList)")
        let start = track.x + 10, length = track.width - 20
        let knob = start + length * 0.5
        let y = Int(track.y + track.height / 2)
        let grab = Int(knob.rounded())
        let target = Int((start + length * 0.8).rounded())
        let expected = Int(((Double(target - grab) + knob - start) / length * 100).rounded())
        try xdotool(["mousemove", "--window", String(window), String(grab), String(y), "mousedown", "1"], on: run)
        try xdotool(["mousemove", "--window", String(window), String((grab + target) / 2), String(y + 5)], on: run)
        try xdotool(["mousemove", "--window", String(window), String(target), String(y + 10)], on: run)
        #expect(x.waitForTitle(of: window, toBe: title(volume: expected)), "title is \(x.title(of: window) ?? "unset")")
        try xdotool(["mouseup", "1"], on: run)
        x.screenshot(window)?.writePNG(to: TestArtifacts.path("controls-x11-slider.png"))
        #expect(x.title(of: window) == title(volume: expected))
        x.requestClose(window)
        #expect(run.app.waitForExit(milliseconds: 10_000) == .exited(0))
    }

    @Test("Moving the pointer over the checkbox without a button highlights it; moving away or out of the window ends it")
    func hover() throws {
        let run = try HelloUnderTest(product: "Controls")
        defer { run.stop() }
        let (window, _) = try run.openedWindow()
        let x = run.x
        let snapshot = HeadlessSnapshot(of: ControlsView())
        let label = try #require(snapshot.text("Wi-Fi"))
        // A pixel inside the checkbox, clear of its edge.
        let box = (Int(label.x) - 6 - 8, Int(label.y + label.height / 2))
        func face() -> Int? { x.screenshot(window).map { $0.rgb(x: box.0 - 4, y: box.1 - 4).red } }
        #expect(x.waitUntil(milliseconds: 10_000) { (face() ?? 0) > 250 }, "a white box at rest: \(face() ?? -1)")
        try xdotool(["mousemove", "--window", String(window), String(box.0), String(box.1)], on: run)
        #expect(x.waitUntil(milliseconds: 10_000) { (face() ?? 255) < 245 }, "highlighted under the pointer: \(face() ?? -1)")
        try xdotool(["mousemove", "--window", String(window), "2", "2"], on: run)
        #expect(x.waitUntil(milliseconds: 10_000) { (face() ?? 0) > 250 }, "not after the pointer left it: \(face() ?? -1)")
        x.requestClose(window)
        #expect(run.app.waitForExit(milliseconds: 10_000) == .exited(0))
    }
}
