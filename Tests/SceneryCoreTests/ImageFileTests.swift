import Scenery
import SceneryCairo
import SceneryTesting
import Testing

@Suite("Images from PNG files")
@MainActor
struct ImageFileTests {
    /// Writes a `width`×`height` PNG of two colours (left half red, right half blue).
    func writeFixture(width: Int, height: Int, in directory: TemporaryDirectory) throws -> String {
        let red: UInt32 = 0xFFFF_0000, blue: UInt32 = 0xFF00_00FF
        let pixels = (0..<height).flatMap { _ in (0..<width).map { $0 < width / 2 ? red : blue } }
        let path = directory.path + "/two-tone.png"
        try #require(RasterImage(width: width, height: height, pixels: pixels).writePNG(to: path))
        return path
    }

    @Test("Image(path) is the PNG's size and draws its pixels; resizable() stretches it over the frame")
    func drawsThePNG() throws {
        let directory = TemporaryDirectory(prefix: "scenery-images")
        defer { directory.remove() }
        let path = try writeFixture(width: 20, height: 10, in: directory)

        let natural = HeadlessSnapshot(of: Image(path))
        #expect(natural.width == 20 && natural.height == 10)
        #expect(natural.image.rgb(x: 4, y: 5).red > 200 && natural.image.rgb(x: 4, y: 5).blue < 50)
        #expect(natural.image.rgb(x: 15, y: 5).blue > 200 && natural.image.rgb(x: 15, y: 5).red < 50)

        let stretched = HeadlessSnapshot(of: Image(path).resizable().frame(width: 80, height: 40))
        #expect(stretched.width == 80 && stretched.height == 40)
        #expect(stretched.image.rgb(x: 10, y: 30).red > 200)
        #expect(stretched.image.rgb(x: 70, y: 10).blue > 200)
        stretched.image.writePNG(to: TestArtifacts.path("image-stretched.png"))
    }

    @Test("A missing image is 0×0 and the layout goes on")
    func missingImage() {
        let snapshot = HeadlessSnapshot(of: VStack(spacing: 0) { Image("/nonexistent/scenery/none.png"); Text("after") })
        #expect(snapshot.text("after") != nil)
        #expect(NamedImages.shared.size(of: "/nonexistent/scenery/none.png") == nil)
    }
}
