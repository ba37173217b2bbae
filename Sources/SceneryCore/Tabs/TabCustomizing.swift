/// Which tabs show where, given the builder's defaults (`hidden`, `defaultVisibility`,
/// `tabPlacement`) and a person's customization (visibility and order, by customization
/// ID; only for `sidebarAdaptable` with a `tabViewCustomization` binding).
@MainActor
struct TabCustomizing {
    let tabs: TabCollection
    let customization: TabViewCustomization?

    /// Hidden by the app: `.hidden(true)` on the tab or its section.
    func isHidden(_ tab: TabEntry) -> Bool {
        tab.isHidden || (tab.section.map { tabs.sections[$0].isHidden } ?? false)
    }

    /// The visibility a person chose for the tab, when they may and did.
    func customVisibility(_ tab: TabEntry) -> Visibility? {
        guard let customization, tab.isCustomizable, let id = tab.customizationID else { return nil }
        let visibility = customization[visibility: id]
        return visibility == .automatic ? nil : visibility
    }

    /// The builder's default visibility of the tab in `placement`.
    func defaultVisibility(_ tab: TabEntry, in placement: AdaptableTabBarPlacement) -> Visibility {
        if let visibility = tab.defaultVisibility[placement] ?? tab.defaultVisibility[.automatic] { return visibility }
        guard let section = tab.section.map({ tabs.sections[$0] }) else { return .automatic }
        return section.defaultVisibility[placement] ?? section.defaultVisibility[.automatic] ?? .automatic
    }

    /// Whether the tab shows in the sidebar or the tab bar. A person's choice wins over the
    /// defaults (a tab hidden from the tab bar by default comes into it when shown);
    /// `.sidebarOnly` tabs never show in the tab bar.
    func isShown(_ tab: TabEntry, in placement: AdaptableTabBarPlacement) -> Bool {
        if isHidden(tab) { return false }
        if placement == .tabBar && tab.placement == .sidebarOnly { return false }
        if let custom = customVisibility(tab) { return custom != .hidden }
        return defaultVisibility(tab, in: placement) != .hidden
    }

    /// The customization identifier under which a section's tab order is kept ("" for
    /// the tabs outside sections).
    func sectionID(_ tab: TabEntry) -> String {
        guard let section = tab.section else { return "" }
        return tabs.sections[section].customizationID ?? "section \(section)"
    }

    /// The customizable tabs of each section, in the order shown.
    var sidebarGroups: [(sectionID: String, tabIDs: [String])] {
        var groups: [(sectionID: String, tabIDs: [String])] = []
        for tab in tabs.tabs where tab.isCustomizable && !isHidden(tab) {
            guard let id = tab.customizationID else { continue }
            let section = sectionID(tab)
            if let index = groups.firstIndex(where: { $0.sectionID == section }) {
                groups[index].tabIDs.append(id)
            } else {
                groups.append((section, [id]))
            }
        }
        return groups
    }

    /// Puts the customizable tabs of each section in the order a person chose; the other
    /// tabs keep their places, and tabs the order does not name follow the named ones.
    static func reorder(_ tabs: inout TabCollection, by customization: TabViewCustomization) {
        let layout = TabCustomizing(tabs: tabs, customization: customization)
        var bySection: [String: [Int]] = [:]
        for (index, tab) in tabs.tabs.enumerated() where tab.isCustomizable && tab.customizationBehavior[.sidebar] != .disabled {
            bySection[layout.sectionID(tab), default: []].append(index)
        }
        let original = tabs.tabs
        for (section, positions) in bySection {
            let order = customization.tabOrder(inSection: section)
            guard !order.isEmpty else { continue }
            let rank = Dictionary(order.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
            let sorted = positions.enumerated().sorted { a, b in
                let ra = original[a.element].customizationID.flatMap { rank[$0] } ?? order.count + a.offset
                let rb = original[b.element].customizationID.flatMap { rank[$0] } ?? order.count + b.offset
                return ra < rb
            }.map(\.element)
            for (position, source) in zip(positions, sorted) { tabs.tabs[position] = original[source] }
        }
    }

    /// The sidebar's rows: section headers and footers, and each tab that shows in the
    /// sidebar or that a person hid (shown only while editing).
    func sidebarRows(shown: [TabEntry], selectedKey: AnyHashable?, model: TabViewModel) -> [TabSidebarRow] {
        var rows: [TabSidebarRow] = []
        var currentSection: Int?
        func closeSection() {
            guard let section = currentSection else { return }
            if let actions = tabs.sections[section].actions {
                rows.append(TabSidebarRow(id: "actions \(section)", kind: .footer(actions)))
            }
            if let footer = tabs.sections[section].footer {
                rows.append(TabSidebarRow(id: "footer \(section)", kind: .footer(footer)))
            }
        }
        for tab in tabs.tabs where !isHidden(tab) {
            let index = shown.firstIndex { $0.key == tab.key }
            let hiddenByPerson = index == nil && customVisibility(tab) == .hidden
            let hiddenByDefault = index == nil && tab.isCustomizable && defaultVisibility(tab, in: .sidebar) == .hidden
            guard index != nil || hiddenByPerson || hiddenByDefault else { continue }
            if tab.section != currentSection {
                closeSection()
                currentSection = tab.section
                if let section = tab.section {
                    let entry = tabs.sections[section]
                    rows.append(TabSidebarRow(id: "header \(section)", kind: .header(title: entry.title, view: entry.header)))
                }
            }
            let item = TabBarItem(entry: tab, isSelected: tab.key == selectedKey, select: {
                if let index { model.select(index) }
            })
            rows.append(TabSidebarRow(
                id: "tab \(tab.key)",
                kind: .tab(item, customizationID: tab.isCustomizable ? tab.customizationID : nil,
                           canHide: tab.customizationBehavior[.sidebar] != .reorderable, isShown: index != nil)))
        }
        closeSection()
        return rows
    }
}
