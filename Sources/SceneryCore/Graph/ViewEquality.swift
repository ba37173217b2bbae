#if canImport(Glibc)
import Glibc
#endif
import Synchronization
/// Decides whether a custom view's new value equals its last one, so `body` can be skipped
/// ("a child whose inputs did not change is not re-evaluated", R35).
///
/// `Equatable` views compare with `==`. Other views compare field by field: `Equatable`
/// fields with `==`, class references by identity, `@ObservedObject` and `@Bindable` by
/// the identity of their object, `@State` fields not at all (their storage is the node's),
/// nested structs recursively; closures and anything else Scenery
/// cannot compare count as changed, so the answer errs towards running `body`.
enum ViewEquality {
    /// Whether a view's new value `b` equals its last one `a`. Values with the very same
    /// bits are equal without looking further: the same bits hold the same references, so
    /// the same objects, strings, closures and storage (the common case of a parent that
    /// re-runs and passes its children what it passed before). Otherwise field by field.
    static func equal<V>(_ a: Any, _ b: V) -> Bool {
        if let old = a as? V, sameBits(old, b) { return true }
        return equal(a, b as Any)
    }

    /// Whether `a` and `b` are stored as the same bytes (padding may differ; then they are
    /// compared field by field).
    static func sameBits<V>(_ a: V, _ b: V) -> Bool {
        var a = a, b = b
        return withUnsafeBytes(of: &a) { first in
            withUnsafeBytes(of: &b) { second in
                guard first.count == second.count else { return false }
                guard first.count > 0, let x = first.baseAddress, let y = second.baseAddress else { return true }
                return memcmp(x, y, first.count) == 0
            }
        }
    }

    /// Whether `a` and `b` hold values of the same type stored as the same bytes.
    private static func sameBits(any a: Any, _ b: Any) -> Bool {
        guard ObjectIdentifier(type(of: a)) == ObjectIdentifier(type(of: b)) else { return false }
        func compare<T>(_ a: T) -> Bool {
            guard let b = b as? T else { return false }
            return sameBits(a, b)
        }
        return _openExistential(a, do: compare)
    }

    static func equal(_ a: Any, _ b: Any) -> Bool {
        // The same existential bits: the same type holding the same value inline, or the
        // same box (a value copied from where it came from, as an environment's values
        // are into new storage). Found without opening either.
        if sameBits(a, b) { return true }
        // A field stored as the same bytes is equal as a whole view is (above): a view whose
        // bytes differ only in padding, or in one field, compares its other fields without
        // reflecting over them.
        if sameBits(any: a, b) { return true }
        switch kind(of: a) {
        case .equatable(let compare):
            return compare(a, b)
        case .objectReferencing:
            guard let a = a as? any ObjectReferencingProperty else { return false }
            return (b as? any ObjectReferencingProperty).map { a.referencedObject === $0.referencedObject } ?? false
        case .dynamicProperty:
            return true
        case .other:
            break
        }
        let mirrorA = Mirror(reflecting: a)
        let mirrorB = Mirror(reflecting: b)
        guard mirrorA.subjectType == mirrorB.subjectType else { return false }
        switch mirrorA.displayStyle {
        case .class:
            return (a as AnyObject) === (b as AnyObject)
        case .struct, .tuple, .enum, .optional:
            let childrenA = Array(mirrorA.children)
            let childrenB = Array(mirrorB.children)
            guard childrenA.count == childrenB.count else { return false }
            if childrenA.isEmpty {
                // An enum case without payload, or an empty struct: compare the case text.
                return mirrorA.displayStyle == .struct || String(describing: a) == String(describing: b)
            }
            return zip(childrenA, childrenB).allSatisfy { equal($0.value, $1.value) }
        default:
            // Functions and other opaque values.
            return false
        }
    }

    /// How values of one type compare, found once per type: the Swift runtime answers a
    /// cast to a protocol (`as? any Equatable`) by looking up the type's conformances,
    /// which costs tens of microseconds each time for some types (generic views, tuples,
    /// function types) — more than the rest of a comparison.
    enum Kind {
        /// `Equatable`: compared with its `==` (the closure casts both values back).
        case equatable(@Sendable (Any, Any) -> Bool)
        /// `@ObservedObject`, `@Bindable`: compared by the object they refer to.
        case objectReferencing
        /// Another dynamic property (`@State`, `@Environment`, …): its storage is the
        /// node's, so it never makes two views differ.
        case dynamicProperty
        /// Anything else: compared field by field.
        case other
    }

    /// The kinds found so far, by type.
    private static let kinds = Mutex<[ObjectIdentifier: Kind]>([:])

    static func kind(of value: Any) -> Kind {
        let type = ObjectIdentifier(Swift.type(of: value))
        if let known = kinds.withLock({ $0[type] }) { return known }
        let found: Kind
        if let equatable = value as? any Equatable {
            found = .equatable(comparator(for: equatable))
        } else if value is any ObjectReferencingProperty {
            found = .objectReferencing
        } else if value is any DynamicProperty {
            found = .dynamicProperty
        } else {
            found = .other
        }
        kinds.withLock { $0[type] = found }
        return found
    }

    /// Compares two values of `T`'s type with `==` (false when `b` is of another type).
    private static func comparator<T: Equatable>(for _: T) -> @Sendable (Any, Any) -> Bool {
        { a, b in
            guard let a = a as? T, let b = b as? T else { return false }
            return a == b
        }
    }
}

/// A view property that stands for an object passed in from outside (`@ObservedObject`,
/// `@Bindable`): two view values are equal only if it refers to the same object, so
/// passing a different object runs the view's `body` (R30).
protocol ObjectReferencingProperty {
    /// The object the property refers to.
    var referencedObject: AnyObject { get }
}
