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

    @Test("Dragging the List's scroll bar with the mouse scrolls it as the same drag does headless")
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
        let grab = CGPoint(x: barX, y: top + 18), midway = CGPoint(x: barX, y: top + 68)
        let dropped = CGPoint(x: barX, y: top + 118)
        let expected = HeadlessSnapshot(
            of: ContainersView(), width: initial.width, height: initial.height, drags: [(grab, dropped)])
        #expect(expected.image.differingPixelCount(from: initial.image) > 500, "the headless drag scrolled the list")
        let halfway = HeadlessSnapshot(
            of: ContainersView(), width: initial.width, height: initial.height, drags: [(grab, midway)])
        x.watchStructure(window)
        func move(_ point: CGPoint) -> [String] {
            ["mousemove", "--window", String(window), String(Int(point.x)), String(Int(point.y))]
        }
        // openbox takes each press on a window with a synchronous grab (a click focuses and
        // raises) and replays it to the window; until then the server holds the pointer's
        // events, and a move sent meanwhile can be taken before the release (the list
        // then follows the pointer off the screen). So the rest of the drag goes once the
        // window shows the first part of it: the renderer has the press, the pointer is free.
        try xdotool(move(grab) + ["mousedown", "1"] + move(midway), on: run)
        // Left of the scroll bar's strip (12 points), the window as the first part of the
        // drag leaves it headless: the bar itself is drawn thick while pressed.
        let stripX = Int(16.0 + 280 - 12)
        var pending = -1
        let followed = x.waitUntil(milliseconds: 10_000) {
            guard let shot = x.screenshot(window), shot.width == halfway.image.width, shot.height == halfway.image.height
            else { return false }
            pending = shot.count(x: 0, y: 0, width: stripX, height: shot.height) { px, py in
                let a = shot.rgb(x: px, y: py), b = halfway.image.rgb(x: px, y: py)
                return max(abs(a.red - b.red), abs(a.green - b.green), abs(a.blue - b.blue)) > 48
            }
            return pending <= 8
        }
        #expect(followed, "the list did not follow the first part of the drag: \(pending) pixels differ")
        try xdotool(move(dropped) + ["mouseup", "1", "mousemove", "10000", "10000"], on: run)
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
