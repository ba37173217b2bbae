import Observation
@testable import SceneryCore
@testable import SceneryHeadless
@testable import SceneryRenderer
import Testing

// What one update touches, counted (never timed): a change should cost in proportion to
// what it changes, not to the window's tree (docs/view-graph.md, "What an update costs").

/// One observable value per row, so a change invalidates exactly one row.
@Observable
final class CostCell {
    var value = 0
}

/// A row: a custom view whose body reads its cell.
struct CostRow: View {
    let cell: CostCell
    let index: Int
    var body: some View {
        HStack(spacing: 4) {
            Color.blue.frame(width: 8, height: 8)
            Text("Row \(index): \(cell.value)")
        }
    }
}

/// 1,000 rows of custom views in a stack (a wide tree).
struct WideTree: View {
    let cells: [CostCell]
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<cells.count, id: \.self) { index in CostRow(cell: cells[index], index: index) }
        }
    }
}

/// A cell of ``CostGrid``: a custom view whose body reads its cell.
struct CostGridCell: View {
    let cell: CostCell
    var body: some View { Text("\(cell.value)") }
}

/// 40 rows of 40 cells, each row a stack inside a stack, as the 10,000-cell benchmark.
struct CostGrid: View {
    let cells: [CostCell]
    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<40, id: \.self) { row in
                HStack(spacing: 0) {
                    ForEach(0..<40, id: \.self) { column in CostGridCell(cell: cells[row * 40 + column]) }
                }
            }
        }
    }
}

/// A chain of `depth` custom views, each beside a label, the last reading `cell`.
struct DeepTree: View {
    let depth: Int
    let cell: CostCell
    var body: some View {
        VStack(spacing: 0) {
            Text("Level \(depth)")
            if depth > 0 { DeepTree(depth: depth - 1, cell: cell) } else { Text("Bottom \(cell.value)") }
        }
    }
}

/// A text field above 333 rows of a dot and a label (about 1,000 views).
struct FieldAboveRows: View {
    @State var name = ""
    var body: some View {
        VStack(alignment: .leading) {
            TextField("Name", text: $name)
            ScrollView {
                VStack(alignment: .leading, spacing: 2) {
                    ForEach(0..<333, id: \.self) { index in
                        HStack(spacing: 4) {
                            Color.blue.frame(width: 8, height: 8)
                            Text("Row \(index)")
                        }
                    }
                }
            }
        }
    }
}

/// Rows whose content closure reads an observable model through a global: reused rows
/// must still update when it changes.
nonisolated(unsafe) let sharedLabels = CostLabels()

@Observable
final class CostLabels {
    var count = 0
    var names = ["a", "b", "c"]
}

/// Its body reads `count`; its rows' closure reads `names`.
struct RowsReadingAModel: View {
    var body: some View {
        VStack {
            Text("Count \(sharedLabels.count)")
            ForEach(0..<3, id: \.self) { index in Text("Name \(sharedLabels.names[index])") }
        }
    }
}

/// A list of the strings it is given.
struct StringList: View {
    let items: [String]
    var body: some View {
        VStack {
            ForEach(items, id: \.self) { item in Text(item).padding(2) }
        }
    }
}

/// A sum of integers, set at the bottom of a tree and observed at its top.
struct CostKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

/// What the top's `onPreferenceChange` saw last.
@MainActor final class ObservedCost {
    var value: Int?
}

/// A chain of `depth` custom views, each beside a label; the last sets ``CostKey`` to its
/// cell's value.
struct DeepPreference: View {
    let depth: Int
    let cell: CostCell
    var body: some View {
        VStack(spacing: 0) {
            Text("Level \(depth)")
            if depth > 0 {
                DeepPreference(depth: depth - 1, cell: cell)
            } else {
                Text("Bottom").preference(key: CostKey.self, value: cell.value)
            }
        }
    }
}

/// A row like ``CostRow``; the row `writer` sets ``CostKey`` to its cell's value.
struct PreferenceRow: View {
    let cell: CostCell
    let index: Int
    let writer: Int
    var body: some View {
        if index == writer {
            CostRow(cell: cell, index: index).preference(key: CostKey.self, value: cell.value)
        } else {
            CostRow(cell: cell, index: index)
        }
    }
}

/// `content` with its ``CostKey`` observed.
struct ObservingCost<Content: View>: View {
    let observed: ObservedCost
    let content: Content
    var body: some View {
        content.onPreferenceChange(CostKey.self) { [observed] value in observed.value = value }
    }
}

/// Resolves and lays out `view` in a new graph at `size`, makes `change`, then updates and
/// lays it out again: the counts of that second update and layout, what it drew, and its
/// root (laid out; its frames are read without the graph).
@MainActor
func updateAfter(
    _ change: () -> Void, of view: some View, in size: CGSize
) -> (counts: UpdateCounts, list: DisplayList, root: ViewNode) {
    let graph = ViewGraph()
    let context = ResolveContext(textMeasurer: FixedTextMeasurer())
    var root = graph.update(view, context: context)
    _ = layoutWindow(root, in: size)
    change()
    UpdateCounts.reset()
    root = graph.update(view, context: context)
    let list = layoutWindow(root, in: size)
    return (UpdateCounts.current, list, root)
}

@MainActor
@Suite("What an update costs")
struct UpdateCostTests {
    let window = CGSize(width: 800, height: 800)

    /// The counts of the update and layout after `change`.
    func counts(of view: some View, after change: () -> Void) -> (UpdateCounts, DisplayList) {
        let update = updateAfter(change, of: view, in: window)
        return (update.counts, update.list)
    }

    func texts(_ list: DisplayList) -> [String] {
        list.items.compactMap { if case .text(let string, _, _, _, _) = $0 { string } else { nil } }
    }

    @Test("One change in a row of 1,000 runs one body and places only the changed row")
    func oneRowOfAWideTree() {
        let cells = (0..<1_000).map { _ in CostCell() }
        let (counts, list) = counts(of: WideTree(cells: cells)) { cells[500].value = 7 }
        #expect(texts(list).contains("Row 500: 7"))
        #expect(counts.bodies == 1, "\(counts)")
        // The row's new output goes into its nodes on screen (Graph/InPlaceUpdate.swift); the
        // 999 unchanged rows keep their nodes, sizes and frames, and are not looked at.
        #expect(counts.viewsUpdatedInPlace == 1, "\(counts)")
        #expect(counts.sizesComputed <= 30, "\(counts)")
        #expect(counts.nodesPlaced <= 10, "\(counts)")
        #expect(counts.rowsLookedUp == 0, "\(counts)")
        // The row is as wide and high as before: nothing around it is laid out again, and
        // the 999 others draw what they drew.
        #expect(counts.layoutsKeptAroundChange == 1, "\(counts)")
        #expect(counts.itemsReused >= 2 * 999, "\(counts)")
        #expect(counts.customViewsResolved <= 2, "\(counts)")
    }

    @Test("One cell changed among 40 × 40: the unchanged rows are not asked for their alignment guides again")
    func oneCellOfAGrid() {
        let cells = (0..<1_600).map { _ in CostCell() }
        let (counts, list) = counts(of: CostGrid(cells: cells)) { cells[820].value = 7 }
        #expect(texts(list).filter { $0 == "7" }.count == 1)
        #expect(counts.bodies == 1, "\(counts)")
        // The outer stack is new (one row's stack is), so it asks its 40 rows for their
        // guides: the 39 rows it held before answer from their memos instead of asking
        // their 40 cells again (without the memo: one computation per row, 40 or more).
        #expect(counts.alignmentsComputed <= 5, "\(counts)")
    }

    @Test("One change at the bottom of a deep tree re-resolves only the path to it")
    func bottomOfADeepTree() {
        let cell = CostCell()
        let depth = 100
        let (counts, list) = counts(of: DeepTree(depth: depth, cell: cell)) { cell.value = 3 }
        #expect(texts(list).contains("Bottom 3"))
        #expect(counts.bodies == 1, "\(counts)")
        #expect(counts.customViewsResolved <= 2, "\(counts)")
        #expect(counts.nodesPlaced <= 4 * (depth + 1), "\(counts)")
    }

    @Test("Typing into a field above 1,000 views reuses the rows: no row is resolved, measured or placed")
    func typingAboveManyViews() throws {
        let backend = HeadlessBackend()
        let controller = WindowController(content: AnyView(FieldAboveRows()), textMeasurer: FixedTextMeasurer())
        try controller.open(on: backend, appID: "test", title: "test")
        let headless = backend.windows[0]
        headless.resize(to: window)
        headless.setFocused(true)
        func center(of string: String) -> CGPoint? {
            for item in controller.displayList.items {
                if case .text(let text, _, _, let frame, _) = item, text == string { return CGPoint(x: frame.midX, y: frame.midY) }
            }
            return nil
        }
        let field = try #require(center(of: "Name"))
        headless.click(at: field)
        headless.type(KeyEquivalent("a"), characters: "a")
        UpdateCounts.reset()
        headless.type(KeyEquivalent("b"), characters: "b")
        let counts = UpdateCounts.current
        #expect(center(of: "ab") != nil, "the field does not show what was typed")
        #expect(center(of: "Row 332") != nil || center(of: "Row 0") != nil)
        #expect(counts.rowsReused == 333, "\(counts)")
        // The same range again: the ForEach hands back its whole last output, without
        // making, hashing or looking up one id.
        #expect(counts.forEachesReused == 1, "\(counts)")
        #expect(counts.rowsLookedUp == 0, "\(counts)")
        // The rows are 333 × 5 primitive views; the field and its window are a few dozen.
        #expect(counts.primitivesResolved < 200, "\(counts)")
        // The rows' stack is reused with them: it is neither measured nor placed again,
        // and draws the items it drew last time.
        #expect(counts.containersReused >= 1, "\(counts)")
        #expect(counts.sizesComputed < 100, "\(counts)")
        #expect(counts.nodesPlaced < 60, "\(counts)")
        #expect(counts.itemsReused >= 2 * 333, "\(counts)")
        // The preference pass, the title and toolbar reads, the focus order and the
        // shortcut search skip the rows (333 × 3 nodes).
        #expect(counts.nodesSearched < 400, "\(counts)")
        let rows = controller.displayList.items.filter { if case .text(let text, _, _, _, _) = $0 { text.hasPrefix("Row ") } else { false } }
        #expect(rows.count == 333)
    }

    /// The counts of an update and a window's layout with its preference pass after
    /// `change`, and the preference value the top observed.
    func preferenceCounts(of content: some View, after change: () -> Void) -> (UpdateCounts, Int?) {
        let observed = ObservedCost()
        let view = ObservingCost(observed: observed, content: content)
        let graph = ViewGraph()
        let context = ResolveContext(textMeasurer: FixedTextMeasurer())
        var root = graph.update(view, context: context)
        root = graph.layoutFrame(root, content: view, context: context, in: window).root
        change()
        observed.value = nil
        UpdateCounts.reset()
        root = graph.update(view, context: context)
        _ = graph.layoutFrame(root, content: view, context: context, in: window)
        return (UpdateCounts.current, observed.value)
    }

    @Test("A preference set at the bottom of a deep tree reaches its observer; the pass walks the path, not the labels beside it")
    func preferenceAtTheBottomOfADeepTree() {
        let cell = CostCell()
        cell.value = 1
        let depth = 100
        let (counts, observed) = preferenceCounts(of: DeepPreference(depth: depth, cell: cell)) { cell.value = 5 }
        #expect(observed == 5)
        #expect(counts.bodies == 1, "\(counts)")
        // The stack of each level, once for the pass and once for the observer's value.
        #expect(counts.nodesSearched <= 3 * (depth + 1) + 20, "\(counts)")
    }

    @Test("A preference set by one row of 1,000 reaches its observer; the pass skips the other rows")
    func preferenceInAWideTree() {
        let cells = (0..<1_000).map { _ in CostCell() }
        cells[500].value = 1
        let rows = VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<cells.count, id: \.self) { index in PreferenceRow(cell: cells[index], index: index, writer: 500) }
        }
        let (counts, observed) = preferenceCounts(of: rows) { cells[500].value = 9 }
        #expect(observed == 9)
        #expect(counts.bodies <= 3, "\(counts)")
        #expect(counts.nodesSearched <= 40, "\(counts)")
    }

    @Test("Rows reused while their view's body ran again still follow the model their closure reads")
    func reusedRowsStayObserved() {
        sharedLabels.names = ["a", "b", "c"]
        let graph = ViewGraph()
        let context = ResolveContext(textMeasurer: FixedTextMeasurer())
        let view = RowsReadingAModel()
        var root = graph.update(view, context: context)
        var list = layoutWindow(root, in: window)
        #expect(texts(list).contains("Name b"))
        // The body runs again for what it reads itself; the rows are reused.
        sharedLabels.count += 1
        #expect(graph.isUpdateScheduled)
        UpdateCounts.reset()
        root = graph.update(view, context: context)
        list = layoutWindow(root, in: window)
        #expect(UpdateCounts.current.bodies == 1)
        #expect(UpdateCounts.current.rowsReused == 3, "\(UpdateCounts.current)")
        // The model the rows read changes: the view updates.
        sharedLabels.names[1] = "z"
        #expect(graph.isUpdateScheduled)
        root = graph.update(view, context: context)
        list = layoutWindow(root, in: window)
        #expect(texts(list).contains("Name z"), "\(texts(list))")
    }

    @Test("A row added to a list resolves that row only, and the list shows every row in order")
    func rowAdded() {
        let graph = ViewGraph()
        let context = ResolveContext(textMeasurer: FixedTextMeasurer())
        let first = (0..<50).map { "Item \($0)" }
        var root = graph.update(StringList(items: first), context: context)
        _ = layoutWindow(root, in: window)
        UpdateCounts.reset()
        let second = ["Item new"] + first.filter { $0 != "Item 7" }
        root = graph.update(StringList(items: second), context: context)
        let list = layoutWindow(root, in: window)
        #expect(texts(list) == second)
        #expect(UpdateCounts.current.rowsReused == 49, "\(UpdateCounts.current)")
        #expect(UpdateCounts.current.bodies == 1)
    }

    @Test("Looking for a window's title skips buttons and backgrounds: they hold no preference")
    func preferenceWalkSkipsButtons() throws {
        let view = VStack {
            Text("Title")
            HStack { ForEach(0..<10, id: \.self) { index in Button("Button \(index)") {} } }
            Text("plain").background(Color.yellow)
        }
        .padding()
        .navigationTitle("Buttons")
        let window = try HeadlessWindow(view)
        let root = try #require(window.controller.rootNode)
        UpdateCounts.reset()
        #expect(navigationTitle(of: root) == "Buttons")
        #expect(window.window.title == "Buttons")
        // The header host, the title's writer, the padding, the column and the row of
        // buttons; not the 60 nodes inside the buttons.
        #expect(UpdateCounts.current.nodesSearched <= 6, "\(UpdateCounts.current)")
        var buttons = 0
        root.forEachNode { if $0 is ButtonNode { buttons += 1 } }
        #expect(buttons == 10)
    }
}
