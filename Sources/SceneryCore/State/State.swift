/// A value a view owns: it lives as long as the view's identity, and changing it updates
/// the views whose `body` read it.
///
/// ```swift
/// struct Counter: View {
///     @State private var count = 0
///     var body: some View { Text("\(count)") }
/// }
/// ```
///
/// The initial value is used only when the view first appears; later values of the view
/// (its parent re-rendering) keep the stored value (R19). Each window keeps its own state.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let box: StateBox<Value>

    /// Creates state with an initial value.
    nonisolated public init(wrappedValue value: Value) { box = StateBox(value) }

    /// Creates state with an initial value.
    nonisolated public init(initialValue value: Value) { box = StateBox(value) }

    /// The current value; setting it schedules an update of the views that read it.
    @MainActor
    public var wrappedValue: Value {
        get { box.storage.read() }
        nonmutating set { box.storage.write(newValue) }
    }

    /// A binding to the state, for child views that edit it (`$count`).
    @MainActor
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.storage.read() }, set: { box.storage.write($0) })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Creates state whose initial value is nil.
    nonisolated public init() { self.init(wrappedValue: nil) }
}

extension State: StateBindable {
    func makeStorage() -> AnyStateStorage { box.storage }

    func attach(to storage: AnyStateStorage) {
        guard let typed = storage as? StateStorage<Value> else { return }
        box.storage = typed
    }
}

/// The reference a `State` value carries, so every copy of one view value reaches the same
/// storage, and the graph can re-point it at its identity's storage.
final class StateBox<Value>: @unchecked Sendable {
    // @unchecked: only touched on the main actor, where views are evaluated and events
    // are handled.
    nonisolated(unsafe) var storage: StateStorage<Value>

    init(_ value: Value) { storage = StateStorage(value) }
}

/// The stored value of one `@State` of one view identity.
final class StateStorage<Value>: AnyStateStorage, @unchecked Sendable {
    nonisolated(unsafe) private var value: Value

    init(_ value: Value) { self.value = value }

    @MainActor
    func read() -> Value {
        recordRead()
        return value
    }

    @MainActor
    func write(_ newValue: Value) {
        value = newValue
        notifyReaders()
    }
}
