/// The combined value of `key` in the laid-out subtree of `node`, or nil when no view in
/// it sets one.
///
/// Values are combined depth first in view order: a container reduces its children's
/// values in order (the first child that sets one starts, the others follow through
/// ``PreferenceKey/reduce(value:nextValue:)``); a view that sets the key itself replaces
/// or transforms its content's value. A `background` or `overlay` counts after the view it
/// decorates. Call it after layout: `GeometryReader` content exists only once placed, and
/// anchors read frames.
@MainActor
package func reducedPreference<K: PreferenceKey>(_ key: K.Type, in node: ViewNode) -> K.Value? {
    if node.holdsNoPreferences { return nil }
    UpdateCounts.current.nodesSearched += 1
    if let writer = node.asPreferenceWriter, let value = writer.preference(K.self) {
        return value
    }
    var result: K.Value?
    for child in preferenceOrder(of: node) {
        guard let next = reducedPreference(K.self, in: child) else { continue }
        if var combined = result {
            K.reduce(value: &combined) { next }
            result = combined
        } else {
            result = next
        }
    }
    return result
}

/// The children of `node` in view order: decorations after the view they decorate
/// (drawing order puts a background first).
@MainActor
private func preferenceOrder(of node: ViewNode) -> [ViewNode] {
    if let decoration = node as? DecorationNode { return [decoration.child, decoration.secondary] }
    if let decoration = node as? PreferenceDecorationNode { return [decoration.child] + (decoration.secondary.map { [$0] } ?? []) }
    return node.children
}

/// A node that sets a preference for its content.
@MainActor
protocol PreferenceWriting: AnyObject {
    /// The value of `key` leaving this node, or nil when this node does not write `key`.
    func preference<Q: PreferenceKey>(_ key: Q.Type) -> Q.Value?
}

/// `preference`, `transformPreference` and `anchorPreference`: a layout-neutral node
/// that computes the value of `K` leaving its content from the content's value (nil when
/// nothing inside sets it) and its own placed node.
package final class PreferenceWriterNode<K: PreferenceKey>: SingleChildNode, PreferenceWriting {
    override var measuresAsItsChild: Bool { true }
    let value: @MainActor (_ inner: K.Value?, _ node: ViewNode) -> K.Value

    init(child: ViewNode, value: @escaping @MainActor (_ inner: K.Value?, _ node: ViewNode) -> K.Value) {
        self.value = value
        super.init(child: child)
    }

    override var asPreferenceWriter: (any PreferenceWriting)? { self }

    func preference<Q: PreferenceKey>(_ key: Q.Type) -> Q.Value? {
        guard Q.self == K.self else { return nil }
        let written: Q.Value = value(reducedPreference(K.self, in: child), self) as! Q.Value
        return written
    }
}

/// A node that runs an action when a preference of its content changes between layouts.
@MainActor
protocol PreferenceObserving: AnyObject {
    /// Compares the content's value with the one this observer's identity saw last (the
    /// key's default the first time), records it in `graph`, and returns the action to run
    /// when it differs.
    func observe(in graph: ViewGraph) -> (@MainActor () -> Void)?
    /// The observer's identity.
    var observerPath: IdentityPath { get }
    /// The name of the observed key, for diagnostics.
    var keyName: String { get }
}

/// `onPreferenceChange`: layout-neutral; the window's preference pass finds it after
/// layout (``ViewGraph/runPreferenceActions(in:)``).
package final class PreferenceObserverNode<K: PreferenceKey>: SingleChildNode, PreferenceObserving where K.Value: Equatable {
    override var measuresAsItsChild: Bool { true }
    let observerPath: IdentityPath
    let action: @MainActor (K.Value) -> Void

    override var asPreferenceObserver: (any PreferenceObserving)? { self }

    init(child: ViewNode, path: IdentityPath, action: @escaping @MainActor (K.Value) -> Void) {
        observerPath = path
        self.action = action
        super.init(child: child)
    }

    var keyName: String { String(describing: K.self) }

    func observe(in graph: ViewGraph) -> (@MainActor () -> Void)? {
        let value = reducedPreference(K.self, in: child) ?? K.defaultValue
        let last = graph.observedPreferences[observerPath].map { $0 as! K.Value } ?? K.defaultValue
        graph.observedPreferences[observerPath] = value
        guard value != last else { return nil }
        let action = self.action
        return { action(value) }
    }
}

/// `overlayPreferenceValue` / `backgroundPreferenceValue`: the primary decides the size;
/// once it is placed, the secondary is built from the primary's preference value,
/// proposed the primary's size and aligned on it (as `DecorationNode` does).
package final class PreferenceDecorationNode: SingleChildNode {
    override var measuresAsItsChild: Bool { true }
    let layer: DecorationNode.Layer
    let alignment: Alignment
    let build: @MainActor (_ primary: ViewNode) -> ViewNode
    /// The secondary built at the last placement.
    private(set) var secondary: ViewNode?

    init(primary: ViewNode, layer: DecorationNode.Layer, alignment: Alignment, build: @escaping @MainActor (ViewNode) -> ViewNode) {
        self.layer = layer
        self.alignment = alignment
        self.build = build
        super.init(child: primary)
    }

    package override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        super.placeChildren(in: bounds, proposal: proposal)
        let node = build(child)
        secondary = node
        let secondaryProposal = ProposedViewSize(bounds.size)
        let origin = alignedOrigin(
            of: node, proposal: secondaryProposal, in: bounds.size, parentDimensions: child.dimensions(for: proposal),
            alignment: alignment)
        node.place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: secondaryProposal)
    }

    package override var children: [ViewNode] {
        guard let secondary else { return [child] }
        return layer == .background ? [secondary, child] : [child, secondary]
    }
}
