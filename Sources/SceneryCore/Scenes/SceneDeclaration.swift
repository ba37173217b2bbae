package import SceneryShared

/// One scene as the host and renderers see it: identity, kind, title, window options, and
/// how to build its content.
///
/// The host and every renderer evaluate `App.body` into the same list (one build of the
/// app), so a scene is named across processes by its ``id``.
@MainActor
package struct SceneDeclaration {
    /// The explicit `id:`, or a structural id from the declaration order.
    package var id: String
    package var kind: SceneKind
    package var title: String?
    /// The key `title` is localized from (the renderer looks it up for the window's title);
    /// nil: the title is shown as it is.
    package var titleKey: LocalizedStringKey?
    /// For `WindowGroup(for:)`: the presented type's name and how to check a JSON value.
    package var presentation: PresentedValueType?
    /// `defaultSize`: the size a new window opens at instead of its content's ideal size.
    package var defaultSize: CGSize?
    /// `windowResizability`.
    package var resizability: WindowResizability = .automatic
    /// `defaultPosition`: where on the screen a new window is placed.
    package var defaultPosition: UnitPoint?
    /// `defaultLaunchBehavior`.
    package var launchBehavior: SceneLaunchBehavior = .automatic
    /// `restorationBehavior`.
    package var restorationBehavior: SceneRestorationBehavior = .automatic
    /// `handlesExternalEvents(matching:)`: URL prefixes this scene takes (nil: none said).
    package var externalEventMatching: Set<String>?
    /// Environment values written on the scene (`Scene.environment(_:_:)`), outermost last.
    package var environment: [@MainActor (inout EnvironmentValues) -> Void] = []
    /// The scene's `onChange(of:)` modifiers, in order; the host runs them (app code in
    /// the scene host) when a new evaluation of `App.body` sees a changed value.
    package var changeObservations: [SceneChangeObservation] = []
    /// Models placed on the scene with `environment(_:)`, shared by every window by value.
    package var sharedObjects: [SharedObjectSlot] = []
    /// Builds the window's root view for a presented value (JSON text, or nil).
    package var content: @MainActor (_ presentedValue: String?) -> AnyView

    package init(
        id: String, kind: SceneKind, title: String?,
        presentation: PresentedValueType? = nil,
        content: @escaping @MainActor (_ presentedValue: String?) -> AnyView
    ) {
        self.id = id
        self.kind = kind
        self.title = title
        self.presentation = presentation
        self.content = content
    }

    /// The root view of a window of this scene, with the scene's environment applied.
    package func makeRootView(presentedValue: String?) -> AnyView {
        let view = content(presentedValue)
        guard !environment.isEmpty else { return view }
        let writers = environment
        return AnyView(view.modifier(_EnvironmentWritingModifier { values in
            for write in writers.reversed() { write(&values) }
        }))
    }

    /// The resizability this scene's windows get: `.automatic` is `.contentSize` for
    /// `Settings` and `.contentMinSize` for every other scene, as in SwiftUI.
    package var effectiveResizability: WindowResizability {
        guard resizability == .automatic else { return resizability }
        return kind == .settings ? .contentSize : .contentMinSize
    }
}

/// One `onChange(of:)` on a scene: the value it saw when `App.body` was evaluated and what
/// to run when a later evaluation sees another.
@MainActor
package struct SceneChangeObservation {
    package var value: Any
    package var initial: Bool
    /// Runs the action if `newer` differs from this observation's value (or, with no
    /// `older`, if the observation asked for `initial`).
    package var fire: @MainActor (_ older: Any?) -> Void
}

/// Binds the `@Environment` properties of an `App` value to `values`, so its `body` reads
/// the app-wide environment (`scenePhase` is the app's aggregate phase).
@MainActor
package func bindEnvironment<A: App>(of app: A, to values: EnvironmentValues) {
    // An app without stored properties reads no environment; reflecting it would cost the
    // host's start several conformance scans.
    guard MemoryLayout<A>.size > 0 else { return }
    for child in Mirror(reflecting: app).children {
        (child.value as? any EnvironmentBindable)?.bind(values)
    }
}
