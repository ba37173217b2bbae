/// One tab as a `TabView` sees it once its content is collected: its label, value, the
/// view it shows, and what the tab modifiers set.
@MainActor
package struct TabEntry {
    /// Where the tab's content is resolved. A tab built from `Tab` resolves its view when
    /// it shows; a view with `.tabItem` (the older API) is resolved with its siblings.
    package enum Content {
        case view(AnyView)
        case node(ViewNode)
    }

    /// The tab's structural identity in the tab view (its content's identity component).
    package var key: AnyHashable
    /// The selection value (`Tab(value:)`, `.tag(_:)`); nil for a tab without one.
    package var value: AnyHashable?
    package var title: Text?
    package var icon: Image?
    /// A custom label (`Tab(value:content:label:)`, `.tabItem { }`); shown instead of
    /// title and icon.
    package var label: AnyView?
    package var content: Content
    package var badge: Text?
    package var isHidden = false
    package var isDisabled = false
    package var role: TabRole?
    package var placement: TabPlacement = .automatic
    package var customizationID: String?
    package var customizationBehavior: [AdaptableTabBarPlacement: TabCustomizationBehavior] = [:]
    package var defaultVisibility: [AdaptableTabBarPlacement: Visibility] = [:]
    /// The index of its `TabSection` in the collection, nil at the top level.
    package var section: Int?

    /// Pinned tabs (`.pinned`, and search tabs by default) sit at the trailing edge of the
    /// tab bar.
    package var isPinned: Bool { placement == .pinned || (placement == .automatic && role == .search) }

    /// Whether people may hide or move the tab (it has a customization ID and its
    /// behaviour is not `.disabled` for the sidebar).
    package var isCustomizable: Bool {
        customizationID != nil && customizationBehavior[.sidebar] != .disabled
            && customizationBehavior[.automatic] != .disabled
    }
}

/// A `TabSection` as a `TabView` sees it.
@MainActor
package struct TabSectionEntry {
    package var key: AnyHashable
    package var title: Text?
    package var header: AnyView?
    package var footer: AnyView?
    /// `sectionActions(content:)`: shown after the section's tabs in the sidebar.
    package var actions: AnyView?
    package var isHidden = false
    package var customizationID: String?
    package var defaultVisibility: [AdaptableTabBarPlacement: Visibility] = [:]
}

/// The tabs and sections a `TabView`'s content declares, in declaration order.
@MainActor
package struct TabCollection {
    package var tabs: [TabEntry] = []
    package var sections: [TabSectionEntry] = []

    package init() {}
}
