/// A colour, in sRGB with opacity.
///
/// A colour is either fixed (its components) or depends on where it is drawn: the
/// semantic and system colours (`primary`, `secondary`, `accentColor`, `red`…) have a
/// light and a dark variant, and a named colour (`Color("aqua")`) is looked up in the
/// app's asset catalog. Either resolves to fixed components in an environment
/// (``resolve(in:)``), following its `colorScheme` — docs/appearance.md.
public struct Color: Hashable, Sendable, ShapeStyle, CustomStringConvertible {
    /// Red, green, blue and opacity, each in 0...1 (sRGB; the light variant of a colour
    /// that has two; for a named colour, zero components and the opacity to apply).
    package var red, green, blue, opacity: Double
    /// What the colour depends on; nil for a fixed colour.
    package var provider: ColorProvider?

    /// Creates a colour from red, green and blue components in `colorSpace` (sRGB by
    /// default; linear sRGB and Display P3 are converted to sRGB, where Display P3
    /// colours outside sRGB's gamut get components outside 0...1, as extended sRGB).
    nonisolated public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        (self.red, self.green, self.blue) = colorSpace.sRGBComponents(red, green, blue)
        self.opacity = opacity
    }

    /// Creates a grey of the given white level in `colorSpace`.
    nonisolated public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// This colour with its opacity multiplied by `opacity`.
    nonisolated public func opacity(_ opacity: Double) -> Color {
        var copy = self
        copy.opacity *= opacity
        if case .appearance(var dark) = provider {
            dark.opacity *= opacity
            copy.provider = .appearance(dark: dark)
        }
        return copy
    }

    /// Text and symbols in the primary style: near-black (near-white in the dark appearance).
    nonisolated public static let primary = Color(white: 0, opacity: 0.85).dark(white: 1, opacity: 0.85)
    /// Secondary text: grey (a lighter grey in the dark appearance).
    nonisolated public static let secondary = Color(white: 0, opacity: 0.5).dark(white: 1, opacity: 0.55)
    /// The accent colour: the default tint of controls and `.tint`.
    nonisolated public static let accentColor = Color(red: 0, green: 0.478, blue: 1).dark(red: 0.039, green: 0.518, blue: 1)
    /// The black colour.
    nonisolated public static let black = Color(white: 0)
    /// The white colour.
    nonisolated public static let white = Color(white: 1)
    /// The clear colour.
    nonisolated public static let clear = Color(white: 0, opacity: 0)
    /// The gray colour.
    nonisolated public static let gray = Color(red: 0.557, green: 0.557, blue: 0.576).dark(red: 0.596, green: 0.596, blue: 0.616)
    /// The red colour.
    nonisolated public static let red = Color(red: 1, green: 0.231, blue: 0.188).dark(red: 1, green: 0.271, blue: 0.227)
    /// The orange colour.
    nonisolated public static let orange = Color(red: 1, green: 0.584, blue: 0).dark(red: 1, green: 0.624, blue: 0.039)
    /// The yellow colour.
    nonisolated public static let yellow = Color(red: 1, green: 0.8, blue: 0).dark(red: 1, green: 0.839, blue: 0.039)
    /// The green colour.
    nonisolated public static let green = Color(red: 0.204, green: 0.78, blue: 0.349).dark(red: 0.196, green: 0.843, blue: 0.294)
    /// The teal colour.
    nonisolated public static let teal = Color(red: 0.188, green: 0.69, blue: 0.78).dark(red: 0.251, green: 0.784, blue: 0.878)
    /// The blue colour.
    nonisolated public static let blue = Color(red: 0, green: 0.478, blue: 1).dark(red: 0.039, green: 0.518, blue: 1)
    /// The cyan colour.
    nonisolated public static let cyan = Color(red: 0.196, green: 0.678, blue: 0.902).dark(red: 0.392, green: 0.824, blue: 1)
    /// The mint colour.
    nonisolated public static let mint = Color(red: 0, green: 0.78, blue: 0.745).dark(red: 0.388, green: 0.902, blue: 0.886)
    /// The indigo colour.
    nonisolated public static let indigo = Color(red: 0.345, green: 0.337, blue: 0.839).dark(red: 0.369, green: 0.361, blue: 0.902)
    /// The brown colour.
    nonisolated public static let brown = Color(red: 0.635, green: 0.518, blue: 0.369).dark(red: 0.675, green: 0.557, blue: 0.408)
    /// The purple colour.
    nonisolated public static let purple = Color(red: 0.686, green: 0.322, blue: 0.871).dark(red: 0.749, green: 0.353, blue: 0.949)
    /// The pink colour.
    nonisolated public static let pink = Color(red: 1, green: 0.176, blue: 0.333).dark(red: 1, green: 0.216, blue: 0.373)

    /// The window background.
    package static let windowBackground = Color(white: 0.98).dark(white: 0.196)

    public var description: String {
        let rgba = "rgba(\(formatted(red)), \(formatted(green)), \(formatted(blue)), \(formatted(opacity)))"
        switch provider {
        case nil: return rgba
        case .appearance(let dark): return rgba + " dark " + dark.description
        case .named(let name, _): return "named(\"\(name)\")" + (opacity == 1 ? "" : " opacity \(formatted(opacity))")
        }
    }

    /// The fixed colour this one is in `environment`: its variant for the environment's
    /// `colorScheme`, or a named colour's value from the asset catalog (clear when there is
    /// no such colour).
    nonisolated public func resolve(in environment: EnvironmentValues) -> Color {
        switch provider {
        case nil:
            return self
        case .appearance(let dark):
            guard environment.colorScheme == .dark else { return Color(red: red, green: green, blue: blue, opacity: opacity) }
            return Color(red: dark.red, green: dark.green, blue: dark.blue, opacity: dark.opacity)
        case .named(let name, let bundlePath):
            let value = NamedColors.value(named: name, bundlePath: bundlePath)
            let variant = environment.colorScheme == .dark ? (value.dark ?? value.light) : value.light
            return Color(red: variant.red, green: variant.green, blue: variant.blue, opacity: variant.opacity * opacity)
        }
    }
}
