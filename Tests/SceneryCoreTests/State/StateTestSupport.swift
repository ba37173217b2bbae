@testable import SceneryCore
import Testing

/// Records what views did during body evaluation, and lets a test act on their state.
///
/// A view that holds a probe stores closures over itself in `actions`, so the probe and
/// the view refer to each other. The suite's `.probes` trait breaks that cycle when the
/// test ends (it empties `actions` of every probe the test made); a probe made outside
/// that trait is reported, because it would outlive the test with its views.
@MainActor
final class Probe {
    var log: [String] = []
    var actions: [String: @MainActor () -> Void] = [:]
    var values: [String: Int] = [:]

    init() { ProbeScope.enter(self) { $0.actions = [:] } }

    func record(_ entry: String) -> Bool {
        log.append(entry)
        return true
    }

    func bodies(_ name: String) -> Int { log.filter { $0 == "body \(name)" }.count }

    func run(_ action: String) {
        guard let act = actions[action] else {
            Issue.record("no action \(action); have \(actions.keys.sorted())")
            return
        }
        act()
    }
}

/// The probes a test made, whose actions are emptied when it ends (see `Probe`).
@MainActor
final class ProbeScope {
    @TaskLocal static var current: ProbeScope?
    private var ends: [@MainActor () -> Void] = []

    /// Registers a test helper that views refer to and that keeps closures over those
    /// views: `end` drops the closures when the test ends. Outside a `.probes` suite the
    /// helper would outlive the test with its views, which is reported.
    static func enter<Helper: AnyObject>(_ helper: Helper, end: @escaping @MainActor (Helper) -> Void) {
        guard let scope = current else {
            Issue.record("a \(Helper.self) was made in a suite without the .probes trait: its views would outlive the test")
            return
        }
        scope.ends.append { [weak helper] in if let helper { end(helper) } }
    }

    func end() {
        for end in ends { end() }
        ends = []
    }
}

/// Empties the actions of every `Probe` a test made once the test ends, so the views the
/// actions capture are freed with the test's windows and graphs.
struct ProbeScopeTrait: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        // Suites get the trait too (`isRecursive`); only a test case runs a body.
        guard testCase != nil else { return try await function() }
        let scope = await ProbeScope()
        do {
            try await ProbeScope.$current.withValue(scope) { try await function() }
        } catch {
            await scope.end()
            throw error
        }
        await scope.end()
    }
}

extension Trait where Self == ProbeScopeTrait {
    /// Frees the views a test's `Probe`s capture when the test ends.
    static var probes: Self { Self() }
}

/// A window's graph driven by hand: `render()` resolves the root again as the renderer
/// does after a state change.
@MainActor
struct GraphHarness<Root: View> {
    let graph = ViewGraph()
    let root: Root
    let context = ResolveContext(textMeasurer: FixedTextMeasurer())

    init(_ root: Root) {
        self.root = root
        _ = graph.update(root, context: context)
    }

    /// Applies pending state changes (a no-op when nothing changed).
    func render() {
        guard graph.isUpdateScheduled else { return }
        _ = graph.update(root, context: context)
    }

    /// Resolves the root unconditionally, as when a parent outside the graph re-renders.
    func forceRender(_ root: Root? = nil) {
        _ = graph.update(root ?? self.root, context: context)
    }
}

/// A counter: its body reads `count`.
struct StateCounter: View {
    let probe: Probe
    let name: String
    @State var count: Int

    init(probe: Probe, name: String, initial: Int = 0) {
        self.probe = probe
        self.name = name
        _count = State(initialValue: initial)
    }

    var body: some View {
        let _ = probe.record("body \(name)")
        let _ = { probe.values[name] = count }()
        let _ = { probe.actions[name] = { count += 1 } }()
        Text("\(name): \(count)")
    }
}

/// The runtime warnings `body` reports (`RuntimeWarnings.report`), which are not printed.
@MainActor
func captureWarnings(_ body: () throws -> Void) rethrows -> [String] {
    var warnings: [String] = []
    let saved = RuntimeWarnings.report
    RuntimeWarnings.report = { warnings.append($0) }
    defer { RuntimeWarnings.report = saved }
    try body()
    return warnings
}
