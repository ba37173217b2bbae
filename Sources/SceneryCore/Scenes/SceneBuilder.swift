/// Builds an app's scenes from the statements of a closure.
@resultBuilder @MainActor
public enum SceneBuilder {
    /// One scene is itself.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

    /// Several scenes side by side.
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> _TupleScene<(repeat each Content)> {
        _TupleScene(repeat each content)
    }

    /// Each expression is a scene.
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
}

/// Several scenes, as a scene builder makes them.
public struct _TupleScene<T>: Scene, PrimitiveScene {
    public typealias Body = Never
    private let collectScenes: @MainActor (inout [SceneDeclaration]) -> Void

    init<each S: Scene>(_ scenes: repeat each S) where T == (repeat each S) {
        collectScenes = { declarations in
            repeat SceneryCore.collect(each scenes, into: &declarations)
        }
    }

    package func collect(into declarations: inout [SceneDeclaration]) {
        collectScenes(&declarations)
    }
}
