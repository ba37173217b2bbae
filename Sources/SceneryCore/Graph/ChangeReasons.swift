/// Why a view's `body` runs, as `_printChanges()` reports it (R36):
///
/// * `@identity` — the view is new (its identity appeared);
/// * `@self` — its value differs from the last one (an input changed);
/// * `_name` — its own `@State var name` was written;
/// * `@dependencies` — something else it read changed (an environment value, an
///   observable property, a binding to another view's state).
@MainActor
enum ChangeReasons {
    /// Why `node`'s body runs for `newView` in `environment`, as a function to call from
    /// the body (``View/_printChanges()``): it captures what it needs now, and compares
    /// only when called.
    static func of<V: View>(_ node: GraphNode, newView: V, environment: EnvironmentValues) -> @MainActor () -> [String] {
        guard let last = node.lastView else { return { ["@self", "@identity"] } }
        let changedState = node.changedState.sorted()
        let isDirty = node.isDirty
        let reads = node.environmentReads
        nonisolated(unsafe) let newView = newView
        return {
            var reasons: [String] = []
            if !ViewEquality.equal(last, newView) { reasons.append("@self") }
            reasons += changedState
            let environmentChanged = reads.contains { keyPath, old in
                guard let new = environment[keyPath: keyPath] else { return true }
                return !ViewEquality.equal(old, new)
            }
            if isDirty && changedState.isEmpty || environmentChanged {
                reasons.append("@dependencies")
            }
            return reasons
        }
    }
}

extension View {
    /// Prints why this view's `body` is running, when called from it:
    /// `"Counter: _count changed."`, `"Row: @self changed."`, `"Detail: @self, @identity changed."`.
    /// For debugging, as in SwiftUI; the line goes to standard output.
    @MainActor
    public static func _printChanges() {
        guard let line = _changesDescription() else { return }
        print(line)
    }

    /// What ``_printChanges()`` prints, or nil outside a view's `body`.
    @MainActor
    package static func _changesDescription() -> String? {
        guard let node = ViewGraph.evaluating else { return nil }
        let reasons = node.changeReasons()
        return reasons.isEmpty ? "\(Self.self): unchanged." : "\(Self.self): \(reasons.joined(separator: ", ")) changed."
    }
}
