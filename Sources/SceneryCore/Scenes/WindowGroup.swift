/// A scene that presents a group of identically structured windows.
///
/// Each window of the group runs in its own renderer process and keeps its own view state.
/// At launch the app opens one window of its first window group.
public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
    public typealias Body = Never
    let title: String?
    let id: String?
    let content: @MainActor () -> Content

    /// Creates a window group.
    public init(@ViewBuilder content: @escaping @MainActor () -> Content) {
        self.init(title: nil, id: nil, content: content)
    }

    /// Creates a window group with a title for its windows.
    public init(_ title: String, @ViewBuilder content: @escaping @MainActor () -> Content) {
        self.init(title: title, id: nil, content: content)
    }

    /// Creates a window group with an identifier that `openWindow(id:)` can name.
    public init(id: String, @ViewBuilder content: @escaping @MainActor () -> Content) {
        self.init(title: nil, id: id, content: content)
    }

    /// Creates a window group with a title and an identifier.
    public init(_ title: String, id: String, @ViewBuilder content: @escaping @MainActor () -> Content) {
        self.init(title: title, id: id, content: content)
    }

    private init(title: String?, id: String?, content: @escaping @MainActor () -> Content) {
        self.title = title
        self.id = id
        self.content = content
    }

    package func collect(into declarations: inout [SceneDeclaration]) {
        let content = self.content
        declarations.append(SceneDeclaration(
            id: id ?? "WindowGroup-\(declarations.count)", kind: .windowGroup, title: title,
            content: { AnyView(content()) }))
    }
}
