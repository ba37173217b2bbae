/// Layout-position animation: every layout node resolved in a window's graph has a frame
/// attribute (its identity path and ordinal among that view's nodes). When layout moves or
/// resizes a node in an update whose transaction has an animation — a sibling grew, an
/// `AnyLayout` switched (R108), an alignment changed — the node is drawn on the way from
/// the frame presented before to its new one, as SwiftUI animates every frame change.
///
/// Frames animate **relative to the presented origin of the parent node**, so a child that
/// keeps its place in a moving parent moves with it (no double move), and a child that
/// moves inside a moving parent adds its own motion. A parent lays its children out at
/// its new size from its presented origin; each child's size animates by itself.
///
/// Only the first layout after an update uses its transaction; later layouts without an
/// update (scrolling, a resize) move frames without animation. In those, and in updates
/// without a state change (animation frames), a frame whose target moves without an
/// animation keeps its running animation as an offset from the new target; a state
/// change without an animation makes it jump (R130).
final class LayoutAnimationTag {
    /// The frame attribute.
    let key: AnimationStore.SlotKey
    /// The transaction the node was resolved in.
    let transaction: Transaction
    /// The update it was resolved in (``AnimationStore/generation``).
    let generation: Int
    /// The custom view whose body output holds the node.
    weak var owner: GraphNode?
    /// The every-update changes to the transaction between the owner and the node
    /// (`.transaction { }`, `.animation(_:)`), applied again when the node is reused.
    let transforms: [@MainActor (inout Transaction) -> Void]
    unowned let store: AnimationStore
    /// The frame attribute, once found: a node at rest is placed without a lookup. (A
    /// node whose transition wraps it shares its tag with the outermost node, which
    /// finds the same attribute.)
    var slot: ValueSlot<CGRect.AnimatableData>?
    /// The `ForEach` row being recorded when the node was resolved: its frame attribute,
    /// made when it is first placed, is filed under that row.
    weak var row: RowRecord?

    init(
        key: AnimationStore.SlotKey, transaction: Transaction, generation: Int, owner: GraphNode?,
        transforms: [@MainActor (inout Transaction) -> Void], store: AnimationStore, row: RowRecord?
    ) {
        self.key = key
        self.transaction = transaction
        self.generation = generation
        self.owner = owner
        self.transforms = transforms
        self.store = store
        self.row = row
    }
}

extension AnimationStore {
    /// Gives the nodes resolved for the view at `context.path` that have none their frame
    /// attribute (the innermost node first: a modifier's node comes after its content's).
    func tagLayout(_ nodes: ArraySlice<ViewNode>, context: ResolveContext) {
        for node in nodes where node.layoutAnimation == nil {
            node.layoutAnimation = LayoutAnimationTag(
                key: nextLayoutKey(context), transaction: context.transaction, generation: generation,
                owner: context.parentNode, transforms: context.transactionTransforms, store: self, row: touchRecording)
        }
    }

    /// The transaction a node's frame changes in: its own when it was resolved in this
    /// update. For a node reused from an earlier update: that of the nearest enclosing
    /// custom view visited in this one, changed by the every-update transaction modifiers
    /// between that view and the node (so `.transaction { $0.animation = nil }` inside a
    /// reused view still holds; `.animation(_:value:)` does not apply, its value being
    /// unchanged).
    func transaction(of tag: LayoutAnimationTag) -> Transaction {
        if isLaidOut { return Transaction() }
        if tag.generation == generation { return tag.transaction }
        var transaction = lastUpdateTransaction
        var unvisited: [GraphNode] = []
        var node = tag.owner
        while let current = node {
            if current.visitGeneration == generation {
                transaction = current.visitTransaction
                break
            }
            unvisited.append(current)
            node = current.parent
        }
        for owner in unvisited.reversed() { for transform in owner.visitTransforms { transform(&transaction) } }
        for transform in tag.transforms { transform(&transaction) }
        return transaction
    }

    /// The frame to present for a node whose layout frame (window coordinates, laid out
    /// from the parent's presented origin) is `target`.
    func presentedFrame(_ target: CGRect, tag: LayoutAnimationTag) -> CGRect {
        let parent = placementOrigin
        var relative = target
        relative.origin = CGPoint(x: target.minX - parent.x, y: target.minY - parent.y)
        let data = relative.animatableData
        if let slot = tag.slot, !slot.isDropped, slot.run == nil, slot.target == data { return target }
        var presented = CGRect.zero
        presented.animatableData = animate(
            data, key: tag.key, transaction: transaction(of: tag), owner: tag.owner, continuing: isFrameUpdate || isLaidOut,
            row: tag.row)
        tag.slot = valueSlot(CGRect.AnimatableData.self, key: tag.key)
        return presented.offsetBy(dx: parent.x, dy: parent.y)
    }

    /// The layout frame the node with `tag` had last (window coordinates, from the parent's
    /// presented origin), if it was placed before.
    func lastLayoutFrame(_ tag: LayoutAnimationTag) -> CGRect? {
        guard let relative = valueSlot(CGRect.AnimatableData.self, key: tag.key)?.target else { return nil }
        var frame = CGRect.zero
        frame.animatableData = relative
        return frame.offsetBy(dx: placementOrigin.x, dy: placementOrigin.y)
    }

    /// Runs `body` (placing the children of a node presented at `presented` and laid out
    /// at `target`) with that node as the parent.
    func placing(presented: CGPoint, target: CGPoint, _ body: () -> Void) {
        let saved = (placementOrigin, placementShift)
        placementShift = CGSize(
            width: placementShift.width + presented.x - target.x, height: placementShift.height + presented.y - target.y)
        placementOrigin = presented
        body()
        (placementOrigin, placementShift) = saved
    }
}

extension GraphNode {
    /// Records that the view was reached in update `generation` in `transaction` (its body
    /// run, re-traversed or its nodes reused).
    func visit(in transaction: Transaction, transforms: [@MainActor (inout Transaction) -> Void], generation: Int) {
        visitTransaction = transaction
        visitTransforms = transforms
        visitGeneration = generation
    }
}
