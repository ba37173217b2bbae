import SceneryCore
import SceneryTesting
import Testing

@Suite("Layout modifiers (R51–R70)")
@MainActor
struct ModifierTests {
    @Test("R51: Text(\"Favorite\").padding(10).background(Color.teal) in 320×480: 300×460 in, Color 71×37, result 71×37")
    func favoriteWalkthrough() {
        let log = ProposalLog()
        let view = Text("Favorite").padding(10).background(ProbeShape(log: log).accessibilityIdentifier("bg"))
        let snapshot = layout(view, 320, 480, text: BookTextMeasurer.body)
        #expect(snapshot.size == CGSize(width: 71, height: 37))
        #expect(log.proposals == [.of(71, 37)])
        #expect(snapshot.frame(of: "bg")?.size == CGSize(width: 71, height: 37))
        let textLog = ProposalLog()
        _ = layout(ProbeShape(log: textLog) { _ in CGSize(width: 51, height: 17) }.padding(10).background(Color.teal), 320, 480)
        #expect(textLog.proposals.first == .of(300, 460))
    }

    @Test("R52: .padding(.horizontal, 5) proposes 90×40 at 100×40; nil stays nil; 10 at 15×15 proposes 0×0")
    func paddingProposals() {
        let log = ProposalLog()
        let padded = ProbeShape(log: log).padding(.horizontal, 5)
        #expect(size(of: padded, proposing: .of(100, 40)) == CGSize(width: 100, height: 40))
        #expect(log.proposals == [.of(90, 40)])
        let nilLog = ProposalLog()
        _ = size(of: ProbeShape(log: nilLog).padding(), proposing: .unspecified)
        #expect(nilLog.proposals == [.unspecified])
        let clampLog = ProposalLog()
        _ = size(of: ProbeShape(log: clampLog).padding(10), proposing: .of(15, 15))
        #expect(clampLog.proposals == [.zero])
    }

    @Test("padding(EdgeInsets) insets each edge by its own amount")
    func paddingInsets() {
        let view = Color.red.accessibilityIdentifier("c").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        let snapshot = layout(view, 100, 100)
        #expect(snapshot.frame(of: "c") == CGRect(x: 2, y: 1, width: 94, height: 96))
    }

    @Test("R53: a background reports the primary's size even when the secondary is padded by -3")
    func negativePaddingBackground() {
        let view = HStack(spacing: 0) {
            rigid(40, 20).accessibilityIdentifier("primary")
                .background(Color.orange.padding(-3).accessibilityIdentifier("highlight"))
            rigid(10, 10).accessibilityIdentifier("sibling")
        }
        let snapshot = layout(view, 50, 20)
        #expect(snapshot.size == CGSize(width: 50, height: 20))
        #expect(snapshot.frame(of: "highlight") == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(snapshot.frame(of: "sibling")?.minX == 40)
        #expect(snapshot.displayList.contains("fill rect (-3, -3, 46, 26)"))
        let without = layout(HStack(spacing: 0) { rigid(40, 20); rigid(10, 10).accessibilityIdentifier("sibling") }, 50, 20)
        #expect(without.frame(of: "sibling") == snapshot.frame(of: "sibling"))
    }

    @Test("R54: .frame(width: 100, height: 100) around a rigid 300×300 view is 100×100 with the child at (-100, -100)")
    func fixedFrameOverflow() {
        let snapshot = layout(rigid(300, 300).accessibilityIdentifier("image").frame(width: 100, height: 100), 100, 100)
        #expect(snapshot.size == CGSize(width: 100, height: 100))
        #expect(snapshot.frame(of: "image")?.origin == CGPoint(x: -100, y: -100))
    }

    @Test("R55: .frame(width: 100) proposed 320×480 proposes 100×480, and with a 76×17 text it is 100×17")
    func fixedWidthOnly() {
        let log = ProposalLog()
        _ = size(of: ProbeShape(log: log).frame(width: 100), proposing: .of(320, 480))
        #expect(log.proposals == [.of(100, 480)])
        #expect(size(of: Text("Hello, World!").frame(width: 100), proposing: .of(320, 480), text: BookTextMeasurer.body)
            == CGSize(width: 100, height: 17))
    }

    @Test("R56: Text (ideal 44×10) .frame(maxWidth: .infinity): 25×50 → 25×20, 50×50 → 50×10, 100×50 → 100×10")
    func maxWidthInfinity() {
        let view = Text("Hello, World!").frame(maxWidth: .infinity)
        #expect(size(of: view, proposing: .of(25, 50), text: BookTextMeasurer.small) == CGSize(width: 25, height: 20))
        #expect(size(of: view, proposing: .of(50, 50), text: BookTextMeasurer.small) == CGSize(width: 50, height: 10))
        #expect(size(of: view, proposing: .of(100, 50), text: BookTextMeasurer.small) == CGSize(width: 100, height: 10))
    }

    @Test("R57: Text(76×17).frame(minWidth: 0, maxWidth: .infinity).background(teal).padding(10) in 320×480 is 320×37")
    func minZeroMaxInfinity() {
        let log = ProposalLog()
        let view = Text("Hello, World!").frame(minWidth: 0, maxWidth: .infinity).accessibilityIdentifier("frame")
            .background(ProbeShape(log: log)).padding(10)
        let snapshot = layout(view, 320, 480, text: BookTextMeasurer.body)
        #expect(snapshot.size == CGSize(width: 320, height: 37))
        #expect(snapshot.frame(of: "frame")?.size == CGSize(width: 300, height: 17))
        #expect(log.proposals == [.of(300, 17)])
    }

    @Test("R58: frame(minWidth: 100): child 50 at 300 → 100; child 150 → 150; proposed 80 with child 50 → 100")
    func minWidthFrame() {
        #expect(size(of: rigid(50, 10).frame(minWidth: 100), proposing: .of(300, 10)).width == 100)
        #expect(size(of: rigid(150, 10).frame(minWidth: 100), proposing: .of(300, 10)).width == 150)
        let log = ProposalLog()
        #expect(size(of: rigid(50, 10, log: log).frame(minWidth: 100), proposing: .of(80, 10)).width == 100)
        #expect(log.proposals == [.of(100, 10)])
    }

    @Test("R59: frame(maxWidth: 100) at 300 proposes 100 to a flexible child (→ 100); a rigid 150 child makes it 150")
    func maxWidthFrame() {
        let log = ProposalLog()
        #expect(size(of: ProbeShape(log: log).frame(maxWidth: 100), proposing: .of(300, 10)).width == 100)
        #expect(log.proposals == [.of(100, 10)])
        #expect(size(of: rigid(150, 10).frame(maxWidth: 100), proposing: .of(300, 10)).width == 150)
    }

    @Test("R60: frame(idealWidth: 120) under fixedSize proposes 120 and reports 120 though the child is 40")
    func idealWidth() {
        let log = ProposalLog()
        let view = rigid(40, 10, log: log).frame(idealWidth: 120).fixedSize()
        #expect(size(of: view, proposing: .of(300, 300)).width == 120)
        #expect(log.proposals.first?.width == 120)
    }

    @Test("R61: fixedSize(horizontal: true, vertical: false) proposed 100×50 proposes nil×50")
    func fixedSizeOneAxis() {
        let log = ProposalLog()
        _ = size(of: ProbeShape(log: log).fixedSize(horizontal: true, vertical: false), proposing: .of(100, 50))
        #expect(log.proposals == [.of(nil, 50)])
    }

    @Test("R62: Color.aspectRatio(4/3, .fit): 25×50 → 25×18.75, 50×50 → 50×37.5, 100×50 → 66.67×50, 200×200 → 200×150; .fill 266.67×200")
    func aspectRatioColor() {
        let fit = Color.teal.aspectRatio(4 / 3, contentMode: .fit)
        #expect(size(of: fit, proposing: .of(25, 50)) == CGSize(width: 25, height: 18.75))
        #expect(size(of: fit, proposing: .of(50, 50)) == CGSize(width: 50, height: 37.5))
        let wide = size(of: fit, proposing: .of(100, 50))
        #expect(abs(wide.width - 200.0 / 3) < 1e-9 && wide.height == 50)
        #expect(size(of: fit, proposing: .of(200, 200)) == CGSize(width: 200, height: 150))
        let fill = size(of: Color.teal.aspectRatio(4 / 3, contentMode: .fill), proposing: .of(200, 200))
        #expect(abs(fill.width - 800.0 / 3) < 1e-9 && fill.height == 200)
    }

    @Test("R63: a resizable 100×30 image scaledToFit at 200×200 is proposed nil×nil then 200×60, and is 200×60")
    func aspectRatioWithoutRatio() {
        let log = ProposalLog()
        let probe = ProbeShape(log: log) { $0.replacingUnspecifiedDimensions(by: CGSize(width: 100, height: 30)) }
        #expect(size(of: probe.aspectRatio(contentMode: .fit), proposing: .of(200, 200)) == CGSize(width: 200, height: 60))
        #expect(log.proposals == [.unspecified, .of(200, 60)])
        let images = ["header": CGSize(width: 100, height: 30)]
        #expect(size(of: Image("header").resizable().scaledToFit(), proposing: .of(200, 200), images: images)
            == CGSize(width: 200, height: 60))
        let fill = size(of: Image("header").resizable().scaledToFill(), proposing: .of(200, 200), images: images)
        #expect(abs(fill.width - 2000.0 / 3) < 1e-9 && fill.height == 200)
    }

    @Test("R64: a rigid 100×30 image with aspectRatio(1, .fit) at 200×200 is 100×30")
    func aspectRatioRigidChild() {
        let images = ["header": CGSize(width: 100, height: 30)]
        #expect(size(of: Image("header").aspectRatio(1, contentMode: .fit), proposing: .of(200, 200), images: images)
            == CGSize(width: 100, height: 30))
    }

    @Test("R65: Rectangle().aspectRatio(4/3, .fit) in a vertical ScrollView proposed 320×480 is 320×240")
    func aspectRatioInScrollView() {
        let snapshot = layout(ScrollView { Rectangle().aspectRatio(4 / 3, contentMode: .fit).accessibilityIdentifier("r") }, 320, 480)
        #expect(snapshot.frame(of: "r")?.size == CGSize(width: 320, height: 240))
    }

    @Test("R66: offset, scaleEffect and rotationEffect change neither the view's size nor its siblings' frames")
    func renderingEffects() {
        func row<V: View>(_ first: V) -> LayoutSnapshot {
            layout(HStack(spacing: 0) { first.accessibilityIdentifier("a"); rigid(10, 10).accessibilityIdentifier("b") }, 100, 100)
        }
        let plain = row(rigid(30, 20))
        for snapshot in [row(rigid(30, 20).offset(x: 50)), row(rigid(30, 20).scaleEffect(2)),
                         row(rigid(30, 20).rotationEffect(.degrees(45)))] {
            #expect(snapshot.frame(of: "a") == plain.frame(of: "a"))
            #expect(snapshot.frame(of: "b") == plain.frame(of: "b"))
            #expect(snapshot.size == plain.size)
        }
        let moved = layout(rigid(30, 20).accessibilityIdentifier("inner").offset(x: 50, y: 5), 100, 100)
        #expect(moved.frame(of: "inner") == CGRect(x: 85, y: 45, width: 30, height: 20))
    }

    @Test("R67: clipped() keeps the child's size and clips drawing to its frame")
    func clipped() {
        let snapshot = layout(rigid(300, 300).frame(width: 100, height: 100).clipped(), 100, 100)
        #expect(snapshot.size == CGSize(width: 100, height: 100))
        #expect(snapshot.displayList.hasPrefix("clip rect (0, 0, 100, 100)"))
        #expect(snapshot.displayList.hasSuffix("end"))
    }

    @Test("R68: a 20×20 badge with top/trailing guides at its centre sits at (W−10, −10) in a topTrailing overlay")
    func centredBadge() {
        let view = rigid(80, 40).overlay(alignment: .topTrailing) {
            Circle().frame(width: 20, height: 20)
                .alignmentGuide(.top) { $0.height / 2 }
                .alignmentGuide(.trailing) { $0.width / 2 }
                .accessibilityIdentifier("badge")
        }
        let snapshot = layout(view, 80, 40)
        #expect(snapshot.frame(of: "badge") == CGRect(x: 70, y: -10, width: 20, height: 20))
        #expect(snapshot.size == CGSize(width: 80, height: 40))
    }

    @Test("R69: an overlay badge keeps its ideal size with fixedSize, and is proposed the primary's size without")
    func badgeFixedSize() {
        let badge = Text("99+").padding(3).background(Capsule().fill(.red))
        let fixed = layout(Text("Hi").overlay(alignment: .topTrailing) { badge.fixedSize().accessibilityIdentifier("badge") }, 200, 100)
        let ideal = size(of: badge, proposing: .unspecified)
        #expect(fixed.frame(of: "badge")?.size == ideal)
        let log = ProposalLog()
        let squeezed = layout(Text("Hi").overlay { ProbeShape(log: log) }, 200, 100)
        #expect(log.proposals == [ProposedViewSize(squeezed.size)])
    }

    @Test("R70: layoutPriority changes nothing outside stacks")
    func priorityOutsideStacks() {
        let log = ProposalLog(), plainLog = ProposalLog()
        let withPriority = size(of: ProbeShape(log: log).layoutPriority(5).padding(4), proposing: .of(90, 40))
        let without = size(of: ProbeShape(log: plainLog).padding(4), proposing: .of(90, 40))
        #expect(withPriority == without)
        #expect(log.proposals == plainLog.proposals)
    }

    @Test("position(x:y:) takes the proposal and centres the view on the point")
    func position() {
        let snapshot = layout(rigid(20, 10).accessibilityIdentifier("p").position(x: 30, y: 40), 100, 100)
        #expect(snapshot.size == CGSize(width: 100, height: 100))
        #expect(snapshot.frame(of: "p") == CGRect(x: 20, y: 35, width: 20, height: 10))
        #expect(size(of: rigid(20, 10).position(x: 0, y: 0), proposing: .unspecified) == CGSize(width: 10, height: 10))
    }

    @Test("hidden() keeps the layout and draws nothing; opacity(0.5) draws the view in a group")
    func hiddenAndOpacity() {
        let hidden = layout(HStack(spacing: 0) { Color.red.frame(width: 10).hidden(); Color.blue.frame(width: 10).accessibilityIdentifier("b") }, 20, 10)
        #expect(hidden.frame(of: "b")?.minX == 10)
        #expect(!hidden.displayList.contains("rgba(1, 0.23"))
        let faded = layout(Color.red.opacity(1).frame(width: 10).opacity(0.5), 10, 10)
        #expect(faded.displayList.hasPrefix("opacity 0.5 (0, 0, 10, 10)"))
    }

    @Test("border draws a stroked rectangle inside the frame without changing layout")
    func border() {
        let snapshot = layout(rigid(40, 20).border(Color.red, width: 2), 100, 100)
        #expect(snapshot.size == CGSize(width: 40, height: 20))
        #expect(snapshot.displayList.contains("stroke(2) rect (30, 40, 40, 20)"))
    }
}
