import Scenery
import SceneryPlatform
import SceneryTesting
import Testing
@testable import TextFields

/// What the input-method tests read of the TextFields example's window: where its first
/// field's text starts, text widths in its font, dark pixels along a row (an underline or
/// text), and its title (`name|city|submits`).
@MainActor
enum TextFieldsWindowProbes {
    /// Where the first field's text starts and its line box (the same layout, headless).
    static func nameLine() throws -> (x: Double, y: Double, height: Double) {
        let snapshot = HeadlessSnapshot(of: TextFieldsView())
        let frame = try #require(snapshot.text("Name"), "no Name prompt drawn")
        return (frame.x, frame.y, frame.height)
    }

    /// The width of `text` drawn in the body font.
    static func width(of text: String) throws -> Double {
        try #require(HeadlessSnapshot(of: Text(verbatim: text).padding(0)).text(text)).width
    }

    /// How many pixels of row `y`, between `x0` and `x1`, are dark (an underline or text).
    static func darkPixels(_ image: RasterImage, y: Int, from x0: Int, to x1: Int) -> Int {
        image.count(x: x0, y: y, width: max(0, x1 - x0), height: 1) { x, y in image.luminance(x: x, y: y) < 128 }
    }

    /// Waits for the window's title to become `title`, else records `comment` with the title shown.
    static func expectTitle(
        _ title: String, _ window: UInt32, _ run: HelloUnderTest, _ comment: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(run.x.waitForTitle(of: window, toBe: title), "\(comment): title is \(run.x.title(of: window) ?? "unset")",
                sourceLocation: sourceLocation)
    }
}
