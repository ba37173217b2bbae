/// The node of a container with a `Layout` (every `HStack`, `VStack`, `ZStack` and custom
/// layout): it asks the layout for its size and lets it place the children.
package final class LayoutContainerNode<L: Layout>: ViewNode {
    // Written only by `adopt(_:)`, between layouts: no access can overlap, and the
    // dynamic exclusivity checks cost every read in layout and drawing.
    @exclusivity(unchecked) private(set) var layout: L
    /// The children the layout places (not the leaving ones).
    @exclusivity(unchecked) private(set) var nodes: [ViewNode]
    /// Every child, in drawing order: leaving content (its removal transition running)
    /// takes no space and stays where it was.
    @exclusivity(unchecked) private var allNodes: [ViewNode]
    /// The layout's cache (`Layout.makeCache`), made when the layout is first asked.
    /// Kept behind a pointer rather than as an `L.Cache?`: in this generic class every
    /// read or write of an optional of `L.Cache` looked up the optional's metadata at run
    /// time, a dictionary look-up at each size a stack was asked (a twentieth of a first
    /// layout's instructions). Used on the main actor only, never reentrantly (a layout
    /// asks its subviews, not its own container); `nonisolated(unsafe)` so that `deinit`
    /// can free it.
    @exclusivity(unchecked) nonisolated(unsafe) private var cacheStorage: UnsafeMutablePointer<L.Cache>?
    /// What this subtree drew last, while it is not placed again: the subtree places
    /// purely, so its items depend on its frames alone (a container reused with all its
    /// children, Graph/ContainerMemo.swift, draws without walking them).
    private var drawnItems: SubtreeDrawing?

    package init(layout: L, children: [ViewNode]) {
        self.layout = layout
        self.allNodes = children
        // Loops, not `contains` and `filter`: a closure formed on the main actor checks, each
        // time it is called, that it runs there (Layout/MainActorAssumption.swift).
        var leaving = false
        for child in children where child.traits.isLeaving {
            leaving = true
            break
        }
        if leaving {
            var staying: [ViewNode] = []
            staying.reserveCapacity(children.count)
            for child in children where !child.traits.isLeaving { staying.append(child) }
            self.nodes = staying
        } else {
            self.nodes = children
        }
    }

    package override var children: [ViewNode] { allNodes }

    /// A layout places its subviews from its proposal and theirs alone; leaving content
    /// moves by itself.
    package override var placesPurely: Bool { allNodes.count == nodes.count }

    override var adoptsInPlace: Bool { true }

    override func adopt(_ other: ViewNode) {
        // The caller checked that `other` is of this very class.
        let other = unsafeDowncast(other, to: LayoutContainerNode<L>.self)
        layout = other.layout
        nodes = other.nodes
        allNodes = other.allNodes
        contentChanged()
    }

    /// A container measures as another with its layout stored as the same bytes and no
    /// leaving content, around children that measure alike (Layout/
    /// MeasurementInheritance.swift): a layout answers from its proposal and its subviews'
    /// answers and traits alone.
    override func measuresLike(_ other: ViewNode) -> Bool {
        let other = unsafeDowncast(other, to: LayoutContainerNode<L>.self)
        return allNodes.count == nodes.count && other.allNodes.count == other.nodes.count
            && ViewEquality.sameBits(layout, other.layout)
    }

    override var measuredChildren: [ViewNode] { nodes }

    /// A stack's length along one axis, from its children's lengths (`StackPlan.length`).
    override func computeLength(along axis: Axis, for proposal: ProposedViewSize) -> CGFloat? {
        guard allNodes.count == nodes.count, let stack = ConformanceCache.shared.stackLayout(L.self) else { return nil }
        return length(of: stack, along: axis, for: proposal)
    }

    private func length<S: StackLengthLayout>(of type: S.Type, along axis: Axis, for proposal: ProposedViewSize) -> CGFloat? {
        reinterpret(layout, as: S.self).length(along: axis, proposal: proposal, children: nodes)
    }

    /// A stack propagates no positional guide (`Layout.explicitAlignment`'s default).
    override var positionalGuidesAreDefault: Bool { ConformanceCache.shared.stackLayout(L.self) != nil }

    override func inheritDerivedLayout(from old: ViewNode) {
        guard cacheStorage == nil, let inherited = unsafeDowncast(old, to: LayoutContainerNode<L>.self).cacheStorage else { return }
        cacheStorage = Self.storing(inherited.pointee)
    }

    package override func forgetDerivedLayout() {
        dropCache()
        forgetDrawing()
    }

    deinit {
        if let storage = cacheStorage { Self.free(storage) }
    }

    private func dropCache() {
        guard let storage = cacheStorage else { return }
        Self.free(storage)
        cacheStorage = nil
    }

    /// `cache` in storage of its own, for ``cacheStorage``.
    private static func storing(_ cache: L.Cache) -> UnsafeMutablePointer<L.Cache> {
        let storage = UnsafeMutablePointer<L.Cache>.allocate(capacity: 1)
        storage.initialize(to: cache)
        return storage
    }

    /// Frees what ``storing(_:)`` made.
    nonisolated private static func free(_ storage: UnsafeMutablePointer<L.Cache>) {
        storage.deinitialize(count: 1)
        storage.deallocate()
    }

    override func forgetDrawing() {
        drawnItems = nil
    }

    private func withCache<T>(_ subviews: LayoutSubviews, _ body: (inout L.Cache) -> T) -> T {
        if let storage = cacheStorage { return body(&storage.pointee) }
        let storage = Self.storing(layout.makeCache(subviews: subviews))
        cacheStorage = storage
        return body(&storage.pointee)
    }

    package override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let subviews = LayoutSubviews(nodes: nodes, recorder: PlacementRecorder(recording: false))
        return withCache(subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    package override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        drawnItems = nil
        let recorder = PlacementRecorder(recording: false)
        let subviews = LayoutSubviews(nodes: nodes, recorder: recorder)
        withCache(subviews) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
        // A subview the layout did not place goes to the centre with the container's proposal.
        if !recorder.placedAll(nodes.count) {
            for (index, node) in nodes.enumerated() where !recorder.wasPlaced(index) {
                let size = node.sizeThatFits(proposal)
                node.place(at: CGPoint(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2), proposal: proposal)
            }
        }
        guard allNodes.count > nodes.count else { return }
        for node in allNodes where node.traits.isLeaving { node.placeWhereItWas(in: bounds) }
    }

    package override func draw(into list: inout DisplayList) {
        if let drawnItems {
            list.append(reused: drawnItems)
            UpdateCounts.current.itemsReused += drawnItems.count
            return
        }
        let start = list.count
        for child in allNodes { child.draw(into: &list) }
        if subtreePlacesPurely { drawnItems = list.keepDrawing(from: start) }
    }

    package override func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize) -> CGFloat? {
        memoizedAlignment(key, proposal: proposal) {
            let bounds = CGRect(origin: .zero, size: sizeThatFits(proposal))
            let subviews = LayoutSubviews(nodes: nodes, recorder: PlacementRecorder(recording: true))
            return withCache(subviews) { cache in
                key.axis == .horizontal
                    ? layout.explicitAlignment(
                        of: HorizontalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
                    : layout.explicitAlignment(
                        of: VerticalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            }
        }
    }
}

extension HorizontalAlignment {
    package init(key: AlignmentKey) { self.key = key }
}

extension VerticalAlignment {
    package init(key: AlignmentKey) { self.key = key }
}
