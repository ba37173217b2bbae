/// A scene that presents its content in a single, unique window.
///
/// Asking to open it again (`openWindow(id:)`) brings the existing window forward instead
/// of opening a second one. At launch it opens only if it is the app's first scene or its
/// launch behaviour is `.presented`.
public struct Window<Content: View>: Scene, PrimitiveScene {
    public typealias Body = Never
    let title: String
    /// The key the title is localized from, when it was given as one.
    var titleKey: LocalizedStringKey?
    let id: String
    let content: @MainActor () -> Content

    /// Creates a window scene titled with the localized string for `titleKey` (a string
    /// literal is a key: see ``LocalizedStringKey``), with the identifier `openWindow(id:)` names.
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: @escaping @MainActor () -> Content) {
        self.init(titleKey.formatted(titleKey.key), id: id, content: content)
        self.titleKey = titleKey
    }

    /// Creates a window scene with a title (as it is) and the identifier `openWindow(id:)` names.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: @escaping @MainActor () -> Content) {
        self.title = String(title)
        self.id = id
        self.content = content
    }

    package func collect(into declarations: inout [SceneDeclaration]) {
        let content = self.content
        var declaration = SceneDeclaration(id: id, kind: .window, title: title) { _ in AnyView(content()) }
        declaration.titleKey = titleKey
        declarations.append(declaration)
    }
}

/// The scene that presents an app's settings in one window.
///
/// It is not shown at launch; `openSettings()` or a `SettingsLink` opens it, and opening
/// it again brings the existing window forward. Its windows size to their content
/// (`.automatic` resizability is `.contentSize`).
public struct Settings<Content: View>: Scene, PrimitiveScene {
    public typealias Body = Never
    let content: @MainActor () -> Content

    /// Creates the settings scene.
    public init(@ViewBuilder content: @escaping @MainActor () -> Content) {
        self.content = content
    }

    package func collect(into declarations: inout [SceneDeclaration]) {
        let content = self.content
        declarations.append(SceneDeclaration(id: settingsSceneID, kind: .settings, title: "Settings") { _ in AnyView(content()) })
    }
}

/// The scene id of the `Settings` scene (`openSettings`, `scenectl open Settings`).
package let settingsSceneID = "Settings"
