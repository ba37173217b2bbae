#if canImport(Glibc)
import Glibc
#endif
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

    static func equal(_ a: Any, _ b: Any) -> Bool {
        if let equal = equatableEqual(a, b) { return equal }
        if let a = a as? any ObjectReferencingProperty {
            return (b as? any ObjectReferencingProperty).map { a.referencedObject === $0.referencedObject } ?? false
        }
        if a is any DynamicProperty { return true }
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

    private static func equatableEqual(_ a: Any, _ b: Any) -> Bool? {
        guard let a = a as? any Equatable else { return nil }
        return openEqual(a, b)
    }

    private static func openEqual<T: Equatable>(_ a: T, _ b: Any) -> Bool {
        guard let b = b as? T else { return false }
        return a == b
    }
}

/// A view property that stands for an object passed in from outside (`@ObservedObject`,
/// `@Bindable`): two view values are equal only if it refers to the same object, so
/// passing a different object runs the view's `body` (R30).
protocol ObjectReferencingProperty {
    /// The object the property refers to.
    var referencedObject: AnyObject { get }
}
