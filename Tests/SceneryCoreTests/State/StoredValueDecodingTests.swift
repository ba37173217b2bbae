@testable import SceneryCore
import Testing

/// `@AppStorage` and `@SceneStorage` read their JSON text decoded: kept until the text
/// changes, so a body that runs again for another reason does not decode it again.
@Suite("Stored values decode once per change")
@MainActor
struct StoredValueDecodingTests {
    /// A codec of `Int` that counts its decodings.
    final class Counting {
        var decodings = 0
        var codec: StoredValueCodec<Int> {
            StoredValueCodec(encode: { String($0) }, decode: { [self] text in decodings += 1; return Int(text) })
        }

        /// The value at "count" in `store`, read as a property with `defaultValue` reads it.
        @MainActor func read(_ store: StoredValueStore, defaultValue: Int) -> Int {
            storedValue(key: "count", defaultValue: defaultValue, codec: codec, store: store)
        }
    }

    @Test("A value read again is not decoded again until its text changes")
    func keptUntilChanged() {
        let store = StoredValueStore(values: ["count": "3"])
        let counting = Counting()
        #expect(counting.read(store, defaultValue: 0) == 3)
        #expect(counting.read(store, defaultValue: 0) == 3)
        #expect(counting.decodings == 1)
        store.apply("4", for: "count")
        #expect(counting.read(store, defaultValue: 0) == 4)
        #expect(counting.read(store, defaultValue: 0) == 4)
        #expect(counting.decodings == 2)
    }

    @Test("Text that is not a value gives the default, also when read again")
    func undecodableGivesDefault() {
        let store = StoredValueStore(values: ["count": "\"three\""])
        let counting = Counting()
        #expect(counting.read(store, defaultValue: 7) == 7)
        #expect(counting.read(store, defaultValue: 7) == 7)
        #expect(counting.decodings == 1)
    }

    @Test("A key read as another type is decoded as that type; optionals keep nil apart from absent")
    func otherTypes() {
        let store = StoredValueStore(values: ["name": "\"Ada\"", "none": "null"])
        #expect(storedValue(key: "name", defaultValue: 0, codec: StoredValueCodec<Int>.codable(), store: store) == 0)
        #expect(storedValue(key: "name", defaultValue: "", codec: StoredValueCodec<String>.codable(), store: store) == "Ada")
        let optional = StoredValueCodec<String?>.codable()
        #expect(storedValue(key: "name", defaultValue: nil, codec: optional, store: store) == "Ada")
        #expect(storedValue(key: "none", defaultValue: "default", codec: optional, store: store) == nil)
        #expect(storedValue(key: "absent", defaultValue: "default", codec: optional, store: store) == "default")
        // Read again, from what was kept.
        #expect(storedValue(key: "none", defaultValue: "default", codec: optional, store: store) == nil)
        #expect(storedValue(key: "name", defaultValue: 0, codec: StoredValueCodec<Int>.codable(), store: store) == 0)
    }
}
