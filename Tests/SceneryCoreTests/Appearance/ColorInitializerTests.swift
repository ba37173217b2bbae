@testable import SceneryCore
import Testing

@Suite("Colour initialisers: colour spaces, white, hue/saturation/brightness")
struct ColorInitializerTests {
    private func close(_ a: Double, _ b: Double, _ tolerance: Double = 0.002) -> Bool { abs(a - b) <= tolerance }

    @Test("Color(hue:saturation:brightness:) follows the hexcone: 0 and 1 are red, 1/3 green, 1/2 cyan, no saturation is grey")
    func hueSaturationBrightness() {
        let red = Color(hue: 0, saturation: 1, brightness: 1)
        #expect(red.red == 1 && red.green == 0 && red.blue == 0)
        let alsoRed = Color(hue: 1, saturation: 1, brightness: 1)
        #expect(alsoRed.red == 1 && alsoRed.green == 0 && alsoRed.blue == 0)
        let green = Color(hue: 1.0 / 3, saturation: 1, brightness: 1)
        #expect(close(green.green, 1) && close(green.red, 0) && close(green.blue, 0))
        let cyan = Color(hue: 0.5, saturation: 1, brightness: 0.5, opacity: 0.25)
        #expect(close(cyan.red, 0) && close(cyan.green, 0.5) && close(cyan.blue, 0.5) && cyan.opacity == 0.25)
        let grey = Color(hue: 0.7, saturation: 0, brightness: 0.4)
        #expect(grey.red == 0.4 && grey.green == 0.4 && grey.blue == 0.4)
        // The book's lemon yellow: hue 0.1639 is between red and green, nearer yellow.
        let lemon = Color(hue: 0.1639, saturation: 1, brightness: 1)
        #expect(close(lemon.red, 1) && close(lemon.green, 0.983, 0.005) && close(lemon.blue, 0))
    }

    @Test("V43: Color(hue: 0.1639, saturation: 1, brightness: 1) is about (1, 0.98, 0); Color(white:) has equal components; Color(.sRGB, red:green:blue:) is opaque")
    func documentedComponents() {
        let lemon = Color(hue: 0.1639, saturation: 1, brightness: 1)
        #expect(close(lemon.red, 1) && close(lemon.green, 0.98, 0.005) && close(lemon.blue, 0), "\(lemon)")
        let grey = Color(white: 0.4745)
        #expect(grey.red == 0.4745 && grey.green == 0.4745 && grey.blue == 0.4745)
        let yellow = Color(.sRGB, red: 0.98, green: 0.9, blue: 0.2)
        #expect(yellow.opacity == 1)
        #expect(yellow.red == 0.98 && yellow.green == 0.9 && yellow.blue == 0.2)
    }

    @Test("Linear sRGB components are gamma-encoded: 0.5 linear is 0.735 sRGB; 0 and 1 stay")
    func linearSRGB() {
        let color = Color(.sRGBLinear, red: 0.5, green: 0, blue: 1, opacity: 0.5)
        #expect(close(color.red, 0.7354))
        #expect(color.green == 0 && close(color.blue, 1) && color.opacity == 0.5)
        let white = Color(.sRGBLinear, white: 0.2)
        #expect(close(white.red, 0.4845) && white.red == white.green && white.green == white.blue)
        #expect(Color(.sRGB, white: 0.2).red == 0.2)
    }

    @Test("Display P3 converts to sRGB: P3 white is sRGB white, P3 red lies outside sRGB (extended components)")
    func displayP3() {
        let white = Color(.displayP3, red: 1, green: 1, blue: 1)
        #expect(close(white.red, 1) && close(white.green, 1) && close(white.blue, 1))
        let red = Color(.displayP3, red: 1, green: 0, blue: 0)
        #expect(close(red.red, 1.093, 0.005))
        #expect(red.green < -0.2 && red.blue < -0.1, "outside sRGB's gamut: \(red)")
        let grey = Color(.displayP3, red: 0.5, green: 0.5, blue: 0.5)
        #expect(close(grey.red, 0.5) && close(grey.blue, 0.5), "a grey is the same grey")
    }

    @Test("The sRGB transfer curve and its inverse agree")
    func transferCurve() {
        for value in stride(from: 0.0, through: 1.0, by: 0.05) {
            #expect(close(Color.RGBColorSpace.decode(Color.RGBColorSpace.encode(value)), value, 1e-9))
        }
    }
}
