/// A scene that presents a group of identically structured windows.
///
/// Each window of the group runs in its own renderer process and keeps its own view state
/// (two windows never share `@State`). At launch the app opens one window of its first
/// window group; `openWindow(id:)` opens more.
///
/// A value-presenting group (`WindowGroup(for: Note.ID.self) { $id in ... }`) opens one
/// window per distinct value: `openWindow(value:)` with a value that a window already
/// presents brings that window forward instead of opening another.
public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
    public typealias Body = Never
    let title: String?
    /// The key the title is localized from, when it was given as one.
    var titleKey: LocalizedStringKey?
    let id: String?
    let presentation: PresentedValueType?
    let content: @MainActor (String?) -> AnyView

    /// Creates a window group.
    public init(@ViewBuilder content: @escaping @MainActor () -> Content) {
        self.init(title: nil, id: nil, content: content)
    }

    /// Creates a window group whose windows are titled with the localized string for
    /// `titleKey` (a string literal is a key: see ``LocalizedStringKey``).
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping @MainActor () -> Content) {
        self.init(title: titleKey.formatted(titleKey.key), id: nil, content: content)
        self.titleKey = titleKey
    }

    /// Creates a window group with a title for its windows, as it is (not localized).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping @MainActor () -> Content) {
        self.init(title: String(title), id: nil, content: content)
    }

    /// Creates a window group with an identifier that `openWindow(id:)` can name.
    public init(id: String, @ViewBuilder content: @escaping @MainActor () -> Content) {
        self.init(title: nil, id: id, content: content)
    }

    /// Creates a window group with a localized title and an identifier.
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: @escaping @MainActor () -> Content) {
        self.init(title: titleKey.formatted(titleKey.key), id: id, content: content)
        self.titleKey = titleKey
    }

    /// Creates a window group with a title (as it is) and an identifier.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: @escaping @MainActor () -> Content) {
        self.init(title: String(title), id: id, content: content)
    }

    private init(title: String?, id: String?, content: @escaping @MainActor () -> Content) {
        self.title = title
        self.id = id
        self.presentation = nil
        self.content = { _ in AnyView(content()) }
    }

    init(title: String?, id: String?, presentation: PresentedValueType, content: @escaping @MainActor (String?) -> AnyView) {
        self.title = title
        self.id = id
        self.presentation = presentation
        self.content = content
    }

    package func collect(into declarations: inout [SceneDeclaration]) {
        var declaration = SceneDeclaration(
            id: id ?? "WindowGroup-\(declarations.count)", kind: .windowGroup, title: title,
            presentation: presentation, content: content)
        declaration.titleKey = titleKey
        declarations.append(declaration)
    }
}

extension WindowGroup {
    /// A group whose windows each present a value of type `D`: `openWindow(value:)` opens
    /// a window for a new value and brings forward the window already presenting an
    /// equal one. Opened without a value (at launch, `openWindow(id:)`), the binding is nil.
    public init<D: Codable & Hashable, C: View>(
        for type: D.Type, @ViewBuilder content: @escaping @MainActor (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D, C> {
        self.init(nil, id: nil, for: type, content: content)
    }

    /// A titled group presenting values of type `D`.
    public init<D: Codable & Hashable, C: View>(
        _ title: String, for type: D.Type, @ViewBuilder content: @escaping @MainActor (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D, C> {
        self.init(title, id: nil, for: type, content: content)
    }

    /// A group with an identifier presenting values of type `D`.
    public init<D: Codable & Hashable, C: View>(
        id: String, for type: D.Type, @ViewBuilder content: @escaping @MainActor (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D, C> {
        self.init(nil, id: id, for: type, content: content)
    }

    /// A group with a title and an identifier presenting values of type `D`.
    public init<D: Codable & Hashable, C: View>(
        _ title: String?, id: String?, for type: D.Type,
        @ViewBuilder content: @escaping @MainActor (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D, C> {
        self.init(title: title, id: id, presentation: PresentedValueCoding.type(D.self)) { text in
            let value = text.flatMap { try? PresentedValueCoding.decode(D.self, from: $0).get() }
            return AnyView(PresentedValueRoot(value: value, content: content))
        }
    }

    /// A group presenting values of type `D`, with the value a window opened without one
    /// presents (`defaultValue` runs once per such window).
    public init<D: Codable & Hashable, C: View>(
        for type: D.Type, @ViewBuilder content: @escaping @MainActor (Binding<D>) -> C,
        defaultValue: @escaping @MainActor () -> D
    ) where Content == PresentedWindowContent<D, C> {
        self.init(nil, id: nil, for: type, content: content, defaultValue: defaultValue)
    }

    /// A group with an optional title and identifier presenting values of type `D`, with a
    /// default value for windows opened without one.
    public init<D: Codable & Hashable, C: View>(
        _ title: String?, id: String?, for type: D.Type,
        @ViewBuilder content: @escaping @MainActor (Binding<D>) -> C,
        defaultValue: @escaping @MainActor () -> D
    ) where Content == PresentedWindowContent<D, C> {
        self.init(title: title, id: id, presentation: PresentedValueCoding.type(D.self)) { text in
            let value = text.flatMap { try? PresentedValueCoding.decode(D.self, from: $0).get() } ?? defaultValue()
            return AnyView(PresentedValueRoot<D, C>(value: value) { binding in
                content(Binding(get: { binding.wrappedValue ?? value }, set: { binding.wrappedValue = $0 }))
            })
        }
    }
}

/// The content type of a value-presenting window group (its root view holds the value).
public struct PresentedWindowContent<Value: Codable & Hashable, Content: View>: View {
    public var body: Never { fatalError("PresentedWindowContent is a type marker") }
}
