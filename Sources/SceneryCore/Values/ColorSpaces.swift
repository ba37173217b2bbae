#if canImport(Glibc)
import Glibc
#endif

extension Color {
    /// The colour spaces a colour's components can be given in. Scenery draws in sRGB:
    /// components in the other spaces are converted when the colour is made.
    public enum RGBColorSpace: Hashable, Sendable {
        /// sRGB: the components are gamma-encoded, as most colour pickers show them.
        case sRGB
        /// sRGB's primaries with linear components (no transfer curve).
        case sRGBLinear
        /// Display P3: sRGB's transfer curve with wider primaries.
        case displayP3

        /// The sRGB components of (`red`, `green`, `blue`) in this space (outside 0...1
        /// for a Display P3 colour outside sRGB's gamut).
        nonisolated package func sRGBComponents(_ red: Double, _ green: Double, _ blue: Double) -> (Double, Double, Double) {
            switch self {
            case .sRGB:
                return (red, green, blue)
            case .sRGBLinear:
                return (Self.encode(red), Self.encode(green), Self.encode(blue))
            case .displayP3:
                // Linearise with the sRGB curve, change primaries (both D65), encode again.
                let r = Self.decode(red), g = Self.decode(green), b = Self.decode(blue)
                let m = Self.displayP3ToSRGB
                return (
                    Self.encode(m[0] * r + m[1] * g + m[2] * b),
                    Self.encode(m[3] * r + m[4] * g + m[5] * b),
                    Self.encode(m[6] * r + m[7] * g + m[8] * b))
            }
        }

        /// Linear Display P3 to linear sRGB (row-major; both with the D65 white point).
        private static let displayP3ToSRGB: [Double] = [
            1.2249401, -0.2249404, 0,
            -0.0420569, 1.0420571, 0,
            -0.0196376, -0.0786361, 1.0982735,
        ]

        /// The sRGB transfer curve: linear light to an encoded component (odd around 0, so
        /// extended values keep their sign).
        nonisolated package static func encode(_ linear: Double) -> Double {
            let magnitude = abs(linear)
            let encoded = magnitude <= 0.0031308 ? 12.92 * magnitude : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
            return linear < 0 ? -encoded : encoded
        }

        /// The inverse of ``encode(_:)``.
        nonisolated package static func decode(_ encoded: Double) -> Double {
            let magnitude = abs(encoded)
            let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
            return encoded < 0 ? -linear : linear
        }
    }

    /// Creates a colour from hue, saturation and brightness (each in 0...1; a hue of 0
    /// and of 1 is red), in sRGB.
    nonisolated public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let (r, g, b) = Self.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    /// The RGB components of an HSB colour (the hexcone model).
    nonisolated package static func rgb(hue: Double, saturation: Double, brightness: Double) -> (Double, Double, Double) {
        let s = max(0, min(1, saturation)), v = max(0, min(1, brightness))
        guard s > 0 else { return (v, v, v) }
        var h = hue.truncatingRemainder(dividingBy: 1)
        if h < 0 { h += 1 }
        let sector = h * 6
        let index = Int(sector.rounded(.down)) % 6
        let fraction = sector - sector.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * fraction), t = v * (1 - s * (1 - fraction))
        switch index {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }
}
