/// What the split view's body passes down: everything its columns' layout depends on.
struct NavigationSplitState: Equatable {
    var visibility: NavigationSplitViewVisibility
    var compactColumn: NavigationSplitViewColumn
    var isCollapsed: Bool
    var arrangement: NavigationSplitArrangement
    /// False when `toolbar(removing: .sidebarToggle)` is set around the split view.
    var showsSidebarToggle: Bool
    var draggedWidths: [Int: CGFloat]
    /// Changes when the coordinator's routes or presentations change.
    var revision: Int
}

/// What a `NavigationSplitView` resolves to: each column (under its own identity, in both
/// the expanded and the collapsed layout, so its state survives a collapse), its header,
/// and the dividers between the columns.
nonisolated struct NavigationSplitContent: View, PrimitiveView {
    let coordinator: NavigationSplitCoordinator
    let columns: [AnyView]
    let state: NavigationSplitState
    let setWidth: @MainActor (Int, CGFloat) -> Void
    let setCollapsed: @MainActor (Bool) -> Void

    /// The colour behind the sidebar (libadwaita's sidebar shade, light and dark).
    static let sidebarBackground = Color(white: 0.92).dark(white: 0.16)
    /// The colour of the dividers between columns.
    static let dividerColor = Color(white: 0, opacity: 0.15).dark(white: 0, opacity: 0.5)

    @MainActor func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        let coordinator = self.coordinator
        coordinator.columnCount = columns.count
        persistVisibility(context)
        let detailIndex = columns.count - 1
        let leading = coordinator.visibleLeading(state.visibility)
        let showsToggle = state.showsSidebarToggle && !coordinator.columnsRemoveSidebarToggle
        // The columns first (a column's view may remove the sidebar toggle), then their
        // headers.
        var resolved: [(context: ResolveContext, chrome: NavigationColumnChrome, shown: ViewNode)] = []
        var previousTitle: String?
        var removesToggle = false
        for (index, view) in columns.enumerated() {
            var chrome = NavigationColumnChrome(coordinator: coordinator)
            if state.isCollapsed {
                if index > 0 { chrome.backTitle = previousTitle ?? "Back" }
            } else {
                // A stack's header is resolved with its column: it relies on what the last
                // resolution saw of `toolbar(removing:)` inside the columns.
                chrome.showsSidebarToggle = showsToggle && index == (leading.first ?? detailIndex)
            }
            var column = context.child(.explicit("split column \(index)"))
            column.environment.navigationStackModel = nil
            column.environment.navigationPop = nil
            column.environment.navigationSplitColumn = NavigationSplitColumnContext(
                coordinator: coordinator, index: index, chrome: chrome, isOutermost: true,
                isCollapsed: state.isCollapsed)
            var shown = resolveSingle(view, context: column.child(.explicit("split content")))
            removesToggle = removesToggle
                || (reducedPreference(RemovedToolbarItemsKey.self, in: shown) ?? []).contains(.sidebarToggle)
            switch coordinator.routes[index] {
            case .value(let value)?:
                if let destination = coordinator.destinations[ObjectIdentifier(type(of: value))] {
                    let identity = column.child(.explicit("split value \(String(reflecting: type(of: value)))"))
                    shown = resolveSingle(destination(value), context: identity)
                }
            case .view(let id, let view)?:
                shown = resolveSingle(view, context: column.child(.explicit("split view \(id)")))
            case nil:
                break
            }
            if index == detailIndex, let presentation = coordinator.presentations.last {
                shown = resolveSingle(presentation.view, context: column.child(.explicit("split presented \(presentation.key)")))
            }
            previousTitle = SceneryCore.navigationTitle(of: shown)
            resolved.append((column, chrome, shown))
        }
        if removesToggle != coordinator.columnsRemoveSidebarToggle {
            coordinator.columnsRemoveSidebarToggle = removesToggle
            // A stack's header in a column changes on the next update (not in this one,
            // whose state is being read).
            if let graph = context.graph { graph.pendingChanges.append { coordinator.invalidate() } }
        }
        var columnNodes: [NavigationSplitColumnNode] = []
        for (index, column) in resolved.enumerated() {
            var header: ViewNode?
            if !Self.isNavigationStack(column.shown) {
                var chrome = column.chrome
                chrome.showsSidebarToggle = chrome.showsSidebarToggle && !removesToggle
                let bar = NavigationHeader(
                    content: HeaderContent(of: column.shown), backTitle: chrome.backTitle, back: chrome.back,
                    isRightToLeft: context.environment.layoutDirection == .rightToLeft, leading: chrome.sidebarToggle)
                header = resolveSingle(bar, context: column.context.child(.explicit("split header")))
            }
            columnNodes.append(NavigationSplitColumnNode(
                header: header, content: column.shown,
                width: reducedPreference(NavigationSplitColumnWidthKey.self, in: column.shown) ?? nil,
                background: index == 0 ? Self.sidebarBackground.resolve(in: context.environment)
                    : Color.windowBackground.resolve(in: context.environment)))
        }
        let top = coordinator.collapsedTop
        var goBack: (@MainActor () -> Void)?
        if state.isCollapsed && top > 0 { goBack = { coordinator.goBackCollapsed() } }
        nodes.append(NavigationSplitNode(
            columns: columnNodes, leading: leading, arrangement: state.arrangement,
            isCollapsed: state.isCollapsed, collapsedTop: top, draggedWidths: state.draggedWidths,
            pixelLength: context.environment.pixelLength,
            dividerColor: Self.dividerColor.resolve(in: context.environment),
            setWidth: setWidth, setCollapsed: setCollapsed, goBack: goBack))
    }

    /// Keeps the column visibility in the window's scene storage under
    /// `scenery.navigation.split <identity path>` (JSON text): read once, when the split
    /// view first resolves, and applied through the binding after this update; written
    /// when it changes. A stored value that does not decode is ignored with one warning.
    @MainActor private func persistVisibility(_ context: ResolveContext) {
        guard let store = context.environment.sceneStorageStore, let graph = context.graph else { return }
        let key = "scenery.navigation.split \(context.path)"
        let coordinator = self.coordinator
        let current = (try? JSONEncoder().encode(state.visibility)).map { String(decoding: $0, as: UTF8.self) }
        if !coordinator.restoredVisibility {
            coordinator.restoredVisibility = true
            coordinator.storedVisibility = current
            guard let text = store.value(for: key) else { return }
            guard let saved = try? JSONDecoder().decode(NavigationSplitViewVisibility.self, from: Data(text.utf8)) else {
                return RuntimeWarnings.warnOnce(
                    "Scene storage “\(key)” holds “\(text)”, which is not a NavigationSplitViewVisibility; it is ignored.")
            }
            coordinator.storedVisibility = text
            if saved != state.visibility { graph.pendingChanges.append { coordinator.visibility.wrappedValue = saved } }
            return
        }
        guard let current, current != coordinator.storedVisibility else { return }
        coordinator.storedVisibility = current
        store.write(current, for: key)
    }

    /// Whether `node` is a navigation stack (through single-child modifiers): its own
    /// header is the column's.
    @MainActor static func isNavigationStack(_ node: ViewNode) -> Bool {
        var node = node
        while !(node is NavigationStackNode) {
            guard let single = node as? SingleChildNode else { return false }
            node = single.child
        }
        return true
    }
}
