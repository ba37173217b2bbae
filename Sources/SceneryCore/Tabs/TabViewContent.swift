/// What a `TabView` resolves to: its tabs collected from its content, the chrome of its
/// style (tab bar, sidebar or page dots) and the selected tab's view. The tabs selected
/// before keep their state without resolving; only the selected one is laid out.
nonisolated struct TabViewContent: View, PrimitiveView {
    let model: TabViewModel
    let source: TabSource
    /// The selection when the tab view's body ran (the content differs when it does).
    let selection: TabSelection?
    let showsSidebar: Bool
    /// Whether the selection is bound (otherwise it persists in scene storage).
    let hasBinding: Bool

    @MainActor func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        let environment = context.environment
        let presentation = TabViewPresentation(environment.tabViewStyle)
        let sidebar = presentation == .sidebarAdaptable && showsSidebar
        var contentContext = context
        contentContext.environment.tabBarPlacementValue = switch presentation {
        case .page: .pageIndicator
        default: sidebar ? .sidebar : .topBar
        }
        contentContext.environment.isTabBarShowingSectionsValue = sidebar
        contentContext.environment.tabViewSidebarParts = TabViewSidebarParts()
        contentContext.environment.tabViewCustomization = nil

        var tabs = collect(context: context, contentContext: contentContext)
        let customization = presentation == .sidebarAdaptable ? environment.tabViewCustomization : nil
        let customized = customization.map { binding in context.evaluateForView { binding.wrappedValue } }
        if let customized { TabCustomizing.reorder(&tabs, by: customized) }
        let layout = TabCustomizing(tabs: tabs, customization: customized)

        // The tabs people can select in this presentation, in the order it shows them.
        var shown: [TabEntry]
        switch presentation {
        case .page: shown = tabs.tabs.filter { !layout.isHidden($0) }
        case .sidebarAdaptable where sidebar: shown = tabs.tabs.filter { layout.isShown($0, in: .sidebar) }
        default:
            let inBar = tabs.tabs.filter { layout.isShown($0, in: .tabBar) }
            shown = inBar.filter { !$0.isPinned } + inBar.filter(\.isPinned)
        }
        // Without a binding the selection persists in scene storage (read once).
        var selection = self.selection
        if !hasBinding, let storage = TabSelectionStorage(environment: environment, path: context.path) {
            if !model.restoredSelection {
                model.restoredSelection = true
                model.storedKey = storage.restore(from: shown)
            }
            if selection == nil, let stored = model.storedKey { selection = .key(stored) }
            model.storage = storage
        }
        let matched = selection.flatMap { selection in
            shown.firstIndex { entry in
                switch selection {
                case .value(let value): entry.value == value
                case .key(let key): entry.key == key
                }
            }
        }
        let selectedIndex = matched ?? shown.firstIndex { !$0.isDisabled }
        model.shown = shown
        model.selectedIndex = selectedIndex
        model.presentation = presentation
        model.customization = customization
        model.sidebarGroups = layout.sidebarGroups

        let contentNode = resolveSelected(selectedIndex.map { shown[$0] }, tabs: tabs, context: contentContext)
        let chrome = resolveChrome(
            presentation: presentation, sidebar: sidebar, shown: shown, selectedIndex: selectedIndex,
            tabs: tabs, layout: layout, context: context)
        var accessory: ViewNode?
        if let view = environment.tabViewSidebarParts.bottomAccessory {
            var accessoryContext = contentContext.child(.explicit("tab accessory"))
            accessoryContext.environment.tabViewBottomAccessoryPlacementValue = .expanded
            accessory = resolveSingle(view, context: accessoryContext)
        }
        let model = self.model
        let arrangement: TabViewNode.Arrangement = switch presentation {
        case .page: .page
        case .sidebarAdaptable: sidebar ? .sidebar : .bar
        case .tabBar: .bar
        }
        var adapts: (@MainActor (Bool) -> Void)?
        if presentation == .sidebarAdaptable {
            adapts = { wide in
                if model.showsSidebarState?.wrappedValue != wide { model.showsSidebarState?.wrappedValue = wide }
            }
        }
        nodes.append(TabViewNode(
            arrangement: arrangement, chrome: chrome, content: contentNode, accessory: accessory,
            adapts: adapts,
            showsSidebar: sidebar))
    }

    /// The tabs the content declares. Views with `.tabItem` (the older API) resolve here,
    /// all of them, with their tab item, tag and badge read from their traits.
    @MainActor private func collect(context: ResolveContext, contentContext: ResolveContext) -> TabCollection {
        switch source.kind {
        case .tabs(let collect):
            let environment = context.environment
            return context.evaluateForView {
                var tabs = TabCollection()
                collect(&tabs, TabCollectContext(environment: environment))
                return tabs
            }
        case .views(let resolveViews):
            var viewNodes: [ViewNode] = []
            resolveViews(&viewNodes, contentContext.child(.explicit("tab views")))
            var tabs = TabCollection()
            for (index, node) in viewNodes.enumerated() {
                let traits = node.traits.values
                tabs.tabs.append(TabEntry(
                    key: AnyHashable(index),
                    value: traits[ObjectIdentifier(SelectionTagKey.self)] as? AnyHashable,
                    label: traits[ObjectIdentifier(TabItemTrait.self)] as? AnyView,
                    content: .node(node),
                    badge: traits[ObjectIdentifier(BadgeTrait.self)] as? Text))
            }
            return tabs
        }
    }

    /// Resolves the selected tab's view and keeps the graph nodes (the state) of the tabs
    /// that resolved before and are still declared.
    @MainActor private func resolveSelected(_ selected: TabEntry?, tabs: TabCollection, context: ResolveContext) -> ViewNode {
        var node: ViewNode = EmptyNode()
        var resolved = Set<AnyHashable>()
        if let selected {
            switch selected.content {
            case .node(let viewNode): node = viewNode
            case .view(let view):
                node = resolveSingle(view, context: context.child(Self.component(selected.key)))
                resolved.insert(selected.key)
            }
        }
        let declared = Set(tabs.tabs.map(\.key))
        let kept = model.resolvedKeys.intersection(declared).subtracting(resolved)
        model.resolvedKeys = resolved.union(kept)
        if !kept.isEmpty, let graph = context.graph, let parent = context.parentNode {
            let components = Set(kept.map(Self.component))
            let position = context.path.components.count
            for child in parent.children.values {
                let path = child.path.components
                if path.count > position, components.contains(path[position]) { graph.keepSubtree(of: child) }
            }
        }
        return node
    }

    /// The identity of a tab's view below the tab view's.
    private static func component(_ key: AnyHashable) -> IdentityPath.Component {
        .explicit(AnyHashable(["tab", key]))
    }

    @MainActor private func resolveChrome(
        presentation: TabViewPresentation, sidebar: Bool, shown: [TabEntry], selectedIndex: Int?,
        tabs: TabCollection, layout: TabCustomizing, context: ResolveContext
    ) -> ViewNode {
        let model = self.model
        let items = shown.enumerated().map { index, entry in
            TabBarItem(entry: entry, isSelected: index == selectedIndex, select: { model.select(index) })
        }
        switch presentation {
        case .page(let showsIndicator):
            guard showsIndicator ?? (shown.count > 1) else { return EmptyNode() }
            return resolveSingle(
                PageIndicator(count: shown.count, selected: selectedIndex, select: { model.select($0) }),
                context: context.child(.explicit("tab page indicator")))
        case .sidebarAdaptable where sidebar:
            let view = TabSidebar(
                rows: layout.sidebarRows(shown: shown, selectedKey: selectedIndex.map { shown[$0].key }, model: model),
                parts: context.environment.tabViewSidebarParts,
                isCustomizable: model.customization != nil,
                model: model)
            return resolveSingle(view, context: context.child(.explicit("tab sidebar")))
        default:
            let rightToLeft = context.environment.layoutDirection == .rightToLeft
            return resolveSingle(TabBar(items: items, rightToLeft: rightToLeft), context: context.child(.explicit("tab bar")))
        }
    }
}
