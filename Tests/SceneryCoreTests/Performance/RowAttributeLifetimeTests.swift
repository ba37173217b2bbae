@testable import SceneryCore
import Testing

/// A list of strings that can be hidden, for the lifetime of its rows' attributes.
struct HideableList: View {
    let items: [String]
    let shown: Bool
    var body: some View {
        VStack {
            Text("Header")
            if shown {
                ForEach(items, id: \.self) { item in Text(item).padding(2) }
            }
        }
    }
}

/// The attributes (layout frames) of `ForEach` rows are filed under the rows that touched
/// them: a row reused as it is keeps them without a visit, and a row that leaves takes its
/// attributes with it. Counted by the store's attributes, which would grow without bound if
/// a row's were kept after it left, and shrink wrongly if a reused row's were dropped.
@Suite("ForEach rows own their attributes")
@MainActor
struct RowAttributeLifetimeTests {
    let window = CGSize(width: 400, height: 4000)

    /// The store's attribute count after each of `views` is updated and laid out in turn.
    func slotCounts(_ views: [HideableList]) -> (counts: [Int], texts: [String]) {
        let graph = ViewGraph()
        let context = ResolveContext(textMeasurer: FixedTextMeasurer())
        var counts: [Int] = []
        var texts: [String] = []
        for view in views {
            let root = graph.update(view, context: context)
            let laidOut = graph.layoutFrame(root, content: view, context: context, in: window).root
            let list = layoutWindow(laidOut, in: window)
            texts = list.items.compactMap { if case .text(let string, _, _, _, _) = $0 { string } else { nil } }
            counts.append(graph.animations.slotCount)
        }
        return (counts, texts)
    }

    @Test("The same rows again, reused whole: the attributes stay as they were")
    func reusedRowsKeepTheirAttributes() {
        let items = (0..<50).map { "Item \($0)" }
        let (counts, texts) = slotCounts(Array(repeating: HideableList(items: items, shown: true), count: 4))
        #expect(counts.allSatisfy { $0 == counts[0] }, "\(counts)")
        #expect(texts.count == 51)
    }

    @Test("Rows removed take their attributes with them; the rows kept keep theirs")
    func removedRowsDropTheirAttributes() {
        let items = (0..<50).map { "Item \($0)" }
        let fewer = Array(items.prefix(40))
        let (counts, texts) = slotCounts([
            HideableList(items: items, shown: true), HideableList(items: fewer, shown: true),
            HideableList(items: fewer, shown: true), HideableList(items: items, shown: true),
        ])
        #expect(counts[1] < counts[0], "\(counts)")
        #expect(counts[2] == counts[1], "\(counts)")
        // The ten rows back again have as many attributes as before: none of the kept
        // rows' attributes was lost, and none of the removed rows' was kept.
        #expect(counts[3] == counts[0], "\(counts)")
        #expect(texts.count == 51)
    }

    @Test("Rows changing every update do not pile up attributes")
    func changingRowsDoNotLeak() {
        let views = (0..<6).map { round in HideableList(items: (0..<30).map { "Item \($0 + round * 5)" }, shown: true) }
        let (counts, texts) = slotCounts(views)
        #expect(Set(counts.dropFirst()).count == 1 && counts.last == counts.first, "\(counts)")
        #expect(texts.contains("Item 25") && texts.contains("Item 54"))
    }

    @Test("A ForEach that leaves takes every row's attributes with it")
    func forEachLeaving() {
        let items = (0..<50).map { "Item \($0)" }
        let hidden = slotCounts([HideableList(items: items, shown: false)]).counts[0]
        let (counts, texts) = slotCounts([
            HideableList(items: items, shown: true), HideableList(items: items, shown: false),
            HideableList(items: items, shown: true), HideableList(items: items, shown: false),
        ])
        #expect(counts[0] > hidden + 50, "\(counts), hidden \(hidden)")
        #expect(counts[1] == hidden, "\(counts), hidden \(hidden)")
        #expect(counts[2] == counts[0], "\(counts)")
        #expect(counts[3] == hidden, "\(counts), hidden \(hidden)")
        #expect(texts == ["Header"])
    }

    @Test("An id given to two rows (the app's mistake) leaves no attributes behind when the rows go")
    func duplicatedIDs() {
        let items = (0..<20).map { "Item \($0 % 10)" }  // every id twice
        let hidden = slotCounts([HideableList(items: items, shown: false)]).counts[0]
        let (counts, _) = slotCounts([
            HideableList(items: items, shown: true), HideableList(items: items, shown: true),
            HideableList(items: items, shown: false),
        ])
        #expect(counts[0] > hidden, "\(counts), hidden \(hidden)")
        #expect(counts[2] == hidden, "\(counts), hidden \(hidden)")
    }
}
