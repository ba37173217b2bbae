/// A value stored for the whole app and shared by every window: a write in one window
/// re-renders the views that read the key in every other window (R14), and the value
/// persists across launches.
///
/// ```swift
/// @AppStorage("theme") private var theme = "light"
/// ```
///
/// Scenery's `@AppStorage` is backed by the scene host, not `UserDefaults`: the host is the
/// only writer, orders concurrent writes from different windows, sends every change to
/// every window's process and persists the values under `SCENERY_STATE_DIR` (see
/// docs/scenes.md). Values cross processes as JSON, so any `Codable` value can be stored,
/// as well as `RawRepresentable` values with `String` or `Int` raw values.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty, _StoredValueProperty {
    let storage: StoredProperty<Value>

    nonisolated public init(_storage: _StoredPropertyStorage<Value>) { storage = _storage.property }

    /// The stored value, or the default while none is stored.
    @MainActor
    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }

    /// A binding to the stored value.
    @MainActor
    public var projectedValue: Binding<Value> { storage.binding }
}

extension AppStorage: EnvironmentBindable {
    func bind(_ values: EnvironmentValues) { storage.box.store = values.appStorageStore }
}
