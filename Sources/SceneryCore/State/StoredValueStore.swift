/// The stored values one renderer holds for `@AppStorage` (the app's, a replica of the
/// host's) or `@SceneStorage` (its window's): JSON text by key, with the views that read
/// each key, so a change re-runs exactly those bodies.
@MainActor
package final class StoredValueStore {
    private var cells: [String: StoredValueCell] = [:]
    /// Called when a view writes a value (the renderer tells the host).
    package var onWrite: (@MainActor (_ key: String, _ value: String?) -> Void)?

    /// Creates a store holding `values`.
    package init(values: [String: String] = [:]) {
        for (key, value) in values { cells[key] = StoredValueCell(value) }
    }

    /// The JSON text at `key`, recording that the view being evaluated reads it.
    package func value(for key: String) -> String? {
        let cell = self.cell(key)
        cell.recordRead()
        return cell.value
    }

    /// The value at `key` decoded with `decode` (nil when none is stored; `.some(nil)` when
    /// the text is not a `Value`), recording the read. The decoded value is kept until the text
    /// changes: a body that reads a stored value runs at every change of anything else it
    /// reads, and decoding JSON costs more than the rest of reading it.
    func decodedValue<Value>(for key: String, decode: (String) -> Value?) -> Value?? {
        let cell = self.cell(key)
        cell.recordRead()
        guard let text = cell.value else { return nil }
        if let kept = cell.decoded as? DecodedStoredValue<Value> { return .some(kept.value) }
        let value = decode(text)
        cell.decoded = DecodedStoredValue(value)
        return .some(value)
    }

    /// The JSON text at `key`, without recording a read: for the framework's own state
    /// (navigation paths), which must not make the view that saves it run again.
    package func peek(_ key: String) -> String? {
        cells[key]?.value
    }

    /// The largest value (JSON text, in bytes) the scene host keeps for a key; a larger one
    /// is refused there, so writers that can check first do.
    package static let maximumValueSize = 256 << 10
    /// The longest key (in bytes) the scene host keeps.
    package static let maximumKeySize = 1024

    /// A view wrote `key`: applied at once (the writer sees its own write), then sent on.
    package func write(_ value: String?, for key: String) {
        apply(value, for: key)
        onWrite?(key, value)
    }

    /// Applies a value the host ordered; views that read the key update if it changed.
    package func apply(_ value: String?, for key: String) {
        let cell = self.cell(key)
        guard cell.value != value else { return }
        cell.value = value
        cell.decoded = nil
        cell.notifyReaders()
    }

    /// Every value, for tests and restoration.
    package var values: [String: String] {
        cells.compactMapValues(\.value)
    }

    private func cell(_ key: String) -> StoredValueCell {
        if let cell = cells[key] { return cell }
        let cell = StoredValueCell(nil)
        cells[key] = cell
        return cell
    }
}

/// One key's value and its readers (the same read tracking `@State` uses).
final class StoredValueCell: AnyStateStorage, @unchecked Sendable {
    nonisolated(unsafe) var value: String?
    /// ``value`` decoded as the last type it was read as, a ``DecodedStoredValue``
    /// (``StoredValueStore/decodedValue(for:decode:)``); nil once the value changes.
    nonisolated(unsafe) var decoded: AnyObject?

    init(_ value: String?) { self.value = value }
}

/// A stored value decoded as a `Value` (nil: the text is not one), kept by its cell. A
/// class, so that a cell read as another type is told apart by a cast, with no optional
/// inside an `Any` to flatten.
final class DecodedStoredValue<Value> {
    let value: Value?
    init(_ value: Value?) { self.value = value }
}

private struct AppStorageStoreKey: EnvironmentKey {
    static var defaultValue: StoredValueStore? { nil }
}

private struct SceneStorageStoreKey: EnvironmentKey {
    static var defaultValue: StoredValueStore? { nil }
}

extension EnvironmentValues {
    /// The app's `@AppStorage` values (the renderer's replica).
    package var appStorageStore: StoredValueStore? {
        get { self[AppStorageStoreKey.self] }
        set { self[AppStorageStoreKey.self] = newValue }
    }

    /// The window's `@SceneStorage` values.
    package var sceneStorageStore: StoredValueStore? {
        get { self[SceneStorageStoreKey.self] }
        set { self[SceneStorageStoreKey.self] = newValue }
    }
}

/// The store a stored-value property reads, set when its view is evaluated in a window.
final class StoredValueStoreBox: @unchecked Sendable {
    // @unchecked: set and read on the main actor only, while bodies are evaluated.
    nonisolated(unsafe) var store: StoredValueStore?
}

/// How a stored property's value becomes JSON text and back.
struct StoredValueCodec<Value>: @unchecked Sendable {
    // @unchecked: pure functions of their arguments.
    let encode: (Value) -> String?
    let decode: (String) -> Value?

    static func codable() -> StoredValueCodec<Value> where Value: Codable {
        StoredValueCodec(
            encode: { try? PresentedValueCoding.encode($0).get() },
            decode: { ScalarJSON.decode(Value.self, from: $0) ?? (try? PresentedValueCoding.decode(Value.self, from: $0).get()) })
    }
}

/// What `@AppStorage` and `@SceneStorage` share: a key, a default, a codec, and the store
/// their view was evaluated with. They differ only in which store they bind.
struct StoredProperty<Value> {
    let key: String
    let defaultValue: Value
    let codec: StoredValueCodec<Value>
    let box = StoredValueStoreBox()

    /// The stored value, or the default while none is stored (or outside a window).
    @MainActor
    var value: Value {
        get { storedValue(key: key, defaultValue: defaultValue, codec: codec, store: box.store) }
        nonmutating set { box.store?.write(codec.encode(newValue), for: key) }
    }

    /// A binding that reads and writes the stored value.
    @MainActor
    var binding: Binding<Value> {
        let property = self
        return Binding(get: { property.value }, set: { property.value = $0 })
    }
}

/// The initialisers `@AppStorage` and `@SceneStorage` share.
public protocol _StoredValueProperty {
    associatedtype Value
    /// Creates the property around its shared storage.
    init(_storage: _StoredPropertyStorage<Value>)
}

/// The storage of a stored-value property wrapper (an implementation detail).
public struct _StoredPropertyStorage<Value> {
    let property: StoredProperty<Value>
}

extension _StoredValueProperty where Value: Codable {
    /// Stores a `Codable` value under `key`; `wrappedValue` is the default.
    nonisolated public init(wrappedValue: Value, _ key: String) {
        self.init(_storage: _StoredPropertyStorage(property: StoredProperty(key: key, defaultValue: wrappedValue, codec: .codable())))
    }
}

extension _StoredValueProperty {
    /// Stores an enum (or another raw-representable value) by its `String` raw value.
    @_disfavoredOverload
    nonisolated public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(_storage: _StoredPropertyStorage(property: StoredProperty(key: key, defaultValue: wrappedValue, codec: .rawValue())))
    }

    /// Stores an enum (or another raw-representable value) by its `Int` raw value.
    @_disfavoredOverload
    nonisolated public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(_storage: _StoredPropertyStorage(property: StoredProperty(key: key, defaultValue: wrappedValue, codec: .rawValue())))
    }

    /// An optional stored value, nil until one is stored.
    nonisolated public init<Wrapped: Codable>(_ key: String) where Value == Wrapped? {
        self.init(_storage: _StoredPropertyStorage(property: StoredProperty(key: key, defaultValue: nil, codec: .codable())))
    }
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
    guard let decoded = store?.decodedValue(for: key, decode: codec.decode) else { return defaultValue }
    return decoded ?? defaultValue
}
