/// The older navigation container: with one view it is a navigation stack, with two or
/// three it is a navigation split view (sidebar, content, detail), as
/// `navigationViewStyle(_:)` and the number of views decide.
///
/// `.navigationViewStyle(.stack)` makes it a `NavigationStack` whose root is its first
/// view; `.columns` makes it a split view (a single view is the sidebar of a split view
/// with an empty detail); `.automatic` chooses by the number of views. A
/// `NavigationLink(destination:)` in a column shows its destination in the next column.
@available(*, deprecated, message: "use NavigationStack or NavigationSplitView instead")
nonisolated public struct NavigationView<Content: View>: View {
    @Environment(\.navigationViewStyleKind) private var style
    private let content: MainActorBound<Content>

    /// Creates a navigation view of `content`'s views.
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.content = MainActorBound(content())
    }

    @MainActor public var body: some View {
        let views = Self.columnViews(of: content.value)
        if style == .stack || (style == .automatic && views.count < 2) {
            return AnyView(NavigationStack { views.first ?? AnyView(EmptyView()) })
        }
        switch views.count {
        case 0, 1:
            return AnyView(NavigationSplitView { views.first ?? AnyView(EmptyView()) } detail: { EmptyView() })
        case 2:
            return AnyView(NavigationSplitView { views[0] } detail: { views[1] })
        default:
            return AnyView(NavigationSplitView { views[0] } content: { views[1] } detail: { views[2] })
        }
    }

    /// The views a view builder gave: the elements of a `TupleView`, or the one view.
    @MainActor static func columnViews(of content: Content) -> [AnyView] {
        if Content.self == EmptyView.self { return [] }
        let mirror = Mirror(reflecting: content)
        guard String(describing: Content.self).hasPrefix("TupleView<"),
              let value = mirror.children.first(where: { $0.label == "value" })?.value else {
            return [AnyView(content)]
        }
        return Mirror(reflecting: value).children.compactMap { child in
            (child.value as? any View).map { AnyView($0) }
        }
    }
}

/// The styles of `NavigationView`.
enum NavigationViewStyleKind: Equatable, Sendable {
    case automatic, stack, columns
}

/// How a `NavigationView` shows its views: set it with `navigationViewStyle(_:)`.
@MainActor @preconcurrency
public protocol NavigationViewStyle {
    /// The arrangement this style stands for.
    nonisolated var _kind: _NavigationViewStyleKind { get }
}

/// The arrangement a navigation view style stands for (an implementation detail of the
/// built-in styles).
nonisolated public struct _NavigationViewStyleKind: Sendable {
    let kind: NavigationViewStyleKind
}

/// The default navigation view style: a stack for one view, columns for two or three.
nonisolated public struct DefaultNavigationViewStyle: NavigationViewStyle {
    /// Creates the default style.
    nonisolated public init() {}
    /// The automatic arrangement.
    nonisolated public var _kind: _NavigationViewStyleKind { _NavigationViewStyleKind(kind: .automatic) }
}

/// A navigation view style that shows one view at a time, as a `NavigationStack`.
nonisolated public struct StackNavigationViewStyle: NavigationViewStyle {
    /// Creates the stack style.
    nonisolated public init() {}
    /// The stack arrangement.
    nonisolated public var _kind: _NavigationViewStyleKind { _NavigationViewStyleKind(kind: .stack) }
}

/// A navigation view style that shows the views in columns, as a `NavigationSplitView`.
nonisolated public struct ColumnNavigationViewStyle: NavigationViewStyle {
    /// Creates the columns style.
    nonisolated public init() {}
    /// The columns arrangement.
    nonisolated public var _kind: _NavigationViewStyleKind { _NavigationViewStyleKind(kind: .columns) }
}

/// The columns style under its iPadOS name.
public typealias DoubleColumnNavigationViewStyle = ColumnNavigationViewStyle

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// A stack for one view, columns for two or three.
    nonisolated public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// One view at a time, as a `NavigationStack`.
    nonisolated public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    /// The views in columns, as a `NavigationSplitView`.
    nonisolated public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

private struct NavigationViewStyleKindKey: EnvironmentKey {
    static var defaultValue: NavigationViewStyleKind { .automatic }
}

extension EnvironmentValues {
    /// How the `NavigationView`s in this environment show their views.
    var navigationViewStyleKind: NavigationViewStyleKind {
        get { self[NavigationViewStyleKindKey.self] }
        set { self[NavigationViewStyleKindKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the navigation views within this view.
    @available(*, deprecated, message: "use NavigationStack or NavigationSplitView instead")
    nonisolated public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
        environment(\.navigationViewStyleKind, style._kind.kind)
    }
}
