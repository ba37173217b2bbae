/// A `ForEach` row's id as its memo keys it (Graph/RowMemo.swift).
///
/// `AnyHashable` compares integers through its integer box, which converts both sides
/// to a canonical integer with runtime casts: about 500 instructions, paid on every bucket
/// a dictionary probe passes (callgrind, 2026-11-28: 3 % of a first layout of 1,000 rows).
/// `Int` ids, the common case (`ForEach(0..<n, id: \.self)`, `Identifiable` models), are
/// kept as integers; others as `AnyHashable`. All the ids of one `ForEach` have one type,
/// so the two kinds never meet in one memo.
enum RowKey: Hashable {
    case int(Int)
    case other(AnyHashable)

    /// The key of `id`.
    @inline(__always)
    init<ID: Hashable>(_ id: ID) {
        if ID.self == Int.self {
            self = .int(unsafeBitCast(id, to: Int.self))
        } else {
            self = .other(AnyHashable(id))
        }
    }

    func _rawHashValue(seed: Int) -> Int {
        switch self {
        case .int(let value): mixedHash(value, seed: seed)
        case .other(let value): value._rawHashValue(seed: seed)
        }
    }
}
