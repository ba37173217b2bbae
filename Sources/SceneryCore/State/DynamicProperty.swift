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
        if let owner = propertyOwner {
            bindOwner(owner, to: node, environment: environmentValues)
        } else {
            bindProperties(of: view, to: node, environment: environmentValues)
        }
    }

    /// ``bindProperties(of:to:environment:)`` for a style's value, opened from `Any`.
    private static func bindOwner<Owner>(_ owner: Owner, to node: GraphNode?, environment: EnvironmentValues) {
        bindProperties(of: owner, to: node, environment: environment)
    }

    /// Binds the dynamic properties of `value` (a view, or the style whose stored
    /// properties stand for the view's), through its type's plan where it has one.
    private static func bindProperties<T>(of value: T, to node: GraphNode?, environment environmentValues: EnvironmentValues) {
        guard let plan = PropertyPlan.plan(for: value) else {
            bindReflecting(value, to: node, environment: environmentValues)
            return
        }
        if TypeMemory.isRecording {  // Graph/TypeMemory.swift
            for type in plan.fieldTypes { TypeMemory.note(type, as: .field) }
        }
        guard !plan.fields.isEmpty else {
            node?.observeObjects([])
            return
        }
        var binder = Binder(node: node, environment: environmentValues)
        withUnsafeBytes(of: value) { bytes in
            guard let base = bytes.baseAddress else { return }
            for field in plan.fields {
                let address = base + field.offset
                if let environment = field.environment { binder.bindEnvironment(environment, at: address) }
                guard node != nil else { continue }
                if let state = field.state { binder.attachState(state, at: address, label: field.label) }
                if let observing = field.observing { binder.observe(observing, at: address) }
            }
        }
        node?.observeObjects(binder.observed)
    }

    /// Binds `value`'s properties by reflecting it: types without a plan.
    private static func bindReflecting(_ value: Any, to node: GraphNode?, environment environmentValues: EnvironmentValues) {
        var binder = Binder(node: node, environment: environmentValues)
        for child in Mirror(reflecting: value).children {
            if TypeMemory.isRecording { TypeMemory.note(type(of: child.value), as: .field) }  // Graph/TypeMemory.swift
            // One conformance check for a plain field: the Swift runtime scans every
            // conformance record of the executable the first time it checks a type against
            // a protocol, so each check saved here is one scan saved on a window's first frame.
            guard child.value is any DynamicProperty else { continue }
            if let environment = child.value as? any EnvironmentBindable {
                environment.bind(environmentValues)
            }
            guard node != nil else { continue }
            if let state = child.value as? any StateBindable { binder.attach(state, label: child.label) }
            if let observing = child.value as? any ObjectObservingProperty { binder.observe(observing) }
        }
        node?.observeObjects(binder.observed)
    }

    /// The state of one bind: the next state slot of the node, and the objects observed.
    @MainActor
    private struct Binder {
        let node: GraphNode?
        let environment: EnvironmentValues
        var slot = 0
        var observed: [any ObservableObject] = []

        init(node: GraphNode?, environment: EnvironmentValues) {
            self.node = node
            self.environment = environment
        }

        func bindEnvironment<P: EnvironmentBindable>(_ type: P.Type, at address: UnsafeRawPointer) {
            storedProperty(P.self, at: address).bind(environment)
        }

        mutating func attachState<P: StateBindable>(_ type: P.Type, at address: UnsafeRawPointer, label: String) {
            attach(storedProperty(P.self, at: address), label: label)
        }

        mutating func observe<P: ObjectObservingProperty>(_ type: P.Type, at address: UnsafeRawPointer) {
            observe(storedProperty(P.self, at: address))
        }

        /// Points `state` at the node's storage for the next slot, creating it the first time.
        mutating func attach(_ state: some StateBindable, label: String?) {
            guard let node else { return }
            if slot < node.stateSlots.count {
                state.attach(to: node.stateSlots[slot])
            } else {
                node.stateSlots.append(state.makeStorage())
            }
            node.stateSlots[slot].owner = node
            node.stateSlots[slot].label = label
            node.stateSlots[slot].didAttach(to: node)
            slot += 1
        }

        /// Subscribes the view to the object `property` holds, and records the environment
        /// value it depends on.
        mutating func observe(_ property: some ObjectObservingProperty) {
            guard let node else { return }
            if let object = property.observedObject { observed.append(object) }
            if let dependency = property.environmentDependency {
                node.recordEnvironmentRead(dependency.0, value: dependency.1)
            }
        }
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
