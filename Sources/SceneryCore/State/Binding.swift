/// A read-write reference to a value owned elsewhere (a parent's `@State`, a model).
///
/// Writing through a binding changes the source, and the views that read the source update.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    private let getValue: @MainActor () -> Value
    private let setValue: @MainActor (Value) -> Void

    /// Creates a binding from a getter and a setter.
    nonisolated public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
        getValue = get
        setValue = set
    }

    /// A binding to a value that never changes (writes are ignored).
    nonisolated public static func constant(_ value: Value) -> Binding<Value> {
        nonisolated(unsafe) let value = value
        return Binding(get: { value }, set: { _ in })
    }

    /// Creates a binding from another binding (`@Binding var value: Int` initialised with
    /// `_value = binding`).
    nonisolated public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// The referenced value.
    @MainActor
    public var wrappedValue: Value {
        get { getValue() }
        nonmutating set { setValue(newValue) }
    }

    /// The binding itself (`$value`).
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value (`$model.name`).
    public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Binding<Member> {
        nonisolated(unsafe) let keyPath = keyPath
        let get = getValue
        let set = setValue
        return Binding<Member>(
            get: { get()[keyPath: keyPath] },
            set: { member in
                var value = get()
                value[keyPath: keyPath] = member
                set(value)
            })
    }
}

extension Binding: DynamicProperty {}
