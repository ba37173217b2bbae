import Observation
@testable import SceneryCore
@testable import SceneryHeadless
@testable import SceneryRenderer
import Testing

// The environment and updates in place: a view changed in place sees the environment a
// re-traversal would give it, and a window's scene phase reaches the views that read it
// without resolving the rest of the window again.

/// Whether the texts under a `StyledCells` are large.
@Observable
final class FontChoice {
    var large = false
}

/// A title and one cell, in a font that the choice sets from outside the cell.
struct StyledCells: View {
    let choice: FontChoice
    let cell: CostCell
    var body: some View {
        VStack(spacing: 0) {
            Text("title")
            CostGridCell(cell: cell)
        }
        .font(choice.large ? .largeTitle : .body)
    }
}

/// The window's scene phase, and each change `onChange(of:)` saw.
struct PhaseLabel: View {
    let log: PhaseLog
    @Environment(\.scenePhase) private var phase
    var body: some View {
        Text("phase \(String(describing: phase))")
            .onChange(of: phase) { old, new in log.changes.append("\(old) -> \(new)") }
    }
}

@MainActor
final class PhaseLog {
    var changes: [String] = []
}

/// A phase label above a grid of 40 × 40 cells.
struct PhaseWindow: View {
    let log: PhaseLog
    let cells: [CostCell]
    var body: some View {
        VStack(spacing: 0) {
            PhaseLabel(log: log)
            CostGrid(cells: cells)
        }
    }
}

/// A phase label whose phase an ancestor wrote.
struct WrittenPhaseWindow: View {
    let log: PhaseLog
    var body: some View {
        VStack(spacing: 0) {
            PhaseLabel(log: log).environment(\.scenePhase, .background)
        }
    }
}

@MainActor
@Suite("The environment and updates in place")
struct EnvironmentInPlaceTests {
    let size = CGSize(width: 800, height: 800)

    /// The text items a window shows: string, font and frame.
    static func texts(_ list: DisplayList) -> [String] {
        list.items.compactMap { item in
            guard case .text(let string, let font, _, let frame, _) = item else { return nil }
            return "\(string) \(font) \(frame)"
        }
    }

    /// A headless window of `view`, 800 × 800, its first frame presented.
    func open(_ view: some View) throws -> (WindowController, SceneryHeadless.HeadlessWindow) {
        let backend = HeadlessBackend()
        let controller = WindowController(content: AnyView(view), textMeasurer: FixedTextMeasurer())
        try controller.open(on: backend, appID: "test", title: "test")
        backend.windows[0].resize(to: size)
        return (controller, backend.windows[0])
    }

    @Test("A view changed in place after its environment changed resolves in the new environment (R118)")
    func inPlaceAfterEnvironmentChange() {
        let choice = FontChoice()
        let cell = CostCell()
        let graph = ViewGraph()
        let context = ResolveContext(textMeasurer: FixedTextMeasurer())
        let view = StyledCells(choice: choice, cell: cell)
        var root = graph.update(view, context: context)
        _ = layoutWindow(root, in: size)
        // The font changes around the cell: its output is resolved again in the new
        // environment, without its body running.
        choice.large = true
        root = graph.update(view, context: context)
        _ = layoutWindow(root, in: size)
        // Then the cell's own value changes: in place, in the environment it last saw.
        cell.value = 7
        UpdateCounts.reset()
        root = graph.update(view, context: context)
        let list = layoutWindow(root, in: size)
        #expect(UpdateCounts.current.viewsUpdatedInPlace == 1, "\(UpdateCounts.current)")
        let freshGraph = ViewGraph()
        let fresh = layoutWindow(freshGraph.update(view, context: context), in: size)
        withExtendedLifetime(freshGraph) {}
        #expect(Self.texts(list) == Self.texts(fresh))
        #expect(Self.texts(list).count == 2)
    }

    @Test("A scene phase change runs only the views that read it, and their onChange")
    func phaseChangeReachesReadersOnly() throws {
        let log = PhaseLog()
        let cells = (0..<1_600).map { _ in CostCell() }
        let (controller, window) = try open(PhaseWindow(log: log, cells: cells))
        window.setFocused(true)
        #expect(Self.texts(controller.displayList).contains { $0.hasPrefix("phase active ") })
        UpdateCounts.reset()
        window.setFocused(false)
        let counts = UpdateCounts.current
        #expect(counts.bodies == 1, "\(counts)")
        #expect(counts.customViewsResolved <= 3, "\(counts)")
        #expect(Self.texts(controller.displayList).contains { $0.hasPrefix("phase inactive ") })
        #expect(log.changes.last == "active -> inactive")
    }

    @Test("After a scene phase change, a change elsewhere is made in place and shows as in a fresh window")
    func inPlaceAfterPhaseChange() throws {
        let log = PhaseLog()
        let cells = (0..<1_600).map { _ in CostCell() }
        let (controller, window) = try open(PhaseWindow(log: log, cells: cells))
        window.setFocused(true)
        window.setFocused(false)
        cells[41].value = 3
        UpdateCounts.reset()
        controller.updateViews()
        #expect(UpdateCounts.current.viewsUpdatedInPlace == 1, "\(UpdateCounts.current)")
        let (fresh, freshWindow) = try open(PhaseWindow(log: PhaseLog(), cells: cells))
        freshWindow.setFocused(true)
        freshWindow.setFocused(false)
        #expect(Self.texts(controller.displayList) == Self.texts(fresh.displayList))
    }

    @Test("A view under an ancestor that wrote the scene phase keeps that phase when the window's changes")
    func writtenPhaseWins() throws {
        let log = PhaseLog()
        let (controller, window) = try open(WrittenPhaseWindow(log: log))
        window.setFocused(true)
        window.setFocused(false)
        #expect(Self.texts(controller.displayList).contains { $0.hasPrefix("phase background ") })
        #expect(log.changes.isEmpty)
    }
}
