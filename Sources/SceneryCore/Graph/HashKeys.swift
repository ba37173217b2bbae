/// Hashing for keys that already are a hash (a path's digest) or a unique address (a type):
/// `Hasher`, which `Set` and `Dictionary` run over every key by default, costs more than
/// the rest of a look-up for them. Such keys implement `_rawHashValue(seed:)` with
/// ``mixedHash(_:seed:)`` instead.

/// An odd constant (2⁶⁴ divided by the golden ratio) that spreads small integers over all
/// bits when they are multiplied by it.
let hashMultiplier = Int(bitPattern: 0x9E37_79B9_7F4A_7C15)

/// `value` mixed with `seed` (a table's): two multiplies and three shifts (the finaliser
/// of SplitMix64), so every bit of both reaches the low bits a hash table indexes by, and
/// tables of different seeds still order keys differently.
@inline(__always)
func mixedHash(_ value: Int, seed: Int) -> Int {
    var bits = UInt64(bitPattern: Int64(value ^ seed))
    bits = (bits ^ (bits >> 30)) &* 0xBF58_476D_1CE4_E5B9
    bits = (bits ^ (bits >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int(bitPattern: UInt(bits ^ (bits >> 31)))
}

/// A type's identity as a dictionary key, hashed by its metadata's address.
struct TypeKey: Hashable {
    let id: ObjectIdentifier
    init(_ type: Any.Type) { id = ObjectIdentifier(type) }
    func _rawHashValue(seed: Int) -> Int { mixedHash(Int(bitPattern: id), seed: seed) }
}
