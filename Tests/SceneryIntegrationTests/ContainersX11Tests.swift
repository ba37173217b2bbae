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
        x.watchStructure(window)
        #expect(x.waitUntil(milliseconds: 10_000) { x.frameNumber(window) >= frame + 3 }, "\(run.app.output)")
        let after = try #require(x.screenshot(window))
        after.writePNG(to: TestArtifacts.path("containers-after-x11.png"))

        func dark(_ image: RasterImage, _ item: HeadlessSnapshot.Item) -> Int {
            image.count(x: Int(item.x), y: Int(item.y), width: Int(item.width), height: Int(item.height)) {
                image.luminance(x: $0, y: $1) < 110
            }
        }
        // The grid's text is where it was; the list's first rows moved away.
        #expect(dark(after, rows) == dark(before, rows) && dark(before, rows) > 10)
        var changed = 0
        var unlike = 0
        let listTop = Int(row0.y) - 6
        for y in listTop..<(listTop + 180) {
            for x in Int(row0.x - 24)..<Int(row0.x + 150) {
                if before.rgb(x: x, y: y) != after.rgb(x: x, y: y) { changed += 1 }
                // What was 120 points lower is now here: the content moved up exactly 120.
                if before.rgb(x: x, y: y + 120) != after.rgb(x: x, y: y) { unlike += 1 }
            }
        }
        #expect(changed > 200, "the list's pixels changed: \(changed)")
        #expect(unlike == 0, "\(unlike) pixels differ from the content 120 points lower before scrolling")

        x.requestClose(window)
        #expect(app.waitForExit(milliseconds: 10_000) == .exited(0))
    }
}
