/// A key for a value in ``EnvironmentValues``.
///
/// Declare a key type with a default, then add a computed property to
/// `EnvironmentValues` that reads and writes `self[MyKey.self]`.
public protocol EnvironmentKey {
    /// The type of the value.
    associatedtype Value
    /// The value when no ancestor has written one.
    static var defaultValue: Value { get }
}
