/// One tab view's working state, kept as its `@State` (one per tab view identity): the
/// tabs shown at the last update, which one is selected, and how to select another. The
/// keyboard shortcuts and the tab bar's buttons act through it.
@MainActor
package final class TabViewModel {
    /// The tabs people can select now, in the order the tab bar (or sidebar, or page
    /// dots) shows them.
    package var shown: [TabEntry] = []
    /// The index in `shown` of the selected tab; nil when there is none.
    package var selectedIndex: Int?
    /// How the tab view presents its tabs at the last update.
    package var presentation = TabViewPresentation.tabBar
    /// Writes a tab's selection (the binding, or the tab view's own state).
    package var choose: @MainActor (TabEntry) -> Void = { _ in }
    /// Whether a `sidebarAdaptable` tab view shows its sidebar (its layout writes it).
    package var showsSidebarState: Binding<Bool>?
    /// The tabs whose content resolved before (kept while another tab is selected).
    package var resolvedKeys = Set<AnyHashable>()
    /// The customization binding in effect (sidebarAdaptable with a binding), if any.
    package var customization: Binding<TabViewCustomization>?
    /// The order of the customizable tabs of each section, as shown in the sidebar.
    package var sidebarGroups: [(sectionID: String, tabIDs: [String])] = []

    /// Where a tab view without a binding stores its selection, if in a window.
    var storage: TabSelectionStorage?
    /// Whether the stored selection was read (once, at the first resolution).
    var restoredSelection = false
    /// The tab the stored selection names, until people select another.
    var storedKey: AnyHashable?

    nonisolated package init() {}

    /// Selects the tab at `index` of `shown` (a disabled tab is not selected).
    package func select(_ index: Int) {
        guard shown.indices.contains(index), !shown[index].isDisabled else { return }
        choose(shown[index])
        if let storage {
            storedKey = shown[index].key
            storage.save(shown[index].key)
        }
    }

    /// Selects the next (or previous) enabled tab, wrapping around.
    package func selectNeighbour(forward: Bool) {
        guard !shown.isEmpty else { return }
        var index = selectedIndex ?? (forward ? -1 : 0)
        for _ in shown.indices {
            index = (index + (forward ? 1 : -1) + shown.count) % shown.count
            if !shown[index].isDisabled { return select(index) }
        }
    }

    /// The tab-switching keys: Ctrl+Tab and Ctrl+Page Down select the next tab, Ctrl+Shift+Tab
    /// and Ctrl+Page Up the previous one (wrapping), Alt+1 … Alt+9 the first to ninth and
    /// Alt+0 the tenth (as in libadwaita's tab views); in the page style Left and Right
    /// turn the page. Keys with other modifiers are left alone; the `.function` flag X11
    /// arrow and paging keys carry, the keypad's and Caps Lock do not count.
    package func handleKey(_ press: KeyPress) -> KeyPress.Result {
        guard press.phase != .up else { return .ignored }
        let modifiers = press.modifiers.subtracting([.function, .numericPad, .capsLock])
        switch (press.key, modifiers) {
        case (.tab, .control), (.pageDown, .control):
            selectNeighbour(forward: true)
        case (.tab, [.control, .shift]), (.pageUp, .control):
            selectNeighbour(forward: false)
        case (.rightArrow, []) where isPaged:
            guard let selected = selectedIndex, selected + 1 < shown.count else { return .ignored }
            select(selected + 1)
        case (.leftArrow, []) where isPaged:
            guard let selected = selectedIndex, selected > 0 else { return .ignored }
            select(selected - 1)
        case (_, .option):
            guard let digit = press.key.character.wholeNumberValue, press.key.character.isASCII else { return .ignored }
            let index = digit == 0 ? 9 : digit - 1
            guard shown.indices.contains(index) else { return .ignored }
            select(index)
        default:
            return .ignored
        }
        return .handled
    }

    private var isPaged: Bool {
        if case .page = presentation { true } else { false }
    }

    /// Hides or shows a customizable tab (sidebar edit mode).
    package func setVisibility(_ visibility: Visibility, of tabID: String) {
        customization?.wrappedValue[visibility: tabID] = visibility
    }

    /// Moves a customizable tab one place up or down among the customizable tabs of its
    /// section and records the new order.
    package func move(_ tabID: String, by offset: Int) {
        guard let customization,
              let group = sidebarGroups.first(where: { $0.tabIDs.contains(tabID) }),
              let index = group.tabIDs.firstIndex(of: tabID)
        else { return }
        let target = index + offset
        guard group.tabIDs.indices.contains(target) else { return }
        var order = group.tabIDs
        order.swapAt(index, target)
        customization.wrappedValue.setTabOrder(order, inSection: group.sectionID)
    }
}
