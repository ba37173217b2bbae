@testable import SceneryCore
@testable import SceneryHeadless
@testable import SceneryRenderer
import Testing

/// A colour picker and a palette over one colour, and the colour's red component.
struct ColorProbe: View {
    @State var color = Color(red: 1, green: 0, blue: 0, opacity: 0.5)
    var supportsOpacity = true

    var body: some View {
        VStack {
            ColorPicker("Tint", selection: $color, supportsOpacity: supportsOpacity)
            ColorPalette(selection: $color)
            Text(verbatim: "Red \(color.red)")
        }
    }
}

@Suite("ColorPicker: the label and a swatch of the colour; CGColor bindings; the palette grid")
@MainActor
struct ColorPickerTests {
    @Test("The swatch is the colour in a 30 × 18 rounded rectangle right of the label; without opacity support it is opaque")
    func swatch() throws {
        let window = try HeadlessWindow(ColorProbe())
        let label = try #require(window.textFrame("Tint"))
        let swatch = try #require(window.filledShapes(Color(red: 1, green: 0, blue: 0, opacity: 0.5)).first)
        #expect(swatch.size == CGSize(width: 30, height: 18))
        #expect(swatch.minX == label.maxX + CGFloat(8 + 3))
        let opaque = try HeadlessWindow(ColorProbe(supportsOpacity: false))
        #expect(opaque.filledShapes(Color(red: 1, green: 0, blue: 0)).contains { $0.size == CGSize(width: 30, height: 18) })
    }

    @Test("The swatch is a focus stop")
    func focus() throws {
        let window = try HeadlessWindow(ColorProbe())
        window.tab()
        #expect(window.focusRings.count == 1)
    }

    @Test("Clicking a colour of the palette writes it; the swatch shows it")
    func palette() throws {
        let window = try HeadlessWindow(ColorProbe())
        let blue = Color.blue.resolve(in: EnvironmentValues())
        let cell = try #require(window.filledShapes(blue).first { $0.size == CGSize(width: 20, height: 20) })
        window.window.click(at: CGPoint(x: cell.midX, y: cell.midY))
        #expect(window.texts.contains("Red \(blue.red)"))
        #expect(window.filledShapes(blue).contains { $0.size == CGSize(width: 30, height: 18) })
    }

    @Test("A CGColor binding: Color(cgColor:) and cgColor round-trip the components")
    func cgColor() throws {
        let cg = CGColor(srgbRed: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        let color = Color(cgColor: cg)
        #expect(color.cgColor == cg)
        struct CGProbe: View {
            @State var cg = CGColor(srgbRed: 0, green: 1, blue: 0, alpha: 1)
            var body: some View { ColorPicker("Green", selection: $cg) }
        }
        let window = try HeadlessWindow(CGProbe())
        #expect(window.filledShapes(Color(red: 0, green: 1, blue: 0)).contains { $0.size == CGSize(width: 30, height: 18) })
    }
}
