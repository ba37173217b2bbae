import FoundationEssentials
import Synchronization

extension NavigationPath {
    /// A serializable representation of a navigation path.
    ///
    /// Encodes as SwiftUI's does: one flat array that alternates each element's type name
    /// and the element's own JSON text, listing the elements from the **end** of the path:
    /// `[1, "a"]` encodes as `["Swift.String", "\"a\"", "Swift.Int", "1"]`. Type names are
    /// `Module.Type` names (`"MyApp.Recipe"`, `"MyApp.Outer.Inner"`); a type such a name
    /// cannot express (a generic type such as `[Int]`) is written with its mangled name
    /// instead. Decoding looks the names up in the running program, so a path decodes in any
    /// process of the same app. See docs/scenes.md, "NavigationPath".
    public struct CodableRepresentation: Codable, Equatable {
        /// The elements, first pushed first; every one is codable.
        var items: [NavigationPathItem]

        init(items: [NavigationPathItem]) {
            self.items = items
        }

        /// Decodes a path, looking every type name up in this program.
        ///
        /// Throws `DecodingError.dataCorrupted`, naming the element, when the array does
        /// not alternate names and values, a type name names no `Codable & Hashable` type of
        /// this program, or a value does not decode as its type.
        public init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            var fromTheEnd: [NavigationPathItem] = []
            while !container.isAtEnd {
                let position = decoder.codingPath + [NavigationPathCoding.Index(container.currentIndex)]
                let typeName = try container.decode(String.self)
                func corrupted(_ message: String, _ underlying: (any Error)? = nil) -> DecodingError {
                    .dataCorrupted(DecodingError.Context(
                        codingPath: position, debugDescription: "NavigationPath: \(message)",
                        underlyingError: underlying))
                }
                guard !container.isAtEnd else {
                    throw corrupted("the type name '\(typeName)' has no value after it (the array alternates type names and JSON values)")
                }
                let json = try container.decode(String.self)
                guard let type = NavigationPathCoding.type(named: typeName) else {
                    throw corrupted("no type named '\(typeName)' in this program")
                }
                guard let codableType = type as? any (Codable & Hashable).Type else {
                    throw corrupted("the type '\(typeName)' is not Codable and Hashable")
                }
                do {
                    fromTheEnd.append(try NavigationPathCoding.item(codableType, json: json))
                } catch {
                    throw corrupted(
                        "'\(json)' is not a JSON \(typeName): \(NavigationPathCoding.describe(error))", error)
                }
            }
            items = fromTheEnd.reversed()
        }

        /// Encodes the path, last element first.
        ///
        /// Throws `EncodingError.invalidValue` for an element whose type no other process can
        /// look up by name (a `private` or local type), or whose value does not encode.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            for item in items.reversed() {
                let type = Swift.type(of: item.value)
                guard let encodeJSON = item.encodeJSON, let name = NavigationPathCoding.portableName(of: type) else {
                    let reason = item.isCodable
                        ? "has no name another process can look up (is it private, or declared inside a function?)"
                        : "is not Codable"
                    throw EncodingError.invalidValue(item.value, EncodingError.Context(
                        codingPath: container.codingPath,
                        debugDescription: "NavigationPath: the element type \(_typeName(type, qualified: true)) \(reason)"))
                }
                try container.encode(name)
                try container.encode(try encodeJSON())
            }
        }

        public static func == (lhs: CodableRepresentation, rhs: CodableRepresentation) -> Bool {
            NavigationPathItem.equal(lhs.items, rhs.items)
        }
    }
}

/// JSON text and type names for navigation path elements.
enum NavigationPathCoding {
    /// The JSON text of one element (sorted keys, so equal values encode alike).
    static func json<V: Encodable>(of value: V) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    /// Decodes one element of type `C` from its JSON text.
    static func item<C: Codable & Hashable>(_: C.Type, json: String) throws -> NavigationPathItem {
        NavigationPathItem.make(codable: try JSONDecoder().decode(C.self, from: Data(json.utf8)))
    }

    /// The name `type` is written with: its `Module.Type` name when that name looks it up
    /// again, else its mangled name when that does; nil for a type neither finds (a private
    /// or local type, whose mangled name is not stable across processes).
    static func portableName(of type: Any.Type) -> String? {
        if let known = lookups.withLock({ $0.names[ObjectIdentifier(type)] }) { return known }
        let candidates = [_typeName(type, qualified: true), _mangledTypeName(type)].compactMap { $0 }
        let name = candidates.first { name in
            self.type(named: name).map { ObjectIdentifier($0) == ObjectIdentifier(type) } ?? false
        }
        lookups.withLock { $0.names[ObjectIdentifier(type)] = name }
        return name
    }

    /// The names found for types and the types found for names, so a long path looks each
    /// type up once (the runtime's lookup costs microseconds per call).
    private struct Lookups {
        var names: [ObjectIdentifier: String?] = [:]
        var types: [String: Any.Type] = [:]
        /// The types a `navigationDestination(for:)` declared, by both their names.
        var declared: [String: Any.Type] = [:]
        var declaredIDs: Set<ObjectIdentifier> = []
    }

    private static let lookups = Mutex(Lookups())

    /// Records a type a `navigationDestination(for:)` declares: decoding finds it by its
    /// `Module.Type` name or its mangled name without asking the runtime.
    static func declare(_ type: Any.Type) {
        let id = ObjectIdentifier(type)
        guard !lookups.withLock({ $0.declaredIDs.contains(id) }) else { return }
        let names = [_typeName(type, qualified: true), _mangledTypeName(type)].compactMap { $0 }
        lookups.withLock { lookups in
            lookups.declaredIDs.insert(id)
            for name in names { lookups.declared[name] = type }
        }
    }

    /// The type a name written by `portableName(of:)` (or by SwiftUI) names, or nil.
    ///
    /// Tries the types `navigationDestination(for:)` declared (by either name), then the
    /// Swift runtime's `_typeByName` (mangled names, and `Module.Type` for the few
    /// types it finds that way), then a dotted `Module.Outer.Inner` name level by level as a
    /// struct, enum or class. Names with control characters are refused before reaching the
    /// runtime: in a mangled name they would be symbolic references.
    static func type(named name: String) -> Any.Type? {
        guard !name.isEmpty, !name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
            return nil
        }
        if let known = lookups.withLock({ $0.declared[name] ?? $0.types[name] }) { return known }
        guard let found = _typeByName(name) ?? nominalType(dotted: name) else { return nil }
        lookups.withLock { $0.types[name] = found }
        return found
    }

    /// Looks up `Module.A.B…` by mangling each level as a struct (V), enum (O) or class (C).
    private static func nominalType(dotted name: String) -> Any.Type? {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 2, parts.count <= 16, parts.allSatisfy(isIdentifier) else { return nil }
        var mangled = mangle(parts[0])
        var found: Any.Type?
        for part in parts.dropFirst() {
            let prefix = mangled + mangle(part)
            guard let kind = ["V", "O", "C"].first(where: { _typeByName(prefix + $0) != nil }) else { return nil }
            mangled = prefix + kind
            found = _typeByName(mangled)
        }
        return found
    }

    private static func isIdentifier(_ part: Substring) -> Bool {
        guard let first = part.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else {
            return false
        }
        return part.utf8.allSatisfy { byte in
            byte == UInt8(ascii: "_")
                || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        }
    }

    private static func mangle(_ identifier: Substring) -> String {
        "\(identifier.utf8.count)\(identifier)"
    }

    /// A short account of a decoding error.
    static func describe(_ error: any Error) -> String {
        switch error as? DecodingError {
        case .dataCorrupted(let context)?: context.debugDescription
        case .keyNotFound(let key, _)?: "missing key '\(key.stringValue)'"
        case .typeMismatch(let type, let context)?:
            "expected \(type) at \(context.codingPath.isEmpty ? "the top level" : context.codingPath.map(\.stringValue).joined(separator: "."))"
        case .valueNotFound(let type, _)?: "missing \(type) value"
        default: "\(error)"
        }
    }

    /// The coding key of a position in the representation's array.
    struct Index: CodingKey {
        var intValue: Int?
        var stringValue: String { "Index \(intValue ?? 0)" }
        init(_ index: Int) { intValue = index }
        init?(intValue: Int) { self.intValue = intValue }
        init?(stringValue: String) { nil }
    }
}
