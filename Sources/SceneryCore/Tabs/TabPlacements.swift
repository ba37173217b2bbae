/// A place that a tab can appear. Not all `TabView` styles support all placements.
nonisolated public struct TabPlacement: Hashable, Sendable {
    let name: String

    /// The default tab location.
    nonisolated public static let automatic = TabPlacement(name: "automatic")
    /// The tab is pinned at the trailing edge of the tab bar.
    nonisolated public static let pinned = TabPlacement(name: "pinned")
    /// The tab appears only in the sidebar (`sidebarAdaptable` while it shows the sidebar).
    nonisolated public static let sidebarOnly = TabPlacement(name: "sidebarOnly")
}

/// A placement for tabs in a tab view using the adaptable sidebar style.
nonisolated public struct AdaptableTabBarPlacement: Hashable, Sendable {
    let name: String

    /// Every placement.
    nonisolated public static let automatic = AdaptableTabBarPlacement(name: "automatic")
    /// The sidebar.
    nonisolated public static let sidebar = AdaptableTabBarPlacement(name: "sidebar")
    /// The tab bar.
    nonisolated public static let tabBar = AdaptableTabBarPlacement(name: "tabBar")
}

/// A placement for tabs in a tab view: where the tab view shows its tabs.
nonisolated public struct TabBarPlacement: Hashable, Sendable {
    let name: String

    /// A bar at the bottom.
    nonisolated public static let bottomBar = TabBarPlacement(name: "bottomBar")
    /// An ornament beside the window.
    nonisolated public static let ornament = TabBarPlacement(name: "ornament")
    /// Page-indicator dots (the `page` style).
    nonisolated public static let pageIndicator = TabBarPlacement(name: "pageIndicator")
    /// A sidebar (`sidebarAdaptable` in a wide tab view).
    nonisolated public static let sidebar = TabBarPlacement(name: "sidebar")
    /// A bar at the top (the tab bar on the Linux desktop).
    nonisolated public static let topBar = TabBarPlacement(name: "topBar")
}

/// Whether people can customize a tab in a tab view that supports customization.
nonisolated public struct TabCustomizationBehavior: Equatable, Sendable {
    let name: String

    /// The style's default: the tab can be hidden and moved.
    nonisolated public static var automatic: TabCustomizationBehavior { TabCustomizationBehavior(name: "automatic") }
    /// The customization behavior isn't available.
    nonisolated public static var disabled: TabCustomizationBehavior { TabCustomizationBehavior(name: "disabled") }
    /// The tab can be moved but not hidden.
    nonisolated public static var reorderable: TabCustomizationBehavior { TabCustomizationBehavior(name: "reorderable") }
}

/// Where a `tabViewBottomAccessory` is shown.
nonisolated public enum TabViewBottomAccessoryPlacement: Hashable, Sendable {
    /// The bar is expanded on top of the bottom tab bar, if there is a bottom tab bar, or
    /// at the bottom of the tab's content view.
    case expanded
    /// The view is displayed in line with the bottom tab bar.
    case inline
}
