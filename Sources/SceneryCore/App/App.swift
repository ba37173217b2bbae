/// The structure of an app: its scenes.
///
/// Mark one type `@main` and conform it to `App`; `import Scenery` provides the `main()`
/// that starts the scene host (and, in each window's process, the renderer).
@MainActor @preconcurrency
public protocol App {
    /// The type of the app's scenes.
    associatedtype Body: Scene
    /// The app's scenes.
    @SceneBuilder var body: Body { get }
    /// Creates the app; Scenery calls this once per process.
    init()
}
