/// What a `NavigationStack` resolves to: the header, and the root and every pushed view,
/// each under its own identity so that the views below the top keep their state; only the
/// top one is laid out, drawn and reachable by input.
nonisolated struct NavigationStackContent<Root: View>: View, PrimitiveView {
    let model: NavigationStackModel
    let root: Root
    /// The number of pushed views when the stack's body ran (the content differs when it does).
    let revision: Int

    @MainActor func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        var inner = context
        inner.environment.navigationStackModel = model
        model.isResolving = true
        defer { model.isResolving = false }
        // The outermost stack of a split view's column: links in earlier columns reach it
        // through the split view, and its header carries the column's controls.
        var chrome: NavigationColumnChrome?
        if var column = context.environment.navigationSplitColumn, column.isOutermost {
            column.coordinator.stacks[column.index] = model
            chrome = column.chrome
            column.isOutermost = false
            column.chrome = nil
            inner.environment.navigationSplitColumn = column
        }
        // The root first: the destinations it declares are registered as it resolves.
        var entryNodes = [resolveSingle(root, context: inner.child(.explicit("navigation root")))]
        // A saved path comes back once, before the first frame: after the root, so the
        // types its destinations declare are known by name.
        let storageKey = NavigationStatePersistence.keyPrefix + context.path.description
        NavigationStatePersistence.restore(model, key: storageKey, context: context)
        let stacked = model.entries.filter { if case .presented = $0 { false } else { true } }
        // A view below the top two that resolved before is kept as it is: its graph nodes
        // (its state) stay alive without running anything, so an update costs the views
        // that show, not the whole path. A view never resolved yet resolves once, so the
        // destinations it declares are registered.
        let keepable = context.graph != nil && context.parentNode != nil
        var kept = Set<IdentityPath.Component>()
        var components = Set<IdentityPath.Component>()
        for (index, entry) in stacked.enumerated() {
            let component = Self.component(of: entry)
            components.insert(component)
            if keepable, index < stacked.count - 2, model.resolvedEntries.contains(component) {
                kept.insert(component)
                entryNodes.append(EmptyNode())
            } else {
                entryNodes.append(resolve(entry, depth: entryNodes.count, context: inner))
            }
        }
        model.resolvedEntries = components
        recordTitles(entryNodes, stacked: stacked, key: storageKey, environment: context.environment)
        if !kept.isEmpty, let graph = context.graph, let parent = context.parentNode {
            let position = inner.path.components.count
            for child in parent.children.values {
                let path = child.path.components
                if path.count > position, kept.contains(path[position]) { graph.keepSubtree(of: child) }
            }
        }
        // Presentations can be registered by the views above, so they are read last.
        var presented = 0
        while presented < model.presentations.count {
            let entry = NavigationEntry.presented(model.presentations[presented])
            presented += 1
            entryNodes.append(resolve(entry, depth: entryNodes.count, context: inner))
        }
        let titles = entryNodes.suffix(2).map { SceneryCore.navigationTitle(of: $0) }
        let depth = entryNodes.count - 1
        let model = self.model
        var back: @MainActor () -> Void = { model.pop(toDepth: depth - 1) }
        var backTitle: String? = depth > 0 ? (titles.first ?? nil) ?? "Back" : nil
        if depth == 0, let chrome {
            // At the root of a collapsed split view's column: back to the previous column.
            back = chrome.back
            backTitle = chrome.backTitle
        }
        let header = NavigationHeader(
            title: titles.last ?? nil, backTitle: backTitle, back: back, leading: chrome?.sidebarToggle)
        let headerNode = resolveSingle(header, context: context.child(.explicit("navigation header")))
        var goBack: (@MainActor () -> Void)?
        if depth > 0 { goBack = { model.pop(toDepth: depth - 1) } }
        nodes.append(NavigationStackNode(header: headerNode, entries: entryNodes, goBack: goBack))
    }

    /// Saves the path if it changed, and reports the titles of the views on the stack to
    /// the window's navigation summary (the root's and the top ones': at most
    /// `NavigationStateRegistry.maximumTitles`). A kept view did not resolve: its title is
    /// the one it had when it last did.
    @MainActor private func recordTitles(
        _ entryNodes: [ViewNode], stacked: [NavigationEntry], key: String, environment: EnvironmentValues
    ) {
        let elements = model.path.elements()
        NavigationStatePersistence.save(model, elements: elements, key: key, store: environment.sceneStorageStore)
        guard let registry = environment.navigationState else { return }
        let rootComponent = IdentityPath.Component.explicit("navigation root")
        var components = [rootComponent]
        components += stacked.map(Self.component(of:))
        for (component, node) in zip(components, entryNodes) where !(node is EmptyNode) {
            model.titles[component] = SceneryCore.navigationTitle(of: node) ?? ""
        }
        if model.titles.count > 2 * components.count + 16 {
            // Popped views' titles: dropped now and then, not on every update.
            let live = Set(components)
            model.titles = model.titles.filter { live.contains($0.key) }
        }
        let shown = components.suffix(NavigationStateRegistry.maximumTitles)
        registry.report(
            NavigationStateRegistry.Summary(
                kind: "stack", key: key.dropFirst(NavigationStatePersistence.keyPrefix.count).description,
                depth: components.count - 1, titles: shown.map { model.titles[$0] ?? "" }),
            owner: model)
    }

    /// Resolves the view at `depth` (1 is the first above the root); `dismiss` inside it
    /// pops it.
    @MainActor private func resolve(_ entry: NavigationEntry, depth: Int, context: ResolveContext) -> ViewNode {
        var context = context
        context.environment.navigationPop = NavigationPop(model: model, depth: depth - 1)
        let identity = context.child(Self.component(of: entry))
        switch entry {
        case .value(_, let value):
            let type = type(of: value)
            guard let destination = model.destinations[ObjectIdentifier(type)] else {
                RuntimeWarnings.warnOnce(NavigationStackModel.missingDestinationMessage(type))
                return resolveSingle(EmptyView(), context: identity)
            }
            return resolveSingle(destination(value), context: identity)
        case .view(let entry):
            return resolveSingle(entry.view, context: identity)
        case .presented(let presentation):
            return resolveSingle(presentation.view, context: identity)
        }
    }

    /// The identity of a view on the stack, below the stack's own.
    private static func component(of entry: NavigationEntry) -> IdentityPath.Component {
        switch entry {
        case .value(let index, let value): .explicit("navigation value \(index) \(String(reflecting: type(of: value)))")
        case .view(let entry): .explicit("navigation view \(entry.id)")
        case .presented(let presentation): .explicit("navigation presented \(presentation.key)")
        }
    }
}

/// A navigation stack's node: the header on top, the top view below it. The views under
/// the top one stay resolved (their layout nodes are kept) but are not children: they are
/// not measured, drawn, hit or focused, and their preferences do not flow up.
package final class NavigationStackNode: ViewNode {
    let header: ViewNode
    let entries: [ViewNode]
    /// Pops the top view; nil at the root.
    let goBack: (@MainActor () -> Void)?

    init(header: ViewNode, entries: [ViewNode], goBack: (@MainActor () -> Void)?) {
        self.header = header
        self.entries = entries
        self.goBack = goBack
        super.init()
    }

    private var top: ViewNode { entries[entries.count - 1] }

    private func headerHeight(width: CGFloat?) -> CGFloat {
        header.sizeThatFits(ProposedViewSize(width: width, height: nil)).height
    }

    package override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let barHeight = headerHeight(width: proposal.width)
        let content = top.sizeThatFits(
            ProposedViewSize(width: proposal.width, height: proposal.height.map { max(0, $0 - barHeight) }))
        return CGSize(
            width: proposal.width ?? max(content.width, header.sizeThatFits(.unspecified).width),
            height: proposal.height ?? content.height + barHeight)
    }

    package override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        let barHeight = headerHeight(width: bounds.width)
        header.place(at: bounds.origin, proposal: ProposedViewSize(width: bounds.width, height: barHeight))
        top.place(
            at: CGPoint(x: bounds.minX, y: bounds.minY + barHeight),
            proposal: ProposedViewSize(width: bounds.width, height: max(0, bounds.height - barHeight)))
    }

    package override var children: [ViewNode] { [header, top] }
}
