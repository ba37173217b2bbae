/// Which of the view system's protocols a type conforms to, remembered per type.
///
/// Resolving asks the same questions of every view value it meets: is this view a
/// primitive (`view as? any PrimitiveView`), is this modifier one, is this layout a stack.
/// Each `as?` to an existential is a runtime cast that looks the conformance up in the
/// runtime's cache and boxes the value: about 400 instructions, paid again for every row
/// of a list (callgrind, 2026-11-28: 4 % of a first layout of 1,000 rows). Here the answer
/// is looked up by the type's identity, and the value is reinterpreted as the type it
/// already is (``reinterpret(_:as:)``).
@MainActor
final class ConformanceCache {
    static let shared = ConformanceCache()

    @exclusivity(unchecked) private var primitiveViews: [TypeKey: (any PrimitiveView.Type)?] = [:]
    @exclusivity(unchecked) private var primitiveModifiers: [TypeKey: (any PrimitiveModifier.Type)?] = [:]
    @exclusivity(unchecked) private var escapingModifiers: [TypeKey: (any EscapingContentModifier.Type)?] = [:]
    @exclusivity(unchecked) private var stackLayouts: [TypeKey: (any StackLengthLayout.Type)?] = [:]

    /// `type` as a primitive view type, if it is one.
    func primitiveView(_ type: Any.Type) -> (any PrimitiveView.Type)? {
        Self.answer(type, in: &primitiveViews) { $0 as? any PrimitiveView.Type }
    }

    /// `type` as a primitive modifier type, if it is one.
    func primitiveModifier(_ type: Any.Type) -> (any PrimitiveModifier.Type)? {
        Self.answer(type, in: &primitiveModifiers) { $0 as? any PrimitiveModifier.Type }
    }

    /// `type` as a modifier type that keeps its content, if it is one.
    func escapingModifier(_ type: Any.Type) -> (any EscapingContentModifier.Type)? {
        Self.answer(type, in: &escapingModifiers) { $0 as? any EscapingContentModifier.Type }
    }

    /// `type` as a stack layout that answers lengths, if it is one.
    func stackLayout(_ type: Any.Type) -> (any StackLengthLayout.Type)? {
        Self.answer(type, in: &stackLayouts) { $0 as? any StackLengthLayout.Type }
    }

    private static func answer<Answer>(
        _ type: Any.Type, in answers: inout [TypeKey: Answer?], cast: (Any.Type) -> Answer?
    ) -> Answer? {
        let key = TypeKey(type)
        if let known = answers[key] { return known }
        let answer = cast(type)
        answers[key] = answer
        return answer
    }
}

/// `value` as `T`, the type it has: for a value whose static type is generic and whose
/// conformance was found for its dynamic type (``ConformanceCache``).
@inline(__always)
func reinterpret<Value, T>(_ value: Value, as type: T.Type) -> T {
    precondition(Value.self == T.self, "reinterpreted as another type")
    return unsafeBitCast(value, to: T.self)
}
