/// An action that refreshes content: read it with `@Environment(\.refresh)` (nil outside a
/// `refreshable` view) and call it with `await refresh()`.
///
/// A view inside `refreshable(action:)` can offer its own refresh control with it; the
/// refreshable view itself refreshes on F5 and Ctrl+R, as desktop apps do where a phone
/// would pull the list down.
@MainActor @preconcurrency
public struct RefreshAction: Sendable {
    let action: @MainActor @Sendable () async -> Void

    /// Runs the refresh and returns when it has finished.
    public func callAsFunction() async {
        await action()
    }
}

private struct RefreshActionKey: EnvironmentKey {
    static var defaultValue: RefreshAction? { nil }
}

extension EnvironmentValues {
    /// The refresh action of the nearest `refreshable` view around this one, nil when
    /// there is none.
    public var refresh: RefreshAction? {
        get { self[RefreshActionKey.self] }
        set { self[RefreshActionKey.self] = newValue }
    }
}
