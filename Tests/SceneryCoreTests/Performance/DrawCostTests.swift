@testable import SceneryCairo
@testable import SceneryCore
@testable import SceneryHeadless
@testable import SceneryRenderer
import Testing

// What presenting one update costs, counted (never timed): the damage compares, and the
// painter looks at, what changed, not the whole window (docs/view-graph.md, "What an
// update costs").

/// A list of 200 rows with a selection.
private struct SelectableRows: View {
    @State var selection: Int? = 3
    var body: some View {
        List(0..<200, selection: $selection) { index in Text("Item \(index)") }
    }
}

@Suite("What presenting an update costs")
@MainActor
struct DrawCostTests {
    let window = Size(width: 400, height: 300)

    func center(of string: String, in controller: WindowController) -> CGPoint? {
        for item in controller.displayList.items {
            if case .text(let text, _, _, let frame, _) = item, text == string { return CGPoint(x: frame.midX, y: frame.midY) }
        }
        return nil
    }

    /// A focused headless window of `content`, laid out with Pango as the renderer does (so
    /// text fits the frames it is drawn in).
    func open(_ content: some View) throws -> (HeadlessBackend, WindowController, SceneryHeadless.HeadlessWindow) {
        let backend = HeadlessBackend()
        let controller = WindowController(content: AnyView(content), textMeasurer: backend.painter.measurer)
        try controller.open(on: backend, appID: "test", title: "test")
        let headless = backend.windows[0]
        headless.resize(to: window)
        headless.setFocused(true)
        return (backend, controller, headless)
    }

    /// The window's pixels equal a full repaint of its display list.
    func expectExactRepaint(_ headless: SceneryHeadless.HeadlessWindow, _ controller: WindowController, _ backend: HeadlessBackend) throws {
        let image = try #require(headless.image)
        let full = RasterImage.draw(width: image.width, height: image.height) { cr in
            backend.painter.paint(controller.displayList, size: controller.size, on: cr)
        }
        #expect(image.differingPixelCount(from: full, tolerance: 0) == 0, "a partial repaint must equal a full one")
    }

    @Test("Typing into a field above 1,000 views compares and paints the field's items, not the rows'")
    func typingAboveManyViews() throws {
        let (backend, controller, headless) = try open(FieldAboveRows())
        let field = try #require(center(of: "Name", in: controller))
        headless.click(at: field)
        headless.type(KeyEquivalent("a"), characters: "a")
        UpdateCounts.reset()
        headless.type(KeyEquivalent("b"), characters: "b")
        let counts = UpdateCounts.current
        #expect(center(of: "ab", in: controller) != nil, "the field does not show what was typed")
        let items = controller.displayList.items.count
        #expect(items > 2 * 333)
        // The rows' stack drew the items it drew last frame: one run in both lists, not
        // compared; outside the field's region, not looked at by the painter.
        #expect(counts.itemsCompared < 100, "\(counts) of \(items) items")
        #expect(counts.itemsVisited < 100, "\(counts) of \(items) items")
        #expect(counts.itemsPainted > 0, "\(counts)")
        let repainted = try #require(headless.lastRepaint, "typing repainted the whole window")
        #expect(repainted.width * repainted.height < window.width * window.height * 0.2)
        try expectExactRepaint(headless, controller, backend)
    }

    @Test("Moving a focused list's selection repaints exactly: a selected row's emphasized items are no reused run")
    func selectionInAFocusedList() throws {
        let (backend, controller, headless) = try open(SelectableRows())
        let row = try #require(center(of: "Item 3", in: controller))
        headless.click(at: row)
        for _ in 0..<3 {
            headless.type(.downArrow, characters: "", modifiers: .function)
            try expectExactRepaint(headless, controller, backend)
        }
        headless.type(.upArrow, characters: "", modifiers: .function)
        try expectExactRepaint(headless, controller, backend)
    }
}
