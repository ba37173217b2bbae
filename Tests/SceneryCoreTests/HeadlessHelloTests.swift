import Scenery
@testable import Hello
import SceneryTesting
import Testing

@Suite("Headless rendering of the hello app")
@MainActor
struct HeadlessHelloTests {
    @Test("The globe is drawn above the text, centred, with 16 points of padding around the stack")
    func layoutOfHello() throws {
        let snapshot = HeadlessSnapshot(of: ContentView())
        let globe = try #require(snapshot.symbol("globe"))
        let text = try #require(snapshot.text("Hello, world!"))
        // Padding: the stack starts 16 points in from the window's edges.
        #expect(min(globe.x, text.x) == 16)
        #expect(globe.y == 16)
        #expect(snapshot.width == max(globe.width, text.width) + 32)
        #expect(snapshot.height == globe.height + 8 + text.height + 32)
        // VStack: the globe above the text, 8 points apart, both centred horizontally.
        #expect(globe.maxY + 8 == text.y)
        #expect(abs((globe.x + globe.maxX) / 2 - (text.x + text.maxX) / 2) <= 1)
        // imageScale(.large): the symbol is larger than the body font's line.
        #expect(globe.height > 13)
        #expect(text.width > 40 && text.height >= 13)
    }

    @Test("Text is drawn with real glyphs inside its frame and the globe in the tint colour")
    func pixelsOfHello() throws {
        let snapshot = HeadlessSnapshot(of: ContentView())
        let image = snapshot.image
        let text = try #require(snapshot.text("Hello, world!"))
        let globe = try #require(snapshot.symbol("globe"))
        image.writePNG(to: TestArtifacts.path("hello-headless.png"))
        let dark = image.count(x: Int(text.x), y: Int(text.y), width: Int(text.width), height: Int(text.height)) {
            image.luminance(x: $0, y: $1) < 110
        }
        #expect(dark > 40, "expected glyph pixels in the text frame, found \(dark)")
        // Nothing dark outside the text and globe frames: the padding is background.
        let strayDark = image.count(x: 0, y: 0, width: image.width, height: Int(globe.y)) {
            image.luminance(x: $0, y: $1) < 200
        }
        #expect(strayDark == 0)
        let blue = image.count(x: Int(globe.x), y: Int(globe.y), width: Int(globe.width), height: Int(globe.height)) {
            let c = image.rgb(x: $0, y: $1)
            return c.blue > 180 && c.red < 120
        }
        #expect(blue > 20, "expected the accent-coloured globe, found \(blue) blue pixels")
    }

    @Test("A larger window centres the content and re-lays out without changing its size")
    func centringInLargerWindow() throws {
        let ideal = HeadlessSnapshot(of: ContentView())
        let large = HeadlessSnapshot(of: ContentView(), width: 400, height: 300)
        let idealText = try #require(ideal.text("Hello, world!"))
        let text = try #require(large.text("Hello, world!"))
        #expect(text.width == idealText.width)
        #expect(abs((text.x + text.maxX) / 2 - 200) <= 1)
        #expect(large.image.width == 400 && large.image.height == 300)
    }
}
