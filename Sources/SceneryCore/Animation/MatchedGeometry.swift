/// Which parts of a view's frame `matchedGeometryEffect` matches.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: UInt32
    /// Creates a set from its raw value.
    nonisolated public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The position (the frame's origin, after the size is matched).
    nonisolated public static let position = MatchedGeometryProperties(rawValue: 1)
    /// The size, proposed to the view.
    nonisolated public static let size = MatchedGeometryProperties(rawValue: 2)
    /// Position and size.
    nonisolated public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// The sources of a window's matched-geometry groups: each group's source frame from the
/// last layout, and the views that follow it.
@MainActor
final class MatchedGeometryRegistry {
    struct Key: Hashable {
        var namespace: Namespace.ID
        var id: AnyHashable
    }

    var frames: [Key: CGRect] = [:]
    var followers: [Key: [ObjectIdentifier: WeakGraphNode]] = [:]
}

/// `matchedGeometryEffect`: a source records its frame at every layout; a target behaves as
/// if `.frame(width: source.width, height: source.height)` and an offset onto the source
/// were written where the modifier is (R115): the source's size is proposed, so a rigid
/// target keeps its size and only moves (R116).
nonisolated struct _MatchedGeometryModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let key: MatchedGeometryRegistry.Key
    let properties: MatchedGeometryProperties
    let anchor: UnitPoint
    let isSource: Bool

    @MainActor func resolve(content: (inout [ViewNode], ResolveContext) -> Void, into nodes: inout [ViewNode], context: ResolveContext) {
        var inner: [ViewNode] = []
        content(&inner, context)
        guard let graph = context.graph else { return nodes += inner }
        let registry = graph.animations.matchedGeometry
        if isSource {
            for node in inner {
                let source = MatchedSourceNode(key: key, graph: graph, child: node)
                source.slot = graph.animations.nextKey(context)
                source.transaction = context.transaction
                source.owner = context.parentNode
                nodes.append(source)
            }
            return
        }
        if let owner = context.parentNode { registry.followers[key, default: [:]][ObjectIdentifier(owner)] = WeakGraphNode(node: owner) }
        guard let source = registry.frames[key] else { return nodes += inner }
        let data = context.animated(source.animatableData)
        var frame = CGRect.zero
        frame.animatableData = data
        for node in inner { nodes.append(MatchedTargetNode(source: frame, properties: properties, anchor: anchor, child: node)) }
    }
}

/// A group's source: records its frame after each placement; a changed frame updates the
/// views that follow it.
package final class MatchedSourceNode: SingleChildNode {
    let key: MatchedGeometryRegistry.Key
    weak var graph: ViewGraph?
    /// The animatable attribute of the frame the child is drawn in (the hero transition).
    var slot: AnimationStore.SlotKey?
    var transaction = Transaction()
    weak var owner: GraphNode?

    init(key: MatchedGeometryRegistry.Key, graph: ViewGraph, child: ViewNode) {
        self.key = key
        self.graph = graph
        super.init(child: child)
    }

    package override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        guard let graph, let slot else { return super.placeChildren(in: bounds, proposal: proposal) }
        let registry = graph.animations.matchedGeometry
        // Frames are compared in the coordinates of the layout without layout animations,
        // so a hero moves once, not also with its animating ancestors.
        let shift = graph.animations.placementShift
        let own = bounds.offsetBy(dx: -shift.width, dy: -shift.height)
        // A member inserted in an animated update starts on the frame of the source before
        // the change; a removed one ends on the source after it (R149). Otherwise the
        // child is drawn in this node's own frame.
        let previous = registry.frames[key]
        let role = transaction.matchedRole
        let target = role == .removed ? previous ?? own : own
        let initial = role == .inserted && previous != own ? previous : nil
        var drawn = CGRect.zero
        drawn.animatableData = graph.animations.animate(
            target.animatableData, key: slot, transaction: transaction, owner: owner, initial: initial?.animatableData)
        if drawn == own {
            super.placeChildren(in: bounds, proposal: proposal)
        } else {
            child.place(at: drawn.origin, proposal: ProposedViewSize(drawn.size))
        }
        guard role != .removed else { return }
        guard registry.frames[key] != own else { return }
        registry.frames[key] = own
        let followers = registry.followers[key] ?? [:]
        for follower in followers.values { follower.node?.needsRetraversal() }
        if !followers.isEmpty {
            graph.needsUpdate = true
            graph.animations.followUp(in: transaction)  // targets follow in the same transaction
        }
    }
}

/// A target placed on its source's frame.
package final class MatchedTargetNode: SingleChildNode {
    let source: CGRect
    let properties: MatchedGeometryProperties
    let anchor: UnitPoint

    init(source: CGRect, properties: MatchedGeometryProperties, anchor: UnitPoint, child: ViewNode) {
        self.source = source
        self.properties = properties
        self.anchor = anchor
        super.init(child: child)
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        properties.contains(.size) ? ProposedViewSize(source.size) : proposal
    }

    package override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        properties.contains(.size) ? source.size : child.sizeThatFits(proposal)
    }

    package override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        let childProposal = childProposal(proposal)
        let size = child.sizeThatFits(childProposal)
        guard properties.contains(.position) else {
            let origin = CGPoint(x: bounds.minX + (bounds.width - size.width) / 2, y: bounds.minY + (bounds.height - size.height) / 2)
            return child.place(at: origin, proposal: childProposal)
        }
        // The child's anchor point on the source's.
        let origin = CGPoint(
            x: source.minX + anchor.x * source.width - anchor.x * size.width,
            y: source.minY + anchor.y * source.height - anchor.y * size.height)
        child.place(at: origin, proposal: childProposal)
    }
}

extension View {
    /// Joins the group `id` in `namespace`: the source (one per group) publishes its frame;
    /// the others (`isSource: false`) are proposed its size and placed on it.
    nonisolated public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true
    ) -> some View {
        modifier(_MatchedGeometryModifier(
            key: .init(namespace: namespace, id: AnyHashable(id)), properties: properties, anchor: anchor, isSource: isSource))
    }
}
