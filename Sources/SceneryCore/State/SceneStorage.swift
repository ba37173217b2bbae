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
public struct SceneStorage<Value>: DynamicProperty {
    let key: String
    let defaultValue: Value
    let codec: StoredValueCodec<Value>
    let box = StoredValueStoreBox()

    init(key: String, defaultValue: Value, codec: StoredValueCodec<Value>) {
        self.key = key
        self.defaultValue = defaultValue
        self.codec = codec
    }

    /// The window's stored value, or the default while none is stored.
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

extension SceneStorage where Value: Codable {
    /// Stores a `Codable` value under `key` for this window; `wrappedValue` is the default.
    public init(wrappedValue: Value, _ key: String) {
        self.init(key: key, defaultValue: wrappedValue, codec: .codable())
    }
}

extension SceneStorage {
    /// Stores an enum by its `String` raw value.
    @_disfavoredOverload
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, codec: .rawValue())
    }

    /// Stores an enum by its `Int` raw value.
    @_disfavoredOverload
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, codec: .rawValue())
    }

    /// An optional stored value, nil until one is stored.
    public init<Wrapped: Codable>(_ key: String) where Value == Wrapped? {
        self.init(key: key, defaultValue: nil, codec: .codable())
    }
}

extension SceneStorage: EnvironmentBindable {
    func bind(_ values: EnvironmentValues) { box.store = values.sceneStorageStore }
}
