import SceneryCore
import SceneryTesting
import Testing

/// A custom view whose body is a list of two views.
struct TwoViews: View {
    var body: some View {
        Color.red.frame(width: 10, height: 10)
        Color.blue.frame(width: 10, height: 10)
    }
}

@Suite("View lists in layout (rules 3, 4, 6, 7, 18, 129)")
@MainActor
struct ViewListTests {
    @Test("R3: a custom view whose body is two views contributes two children to the enclosing stack")
    func customViewFlattens() {
        #expect(size(of: HStack(spacing: 5) { TwoViews() }, proposing: .unspecified).width == 25)
    }

    @Test("R4: Group { A; B }.border inside an HStack draws two borders, one per element")
    func groupModifierPerElement() {
        let snapshot = layout(HStack { Group { rigid(10, 10); rigid(20, 10) }.border(Color.blue) }, 100, 100)
        #expect(snapshot.displayList.split(separator: "\n").filter { $0.contains("stroke(1) rect") }.count == 2)
    }

    @Test("R5: Group { A; B }.border as a window's root draws one border around the vertically stacked group")
    func groupModifierAtRoot() {
        let snapshot = layout(Group { rigid(10, 10).accessibilityIdentifier("a"); rigid(20, 10).accessibilityIdentifier("b") }
            .border(Color.blue), 100, 100)
        let borders = snapshot.displayList.split(separator: "\n").filter { $0.contains("stroke(1) rect") }
        #expect(borders.count == 1)
        // A 20×28 stack (10 + 8 + 10) centred in the 100×100 window.
        #expect(borders.first?.contains("(40, 36, 20, 28)") == true)
        #expect(snapshot.frame(of: "a") == CGRect(x: 45, y: 36, width: 10, height: 10))
        #expect(snapshot.frame(of: "b") == CGRect(x: 40, y: 54, width: 20, height: 10))
        #expect(snapshot.size == CGSize(width: 20, height: 28))
    }

    @Test("R5: Group { A; B }.padding().border as the only child of a ScrollView draws one border around the padded stack")
    func groupModifierInScrollView() {
        let snapshot = layout(ScrollView {
            Group { rigid(10, 10).accessibilityIdentifier("a"); rigid(20, 10) }.padding(5).border(Color.blue)
        }, 100, 100)
        let borders = snapshot.displayList.split(separator: "\n").filter { $0.contains("stroke(1) rect") }
        #expect(borders.count == 1)
        // The stack is 20×28; padded 30×38, at the top of the scroll view, centred across it.
        #expect(borders.first?.contains("(35, 0, 30, 38)") == true)
        #expect(snapshot.frame(of: "a") == CGRect(x: 45, y: 5, width: 10, height: 10))
    }

    @Test("R4, R5: inside an HStack at the root the same group still draws one border per element")
    func groupModifierInsideStackAtRoot() {
        let snapshot = layout(HStack { Group { rigid(10, 10); rigid(20, 10) }.border(Color.blue) }.border(Color.red), 100, 100)
        #expect(snapshot.displayList.split(separator: "\n").filter { $0.contains("stroke(1) rect") }.count == 3)
    }

    @Test("R6: several views in an overlay form a ZStack aligned by the overlay's alignment, each proposed the primary's size")
    func overlayZStack() {
        let a = ProposalLog(), b = ProposalLog()
        let view = rigid(60, 30).overlay(alignment: .bottomTrailing) {
            ProbeShape(log: a) { _ in CGSize(width: 10, height: 10) }.accessibilityIdentifier("a")
            ProbeShape(log: b) { _ in CGSize(width: 20, height: 5) }.accessibilityIdentifier("b")
        }
        let snapshot = layout(view, 60, 30)
        #expect(a.proposals == [.of(60, 30)] && b.proposals == [.of(60, 30)])
        #expect(snapshot.frame(of: "a")?.maxX == 60 && snapshot.frame(of: "a")?.maxY == 30)
        #expect(snapshot.frame(of: "b")?.maxX == 60 && snapshot.frame(of: "b")?.maxY == 30)
    }

    @Test("R7: several views directly in a ScrollView are stacked vertically, even for .horizontal")
    func scrollViewImplicitStack() {
        let snapshot = layout(ScrollView(.horizontal) {
            rigid(10, 10).accessibilityIdentifier("a"); rigid(10, 10).accessibilityIdentifier("b")
        }, 100, 100)
        #expect(snapshot.frame(of: "b")!.minY == snapshot.frame(of: "a")!.maxY + 8)
    }

    @Test("R18: Text.padding().background(Color.blue) draws the colour, then the text")
    func backgroundDrawOrder() {
        let list = layout(Text("Hello").padding().background(Color.blue), 200, 100).displayList
        let lines = list.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix("fill rect") == true && lines.last?.hasPrefix("text \"Hello\"") == true)
    }

    @Test("R129: .fill(.tint) inside .tint(.red) is red; without a tint it is the accent colour")
    func tintFill() {
        let red = layout(Rectangle().fill(.tint).tint(.red), 10, 10).displayList
        #expect(red.contains(Color.red.resolve(in: EnvironmentValues()).description))
        let accent = layout(Rectangle().fill(.tint), 10, 10).displayList
        #expect(accent.contains(Color.accentColor.resolve(in: EnvironmentValues()).description))
    }
}
