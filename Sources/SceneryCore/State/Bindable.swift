/// Makes bindings to the properties of an `@Observable` object.
///
/// ```swift
/// struct NameEditor: View {
///     @Bindable var person: Person
///     var body: some View { NameField(text: $person.name) }
/// }
/// ```
///
/// `$person.name` is a `Binding<String>` whose getter reads `person.name` (so a view that
/// reads the binding observes the property) and whose setter writes it (so the views that
/// read `name` update, R34). Inline, without a property: `Bindable(person).name`.
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value> {
    /// The object.
    public var wrappedValue: Value

    /// The wrapper itself, for `$person.name`.
    public var projectedValue: Bindable<Value> { self }

    /// Wraps an observable object (`@Bindable var person: Person` initialised with a
    /// person).
    nonisolated public init(wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    /// Wraps an observable object, for bindings made inline: `Bindable(person).name`.
    nonisolated public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    /// Creates a bindable from another one's projected value.
    nonisolated public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }

    /// A binding to the object's property at `keyPath` (any property with a setter,
    /// computed ones included).
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
    where Value: AnyObject {
        nonisolated(unsafe) let object = wrappedValue
        nonisolated(unsafe) let keyPath = keyPath
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

extension Bindable: DynamicProperty {}

extension Bindable: ObjectReferencingProperty where Value: AnyObject {
    var referencedObject: AnyObject { wrappedValue }
}

extension Bindable: Identifiable where Value: Identifiable {
    /// The object's identity.
    public var id: Value.ID { wrappedValue.id }
}
