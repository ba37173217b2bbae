/// Why a view's `body` runs, as `_printChanges()` reports it (R36):
///
/// * `@identity` — the view is new (its identity appeared);
/// * `@self` — its value differs from the last one (an input changed);
/// * `_name` — its own `@State var name` was written;
/// * `@dependencies` — something else it read changed (an environment value, an
///   observable property, a binding to another view's state).
@MainActor
enum ChangeReasons {
    static func of<V: View>(_ node: GraphNode, newView: V, environment: EnvironmentValues) -> [String] {
        guard let last = node.lastView else { return ["@self", "@identity"] }
        var reasons: [String] = []
        if !ViewEquality.equal(last, newView) { reasons.append("@self") }
        reasons += node.changedState.sorted()
        if node.isDirty && node.changedState.isEmpty || node.environmentChanged(environment) {
            reasons.append("@dependencies")
        }
        return reasons
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
        let reasons = node.changeReasons
        return reasons.isEmpty ? "\(Self.self): unchanged." : "\(Self.self): \(reasons.joined(separator: ", ")) changed."
    }
}
