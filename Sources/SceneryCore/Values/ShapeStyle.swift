/// A colour or pattern used to fill or stroke shapes and to draw text and symbols.
public protocol ShapeStyle: Sendable {
    /// Resolves the style to a concrete colour in an environment.
    func resolve(in environment: EnvironmentValues) -> Color
}

/// The style that uses the environment's tint (the accent colour unless `.tint` is set).
public struct TintShapeStyle: ShapeStyle, Hashable {
    /// Creates the tint style.
    public init() {}
    public func resolve(in environment: EnvironmentValues) -> Color { environment.tint }
}

/// The environment's primary foreground style.
public struct ForegroundStyle: ShapeStyle, Hashable {
    /// Creates the foreground style.
    public init() {}
    public func resolve(in environment: EnvironmentValues) -> Color { Color.primary }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The environment's tint colour (`accentColor` by default).
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The primary foreground style.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == Color {
    public static var primary: Color { Color.primary }
    public static var secondary: Color { Color.secondary }
    public static var accentColor: Color { Color.accentColor }
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var clear: Color { Color.clear }
    public static var gray: Color { Color.gray }
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var teal: Color { Color.teal }
    public static var blue: Color { Color.blue }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
}
