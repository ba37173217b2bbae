/// A type-erased list of data representing the content of a navigation stack.
///
/// Use an array when a stack presents one kind of data; use a path when it presents
/// several. Any `Hashable` value can be appended (R43); the path is `Equatable` (R45).
///
/// ```swift
/// var path = NavigationPath()
/// path.append(Color.mint)
/// path.append(Recipe.applePie)
/// path.removeLast()
/// ```
///
/// When every element is `Codable`, ``codable`` is a serializable form of the path, which is
/// how a path crosses processes or is saved and restored (R46, R96). A path holding any
/// other element stays in its process: ``codable`` is `nil`.
public struct NavigationPath {
    /// The elements, in the order they were pushed: the last one is the top of the stack.
    var items: [NavigationPathItem]

    /// Creates a new, empty navigation path.
    nonisolated public init() {
        items = []
    }

    /// Creates a navigation path holding the elements of a sequence, first element first.
    nonisolated public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        items = elements.map { NavigationPathItem.make($0) }
    }

    /// Creates a navigation path holding the elements of a sequence of codable values,
    /// first element first.
    nonisolated public init<S: Sequence>(_ elements: S) where S.Element: Hashable & Codable {
        items = elements.map { NavigationPathItem.make(codable: $0) }
    }

    /// A path of the given elements.
    init(items: [NavigationPathItem]) {
        self.items = items
    }

    /// Creates a new navigation path from a serializable version.
    nonisolated public init(_ codable: CodableRepresentation) {
        items = codable.items
    }

    /// The number of elements in this path.
    public var count: Int { items.count }

    /// A Boolean that indicates whether this path is empty.
    public var isEmpty: Bool { items.isEmpty }

    /// Appends a new value to the end of this path.
    ///
    /// A value whose type is `Codable` at run time (even when `V` does not say so, as for
    /// an `AnyHashable`) keeps the path serializable.
    nonisolated public mutating func append<V: Hashable>(_ value: V) {
        items.append(NavigationPathItem.make(value))
    }

    /// Appends a new codable value to the end of this path.
    nonisolated public mutating func append<V: Hashable & Codable>(_ value: V) {
        items.append(NavigationPathItem.make(codable: value))
    }

    /// Removes values from the end of this path.
    ///
    /// - Parameter k: The number of values to remove; at least 0 and at most ``count``.
    ///   Removing more values than the path holds is a programmer error and traps, as
    ///   `Array.removeLast(_:)` does (and as SwiftUI does).
    nonisolated public mutating func removeLast(_ k: Int = 1) {
        precondition(k >= 0, "NavigationPath.removeLast(\(k)): the number of elements to remove must not be negative")
        precondition(
            k <= items.count,
            "NavigationPath.removeLast(\(k)): can't remove more elements than the path holds (\(items.count))")
        items.removeLast(k)
    }

    /// A value that describes the contents of this path in a serializable format.
    ///
    /// `nil` if any element of the path is not `Codable` (R46): `NavigationPath` only
    /// requires `Hashable`, so this cannot be checked at compile time.
    public var codable: CodableRepresentation? {
        guard items.allSatisfy(\.isCodable) else { return nil }
        return CodableRepresentation(items: items)
    }

    /// The elements, first pushed first, each as its own dynamic type: what the
    /// navigation views look destinations up by (R28).
    package var elements: [any Hashable] { items.map(\.value) }
}

extension NavigationPath: Equatable {
    /// Two paths are equal when they hold equal elements in the same order.
    nonisolated public static func == (lhs: NavigationPath, rhs: NavigationPath) -> Bool {
        NavigationPathItem.equal(lhs.items, rhs.items)
    }
}

/// One element of a navigation path: the value, and how to write it as JSON if its type
/// is `Codable`.
struct NavigationPathItem {
    /// The value, as its own dynamic type (never an `AnyHashable` box).
    var value: any Hashable
    /// The value as JSON text; `nil` when the value is not `Codable`.
    var encodeJSON: (() throws -> String)?

    var isCodable: Bool { encodeJSON != nil }

    /// The element for a value known only to be `Hashable`: unwraps an `AnyHashable` and
    /// finds out at run time whether the value's type is `Codable`.
    static func make<V: Hashable>(_ value: V) -> NavigationPathItem {
        if V.self == AnyHashable.self, let box = value as Any as? AnyHashable, let base = box.base as? any Hashable {
            return make(base)
        }
        // A metatype cast: unlike a value cast it never looks inside an Optional.
        if let codableType = V.self as? any (Codable & Hashable).Type {
            return make(codableType, value)
        }
        return NavigationPathItem(value: value, encodeJSON: nil)
    }

    /// The element for a value of any `Hashable` type (an existential, opened).
    static func make(opening value: any Hashable) -> NavigationPathItem {
        make(value)
    }

    /// The element for a codable value.
    static func make<V: Hashable & Codable>(codable value: V) -> NavigationPathItem {
        NavigationPathItem(value: value, encodeJSON: { try NavigationPathCoding.json(of: value) })
    }

    private static func make<C: Codable & Hashable, V: Hashable>(_: C.Type, _ value: V) -> NavigationPathItem {
        guard let codable = value as? C else { return NavigationPathItem(value: value, encodeJSON: nil) }
        return make(codable: codable)
    }

    static func equal(_ lhs: [NavigationPathItem], _ rhs: [NavigationPathItem]) -> Bool {
        guard lhs.count == rhs.count else { return false }
        for (left, right) in zip(lhs, rhs) where !left.equals(right.value) {
            return false
        }
        return true
    }

    /// Whether the value equals `other` as `AnyHashable` sees it (as SwiftUI compares).
    private func equals(_ other: any Hashable) -> Bool {
        func box<V: Hashable>(_ value: V) -> AnyHashable { AnyHashable(value) }
        let mine: any Hashable = value
        return box(mine) == box(other)
    }
}
