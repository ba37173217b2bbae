/// The base of every layout node: memoised sizing, placement, alignment guides, traits.
///
/// Subclasses override ``computeSize(_:)``, ``placeChildren(in:proposal:)``,
/// ``explicitAlignment(_:proposal:)``, ``children`` and ``draw(into:)``. Layout is a pure
/// function of the proposal for a resolved tree, so each node remembers the sizes it
/// chose for its last few proposals: stacks probe every child three times per pass, and
/// without the memo a deep tree would be measured exponentially often.
@MainActor
package class ViewNode: LayoutNode {
    /// The frame from the last placement, in window coordinates, as presented: on the way
    /// to ``layoutFrame`` while a layout animation runs.
    @exclusivity(unchecked) package private(set) var frame = CGRect.zero
    /// The frame the last placement chose (laid out from the parent's presented origin).
    @exclusivity(unchecked) package private(set) var layoutFrame = CGRect.zero
    /// This node's frame attribute in a window's graph (Animation/LayoutAnimation.swift).
    @exclusivity(unchecked) var layoutAnimation: LayoutAnimationTag?
    /// The update in which a transition around this node presents its frame attribute
    /// (this node is then placed without animation inside it).
    @exclusivity(unchecked) var frameAdoptedInUpdate = -1
    /// The proposal of the last placement.
    @exclusivity(unchecked) package private(set) var placedProposal = ProposedViewSize.unspecified
    /// What this node carries for its container. (Written while its view is resolved,
    /// read by its container's layout, both on the main actor and never overlapping: the
    /// dynamic exclusivity checks cost every read a stack makes of each child.)
    @exclusivity(unchecked) package var traits = LayoutTraits()
    /// The `accessibilityIdentifier` of the view this node is, if any.
    package var identifier: String?

    /// The sizes this node answered, by proposal. (Read and written on the main actor by
    /// this node's own sizing, which never overlaps itself: the dynamic exclusivity checks
    /// would cost every size a stack asks.)
    @exclusivity(unchecked) private var memo: [(ProposedViewSize, CGSize)] = []
    /// The explicit alignment guides a node with several children computed, by guide and
    /// proposal (``memoizedAlignment(_:proposal:compute:)``).
    @exclusivity(unchecked) private var alignmentMemo: [(AlignmentKey, ProposedViewSize, CGFloat?)] = []
    /// The lengths along one axis this node answered without its whole size
    /// (``computeLength(along:for:)``), by axis and proposal.
    @exclusivity(unchecked) private var lengthMemo: [(Axis, ProposedViewSize, CGFloat)] = []
    /// Whether ``place(at:proposal:)`` ran once.
    @exclusivity(unchecked) private var hasBeenPlaced = false
    /// Whether a size or guide was dropped from the memos to make room since they were last
    /// emptied: the memos then no longer hold every answer this node gave.
    @exclusivity(unchecked) private var answersForgotten = false
    /// ``subtreePlacesPurely``, once known (-1: not yet asked).
    @exclusivity(unchecked) private var subtreePurity: Int8 = -1
    /// ``holdsNoPreferences``, once known (-1: not yet asked).
    @exclusivity(unchecked) private var preferenceFreedom: Int8 = -1
    /// The node that placed this one last (nil for a root): the way up from a node whose
    /// content changed in place to the window's root (Graph/InPlaceUpdate.swift).
    package var parentNode: ViewNode? { placer?.node }
    /// The handle of the node that placed this one last. A handle, not a weak reference:
    /// a weak reference gives its target a side table, and every retain and release of a
    /// container would take the runtime's slow path.
    @exclusivity(unchecked) private var placer: PlacerHandle?
    /// This node's handle, made when a child it places first asks for it (a leaf never
    /// has one); cleared when the node goes.
    @exclusivity(unchecked) private var handle: PlacerHandle?
    /// Whether this node must be placed again although its origin and proposal are the
    /// ones it had: something inside it changed in place.
    @exclusivity(unchecked) private var needsPlacement = false
    /// The node whose children are being placed now: alive, since its `place` is running.
    /// (These are read at every placement and written only there, on the main actor: no
    /// access can overlap, and the dynamic exclusivity checks would cost each of them.)
    @exclusivity(unchecked) private unowned(unsafe) static var placing: ViewNode?

    deinit {
        handle?.node = nil
    }

    package init() {}

    // What a node is, told by overriding rather than by `as? any P`: the Swift runtime
    // answers a node class's first check against a protocol by scanning every conformance
    // record of the executable, a few dozen microseconds per class and protocol on a
    // window's first frame.

    /// This node as a focusable view (a `Button`, a `.focusable()` view), or nil.
    var asFocusable: (any FocusableNode)? { nil }
    /// This node as a writer of preference values, or nil.
    var asPreferenceWriter: (any PreferenceWriting)? { nil }
    /// This node as an observer of a preference (`onPreferenceChange`), or nil.
    var asPreferenceObserver: (any PreferenceObserving)? { nil }

    /// The layout priority stacks read.
    package var layoutPriority: Double { traits.priority }

    /// The size for `proposal` (memoised). A stack asks each child three widths (none, all,
    /// its share) for each of the three heights its own stack asks it, so a cell of a grid
    /// is asked nine proposals: the memo holds sixteen, so that it still holds every answer
    /// the cell gave (``givenAnswers``).
    package final func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        for (seen, size) in memo where seen == proposal { return size }
        UpdateCounts.current.sizesComputed += 1
        let size = computeSize(proposal)
        if memo.count == 16 {
            memo.removeFirst()
            answersForgotten = true
        } else if memo.isEmpty {
            // Room for the few proposals a stack asks at once, instead of growing the
            // storage one answer at a time (an allocation each).
            memo.reserveCapacity(4)
        }
        memo.append((proposal, size))
        return size
    }

    /// The length along `axis` of the size this node answers `proposal` with: what a
    /// stack's probes for a child's minimum and maximum read (CustomLayout/StackAlgorithm.swift).
    /// A length known without measuring (``invariantLength(along:for:)``) is answered
    /// without the memo.
    package final func length(along axis: Axis, for proposal: ProposedViewSize) -> CGFloat {
        if let length = invariantLength(along: axis, for: proposal) { return length }
        for (seen, size) in memo where seen == proposal { return size[axis] }
        for (seenAxis, seen, length) in lengthMemo where seenAxis == axis && seen == proposal { return length }
        guard let length = computeLength(along: axis, for: proposal) else { return sizeThatFits(proposal)[axis] }
        if lengthMemo.count == 8 {
            lengthMemo.removeFirst()
            answersForgotten = true
        } else if lengthMemo.isEmpty {
            // A stack's probes ask for a minimum and a maximum, and its parent's the same
            // along the other axis (``sizeThatFits(_:)``).
            lengthMemo.reserveCapacity(4)
        }
        lengthMemo.append((axis, proposal, length))
        return length
    }

    /// The length along `axis` of this node's size for `proposal`, worked out without its
    /// size along the other axis, when that is cheaper (a stack of texts probed for its
    /// minimum width need not wrap them at zero width); nil to take it from the whole size.
    /// Remembered as sizes are, and asked again by an update in place. Override.
    func computeLength(along axis: Axis, for proposal: ProposedViewSize) -> CGFloat? { nil }

    /// Whether every positional guide of this node (leading, centre, trailing, top, bottom)
    /// is its default, for any proposal: it sets none explicitly, so a stack can line it up
    /// from its length alone. Override; the default is false.
    var positionalGuidesAreDefault: Bool { false }

    /// The length along `axis` this node answers `proposal` with whatever its content and
    /// parameters, when that is known without measuring: a text proposed no width is no
    /// width wide. Since nothing done in place can change it, it needs no memo, and an
    /// update in place need not ask it again (Graph/InPlaceUpdate.swift). Override; the
    /// default is nil.
    func invariantLength(along axis: Axis, for proposal: ProposedViewSize) -> CGFloat? { nil }

    /// Takes the sizes and guides `old` remembered, when this node has answered nothing yet:
    /// `old` answers as this node would (Layout/MeasurementInheritance.swift).
    final func inheritAnswers(from old: ViewNode) {
        guard memo.isEmpty, alignmentMemo.isEmpty, lengthMemo.isEmpty,
              !old.memo.isEmpty || !old.alignmentMemo.isEmpty || !old.lengthMemo.isEmpty else { return }
        memo = old.memo
        alignmentMemo = old.alignmentMemo
        lengthMemo = old.lengthMemo
        answersForgotten = old.answersForgotten
        inheritDerivedLayout(from: old)
        UpdateCounts.current.answersInherited += 1
    }

    /// Takes what `old`, a node of this very class that answers as this one does, derived
    /// from its children's sizes besides the memos (a layout's cache). Override.
    func inheritDerivedLayout(from old: ViewNode) {}

    /// Whether this node answers every size and guide as `other`, a node of this very
    /// class, does, provided their ``measuredChildren`` answer alike and carry the same
    /// traits: the parameters its ``computeSize(_:)`` and ``explicitAlignment(_:proposal:)``
    /// read are equal (Layout/MeasurementInheritance.swift). Override; the default is false.
    func measuresLike(_ other: ViewNode) -> Bool { false }

    /// The children whose answers this node's answers follow from: by default all of them.
    var measuredChildren: [ViewNode] { children }

    /// Forgets the remembered sizes and alignment guides: what this node measures changed
    /// (a lazy container measured new rows).
    package final func forgetSizes() {
        memo.removeAll()
        alignmentMemo.removeAll()
        lengthMemo.removeAll()
        answersForgotten = false
    }

    /// The explicit alignment guide `key` for `proposal`, remembered as sizes are: a
    /// container's guide asks every child for its own, so a stack of 100 rows of 100 cells,
    /// asked again for its guide after one cell changed, would ask all 10,000 cells again.
    /// Like a size, a guide is a pure function of the proposal for a resolved subtree.
    package final func memoizedAlignment(
        _ key: AlignmentKey, proposal: ProposedViewSize, compute: () -> CGFloat?
    ) -> CGFloat? {
        for (seenKey, seenProposal, value) in alignmentMemo where seenKey == key && seenProposal == proposal { return value }
        UpdateCounts.current.alignmentsComputed += 1
        let value = compute()
        if alignmentMemo.count == 8 {
            alignmentMemo.removeFirst()
            answersForgotten = true
        }
        alignmentMemo.append((key, proposal, value))
        return value
    }

    /// Whether this node's placement depends on nothing but its origin, its proposal and
    /// its children, which never change (a stack, a frame, padding, a text, a shape): placed
    /// again where it was with the same proposal, it would give every node inside the frame
    /// it has. False for nodes that build or move content while they are placed (scroll
    /// views, lazy containers, geometry readers, leaving content). Override to return true.
    package var placesPurely: Bool { false }

    /// Whether this node and every node inside it place purely (``placesPurely``): then a
    /// placement at the same origin with the same proposal is skipped. Computed once.
    package final var subtreePlacesPurely: Bool {
        if subtreePurity < 0 {
            // A loop, not `allSatisfy`: a closure formed on the main actor checks, each time
            // it is called, that it runs there (Layout/MainActorAssumption.swift).
            var pure = placesPurely
            if pure {
                for child in children where !child.subtreePlacesPurely {
                    pure = false
                    break
                }
            }
            subtreePurity = pure ? 1 : 0
        }
        return subtreePurity == 1
    }

    /// Whether this subtree holds nothing but layout and drawing: it places purely, so
    /// every node in it is a stack, a frame, padding, a text, a shape or nothing — none
    /// writes or observes a preference, takes the focus or has a keyboard shortcut. Walks
    /// that look for those (the preference pass, focus order, shortcuts) skip it, so they
    /// cost what the window holds besides plain rows.
    package final var holdsOnlyLayout: Bool { subtreePlacesPurely }

    /// Whether this node's children are the ones it was made with, or took in place
    /// (``adopt(_:)``, which calls ``contentChanged()``): true for nodes that place purely,
    /// and for wrappers that hold a fixed child (a button, a background). False for nodes
    /// that build content while they are laid out (lazy containers, geometry readers, a
    /// window's header bar), whose subtrees are walked every time. Override.
    var childrenAreFixed: Bool { placesPurely }

    /// Whether no node in this subtree writes or observes a preference, and none builds
    /// children while it is laid out (``childrenAreFixed``): then the walks that gather
    /// preferences (a window's title and toolbar, its header bar, the preference pass) skip
    /// it. Wider than ``holdsOnlyLayout``: a button's subtree holds no preference but takes
    /// the focus. Computed once, forgotten when something inside changes in place.
    package final var holdsNoPreferences: Bool {
        if preferenceFreedom < 0 {
            // A loop, not `allSatisfy` (``subtreePlacesPurely``).
            var free = childrenAreFixed && asPreferenceWriter == nil && asPreferenceObserver == nil
            if free {
                for child in children where !child.holdsNoPreferences {
                    free = false
                    break
                }
            }
            preferenceFreedom = free ? 1 : 0
        }
        return preferenceFreedom == 1
    }

    /// Something inside this node changed in place, below a node that settled where it was
    /// (Graph/InPlaceUpdate.swift): what it knew of the kinds of node in its subtree
    /// (``subtreePlacesPurely``, ``holdsNoPreferences``) may no longer hold, since a
    /// container inside took new children.
    final func subtreeChanged() {
        subtreePurity = -1
        preferenceFreedom = -1
    }

    /// The animation store of the first node of this subtree resolved in a window's graph.
    var layoutAnimationStore: AnimationStore? {
        if let tag = layoutAnimation { return tag.store }
        for child in children { if let store = child.layoutAnimationStore { return store } }
        return nil
    }

    /// Whether points outside this node's frame can hit nothing inside it (a scroll view
    /// clips its content). Override.
    package var clipsHitTesting: Bool { false }

    /// The size this node chooses for `proposal`. Override.
    package func computeSize(_ proposal: ProposedViewSize) -> CGSize { .zero }

    /// Places the node at `origin` with the size it chooses for `proposal`, then its
    /// children. In a window's graph the node is presented on the way to that frame while
    /// a layout animation runs; its children are laid out at its new size from its
    /// presented origin.
    package final func place(at origin: CGPoint, proposal: ProposedViewSize) {
        let placing = Self.placing
        if placer?.node !== placing { placer = placing?.handleForChildren }
        if hasBeenPlaced, !needsPlacement, layoutFrame.origin == origin, placedProposal == proposal, frame == layoutFrame,
           subtreePlacesPurely, layoutAnimation?.store.isQuiet ?? true {
            // Placed here before with this proposal, and nothing inside can have moved: the
            // frames of the whole subtree are the ones it has.
            UpdateCounts.current.placementsSkipped += 1
            return
        }
        UpdateCounts.current.nodesPlaced += 1
        hasBeenPlaced = true
        needsPlacement = false
        layoutFrame = CGRect(origin: origin, size: sizeThatFits(proposal))
        placedProposal = proposal
        Self.placing = self
        defer { Self.placing = placing }
        guard let tag = layoutAnimation, frameAdoptedInUpdate != tag.store.generation else {
            frame = layoutFrame
            return placeChildren(in: frame, proposal: proposal)
        }
        frame = tag.store.presentedFrame(layoutFrame, tag: tag)
        if frame != layoutFrame { tag.store.noteFrameOffTarget() }
        let bounds = CGRect(origin: frame.origin, size: layoutFrame.size)
        tag.store.placing(presented: frame.origin, target: layoutFrame.origin) { placeChildren(in: bounds, proposal: proposal) }
    }

    /// Something this node shows changed in place (Graph/InPlaceUpdate.swift): it forgets
    /// its remembered sizes, guides, purity and drawing, and the next layout places it
    /// again, with whatever inside it moved.
    package final func contentChanged() {
        forgetSizes()
        subtreeChanged()
        needsPlacement = true
        forgetDerivedLayout()
    }

    /// Every size and guide this node answered since its memos were last emptied, or nil
    /// when some were dropped to make room (``answersAgain(_:)``).
    final var givenAnswers: LayoutAnswers? {
        answersForgotten ? nil : LayoutAnswers(sizes: memo, guides: alignmentMemo, lengths: lengthMemo)
    }

    /// Whether this node, its content changed in place, answers `answers` as it did: then
    /// whoever asked sees it as before, and keeps what it derived (Graph/InPlaceUpdate.swift).
    final func answersAgain(_ answers: LayoutAnswers) -> Bool {
        guard keepsUnrememberedGuides else { return false }
        for (proposal, size) in answers.sizes where sizeThatFits(proposal) != size { return false }
        for (key, proposal, value) in answers.guides where explicitAlignment(key, proposal: proposal) != value { return false }
        for (axis, proposal, value) in answers.lengths where length(along: axis, for: proposal) != value { return false }
        return true
    }

    /// Whether the guides this node gives without remembering them (a text's baselines)
    /// are the ones it gave before its content last changed in place. Override.
    var keepsUnrememberedGuides: Bool { true }

    /// Places this node again where it is, with the proposal it had (its content changed
    /// in place and it answers as before, ``answersAgain(_:)``): its container and the
    /// nodes above need not be laid out again. Returns false when it cannot (never placed,
    /// or presented off its layout frame).
    final func placeAgainWhereItIs() -> Bool {
        guard hasBeenPlaced, frame == layoutFrame else { return false }
        let placing = Self.placing
        Self.placing = parentNode
        defer { Self.placing = placing }
        place(at: layoutFrame.origin, proposal: placedProposal)
        return true
    }

    /// This node's handle, for the children it places to find it by.
    private var handleForChildren: PlacerHandle {
        if let handle { return handle }
        let made = PlacerHandle(node: self)
        handle = made
        return made
    }

    /// Forgets the drawing this node kept of its subtree: something inside it changed in
    /// place. Override.
    func forgetDrawing() {}

    /// Forgets what this node derived from its children's sizes besides the memos of
    /// ``contentChanged()`` (a layout's cache, a kept drawing). Override.
    package func forgetDerivedLayout() {}

    /// Takes the content of `other`, a node that a body which ran again resolved where this
    /// one is, so that this node shows what `other` would, in its place (Graph/
    /// InPlaceUpdate.swift). Called only when ``canTakeContent(of:)`` holds; an override
    /// copies its own content and calls ``contentChanged()``.
    func adopt(_ other: ViewNode) {
        assertionFailure("\(type(of: self)) does not take content in place")
    }

    /// Whether ``adopt(_:)`` takes a node of this class. Override with it.
    var adoptsInPlace: Bool { false }

    /// Whether ``adopt(_:)`` takes `other`, a node of this very class that adopts: by
    /// default yes. Override where parameters of the node must be equal.
    func canAdopt(_ other: ViewNode) -> Bool { true }

    /// Whether this node can take `other`'s content in place (``adopt(_:)``): `other` is of
    /// the same class, which adopts, with the same parameters where they matter, the same
    /// identifier and the same traits. The modifiers around a view set its nodes' traits
    /// and identifier when its parent's output is resolved, and nodes that wrap a child copy
    /// some of its traits when they are made, so none of these may differ from what the
    /// body gives now.
    final func canTakeContent(of other: ViewNode) -> Bool {
        type(of: self) == type(of: other) && adoptsInPlace && canAdopt(other) && identifier == other.identifier
            && traits.isPlain && other.traits.isPlain && traits.priority == other.traits.priority
            && traits.isSpacer == other.traits.isSpacer && traits.spacing == other.traits.spacing
    }

    /// Whether this node is laid out right after a node inside it changed in place, once it
    /// forgot its sizes and is placed again (``contentChanged()``): true for nodes that place
    /// purely, whose sizes and placement follow from their children's; false for those that
    /// build or measure content while they are placed and keep it elsewhere (a lazy stack's
    /// row heights). Override for a node that is laid out right although it is not pure.
    var takesChangesInPlace: Bool { placesPurely }

    /// Places leaving content (outside its container's layout) on the layout frame it had
    /// last, relative to the parent, proposing that size; content never laid out before
    /// goes to the top-leading corner of `bounds` at its ideal size.
    package final func placeWhereItWas(in bounds: CGRect) {
        guard let tag = layoutAnimation, let last = tag.store.lastLayoutFrame(tag) else {
            return place(at: bounds.origin, proposal: .unspecified)
        }
        place(at: last.origin, proposal: ProposedViewSize(last.size))
    }

    /// Places the children inside `bounds` (this node's frame). Override.
    package func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {}

    /// This node's explicit value for a guide at the size it chooses for `proposal`, in its
    /// own coordinates, or nil to use the guide's default. Override.
    package func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize) -> CGFloat? { nil }

    /// The size for `proposal` and the value of the guide `key` in it, as
    /// `dimensions(for: proposal)[key]` gives it. A positional guide's default (leading,
    /// centre, trailing, top, bottom) follows from the size alone, so it is computed
    /// without the closure a `ViewDimensions` reading explicit guides would allocate: a
    /// stack and a frame ask this of every child they place.
    package final func sizeAndGuide(_ key: AlignmentKey, for proposal: ProposedViewSize) -> (size: CGSize, guide: CGFloat) {
        guard key.isPositional else {
            let dimensions = dimensions(for: proposal)
            return (dimensions.size, dimensions[key])
        }
        let size = sizeThatFits(proposal)
        return (size, positionalGuide(key, for: proposal, size: size))
    }

    /// The value of the positional guide `key` for `proposal`, at which this node is `size`.
    final func positionalGuide(_ key: AlignmentKey, for proposal: ProposedViewSize, size: CGSize) -> CGFloat {
        explicitAlignment(key, proposal: proposal) ?? key.defaultValue(in: ViewDimensions(size: size))
    }

    /// The size and guides for `proposal`; explicit guides are computed when read.
    package final func dimensions(for proposal: ProposedViewSize) -> ViewDimensions {
        ViewDimensions(size: sizeThatFits(proposal)) { [self] key in
            onMainActor { self.explicitAlignment(key, proposal: proposal) }
        }
    }

    /// The nodes below this one, for inspection (drawing goes through ``draw(into:)``).
    package var children: [ViewNode] { [] }

    /// Appends what this node draws; by default its children's drawing.
    package func draw(into list: inout DisplayList) {
        for child in children { child.draw(into: &list) }
    }

    /// Every node of the subtree, depth first.
    package func forEachNode(_ body: (ViewNode) -> Void) {
        body(self)
        for child in children { child.forEachNode(body) }
    }
}

/// Refers to a node that places others, for them to find it (``ViewNode/parentNode``):
/// the node clears it when it goes, so a node it placed never reaches a freed one. Used on
/// the main actor only; a node's `deinit`, its last access, is where it clears its own.
final class PlacerHandle: @unchecked Sendable {
    @exclusivity(unchecked) unowned(unsafe) var node: ViewNode?

    init(node: ViewNode) {
        self.node = node
    }
}

/// The sizes and guides a node answered, by proposal (``ViewNode/givenAnswers``).
struct LayoutAnswers {
    let sizes: [(ProposedViewSize, CGSize)]
    let guides: [(AlignmentKey, ProposedViewSize, CGFloat?)]
    let lengths: [(Axis, ProposedViewSize, CGFloat)]
}

/// Where a child's guide meets its parent's: the origin that puts the child's `alignment`
/// guides on the parent's, for a parent of `size` (parent coordinates).
@MainActor
package func alignedOrigin(
    of child: ViewNode, proposal: ProposedViewSize, in size: CGSize, parentDimensions: ViewDimensions? = nil,
    alignment: Alignment
) -> CGPoint {
    let parent = parentDimensions ?? ViewDimensions(size: size)
    let horizontal = alignment.horizontal.key, vertical = alignment.vertical.key
    guard horizontal.isPositional, vertical.isPositional else {
        let dimensions = child.dimensions(for: proposal)
        return CGPoint(x: parent[horizontal] - dimensions[horizontal], y: parent[vertical] - dimensions[vertical])
    }
    // Positional guides need no `ViewDimensions` closure (``ViewNode/sizeAndGuide(_:for:)``).
    let childSize = child.sizeThatFits(proposal)
    return CGPoint(
        x: parent[horizontal] - child.positionalGuide(horizontal, for: proposal, size: childSize),
        y: parent[vertical] - child.positionalGuide(vertical, for: proposal, size: childSize))
}
