@testable import SceneryCore
@testable import SceneryHeadless
@testable import SceneryRenderer
import SceneryTesting
import Testing

struct Fruit: Identifiable {
    let id: Int
    let name: String
}

@Suite("List (R92)", .probes)
@MainActor
struct ListTests {
    @Test("R92: a List proposes its width × nil to its rows and reports the proposed size")
    func proposals() {
        let log = ProposalLog()
        let bare = List { ProbeShape(log: log) { CGSize(width: $0.width ?? 10, height: 20) }.listRowInsets(EdgeInsets()) }
        #expect(size(of: bare, proposing: .of(300, 400)) == CGSize(width: 300, height: 400))
        #expect(log.proposals.contains(.of(300, nil)))
        #expect(log.proposals.allSatisfy { $0.height == nil })
        // With the default insets (16 leading and trailing) the content is offered 268.
        let inset = ProposalLog()
        _ = size(of: List { ProbeShape(log: inset) }, proposing: .of(300, 400))
        #expect(inset.proposals.contains(.of(268, nil)))
    }

    @Test("R92: rows stack at their heights plus insets, leading-aligned, with separators between them")
    func rowsAndSeparators() throws {
        let window = try HeadlessWindow(List(0..<3) { i in Text("Row \(i)") }.frame(width: 300, height: 200))
        // Text 16 high + 6 + 6 insets: rows at 0, 28, 56; the text 16 in from the leading edge.
        #expect(window.center(of: "Row 0") == CGPoint(x: 16 + 16.5, y: 14))
        #expect(window.center(of: "Row 2") == CGPoint(x: 16 + 16.5, y: 70))
        let fills = window.controller.displayList.items.compactMap { item -> CGRect? in
            if case .fill(let rect, let color) = item, color == Color.separator.resolve(in: EnvironmentValues()) { rect } else { nil }
        }
        #expect(fills == [CGRect(x: 16, y: 28, width: 284, height: 1), CGRect(x: 16, y: 56, width: 284, height: 1)])
    }

    @Test("List(data) builds a row per element; Section headers are rows of their own")
    func dataAndSections() throws {
        let fruit = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Pear")]
        let window = try HeadlessWindow(List {
            Section("Fruit") {
                ForEach(fruit) { Text($0.name) }
            }
            Section { Text("Kale") } header: { Text("Greens") }
        }.frame(width: 200, height: 300))
        #expect(window.texts == ["Fruit", "Apple", "Pear", "Greens", "Kale"])
        // A header row: 8 above its small bold text (14 high here), 2 below (docs/lists.md).
        #expect(window.center(of: "Apple")?.y == CGFloat(24 + 14))
        #expect(window.center(of: "Kale")?.y == CGFloat(2 * 24 + 2 * 28 + 14))
        let plain = try HeadlessWindow(List(fruit) { Text($0.name) }.frame(width: 200, height: 100))
        #expect(plain.texts == ["Apple", "Pear"])
    }

    @Test("A List of 100,000 rows builds only the rows in view and scrolls with the wheel")
    func lazyList() throws {
        let probe = Probe()
        let window = try HeadlessWindow(List(0..<100_000) { i in LoggedRow(probe: probe, index: i) }.frame(width: 300, height: 800))
        #expect(probe.log.count < 100, "\(probe.log.count) bodies ran")
        window.window.scroll(at: CGPoint(x: 150, y: 400), notches: CGSize(width: 0, height: 100))
        #expect(!window.texts.contains("Row 0: 0"))
        #expect(probe.log.count < 250, "\(probe.log.count) bodies ran")
    }
}

@Suite("A long List as a window's whole content", .probes)
@MainActor
struct LongListWindowTests {
    @Test("A window whose root is a 100,000-row List opens at most 2048 high and builds only the rows in it")
    func rootList() throws {
        let probe = Probe()
        let window = try HeadlessWindow(List(0..<100_000) { i in LoggedRow(probe: probe, index: i) })
        #expect(window.controller.size.height == 2048)
        #expect(probe.log.count < 120, "\(probe.log.count) bodies ran")
    }
}
