import FoundationEssentials
import SceneryCore
import Testing

// Element types at file scope, internal: their `Module.Type` names resolve in any process.
struct PathRecipe: Codable, Hashable {
    var name: String
    var minutes: Int
}

enum PathMenu {
    enum Course: String, Codable, Hashable { case starter, main, dessert }
}

/// Hashable but not Codable: keeps a path in its process.
struct PathToken: Hashable {
    var id: Int
}

/// Codable, but private: no other process can look its name up.
private struct HiddenStep: Codable, Hashable {
    var n: Int
}

private func json(_ representation: NavigationPath.CodableRepresentation) throws -> String {
    String(decoding: try JSONEncoder().encode(representation), as: UTF8.self)
}

private func decode(_ text: String) throws -> NavigationPath {
    NavigationPath(try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: Data(text.utf8)))
}

/// Decodes `text` and returns the DecodingError it throws, failing the test if it throws
/// anything else or nothing.
private func decodingError(_ text: String) -> DecodingError? {
    do {
        _ = try decode(text)
        Issue.record("decoding \(text) did not throw")
    } catch let error as DecodingError {
        return error
    } catch {
        Issue.record("decoding \(text) threw \(error), not a DecodingError")
    }
    return nil
}

private func message(_ error: DecodingError?) -> String {
    guard case .dataCorrupted(let context)? = error else { return "not dataCorrupted: \(String(describing: error))" }
    return context.debugDescription
}

@Suite("NavigationPath: a type-erased, optionally codable stack of values")
struct NavigationPathTests {
    @Test("R42: a new path is empty")
    func emptyPath() {
        let path = NavigationPath()
        #expect(path.isEmpty)
        #expect(path.count == 0)
        #expect(path.elements.isEmpty)
        #expect(path == NavigationPath([Int]()))
    }

    @Test("R43/R44/R25: append any Hashable values of mixed types, count them, remove from the end")
    func appendAndRemove() {
        var path = NavigationPath()
        path.append(1)
        path.append("a")
        path.append(PathRecipe(name: "Apple Pie", minutes: 60))
        path.append(PathToken(id: 7))
        #expect(path.count == 4)
        #expect(!path.isEmpty)
        #expect(path.elements.last as? PathToken == PathToken(id: 7))
        #expect(path.elements.first as? Int == 1)

        path.removeLast()
        #expect(path.count == 3)
        #expect(path.elements.last as? PathRecipe == PathRecipe(name: "Apple Pie", minutes: 60))
        path.removeLast(0)
        #expect(path.count == 3)
        path.removeLast(2)
        #expect(path.count == 1)
        #expect(path.elements.first as? Int == 1)
        path.removeLast(1)
        #expect(path.isEmpty)
    }

    @Test("R43: elements keep their own dynamic types, also when appended as AnyHashable")
    func dynamicTypes() {
        var path = NavigationPath([AnyHashable(3), AnyHashable("x")])
        path.append(AnyHashable(PathMenu.Course.main))
        #expect(path.elements[0] is Int)
        #expect(path.elements[1] is String)
        #expect(path.elements[2] as? PathMenu.Course == .main)
        #expect(path == NavigationPath([3 as AnyHashable, "x", PathMenu.Course.main]))
        // AnyHashable elements whose values are Codable keep the path codable.
        #expect(path.codable != nil)
    }

    @Test("R45: paths of equal element sequences are equal; different ones are not")
    func equality() {
        var a = NavigationPath()
        a.append(1)
        a.append("a")
        var b = NavigationPath([1])
        b.append("a")
        #expect(a == b)
        #expect(NavigationPath([1, 2]) != NavigationPath([2, 1]))
        #expect(NavigationPath([1, 2]) != NavigationPath([1]))
        #expect(NavigationPath([1]) != NavigationPath(["1"]))
        #expect(NavigationPath([PathToken(id: 1)]) == NavigationPath([PathToken(id: 1)]))
        #expect(NavigationPath([PathToken(id: 1)]) != NavigationPath([PathToken(id: 2)]))
        b.removeLast()
        #expect(a != b)
    }

    @Test("R46: codable is non-nil when every element is Codable, nil as soon as one is not")
    func codableOnlyWhenEveryElementIs() {
        var path = NavigationPath([1, 2])
        path.append("a")
        path.append(PathRecipe(name: "Soup", minutes: 20))
        #expect(path.codable != nil)

        path.append(PathToken(id: 1))
        #expect(path.codable == nil)
        #expect(path.count == 5)
        path.removeLast()
        #expect(path.codable != nil)

        #expect(NavigationPath([PathToken(id: 1)]).codable == nil)
        #expect(NavigationPath().codable != nil)
    }

    @Test("R46: a Codable value appended through a merely-Hashable generic stays codable")
    func codableSeenAtRunTime() {
        func push<V: Hashable>(_ value: V, onto path: inout NavigationPath) { path.append(value) }
        var path = NavigationPath()
        push(PathRecipe(name: "Tea", minutes: 5), onto: &path)
        push(Int?.some(4), onto: &path)
        #expect(path.codable != nil)
        #expect(type(of: path.elements[1]) == Int?.self)
        push(PathToken(id: 2), onto: &path)
        #expect(path.codable == nil)
    }

    @Test("R96: a path with a non-Codable element has no codable form, and nothing crashes")
    func nonCodableNeverCrashes() {
        var path = NavigationPath([PathToken(id: 1)])
        path.append(1)
        #expect(path.codable == nil)
        #expect(path == NavigationPath([PathToken(id: 1) as AnyHashable, 1]))
        path.removeLast(2)
        #expect(path.isEmpty)
        #expect(path.codable != nil)
    }

    @Test("R96: a Codable element type no other process can name makes encoding throw, not crash")
    func unnameableTypeThrows() throws {
        let representation = try #require(NavigationPath([HiddenStep(n: 1)]).codable)
        #expect(throws: EncodingError.self) { try JSONEncoder().encode(representation) }
        func local() throws {
            struct Step: Codable, Hashable { var n: Int }
            let representation = try #require(NavigationPath([Step(n: 2)]).codable)
            #expect(throws: EncodingError.self) { try JSONEncoder().encode(representation) }
        }
        try local()
    }

    @Test("R47: the JSON shape is SwiftUI's: type name and value text, last element first")
    func jsonShape() throws {
        let representation = try #require(NavigationPath([1 as AnyHashable, "a"]).codable)
        #expect(try json(representation) == #"["Swift.String","\"a\"","Swift.Int","1"]"#)

        let recipe = try #require(NavigationPath([PathRecipe(name: "Pie", minutes: 30)]).codable)
        #expect(try json(recipe) == #"["SceneryCoreTests.PathRecipe","{\"minutes\":30,\"name\":\"Pie\"}"]"#)

        let nested = try #require(NavigationPath([PathMenu.Course.dessert]).codable)
        #expect(try json(nested) == #"["SceneryCoreTests.PathMenu.Course","\"dessert\""]"#)

        #expect(try json(#require(NavigationPath().codable)) == "[]")
    }

    @Test("R47/R95: a mixed path round-trips through JSONEncoder and JSONDecoder to an equal path")
    func roundTrip() throws {
        var path = NavigationPath()
        path.append(42)
        path.append("forty-two")
        path.append(PathRecipe(name: "Apple Pie", minutes: 75))
        path.append(PathMenu.Course.starter)
        path.append(true)
        path.append(2.5)

        let representation = try #require(path.codable)
        let data = try JSONEncoder().encode(representation)
        let decoded = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
        #expect(decoded == representation)
        let restored = NavigationPath(decoded)
        #expect(restored == path)
        #expect(restored.count == 6)
        #expect(restored.elements[0] as? Int == 42)
        #expect(restored.elements[2] as? PathRecipe == PathRecipe(name: "Apple Pie", minutes: 75))
        #expect(restored.elements[3] as? PathMenu.Course == .starter)
        // The restored path is codable again, with the same encoding.
        #expect(try json(#require(restored.codable)) == String(decoding: data, as: UTF8.self))
    }

    @Test("R47: generic element types round-trip too (written with their mangled names)")
    func genericTypes() throws {
        let path = NavigationPath([[1, 2], [3]])
        var mixed = path
        mixed.append(Int?.none)
        let text = try json(#require(mixed.codable))
        #expect(!text.contains("Swift.Array<"))
        #expect(try decode(text) == mixed)
    }

    @Test("R48: an unknown type name throws a DataCorrupted DecodingError naming the type")
    func unknownTypeName() {
        let error = decodingError(#"["SceneryCoreTests.NoSuchType","1"]"#)
        #expect(message(error).contains("SceneryCoreTests.NoSuchType"))
        for name in ["", "garbage", "Swift.", "..", "\u{01}abc", "5Swift3IntVVVV", "NoModule.Int"] {
            let text = String(decoding: try! JSONEncoder().encode([name, "1"]), as: UTF8.self)
            #expect(decodingError(text) != nil, "type name \(name.debugDescription)")
        }
    }

    @Test("R48: a type that is not Codable and Hashable throws a DecodingError naming it")
    func notCodableType() {
        #expect(message(decodingError(#"["SceneryCoreTests.PathToken","{\"id\":1}"]"#)).contains("SceneryCoreTests.PathToken"))
        #expect(message(decodingError(#"["SceneryCoreTests.NavigationPathTests","{}"]"#)).contains("not Codable"))
    }

    @Test("R48: a value that does not decode as its type throws a DecodingError naming the type")
    func corruptValue() {
        let error = decodingError(#"["Swift.Int","1","SceneryCoreTests.PathRecipe","{\"name\":\"Pie\"}"]"#)
        #expect(message(error).contains("SceneryCoreTests.PathRecipe"))
        #expect(message(decodingError(#"["Swift.Int","\"one\""]"#)).contains("Swift.Int"))
        #expect(decodingError(#"["Swift.Int","not json"]"#) != nil)
    }

    @Test("R48: data that is not an alternating array of strings throws a DecodingError")
    func corruptShape() {
        #expect(message(decodingError(#"["Swift.Int"]"#)).contains("no value"))
        #expect(decodingError(#"["Swift.Int",1]"#) != nil)
        #expect(decodingError(#"{"Swift.Int":"1"}"#) != nil)
        #expect(decodingError(#"[1,2]"#) != nil)
        // The documented app-level fallback.
        let path = (try? decode("[")) ?? NavigationPath()
        #expect(path.isEmpty)
    }

    @Test("R96: SwiftUI-written names of types in this program decode")
    func readableNames() throws {
        let path = try decode(#"["Swift.UInt8","7","SceneryCoreTests.PathMenu.Course","\"main\"","Swift.Double","0.5"]"#)
        #expect(path == NavigationPath([0.5 as AnyHashable, PathMenu.Course.main, UInt8(7)]))
    }
}
