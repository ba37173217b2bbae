/// A view that shows two or three columns side by side, where a choice in a leading column
/// decides what the columns after it show.
///
/// The columns are the sidebar, an optional content column, and the detail. Between them
/// lie 1-pixel dividers a person can drag; the sidebar toggle in the first visible
/// column's header hides and shows the leading columns. Below the width at which the
/// columns' minimum widths no longer fit, the split view collapses into a single stack
/// that shows one column at a time with a back button. docs/split-view.md describes the
/// design.
///
/// ```swift
/// NavigationSplitView {
///     List(parks) { park in NavigationLink(park.name, value: park) }
///         .navigationDestination(for: Park.self) { ParkDetails(park: $0) }
/// } detail: {
///     Text("Choose a park")
/// }
/// ```
nonisolated public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    @State private var ownVisibility = NavigationSplitViewVisibility.automatic
    @State private var ownCompactColumn = NavigationSplitViewColumn.sidebar
    @State private var coordinator = NavigationSplitCoordinator()
    /// The widths people gave the leading columns by dragging their dividers (by index).
    @State private var draggedWidths: [Int: CGFloat] = [:]
    /// Whether the last layout found the split view too narrow for its columns.
    @State private var isCollapsed = false
    /// Changed to resolve again when the coordinator's routes or presentations change.
    @State private var revision = 0
    @Environment(\.navigationSplitArrangement) private var arrangement
    @Environment(\.removedToolbarItems) private var removedToolbarItems

    private let visibilityBinding: MainActorBound<Binding<NavigationSplitViewVisibility>?>
    private let compactBinding: MainActorBound<Binding<NavigationSplitViewColumn>?>
    private let columns: MainActorBound<[AnyView]>
    init(
        visibility: Binding<NavigationSplitViewVisibility>?, compact: Binding<NavigationSplitViewColumn>?,
        sidebar: Sidebar, content: Content?, detail: Detail
    ) {
        visibilityBinding = MainActorBound(visibility)
        compactBinding = MainActorBound(compact)
        columns = MainActorBound(
            content.map { [AnyView(sidebar), AnyView($0), AnyView(detail)] } ?? [AnyView(sidebar), AnyView(detail)])
    }

    @MainActor public var body: some View {
        let coordinator = self.coordinator
        coordinator.visibility = visibilityBinding.value ?? $ownVisibility
        coordinator.compactColumn = compactBinding.value ?? $ownCompactColumn
        coordinator.isCollapsed = isCollapsed
        let revision = $revision
        coordinator.invalidate = { revision.wrappedValue &+= 1 }
        let collapsed = $isCollapsed
        let dragged = $draggedWidths
        return NavigationSplitContent(
            coordinator: coordinator,
            columns: columns.value,
            state: NavigationSplitState(
                visibility: coordinator.visibility.wrappedValue,
                compactColumn: coordinator.compactColumn.wrappedValue,
                isCollapsed: isCollapsed,
                arrangement: arrangement,
                showsSidebarToggle: !removedToolbarItems.contains(.sidebarToggle),
                draggedWidths: draggedWidths,
                revision: self.revision),
            setWidth: { index, width in dragged.wrappedValue[index] = width },
            setCollapsed: { if collapsed.wrappedValue != $0 { collapsed.wrappedValue = $0 } })
            .onKeyPress(keys: [.leftArrow, .escape], phases: .down) { press in
                // While collapsed, Alt+Left or Escape (when no view inside took it) goes back
                // to the previous column, as in a navigation stack.
                let modifiers = press.modifiers.subtracting([.function, .numericPad, .capsLock])
                let isBack = press.key == .escape ? modifiers.isEmpty : modifiers == .option
                guard isBack, coordinator.isCollapsed, coordinator.collapsedTop > 0 else { return .ignored }
                coordinator.goBackCollapsed()
                return .handled
            }
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// Creates a two-column split view: a sidebar and a detail.
    nonisolated public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(visibility: nil, compact: nil, sidebar: sidebar(), content: nil, detail: detail())
    }

    /// Creates a two-column split view whose sidebar's visibility follows
    /// `columnVisibility` (the sidebar toggle writes to it).
    nonisolated public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
    ) {
        self.init(
            visibility: columnVisibility, compact: nil, sidebar: sidebar(), content: nil, detail: detail())
    }

    /// Creates a two-column split view that shows `preferredCompactColumn` on top when
    /// collapsed (going back from the detail sets it to `.sidebar`).
    nonisolated public init(
        preferredCompactColumn: Binding<NavigationSplitViewColumn>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
    ) {
        self.init(
            visibility: nil, compact: preferredCompactColumn, sidebar: sidebar(), content: nil, detail: detail())
    }

    /// Creates a two-column split view with both bindings: the sidebar's visibility when
    /// expanded, and the column on top when collapsed.
    nonisolated public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
    ) {
        self.init(
            visibility: columnVisibility, compact: preferredCompactColumn, sidebar: sidebar(), content: nil,
            detail: detail())
    }
}

extension NavigationSplitView {
    /// Creates a three-column split view: a sidebar, a content column and a detail.
    nonisolated public init(
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        let content = content()
        self.init(visibility: nil, compact: nil, sidebar: sidebar(), content: content, detail: detail())
    }

    /// Creates a three-column split view whose leading columns' visibility follows
    /// `columnVisibility` (the sidebar toggle writes to it).
    nonisolated public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        let content = content()
        self.init(
            visibility: columnVisibility, compact: nil, sidebar: sidebar(), content: content, detail: detail())
    }

    /// Creates a three-column split view that shows `preferredCompactColumn` on top when
    /// collapsed.
    nonisolated public init(
        preferredCompactColumn: Binding<NavigationSplitViewColumn>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        let content = content()
        self.init(
            visibility: nil, compact: preferredCompactColumn, sidebar: sidebar(), content: content, detail: detail())
    }

    /// Creates a three-column split view with both bindings: the leading columns'
    /// visibility when expanded, and the column on top when collapsed.
    nonisolated public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        let content = content()
        self.init(
            visibility: columnVisibility, compact: preferredCompactColumn, sidebar: sidebar(), content: content,
            detail: detail())
    }
}
