/// Part of an app's user interface with a life cycle the system manages: a window group,
/// a single window, the settings window.
@MainActor @preconcurrency
public protocol Scene {
    /// The type of scene this scene's body is.
    associatedtype Body: Scene
    /// The content of this scene.
    @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

extension Scene where Body == Never {
    /// Scenes Scenery implements itself have no body.
    public var body: Never { fatalError("\(Self.self) is a primitive scene and has no body") }
}

/// A scene Scenery implements itself: it contributes declarations to the manifest.
@MainActor
package protocol PrimitiveScene {
    func collect(into declarations: inout [SceneDeclaration])
}

/// Evaluates an app's scene tree into a flat list of declarations, in declaration order.
@MainActor
package func collectScenes<S: Scene>(_ scene: S) -> [SceneDeclaration] {
    var declarations: [SceneDeclaration] = []
    collect(scene, into: &declarations)
    return declarations
}

@MainActor
package func collect<S: Scene>(_ scene: S, into declarations: inout [SceneDeclaration]) {
    if let primitive = scene as? any PrimitiveScene {
        primitive.collect(into: &declarations)
    } else {
        collect(scene.body, into: &declarations)
    }
}
