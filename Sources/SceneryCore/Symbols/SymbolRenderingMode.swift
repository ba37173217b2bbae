/// How symbol images are coloured (`.symbolRenderingMode(_:)`).
///
/// Scenery draws symbols from freedesktop icon themes, whose icons have one layer: a
/// symbolic icon is a mask painted in one colour, a full-colour icon has its own colours.
/// So `.monochrome`, `.hierarchical` and `.palette` all paint the symbolic icon in the
/// foreground style (for `.palette`, the first of the styles given to
/// `foregroundStyle(_:_:)`), and `.multicolor` draws the theme's full-colour icon when it
/// has one (else the symbolic icon in the foreground style). docs/symbols.md.
nonisolated public struct SymbolRenderingMode: Hashable, Sendable {
    enum Mode: Hashable, Sendable { case monochrome, multicolor, hierarchical, palette }
    let mode: Mode

    /// One colour: the foreground style.
    nonisolated public static let monochrome = SymbolRenderingMode(mode: .monochrome)
    /// The symbol's own colours.
    nonisolated public static let multicolor = SymbolRenderingMode(mode: .multicolor)
    /// Layers in opacities of the foreground style (one layer here: the foreground style).
    nonisolated public static let hierarchical = SymbolRenderingMode(mode: .hierarchical)
    /// Layers in the styles of `foregroundStyle(_:_:)` (one layer here: the first style).
    nonisolated public static let palette = SymbolRenderingMode(mode: .palette)
}

private struct SymbolRenderingModeKey: EnvironmentKey {
    static var defaultValue: SymbolRenderingMode? { nil }
}

/// The second and third styles of `foregroundStyle(_:_:)` / `(_:_:_:)`.
private struct SecondaryForegroundStylesKey: EnvironmentKey {
    static var defaultValue: [any ShapeStyle] { [] }
}

extension EnvironmentValues {
    /// How symbol images are coloured here; nil means the symbol's default (monochrome).
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }

    /// The secondary and tertiary styles set by `foregroundStyle(_:_:)` and
    /// `foregroundStyle(_:_:_:)` (a palette's further layers).
    var secondaryForegroundStyles: [any ShapeStyle] {
        get { self[SecondaryForegroundStylesKey.self] }
        set { self[SecondaryForegroundStylesKey.self] = newValue }
    }
}

extension View {
    /// Sets how the symbol images inside this view are coloured.
    nonisolated public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        modifier(_EnvironmentWritingModifier { $0.symbolRenderingMode = mode })
    }

    /// Sets the primary and secondary styles of the text and symbols inside this view:
    /// text and the first layer of a symbol use `primary`; a `.palette` symbol's second
    /// layer would use `secondary` (theme icons have one layer).
    nonisolated public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        modifier(_EnvironmentWritingModifier {
            $0.foregroundStyle = primary
            $0.secondaryForegroundStyles = [secondary]
        })
    }

    /// Sets the primary, secondary and tertiary styles of the text and symbols inside
    /// this view (see ``foregroundStyle(_:_:)``).
    nonisolated public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
        _ primary: S1, _ secondary: S2, _ tertiary: S3
    ) -> some View {
        modifier(_EnvironmentWritingModifier {
            $0.foregroundStyle = primary
            $0.secondaryForegroundStyles = [secondary, tertiary]
        })
    }
}

extension Image {
    /// This symbol image, coloured as `mode` says (see ``SymbolRenderingMode``).
    nonisolated public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        var copy = self
        copy.renderingMode = mode
        return copy
    }
}
