@testable import Containers
import Scenery
import SceneryPlatform
import SceneryTesting
import Testing

@Suite("A real window's List scrolls with the mouse wheel (Xvfb + openbox + xdotool)")
@MainActor
struct ContainersX11Tests {
    @Test("Three wheel notches (xdotool click 5) over the List scroll it 120 points; the grid above stays")
    func wheelScrollsList() throws {
        let run = try HelloUnderTest(product: "Containers")
        defer { run.stop() }
        let (window, _) = try run.openedWindow()
        let (x, app) = (run.x, run.app)
        let expected = HeadlessSnapshot(of: ContainersView())
        let row0 = try #require(expected.text("Row 0"))
        let rows = try #require(expected.text("Rows"))
        let before = try #require(x.screenshot(window))
        before.writePNG(to: TestArtifacts.path("containers-before-x11.png"))
        let frame = x.frameNumber(window)

        try xdotool(["mousemove", "--window", String(window), String(Int(row0.x)), String(Int(row0.y + 100)),
                     "click", "--repeat", "3", "5"], on: run)

        // The list's region, and how far it differs from itself unscrolled and from the
        // content 120 points lower before scrolling (the renderer draws once per batch of
        // wheel events: check each new frame until the last notch shows).
        let listTop = Int(row0.y) - 6
        func compare(_ after: RasterImage) -> (changed: Int, unlike: Int) {
            var changed = 0
            var unlike = 0
            for y in listTop..<(listTop + 180) {
                for x in Int(row0.x - 24)..<Int(row0.x + 150) {
                    if before.rgb(x: x, y: y) != after.rgb(x: x, y: y) { changed += 1 }
                    if before.rgb(x: x, y: y + 120) != after.rgb(x: x, y: y) { unlike += 1 }
                }
            }
            return (changed, unlike)
        }
        x.watchStructure(window)
        var seen = frame
        var last: (changed: Int, unlike: Int) = (0, -1)
        var after: RasterImage?
        let scrolled = x.waitUntil(milliseconds: 10_000) {
            let current = x.frameNumber(window)
            guard current != seen, let shot = x.screenshot(window) else { return false }
            seen = current
            after = shot
            last = compare(shot)
            return last.unlike == 0
        }
        after?.writePNG(to: TestArtifacts.path("containers-after-x11.png"))
        #expect(scrolled, "the list did not show the content 120 points lower: \(last); \(run.app.output)")
        #expect(last.changed > 200, "the list's pixels changed: \(last.changed)")

        func dark(_ image: RasterImage, _ item: HeadlessSnapshot.Item) -> Int {
            image.count(x: Int(item.x), y: Int(item.y), width: Int(item.width), height: Int(item.height)) {
                image.luminance(x: $0, y: $1) < 110
            }
        }
        // The grid's text is where it was.
        if let after { #expect(dark(after, rows) == dark(before, rows) && dark(before, rows) > 10) }

        x.requestClose(window)
        #expect(app.waitForExit(milliseconds: 10_000) == .exited(0))
    }

    @Test("Dragging the List's scroll bar with the mouse scrolls it as the same drag does headless",
          .disabled("flaky (1 run in 4, 2026-11-27): the window once ended 7,001 pixels from the headless drag; to be traced"))
    func scrollBarDrag() throws {
        let run = try HelloUnderTest(product: "Containers")
        defer { run.stop() }
        let (window, _) = try run.openedWindow()
        let x = run.x
        let initial = HeadlessSnapshot(of: ContainersView())
        let row0 = try #require(initial.text("Row 0"))
        // The list is 280 points wide at the window's padding (16), its first row's text
        // 6 points below its top; the slider (4 points thick, 2 in from the edge) starts
        // 2 points down its track and is at least 32 long.
        let barX = 16.0 + 280 - 4
        let top = Double(row0.y) - 6
        let grab = CGPoint(x: barX, y: top + 18), dropped = CGPoint(x: barX, y: top + 118)
        let expected = HeadlessSnapshot(
            of: ContainersView(), width: initial.width, height: initial.height, drags: [(grab, dropped)])
        #expect(expected.image.differingPixelCount(from: initial.image) > 500, "the headless drag scrolled the list")
        x.watchStructure(window)
        try xdotool(["mousemove", "--window", String(window), String(Int(grab.x)), String(Int(grab.y)), "mousedown", "1",
                     "mousemove", "--window", String(window), String(Int(grab.x)), String(Int(grab.y + 50)),
                     "mousemove", "--window", String(window), String(Int(dropped.x)), String(Int(dropped.y)), "mouseup", "1",
                     "mousemove", "10000", "10000"], on: run)
        // Each frame until one matches the headless drawing (the pointer left the bar, so
        // it is drawn thin in both).
        var differing = -1
        let matched = x.waitUntil(milliseconds: 10_000) {
            guard let shot = x.screenshot(window), shot.width == expected.image.width, shot.height == expected.image.height
            else { return false }
            differing = shot.differingPixelCount(from: expected.image)
            return differing <= 8
        }
        if !matched {
            expected.image.writePNG(to: TestArtifacts.path("scroll-bar-drag-expected.png"))
            x.screenshot(window)?.writePNG(to: TestArtifacts.path("scroll-bar-drag-x11.png"))
        }
        #expect(matched, "the window after the drag differs from the headless drag in \(differing) pixels; \(run.app.output)")
        x.requestClose(window)
        #expect(run.app.waitForExit(milliseconds: 10_000) == .exited(0))
    }
}
