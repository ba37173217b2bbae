import SceneryCore
import SceneryWire

extension SceneDeclaration {
    /// What the router needs to know of this scene.
    var routable: SceneRouter.Scene {
        let presentation = self.presentation
        return SceneRouter.Scene(
            id: id, kind: kind.wireKind, presentedType: presentation?.name,
            canonicalize: presentation.map { presentation in
                { text in presentation.canonicalize(text).mapError { SceneRouter.Failure(code: "bad-value", message: $0.message) } }
            },
            urlConditions: externalEventMatching)
    }

    /// The scene as the manifest names it to renderers.
    var manifestEntry: SceneEntry {
        SceneEntry(id: id, kind: kind.wireKind, title: title, presentedType: presentation?.name)
    }
}

extension ScenePhase {
    /// The API value of a wire phase.
    init(_ phase: PhaseValue) {
        switch phase {
        case .background: self = .background
        case .inactive: self = .inactive
        case .active: self = .active
        }
    }
}

extension SceneDeclarationKind {
    /// The wire's name for the kind.
    var wireKind: SceneKind {
        switch self {
        case .windowGroup: .windowGroup
        case .window: .window
        case .settings: .settings
        }
    }
}
