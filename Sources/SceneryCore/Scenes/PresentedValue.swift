import FoundationEssentials
import SceneryShared

/// The type a value-presenting window group presents, as the host and renderers see it.
///
/// Presented values cross processes (host, renderers, `scenectl open --value`, restoration
/// files) as JSON text. Two values are "equal" for `openWindow(value:)` when their JSON
/// encodings are equal; Scenery encodes with sorted keys so that equal values of ordinary
/// `Codable & Hashable` types encode identically (see docs/scenes.md).
package struct PresentedValueType {
    /// `String(reflecting:)` of the type: how `openWindow(value:)` finds the group.
    package var name: String
    /// Checks that a JSON text decodes as the type and returns its canonical encoding,
    /// or a message saying why it does not.
    package var canonicalize: (String) -> Result<String, PresentedValueError>
}

/// A presented value that is not valid JSON for its type, or cannot be encoded.
package struct PresentedValueError: Error, Sendable, CustomStringConvertible {
    package var message: String
    package var description: String { message }
}

/// JSON coding of presented values (FoundationEssentials: no full Foundation, no ICU).
package enum PresentedValueCoding {
    /// The canonical JSON text of `value`.
    package static func encode<D: Encodable>(_ value: D) -> Result<String, PresentedValueError> {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            let data = try encoder.encode(value)
            return .success(String(decoding: data, as: UTF8.self))
        } catch {
            return .failure(PresentedValueError(message: "cannot encode a \(String(reflecting: D.self)) as JSON: \(error)"))
        }
    }

    /// Decodes `text` as a `D`.
    package static func decode<D: Decodable>(_ type: D.Type, from text: String) -> Result<D, PresentedValueError> {
        do {
            return .success(try JSONDecoder().decode(D.self, from: Data(text.utf8)))
        } catch {
            return .failure(PresentedValueError(message: "'\(EchoedInput.quote(text))' is not a JSON \(String(reflecting: D.self)): \(Self.describe(error))"))
        }
    }

    /// The presented-value type entry for `D`.
    package static func type<D: Codable & Hashable>(_: D.Type) -> PresentedValueType {
        PresentedValueType(name: String(reflecting: D.self)) { text in
            decode(D.self, from: text).flatMap { encode($0) }
        }
    }

    private static func describe(_ error: any Error) -> String {
        switch error as? DecodingError {
        case .dataCorrupted(let context)?: context.debugDescription
        case .keyNotFound(let key, _)?: "missing key '\(key.stringValue)'"
        case .typeMismatch(let type, let context)?:
            "expected \(type) at \(context.codingPath.map(\.stringValue).joined(separator: ".").ifEmpty("the top level"))"
        case .valueNotFound(let type, _)?: "missing \(type) value"
        default: "\(error)"
        }
    }
}

extension String {
    fileprivate func ifEmpty(_ replacement: String) -> String { isEmpty ? replacement : self }
}

/// The root of a window of a value-presenting group: holds the presented value as the
/// window's own state, so the content's `Binding` writes re-render the window.
struct PresentedValueRoot<Value: Codable & Hashable, Content: View>: View {
    @State private var value: Value?
    let content: @MainActor (Binding<Value?>) -> Content

    init(value: Value?, content: @escaping @MainActor (Binding<Value?>) -> Content) {
        _value = State(initialValue: value)
        self.content = content
    }

    var body: some View {
        content($value)
    }
}
