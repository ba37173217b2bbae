@testable import Counter
import Scenery
import SceneryPlatform
import SceneryTesting
import Testing

@Suite("State across real input: clicking a button in a real window (Xvfb + openbox + xdotool)")
@MainActor
struct CounterX11Tests {
    @Test("A click typed with xdotool increments @State in the renderer, which redraws exactly the expected frame")
    func clickIncrements() throws {
        let run = try HelloUnderTest(product: "Counter")
        defer { run.stop() }
        let (window, _) = try run.openedWindow()
        let (display, runtime, x, app) = (run.display, run.runtime, run.x, run.app)
        let before = x.frameNumber(window)
        #expect(before >= 1)

        // Where the renderer put the button (same layout code and fonts, headless).
        let initial = HeadlessSnapshot(of: CounterView())
        let label = try #require(initial.text("Increment"))
        let click = try LaunchedProcess(
            path: "/usr/bin/xdotool",
            arguments: ["mousemove", "--window", String(window), String(Int(label.x + label.width / 2)), String(Int(label.y + label.height / 2)),
                        "click", "1"],
            environment: ["DISPLAY": display.display], outputPath: runtime.path + "/xdotool.log")
        #expect(click.waitForExit(milliseconds: 10_000) == .exited(0), "\(click.output)")

        // Wait for frames (pressed look, then the new count) until the window shows what
        // the headless renderer draws for a count of 1 (up to glyph antialiasing, which the
        // X server and Cairo's image backend do slightly differently).
        let expected = HeadlessSnapshot(of: CounterView(count: 1), width: initial.width, height: initial.height)
        let stale = HeadlessSnapshot(of: CounterView(count: 0), width: initial.width, height: initial.height)
        // The two expected frames differ visibly, so a match below means "count 1".
        #expect(expected.image.differingPixelCount(from: stale.image) > 30)
        var frame = before
        var matched = false
        while !matched, let next = x.waitForFrame(of: window, after: frame) {
            frame = next
            guard let shot = x.screenshot(window), shot.width == expected.image.width, shot.height == expected.image.height else { continue }
            matched = shot.differingPixelCount(from: expected.image) <= 8
            if matched { shot.writePNG(to: TestArtifacts.path("counter-x11-after-click.png")) }
        }
        #expect(matched, "the window never showed the frame for count 1 (last frame \(frame))")

        x.requestClose(window)
        #expect(app.waitForExit(milliseconds: 10_000) == .exited(0))
    }
}
