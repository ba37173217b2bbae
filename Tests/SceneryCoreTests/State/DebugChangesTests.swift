@testable import SceneryCore
@testable import SceneryRenderer
import Testing

/// Records what `_printChanges()` would print, from inside bodies.
@MainActor
final class ChangeLog {
    var lines: [String] = []
}

private struct ChangeCounter: View {
    let log: ChangeLog
    let label: String
    @State var value = 0
    var body: some View {
        if let line = Self._changesDescription() { log.lines.append(line) }
        return HStack {
            Text("value \(value)")
            Button(label) { value += 1 }
        }
    }
}

private struct ChangeParent: View {
    let log: ChangeLog
    @State var label = "a"
    @State var generation = 0
    var body: some View {
        VStack {
            ChangeCounter(log: log, label: label).id(generation)
            Button("rename") { label += "a" }
            Button("new identity") { generation += 1 }
        }
    }
}

@Suite("Debugging why a body runs")
@MainActor
struct DebugChangesTests {
    @Test("R36: a state change reports _value, a changed view value @self, a new identity @identity")
    func changeReasons() throws {
        let log = ChangeLog()
        let window = try HeadlessWindow(ChangeParent(log: log))
        #expect(log.lines == ["ChangeCounter: @self, @identity changed."])

        func tap(_ title: String) throws {
            let point = try #require(window.center(of: title), "no \(title) in \(window.texts)")
            log.lines = []
            window.window.click(at: point)
        }
        try tap("a")
        #expect(log.lines == ["ChangeCounter: _value changed."])
        try tap("rename")
        #expect(log.lines == ["ChangeCounter: @self changed."])
        try tap("new identity")
        #expect(log.lines == ["ChangeCounter: @self, @identity changed."])
    }

    @Test("R124: reading @Environment outside a view tree gives the default value and a runtime warning, once")
    func environmentOutsideTheTree() {
        var warnings: [String] = []
        let previous = RuntimeWarnings.report
        RuntimeWarnings.report = { warnings.append($0) }
        defer { RuntimeWarnings.report = previous }

        struct Reader: View {
            @Environment(\.lineLimit) var limit
            var body: some View { EmptyView() }
        }
        let reader = Reader()
        #expect(reader.limit == nil)
        #expect(reader.limit == nil)
        #expect(warnings.count <= 1)
        #expect(warnings.allSatisfy { $0.contains("Accessing Environment<Optional<Int>>'s value outside of being installed on a View") })
    }
}
