import Foundation
@testable import SceneryCore
import Testing

// Stored scalars are read without a JSONDecoder when their text is in the plain form
// JSONEncoder writes (State/ScalarJSON.swift); every text must read as the decoder reads it.

@Suite("Stored scalars read without a decoder, as the decoder reads them")
struct ScalarJSONTests {
    static let texts = [
        "0", "17", "-3", "-0", "007", "1.0", "1e3", " 5", "5 ", "+5", "-", "", "9223372036854775807",
        "9223372036854775808", "-9223372036854775808", "true", "false", "True", "null",
        "\"\"", "\"hello\"", "\"a/b\"", "\"é ✓\"", "\"a\\nb\"", "\"a\\\"b\"", "\"unterminated", "\"a\"b\"", "hello",
    ]

    /// What `JSONDecoder` makes of `text` as a `Value`.
    static func decoded<Value: Decodable>(_: Value.Type, _ text: String) -> Value? {
        try? JSONDecoder().decode(Value.self, from: Data(text.utf8))
    }

    @Test("Every text reads as JSONDecoder reads it, as an Int, a Bool and a String")
    func sameAsTheDecoder() {
        for text in Self.texts {
            #expect(StoredValueCodec<Int>.codable().decode(text) == Self.decoded(Int.self, text), "Int from \(text)")
            #expect(StoredValueCodec<Bool>.codable().decode(text) == Self.decoded(Bool.self, text), "Bool from \(text)")
            #expect(StoredValueCodec<String>.codable().decode(text) == Self.decoded(String.self, text), "String from \(text)")
        }
    }

    @Test("The plain forms are read without a decoder; the others are left to it")
    func plainFormsSkipTheDecoder() {
        #expect(ScalarJSON.decode(Int.self, from: "17") == 17)
        #expect(ScalarJSON.decode(Int.self, from: "-0") == 0)
        #expect(ScalarJSON.decode(Bool.self, from: "false") == false)
        #expect(ScalarJSON.decode(String.self, from: "\"é ✓\"") == "é ✓")
        for text in ["007", "1.0", " 5", "9223372036854775808"] { #expect(ScalarJSON.decode(Int.self, from: text) == nil, "\(text)") }
        #expect(ScalarJSON.decode(String.self, from: "\"a\\nb\"") == nil)
        #expect(ScalarJSON.decode(Double.self, from: "1") == nil, "other types go to the decoder")
    }
}
