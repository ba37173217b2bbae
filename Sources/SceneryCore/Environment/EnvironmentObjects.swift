/// Where `.environment(_:)` (an `@Observable` object) and `.environmentObject(_:)` (an
/// `ObservableObject`) store an object in ``EnvironmentValues``: keyed by the object's
/// type as written at the write site, so a subclass stored as its base class is found by a
/// reader of the base class (R126). The two families are kept apart, as in SwiftUI.
package struct EnvironmentObjectKey: Hashable, Sendable {
    enum Family: Hashable, Sendable {
        case observable
        case observableObject
    }

    let family: Family
    let type: ObjectIdentifier

    /// The key of an `@Observable` object of type `T`.
    package static func observable<T: AnyObject>(_ type: T.Type) -> EnvironmentObjectKey {
        EnvironmentObjectKey(family: .observable, type: ObjectIdentifier(type))
    }

    /// The key of an `ObservableObject` of type `T`.
    package static func observableObject<T: AnyObject>(_ type: T.Type) -> EnvironmentObjectKey {
        EnvironmentObjectKey(family: .observableObject, type: ObjectIdentifier(type))
    }
}

/// A type-only key path argument: `\EnvironmentValues.[observable: ObservableLookup<Model>()]`.
package struct ObservableLookup<T: AnyObject>: Hashable, Sendable {
    package init() {}
}

/// The objects stored in an environment, by key. Two tables are equal when they hold the
/// very same objects under the same keys, so an environment copied into new storage (a body
/// run again below an environment-writing modifier) compares equal to the one it was copied
/// from, and what was resolved in it can be kept (Graph/ButtonMemo.swift).
private struct EnvironmentObjectTable: Equatable {
    var objects: [EnvironmentObjectKey: AnyObject] = [:]

    static func == (lhs: Self, rhs: Self) -> Bool {
        guard lhs.objects.count == rhs.objects.count else { return false }
        for (key, object) in lhs.objects {
            guard let other = rhs.objects[key], other === object else { return false }
        }
        return true
    }
}

private struct EnvironmentObjectsKey: EnvironmentKey {
    static var defaultValue: EnvironmentObjectTable { EnvironmentObjectTable() }
}

extension EnvironmentValues {
    /// The object an ancestor stored under `key`, or nil.
    package subscript(environmentObject key: EnvironmentObjectKey) -> AnyObject? {
        get { self[EnvironmentObjectsKey.self].objects[key] }
        set { self[EnvironmentObjectsKey.self].objects[key] = newValue }
    }

    /// The `@Observable` object of type `T` an ancestor stored with `.environment(_:)`, or
    /// nil.
    package subscript<T: AnyObject>(optionalObservable lookup: ObservableLookup<T>) -> T? {
        self[environmentObject: .observable(T.self)] as? T
    }

    /// The `@Observable` object of type `T` an ancestor stored with `.environment(_:)`;
    /// traps with a message naming the type when there is none.
    package subscript<T: AnyObject>(observable lookup: ObservableLookup<T>) -> T {
        guard let object = self[optionalObservable: lookup] else {
            fatalError(EnvironmentObjectMessages.missingObservable(T.self))
        }
        return object
    }
}

/// The messages a missing environment object traps with (SwiftUI's wording).
package enum EnvironmentObjectMessages {
    /// `@Environment(T.self)` with no `.environment(_:)` for `T` above the view.
    package static func missingObservable(_ type: Any.Type) -> String {
        "No Observable object of type \(type) found. A View.environment(_:) for \(type) may be missing as an ancestor of this view."
    }

    /// `@EnvironmentObject var x: T` with no `.environmentObject(_:)` for `T` above the view.
    package static func missingObservableObject(_ type: Any.Type) -> String {
        "No ObservableObject of type \(type) found. A View.environmentObject(_:) for \(type) may be missing as an ancestor of this view."
    }
}

extension Environment {
    /// Reads the `@Observable` object of type `objectType` that the nearest ancestor stored
    /// with ``View/environment(_:)``:
    ///
    /// ```swift
    /// @Environment(Library.self) private var library
    /// ```
    ///
    /// Reading it when no ancestor stored one stops the app with a message naming the type;
    /// declare the property optional (`@Environment(Library.self) var library: Library?`)
    /// to get nil instead (R125). The view observes the properties it reads, like any
    /// `@Observable` object, and runs `body` again when an ancestor stores another object.
    nonisolated public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        self.init(
            \EnvironmentValues.[observable: ObservableLookup<Value>()],
            dependency: \EnvironmentValues.[environmentObject: .observable(Value.self)])
    }

    /// Reads the `@Observable` object of type `objectType` that the nearest ancestor stored
    /// with ``View/environment(_:)``, or nil when there is none.
    nonisolated public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        self.init(
            \EnvironmentValues.[optionalObservable: ObservableLookup<T>()],
            dependency: \EnvironmentValues.[environmentObject: .observable(T.self)])
    }
}

extension View {
    /// Stores an `@Observable` object in the environment of this view and the views inside
    /// it, where `@Environment(T.self)` reads it. The object is stored under the type `T`
    /// as written here; a nearer `.environment(_:)` for the same type wins, and `nil`
    /// removes it for this subtree.
    ///
    /// ```swift
    /// ContentView().environment(library)
    /// ```
    nonisolated public func environment<T: AnyObject & Observable>(_ object: T?) -> ModifiedContent<Self, _EnvironmentWritingModifier> {
        nonisolated(unsafe) let object = object
        return modifier(_EnvironmentWritingModifier { $0[environmentObject: .observable(T.self)] = object })
    }
}
