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
                        "click", "1",
                        // Then away, so the button is not drawn hovered.
                        "mousemove", "10000", "10000"],
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

    @Test("navigationTitle: a click changes the window's _NET_WM_NAME and WM_NAME (seen through PropertyNotify), and the host's scenectl list shows the new title")
    func navigationTitleFollowsCount() throws {
        let run = try HelloUnderTest(product: "Counter")
        defer { run.stop() }
        let (window, _) = try run.openedWindow()
        let (display, runtime, x) = (run.display, run.runtime, run.x)
        // The first frame's title replaced the scene's ("Counter") before the window mapped.
        #expect(x.title(of: window) == "Count: 0")
        #expect(x.strings(window, "WM_NAME") == ["Count: 0"])
        let listed = listedRow(for: window, endingWith: "Count: 0", runtime: runtime)
        #expect(listed.hasSuffix("Count: 0"), "scenectl list: \(listed)")

        let initial = HeadlessSnapshot(of: CounterView())
        let label = try #require(initial.text("Increment"))
        x.watchStructure(window)
        let click = try LaunchedProcess(
            path: "/usr/bin/xdotool",
            arguments: ["mousemove", "--window", String(window), String(Int(label.x + label.width / 2)), String(Int(label.y + label.height / 2)),
                        "click", "1",
                        // Then away, so the button is not drawn hovered.
                        "mousemove", "10000", "10000"],
            environment: ["DISPLAY": display.display], outputPath: runtime.path + "/xdotool-title.log")
        #expect(click.waitForExit(milliseconds: 10_000) == .exited(0), "\(click.output)")

        #expect(x.waitForTitle(of: window, toBe: "Count: 1"), "title is \(x.title(of: window) ?? "unset")")
        #expect(x.strings(window, "WM_NAME") == ["Count: 1"])
        // The renderer reports the title to the host (titleChanged) right after setting it.
        let row = listedRow(for: window, endingWith: "Count: 1", runtime: runtime)
        #expect(row.hasSuffix("Count: 1"), "scenectl list: \(row)")

        x.requestClose(window)
        #expect(run.app.waitForExit(milliseconds: 10_000) == .exited(0))
    }

    /// The `scenectl list` row of `window` once it ends with `title`, or the last row seen
    /// (empty when none) after 10 s. The host learns about the window and its title from
    /// renderer messages that race with the test's X events, so this asks again (each
    /// `scenectl` run takes milliseconds) until the answer is there or the deadline passes.
    private func listedRow(for window: UInt32, endingWith title: String, runtime: TemporaryDirectory) -> String {
        let deadline = MonotonicClock.milliseconds() + 10_000
        var row = ""
        repeat {
            if let (status, output) = try? runScenectl(["list"], runtime: runtime), status == .exited(0) {
                row = output.split(separator: "\n").first { $0.contains("0x" + String(window, radix: 16)) }.map(String.init) ?? ""
            }
        } while !row.hasSuffix(title) && MonotonicClock.milliseconds() < deadline
        return row
    }
}
