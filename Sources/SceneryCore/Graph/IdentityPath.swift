/// A view's structural identity: where it sits in the tree of view values, plus any
/// explicit identities (`ForEach` ids, `.id(_:)`) on the way.
///
/// Two evaluations of `body` that put a view of the same type at the same path refer to the
/// same view, and its state lives on; a different path is a different view ("Thinking in
/// SwiftUI", identity).
package struct IdentityPath: Hashable, CustomStringConvertible {
    package enum Component: Hashable {
        /// The n-th child of a view builder list.
        case index(Int)
        /// The branch of an `if`/`else` (or an `if` that produced content).
        case branch(Bool)
        /// An explicit identity (a `ForEach` element id or an `.id(_:)` value) that is an
        /// `Int`, a `String`, or of another type. Made with ``explicit(_:)``.
        case explicitInt(Int)
        case explicitString(String)
        case explicitValue(AnyHashable)
        /// A custom view of this type.
        case type(ObjectIdentifier)

        /// An explicit identity: a `ForEach` element id or an `.id(_:)` value.
        ///
        /// Components are compared at every look-up of a path whose storage is not the
        /// dictionary's own, and hashed whenever a path is made. `AnyHashable` compares and
        /// hashes integers through runtime casts to the integer protocols, several times the
        /// cost of the rest, so the common id types are kept as themselves; the type is
        /// known here (an `AnyHashable` is opened once, when the component is made).
        package static func explicit<ID: Hashable>(_ id: ID) -> Component {
            if ID.self == Int.self { return .explicitInt(unsafeBitCast(id, to: Int.self)) }
            if ID.self == String.self { return .explicitString(unsafeBitCast(id, to: String.self)) }
            if ID.self == AnyHashable.self {
                let value = unsafeBitCast(id, to: AnyHashable.self)
                if let int = value.base as? Int { return .explicitInt(int) }
                if let string = value.base as? String { return .explicitString(string) }
                return .explicitValue(value)
            }
            return .explicitValue(AnyHashable(id))
        }
    }

    package private(set) var components: [Component] = []
    /// A hash of the components, kept as they are appended: paths key the graph's
    /// dictionaries (views, attributes, layout frames), and hashing a deep path component by
    /// component on every lookup would cost in proportion to its depth.
    private var digest = 0

    package init() {}

    /// This path with one more component.
    package func appending(_ component: Component) -> IdentityPath {
        var copy = self
        copy.components.append(component)
        var hasher = Hasher()
        hasher.combine(digest)
        hasher.combine(component)
        copy.digest = hasher.finalize()
        return copy
    }

    package static func == (lhs: IdentityPath, rhs: IdentityPath) -> Bool {
        guard lhs.digest == rhs.digest else { return false }
        // Copies of one path share its storage (a key kept in a set and the same key looked
        // up): equal without comparing each component, whose explicit ids compare as
        // `AnyHashable`s.
        if lhs.sharesStorage(with: rhs) { return true }
        // Borrowed in place: `Array`'s `==` copies each pair of components out to compare
        // them (a path made again in a later update is looked up in the graph's tables
        // once per view).
        return lhs.components.withUnsafeBufferPointer { a in
            rhs.components.withUnsafeBufferPointer { b in
                guard a.count == b.count else { return false }
                // From the end: paths that differ mostly differ last.
                var index = a.count
                while index > 0 {
                    index -= 1
                    guard a[index] == b[index] else { return false }
                }
                return true
            }
        }
    }

    package func hash(into hasher: inout Hasher) { hasher.combine(digest) }

    /// The hash a `Set` or `Dictionary` buckets the path by: its digest, already a
    /// `Hasher` result kept as components are appended, mixed with the table's seed
    /// (Graph/HashKeys.swift).
    package func _rawHashValue(seed: Int) -> Int {
        mixedHash(digest, seed: seed)
    }

    /// The hash of the components, kept as they were appended: equal paths have equal
    /// digests.
    var componentDigest: Int { digest }

    /// Whether `other` is this path in the same storage (a copy of it): then they are
    /// equal without comparing components.
    func sharesStorage(with other: IdentityPath) -> Bool {
        components.withUnsafeBufferPointer { a in
            other.components.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress && a.count == b.count }
        }
    }

    package var description: String {
        components.map { component in
            switch component {
            case .index(let i): "\(i)"
            case .branch(let b): b ? "true" : "false"
            case .explicitInt(let id): "#\(id)"
            case .explicitString(let id): "#\(id)"
            case .explicitValue(let id): "#\(id)"
            case .type: "view"
            }
        }.joined(separator: "/")
    }
}
