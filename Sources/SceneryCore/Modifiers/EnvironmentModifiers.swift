/// A modifier that changes one environment value for the views inside it.
nonisolated public struct _EnvironmentWritingModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let transform: @MainActor (inout EnvironmentValues) -> Void

    @MainActor package func resolve(
        content: (inout [ViewNode], ResolveContext) -> Void,
        into nodes: inout [ViewNode], context: ResolveContext
    ) {
        var inner = context
        transform(&inner.environment)
        content(&nodes, inner)
    }
}

extension View {
    /// Sets an environment value for this view and the views inside it.
    nonisolated public func environment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
    ) -> ModifiedContent<Self, _EnvironmentWritingModifier> {
        nonisolated(unsafe) let keyPath = keyPath
        nonisolated(unsafe) let value = value
        return modifier(_EnvironmentWritingModifier { $0[keyPath: keyPath] = value })
    }

    /// Sets the style for text and symbols inside this view.
    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentWritingModifier> {
        modifier(_EnvironmentWritingModifier { environment in
            // A hierarchical level (`.secondary`) is a level of the style outside it.
            if var level = style as? HierarchicalShapeStyle, level.base == nil {
                level.base = environment.foregroundStyle
                environment.foregroundStyle = level
            } else {
                environment.foregroundStyle = style
            }
        })
    }

    /// Sets the colour for text and symbols inside this view.
    @available(*, deprecated, renamed: "foregroundStyle(_:)")
    nonisolated public func foregroundColor(_ color: Color?) -> ModifiedContent<Self, _EnvironmentWritingModifier> {
        modifier(_EnvironmentWritingModifier { $0.foregroundStyle = color })
    }

    /// Sets the scale of symbol images inside this view.
    nonisolated public func imageScale(_ scale: Image.Scale) -> ModifiedContent<Self, _EnvironmentWritingModifier> {
        modifier(_EnvironmentWritingModifier { $0.imageScale = scale })
    }

    /// Sets the font for text inside this view.
    nonisolated public func font(_ font: Font?) -> ModifiedContent<Self, _EnvironmentWritingModifier> {
        modifier(_EnvironmentWritingModifier { $0.font = font })
    }

    /// Sets the tint colour (what `.tint` resolves to) inside this view.
    nonisolated public func tint(_ color: Color?) -> ModifiedContent<Self, _EnvironmentWritingModifier> {
        modifier(_EnvironmentWritingModifier { $0.tint = color ?? .accentColor })
    }
}
