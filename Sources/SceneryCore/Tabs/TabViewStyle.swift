/// A specification for the appearance and interaction of a `TabView`. Set it with
/// `.tabViewStyle(_:)`; it applies to every tab view inside the modified view.
///
/// On the Linux desktop the styles look like this (docs/tabs.md):
/// * `.automatic` and `.tabBarOnly`: a row of tab buttons (icon and title, the selected
///   one highlighted) at the top, the selected tab's view below.
/// * `.sidebarAdaptable`: a sidebar of tabs (with section headers) at the leading edge
///   while the tab view is at least ``TabViewLayout/sidebarMinimumWidth`` wide, the tab
///   bar when it is narrower.
/// * `.page`: one page at a time, with page-indicator dots at the bottom.
@MainActor @preconcurrency
public protocol TabViewStyle {}

/// The default tab view style: a tab bar at the top.
nonisolated public struct DefaultTabViewStyle: TabViewStyle {
    /// Creates the default style.
    nonisolated public init() {}
}

/// A tab bar and nothing else, even with sections.
nonisolated public struct TabBarOnlyTabViewStyle: TabViewStyle {
    /// Creates the style.
    nonisolated public init() {}
}

/// A sidebar of tabs that becomes a tab bar when the tab view is narrow.
nonisolated public struct SidebarAdaptableTabViewStyle: TabViewStyle {
    /// Creates the style.
    nonisolated public init() {}
}

/// A tab view that shows one page at a time, with page-indicator dots.
nonisolated public struct PageTabViewStyle: TabViewStyle {
    /// When the page-indicator dots show.
    nonisolated public struct IndexDisplayMode: Hashable, Sendable {
        let shows: Bool?
        /// Shown when there is more than one page.
        nonisolated public static let automatic = IndexDisplayMode(shows: nil)
        /// Always shown.
        nonisolated public static let always = IndexDisplayMode(shows: true)
        /// Never shown.
        nonisolated public static let never = IndexDisplayMode(shows: false)
    }

    let indexDisplayMode: IndexDisplayMode

    /// Creates the style.
    nonisolated public init(indexDisplayMode: IndexDisplayMode = .automatic) {
        self.indexDisplayMode = indexDisplayMode
    }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The default style: a tab bar at the top.
    nonisolated public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    /// A tab bar only.
    nonisolated public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    /// A sidebar that collapses to a tab bar when the tab view is narrow.
    nonisolated public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// One page at a time, with page-indicator dots.
    nonisolated public static var page: PageTabViewStyle { PageTabViewStyle() }

    /// One page at a time; `indexDisplayMode` says when the dots show.
    nonisolated public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

/// What a tab view draws, from the style in its environment.
package enum TabViewPresentation: Equatable {
    case tabBar
    case sidebarAdaptable
    case page(showsIndicator: Bool?)

    init(_ style: (any TabViewStyle)?) {
        switch style {
        case is SidebarAdaptableTabViewStyle: self = .sidebarAdaptable
        case let page as PageTabViewStyle: self = .page(showsIndicator: page.indexDisplayMode.shows)
        default: self = .tabBar
        }
    }
}

extension View {
    /// Sets the style for the tab views within this view.
    nonisolated public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        nonisolated(unsafe) let style = style
        return modifier(_EnvironmentWritingModifier { $0.tabViewStyle = style })
    }
}
