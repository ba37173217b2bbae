import SceneryCore
import SceneryWire

extension SceneDeclaration {
    /// What the router needs to know of this scene.
    var routable: SceneRouter.Scene {
        let presentation = self.presentation
        return SceneRouter.Scene(
            id: id, kind: kind, presentedType: presentation?.name,
            canonicalize: presentation.map { presentation in
                { text in presentation.canonicalize(text).mapError { SceneRouter.Failure(code: "bad-value", message: $0.message) } }
            },
            urlConditions: externalEventMatching)
    }

    /// The scene as the manifest names it to renderers.
    var manifestEntry: SceneEntry {
        SceneEntry(id: id, kind: kind, title: title, presentedType: presentation?.name)
    }
}
