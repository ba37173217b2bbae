/// The values that flow down a view tree: each view sees what its nearest ancestor wrote.
public struct EnvironmentValues: @unchecked Sendable, CustomStringConvertible {
    // @unchecked: values are only read and written on the main actor, where every view
    // and renderer lives; the storage is a value type that is never shared across threads.
    // Keyed by the key type's address, hashed without `Hasher` (Graph/HashKeys.swift): a
    // small window's update reads the environment a few hundred times.
    private var storage: [TypeKey: Any] = [:]

    /// Creates an environment holding every key's default.
    nonisolated public init() {}

    /// Reads or writes the value for `key`.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { storage[TypeKey(key)].map { $0 as! K.Value } ?? K.defaultValue }
        set { storage[TypeKey(key)] = newValue }
    }

    public var description: String { "EnvironmentValues(\(storage.count) values set)" }

    /// The value an ancestor wrote for `key`, or nil when none did (the default is not made).
    package func writtenValue<K: EnvironmentKey>(_ key: K.Type) -> K.Value? {
        storage[TypeKey(key)].map { $0 as! K.Value }
    }

    /// Whether `other` holds the same values (compared as views compare their properties;
    /// values Scenery cannot compare, such as closures, count as different unless they
    /// are the very same).
    func isSame(as other: EnvironmentValues) -> Bool {
        if sharesStorage(with: other) { return true }
        guard storage.count == other.storage.count else { return false }
        for (key, value) in storage {
            guard let otherValue = other.storage[key], ViewEquality.equal(value, otherValue) else { return false }
        }
        return true
    }

    /// Whether `other` is this environment in the same storage (then it holds the same
    /// values without looking at them).
    func sharesStorage(with other: EnvironmentValues) -> Bool {
        ViewEquality.sameBits(storage, other.storage)
    }
}

private struct FontKey: EnvironmentKey {
    static var defaultValue: Font? { nil }
}

private struct ImageScaleKey: EnvironmentKey {
    static var defaultValue: Image.Scale { .medium }
}

private struct TintKey: EnvironmentKey {
    static var defaultValue: Color { .accentColor }
}

private struct ForegroundStyleKey: EnvironmentKey {
    static var defaultValue: (any ShapeStyle)? { nil }
}

extension EnvironmentValues {
    /// The font for text; `nil` means `.body`.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    /// The scale of symbol images relative to the font.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }

    /// The tint that `.tint` resolves to.
    package var tint: Color {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }

    /// The style text and symbols are drawn in; `nil` means `.primary`.
    package var foregroundStyle: (any ShapeStyle)? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }

    /// The foreground colour after resolving the style.
    package var resolvedForeground: Color {
        (foregroundStyle ?? Color.primary).resolve(in: self)
    }

    /// The font after applying the default, the view-level font modifiers and the
    /// Dynamic Type size.
    package var resolvedFont: Font { fontAdjustments.apply(to: font ?? .body).scaled(for: dynamicTypeSize) }
}
