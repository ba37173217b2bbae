/// A colour or pattern used to fill or stroke shapes and to draw text and symbols.
public protocol ShapeStyle: Sendable {
    /// Resolves the style to a concrete colour in an environment.
    func resolve(in environment: EnvironmentValues) -> Color
}

/// The style that uses the environment's tint (the accent colour unless `.tint` is set).
public struct TintShapeStyle: ShapeStyle, Hashable {
    /// Creates the tint style.
    nonisolated public init() {}
    nonisolated public func resolve(in environment: EnvironmentValues) -> Color { environment.tint.resolve(in: environment) }
}

/// The environment's foreground style: what `.foregroundStyle(_:)` set, else `.primary`.
public struct ForegroundStyle: ShapeStyle, Hashable {
    /// Creates the foreground style.
    nonisolated public init() {}
    /// The environment's foreground colour.
    nonisolated public func resolve(in environment: EnvironmentValues) -> Color {
        guard let style = environment.foregroundStyle, !(style is ForegroundStyle) else { return Color.primary.resolve(in: environment) }
        return style.resolve(in: environment)
    }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The environment's tint colour (`accentColor` by default).
    nonisolated public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The primary foreground style.
    nonisolated public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == Color {
    /// The accentColor colour as a style.
    nonisolated public static var accentColor: Color { Color.accentColor }
    /// The black colour as a style.
    nonisolated public static var black: Color { Color.black }
    /// The white colour as a style.
    nonisolated public static var white: Color { Color.white }
    /// The clear colour as a style.
    nonisolated public static var clear: Color { Color.clear }
    /// The gray colour as a style.
    nonisolated public static var gray: Color { Color.gray }
    /// The red colour as a style.
    nonisolated public static var red: Color { Color.red }
    /// The orange colour as a style.
    nonisolated public static var orange: Color { Color.orange }
    /// The yellow colour as a style.
    nonisolated public static var yellow: Color { Color.yellow }
    /// The green colour as a style.
    nonisolated public static var green: Color { Color.green }
    /// The teal colour as a style.
    nonisolated public static var teal: Color { Color.teal }
    /// The cyan colour as a style.
    nonisolated public static var cyan: Color { Color.cyan }
    /// The mint colour as a style.
    nonisolated public static var mint: Color { Color.mint }
    /// The indigo colour as a style.
    nonisolated public static var indigo: Color { Color.indigo }
    /// The brown colour as a style.
    nonisolated public static var brown: Color { Color.brown }
    /// The blue colour as a style.
    nonisolated public static var blue: Color { Color.blue }
    /// The purple colour as a style.
    nonisolated public static var purple: Color { Color.purple }
    /// The pink colour as a style.
    nonisolated public static var pink: Color { Color.pink }
}
