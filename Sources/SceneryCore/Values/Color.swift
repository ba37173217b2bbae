/// A colour, in sRGB with opacity.
///
/// Semantic colours (`primary`, `secondary`, `accentColor`) resolve to fixed sRGB values in
/// the light appearance; dark appearance follows with `colorScheme`.
public struct Color: Hashable, Sendable, ShapeStyle, CustomStringConvertible {
    /// Red, green, blue and opacity, each in 0...1.
    package var red, green, blue, opacity: Double

    /// Creates a colour from sRGB components.
    nonisolated public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
    }

    /// Creates a grey of the given white level.
    nonisolated public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// This colour with its opacity multiplied by `opacity`.
    nonisolated public func opacity(_ opacity: Double) -> Color {
        Color(red: red, green: green, blue: blue, opacity: self.opacity * opacity)
    }

    /// Text and symbols in the primary style: near-black.
    nonisolated public static let primary = Color(white: 0, opacity: 0.85)
    /// Secondary text: grey.
    nonisolated public static let secondary = Color(white: 0, opacity: 0.5)
    /// The accent colour: the default tint of controls and `.tint`.
    nonisolated public static let accentColor = Color(red: 0, green: 0.478, blue: 1)
    /// The black colour.
    nonisolated public static let black = Color(white: 0)
    /// The white colour.
    nonisolated public static let white = Color(white: 1)
    /// The clear colour.
    nonisolated public static let clear = Color(white: 0, opacity: 0)
    /// The gray colour.
    nonisolated public static let gray = Color(red: 0.557, green: 0.557, blue: 0.576)
    /// The red colour.
    nonisolated public static let red = Color(red: 1, green: 0.231, blue: 0.188)
    /// The orange colour.
    nonisolated public static let orange = Color(red: 1, green: 0.584, blue: 0)
    /// The yellow colour.
    nonisolated public static let yellow = Color(red: 1, green: 0.8, blue: 0)
    /// The green colour.
    nonisolated public static let green = Color(red: 0.204, green: 0.78, blue: 0.349)
    /// The teal colour.
    nonisolated public static let teal = Color(red: 0.188, green: 0.69, blue: 0.78)
    /// The blue colour.
    nonisolated public static let blue = Color(red: 0, green: 0.478, blue: 1)
    /// The cyan colour.
    nonisolated public static let cyan = Color(red: 0.196, green: 0.678, blue: 0.902)
    /// The mint colour.
    nonisolated public static let mint = Color(red: 0, green: 0.78, blue: 0.745)
    /// The indigo colour.
    nonisolated public static let indigo = Color(red: 0.345, green: 0.337, blue: 0.839)
    /// The brown colour.
    nonisolated public static let brown = Color(red: 0.635, green: 0.518, blue: 0.369)
    /// The purple colour.
    nonisolated public static let purple = Color(red: 0.686, green: 0.322, blue: 0.871)
    /// The pink colour.
    nonisolated public static let pink = Color(red: 1, green: 0.176, blue: 0.333)

    /// The window background in the light appearance.
    package static let windowBackground = Color(white: 0.98)

    public var description: String {
        "rgba(\(formatted(red)), \(formatted(green)), \(formatted(blue)), \(formatted(opacity)))"
    }

    nonisolated public func resolve(in environment: EnvironmentValues) -> Color { self }
}
