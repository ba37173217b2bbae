/// A colour, in sRGB with opacity.
///
/// Semantic colours (`primary`, `secondary`, `accentColor`) resolve to fixed sRGB values in
/// the light appearance; dark appearance follows with `colorScheme`.
public struct Color: Hashable, Sendable, ShapeStyle, CustomStringConvertible {
    /// Red, green, blue and opacity, each in 0...1.
    package var red, green, blue, opacity: Double

    /// Creates a colour from sRGB components.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
    }

    /// Creates a grey of the given white level.
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// This colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        Color(red: red, green: green, blue: blue, opacity: self.opacity * opacity)
    }

    /// Text and symbols in the primary style: near-black.
    public static let primary = Color(white: 0, opacity: 0.85)
    /// Secondary text: grey.
    public static let secondary = Color(white: 0, opacity: 0.5)
    /// The accent colour: the default tint of controls and `.tint`.
    public static let accentColor = Color(red: 0, green: 0.478, blue: 1)
    public static let black = Color(white: 0)
    public static let white = Color(white: 1)
    public static let clear = Color(white: 0, opacity: 0)
    public static let gray = Color(red: 0.557, green: 0.557, blue: 0.576)
    public static let red = Color(red: 1, green: 0.231, blue: 0.188)
    public static let orange = Color(red: 1, green: 0.584, blue: 0)
    public static let yellow = Color(red: 1, green: 0.8, blue: 0)
    public static let green = Color(red: 0.204, green: 0.78, blue: 0.349)
    public static let teal = Color(red: 0.188, green: 0.69, blue: 0.78)
    public static let blue = Color(red: 0, green: 0.478, blue: 1)
    public static let purple = Color(red: 0.686, green: 0.322, blue: 0.871)
    public static let pink = Color(red: 1, green: 0.176, blue: 0.333)

    /// The window background in the light appearance.
    package static let windowBackground = Color(white: 0.98)

    public var description: String {
        "rgba(\(formatted(red)), \(formatted(green)), \(formatted(blue)), \(formatted(opacity)))"
    }

    public func resolve(in environment: EnvironmentValues) -> Color { self }
}
