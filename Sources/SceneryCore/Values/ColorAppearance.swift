/// What a ``Color`` depends on besides its own components.
package enum ColorProvider: Hashable, Sendable {
    /// A colour with a variant for the dark appearance: the colour's own components are
    /// the light variant, these the dark one.
    case appearance(dark: ColorComponents)
    /// A colour of an asset catalog, looked up when it is resolved (``NamedColors``): in
    /// the app's bundles, or in the bundle at `bundlePath`.
    case named(String, bundlePath: String?)
}

/// Red, green, blue and opacity of a fixed colour, in sRGB.
package struct ColorComponents: Hashable, Sendable, CustomStringConvertible {
    package var red, green, blue, opacity: Double

    package init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
    }

    /// The components of a fixed colour.
    package init(_ color: Color) {
        self.init(red: color.red, green: color.green, blue: color.blue, opacity: color.opacity)
    }

    /// The fixed colour of these components.
    package var color: Color { Color(red: red, green: green, blue: blue, opacity: opacity) }

    package var description: String {
        "rgba(\(formatted(red)), \(formatted(green)), \(formatted(blue)), \(formatted(opacity)))"
    }
}

extension Color {
    /// This colour in the light appearance, and (`red`, `green`, `blue`, `opacity`) in the
    /// dark one.
    nonisolated package func dark(red: Double, green: Double, blue: Double, opacity: Double = 1) -> Color {
        var copy = self
        copy.provider = .appearance(dark: ColorComponents(red: red, green: green, blue: blue, opacity: opacity))
        return copy
    }

    /// This colour in the light appearance, and a grey of `white` in the dark one.
    nonisolated package func dark(white: Double, opacity: Double = 1) -> Color {
        dark(red: white, green: white, blue: white, opacity: opacity)
    }

    /// Whether the colour is the same in every environment.
    package var isFixed: Bool { provider == nil }
}
