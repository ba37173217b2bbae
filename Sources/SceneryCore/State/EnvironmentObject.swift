/// An `ObservableObject` an ancestor stored with ``View/environmentObject(_:)``, found by
/// its type. The view observes it like an `@ObservedObject`.
///
/// ```swift
/// struct Shelf: View {
///     @EnvironmentObject var library: Library
///     var body: some View { Text("\(library.books.count)") }
/// }
/// ```
///
/// Reading it when no ancestor stored one stops the app with a message naming the type.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Makes bindings to the properties of the environment object: `$library.title`.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// A binding to the object's property at `keyPath`.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            ObservedObject<ObjectType>.Wrapper(object: object)[dynamicMember: keyPath]
        }
    }

    let box = EnvironmentBox()

    /// Reads the object of type `ObjectType` from the environment.
    nonisolated public init() {}

    /// The object.
    @MainActor
    public var wrappedValue: ObjectType {
        let values = box.values ?? EnvironmentValues()
        let key = EnvironmentObjectKey.observableObject(ObjectType.self)
        let object = values[environmentObject: key] as? ObjectType
        let recorded: AnyObject? = object
        ViewGraph.evaluating?.recordEnvironmentRead(\EnvironmentValues.[environmentObject: key], value: recorded as Any)
        guard let object else { fatalError(EnvironmentObjectMessages.missingObservableObject(ObjectType.self)) }
        return object
    }

    /// Bindings to the object's properties: `$library.title`.
    @MainActor
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

extension EnvironmentObject: EnvironmentBindable {
    func bind(_ values: EnvironmentValues) { box.values = values }
}

extension EnvironmentObject: ObjectObservingProperty {
    var observedObject: (any ObservableObject)? {
        box.values?[environmentObject: .observableObject(ObjectType.self)] as? ObjectType
    }

    var environmentDependency: (PartialKeyPath<EnvironmentValues>, Any)? {
        let key = EnvironmentObjectKey.observableObject(ObjectType.self)
        let object: AnyObject? = box.values?[environmentObject: key]
        return (\EnvironmentValues.[environmentObject: key], object as Any)
    }
}

extension View {
    /// Stores an `ObservableObject` in the environment of this view and the views inside
    /// it, where `@EnvironmentObject var x: T` reads it. The object is stored under the type
    /// `T` as written here (a subclass passed as its base class is found by readers of the
    /// base class, R126); a nearer `.environmentObject(_:)` for the same type wins (R127).
    nonisolated public func environmentObject<T: ObservableObject>(_ object: T) -> ModifiedContent<Self, _EnvironmentWritingModifier> {
        nonisolated(unsafe) let object = object
        return modifier(_EnvironmentWritingModifier { $0[environmentObject: .observableObject(T.self)] = object })
    }
}
