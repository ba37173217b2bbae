public import FoundationEssentials

/// What a window asks of the scene host: open, push or dismiss windows.
package struct SceneRequest: Sendable, Equatable {
    package enum Action: Sendable, Equatable {
        /// Open a window of a scene (or bring forward the one that already shows it).
        case open
        /// Open a window in place of the calling one.
        case push
        /// Close windows: the calling one, a scene's, or the one presenting a value.
        case dismiss
    }

    package var action: Action
    /// The scene named by `id:`; nil when the request names only a value, or (dismiss)
    /// means the calling window.
    package var sceneID: String?
    /// The presented value as canonical JSON.
    package var value: String?
    /// `String(reflecting:)` of the value's type, to find the group that presents it.
    package var valueType: String?

    package init(action: Action, sceneID: String? = nil, value: String? = nil, valueType: String? = nil) {
        self.action = action
        self.sceneID = sceneID
        self.value = value
        self.valueType = valueType
    }
}

/// Delivers a window's scene requests to whoever runs the window: the renderer sends them
/// to the host; tests record them. One router per window, so action values compare equal
/// for as long as the window lives (views reading them are not re-run needlessly).
@MainActor
package final class SceneRequestRouter {
    package let send: @MainActor (SceneRequest) -> Void
    /// Opens a URL (`openURL`): the renderer asks the host, which routes it into the app or
    /// to the desktop's handler.
    package let openURL: @MainActor (URL) -> Void
    /// `String(reflecting:)` of the types the app's value-presenting window groups present:
    /// a link whose value has one of them opens in a new window on a middle click.
    package var presentedTypes: Set<String> = []

    package init(
        send: @escaping @MainActor (SceneRequest) -> Void, openURL: @escaping @MainActor (URL) -> Void = { _ in },
        presentedTypes: Set<String> = []
    ) {
        self.send = send
        self.openURL = openURL
        self.presentedTypes = presentedTypes
    }

    /// Outside a window (previews, plain layout tests) requests go nowhere.
    package static let detached = SceneRequestRouter { _ in }
}

private struct SceneRequestRouterKey: EnvironmentKey {
    static var defaultValue: SceneRequestRouter { MainActor.assumeIsolated { .detached } }
}

extension EnvironmentValues {
    /// Where window actions read from this environment send their requests.
    package var sceneRequestRouter: SceneRequestRouter {
        get { self[SceneRequestRouterKey.self] }
        set { self[SceneRequestRouterKey.self] = newValue }
    }

    /// Opens a window of a scene: `openWindow(id: "inspector")`, `openWindow(value: note.id)`.
    public var openWindow: OpenWindowAction { OpenWindowAction(router: sceneRequestRouter, action: .open) }

    /// Opens a window in place of the one this view is in.
    public var pushWindow: PushWindowAction { PushWindowAction(open: OpenWindowAction(router: sceneRequestRouter, action: .push)) }

    /// Closes windows: this one, a scene's, or the one presenting a value.
    public var dismissWindow: DismissWindowAction { DismissWindowAction(router: sceneRequestRouter) }

    /// Dismisses the current presentation: inside a view pushed on a `NavigationStack`,
    /// pops that view (and any above it); at a window's root, closes the window.
    public var dismiss: DismissAction {
        DismissAction(router: sceneRequestRouter, pop: navigationPop, presentation: presentationDismissal)
    }

    /// Opens the app's `Settings` window, or brings it forward.
    public var openSettings: OpenSettingsAction { OpenSettingsAction(router: sceneRequestRouter) }

    /// Opens a URL: in this app when one of its scenes takes the URL's scheme
    /// (`handlesExternalEvents(matching:)`), else with the desktop's handler (`xdg-open`).
    public var openURL: OpenURLAction { OpenURLAction(router: sceneRequestRouter) }

    /// Whether the app can show more than one window at once: always true on X11.
    public var supportsMultipleWindows: Bool { true }
}

/// Opens windows; read it with `@Environment(\.openWindow)` and call it.
///
/// Each window opens in its own renderer process. Opening a `Window` or `Settings` scene
/// that is already open brings its window forward; opening a value that a window of a
/// value-presenting group already shows brings that window forward.
public struct OpenWindowAction: Equatable, Sendable {
    let router: SceneRequestRouter
    let action: SceneRequest.Action

    public nonisolated static func == (a: Self, b: Self) -> Bool { a.router === b.router && a.action == b.action }

    /// Opens a window of the scene with identifier `id`.
    @MainActor public func callAsFunction(id: String) {
        router.send(SceneRequest(action: action, sceneID: id))
    }

    /// Opens a window of the group that presents `D`, showing `value`.
    @MainActor public func callAsFunction<D: Codable & Hashable>(value: D) {
        send(id: nil, value: value)
    }

    /// Opens a window of the scene `id`, showing `value`.
    @MainActor public func callAsFunction<D: Codable & Hashable>(id: String, value: D) {
        send(id: id, value: value)
    }

    @MainActor private func send<D: Codable & Hashable>(id: String?, value: D) {
        switch PresentedValueCoding.encode(value) {
        case .success(let json):
            router.send(SceneRequest(action: action, sceneID: id, value: json, valueType: String(reflecting: D.self)))
        case .failure(let error):
            // Not reachable for well-behaved Codable types; say so rather than drop it.
            router.send(SceneRequest(action: action, sceneID: id, value: nil, valueType: "invalid: \(error.message)"))
        }
    }
}

/// Opens a window in place of the calling one (which closes once the new one is open).
public struct PushWindowAction: Equatable, Sendable {
    let open: OpenWindowAction

    /// Replaces this window with a window of scene `id`.
    @MainActor public func callAsFunction(id: String) { open(id: id) }
    /// Replaces this window with one presenting `value`.
    @MainActor public func callAsFunction<D: Codable & Hashable>(value: D) { open(value: value) }
    /// Replaces this window with a window of scene `id` presenting `value`.
    @MainActor public func callAsFunction<D: Codable & Hashable>(id: String, value: D) { open(id: id, value: value) }
}

/// Closes windows; read it with `@Environment(\.dismissWindow)`.
public struct DismissWindowAction: Equatable, Sendable {
    let router: SceneRequestRouter

    public nonisolated static func == (a: Self, b: Self) -> Bool { a.router === b.router }

    /// Closes the window this view is in.
    @MainActor public func callAsFunction() {
        router.send(SceneRequest(action: .dismiss))
    }

    /// Closes every window of the scene `id`.
    @MainActor public func callAsFunction(id: String) {
        router.send(SceneRequest(action: .dismiss, sceneID: id))
    }

    /// Closes the window presenting `value`.
    @MainActor public func callAsFunction<D: Codable & Hashable>(value: D) {
        dismiss(id: nil, value: value)
    }

    /// Closes the window of scene `id` presenting `value`.
    @MainActor public func callAsFunction<D: Codable & Hashable>(id: String, value: D) {
        dismiss(id: id, value: value)
    }

    @MainActor private func dismiss<D: Codable & Hashable>(id: String?, value: D) {
        guard case .success(let json) = PresentedValueCoding.encode(value) else { return }
        router.send(SceneRequest(action: .dismiss, sceneID: id, value: json, valueType: String(reflecting: D.self)))
    }
}

/// Dismisses the current presentation: inside a view pushed on a `NavigationStack`, pops
/// that view; inside a sheet, an alert or a popover, ends it; at the root of a window,
/// closes the window.
public struct DismissAction: Equatable, Sendable {
    let router: SceneRequestRouter
    /// Set inside a pushed view: the stack and the depth below the view.
    let pop: NavigationPop?
    /// Set inside a presentation (a stack inside it sets ``pop`` again).
    var presentation: PresentationDismissal? = nil

    public nonisolated static func == (a: Self, b: Self) -> Bool {
        a.router === b.router && a.pop == b.pop && a.presentation == b.presentation
    }

    /// Dismisses.
    @MainActor public func callAsFunction() {
        if let pop { return pop.model.pop(toDepth: pop.depth) }
        if let presentation { return presentation.action() }
        router.send(SceneRequest(action: .dismiss))
    }
}

/// Opens the app's `Settings` window, or brings it forward if it is open.
public struct OpenSettingsAction: Equatable, Sendable {
    let router: SceneRequestRouter

    public nonisolated static func == (a: Self, b: Self) -> Bool { a.router === b.router }

    /// Opens the settings window.
    @MainActor public func callAsFunction() {
        router.send(SceneRequest(action: .open, sceneID: settingsSceneID))
    }
}

/// A button that opens the app's `Settings` window.
nonisolated public struct SettingsLink<Label: View>: View {
    @Environment(\.openSettings) private var openSettings
    let label: Label

    /// A link with a custom label.
    public init(@ViewBuilder label: () -> Label) {
        self.label = label()
    }

    @MainActor public var body: some View {
        let openSettings = self.openSettings
        Button(action: { openSettings() }) { label }
    }
}

extension SettingsLink where Label == Text {
    /// A link labelled "Settings…".
    public init() {
        self.init { Text("Settings…") }
    }
}

/// Opens URLs; read it with `@Environment(\.openURL)` and call it with a URL.
///
/// A URL whose scheme one of the app's scenes claims (`handlesExternalEvents(matching:)`)
/// is routed inside the app, as a deep link is; any other goes to the desktop's handler
/// for its scheme (`xdg-open`: a browser for `https:`, a mail client for `mailto:`).
public struct OpenURLAction: Equatable, Sendable {
    let router: SceneRequestRouter

    public nonisolated static func == (a: Self, b: Self) -> Bool { a.router === b.router }

    /// Opens `url`.
    @MainActor public func callAsFunction(_ url: URL) {
        router.openURL(url)
    }
}
