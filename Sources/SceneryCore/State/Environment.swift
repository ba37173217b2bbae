/// Reads a value from the view's environment.
///
/// ```swift
/// struct PhaseLabel: View {
///     @Environment(\.scenePhase) private var scenePhase
///     var body: some View { Text("\(scenePhase)") }
/// }
/// ```
///
/// A view that reads an environment value runs its `body` again when that value changes
/// where it sits in the tree.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let keyPath: KeyPath<EnvironmentValues, Value>
    /// What a read records as the view's dependency: `keyPath` itself, or for an object
    /// read by type the lookup that gives nil instead of trapping when it is missing.
    let dependency: PartialKeyPath<EnvironmentValues>
    let box = EnvironmentBox()

    /// Reads the value at `keyPath`.
    nonisolated public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
        dependency = keyPath
    }

    init(_ keyPath: KeyPath<EnvironmentValues, Value>, dependency: PartialKeyPath<EnvironmentValues>) {
        self.keyPath = keyPath
        self.dependency = dependency
    }

    /// The current value. Outside a view tree (in a view's `init`, say) it is the default
    /// value, and a runtime warning says so, as in SwiftUI (R124).
    @MainActor
    public var wrappedValue: Value {
        guard let values = box.values else {
            RuntimeWarnings.warnOnce(
                "Accessing Environment<\(Value.self)>'s value outside of being installed on a View. This will always read the default value and will not update.")
            return EnvironmentValues()[keyPath: keyPath]
        }
        if let node = ViewGraph.evaluating {
            node.recordEnvironmentRead(dependency, value: values[keyPath: dependency])
        }
        return values[keyPath: keyPath]
    }
}

/// The environment a view was evaluated in, shared by every copy of one view value.
final class EnvironmentBox: @unchecked Sendable {
    // @unchecked: set and read on the main actor only, while bodies are evaluated.
    nonisolated(unsafe) var values: EnvironmentValues?
}

/// What `Environment` offers the binder.
protocol EnvironmentBindable {
    func bind(_ values: EnvironmentValues)
}

extension Environment: EnvironmentBindable {
    func bind(_ values: EnvironmentValues) { box.values = values }
}
