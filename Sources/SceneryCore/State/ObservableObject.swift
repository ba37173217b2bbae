// `ObservableObject`, `@Published`, `ObservableObjectPublisher` and the rest of Combine's
// API come from OpenCombine; `import Scenery` gives them to apps, as `import SwiftUI`
// gives Combine's. (Start-up cost measured before adopting it: docs/view-graph.md.)
@_exported public import OpenCombine

/// An `ObservableObject` a view owns: created once per view identity, kept while the
/// identity lives, and observed — any `objectWillChange` runs the view's `body` again.
///
/// ```swift
/// struct LibraryView: View {
///     @StateObject private var library = Library()
///     var body: some View { Text("\(library.books.count) books") }
/// }
/// ```
///
/// The initial value is an autoclosure: it runs once, when the view's identity first
/// appears, not each time the parent re-creates the view value (R22). A new identity (an
/// `.id` change, another `if` branch) starts with a new object.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    let box: StateObjectBox<ObjectType>

    /// Creates the property; `thunk` makes the object when the view first appears.
    nonisolated public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        box = StateObjectBox(thunk)
    }

    /// The object.
    @MainActor
    public var wrappedValue: ObjectType { box.storage.object }

    /// Bindings to the object's properties: `$library.title`.
    @MainActor
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
    }
}

/// The reference a `StateObject` value carries, re-pointed by the graph at its identity's
/// storage.
final class StateObjectBox<ObjectType: AnyObject>: @unchecked Sendable {
    // @unchecked: only touched on the main actor, where views are evaluated.
    nonisolated(unsafe) var storage: StateObjectStorage<ObjectType>

    init(_ thunk: @escaping () -> ObjectType) { storage = StateObjectStorage(thunk) }
}

/// The object of one `@StateObject` of one view identity, made on first use.
final class StateObjectStorage<ObjectType: AnyObject>: AnyStateStorage, @unchecked Sendable {
    // @unchecked: only touched on the main actor.
    nonisolated(unsafe) private var thunk: (() -> ObjectType)?
    nonisolated(unsafe) private var instance: ObjectType?

    init(_ thunk: @escaping () -> ObjectType) { self.thunk = thunk }

    @MainActor
    var object: ObjectType {
        if let instance { return instance }
        let made = thunk!()
        instance = made
        thunk = nil
        return made
    }
}

extension StateObject: StateBindable {
    func makeStorage() -> AnyStateStorage {
        // The view's identity is new: this is when the object is made (R22).
        _ = box.storage.object
        return box.storage
    }

    func attach(to storage: AnyStateStorage) {
        guard let typed = storage as? StateObjectStorage<ObjectType> else { return }
        box.storage = typed
    }
}

extension StateObject: ObjectObservingProperty {
    var observedObject: (any ObservableObject)? { box.storage.object }
}

/// An `ObservableObject` passed in from outside: the view subscribes to its
/// `objectWillChange` and runs `body` again on every event, whichever property changed
/// (R29). Passing a different object keeps the view's identity and state, and moves the
/// subscription to the new object (R30).
///
/// ```swift
/// struct BookRow: View {
///     @ObservedObject var book: Book
///     var body: some View { Toggle("Read", isOn: $book.isRead) }
/// }
/// ```
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Makes bindings to the properties of the observed object: `$book.title`.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// A binding to the object's property at `keyPath` (any property with a setter,
        /// computed ones included, R33).
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            nonisolated(unsafe) let object = object
            nonisolated(unsafe) let keyPath = keyPath
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }

    /// The object.
    public var wrappedValue: ObjectType

    /// Observes `wrappedValue`.
    nonisolated public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    /// Observes `initialValue`.
    nonisolated public init(initialValue: ObjectType) {
        self.wrappedValue = initialValue
    }

    /// Bindings to the object's properties: `$book.title`.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

extension ObservedObject: ObjectObservingProperty {
    var observedObject: (any ObservableObject)? { wrappedValue }
}

extension ObservedObject: ObjectReferencingProperty {
    var referencedObject: AnyObject { wrappedValue }
}

/// A view property that observes an `ObservableObject` (`@StateObject`, `@ObservedObject`,
/// `@EnvironmentObject`): the graph subscribes the view to the object's `objectWillChange`.
@MainActor
protocol ObjectObservingProperty {
    /// The object observed now (after the property was bound), if there is one.
    var observedObject: (any ObservableObject)? { get }
    /// An environment value the view depends on through this property even if `body` does
    /// not read it (the environment object it observes).
    var environmentDependency: (PartialKeyPath<EnvironmentValues>, Any)? { get }
}

extension ObjectObservingProperty {
    var environmentDependency: (PartialKeyPath<EnvironmentValues>, Any)? { nil }
}

/// One view's subscription to one object's `objectWillChange`.
struct ObjectSubscription {
    /// The object (held, so its identity cannot be reused while the view observes it).
    let object: AnyObject
    let cancellable: AnyCancellable
}

extension GraphNode {
    /// Subscribes this view to exactly `objects` (in the order of its properties): keeps the
    /// subscriptions to objects it already observed, ends those to objects it no longer
    /// holds (R30), and starts new ones.
    func observeObjects(_ objects: [any ObservableObject]) {
        if objects.isEmpty && objectSubscriptions.isEmpty { return }
        var kept: [ObjectSubscription] = []
        for object in objects where !kept.contains(where: { $0.object === object }) {
            if let existing = objectSubscriptions.first(where: { $0.object === object }) {
                kept.append(existing)
            } else {
                kept.append(ObjectSubscription(object: object, cancellable: subscribe(to: object)))
            }
        }
        objectSubscriptions = kept
    }

    private func subscribe<O: ObservableObject>(to object: O) -> AnyCancellable {
        // `objectWillChange` is sent on the thread that changes the object, before the
        // change: the token hops to the main actor, where the view is marked and the
        // window's one deferred update requested.
        let token = ObservationToken(node: self, oneShot: false)
        return object.objectWillChange.sink { _ in token.fire() }
    }
}
