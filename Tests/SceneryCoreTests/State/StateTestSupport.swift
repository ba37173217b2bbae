@testable import SceneryCore
import Testing

/// Records what views did during body evaluation, and lets a test act on their state.
@MainActor
final class Probe {
    var log: [String] = []
    var actions: [String: @MainActor () -> Void] = [:]
    var values: [String: Int] = [:]

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
