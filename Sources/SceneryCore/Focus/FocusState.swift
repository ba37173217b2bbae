/// A value that says where the keyboard focus is, and moves it when written.
///
/// Bind it to views with ``View/focused(_:)`` (a `Bool`) or
/// ``View/focused(_:equals:)`` (an optional value naming one of several views). The
/// window keeps it current — true (or the view's value) while that view, or a view inside
/// it, has the focus, false (nil) otherwise — and assigning it asks the window to move the
/// focus there (`false`/`nil` takes the focus away). A request that names no focusable,
/// enabled view in the window is dropped and the value goes back to where the focus is.
///
/// ```swift
/// @FocusState private var nameIsFocused: Bool
/// var body: some View {
///     Button("Name") { … }.focused($nameIsFocused)
///     Button("Focus the name") { nameIsFocused = true }
/// }
/// ```
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    let box: FocusStateBox<Value>

    /// Focus state for one view: true while it has the focus.
    nonisolated public init() where Value == Bool { box = FocusStateBox(FocusStateStorage(blank: false)) }

    /// Focus state for several views: the value of the focused one, nil when none of them.
    nonisolated public init<T: Hashable>() where Value == T? { box = FocusStateBox(FocusStateStorage(blank: nil)) }

    /// Focus state with an initial value, as in `@FocusState private var isFocused: Bool =
    /// false`. A value other than false / nil focuses the view bound to it when it first
    /// appears.
    nonisolated public init(wrappedValue value: Value) {
        let blank: Value
        if Value.self == Bool.self, let no = false as? Value {
            blank = no
        } else if let optional = Value.self as? any FocusBlankValue.Type, let none = optional.blankValue as? Value {
            blank = none
        } else {
            blank = value
        }
        box = FocusStateBox(FocusStateStorage(blank: blank))
        if value != blank { box.storage.initialRequest(value) }
    }

    /// Where the focus is; assigning moves it (after the current event is handled).
    @MainActor
    public var wrappedValue: Value {
        get { box.storage.read() }
        nonmutating set { box.storage.request(newValue) }
    }

    /// The binding `focused(_:)` and `focused(_:equals:)` take (`$isFocused`).
    @MainActor
    public var projectedValue: Binding { Binding(box: box) }

    /// A binding to a `FocusState`, for `focused(_:)` and `focused(_:equals:)`, or for a child
    /// view that moves the focus.
    @propertyWrapper
    public struct Binding {
        let box: FocusStateBox<Value>

        /// Where the focus is; assigning moves it.
        @MainActor
        public var wrappedValue: Value {
            get { box.storage.read() }
            nonmutating set { box.storage.request(newValue) }
        }

        /// The binding itself.
        public var projectedValue: Binding { self }
    }
}

extension FocusState: StateBindable {
    func makeStorage() -> AnyStateStorage { box.storage }

    func attach(to storage: AnyStateStorage) {
        guard let typed = storage as? FocusStateStorage<Value> else { return }
        box.storage = typed
    }
}

/// Optional focus values are blank when nil.
protocol FocusBlankValue {
    static var blankValue: Any { get }
}

extension Optional: FocusBlankValue {
    static var blankValue: Any { Optional<Wrapped>.none as Any }
}

/// The reference a `FocusState` carries (re-pointed by the graph at its identity's storage).
final class FocusStateBox<Value: Hashable>: @unchecked Sendable {
    // @unchecked: only touched on the main actor, like StateBox.
    nonisolated(unsafe) var storage: FocusStateStorage<Value>
    init(_ storage: FocusStateStorage<Value>) { self.storage = storage }
}

/// What the window's ``FocusController`` sees of a focus state's storage, whatever its value type.
class AnyFocusStateStorage: AnyStateStorage, @unchecked Sendable {
    /// App code assigned the value since the window last looked: a focus move to carry out.
    nonisolated(unsafe) var hasPendingRequest = false
    /// The graph of the view that owns the state, to ask for an update on a request.
    nonisolated(unsafe) weak var graph: ViewGraph?

    @MainActor override func didAttach(to node: GraphNode) { graph = node.graph }
}

/// The stored value of one `@FocusState` of one view identity.
final class FocusStateStorage<Value: Hashable>: AnyFocusStateStorage, @unchecked Sendable {
    nonisolated(unsafe) private(set) var value: Value
    /// The value when no bound view has the focus (false or nil).
    let blank: Value

    init(blank: Value) {
        self.blank = blank
        value = blank
    }

    @MainActor
    func read() -> Value {
        recordRead()
        return value
    }

    /// App code assigns: remember the request and make sure the window updates, even when
    /// no body reads the value.
    @MainActor
    func request(_ newValue: Value) {
        hasPendingRequest = true
        set(newValue)
        graph?.setNeedsUpdate()
    }

    /// An initial value that names a view: a request carried out after the first layout
    /// (no update needs asking for, the first one comes anyway).
    func initialRequest(_ newValue: Value) {
        hasPendingRequest = true
        value = newValue
    }

    /// The window reports where the focus is.
    @MainActor
    func set(_ newValue: Value) {
        guard newValue != value else { return }
        value = newValue
        notifyReaders()
    }
}
