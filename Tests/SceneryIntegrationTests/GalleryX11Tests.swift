@testable import Gallery
import Scenery
import SceneryPlatform
import SceneryTesting
import Testing

@Suite("A real window drawing text, shapes and a symbol (Xvfb + openbox)")
@MainActor
struct GalleryX11Tests {
    @Test("The X server shows each shape, the symbol and the text where the layout engine put them")
    func galleryPixels() throws {
        let run = try HelloUnderTest(product: "Gallery")
        defer { run.stop() }
        let (window, _) = try run.openedWindow()
        let (x, app) = (run.x, run.app)
        #expect(x.strings(window, "_NET_WM_NAME") == ["Gallery"])

        // The same view, laid out and drawn headless with the same fonts.
        let expected = HeadlessSnapshot(of: GalleryView())
        let size = try #require(x.size(of: window))
        #expect(Double(size.width) == expected.width && Double(size.height) == expected.height)
        let shot = try #require(x.screenshot(window))
        shot.writePNG(to: TestArtifacts.path("gallery-x11.png"))

        func count(in item: HeadlessSnapshot.Item, _ predicate: (Int, Int, Int) -> Bool) -> Int {
            shot.count(x: Int(item.x), y: Int(item.y), width: Int(item.width), height: Int(item.height)) {
                let c = shot.rgb(x: $0, y: $1)
                return predicate(c.red, c.green, c.blue)
            }
        }
        let circle = try #require(expected.items.first { $0.kind == "shape" && $0.content.contains("fill") && $0.width == 40 })
        #expect(count(in: circle) { r, g, b in r > 200 && g < 100 && b < 100 } > 800, "red circle")
        let rounded = try #require(expected.items.first { $0.kind == "shape" && $0.width == 60 && $0.height == 40 })
        #expect(count(in: rounded) { r, g, b in g > 150 && r < 120 && b < 150 } > 1500, "green rounded rectangle")
        let capsule = try #require(expected.items.first { $0.kind == "shape" && $0.content.contains("stroke") })
        let ring = count(in: capsule) { r, g, b in b > 180 && r < 100 }
        #expect(ring > 60 && ring < 900, "a stroked, not filled, blue capsule: \(ring)")
        let globe = try #require(expected.symbol("globe"))
        #expect(count(in: globe) { r, g, b in b > 180 && r < 120 } > 20, "tinted globe")
        let title = try #require(expected.text("Shapes and text"))
        #expect(count(in: title) { r, g, b in r + g + b < 330 } > 60, "title glyphs")
        let wrapped = try #require(expected.items.first { $0.kind == "text" && $0.content.hasPrefix("A longer line") })
        #expect(wrapped.width <= 160 && wrapped.height > title.height, "the long text wraps onto several lines")
        #expect(count(in: wrapped) { r, g, b in r + g + b < 330 } > 150, "wrapped text glyphs")

        x.requestClose(window)
        #expect(app.waitForExit(milliseconds: 10_000) == .exited(0))
    }
}
