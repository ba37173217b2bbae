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
public struct AppStorage<Value>: DynamicProperty {
    let key: String
    let defaultValue: Value
    let codec: StoredValueCodec<Value>
    let box = StoredValueStoreBox()

    init(key: String, defaultValue: Value, codec: StoredValueCodec<Value>) {
        self.key = key
        self.defaultValue = defaultValue
        self.codec = codec
    }

    /// The stored value, or the default while none is stored.
    @MainActor
    public var wrappedValue: Value {
        get { storedValue(key: key, defaultValue: defaultValue, codec: codec, store: box.store) }
        nonmutating set { box.store?.write(codec.encode(newValue), for: key) }
    }

    /// A binding to the stored value.
    @MainActor
    public var projectedValue: Binding<Value> {
        let (key, defaultValue, codec, box) = (key, defaultValue, codec, box)
        return Binding(
            get: { storedValue(key: key, defaultValue: defaultValue, codec: codec, store: box.store) },
            set: { box.store?.write(codec.encode($0), for: key) })
    }
}

extension AppStorage where Value: Codable {
    /// Stores a `Codable` value under `key`; `wrappedValue` is the default.
    public init(wrappedValue: Value, _ key: String) {
        self.init(key: key, defaultValue: wrappedValue, codec: .codable())
    }
}

extension AppStorage {
    /// Stores an enum (or other raw-representable value) by its `String` raw value.
    @_disfavoredOverload
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, codec: .rawValue())
    }

    /// Stores an enum (or other raw-representable value) by its `Int` raw value.
    @_disfavoredOverload
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, codec: .rawValue())
    }

    /// An optional stored value, nil until one is stored.
    public init<Wrapped: Codable>(_ key: String) where Value == Wrapped? {
        self.init(key: key, defaultValue: nil, codec: .codable())
    }
}

extension AppStorage: EnvironmentBindable {
    func bind(_ values: EnvironmentValues) { box.store = values.appStorageStore }
}

extension StoredValueCodec where Value: RawRepresentable, Value.RawValue: Codable {
    static func rawValue() -> StoredValueCodec<Value> {
        let raw = StoredValueCodec<Value.RawValue>.codable()
        return StoredValueCodec(encode: { raw.encode($0.rawValue) }, decode: { raw.decode($0).flatMap(Value.init(rawValue:)) })
    }
}

/// Reads `key` from `store` (recording the read) and decodes it; the default when absent,
/// when there is no store (outside a window), or when the stored text is not a `Value`.
@MainActor
func storedValue<Value>(key: String, defaultValue: Value, codec: StoredValueCodec<Value>, store: StoredValueStore?) -> Value {
    guard let text = store?.value(for: key) else { return defaultValue }
    return codec.decode(text) ?? defaultValue
}
