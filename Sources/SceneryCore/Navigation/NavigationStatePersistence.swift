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
        switch encode(elements) {
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

    /// The JSON text of a path, or why it has none.
    static func encode(_ elements: [any Hashable]) -> Result<String, NavigationStateProblem> {
        let path = NavigationPath(items: elements.map { NavigationPathItem.make(opening: $0) })
        guard let representation = path.codable else {
            let type = path.items.first { !$0.isCodable }.map { String(reflecting: Swift.type(of: $0.value)) } ?? "?"
            return .failure(NavigationStateProblem(description: "it holds a value of type \(type), which is not Codable"))
        }
        do {
            return .success(String(decoding: try JSONEncoder().encode(representation), as: UTF8.self))
        } catch {
            return .failure(NavigationStateProblem(description: describe(error)))
        }
    }

    /// Whether two paths hold equal elements (as `AnyHashable` compares them).
    static func same(_ a: [any Hashable], _ b: [any Hashable]) -> Bool {
        guard a.count == b.count else { return false }
        for index in a.indices where AnyHashable(a[index]) != AnyHashable(b[index]) {
            return false
        }
        return true
    }

    private static func describe(_ error: any Error) -> String {
        switch error as? EncodingError {
        case .invalidValue(_, let context)?: context.debugDescription
        default: "\(error)"
        }
    }
}

/// Why a path is not saved.
struct NavigationStateProblem: Error, CustomStringConvertible {
    var description: String
}
