import SceneryCore
import SceneryTesting
import Testing

/// The book's custom alignment.
struct MenuAlignment: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 }
}

extension HorizontalAlignment {
    static let menu = HorizontalAlignment(MenuAlignment.self)
}

/// Counts how often a guide closure runs.
final class Counter: @unchecked Sendable {
    var count = 0
}

@Suite("ZStack and alignment (R83–R85, R96–R103)")
@MainActor
struct ZStackAndAlignmentTests {
    @Test("R83: ZStack { Rect 50×50; Text 100×20 } centred is 100×50 with the rect at (25, 0) and the text at (0, 15)")
    func zstackUnion() {
        let view = ZStack {
            Rectangle().fill(.teal).frame(width: 50, height: 50).accessibilityIdentifier("rect")
            rigid(100, 20).accessibilityIdentifier("text")
        }
        let snapshot = layout(view, 100, 50)
        #expect(snapshot.size == CGSize(width: 100, height: 50))
        #expect(snapshot.frame(of: "rect")?.origin == CGPoint(x: 25, y: 0))
        #expect(snapshot.frame(of: "text")?.origin == CGPoint(x: 0, y: 15))
    }

    @Test("R84: a ZStack proposes its own proposal, unchanged, to every child")
    func zstackProposal() {
        let a = ProposalLog(), b = ProposalLog()
        _ = size(of: ZStack { ProbeShape(log: a); ProbeShape(log: b) }, proposing: .of(70, 30))
        #expect(a.proposals == [.of(70, 30)])
        #expect(b.proposals == [.of(70, 30)])
    }

    @Test("R85: a top-trailing badge grows a ZStack but not an overlay")
    func badgeZStackVersusOverlay() {
        let badge = Circle().frame(width: 20, height: 20).alignmentGuide(.top) { $0.height / 2 }.alignmentGuide(.trailing) { $0.width / 2 }
        let zstack = size(of: ZStack(alignment: .topTrailing) { rigid(80, 40); badge }, proposing: .of(200, 200))
        #expect(zstack == CGSize(width: 90, height: 50))
        let overlay = size(of: rigid(80, 40).overlay(alignment: .topTrailing) { badge }, proposing: .of(200, 200))
        #expect(overlay == CGSize(width: 80, height: 40))
    }

    @Test("R96: Text 50×20 in .frame(width: 100, height: 100) is at (25, 40) centred and (50, 80) bottom-trailing")
    func frameAlignment() {
        let centred = layout(rigid(50, 20).accessibilityIdentifier("t").frame(width: 100, height: 100), 100, 100)
        #expect(centred.frame(of: "t")?.origin == CGPoint(x: 25, y: 40))
        let corner = layout(rigid(50, 20).accessibilityIdentifier("t").frame(width: 100, height: 100, alignment: .bottomTrailing), 100, 100)
        #expect(corner.frame(of: "t")?.origin == CGPoint(x: 50, y: 80))
    }

    @Test("R97: default guides are 0, w/2, w and 0, h/2, h; baselines of views without text are h; explicit values win")
    func defaultGuides() {
        let d = ViewDimensions(size: CGSize(width: 40, height: 30))
        #expect([d[HorizontalAlignment.leading], d[HorizontalAlignment.center], d[HorizontalAlignment.trailing]] == [0, 20, 40])
        #expect([d[VerticalAlignment.top], d[VerticalAlignment.center], d[VerticalAlignment.bottom]] == [0, 15, 30])
        #expect(d[VerticalAlignment.firstTextBaseline] == 30 && d[VerticalAlignment.lastTextBaseline] == 30)
        #expect(d[explicit: HorizontalAlignment.leading] == nil)
        var seen: CGFloat?
        let view = HStack(alignment: .top) {
            rigid(40, 30).alignmentGuide(.top) { d in seen = d[.bottom]; return 7 }
        }
        _ = layout(view, 100, 100)
        #expect(seen == 30)
    }

    @Test("R98: an image's centre on the text baseline with alignmentGuide(.firstTextBaseline); no effect under .center")
    func baselineGuide() {
        let measurer = FixedTextMeasurer()
        func row(_ alignment: VerticalAlignment) -> LayoutSnapshot {
            layout(HStack(alignment: alignment) {
                rigid(20, 20).alignmentGuide(.firstTextBaseline) { $0.height / 2 }.accessibilityIdentifier("image")
                Text("Pencil").accessibilityIdentifier("text")
            }, 200, 100)
        }
        let aligned = row(.firstTextBaseline)
        let image = try! #require(aligned.frame(of: "image")), text = try! #require(aligned.frame(of: "text"))
        #expect(image.midY == text.minY + measurer.baseline(for: .body))
        let centred = row(.center)
        let plain = layout(HStack { rigid(20, 20).accessibilityIdentifier("image"); Text("Pencil") }, 200, 100)
        #expect(centred.frame(of: "image") == plain.frame(of: "image"))
    }

    @Test("R99: an explicit guide's closure runs only when its guide is used (0 times otherwise)")
    func lazyGuides() {
        let counter = Counter()
        _ = layout(HStack(alignment: .center) {
            rigid(20, 20).alignmentGuide(.firstTextBaseline) { d in counter.count += 1; return d.height / 2 }
            Text("x")
        }, 100, 100)
        #expect(counter.count == 0)
        _ = layout(HStack(alignment: .firstTextBaseline) {
            rigid(20, 20).alignmentGuide(.firstTextBaseline) { d in counter.count += 1; return d.height / 2 }
            Text("x")
        }, 100, 100)
        #expect(counter.count > 0)
    }

    @Test("R100: a custom guide propagates out of HStacks: every menu button's centre is at x = 63, the VStack 83 wide")
    func menuAlignment() {
        let view = VStack(alignment: .menu) {
            HStack {
                rigid(40, 10)
                rigid(30, 30).accessibilityIdentifier("b1").alignmentGuide(.menu) { $0.width / 2 }
            }
            HStack {
                rigid(30, 10)
                rigid(30, 30).accessibilityIdentifier("b2").alignmentGuide(.menu) { $0.width / 2 }
            }
            rigid(40, 40).accessibilityIdentifier("b3")
        }.accessibilityIdentifier("menu")
        let snapshot = layout(view, 83, 300)
        let menu = try! #require(snapshot.frame(of: "menu"))
        #expect(menu.width == 83)
        for name in ["b1", "b2", "b3"] {
            #expect(snapshot.frame(of: name).map { $0.midX - menu.minX } == 63, "\(name)")
        }
    }

    @Test("R101: a built-in explicit .trailing inside an HStack is ignored when a VStack aligns HStacks by .trailing")
    func builtInGuidesDoNotPropagate() {
        let view = VStack(alignment: .trailing) {
            HStack(spacing: 0) { rigid(40, 10); rigid(20, 10).alignmentGuide(.trailing) { _ in 0 } }.accessibilityIdentifier("row")
            rigid(100, 10).accessibilityIdentifier("wide")
        }
        let snapshot = layout(view, 100, 100)
        #expect(snapshot.frame(of: "row")?.maxX == snapshot.frame(of: "wide")?.maxX)
    }

    @Test("R102: a custom guide without an explicit value falls back to its default (width / 2 for .menu)")
    func customGuideDefault() {
        let view = VStack(alignment: .menu, spacing: 0) {
            rigid(40, 10).accessibilityIdentifier("a")
            rigid(20, 10).accessibilityIdentifier("b")
        }
        let snapshot = layout(view, 40, 20)
        #expect(snapshot.frame(of: "b")?.minX == 10)
    }

    @Test("R103: ZStack(alignment: .topLeading) child with leading -100 and top -50 guides is at (100, 50)")
    func negativeGuides() {
        let view = ZStack(alignment: .topLeading) {
            rigid(10, 10).accessibilityIdentifier("anchor")
            rigid(20, 20).accessibilityIdentifier("moved").alignmentGuide(.leading) { _ in -100 }.alignmentGuide(.top) { _ in -50 }
        }.accessibilityIdentifier("zstack")
        let snapshot = layout(view, 300, 300)
        let zstack = try! #require(snapshot.frame(of: "zstack"))
        #expect(snapshot.frame(of: "moved").map { CGPoint(x: $0.minX - zstack.minX, y: $0.minY - zstack.minY) } == CGPoint(x: 100, y: 50))
        #expect(zstack.size == CGSize(width: 120, height: 70))
    }

    @Test("Single-child modifiers forward a child's explicit custom guide, moved by the child's offset")
    func forwardingThroughPadding() {
        let view = VStack(alignment: .menu, spacing: 0) {
            rigid(30, 10).alignmentGuide(.menu) { _ in 0 }.padding(.leading, 10).accessibilityIdentifier("padded")
            rigid(10, 10).accessibilityIdentifier("plain")
        }
        let snapshot = layout(view, 100, 100)
        // The padded view's .menu is at 10 (its child's 0 + the padding); the plain one's is 5.
        #expect(snapshot.frame(of: "padded").map { $0.minX + 10 } == snapshot.frame(of: "plain").map { $0.minX + 5 })
    }
}
