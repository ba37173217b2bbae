/// A view's structural identity: where it sits in the tree of view values, plus any
/// explicit identities (`ForEach` ids, `.id(_:)`) on the way.
///
/// Two evaluations of `body` that put a view of the same type at the same path refer to the
/// same view, and its state lives on; a different path is a different view ("Thinking in
/// SwiftUI", identity).
package struct IdentityPath: Hashable, CustomStringConvertible {
    /// One step of a path: the n-th child of a view builder list (`index`), the branch of
    /// an `if`/`else` (`branch`), an explicit identity (a `ForEach` element id or an
    /// `.id(_:)` value, made with ``explicit(_:)``), or a custom view of a type (`type`).
    ///
    /// Components are compared at every look-up of a path whose storage is not the
    /// dictionary's own (a path made again in a later update: once per view resolved), so
    /// all but string and other explicit ids are two plain words, compared without
    /// copying anything; the rest are boxed, and compared by their values.
    package struct Component: Hashable {
        private enum Kind: UInt8 { case index, branch, explicitInt, type, explicitString, explicitValue }
        private let kind: Kind
        /// The index, the branch (0 or 1), the integer id or the type's address.
        private let word: Int
        /// A string id or another explicit id.
        private let boxed: BoxedID?

        private init(kind: Kind, word: Int, boxed: BoxedID? = nil) {
            self.kind = kind
            self.word = word
            self.boxed = boxed
        }

        /// The n-th child of a view builder list.
        package static func index(_ index: Int) -> Component { Component(kind: .index, word: index) }
        /// The branch of an `if`/`else` (or an `if` that produced content).
        package static func branch(_ isTrue: Bool) -> Component { Component(kind: .branch, word: isTrue ? 1 : 0) }
        /// A custom view of this type.
        package static func type(_ type: ObjectIdentifier) -> Component { Component(kind: .type, word: Int(bitPattern: type)) }

        /// An explicit identity: a `ForEach` element id or an `.id(_:)` value.
        ///
        /// `AnyHashable` compares and hashes integers through runtime casts to the integer
        /// protocols, several times the cost of the rest, so integer ids are kept as
        /// themselves and strings as strings; the type is known here (an `AnyHashable` is
        /// opened once, when the component is made).
        package static func explicit<ID: Hashable>(_ id: ID) -> Component {
            if ID.self == Int.self { return Component(kind: .explicitInt, word: unsafeBitCast(id, to: Int.self)) }
            if ID.self == String.self { return string(unsafeBitCast(id, to: String.self)) }
            if ID.self == AnyHashable.self {
                let value = unsafeBitCast(id, to: AnyHashable.self)
                if let int = value.base as? Int { return Component(kind: .explicitInt, word: int) }
                if let string = value.base as? String { return Self.string(string) }
                return Component(kind: .explicitValue, word: 0, boxed: BoxedID(value: value))
            }
            return Component(kind: .explicitValue, word: 0, boxed: BoxedID(value: AnyHashable(id)))
        }

        private static func string(_ string: String) -> Component {
            Component(kind: .explicitString, word: 0, boxed: BoxedID(string: string))
        }

        package static func == (lhs: Component, rhs: Component) -> Bool {
            guard lhs.kind == rhs.kind, lhs.word == rhs.word else { return false }
            guard let left = lhs.boxed, let right = rhs.boxed else { return true }
            return left === right || left.isEqual(to: right)
        }

        package func hash(into hasher: inout Hasher) {
            hasher.combine(kind)
            hasher.combine(word)
            if let string = boxed?.string {
                hasher.combine(string)
            } else if let value = boxed?.value {
                hasher.combine(value)
            }
        }

        /// How the component reads in a path's description.
        var description: String {
            switch kind {
            case .index: "\(word)"
            case .branch: word == 1 ? "true" : "false"
            case .explicitInt: "#\(word)"
            case .explicitString: "#\(boxed?.string ?? "")"
            case .explicitValue: "#\(boxed?.value?.description ?? "")"
            case .type: "view"
            }
        }
    }

    /// A string id, or another explicit id, held once however many paths hold it.
    /// Strings stay strings: wrapping one in an `AnyHashable` looks its box's generic
    /// metadata up at run time every time.
    private final class BoxedID: @unchecked Sendable {
        // @unchecked: immutable; ids are values the app made hashable.
        let string: String?
        let value: AnyHashable?
        init(string: String) {
            self.string = string
            value = nil
        }
        init(value: AnyHashable) {
            string = nil
            self.value = value
        }

        /// Whether both hold the same id (the components' kinds are equal).
        func isEqual(to other: BoxedID) -> Bool {
            if let string { return string == other.string }
            return value == other.value
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
        // up): equal without comparing each component.
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
        components.map(\.description).joined(separator: "/")
    }
}
