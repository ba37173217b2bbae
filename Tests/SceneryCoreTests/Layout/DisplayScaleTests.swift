@testable import SceneryCore
@testable import SceneryHeadless
@testable import SceneryRenderer
import SceneryTesting
import Testing

/// SwiftUI's rules for the display scale: layout is in points; `displayScale` pixels make a
/// point; positions are rounded to the pixel grid (1 / `displayScale` points), and drawing
/// happens at the device's resolution.
@Suite("Display scale: points, pixels and HiDPI drawing")
@MainActor
struct DisplayScaleTests {
    @Test("A dpi becomes a whole scale: dpi ÷ 96 to the nearest whole number, halves up, at least 1")
    func scaleForDPI() {
        #expect(DisplayScaleRule.scale(forDPI: 96) == 1)
        #expect(DisplayScaleRule.scale(forDPI: 120) == 1)
        #expect(DisplayScaleRule.scale(forDPI: 143) == 1)
        #expect(DisplayScaleRule.scale(forDPI: 144) == 2)
        #expect(DisplayScaleRule.scale(forDPI: 192) == 2)
        #expect(DisplayScaleRule.scale(forDPI: 288) == 3)
        #expect(DisplayScaleRule.scale(forDPI: 72) == 1)
        #expect(DisplayScaleRule.scale(forDPI: 0) == 1)
        #expect(DisplayScaleRule.scale(forDPI: 100_000) == DisplayScaleRule.largestScale)
    }

    @Test("Xft.dpi is read from a resource database string; other resources and bad values are ignored")
    func xftDPIFromResources() {
        #expect(DisplayScaleRule.xftDPI(inResources: "Xft.antialias:\t1\nXft.dpi:\t192\nXft.hinting:\t1\n") == 192)
        #expect(DisplayScaleRule.xftDPI(inResources: "Xft.dpi: 144.5") == 144.5)
        #expect(DisplayScaleRule.xftDPI(inResources: "Xft.dpi:\t96\nXft.dpi:\t192\n") == 192)
        #expect(DisplayScaleRule.xftDPI(inResources: "*dpi:\t192\nXft.dpiX:\t192\n") == nil)
        #expect(DisplayScaleRule.xftDPI(inResources: "Xft.dpi:\tlarge\n") == nil)
        #expect(DisplayScaleRule.xftDPI(inResources: "") == nil)
    }

    @Test("A physical size gives a dpi along the diagonal; an unknown size gives none")
    func physicalDPI() {
        // Xvfb's 1280×1024 screen at -dpi 192 is 169×135 mm.
        let dpi = DisplayScaleRule.physicalDPI(pixels: (1280, 1024), millimeters: (169, 135))
        #expect(dpi.map { abs($0 - 192.5) < 1 } == true)
        #expect(DisplayScaleRule.physicalDPI(pixels: (1024, 1280), millimeters: (135, 169)) == dpi)
        #expect(DisplayScaleRule.physicalDPI(pixels: (1920, 1080), millimeters: (0, 0)) == nil)
    }

    @Test("SCENERY_SCALE takes a positive number; anything else is an error that names the variable")
    func overrideParsing() throws {
        #expect(try DisplayScaleRule.parseOverride("2").get() == 2)
        #expect(try DisplayScaleRule.parseOverride(" 1.5 ").get() == 1.5)
        for bad in ["0", "-1", "two", "inf", "100"] {
            guard case .failure(let error) = DisplayScaleRule.parseOverride(bad) else {
                Issue.record("\(bad) was accepted")
                continue
            }
            #expect(error.message.hasPrefix("SCENERY_SCALE=\(bad) is not a scale"))
        }
    }

    @Test("The window centres its root on the pixel grid: 4.5 points stays 4.5 at 2×, becomes 5 at 1×")
    func rootOnThePixelGrid() {
        let view = Color.red.frame(width: 21, height: 11).accessibilityIdentifier("root")
        var environment = EnvironmentValues()
        environment.displayScale = 2
        let double = LayoutSnapshot(of: view, in: CGSize(width: 30, height: 20), textMeasurer: FixedTextMeasurer(), environment: environment)
        #expect(double.frame(of: "root") == CGRect(x: 4.5, y: 4.5, width: 21, height: 11))
        environment.displayScale = 1
        let single = LayoutSnapshot(of: view, in: CGSize(width: 30, height: 20), textMeasurer: FixedTextMeasurer(), environment: environment)
        #expect(single.frame(of: "root") == CGRect(x: 5, y: 5, width: 21, height: 11))
        environment.displayScale = 3
        let triple = LayoutSnapshot(of: view, in: CGSize(width: 30, height: 20), textMeasurer: FixedTextMeasurer(), environment: environment)
        // 4.5 × 3 = 13.5 pixels rounds to 14: 14 / 3 points.
        #expect(triple.frame(of: "root")?.minX == CGFloat(14) / 3)
    }

    @Test("A window opens at its ideal size in points; its frame is that many points times the scale in pixels")
    func windowSizeInPoints() throws {
        let view = Color.red.frame(width: 40.25, height: 30)
        let single = HeadlessSnapshot(of: view)
        let double = HeadlessSnapshot(of: view, scale: 2)
        // 40.25 points round up to whole pixels: 41 at 1×, 40.5 (81 pixels) at 2×.
        #expect(single.width == 41 && single.height == 30)
        #expect(double.width == 40.5 && double.height == 30)
        #expect(double.image.width == 81 && double.image.height == 60)
    }

    @Test("At 2× a 1-point line covers exactly 2 device pixels, fully")
    func onePointLineIsTwoPixels() {
        let view = VStack(spacing: 0) {
            Color.clear.frame(width: 20, height: 5)
            Color.black.frame(width: 20, height: 1)
            Color.clear.frame(width: 20, height: 5)
        }
        let snapshot = HeadlessSnapshot(of: view, scale: 2)
        let image = snapshot.image
        #expect(image.width == 40 && image.height == 22)
        for x in [0, 17, 39] {
            #expect(image.rgb(x: x, y: 10) == (0, 0, 0) && image.rgb(x: x, y: 11) == (0, 0, 0))
            #expect(image.luminance(x: x, y: 9) > 240 && image.luminance(x: x, y: 12) > 240)
        }
    }

    @Test("Shapes at whole-point positions: the 2× frame is the 1× frame with every pixel doubled")
    func doubledShapes() {
        let view = HStack(spacing: 3) {
            Color.red.frame(width: 7, height: 12)
            Rectangle().fill(Color.blue).frame(width: 5, height: 4)
            Color.green.frame(width: 2, height: 8)
        }
        .padding(2)
        let single = HeadlessSnapshot(of: view).image
        let double = HeadlessSnapshot(of: view, scale: 2).image
        #expect(double.width == 2 * single.width && double.height == 2 * single.height)
        var differing = 0
        for y in 0..<double.height {
            for x in 0..<double.width where double.pixels[y * double.width + x] != single.pixels[(y / 2) * single.width + x / 2] {
                differing += 1
            }
        }
        #expect(differing == 0)
    }

    @Test("Text at 2× is laid out in the same points and drawn at device resolution: sharper than the 1× frame doubled")
    func crispText() throws {
        let view = Text("Hello, world! Crisp glyphs").padding(4)
        let single = HeadlessSnapshot(of: view)
        let double = HeadlessSnapshot(of: view, scale: 2)
        let singleText = try #require(single.text("Hello, world! Crisp glyphs"))
        let doubleText = try #require(double.text("Hello, world! Crisp glyphs"))
        #expect(singleText == doubleText, "layout is in points whatever the scale")
        #expect(double.width == single.width && double.height == single.height)
        // Ink: pixels darker than the background. Glyphs drawn at device resolution have
        // proportionally fewer partly covered (grey) pixels than the 1× frame doubled.
        func greyShare(_ image: RasterImage) -> Double {
            var solid = 0, grey = 0
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let l = image.luminance(x: x, y: y)
                    if l < 80 { solid += 1 } else if l < 200 { grey += 1 }
                }
            }
            return Double(grey) / Double(max(1, solid + grey))
        }
        let singleShare = greyShare(single.image), doubleShare = greyShare(double.image)
        #expect(doubleShare < singleShare, "grey share \(doubleShare) at 2×, \(singleShare) at 1×")
        // The ink stays inside the text's frame in device pixels.
        let frame = doubleText
        let outside = double.image.count(x: 0, y: 0, width: double.image.width, height: double.image.height) { x, y in
            let inside = Double(x) >= frame.x * 2 - 1 && Double(x) < frame.maxX * 2 + 1 && Double(y) >= frame.y * 2 - 1 && Double(y) < frame.maxY * 2 + 1
            return !inside && double.image.luminance(x: x, y: y) < 200
        }
        #expect(outside == 0)
    }

    @Test("A click in points reaches the view under it at 2×")
    func clickInPoints() throws {
        final class Taps: @unchecked Sendable { var count = 0 }
        let taps = Taps()
        let view = HStack(spacing: 0) {
            Color.gray.frame(width: 20, height: 20)
            Color.blue.frame(width: 20, height: 20).onTapGesture { taps.count += 1 }
        }
        let backend = HeadlessBackend(scale: 2)
        let controller = WindowController(content: AnyView(view), textMeasurer: backend.textMeasurer)
        try controller.open(on: backend, appID: "scale", title: "scale")
        defer { controller.close() }
        #expect(controller.displayScale == 2)
        #expect(controller.size == CGSize(width: 40, height: 20))
        backend.windows[0].click(at: CGPoint(x: 10, y: 10))
        #expect(taps.count == 0)
        backend.windows[0].click(at: CGPoint(x: 30, y: 10))
        #expect(taps.count == 1)
    }

    @Test("Views read the display scale and the pixel length from the environment")
    func environmentValues() {
        struct Reader: View {
            @Environment(\.displayScale) var scale
            @Environment(\.pixelLength) var pixel
            var body: some View { Color.red.frame(width: 10 * scale, height: 100 * pixel) }
        }
        let snapshot = HeadlessSnapshot(of: Reader(), scale: 2)
        #expect(snapshot.width == 20 && snapshot.height == 50)
    }
}
