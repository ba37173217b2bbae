/// A level of the foreground style: ``primary`` is the foreground style itself, and each
/// further level is a fainter version of it (`.foregroundStyle(.secondary)` for a caption,
/// `.background(.quaternary)` for a faint fill).
///
/// Inside a view whose foreground style is a colour or other style, a level is that style
/// with less opacity (1, 0.5, 0.25, 0.1 and 0.05 for the five levels). Otherwise the
/// levels are the appearance's label colours: black at 0.85, 0.5, 0.26, 0.1 and 0.05
/// opacity in the light colour scheme, white at 0.85, 0.55, 0.25, 0.1 and 0.05 in the dark
/// one (macOS's label colours).
nonisolated public struct HierarchicalShapeStyle: ShapeStyle {
    /// 0 for primary … 4 for quinary.
    let level: Int
    /// The foreground style outside a `.foregroundStyle(.secondary)`, which the level
    /// is a level of.
    var base: (any ShapeStyle)?

    init(level: Int) { self.level = level }

    /// The first level: the foreground style itself.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// The second level.
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// The third level.
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// The fourth level.
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    /// The fifth level.
    public static let quinary = HierarchicalShapeStyle(level: 4)

    private static let styleOpacities = [1, 0.5, 0.25, 0.1, 0.05]
    private static let lightLabels = [0.85, 0.5, 0.26, 0.1, 0.05]
    private static let darkLabels = [0.85, 0.55, 0.25, 0.1, 0.05]

    /// The level's colour in `environment`.
    public func resolve(in environment: EnvironmentValues) -> Color {
        let level = max(0, min(4, self.level))
        let outer = base ?? environment.foregroundStyle
        if let outer, !(outer is HierarchicalShapeStyle), !(outer is ForegroundStyle) {
            return outer.resolve(in: environment).opacity(Self.styleOpacities[level])
        }
        if let hierarchical = outer as? HierarchicalShapeStyle, hierarchical.base != nil {
            // A level inside a level: the outer one's base, at the deeper level.
            var deeper = HierarchicalShapeStyle(level: min(4, hierarchical.level + level))
            deeper.base = hierarchical.base
            return deeper.resolve(in: environment)
        }
        return environment.colorScheme == .dark
            ? Color(white: 1, opacity: Self.darkLabels[level])
            : Color(white: 0, opacity: Self.lightLabels[level])
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The first level of the foreground style.
    nonisolated public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 0) }
    /// The second level of the foreground style.
    nonisolated public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 1) }
    /// The third level of the foreground style.
    nonisolated public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 2) }
    /// The fourth level of the foreground style.
    nonisolated public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 3) }
    /// The fifth level of the foreground style.
    nonisolated public static var quinary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 4) }
}
