private struct TabViewStyleKey: EnvironmentKey {
    static var defaultValue: (any TabViewStyle)? { nil }
}

private struct TabBarPlacementKey: EnvironmentKey {
    static var defaultValue: TabBarPlacement? { nil }
}

private struct TabBarShowingSectionsKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct TabViewCustomizationKey: EnvironmentKey {
    static var defaultValue: Binding<TabViewCustomization>? { nil }
}

private struct TabViewSidebarPartsKey: EnvironmentKey {
    static var defaultValue: TabViewSidebarParts { TabViewSidebarParts() }
}

private struct TabViewBottomAccessoryPlacementKey: EnvironmentKey {
    static var defaultValue: TabViewBottomAccessoryPlacement { .expanded }
}

/// The views `tabViewSidebarHeader`, `tabViewSidebarFooter`, `tabViewSidebarBottomBar` and
/// `tabViewBottomAccessory` give the tab views inside.
package struct TabViewSidebarParts {
    package var header: AnyView?
    package var footer: AnyView?
    package var bottomBar: AnyView?
    package var bottomAccessory: AnyView?
}

extension EnvironmentValues {
    /// The style `tabViewStyle(_:)` set; nil for the default.
    package var tabViewStyle: (any TabViewStyle)? {
        get { self[TabViewStyleKey.self] }
        set { self[TabViewStyleKey.self] = newValue }
    }

    /// The current placement of the tab bar. This value is only set within the content
    /// views of a `TabView`: `.topBar` for the tab bar, `.sidebar` while a
    /// `sidebarAdaptable` tab view shows its sidebar, `.pageIndicator` for the `page`
    /// style. A `nil` value corresponds to an undefined placement.
    public var tabBarPlacement: TabBarPlacement? {
        get { self[TabBarPlacementKey.self] }
    }

    /// The placement, for the tab view to set.
    package var tabBarPlacementValue: TabBarPlacement? {
        get { self[TabBarPlacementKey.self] }
        set { self[TabBarPlacementKey.self] = newValue }
    }

    /// A Boolean value that determines whether a tab view shows the expanded contents of
    /// a tab section: true in a tab view's content while it shows its sidebar.
    public var isTabBarShowingSections: Bool {
        get { self[TabBarShowingSectionsKey.self] }
    }

    /// Whether the sidebar shows, for the tab view to set.
    package var isTabBarShowingSectionsValue: Bool {
        get { self[TabBarShowingSectionsKey.self] }
        set { self[TabBarShowingSectionsKey.self] = newValue }
    }

    /// The customization binding `tabViewCustomization(_:)` set.
    package var tabViewCustomization: Binding<TabViewCustomization>? {
        get { self[TabViewCustomizationKey.self] }
        set { self[TabViewCustomizationKey.self] = newValue }
    }

    /// The sidebar's header, footer and bottom bar.
    package var tabViewSidebarParts: TabViewSidebarParts {
        get { self[TabViewSidebarPartsKey.self] }
        set { self[TabViewSidebarPartsKey.self] = newValue }
    }

    /// Where the `tabViewBottomAccessory` is shown. On the Linux desktop there is no bottom
    /// tab bar: the accessory sits at the bottom of the tab's content, `.expanded`.
    public var tabViewBottomAccessoryPlacement: TabViewBottomAccessoryPlacement {
        get { self[TabViewBottomAccessoryPlacementKey.self] }
    }

    /// The accessory's placement, for the tab view to set.
    package var tabViewBottomAccessoryPlacementValue: TabViewBottomAccessoryPlacement {
        get { self[TabViewBottomAccessoryPlacementKey.self] }
        set { self[TabViewBottomAccessoryPlacementKey.self] = newValue }
    }
}

extension View {
    /// Adds a custom header to the sidebar of a tab view: it appears above the tabs, scrolls
    /// with them, and shows only while the tab view shows its sidebar.
    nonisolated public func tabViewSidebarHeader<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let view = MainActorBound(content())
        return modifier(_EnvironmentWritingModifier { $0.tabViewSidebarParts.header = AnyView(view.value) })
    }

    /// Adds a custom footer to the sidebar of a tab view: it appears after the tabs and
    /// scrolls with them, only while the sidebar shows.
    nonisolated public func tabViewSidebarFooter<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let view = MainActorBound(content())
        return modifier(_EnvironmentWritingModifier { $0.tabViewSidebarParts.footer = AnyView(view.value) })
    }

    /// Adds a custom bottom bar to the sidebar of a tab view: pinned at the bottom of the
    /// sidebar, it does not scroll.
    nonisolated public func tabViewSidebarBottomBar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let view = MainActorBound(content())
        return modifier(_EnvironmentWritingModifier { $0.tabViewSidebarParts.bottomBar = AnyView(view.value) })
    }

    /// Adds an accessory below the selected tab's content of the tab views inside.
    nonisolated public func tabViewBottomAccessory<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let view = MainActorBound(content())
        return modifier(_EnvironmentWritingModifier { $0.tabViewSidebarParts.bottomAccessory = AnyView(view.value) })
    }

    /// Specifies the customizations to apply to the sidebar representation of the tab
    /// view. Only the `sidebarAdaptable` style supports customization; a non-nil binding
    /// enables it.
    nonisolated public func tabViewCustomization(_ customization: Binding<TabViewCustomization>?) -> some View {
        nonisolated(unsafe) let customization = customization
        return modifier(_EnvironmentWritingModifier { $0.tabViewCustomization = customization })
    }
}
