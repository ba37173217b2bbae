/// What a later column of a split view shows over its own content because of a link in an
/// earlier column: a value (shown by the split view's `navigationDestination(for:)`), or
/// a destination view (a `NavigationLink(destination:)`, as `NavigationView` uses them).
enum NavigationSplitRoute {
    case value(any Hashable)
    case view(id: Int, AnyView)
}

/// The state one `NavigationSplitView` shares with the views in its columns (through the
/// environment): where links in earlier columns send their values, the destinations
/// declared outside the columns' stacks, the `item`/`isPresented` destinations shown in
/// the detail column, and the actions of the sidebar toggle and the collapsed back
/// button. One per split view identity, kept as the split view's `@State`.
final class NavigationSplitCoordinator: @unchecked Sendable {
    /// The number of columns (2 or 3).
    var columnCount = 2
    /// The destination of each data type declared in the split view outside a stack.
    var destinations: [ObjectIdentifier: @MainActor (any Hashable) -> AnyView] = [:]
    /// The outermost navigation stack of each column (by column index), registered as the
    /// column resolves.
    var stacks: [Int: NavigationStackModel] = [:]
    /// What each column shows over its content because of a link in an earlier column.
    var routes: [Int: NavigationSplitRoute] = [:]
    /// `item`/`isPresented` destinations declared outside a stack; the detail shows them.
    var presentations: [NavigationPresentation] = []
    /// The next id of a routed destination view.
    var nextRouteID = 0

    /// The column visibility (the bound one, or the split view's own); set every time the
    /// split view's body runs.
    var visibility: Binding<NavigationSplitViewVisibility> = .constant(.automatic)
    /// The column on top while collapsed; set every time the split view's body runs.
    var compactColumn: Binding<NavigationSplitViewColumn> = .constant(.sidebar)
    /// Whether the split view showed one column at a time at its last layout.
    var isCollapsed = false
    /// Whether a column's view says `toolbar(removing: .sidebarToggle)` (seen at the last
    /// resolution).
    var columnsRemoveSidebarToggle = false
    /// Whether the visibility was read from scene storage (once, at the first resolution).
    var restoredVisibility = false
    /// The visibility last read from or written to scene storage (JSON text).
    var storedVisibility: String?
    /// Asks the split view to resolve again (its routes or presentations changed).
    var invalidate: @MainActor () -> Void = {}

    nonisolated init() {}

    /// The index of the last column.
    var detailIndex: Int { columnCount - 1 }

    /// The column index of a column role in this split view (`.content` is the detail of a
    /// two-column split view).
    func index(of column: NavigationSplitViewColumn) -> Int {
        switch column.role {
        case .sidebar: 0
        case .content: 1
        case .detail: columnCount - 1
        }
    }

    /// The column role of an index.
    func column(at index: Int) -> NavigationSplitViewColumn {
        if index == 0 { return .sidebar }
        if index == detailIndex { return .detail }
        return .content
    }

    /// A value link in column `index` was activated: the next column's stack shows the
    /// value over its root when it declares the value's type (its path becomes `[value]`);
    /// otherwise the next column shows the split view's destination for it. The columns
    /// after that one go back to their own content, and that column is the one on top when
    /// the split view is collapsed.
    @MainActor func activate(_ value: any Hashable, from index: Int) {
        let value = NavigationPathItem.make(value).value
        let target = Swift.min(index + 1, detailIndex)
        if let stack = stacks[target], stack.hasDestination(for: value) {
            stack.pop(toDepth: 0)
            stack.push(value)
            routes[target] = nil
        } else if destinations[ObjectIdentifier(type(of: value))] != nil {
            routes[target] = .value(value)
        } else {
            return RuntimeWarnings.warnOnce(NavigationStackModel.missingDestinationMessage(type(of: value)))
        }
        show(target)
    }

    /// A destination-view link in column `index` was activated: the next column shows the
    /// view (in its stack, over the root, when it has one).
    @MainActor func activate(view: AnyView, from index: Int) {
        let target = Swift.min(index + 1, detailIndex)
        if let stack = stacks[target] {
            stack.pop(toDepth: 0)
            stack.push(view: view)
            routes[target] = nil
        } else {
            nextRouteID += 1
            routes[target] = .view(id: nextRouteID, view)
        }
        show(target)
    }

    /// A selection in column `index` changed: while collapsed, the next column shows on
    /// top when `selected`, and this one when the selection was cleared. (`List(selection:)`
    /// in a column calls this.)
    @MainActor func selectionChanged(in index: Int, selected: Bool) {
        guard index < detailIndex else { return }
        setCompact(selected ? index + 1 : index)
    }

    /// Column `target` now shows something chosen in an earlier column: the columns after
    /// it go back to their own content and it is the one on top when collapsed.
    @MainActor private func show(_ target: Int) {
        for later in routes.keys where later > target { routes[later] = nil }
        setCompact(target)
        invalidate()
    }

    @MainActor private func setCompact(_ index: Int) {
        let column = column(at: index)
        if compactColumn.wrappedValue != column { compactColumn.wrappedValue = column }
    }

    /// The index of the column on top while collapsed: the detail while it presents an
    /// `item`/`isPresented` destination, otherwise the preferred compact column.
    @MainActor var collapsedTop: Int {
        presentations.isEmpty ? index(of: compactColumn.wrappedValue) : detailIndex
    }

    /// The collapsed split view's back button: the column on top goes back to its own
    /// content (a presented destination is dismissed) and the previous column shows on top.
    @MainActor func goBackCollapsed() {
        let top = collapsedTop
        guard top > 0 else { return }
        if top == detailIndex {
            for presentation in presentations { presentation.dismiss() }
            presentations.removeAll()
        }
        routes[top] = nil
        compactColumn.wrappedValue = column(at: top - 1)
        invalidate()
    }

    /// The leading columns shown for a visibility.
    func visibleLeading(_ visibility: NavigationSplitViewVisibility) -> [Int] {
        switch visibility.kind {
        case .detailOnly: []
        case .doubleColumn: columnCount == 3 ? [1] : [0]
        case .all, .automatic: Array(0..<detailIndex)
        }
    }

    /// The sidebar toggle: hides the sidebar when it shows (the detail alone in a
    /// two-column split view, content and detail in a three-column one), otherwise shows
    /// every column. The new visibility is written to the binding.
    @MainActor func toggleSidebar() {
        let showsSidebar = visibleLeading(visibility.wrappedValue).contains(0)
        visibility.wrappedValue = showsSidebar ? (columnCount == 3 ? .doubleColumn : .detailOnly) : .all
    }

    /// Records an active presentation (or keeps it where it is).
    @MainActor func present(_ presentation: NavigationPresentation) {
        if let index = presentations.firstIndex(where: { $0.key == presentation.key }) {
            presentations[index] = presentation
        } else {
            presentations.append(presentation)
        }
    }

    /// Forgets a presentation whose binding went false.
    @MainActor func withdraw(_ key: IdentityPath) {
        presentations.removeAll { $0.key == key }
    }
}

/// What the views of one column of a split view see of it.
struct NavigationSplitColumnContext: Equatable, @unchecked Sendable {
    let coordinator: NavigationSplitCoordinator
    /// The column's index (0 is the sidebar).
    let index: Int
    /// What the column's header shows besides its title; the outermost navigation stack of
    /// the column shows it in its own header (and clears it for the views inside).
    var chrome: NavigationColumnChrome?
    /// True outside any navigation stack of the column; the outermost stack registers
    /// itself with the coordinator and clears it for the views inside.
    var isOutermost: Bool
    /// Whether the split view is collapsed into one stack: link rows then draw chevrons.
    var isCollapsed = false

    static func == (a: Self, b: Self) -> Bool {
        a.coordinator === b.coordinator && a.index == b.index && a.chrome == b.chrome && a.isOutermost == b.isOutermost
            && a.isCollapsed == b.isCollapsed
    }
}

/// The controls a column's header carries for the split view: the sidebar toggle, and the
/// back button of the collapsed split view (with the previous column's title).
struct NavigationColumnChrome: Equatable, @unchecked Sendable {
    var showsSidebarToggle = false
    /// The collapsed back button's label; nil when there is none.
    var backTitle: String?
    let coordinator: NavigationSplitCoordinator

    static func == (a: Self, b: Self) -> Bool {
        a.showsSidebarToggle == b.showsSidebarToggle && a.backTitle == b.backTitle && a.coordinator === b.coordinator
    }

    /// The sidebar toggle, when the header shows it.
    @MainActor var sidebarToggle: AnyView? {
        showsSidebarToggle ? AnyView(SidebarToggleButton(coordinator: coordinator)) : nil
    }

    /// What the back button does.
    @MainActor var back: @MainActor () -> Void {
        let coordinator = self.coordinator
        return { coordinator.goBackCollapsed() }
    }
}

private struct NavigationSplitColumnKey: EnvironmentKey {
    static var defaultValue: NavigationSplitColumnContext? { nil }
}

extension EnvironmentValues {
    /// The column of the enclosing navigation split view.
    var navigationSplitColumn: NavigationSplitColumnContext? {
        get { self[NavigationSplitColumnKey.self] }
        set { self[NavigationSplitColumnKey.self] = newValue }
    }
}
