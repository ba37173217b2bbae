@_spi(Reflection) import Swift

/// Where a view type's dynamic properties (`@State`, `@Environment`, `@ObservedObject`, …)
/// are stored, worked out once per type, so that binding a new view value reads those
/// fields in place instead of reflecting the value.
///
/// `Mirror` builds a child (a label and a boxed copy of the value) for every stored
/// property and asks the runtime for each field's type by its mangled name, every time a
/// body runs: about 40 K instructions for a view with two properties (callgrind,
/// 2026-11-28), more than running its `body`. A plan asks the runtime for the type's field
/// offsets once (`_forEachField`), checks them against one `Mirror` of a real value, and
/// from then on each bind is a dictionary look-up and a load per dynamic property.
///
/// Types a plan cannot describe exactly are bound through `Mirror` as before: enums and
/// classes (a control style may be one), and structs with a stored property of existential
/// type, whose dynamic type (what `Mirror` binds by) is not the field's.
@MainActor
struct PropertyPlan {
    /// One stored property that is a dynamic property, and what it takes part in.
    struct Field {
        var offset: Int
        var label: String
        var environment: (any EnvironmentBindable.Type)?
        var state: (any StateBindable.Type)?
        var observing: (any ObjectObservingProperty.Type)?
    }

    /// The dynamic properties, in declaration order.
    var fields: [Field]
    /// Every stored property's type, in declaration order (noted for a spare renderer's
    /// warm-up while types are recorded).
    var fieldTypes: [Any.Type]

    /// Plans by view (or style) type; nil where the type is bound through `Mirror`.
    private static var plans: [TypeKey: PropertyPlan?] = [:]

    /// The plan for `T`, worked out from `value` the first time `T` is met.
    static func plan<T>(for value: T) -> PropertyPlan? {
        let key = TypeKey(T.self)
        if let known = plans[key] { return known }
        let made = make(for: value)
        plans[key] = made
        return made
    }

    private static func make<T>(for value: T) -> PropertyPlan? {
        var stored: [(label: String, offset: Int, type: Any.Type)] = []
        // Without `.classType` the runtime walks structs only; it answers true for an enum
        // without visiting anything, which the mirror's display style below rules out.
        let walked = _forEachField(of: T.self, options: []) { name, offset, type, _ in
            stored.append((String(cString: name), offset, type))
            return true
        }
        guard walked else { return nil }
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .struct, mirror.children.count == stored.count else { return nil }
        for (child, field) in zip(mirror.children, stored) {
            guard child.label == field.label, type(of: child.value) == field.type else { return nil }
        }
        var fields: [Field] = []
        for field in stored where field.type is any DynamicProperty.Type {
            fields.append(Field(
                offset: field.offset, label: field.label,
                environment: field.type as? any EnvironmentBindable.Type,
                state: field.type as? any StateBindable.Type,
                observing: field.type as? any ObjectObservingProperty.Type))
        }
        return PropertyPlan(fields: fields, fieldTypes: stored.map(\.type))
    }
}

/// The field of type `P` at `address`.
@inline(__always)
func storedProperty<P>(_ type: P.Type, at address: UnsafeRawPointer) -> P {
    address.assumingMemoryBound(to: P.self).pointee
}
