/// A namespace for `matchedGeometryEffect` ids: one per view identity, for its lifetime.
///
/// ```swift
/// @Namespace private var hero
/// ```
@propertyWrapper
public struct Namespace: DynamicProperty {
    /// A namespace's identity.
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    private let state: State<Int>

    /// A new namespace (kept for the view's lifetime like `@State`).
    nonisolated public init() {
        state = State(initialValue: Namespace.allocate())
    }

    /// The namespace's id.
    @MainActor
    public var wrappedValue: ID { ID(value: state.box.storage.read()) }

    nonisolated(unsafe) private static var next = 0
    private static func allocate() -> Int {
        next += 1
        return next
    }
}

extension Namespace: StateBindable {
    func makeStorage() -> AnyStateStorage { state.makeStorage() }
    func attach(to storage: AnyStateStorage) { state.attach(to: storage) }
}
