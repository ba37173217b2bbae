/// A value stored per window: each window of a group keeps its own (R14), the host keeps
/// it with the window's session, and it comes back when the window is restored — after
/// its renderer crashed, or on the next launch.
///
/// ```swift
/// @SceneStorage("draft") private var draft = ""
/// ```
///
/// Values cross processes as JSON, so any `Codable` value can be stored, as well as
/// `RawRepresentable` values with `String` or `Int` raw values. Keep them small: they are
/// written to disk with the window's session.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty, _StoredValueProperty {
    let storage: StoredProperty<Value>

    nonisolated public init(_storage: _StoredPropertyStorage<Value>) { storage = _storage.property }

    /// The window's stored value, or the default while none is stored.
    @MainActor
    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }

    /// A binding to the stored value.
    @MainActor
    public var projectedValue: Binding<Value> { storage.binding }
}

extension SceneStorage: EnvironmentBindable {
    func bind(_ values: EnvironmentValues) { storage.box.store = values.sceneStorageStore }
}
