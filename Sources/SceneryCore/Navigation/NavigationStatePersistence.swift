import FoundationEssentials

/// Saving a stack's path in its window's scene storage, and restoring it, so a restarted
/// renderer (after a crash, or on the app's next launch) shows the same views.
///
/// The key is `scenery.navigation.stack <identity path of the stack>`, the value the JSON
/// text of the path's `NavigationPath.CodableRepresentation` (for a bound collection too).
/// A path holding a value that is not `Codable` (or whose type has no name another process
/// can look up) is not saved: its key is removed, with one warning. Views pushed by
/// destination-view links and presented destinations are not part of the path and are not
/// saved (R97). docs/navigation-state.md describes the design.
@MainActor
enum NavigationStatePersistence {
    /// The prefix of the stacks' keys.
    static let keyPrefix = "scenery.navigation.stack "

    /// Restores the path saved under `key` into the stack, once per window: a whole-path
    /// assignment (R95), written through the stack's path (its own, or the binding the app
    /// gave it). A saved path that no longer decodes (a renamed type, corrupt text) or that
    /// the stack's collection cannot hold leaves the stack at its root, with one warning
    /// naming the key and the problem.
    static func restore(_ model: NavigationStackModel, key: String, context: ResolveContext) {
        let environment = context.environment
        guard !model.restorationChecked else { return }
        model.restorationChecked = true
        guard let store = environment.sceneStorageStore, let text = store.peek(key) else { return }
        guard environment.navigationState?.claimRestoration(of: key) ?? true else { return }
        let representation: NavigationPath.CodableRepresentation
        do {
            representation = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: Data(text.utf8))
        } catch {
            return RuntimeWarnings.warnOnce(
                "The saved navigation path '\(key)' cannot be restored (\(NavigationPathCoding.describe(error))); "
                    + "the stack starts at its root.")
        }
        let elements = NavigationPath(representation).elements
        // The path is written after this update, when writing state is allowed: the views
        // that read it (the app's, through its binding) run again in the update that
        // follows at once, before the frame is drawn. Until then nothing is saved.
        let apply = { @MainActor in
            model.restorePending = false
            guard model.path.replace(elements) else {
                let types = Set(elements.map { String(reflecting: type(of: $0)) }).sorted().joined(separator: ", ")
                return RuntimeWarnings.warnOnce(
                    "The saved navigation path '\(key)' holds values (\(types)) the stack's path cannot hold; "
                        + "the stack starts at its root.")
            }
        }
        if let graph = context.graph {
            model.restorePending = true
            graph.pendingChanges.append(apply)
        } else {
            apply()
        }
    }

    /// Saves the stack's path under `key` when it differs from the one saved last.
    static func save(_ model: NavigationStackModel, elements: [any Hashable], key: String, store: StoredValueStore?) {
        guard let store, !model.restorePending else { return }
        guard key.utf8.count <= StoredValueStore.maximumKeySize else {
            return RuntimeWarnings.warnOnce(
                "A NavigationStack's path is not saved: its identity path makes a key of \(key.utf8.count) bytes, more than "
                    + "\(StoredValueStore.maximumKeySize) (\(key.prefix(80))…).")
        }
        if let saved = model.savedElements, same(saved, elements) { return }
        model.savedElements = elements
        let text: String?
        switch encode(elements, reusing: &model.savedFragments) {
        case .success(let encoded) where encoded.utf8.count > StoredValueStore.maximumValueSize:
            RuntimeWarnings.warnOnce(
                "The navigation path '\(key)' takes \(encoded.utf8.count >> 10) KiB as JSON, more than the "
                    + "\(StoredValueStore.maximumValueSize >> 10) KiB a stored value may take; it is not saved.")
            text = nil
        case .success(let encoded):
            text = elements.isEmpty ? nil : encoded
        case .failure(let problem):
            RuntimeWarnings.warnOnce("The navigation path '\(key)' is not saved: \(problem).")
            text = nil
        }
        if store.peek(key) != text { store.write(text, for: key) }
    }

    /// The JSON text of a path's `CodableRepresentation`, or why it has none.
    static func encode(_ elements: [any Hashable]) -> Result<String, NavigationStateProblem> {
        var fragments: [SavedFragment] = []
        return encode(elements, reusing: &fragments)
    }

    /// The JSON text of a path's `CodableRepresentation`, built from each element's part
    /// (`"type name","element JSON"`): the parts of the elements `fragments` already holds
    /// (a common prefix: a push or a pop changes only the end) are reused, so a push onto a
    /// long path encodes one element, not all of them. `fragments` becomes the new path's.
    static func encode(
        _ elements: [any Hashable], reusing fragments: inout [SavedFragment]
    ) -> Result<String, NavigationStateProblem> {
        var common = 0
        while common < min(fragments.count, elements.count),
              equal(fragments[common].value, elements[common]) {
            common += 1
        }
        fragments.removeLast(fragments.count - common)
        for element in elements[common...] {
            switch fragment(for: element) {
            case .success(let part): fragments.append(SavedFragment(value: element, json: part))
            case .failure(let problem): return .failure(problem)
            }
        }
        // SwiftUI's order: the last element first.
        var text = "["
        text.reserveCapacity(fragments.reduce(2) { $0 + $1.json.utf8.count + 1 })
        for (index, fragment) in fragments.reversed().enumerated() {
            if index > 0 { text += "," }
            text += fragment.json
        }
        return .success(text + "]")
    }

    /// One element's part of the saved text: its type's portable name and its own JSON
    /// text, each as a JSON string.
    private static func fragment(for element: any Hashable) -> Result<String, NavigationStateProblem> {
        let item = NavigationPathItem.make(opening: element)
        let type = Swift.type(of: item.value)
        guard let encodeJSON = item.encodeJSON else {
            return .failure(NavigationStateProblem(
                description: "it holds a value of type \(String(reflecting: type)), which is not Codable"))
        }
        guard let name = NavigationPathCoding.portableName(of: type) else {
            return .failure(NavigationStateProblem(
                description: "the type \(String(reflecting: type)) has no name another process can look up "
                    + "(is it private, or declared inside a function?)"))
        }
        do {
            return .success(quoted(name) + "," + quoted(try encodeJSON()))
        } catch {
            return .failure(NavigationStateProblem(
                description: "a \(String(reflecting: type)) does not encode: \(describe(error))"))
        }
    }

    /// `text` as a JSON string literal.
    static func quoted(_ text: String) -> String {
        var out = "\""
        out.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// Whether two paths hold equal elements (as `AnyHashable` compares them).
    static func same(_ a: [any Hashable], _ b: [any Hashable]) -> Bool {
        guard a.count == b.count else { return false }
        for index in a.indices where !equal(a[index], b[index]) {
            return false
        }
        return true
    }

    /// Whether two elements are equal as `AnyHashable` sees them.
    private static func equal(_ a: any Hashable, _ b: any Hashable) -> Bool {
        func box<H: Hashable>(_ value: H) -> AnyHashable { AnyHashable(value) }
        return box(a) == box(b)
    }

    private static func describe(_ error: any Error) -> String {
        switch error as? EncodingError {
        case .invalidValue(_, let context)?: context.debugDescription
        default: "\(error)"
        }
    }
}

/// One saved element and its part of the saved text.
struct SavedFragment {
    var value: any Hashable
    var json: String
}

/// Why a path is not saved.
struct NavigationStateProblem: Error, CustomStringConvertible {
    var description: String
}
