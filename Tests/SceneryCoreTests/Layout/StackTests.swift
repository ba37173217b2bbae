import SceneryCore
import SceneryTesting
import Testing

@Suite("HStack and VStack (R71–R82)")
@MainActor
struct StackTests {
    @Test("R71: an HStack probes each child with 0×H and ∞×H before the real proposal")
    func probes() {
        let log = ProposalLog()
        _ = layout(HStack(spacing: 0) { ProbeShape(log: log); Color.red }, 100, 40)
        #expect(Array(log.proposals.prefix(2)) == [.of(0, 40), .of(.infinity, 40)])
        #expect(log.proposals.contains(.of(50, 40)))
    }

    @Test("R72: HStack(spacing: 0) { cyan; text (ideal 100); teal } at 180×180: text 60, colours 65 and 65")
    func bookDistribution() {
        let log = ProposalLog(), cyanLog = ProposalLog()
        let view = HStack(spacing: 0) {
            ProbeShape(log: cyanLog).accessibilityIdentifier("cyan")
            Text("Hello, World!").accessibilityIdentifier("text").background(ProbeShape(log: log))
            Color.teal.accessibilityIdentifier("teal")
        }
        let snapshot = layout(view, 180, 180, text: BookTextMeasurer.stack)
        #expect(snapshot.size == CGSize(width: 180, height: 180))
        #expect(snapshot.frame(of: "cyan") == CGRect(x: 0, y: 0, width: 65, height: 180))
        #expect(snapshot.frame(of: "text") == CGRect(x: 65, y: 70, width: 50, height: 40))
        #expect(snapshot.frame(of: "teal") == CGRect(x: 115, y: 0, width: 65, height: 180))
        #expect(cyanLog.proposals.last == .of(65, 180))
    }

    @Test("R73: with layoutPriority(1) the text is proposed 180 and is 100 wide; the colours get 40 and 40")
    func priorityDistribution() {
        let view = HStack(spacing: 0) {
            Color.cyan.accessibilityIdentifier("cyan")
            Text("Hello, World!").layoutPriority(1).accessibilityIdentifier("text")
            Color.teal.accessibilityIdentifier("teal")
        }
        let snapshot = layout(view, 180, 180, text: BookTextMeasurer.stack)
        #expect(snapshot.frame(of: "text")?.size == CGSize(width: 100, height: 20))
        #expect(snapshot.frame(of: "cyan")?.width == 40)
        #expect(snapshot.frame(of: "teal")?.width == 40)
        #expect(snapshot.frame(of: "teal")?.minX == 140)
    }

    @Test("Worked example 3: a fixedSize text stays 100 wide at 80 and the colours get 0; the stack is 100")
    func fixedSizeInStack() {
        let view = HStack(spacing: 0) { Color.cyan; Text("Hello, World!").fixedSize(); Color.teal }
        #expect(size(of: view, proposing: .of(80, 180), text: BookTextMeasurer.stack).width == 100)
    }

    @Test("R74: HStack(spacing: 0) { Rect.frame(maxWidth: 100); Rect.frame(minWidth: 100) } at 150 → 75 and 100, stack 175")
    func flexibleFramesInStack() {
        let view = HStack(spacing: 0) {
            Rectangle().frame(maxWidth: 100).accessibilityIdentifier("red")
            Rectangle().frame(minWidth: 100).accessibilityIdentifier("green")
        }.accessibilityIdentifier("stack").frame(width: 150, height: 100)
        let snapshot = layout(view, 150, 100)
        #expect(snapshot.frame(of: "red")?.width == 75)
        #expect(snapshot.frame(of: "green")?.width == 100)
        #expect(snapshot.frame(of: "stack") == CGRect(x: -12.5, y: 0, width: 175, height: 100))
    }

    @Test("R75, R76: minWidth 50 + priority 1 at 200 → 50 and 150 (the minimum is reserved); without priority 100 and 100")
    func reservedMinimum() {
        let log = ProposalLog()
        let prioritised = HStack(spacing: 0) {
            Color.red.frame(minWidth: 50).accessibilityIdentifier("red")
            ProbeShape(log: log).layoutPriority(1).accessibilityIdentifier("blue")
        }
        let snapshot = layout(prioritised, 200, 50)
        #expect(snapshot.frame(of: "red")?.width == 50)
        #expect(snapshot.frame(of: "blue")?.width == 150)
        #expect(log.proposals.last == .of(150, 50))
        let even = layout(HStack(spacing: 0) {
            Color.red.frame(minWidth: 50).accessibilityIdentifier("red")
            Color.blue.accessibilityIdentifier("blue")
        }, 200, 50)
        #expect(even.frame(of: "red")?.width == 100)
        #expect(even.frame(of: "blue")?.width == 100)
    }

    @Test("R77: children of equal flexibility are served in source order (the first gets remaining / n)")
    func equalFlexibilitySourceOrder() {
        let first = ProposalLog(), second = ProposalLog()
        let view = HStack(spacing: 0) {
            ProbeShape(log: first) { p in CGSize(width: min(p.width ?? 10, 30), height: 10) }
            ProbeShape(log: second) { p in CGSize(width: min(p.width ?? 10, 30), height: 10) }
        }
        _ = size(of: view, proposing: .of(50, 10))
        #expect(first.proposals.last == .of(25, 10))
        #expect(second.proposals.last == .of(25, 10))
    }

    @Test("R78: an HStack proposed nil×H proposes nil×H to every child and is the sum of ideal widths plus spacing")
    func nilProposal() {
        let log = ProposalLog()
        let view = HStack(spacing: 5) { ProbeShape(log: log); rigid(30, 10); Text("abc") }
        let expected = CGSize(width: 70, height: 40)  // 10 + 5 + 30 + 5 + 20 ("abc" at 6.5 per character, rounded up)
        #expect(size(of: view, proposing: .of(nil, 40)) == expected)
        #expect(log.proposals == [.of(nil, 40)])
    }

    @Test("R79: an HStack proposed ∞×H gives ∞ to each flexible child, without NaN")
    func infiniteProposal() {
        let view = HStack { Color.red; rigid(30, 10); Color.blue }
        let result = size(of: view, proposing: .of(.infinity, 40))
        #expect(result.width == .infinity)
        #expect(!result.height.isNaN && result.height == 40)
    }

    @Test("R80: children are placed in source order along the axis whatever order they are proposed in")
    func sourceOrderPlacement() {
        let view = HStack(spacing: 10) {
            Color.red.accessibilityIdentifier("a")
            rigid(20, 10).accessibilityIdentifier("b")
            Color.blue.frame(maxWidth: 30).accessibilityIdentifier("c")
        }
        let snapshot = layout(view, 200, 10)
        let xs = ["a", "b", "c"].compactMap { snapshot.frame(of: $0)?.minX }
        #expect(xs == xs.sorted())
        #expect(snapshot.frame(of: "b")?.minX == snapshot.frame(of: "a")!.maxX + 10)
    }

    @Test("R81: HStack height is the union of the aligned children (centre, top, bottom)")
    func crossAlignment() {
        func frames(_ alignment: VerticalAlignment) -> (CGRect?, CGRect?, CGSize) {
            let snapshot = layout(HStack(alignment: alignment, spacing: 0) {
                rigid(10, 20).accessibilityIdentifier("short"); rigid(10, 40).accessibilityIdentifier("tall")
            }, 20, 40)
            return (snapshot.frame(of: "short"), snapshot.frame(of: "tall"), snapshot.size)
        }
        #expect(frames(.center).0?.minY == 10)
        #expect(frames(.center).2 == CGSize(width: 20, height: 40))
        #expect(frames(.top).0?.minY == 0 && frames(.top).1?.minY == 0)
        #expect(frames(.bottom).0?.minY == 20)
    }

    @Test("R82: HStack(alignment: .firstTextBaseline) puts texts' baselines on one line; views without text use their height")
    func firstTextBaseline() {
        let view = HStack(alignment: .firstTextBaseline, spacing: 0) {
            Text("Big").font(.system(size: 26)).accessibilityIdentifier("big")
            Text("small").accessibilityIdentifier("small")
            rigid(10, 10).accessibilityIdentifier("box")
        }
        let snapshot = layout(view, 300, 100)
        let measurer = FixedTextMeasurer()
        let big = try! #require(snapshot.frame(of: "big")), small = try! #require(snapshot.frame(of: "small"))
        let box = try! #require(snapshot.frame(of: "box"))
        let bigBaseline = big.minY + measurer.baseline(for: .system(size: 26))
        #expect(small.minY + measurer.baseline(for: .body) == bigBaseline)
        #expect(box.maxY == bigBaseline)
    }

    @Test("VStack: default spacing 8 between children, centred, size is the union")
    func vstackDefaults() {
        let snapshot = layout(VStack { rigid(40, 10).accessibilityIdentifier("a"); rigid(20, 10).accessibilityIdentifier("b") }, 40, 28)
        #expect(snapshot.size == CGSize(width: 40, height: 28))
        #expect(snapshot.frame(of: "b") == CGRect(x: 10, y: 18, width: 20, height: 10))
    }

    @Test("Worked example 6: nested view builders flatten into 5 children with 4 gaps of 20")
    func flattening() {
        @ViewBuilder var hello: some View { rigid(10, 10); rigid(15, 10) }
        @ViewBuilder var bye: some View { rigid(12, 10); rigid(13, 10) }
        let view = HStack(spacing: 20) { hello; Spacer(); bye }
        let expected: CGFloat = 138  // 10 + 15 + 8 (spacer) + 12 + 13 + 4 × 20
        #expect(size(of: view, proposing: .unspecified).width == expected)
    }

    @Test("Worked example 7: HStack { long text; Spacer() } at 100 proposes the text 92, the spacer gets 8")
    func spacerYields() {
        let log = ProposalLog()
        let view = HStack(spacing: 0) {
            ProbeShape(log: log) { p in CGSize(width: min(p.width ?? 150, 150), height: 20) }.accessibilityIdentifier("text")
            Spacer().accessibilityIdentifier("spacer")
        }
        let snapshot = layout(view, 100, 20)
        #expect(log.proposals.last == .of(92, 20))
        #expect(snapshot.frame(of: "spacer")?.width == 8)
    }

    @Test("Group and ForEach flatten into the stack: ranges, Identifiable data and id: key paths")
    func groupAndForEach() {
        struct Item: Identifiable { let id: Int }
        let view = HStack(spacing: 1) {
            Group { rigid(10, 10); rigid(10, 10) }
            ForEach(0..<3) { _ in rigid(10, 10) }
            ForEach([Item(id: 1), Item(id: 2)]) { _ in rigid(10, 10) }
            ForEach(["a", "b"], id: \.self) { _ in rigid(10, 10) }
        }
        let expected: CGFloat = 98  // nine 10-wide views, eight 1-point gaps
        #expect(size(of: view, proposing: .unspecified).width == expected)
        // Inside a stack a modifier on the group marks each element (at the root it would
        // mark the implicit stack, R5).
        let bordered = layout(VStack { Group { rigid(10, 10); rigid(10, 10) }.accessibilityIdentifier("each") }, 100, 100)
        #expect(bordered.frames(of: "each").count == 2)
    }
}
