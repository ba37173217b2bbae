extension View {
    /// Marks this view as refreshable: `action` runs (awaited) when a person asks for a
    /// refresh, and views inside find it as `@Environment(\.refresh)`.
    ///
    /// On the desktop a refresh is asked for with F5 or Ctrl+R while the keyboard focus is
    /// inside the view (a list, typically). While the action runs, a small spinning
    /// indicator shows at the top of the view and further requests are ignored; the
    /// indicator goes when the action returns. Refreshes through the environment's action
    /// show the indicator too.
    nonisolated public func refreshable(action: @escaping @MainActor @Sendable () async -> Void) -> some View {
        RefreshableView(content: self, action: action)
    }
}

/// Runs a view's refresh action once at a time and shows that it runs.
@MainActor
final class RefreshState {
    /// Set while a refresh runs; a second request then waits for the running one.
    private(set) var running: Task<Void, Never>?
    /// Tells the view whether a refresh runs (its indicator's state).
    var showIndicator: (@MainActor (Bool) -> Void)?

    /// Starts `action` unless a refresh already runs; returns the refresh to await.
    func refresh(_ action: @escaping @MainActor @Sendable () async -> Void) -> Task<Void, Never> {
        if let running { return running }
        showIndicator?(true)
        let task = Task { @MainActor [weak self] in
            await action()
            self?.running = nil
            self?.showIndicator?(false)
        }
        running = task
        return task
    }
}

/// The view `refreshable(action:)` makes: the content with the refresh action in its
/// environment, the refresh keys, and the indicator while a refresh runs.
nonisolated struct RefreshableView<Content: View>: View {
    let content: Content
    let action: @MainActor @Sendable () async -> Void
    @State private var state = RefreshState()
    @State private var isRefreshing = false

    @MainActor var body: some View {
        let state = self.state
        let action = self.action
        let refreshing = $isRefreshing
        state.showIndicator = { refreshing.wrappedValue = $0 }
        let refresh = RefreshAction { await state.refresh(action).value }
        return content
            .environment(\.refresh, refresh)
            .onKeyPress(phases: [.down]) { press in
                guard Self.isRefreshKey(press) else { return .ignored }
                _ = state.refresh(action)
                return .handled
            }
            .overlay(alignment: .top) {
                if isRefreshing {
                    ProgressView()
                        .controlSize(.small)
                        .padding(6)
                }
            }
    }

    /// F5, or Ctrl+R (with no other modifier).
    static func isRefreshKey(_ press: KeyPress) -> Bool {
        let modifiers = press.modifiers.subtracting([.function, .numericPad, .capsLock])
        if press.key == KeyEquivalent("\u{F708}") { return modifiers.isEmpty }
        return modifiers == .control && press.key == KeyEquivalent("r")
    }
}
