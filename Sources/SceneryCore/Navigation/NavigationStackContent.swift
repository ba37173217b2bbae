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
        var shown = stacked
        while presented < model.presentations.count {
            let entry = NavigationEntry.presented(model.presentations[presented])
            presented += 1
            shown.append(entry)
            entryNodes.append(resolve(entry, depth: entryNodes.count, context: inner))
        }
        let depth = entryNodes.count - 1
        let model = self.model
        let slide = slide(shown: shown, entryNodes: entryNodes, context: inner)
        var back: @MainActor () -> Void = { model.pop(toDepth: depth - 1) }
        var backTitle: String? = depth > 0 ? SceneryCore.navigationTitle(of: entryNodes[depth - 1]) ?? "Back" : nil
        if depth == 0, let chrome {
            // At the root of a collapsed split view's column: back to the previous column.
            back = chrome.back
            backTitle = chrome.backTitle
        }
        let leading = chrome?.sidebarToggle
        let isRightToLeft = context.environment.layoutDirection == .rightToLeft
        let headerContext = context.child(.explicit("navigation header"))
        // The header is resolved at placement: its views' state (the fields' focus) is
        // kept across updates.
        context.graph?.keepBuiltDuringLayout(under: headerContext.path, parent: context.parentNode)
        let makeHeader: @MainActor (HeaderContent) -> ViewNode = { [back, backTitle] content in
            let header = NavigationHeader(
                content: content, backTitle: content.backButtonHidden ? nil : backTitle,
                back: back, isRightToLeft: isRightToLeft, leading: leading)
            return resolveSingle(header, context: headerContext)
        }
        var goBack: (@MainActor () -> Void)?
        if depth > 0 { goBack = { model.pop(toDepth: depth - 1) } }
        nodes.append(NavigationStackNode(entries: entryNodes, goBack: goBack, makeHeader: makeHeader, slide: slide))
    }

    /// The slide of a push or pop (Animation: a push slides the new view in from the
    /// trailing edge over the old one, a pop slides it out), or nil when nothing slides.
    /// One view more on top of the same ones is a push, fewer of the same ones a pop; any
    /// other change (a path assigned in one step, a restore) does not animate, nor does a
    /// transaction with `disablesAnimations` or an explicit one without an animation
    /// (`withAnimation(nil)`).
    @MainActor private func slide(shown: [NavigationEntry], entryNodes: [ViewNode], context: ResolveContext) -> NavigationSlide? {
        guard let store = context.graph?.animations else { return nil }
        let components = shown.map(Self.component(of:))
        let previous = model.shownComponents
        model.shownComponents = components
        var transaction = Transaction()
        if let previous, previous != components {
            let transactionAllows = !context.transaction.disablesAnimations
                && (context.transaction.animation != nil || !context.transaction.isExplicit)
            if components.count == previous.count + 1, Array(components.prefix(previous.count)) == previous {
                model.slideKind = .push
                model.leaving = nil
            } else if components.count < previous.count, Array(previous.prefix(components.count)) == components,
                let leaving = model.topEntry
            {
                model.slideKind = .pop
                model.leaving = (leaving, entryNodes.count)
            } else {
                model.slideKind = nil
                model.leaving = nil
            }
            model.slideGeneration += 1
            if model.slideKind != nil && transactionAllows { transaction = Transaction(animation: NavigationSlide.animation) }
        }
        model.topEntry = shown.last
        let presented = store.animate(
            model.slideGeneration, key: store.nextKey(context), transaction: transaction, owner: context.parentNode)
        let remaining = min(1, max(0, model.slideGeneration - presented))
        guard remaining > 0, let kind = model.slideKind else {
            model.leaving = nil
            return nil
        }
        let background = Color.windowBackground.resolve(in: context.environment)
        let direction: CGFloat = context.environment.layoutDirection == .rightToLeft ? -1 : 1
        switch kind {
        case .push:
            guard entryNodes.count >= 2 else { return nil }
            return NavigationSlide(
                under: entryNodes[entryNodes.count - 2], over: entryNodes[entryNodes.count - 1],
                offset: direction * CGFloat(remaining), background: background)
        case .pop:
            guard let (entry, depth) = model.leaving else { return nil }
            let node = resolve(entry, depth: depth, context: context)
            return NavigationSlide(
                under: entryNodes[entryNodes.count - 1], over: node,
                offset: direction * CGFloat(1 - remaining), background: background)
        }
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
/// not measured, drawn, hit or focused, and their preferences do not flow up. The header is
/// built at each placement from the top view's preferences (title, subtitle, toolbar
/// items, search field), so it follows changes inside the top view; those preferences stop
/// here (the title and `toolbar(removing:)` go on up, for the window's title and a split
/// view).
package final class NavigationStackNode: ViewNode, PreferenceWriting {
    let entries: [ViewNode]
    /// Pops the top view; nil at the root.
    let goBack: (@MainActor () -> Void)?
    let makeHeader: @MainActor (HeaderContent) -> ViewNode
    /// The push or pop sliding now.
    let slide: NavigationSlide?
    /// The header of the last placement; nil before it and while the top view hides it.
    private(set) var header: ViewNode?
    /// Toolbar items and search fields declared around the stack, shown in its header.
    let outerHeader = OuterHeaderContent()

    init(
        entries: [ViewNode], goBack: (@MainActor () -> Void)?, makeHeader: @escaping @MainActor (HeaderContent) -> ViewNode,
        slide: NavigationSlide?
    ) {
        self.entries = entries
        self.goBack = goBack
        self.makeHeader = makeHeader
        self.slide = slide
        super.init()
    }

    private var top: ViewNode { entries[entries.count - 1] }

    override var asPreferenceWriter: (any PreferenceWriting)? { self }

    func preference<Q: PreferenceKey>(_ key: Q.Type) -> Q.Value? {
        let stops = Q.self == ToolbarItemsKey.self || Q.self == SearchFieldKey.self
            || Q.self == NavigationSubtitleKey.self || Q.self == NavigationTitleEditorKey.self
            || Q.self == NavigationBackButtonHiddenKey.self || Q.self == ToolbarVisibilityKey.self
        return stops ? Q.defaultValue : nil
    }

    /// Whether the top view hides the header (`toolbar(.hidden)`).
    private var headerHidden: Bool {
        let bars = reducedPreference(ToolbarVisibilityKey.self, in: top) ?? [:]
        return bars.contains { $0.key.isHeaderBar && $0.value == .hidden }
    }

    private var headerHeight: CGFloat { headerHidden ? 0 : NavigationHeader.height }

    package override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let barHeight = headerHeight
        let content = top.sizeThatFits(
            ProposedViewSize(width: proposal.width, height: proposal.height.map { max(0, $0 - barHeight) }))
        return CGSize(
            width: proposal.width ?? content.width,
            height: proposal.height ?? content.height + barHeight)
    }

    package override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        var content = HeaderContent(of: top)
        outerHeader.merge(into: &content)
        let barHeight: CGFloat = content.visibility == .hidden ? 0 : NavigationHeader.height
        header = content.visibility == .hidden ? nil : makeHeader(content)
        header?.place(at: bounds.origin, proposal: ProposedViewSize(width: bounds.width, height: barHeight))
        let origin = CGPoint(x: bounds.minX, y: bounds.minY + barHeight)
        let contentProposal = ProposedViewSize(width: bounds.width, height: max(0, bounds.height - barHeight))
        // During a slide every view is laid out (and hit) where it rests; the sliding one
        // is only drawn shifted.
        top.place(at: origin, proposal: contentProposal)
        if let slide {
            if slide.under !== top { slide.under.place(at: origin, proposal: contentProposal) }
            if slide.over !== top { slide.over.place(at: origin, proposal: contentProposal) }
        }
        contentFrame = CGRect(origin: origin, size: CGSize(width: bounds.width, height: max(0, bounds.height - barHeight)))
    }

    /// Where the views show, under the header.
    private var contentFrame = CGRect.zero

    package override var children: [ViewNode] { (header.map { [$0] } ?? []) + [top] }

    package override func draw(into list: inout DisplayList) {
        guard let slide else { return super.draw(into: &list) }
        slide.under.draw(into: &list)
        let dx = slide.offset * contentFrame.width
        list.append(.beginClip(Path(contentFrame), frame: contentFrame))
        list.append(.fill(slide.over.frame.offsetBy(dx: dx, dy: 0), color: slide.background))
        var over = DisplayList()
        slide.over.draw(into: &over)
        for item in over.items { list.append(item.shifted(by: dx)) }
        if over.animatesContinuously { list.animatesContinuously = true }
        list.append(.end)
        header?.draw(into: &list)
    }
}
