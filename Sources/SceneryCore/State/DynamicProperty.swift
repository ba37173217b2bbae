/// A stored property of a view that the view graph manages (like `@State`): its storage
/// belongs to the view's identity, not to the view value.
public protocol DynamicProperty {}

/// State storage for one `@State` property of one view identity.
class AnyStateStorage: @unchecked Sendable {
    // @unchecked: created anywhere (a view's initialiser), but read, written and observed
    // only on the main actor, where views are evaluated and events handled.
    /// The custom views whose `body` read this state since it last changed. Weak: a view's
    /// node holds its own state storage, so a strong reference back would keep every view
    /// that reads its own `@State` (and the layout nodes it caches) alive after it left the
    /// tree or its window closed.
    nonisolated(unsafe) private var readers: [ObjectIdentifier: WeakGraphNode] = [:]
    /// The view the state belongs to and the property's name (`_value`), for
    /// `_printChanges()`.
    nonisolated(unsafe) weak var owner: GraphNode?
    nonisolated(unsafe) var label: String?

    init() {}

    /// The storage now belongs to `node`'s view (called on every bind). Focus state keeps
    /// the node's graph, to ask for an update when it is assigned.
    @MainActor
    func didAttach(to node: GraphNode) {}

    /// Records that the body being evaluated now reads this state.
    @MainActor
    func recordRead() {
        guard let node = ViewGraph.evaluating else { return }
        readers[ObjectIdentifier(node)] = WeakGraphNode(node: node)
    }

    /// Invalidates every view that read this state (they re-register when their body runs).
    @MainActor
    func notifyReaders() {
        let current = readers
        readers = [:]
        for reader in current.values {
            guard let node = reader.node else { continue }
            if node === owner, let label { node.changedState.insert(label) }
            node.graph?.invalidate(node)
        }
    }
}

/// Binds a new view value's `@State` properties to the storage of its identity.
@MainActor
enum StateBinding {
    /// Walks `view`'s stored properties (in declaration order) and points each `@State`
    /// (and `@StateObject`) at its node's storage, creating the storage from the
    /// property's initial value the first time: so the initial value counts only when the
    /// view first appears (R19, R22). The view is then subscribed to the
    /// `ObservableObject`s its properties hold (and only to those, R30).
    ///
    /// With a `propertyOwner`, its stored properties are bound instead of the view's: a
    /// control style's (`makeBody(configuration:)` is then the view's body).
    static func bind<V: View>(
        _ view: V, to node: GraphNode?, environment environmentValues: EnvironmentValues, propertyOwner: Any? = nil
    ) {
        // A view without stored properties has nothing to bind. Reflecting it would still
        // cost the first window several conformance scans (Mirror checks the type against
        // its customisation protocols), so it is not reflected at all.
        guard MemoryLayout<V>.size > 0 else {
            node?.observeObjects([])
            return
        }
        var slot = 0
        var observed: [any ObservableObject] = []
        for child in Mirror(reflecting: propertyOwner ?? view).children {
            if TypeMemory.isRecording { TypeMemory.note(type(of: child.value), as: .field) }  // Graph/TypeMemory.swift
            // One conformance check for a plain field: the Swift runtime scans every
            // conformance record of the executable the first time it checks a type against
            // a protocol, so each check saved here is one scan saved on a window's first frame.
            guard child.value is any DynamicProperty else { continue }
            if let environment = child.value as? any EnvironmentBindable {
                environment.bind(environmentValues)
            }
            guard let node else { continue }
            if let state = child.value as? any StateBindable {
                if slot < node.stateSlots.count {
                    state.attach(to: node.stateSlots[slot])
                } else {
                    node.stateSlots.append(state.makeStorage())
                }
                node.stateSlots[slot].owner = node
                node.stateSlots[slot].label = child.label
                node.stateSlots[slot].didAttach(to: node)
                slot += 1
            }
            if let observing = child.value as? any ObjectObservingProperty {
                if let object = observing.observedObject { observed.append(object) }
                if let dependency = observing.environmentDependency {
                    node.recordEnvironmentRead(dependency.0, value: dependency.1)
                }
            }
        }
        node?.observeObjects(observed)
    }
}

/// What `State` offers the binder.
@MainActor
protocol StateBindable {
    /// Creates the node's storage from this property's current (initial) value, and
    /// attaches the property to it.
    func makeStorage() -> AnyStateStorage
    /// Points this property at existing storage.
    func attach(to storage: AnyStateStorage)
}
