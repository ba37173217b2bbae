/// Where subviews were placed by one run of `placeSubviews`: live (the nodes are placed) or
/// recording (a dry run to learn positions, used to merge alignment guides).
@MainActor
package final class PlacementRecorder {
    package let recording: Bool
    /// Where each subview was placed, while recording.
    @exclusivity(unchecked) package private(set) var placements: [Int: (origin: CGPoint, proposal: ProposedViewSize)] = [:]
    /// Live, only which subviews were placed is kept: how many were placed in index order
    /// from the first (a stack places each once, in order: a count, no table), and the
    /// indices placed out of that order.
    @exclusivity(unchecked) private var placedInOrder = 0
    @exclusivity(unchecked) private var placedOutOfOrder: Set<Int> = []

    package init(recording: Bool) { self.recording = recording }

    func record(_ index: Int, node: ViewNode, origin: CGPoint, proposal: ProposedViewSize) {
        if recording {
            placements[index] = (origin, proposal)
            return
        }
        if index == placedInOrder { placedInOrder += 1 } else { placedOutOfOrder.insert(index) }
        node.place(at: origin, proposal: proposal)
    }

    /// Whether a live run placed the subview at `index`.
    func wasPlaced(_ index: Int) -> Bool { index < placedInOrder || placedOutOfOrder.contains(index) }

    /// Whether a live run placed all of the first `count` subviews.
    func placedAll(_ count: Int) -> Bool { placedInOrder >= count }
}

/// A proxy for one subview of a `Layout`: measure it (as often as needed), read its
/// guides, priority and layout values, and place it.
public struct LayoutSubview: Equatable, Sendable {
    let node: ViewNode
    let index: Int
    let recorder: PlacementRecorder

    /// The subview's size for `proposal`.
    nonisolated public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        onMainActor { node.sizeThatFits(proposal) }
    }

    /// The subview's size and alignment guides for `proposal`.
    nonisolated public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        onMainActor { node.dimensions(for: proposal) }
    }

    /// The subview's `layoutPriority`.
    public var priority: Double { onMainActor { node.traits.priority } }

    /// The subview's preferred spacing: none (the default spacing) for most views, 0 along
    /// the stack for a `Spacer`; `padding` clears the edges it pads.
    public var spacing: ViewSpacing { onMainActor { node.traits.spacing } }

    /// A value the subview set with `.layoutValue(key:value:)`, or the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        let id = ObjectIdentifier(key)
        let stored = onMainActor { node.traits.values[id] }
        return stored as? K.Value ?? K.defaultValue
    }

    /// Places the subview so that its `anchor` is at `position`, at the size it chooses
    /// for `proposal`.
    nonisolated public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        onMainActor { placeOnMainActor(at: position, anchor: anchor, proposal: proposal) }
    }

    /// ``place(at:anchor:proposal:)`` for Scenery's own layouts, already on the main actor.
    @MainActor
    func placeOnMainActor(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = node.sizeThatFits(proposal)
        let origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
        recorder.record(index, node: node, origin: origin, proposal: proposal)
    }

    /// Whether the subview is a `Spacer` (stacks serve spacers last).
    package var isSpacer: Bool { onMainActor { node.traits.isSpacer } }

    package func explicitValue(_ key: AlignmentKey, proposal: ProposedViewSize) -> CGFloat? {
        onMainActor { node.explicitAlignment(key, proposal: proposal) }
    }

    /// Two proxies are equal when they stand for the same subview.
    nonisolated public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.node === b.node && a.index == b.index }
}

/// The subviews of a `Layout` container, in source order (view lists flattened).
public struct LayoutSubviews: RandomAccessCollection, Equatable, Sendable {
    let elements: ArraySlice<LayoutSubview>
    let recorder: PlacementRecorder

    package init(nodes: [ViewNode], recorder: PlacementRecorder) {
        self.recorder = recorder
        elements = ArraySlice(nodes.enumerated().map { LayoutSubview(node: $1, index: $0, recorder: recorder) })
    }

    private init(elements: ArraySlice<LayoutSubview>, recorder: PlacementRecorder) {
        self.elements = elements
        self.recorder = recorder
    }

    /// The first index.
    public var startIndex: Int { elements.startIndex }
    /// One past the last index.
    public var endIndex: Int { elements.endIndex }
    /// The subview at `index`.
    public subscript(index: Int) -> LayoutSubview { elements[index] }
    /// The subviews in `bounds`.
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(elements: elements[bounds], recorder: recorder)
    }

    /// The same subviews, recording placements instead of placing.
    package func recordingPlacements() -> LayoutSubviews {
        let recorder = onMainActor { PlacementRecorder(recording: true) }
        return LayoutSubviews(
            elements: ArraySlice(elements.map { LayoutSubview(node: $0.node, index: $0.index, recorder: recorder) }),
            recorder: recorder)
    }

    package func recordedPlacement(at index: Int) -> (origin: CGPoint, proposal: ProposedViewSize)? {
        let subview = elements[index]
        return onMainActor { recorder.placements[subview.index] }
    }

    /// Equal when they hold the same subviews.
    nonisolated public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool { Array(a.elements) == Array(b.elements) }
}
