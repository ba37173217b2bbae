import Observation
@testable import SceneryCore
@testable import SceneryHeadless
@testable import SceneryRenderer
import Testing

// Updates in place (Graph/InPlaceUpdate.swift): a changed view's new output goes into the
// layout nodes on screen, and nothing around it is re-traversed; when that cannot be done
// the update re-traverses, and the window shows the same either way.

/// A custom view around `content`: an update in place starts from the first custom view
/// that holds the changed one.
struct Holder<Content: View>: View {
    let content: Content
    var body: some View { content }
}

/// A cell whose text is padded, by more once its value is 10 or more when `growing`.
struct PaddedCell: View {
    let cell: CostCell
    var growing = false
    var body: some View {
        Text("\(cell.value)").padding(growing && cell.value >= 10 ? 6 : 2)
    }
}

/// A cell whose text sits in a fixed frame.
struct FramedCell: View {
    let cell: CostCell
    var body: some View {
        Text("\(cell.value)").frame(width: 60, alignment: .leading)
    }
}

/// A row of cells between two labels, made by `cell`.
struct LabelledRow<Cell: View>: View {
    let count: Int
    let cell: (Int) -> Cell
    var body: some View {
        HStack(spacing: 0) {
            Text("[")
            ForEach(0..<count, id: \.self) { index in cell(index) }
            Text("]")
        }
    }
}

/// A cell whose body's output changes shape with its value: one text, or two.
struct ShapeShiftingCell: View {
    let cell: CostCell
    var body: some View {
        if cell.value == 0 {
            Text("one")
        } else {
            Text("one")
            Text("two \(cell.value)")
        }
    }
}

/// A cell whose body's output changes class with its value: a text, or a colour.
struct ClassChangingCell: View {
    let cell: CostCell
    var body: some View {
        if cell.value == 0 { Text("text") } else { Color.red.frame(width: 30, height: 10) }
    }
}

/// Cells in a row, between two labels, the first cell's text as long as its value.
struct GrowingRow: View {
    let cells: [CostCell]
    var body: some View {
        HStack(spacing: 0) {
            Text("[")
            ForEach(0..<cells.count, id: \.self) { index in CostGridCell(cell: cells[index]) }
            Text("]")
        }
    }
}

/// A growing row between a header wider than it and a footer, in a column that sits
/// between two labels: the row's change does not change the column's size.
struct WideColumn: View {
    let cells: [CostCell]
    var body: some View {
        VStack(spacing: 0) {
            Text("top")
            VStack(spacing: 0) {
                Text("a header much wider than the row below it will ever grow")
                GrowingRow(cells: cells)
                Text("footer")
            }
            Text("bottom")
        }
    }
}

/// A cell with its own `@State`, changed from outside through a box the test keeps.
@MainActor
final class CounterBox {
    var increment: (() -> Void)?
}

struct StateCell: View {
    let box: CounterBox
    @State private var count = 0
    var body: some View {
        box.increment = { count += 1 }
        return Text("count \(count)")
    }
}

/// Rows inside a scroll view: not plain layout, so a change there re-traverses.
struct ScrolledCells: View {
    let cells: [CostCell]
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<cells.count, id: \.self) { index in CostGridCell(cell: cells[index]) }
            }
        }
    }
}

/// A cell whose text appears with an `onAppear` once its value is positive.
struct AppearingCell: View {
    let cell: CostCell
    let log: AppearanceLog
    var body: some View {
        VStack {
            if cell.value > 0 {
                Text("shown \(cell.value)").onAppear { log.events.append("appear \(cell.value)") }
            } else {
                Text("hidden")
            }
        }
    }
}

@MainActor
final class AppearanceLog {
    var events: [String] = []
}

/// A grid whose title the test changes, making its body run again.
@Observable
final class GridTitle {
    var text = "Grid"
}

struct TitledGrid: View {
    let title: GridTitle
    let cells: [CostCell]
    var body: some View {
        VStack(spacing: 0) {
            Text(title.text)
            CostGrid(cells: cells)
        }
    }
}

@MainActor
@Suite("Updates in place")
struct InPlaceUpdateTests {
    let window = CGSize(width: 800, height: 800)

    /// A window's graph with its view laid out once.
    @MainActor
    final class Window<V: View> {
        let graph = ViewGraph()
        let context = ResolveContext(textMeasurer: FixedTextMeasurer())
        let view: V
        let size: CGSize
        var root: ViewNode
        var list = DisplayList()

        init(_ view: V, size: CGSize) {
            self.view = view
            self.size = size
            root = graph.update(view, context: context)
            list = layoutWindow(root, in: size)
        }

        /// Updates and lays out; returns what that counted.
        @discardableResult
        func update() -> UpdateCounts {
            UpdateCounts.reset()
            root = graph.update(view, context: context)
            list = layoutWindow(root, in: size)
            return UpdateCounts.current
        }

        var texts: [String] {
            list.items.compactMap { if case .text(let string, _, _, _, _) = $0 { string } else { nil } }
        }

        func frame(of text: String) -> CGRect? {
            for item in list.items { if case .text(text, _, _, let frame, _) = item { return frame } }
            return nil
        }

        /// How many text nodes the tree holds.
        var textNodeCount: Int {
            var count = 0
            root.forEachNode { if $0 is TextNode { count += 1 } }
            return count
        }

        /// The layout nodes of the texts, by string.
        func textNodes() -> [String: TextNode] {
            var found: [String: TextNode] = [:]
            root.forEachNode { if let text = $0 as? TextNode { found[text.text] = text } }
            return found
        }
    }

    /// The texts a fresh window of `view` shows.
    func freshTexts(_ view: some View) -> [String] {
        Window(view, size: window).texts
    }

    @Test("One cell of 40 × 40 changes in place: one body, no row looked at, the same text node on screen")
    func oneCellOfAGrid() {
        let cells = (0..<1_600).map { _ in CostCell() }
        let window = Window(CostGrid(cells: cells), size: window)
        let textNodes = window.textNodeCount
        let before = window.frame(of: "0")
        cells[820].value = 7
        let counts = window.update()
        #expect(window.texts.filter { $0 == "7" }.count == 1)
        #expect(window.texts == freshTexts(CostGrid(cells: cells)))
        #expect(counts.bodies == 1, "\(counts)")
        #expect(counts.viewsUpdatedInPlace == 1, "\(counts)")
        // Only the root (to find that nothing but a view inside changed) and the cell.
        #expect(counts.customViewsResolved == 2, "\(counts)")
        #expect(counts.rowsLookedUp == 0 && counts.rowsReused == 0, "\(counts)")
        #expect(counts.primitivesResolved <= 2, "\(counts)")
        // The path to the cell is placed: the root, the cell's row and the cell.
        #expect(counts.nodesPlaced <= 4, "\(counts)")
        #expect(window.textNodeCount == textNodes)
        #expect(window.frame(of: "0") == before)
        // "7" is as wide as "0": the cell answers its row as before, so nothing around it is
        // measured or placed again, and it is where a fresh window puts it.
        #expect(counts.layoutsKeptAroundChange == 1, "\(counts)")
        // The cell answers again the nine proposals it was asked; nothing else is measured.
        #expect(counts.sizesComputed <= 9, "\(counts)")
        #expect(counts.nodesPlaced == 1, "\(counts)")
        let fresh = Window(CostGrid(cells: cells), size: window.size)
        #expect(window.frame(of: "7") == fresh.frame(of: "7"))
        #expect(window.list.items.count == fresh.list.items.count)
    }

    @Test("The text node on screen takes the new text: containers and memos keep holding it")
    func sameNodeTakesTheChange() throws {
        let cells = (0..<4).map { _ in CostCell() }
        let window = Window(CostGrid(cells: (0..<1_600).map { $0 < 4 ? cells[$0] : CostCell() }), size: window)
        let cellNode = try #require(window.graph.liveNodes.first { ($0.lastView as? CostGridCell)?.cell === cells[2] })
        let textNode = try #require(cellNode.cachedNodes?.first as? TextNode)
        cells[2].value = 5
        window.update()
        #expect(cellNode.cachedNodes?.first === textNode)
        #expect(textNode.text == "5")
        cells[2].value = 6
        window.update()
        #expect(textNode.text == "6")
        #expect(window.texts.filter { $0 == "6" }.count == 1)
    }

    @Test("One change at the bottom of a deep tree runs only the view that changed")
    func bottomOfADeepTree() {
        let cell = CostCell()
        let window = Window(DeepTree(depth: 100, cell: cell), size: window)
        cell.value = 3
        let counts = window.update()
        #expect(window.texts.contains("Bottom 3"))
        #expect(window.texts == freshTexts(DeepTree(depth: 100, cell: cell)))
        #expect(counts.bodies == 1, "\(counts)")
        #expect(counts.customViewsResolved == 2, "\(counts)")
        #expect(counts.viewsUpdatedInPlace == 1, "\(counts)")
    }

    @Test("A text that grows moves its siblings: the row and the stack are laid out again")
    func sizeChangeMovesSiblings() throws {
        let cells = (0..<3).map { _ in CostCell() }
        let window = Window(GrowingRow(cells: cells), size: window)
        let closing = try #require(window.frame(of: "]"))
        cells[0].value = 123_456
        let counts = window.update()
        #expect(counts.viewsUpdatedInPlace == 1, "\(counts)")
        let grown = try #require(window.frame(of: "]"))
        let fresh = Window(GrowingRow(cells: cells), size: window.size)
        #expect(grown == fresh.frame(of: "]"))
        #expect(grown.minX != closing.minX)
        #expect(window.frame(of: "123456") == fresh.frame(of: "123456"))
        #expect(window.frame(of: "[") == fresh.frame(of: "["))
    }

    @Test("A text that grows inside a column that keeps its size: the layout stops at the column")
    func invalidationStopsAtUnchangedAncestor() throws {
        let cells = (0..<3).map { _ in CostCell() }
        let window = Window(WideColumn(cells: cells), size: window)
        let bottom = try #require(window.frame(of: "bottom"))
        cells[0].value = 123_456
        let counts = window.update()
        #expect(counts.viewsUpdatedInPlace == 1, "\(counts)")
        // The row answers differently, the inner column as before: it is placed again
        // where it is, and the outer column is neither measured nor placed again.
        #expect(counts.layoutsKeptAroundChange == 1, "\(counts)")
        let fresh = Window(WideColumn(cells: cells), size: window.size)
        #expect(window.frame(of: "123456") == fresh.frame(of: "123456"))
        #expect(window.frame(of: "]") == fresh.frame(of: "]"))
        #expect(window.frame(of: "bottom") == bottom)
        #expect(window.texts == fresh.texts)
        // The inner column and the row, centred in it, with its five nodes, which all moved;
        // the header and the footer are where they were, and are skipped.
        #expect(counts.nodesPlaced == 7, "\(counts)")
    }

    @Test("An output that changes shape falls back to the re-traversal and shows the same as a fresh window")
    func shapeChangeFallsBack() {
        let cells = (0..<3).map { _ in CostCell() }
        let view = Holder(content: HStack { ForEach(0..<3, id: \.self) { ShapeShiftingCell(cell: cells[$0]) } })
        let window = Window(view, size: window)
        cells[1].value = 4
        let counts = window.update()
        #expect(counts.viewsUpdatedInPlace == 0, "\(counts)")
        #expect(counts.bodies == 1, "\(counts)")
        #expect(window.texts == ["one", "one", "two 4", "one"])
        #expect(window.texts == freshTexts(view))
        // And back, then in place again once the shape holds.
        cells[1].value = 0
        window.update()
        #expect(window.texts == ["one", "one", "one"])
        #expect(window.texts == freshTexts(view))
    }

    @Test("An output whose node changes class falls back, and the row holding it is not reused as it was")
    func classChangeFallsBack() {
        let cells = (0..<3).map { _ in CostCell() }
        let view = Holder(content: VStack { ForEach(0..<3, id: \.self) { index in HStack { ClassChangingCell(cell: cells[index]) } } })
        let window = Window(view, size: window)
        cells[0].value = 1
        let counts = window.update()
        #expect(counts.viewsUpdatedInPlace == 0, "\(counts)")
        #expect(window.texts == ["text", "text"])
        #expect(window.list.items.count == Window(view, size: window.size).list.items.count)
    }

    @Test("A view's own @State changes in place")
    func stateChangesInPlace() {
        let box = CounterBox()
        let view = Holder(content: VStack { Text("above"); StateCell(box: box); Text("below") })
        let window = Window(view, size: window)
        box.increment?()
        let counts = window.update()
        #expect(counts.viewsUpdatedInPlace == 1, "\(counts)")
        #expect(window.texts == ["above", "count 1", "below"])
        box.increment?()
        window.update()
        #expect(window.texts == ["above", "count 2", "below"])
    }

    @Test("Two cells in different rows change in place in one update")
    func twoCells() {
        let cells = (0..<1_600).map { _ in CostCell() }
        let window = Window(CostGrid(cells: cells), size: window)
        cells[3].value = 1
        cells[1_597].value = 2
        let counts = window.update()
        #expect(counts.viewsUpdatedInPlace == 2, "\(counts)")
        #expect(counts.bodies == 2, "\(counts)")
        #expect(window.texts == freshTexts(CostGrid(cells: cells)))
    }

    @Test("Inside a scroll view a cell changes in place, and the text that grows is laid out where a fresh window puts it")
    func insideAScrollView() {
        let cells = (0..<50).map { _ in CostCell() }
        let size = CGSize(width: 200, height: 300)
        let window = Window(ScrolledCells(cells: cells), size: size)
        cells[2].value = 9
        var counts = window.update()
        #expect(counts.viewsUpdatedInPlace == 1, "\(counts)")
        #expect(window.texts.contains("9"))
        cells[3].value = 123_456
        counts = window.update()
        #expect(counts.viewsUpdatedInPlace == 1 && counts.layoutsKeptAroundChange == 0, "\(counts)")
        let fresh = Window(ScrolledCells(cells: cells), size: size)
        #expect(window.frame(of: "123456") == fresh.frame(of: "123456"))
        #expect(window.texts == fresh.texts)
    }

    @Test("Inside a lazy stack a change re-traverses: its rows are built and measured while it is placed")
    func lazyStackFallsBack() {
        let cells = (0..<50).map { _ in CostCell() }
        let size = CGSize(width: 200, height: 300)
        let view = Holder(content: ScrollView { LazyVStack { ForEach(0..<50, id: \.self) { CostGridCell(cell: cells[$0]) } } })
        let window = Window(view, size: size)
        cells[2].value = 9
        let counts = window.update()
        #expect(counts.viewsUpdatedInPlace == 0, "\(counts)")
        #expect(window.texts.contains("9"))
        #expect(window.texts == Window(view, size: size).texts)
    }

    @Test("A view that appears inside a cell changed in place runs its onAppear")
    func appearanceInPlace() {
        let cell = CostCell()
        let log = AppearanceLog()
        let window = Window(Holder(content: VStack { Text("top"); AppearingCell(cell: cell, log: log) }), size: window)
        cell.value = 2
        let counts = window.update()
        #expect(counts.viewsUpdatedInPlace == 1, "\(counts)")
        #expect(window.texts == ["top", "shown 2"])
        #expect(log.events == ["appear 2"])
    }

    @Test("A body that runs again after changes in place takes the cells as they are now")
    func bodyAfterInPlace() {
        let cells = (0..<1_600).map { _ in CostCell() }
        let title = GridTitle()
        let window = Window(TitledGrid(title: title, cells: cells), size: window)
        cells[10].value = 1
        #expect(window.update().viewsUpdatedInPlace == 1)
        title.text = "Renamed"
        window.update()
        #expect(window.texts.first == "Renamed")
        #expect(window.texts == freshTexts(TitledGrid(title: title, cells: cells)))
        cells[10].value = 2
        cells[11].value = 3
        let counts = window.update()
        #expect(counts.viewsUpdatedInPlace == 2, "\(counts)")
        #expect(window.texts == freshTexts(TitledGrid(title: title, cells: cells)))
    }

    @Test("A change while the last update is not yet laid out re-traverses or stays correct")
    func twoUpdatesBeforeLayout() {
        let cells = (0..<1_600).map { _ in CostCell() }
        let title = GridTitle()
        let window = Window(TitledGrid(title: title, cells: cells), size: window)
        title.text = "Renamed"
        _ = window.graph.update(window.view, context: window.context)
        cells[5].value = 4
        window.update()
        #expect(window.texts == freshTexts(TitledGrid(title: title, cells: cells)))
    }

    @Test("In a window: the first change after it opens is made in place, and the frame shows it where a fresh window does")
    func inAWindow() throws {
        let cells = (0..<1_600).map { _ in CostCell() }
        let backend = HeadlessBackend()
        let controller = WindowController(content: AnyView(CostGrid(cells: cells)), textMeasurer: FixedTextMeasurer())
        try controller.open(on: backend, appID: "test", title: "test")
        backend.windows[0].resize(to: window)
        func frames(_ list: DisplayList) -> [CGRect] {
            list.items.compactMap { if case .text(_, _, _, let frame, _) = $0 { frame } else { nil } }
        }
        // The first change after the window opened and became active: the window's phase
        // changed in place, so the environment the views were resolved in still holds.
        cells[777].value = 5
        UpdateCounts.reset()
        controller.updateViews()
        let counts = UpdateCounts.current
        #expect(counts.viewsUpdatedInPlace == 1, "\(counts)")
        #expect(counts.rowsLookedUp == 0, "\(counts)")
        // The frame's list holds a new drawing for the grid and for the changed row: the
        // damage looks into them, stepping over the 39 rows both frames hold, and the
        // painter enters only the rows the repainted region reaches: the changed one and the
        // two its antialiasing margin touches (of 1,600 items).
        #expect(counts.itemsCompared <= 80, "\(counts)")
        #expect(counts.itemsVisited <= 3 * 40, "\(counts)")
        let shown = controller.displayList.items.compactMap { if case .text(let text, _, _, _, _) = $0 { text } else { nil } }
        #expect(shown.filter { $0 == "5" }.count == 1)
        let fresh = WindowController(content: AnyView(CostGrid(cells: cells)), textMeasurer: FixedTextMeasurer())
        let freshBackend = HeadlessBackend()
        try fresh.open(on: freshBackend, appID: "test", title: "test")
        freshBackend.windows[0].resize(to: window)
        #expect(frames(controller.displayList) == frames(fresh.displayList))
    }

    @Test("A cell under a transaction modifier that animates is re-traversed, so its change animates")
    func transactionModifierAnimates() {
        let cells = (0..<3).map { _ in CostCell() }
        let view = Holder(content: VStack {
            ForEach(0..<3, id: \.self) { index in
                CostGridCell(cell: cells[index]).transaction { $0.animation = .linear(duration: 1) }
            }
        })
        let window = Window(view, size: window)
        cells[1].value = 4
        let counts = window.update()
        #expect(counts.viewsUpdatedInPlace == 0, "\(counts)")
        #expect(counts.bodies == 1, "\(counts)")
        #expect(window.texts == ["0", "4", "0"])
    }

    @Test("A padded text changes in place; its padding answers as before, so nothing around it moves")
    func paddedText() throws {
        let cells = (0..<5).map { _ in CostCell() }
        let view = LabelledRow(count: 5) { PaddedCell(cell: cells[$0]) }
        let window = Window(view, size: window)
        cells[2].value = 7
        var counts = window.update()
        #expect(counts.viewsUpdatedInPlace == 1 && counts.layoutsKeptAroundChange == 1, "\(counts)")
        #expect(window.texts == Window(view, size: window.size).texts)
        // A text that grows moves what follows it, where a fresh window puts it.
        cells[2].value = 123_456
        counts = window.update()
        #expect(counts.viewsUpdatedInPlace == 1 && counts.layoutsKeptAroundChange == 0, "\(counts)")
        let fresh = Window(view, size: window.size)
        #expect(window.frame(of: "]") == fresh.frame(of: "]"))
        #expect(window.frame(of: "123456") == fresh.frame(of: "123456"))
    }

    @Test("A text in a fixed frame that grows inside it changes in place, and the frame keeps the row's layout")
    func framedText() throws {
        let cells = (0..<5).map { _ in CostCell() }
        let view = LabelledRow(count: 5) { FramedCell(cell: cells[$0]) }
        let window = Window(view, size: window)
        let closing = try #require(window.frame(of: "]"))
        cells[1].value = 4_321
        let counts = window.update()
        #expect(counts.viewsUpdatedInPlace == 1 && counts.layoutsKeptAroundChange == 1, "\(counts)")
        #expect(window.frame(of: "]") == closing)
        #expect(window.frame(of: "4321") == Window(view, size: window.size).frame(of: "4321"))
    }

    @Test("A padding whose insets change is not changed in place, and lays out as a fresh window does")
    func paddingChangesFallsBack() throws {
        let cells = (0..<5).map { _ in CostCell() }
        let view = LabelledRow(count: 5) { PaddedCell(cell: cells[$0], growing: true) }
        let window = Window(view, size: window)
        cells[3].value = 12
        let counts = window.update()
        #expect(counts.viewsUpdatedInPlace == 0, "\(counts)")
        let fresh = Window(view, size: window.size)
        #expect(window.frame(of: "12") == fresh.frame(of: "12"))
        #expect(window.frame(of: "]") == fresh.frame(of: "]"))
    }

    @Test("An identifier set around a changed view stays on its node")
    func identifierAroundTheView() throws {
        let cell = CostCell()
        let view = Holder(content: VStack { Text("top"); CostGridCell(cell: cell).accessibilityIdentifier("cell") })
        let window = Window(view, size: window)
        cell.value = 5
        window.update()
        var identified: ViewNode?
        window.root.forEachNode { if $0.identifier == "cell" { identified = $0 } }
        let node = try #require(identified as? TextNode)
        #expect(node.text == "5")
        #expect(window.texts == ["top", "5"])
    }

    /// A fixed frame around a column that gains a titled text when its cell counts.
    struct TitlingCell: View {
        let cell: CostCell
        var body: some View {
            VStack {
                Text("cell")
                if cell.value > 0 { Text("titled").navigationTitle("Title \(cell.value)") }
            }
            .frame(width: 120, height: 60)
        }
    }

    @Test("A preference a view gains in place is found above it, although its frame settled and the nodes above kept their layout")
    func preferenceGainedInPlace() throws {
        let cell = CostCell()
        let view = Holder(content: VStack { Text("top"); TitlingCell(cell: cell) }.padding())
        let window = Window(view, size: window)
        // Walks before the change learn that the tree holds no preference.
        #expect(navigationTitle(of: window.root) == nil)
        cell.value = 1
        let counts = window.update()
        #expect(counts.viewsUpdatedInPlace == 1, "\(counts)")
        #expect(counts.layoutsKeptAroundChange == 1, "\(counts)")
        #expect(window.texts.contains("titled"))
        #expect(navigationTitle(of: window.root) == "Title 1")
        // The column holds a preference writer now: it no longer places purely, and the
        // nodes above know it.
        #expect(!window.root.subtreePlacesPurely)
    }
}
