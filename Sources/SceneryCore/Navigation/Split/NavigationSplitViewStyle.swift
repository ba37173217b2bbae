/// How a `NavigationSplitView` arranges its columns: set it with
/// `.navigationSplitViewStyle(_:)` on the split view or any view around it.
///
/// `.balanced` narrows the detail to make room for the leading columns; `.prominentDetail`
/// keeps the detail's width and lays the leading columns over it; `.automatic` is
/// `.balanced` on the desktop. A style of your own is drawn as `.automatic`: the
/// configuration carries nothing a body could show.
@MainActor @preconcurrency
public protocol NavigationSplitViewStyle {
    /// The view a split view becomes.
    associatedtype Body: View
    /// The properties of a split view.
    typealias Configuration = NavigationSplitViewStyleConfiguration
    /// Creates the view of a split view.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The properties of a navigation split view, as its style receives them.
nonisolated public struct NavigationSplitViewStyleConfiguration {}

/// Whether the detail keeps its width while the leading columns show.
enum NavigationSplitArrangement: Equatable, Sendable {
    /// The leading columns take their width from the detail.
    case balanced
    /// The leading columns lie over the detail, which keeps its width.
    case prominentDetail
}

/// The default split view style: `.balanced` on the desktop.
nonisolated public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// Creates the automatic style.
    nonisolated public init() {}
    /// The split view's own layout.
    @MainActor public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

/// The style that narrows the detail to make room for the leading columns.
nonisolated public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// Creates the balanced style.
    nonisolated public init() {}
    /// The split view's own layout.
    @MainActor public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

/// The style that keeps the detail's width: the leading columns lie over it.
nonisolated public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// Creates the prominent-detail style.
    nonisolated public init() {}
    /// The split view's own layout.
    @MainActor public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    /// The default style: `.balanced` on the desktop.
    nonisolated public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// Narrows the detail to make room for the leading columns.
    nonisolated public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    /// Keeps the detail's width: the leading columns lie over it.
    nonisolated public static var prominentDetail: ProminentDetailNavigationSplitViewStyle {
        ProminentDetailNavigationSplitViewStyle()
    }
}

private struct NavigationSplitArrangementKey: EnvironmentKey {
    static var defaultValue: NavigationSplitArrangement { .balanced }
}

extension EnvironmentValues {
    /// The arrangement of the split views in this environment (from their style).
    var navigationSplitArrangement: NavigationSplitArrangement {
        get { self[NavigationSplitArrangementKey.self] }
        set { self[NavigationSplitArrangementKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the navigation split views within this view.
    nonisolated public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
        let arrangement: NavigationSplitArrangement =
            S.self == ProminentDetailNavigationSplitViewStyle.self ? .prominentDetail : .balanced
        return environment(\.navigationSplitArrangement, arrangement)
    }
}
