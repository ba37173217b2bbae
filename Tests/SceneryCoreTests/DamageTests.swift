@testable import SceneryCairo
@testable import SceneryCore
@testable import SceneryHeadless
@testable import SceneryRenderer
import Testing

/// Twelve rows that never change, a value and a button that bumps it.
private struct Board: View {
    @State var value = 0
    var body: some View {
        VStack {
            ForEach(0..<12, id: \.self) { Text("Row \($0)") }
            Text("Value \(value)")
            Button("Bump") { value += 1 }
        }
        .padding()
    }
}

@Suite("Redrawing only what changed")
@MainActor
struct DamageTests {
    let window = CGSize(width: 400, height: 300)

    func text(_ string: String, _ frame: CGRect) -> DisplayItem {
        .text(string, font: .body, color: .primary, frame: frame, style: TextLayoutStyle())
    }

    var base: DisplayList {
        DisplayList(items: [
            .fill(CGRect(x: 0, y: 0, width: 400, height: 40), color: .blue),
            text("Title", CGRect(x: 10, y: 50, width: 80, height: 16)),
            text("Body", CGRect(x: 10, y: 80, width: 60, height: 16)),
        ])
    }

    @Test("Equal lists need nothing; a first frame or a new size needs everything")
    func noneAndFull() {
        #expect(DisplayListDamage.between(base, base, size: window) == .none)
        #expect(DisplayListDamage.between(nil, base, size: window) == .full)
    }

    @Test("A changed text repaints its old and new frames, two pixels wider, in whole pixels")
    func changedText() {
        var changed = base
        changed.items[1] = text("Title 2", CGRect(x: 10, y: 50, width: 95.5, height: 16))
        #expect(DisplayListDamage.between(base, changed, size: window) == .region(CGRect(x: 8, y: 48, width: 100, height: 20)))
    }

    @Test("An inserted item repaints where it draws; a removed one where it drew")
    func insertedAndRemoved() {
        var inserted = base
        inserted.items.insert(text("New", CGRect(x: 200, y: 200, width: 30, height: 16)), at: 2)
        #expect(DisplayListDamage.between(base, inserted, size: window) == .region(CGRect(x: 198, y: 198, width: 34, height: 20)))
        #expect(DisplayListDamage.between(inserted, base, size: window) == .region(CGRect(x: 198, y: 198, width: 34, height: 20)))
    }

    @Test("A change of an opacity group repaints everything in the group; a change under a transform repaints the window")
    func scopes() {
        let group = { (opacity: Double) in
            DisplayList(items: [
                .beginOpacity(opacity, frame: CGRect(x: 10, y: 10, width: 20, height: 20)),
                self.text("Inside", CGRect(x: 10, y: 10, width: 100, height: 16)),
                .end,
            ])
        }
        #expect(DisplayListDamage.between(group(1), group(0.5), size: window) == .region(CGRect(x: 8, y: 8, width: 104, height: 24)))
        let transformed = { (label: String) in
            DisplayList(items: [
                .beginTransform(scaleX: 2, scaleY: 2, rotation: 0, anchor: .zero, frame: CGRect(x: 0, y: 0, width: 10, height: 10)),
                self.text(label, CGRect(x: 0, y: 0, width: 10, height: 10)),
                .end,
            ])
        }
        #expect(DisplayListDamage.between(transformed("a"), transformed("b"), size: window) == .full)
    }

    @Test("A change covering most of the window repaints it whole")
    func largeChange() {
        var changed = base
        changed.items[0] = .fill(CGRect(x: 0, y: 0, width: 400, height: 300), color: .red)
        #expect(DisplayListDamage.between(base, changed, size: window) == .full)
    }

    @Test("After a click, the window repaints only the value and the button, skips the rows, and the pixels equal a full repaint")
    func partialRepaintIsExact() throws {
        // Laid out with Pango, as the renderer does, so text fits the frames it is drawn in.
        let backend = HeadlessBackend()
        let controller = WindowController(content: AnyView(Board()), textMeasurer: backend.painter.measurer)
        try controller.open(on: backend, appID: "test", title: "test")
        let window = backend.windows[0]
        window.resize(to: Size(width: 640, height: 480))
        func frame(of string: String) -> CGRect? {
            controller.displayList.items.first { if case .text(string, _, _, _, _) = $0 { true } else { false } }?.frame
        }
        let total = controller.displayList.items.filter { $0.paintExtent != nil && !$0.isScopeStart }.count
        let bump = try #require(frame(of: "Bump"))
        window.click(at: CGPoint(x: bump.midX, y: bump.midY))
        let count = try #require(frame(of: "Value 1"), "the click did not count")
        let repainted = try #require(window.lastRepaint, "the click repainted the whole window")
        #expect(repainted.contains(count))
        let size = controller.size
        #expect(repainted.width * repainted.height < size.width * size.height * 0.6)
        #expect(window.lastItemsPainted < total, "painted \(window.lastItemsPainted) of \(total) items")

        let image = try #require(window.image)
        let full = RasterImage.draw(width: image.width, height: image.height) { cr in
            backend.painter.paint(controller.displayList, size: size, on: cr)
        }
        #expect(image.differingPixelCount(from: full, tolerance: 0) == 0, "a partial repaint must equal a full one")
    }

    /// A list of a title, a run of `drawing`, and a footer.
    func list(_ title: String, _ drawing: SubtreeDrawing) -> DisplayList {
        var list = DisplayList()
        list.append(text(title, CGRect(x: 10, y: 10, width: 80, height: 16)))
        list.append(reused: drawing)
        list.append(text("Footer", CGRect(x: 10, y: 280, width: 80, height: 16)))
        return list
    }

    /// A subtree's drawing of `count` rows.
    func rows(_ count: Int) -> SubtreeDrawing {
        var list = DisplayList()
        for index in 0..<count { list.append(text("Row \(index)", CGRect(x: 10, y: 40 + Double(index), width: 80, height: 1))) }
        return list.keepDrawing(from: 0)
    }

    @Test("A run both lists hold as the same drawing is not compared; equal items of another drawing are")
    func sameDrawingIsNotCompared() {
        let drawing = rows(100)
        UpdateCounts.reset()
        #expect(DisplayListDamage.between(list("Title", drawing), list("Title 2", drawing), size: window)
            == .region(CGRect(x: 8, y: 8, width: 84, height: 20)))
        #expect(UpdateCounts.current.itemsCompared <= 3, "\(UpdateCounts.current)")
        UpdateCounts.reset()
        #expect(DisplayListDamage.between(list("Title", drawing), list("Title", drawing), size: window) == .none)
        #expect(UpdateCounts.current.itemsCompared == 2, "\(UpdateCounts.current)")
        UpdateCounts.reset()
        #expect(DisplayListDamage.between(list("Title", drawing), list("Title", rows(100)), size: window) == .none)
        #expect(UpdateCounts.current.itemsCompared == 102, "\(UpdateCounts.current)")
    }

    @Test("Items changed in place are no run any more: through `items` every run goes, through modifyItems those changed")
    func changedItemsLeaveTheirRun() {
        let drawing = rows(10)
        var changed = list("Title", drawing)
        changed.modifyItems(from: 1) { items in items[items.startIndex + 4] = self.text("Moved", CGRect(x: 200, y: 200, width: 20, height: 10)) }
        #expect(changed.spans.isEmpty)
        #expect(DisplayListDamage.between(list("Title", drawing), changed, size: window)
            == .region(CGRect(x: 8, y: 42, width: 214, height: 170)))
        var edited = list("Title", drawing)
        edited.items[0] = text("Title", CGRect(x: 10, y: 10, width: 80, height: 16))
        #expect(edited.spans.isEmpty)
    }

    @Test("A drawing's extent holds its items' and its inner runs'; a shadow inside spreads it")
    func drawingExtent() {
        var list = DisplayList()
        list.append(text("Top", CGRect(x: 0, y: 0, width: 10, height: 10)))
        list.append(reused: rows(3))
        list.append(.fill(CGRect(x: 100, y: 100, width: 10, height: 10), color: .red))
        let outer = list.keepDrawing(from: 0)
        #expect(outer.extent == CGRect(x: 0, y: 0, width: 110, height: 110))
        #expect(list.spans.count == 1 && list.spans[0].drawing === outer)
        #expect(!outer.reaches(CGRect(x: 200, y: 200, width: 10, height: 10)))
        var shadowed = DisplayList()
        shadowed.append(.beginShadow(color: .black, radius: 2, offset: CGSize(width: 0, height: 2), frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        shadowed.append(.end)
        #expect(shadowed.keepDrawing(from: 0).reaches(CGRect(x: 200, y: 200, width: 10, height: 10)))
    }
}
