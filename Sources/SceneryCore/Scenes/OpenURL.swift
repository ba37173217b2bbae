public import FoundationEssentials

/// The `onOpenURL` actions of a window's views, in view order.
struct OpenURLHandlersKey: PreferenceKey {
    static var defaultValue: [@MainActor (URL) -> Void] { [] }

    static func reduce(value: inout [@MainActor (URL) -> Void], nextValue: () -> [@MainActor (URL) -> Void]) {
        value += nextValue()
    }
}

extension View {
    /// Runs `action` when the app is asked to open a URL and the scene host delivers it to
    /// this view's window: `scenectl open-url`, a second launch of the app with the URL as
    /// its argument, or `xdg-open` through the app's desktop file. See docs/scenes.md for
    /// how the host picks the window (`handlesExternalEvents(matching:)`).
    /// The action is a plain closure, as in SwiftUI; it runs on the main actor.
    nonisolated public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
        nonisolated(unsafe) let action = action
        return transformPreference(OpenURLHandlersKey.self) { $0.append({ url in action(url) }) }
    }
}

/// The `onOpenURL` actions in a laid-out window, in view order.
@MainActor
package func openURLHandlers(of root: ViewNode) -> [@MainActor (URL) -> Void] {
    reducedPreference(OpenURLHandlersKey.self, in: root) ?? []
}

/// Checks a URL given to the app: it must parse and have a scheme. Returns the URL, or why
/// it is not one.
package func parseExternalURL(_ text: String) -> Result<URL, PresentedValueError> {
    guard text.utf8.count <= 8192 else { return .failure(PresentedValueError(message: "the URL is longer than 8 KiB")) }
    guard let url = URL(string: text), let scheme = url.scheme, !scheme.isEmpty else {
        return .failure(PresentedValueError(message: "'\(text.prefix(200))' is not a URL (expected scheme:rest, such as notes://open/42)"))
    }
    return .success(url)
}
