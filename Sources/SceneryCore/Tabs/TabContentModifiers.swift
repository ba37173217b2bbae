/// Tab content with a modifier applied: the tabs (and sections) the content adds are
/// changed as they are collected.
nonisolated public struct _ModifiedTabContent<Base: TabContent>: TabContent, PrimitiveTabContent {
    /// The base content's selection type.
    public typealias TabValue = Base.TabValue
    /// Primitive tab content has no body.
    public typealias Body = Never
    let base: Base
    /// Changes the tabs and sections the base added (the ranges of each).
    let apply: @MainActor (inout TabCollection, Range<Int>, Range<Int>) -> Void

    /// Primitive tab content has no body.
    public var body: Never { return fatalError("_ModifiedTabContent has no body") }

    @MainActor package func collectTabs(into tabs: inout TabCollection, context: TabCollectContext) {
        let (firstTab, firstSection) = (tabs.tabs.count, tabs.sections.count)
        SceneryCore.collectTabs(base, into: &tabs, context: context)
        apply(&tabs, firstTab..<tabs.tabs.count, firstSection..<tabs.sections.count)
    }
}

extension TabContent {
    /// Changes every tab this content adds.
    nonisolated func modifyingTabs(_ change: @escaping @MainActor (inout TabEntry) -> Void) -> _ModifiedTabContent<Self> {
        nonisolated(unsafe) let base = self
        return _ModifiedTabContent(base: base) { tabs, range, _ in
            for index in range { change(&tabs.tabs[index]) }
        }
    }

    /// Generates a badge for the tab from an integer value; zero shows no badge.
    nonisolated public func badge(_ count: Int) -> some TabContent<TabValue> {
        modifyingTabs { $0.badge = count == 0 ? nil : Text("\(count)") }
    }

    /// Generates a badge for the tab from a text view; nil shows no badge.
    nonisolated public func badge(_ label: Text?) -> some TabContent<TabValue> {
        modifyingTabs { $0.badge = label }
    }

    /// Generates a badge for the tab from the localized string for `key`.
    nonisolated public func badge(_ key: LocalizedStringKey?) -> some TabContent<TabValue> {
        badge(key.map { Text($0) })
    }

    /// Generates a badge for the tab from a string (not localized).
    @_disfavoredOverload
    nonisolated public func badge<S: StringProtocol>(_ label: S?) -> some TabContent<TabValue> {
        badge(label.map { Text($0) })
    }

    /// Hides the tab (or the section and its tabs) from the user.
    nonisolated public func hidden(_ hidden: Bool = true) -> some TabContent<TabValue> {
        _ModifiedTabContent(base: self) { tabs, tabRange, sectionRange in
            guard hidden else { return }
            for index in tabRange { tabs.tabs[index].isHidden = true }
            for index in sectionRange { tabs.sections[index].isHidden = true }
        }
    }

    /// Disables the tab: it shows dimmed and cannot be selected.
    nonisolated public func disabled(_ disabled: Bool) -> some TabContent<TabValue> {
        modifyingTabs { if disabled { $0.isDisabled = true } }
    }

    /// Sets the identifier for a tab (or a section) to persist its state in a
    /// `TabViewCustomization`.
    nonisolated public func customizationID(_ id: String) -> some TabContent<TabValue> {
        _ModifiedTabContent(base: self) { tabs, tabRange, sectionRange in
            // On a section the identifier is the section's; on a tab, the tab's.
            if let section = sectionRange.first {
                tabs.sections[section].customizationID = id
            } else {
                for index in tabRange { tabs.tabs[index].customizationID = id }
            }
        }
    }

    /// Sets whether people can customize the tab in the given placements.
    nonisolated public func customizationBehavior(
        _ behavior: TabCustomizationBehavior, for placements: AdaptableTabBarPlacement...
    ) -> some TabContent<TabValue> {
        modifyingTabs { tab in
            for placement in placements { tab.customizationBehavior[placement] = behavior }
        }
    }

    /// Configures the default visibility of the tab (or of a section's tabs) in
    /// customizable contexts.
    nonisolated public func defaultVisibility(
        _ visibility: Visibility, for placements: AdaptableTabBarPlacement...
    ) -> some TabContent<TabValue> {
        _ModifiedTabContent(base: self) { tabs, tabRange, sectionRange in
            for index in tabRange {
                for placement in placements { tabs.tabs[index].defaultVisibility[placement] = visibility }
            }
            for index in sectionRange {
                for placement in placements { tabs.sections[index].defaultVisibility[placement] = visibility }
            }
        }
    }

    /// Specifies the placement of a tab: `.pinned` keeps it at the trailing edge of the
    /// tab bar, `.sidebarOnly` shows it only in the sidebar.
    nonisolated public func tabPlacement(_ placement: TabPlacement) -> some TabContent<TabValue> {
        modifyingTabs { $0.placement = placement }
    }
}
