import Observation
@testable import SceneryCore
import Testing

/// The ids a ``LivenessList`` shows, changed by tests.
@Observable
final class LivenessModel {
    var ids: [Int]
    init(ids: [Int]) { self.ids = ids }
}

/// What the rows of a ``LivenessList`` report: appearances, disappearances, the counts
/// their state holds.
@MainActor
final class LivenessLog {
    var appeared: [Int] = []
    var disappeared: [Int] = []
}

/// A row's inner view: its own state, and an `onDisappear`.
struct LivenessBadge: View {
    let id: Int
    let log: LivenessLog
    @State var taps = 0
    var body: some View {
        Text("badge \(id) \(taps)")
            .onAppear { log.appeared.append(id) }
            .onDisappear { log.disappeared.append(id) }
    }
}

/// A row: a custom view holding a custom view, so leaving takes a subtree.
struct LivenessRow: View {
    let id: Int
    let log: LivenessLog
    var body: some View {
        HStack {
            Text("row \(id)")
            LivenessBadge(id: id, log: log)
        }
    }
}

/// A list of rows for the ids of the model.
struct LivenessList: View {
    let model: LivenessModel
    let log: LivenessLog
    var body: some View {
        VStack {
            ForEach(model.ids, id: \.self) { id in LivenessRow(id: id, log: log) }
        }
    }
}

/// A view leaves the graph when a traversal that reached it last time leaves it out, or
/// when the row holding it is discarded; views in what an update keeps as it is are not
/// visited at all (Graph/NodeLiveness.swift).
@Suite("Views leave the graph without a sweep of the tree")
@MainActor
struct NodeLivenessTests {
    let window = CGSize(width: 800, height: 800)

    @Test("One cell changed among 40 × 40: the 1,560 cells of the reused rows stay without being visited")
    func reusedRowsAreNotVisited() {
        let cells = (0..<1_600).map { _ in CostCell() }
        let graph = ViewGraph()
        let context = ResolveContext(textMeasurer: FixedTextMeasurer())
        _ = graph.update(CostGrid(cells: cells), context: context)
        #expect(graph.liveNodes.count == 1_601)
        cells[820].value = 7
        UpdateCounts.reset()
        _ = graph.update(CostGrid(cells: cells), context: context)
        let counts = UpdateCounts.current
        #expect(counts.bodies == 1, "\(counts)")
        #expect(counts.customViewsKept == 0, "\(counts)")
        // The root and the changed row's 40 cells are reached; the other 39 rows are not.
        #expect(counts.customViewsResolved <= 42, "\(counts)")
        #expect(graph.liveNodes.count == 1_601)
        // A cell of a row that was kept without a visit still follows its model.
        cells[5].value = 9
        UpdateCounts.reset()
        let root = graph.update(CostGrid(cells: cells), context: context)
        let texts = layoutWindow(root, in: window).items.compactMap { item -> String? in
            if case .text(let string, _, _, _, _) = item { string } else { nil }
        }
        #expect(UpdateCounts.current.bodies == 1, "\(UpdateCounts.current)")
        #expect(texts.filter { $0 == "9" }.count == 1 && texts.filter { $0 == "7" }.count == 1)
    }

    @Test("A row that leaves takes the views inside it, with their state and onDisappear; the rows beside it keep theirs")
    func leavingRowTakesItsSubtree() {
        let model = LivenessModel(ids: Array(0..<10))
        let log = LivenessLog()
        let graph = ViewGraph()
        let context = ResolveContext(textMeasurer: FixedTextMeasurer())
        _ = graph.update(LivenessList(model: model, log: log), context: context)
        #expect(log.appeared.sorted() == Array(0..<10))
        #expect(graph.liveNodes.count == 21, "the list, ten rows and ten badges")
        let badges = { graph.liveNodes.filter { $0.lastView is LivenessBadge } }
        let kept = badges().filter { ($0.lastView as? LivenessBadge)?.id != 4 }.map(ObjectIdentifier.init)

        model.ids.removeAll { $0 == 4 }
        _ = graph.update(LivenessList(model: model, log: log), context: context)
        #expect(log.disappeared == [4])
        #expect(graph.liveNodes.count == 19)
        #expect(!graph.liveNodes.contains { ($0.lastView as? LivenessRow)?.id == 4 })
        #expect(Set(badges().map(ObjectIdentifier.init)) == Set(kept), "the other badges keep their nodes")

        // Back again, the row is new: it appears again, with fresh nodes.
        model.ids.insert(4, at: 4)
        _ = graph.update(LivenessList(model: model, log: log), context: context)
        #expect(log.appeared.filter { $0 == 4 }.count == 2)
        #expect(graph.liveNodes.count == 21)
        #expect(log.disappeared == [4])
    }

    @Test("A ForEach that leaves takes all its rows' views; nothing is left registered")
    func forEachLeaving() {
        let model = LivenessModel(ids: Array(0..<10))
        let log = LivenessLog()
        let graph = ViewGraph()
        let context = ResolveContext(textMeasurer: FixedTextMeasurer())
        _ = graph.update(LivenessList(model: model, log: log), context: context)
        model.ids = []
        _ = graph.update(LivenessList(model: model, log: log), context: context)
        #expect(log.disappeared.sorted() == Array(0..<10))
        #expect(graph.liveNodes.count == 1)
        #expect(graph.appearances.isEmpty)
    }
}
