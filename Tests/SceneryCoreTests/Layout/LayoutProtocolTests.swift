import SceneryCore
import SceneryTesting
import Testing

// The book's flow layout, as printed (Advanced Layout), compiled against Scenery.
extension [CGRect] {
    func union() -> CGRect {
        guard let first else { return .zero }
        return dropFirst().reduce(first) { $0.union($1) }
    }
}

func layout(sizes: [CGSize], spacing: CGSize = .init(width: 10, height: 10), containerWidth: CGFloat) -> [CGRect] {
    var result: [CGRect] = []
    var currentPosition: CGPoint = .zero
    func startNewline() {
        if currentPosition.x == 0 { return }
        currentPosition.x = 0
        currentPosition.y = result.union().maxY + spacing.height
    }
    for size in sizes {
        if currentPosition.x + size.width > containerWidth {
            startNewline()
        }
        result.append(CGRect(origin: currentPosition, size: size))
        currentPosition.x += size.width + spacing.width
    }
    return result
}

struct FlowLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let containerWidth = proposal.replacingUnspecifiedDimensions().width
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return layout(sizes: sizes, containerWidth: containerWidth).union().size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let subviewSizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let frames = layout(sizes: subviewSizes, containerWidth: bounds.width)
        for (f, subview) in zip(frames, subviews) {
            let offset = CGPoint(x: f.minX + bounds.minX, y: f.minY + bounds.minY)
            subview.place(at: offset, proposal: .unspecified)
        }
    }
}

/// A layout value the book suggests for flow layouts: is this subview a heading?
struct IsHeading: LayoutValueKey {
    static let defaultValue = false
}

/// Records what its subviews report, and uses a cache.
struct InspectingLayout: Layout {
    final class Box: @unchecked Sendable {
        var headings: [Bool] = []
        var priorities: [Double] = []
        var cacheMade = 0
    }
    let box: Box

    func makeCache(subviews: Subviews) -> Int {
        box.cacheMade += 1
        return subviews.count
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) -> CGSize {
        box.headings = subviews.map { $0[IsHeading.self] }
        box.priorities = subviews.map(\.priority)
        // Probe several times: only place(at:) decides the frames.
        _ = subviews.map { $0.sizeThatFits(.zero) }
        _ = subviews.map { $0.sizeThatFits(.infinity) }
        return CGSize(width: 100, height: CGFloat(cache) * 10)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) {
        for (index, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: bounds.midX, y: bounds.minY + CGFloat(index) * 10), anchor: .top,
                          proposal: ProposedViewSize(width: 20, height: 10))
        }
    }
}

@Suite("The Layout protocol, GeometryReader and other containers (R86–R108, R114)")
@MainActor
struct LayoutProtocolTests {
    @Test("R104: FlowLayout (spacing 10), three 100×30 children at 250×nil → (0,0), (110,0), (0,40); 210×70")
    func flowLayout() {
        let view = FlowLayout {
            ForEach(0..<3) { index in rigid(100, 30).accessibilityIdentifier("item\(index)") }
        }.accessibilityIdentifier("flow")
        #expect(size(of: view, proposing: .of(250, nil)) == CGSize(width: 210, height: 70))
        let snapshot = layout(view, 250, 70)
        let flow = try! #require(snapshot.frame(of: "flow"))
        let origins = (0..<3).compactMap { snapshot.frame(of: "item\($0)") }.map { CGPoint(x: $0.minX - flow.minX, y: $0.minY - flow.minY) }
        #expect(origins == [CGPoint(x: 0, y: 0), CGPoint(x: 110, y: 0), CGPoint(x: 0, y: 40)])
    }

    @Test("R105: FlowLayout proposed a nil width treats it as 10: one child per line, no empty first line")
    func flowLayoutNilWidth() {
        let view = FlowLayout { ForEach(0..<3) { _ in rigid(100, 30) } }
        #expect(size(of: view, proposing: .unspecified) == CGSize(width: 100, height: 110))
    }

    @Test("R106, R107: proxies can be probed many times; place(at:anchor:proposal:) decides frames; priority and layout values are readable")
    func proxies() {
        let box = InspectingLayout.Box()
        let view = InspectingLayout(box: box) {
            Color.red.layoutValue(key: IsHeading.self, value: true).accessibilityIdentifier("first")
            Color.blue.layoutPriority(2).accessibilityIdentifier("second")
        }
        let snapshot = layout(view, 100, 20)
        #expect(box.headings == [true, false])
        #expect(box.priorities == [0, 2])
        #expect(box.cacheMade == 1)
        #expect(snapshot.frame(of: "first") == CGRect(x: 40, y: 0, width: 20, height: 10))
        #expect(snapshot.frame(of: "second") == CGRect(x: 40, y: 10, width: 20, height: 10))
    }

    @Test("A subview the layout does not place is centred in the bounds with the container's proposal")
    func unplacedSubview() {
        struct Lazy: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 100, height: 100) }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        let snapshot = layout(Lazy { rigid(20, 10).accessibilityIdentifier("x") }, 100, 100)
        #expect(snapshot.frame(of: "x") == CGRect(x: 40, y: 45, width: 20, height: 10))
    }

    @Test("R108: AnyLayout(HStackLayout()) and AnyLayout(VStackLayout()) lay out like HStack and VStack")
    func anyLayout() {
        for vertical in [false, true] {
            let any = vertical ? AnyLayout(VStackLayout(spacing: 4)) : AnyLayout(HStackLayout(spacing: 4))
            let erased = layout(any { rigid(10, 20).accessibilityIdentifier("a"); rigid(30, 5).accessibilityIdentifier("b") }, 200, 200)
            let direct = vertical
                ? layout(VStack(spacing: 4) { rigid(10, 20).accessibilityIdentifier("a"); rigid(30, 5).accessibilityIdentifier("b") }, 200, 200)
                : layout(HStack(spacing: 4) { rigid(10, 20).accessibilityIdentifier("a"); rigid(30, 5).accessibilityIdentifier("b") }, 200, 200)
            #expect(erased.frame(of: "a") == direct.frame(of: "a"))
            #expect(erased.frame(of: "b") == direct.frame(of: "b"))
        }
        let spacer = layout(AnyLayout(HStackLayout(spacing: 0)) { Spacer().accessibilityIdentifier("s") }, 50, 50)
        #expect(spacer.frame(of: "s")?.height == 0)
    }

    @Test("ZStackLayout as a Layout places like ZStack")
    func zstackLayout() {
        let snapshot = layout(ZStackLayout(alignment: .bottomTrailing) {
            rigid(50, 50); rigid(10, 10).accessibilityIdentifier("small")
        }, 50, 50)
        #expect(snapshot.frame(of: "small") == CGRect(x: 40, y: 40, width: 10, height: 10))
    }

    @Test("R86: a vertical ScrollView proposed 320×480 proposes 320×nil and is 480 high, as wide as its content")
    func scrollView() {
        let log = ProposalLog()
        let view = ScrollView { ProbeShape(log: log) { _ in CGSize(width: 200, height: 1000) } }
        #expect(size(of: view, proposing: .of(320, 480)) == CGSize(width: 200, height: 480))
        #expect(log.proposals == [.of(320, nil)])
    }

    @Test("R87: a Rectangle in a vertical ScrollView is 10 high")
    func rectangleInScrollView() {
        let snapshot = layout(ScrollView { Rectangle().accessibilityIdentifier("r") }, 320, 480)
        #expect(snapshot.frame(of: "r")?.size == CGSize(width: 320, height: 10))
    }

    @Test("R88: a GeometryReader takes 300×200 (proxy.size too), 10×10 for nil, and puts its content top-leading")
    func geometryReader() {
        var seen: CGSize?
        let view = GeometryReader { proxy in
            let _ = { seen = proxy.size }()
            rigid(20, 10).accessibilityIdentifier("content")
        }
        #expect(size(of: view, proposing: .unspecified) == CGSize(width: 10, height: 10))
        let snapshot = layout(view, 300, 200)
        #expect(snapshot.size == CGSize(width: 300, height: 200))
        #expect(seen == CGSize(width: 300, height: 200))
        #expect(snapshot.frame(of: "content") == CGRect(x: 0, y: 0, width: 20, height: 10))
    }

    @Test("R89: a GeometryReader slot in an HStack is fully flexible (0 and ∞ probes)")
    func geometryReaderFlexibility() {
        let view = GeometryReader { _ in Text("T2") }
        #expect(size(of: view, proposing: .of(0, 20)).width == 0)
        #expect(size(of: view, proposing: .of(.infinity, 20)).width == .infinity)
        let row = layout(HStack(spacing: 0) { rigid(20, 10); GeometryReader { _ in Text("T2") }.accessibilityIdentifier("g"); rigid(20, 10) }, 200, 50)
        #expect(row.frame(of: "g")?.width == 160)
    }

    @Test("R90: a GeometryReader in a background of a 71×37 view sees 71×37 and does not change its size")
    func geometryReaderInBackground() {
        var seen: CGSize?
        let view = Text("Favorite").padding(10).background(GeometryReader { proxy in
            let _ = { seen = proxy.size }()
            Color.clear
        })
        let snapshot = layout(view, 320, 480, text: BookTextMeasurer.body)
        #expect(snapshot.size == CGSize(width: 71, height: 37))
        #expect(seen == CGSize(width: 71, height: 37))
    }

    @Test("R93: ViewThatFits shows B (ideal 100) at 200×50, A (ideal 300) at 400×50, and the last when none fits")
    func viewThatFits() {
        let view = ViewThatFits {
            rigid(300, 20).accessibilityIdentifier("A")
            rigid(100, 20).accessibilityIdentifier("B")
        }
        #expect(layout(view, 200, 50).frame(of: "B") != nil)
        #expect(layout(view, 200, 50).frame(of: "A") == nil)
        #expect(layout(view, 400, 50).frame(of: "A") != nil)
        #expect(layout(view, 50, 50).frame(of: "B") != nil)
    }

    @Test("R114: frame(in: .local) is at (0,0); in a named space the second text is at (0, first height + spacing)")
    func coordinateSpaces() {
        var local: CGRect?, named: CGRect?, global: CGRect?
        let view = VStack(alignment: .leading) {
            Text("Hello")
            Text("Second").overlay(GeometryReader { proxy in
                let _ = {
                    local = proxy.frame(in: .local)
                    named = proxy.frame(in: .named("Stack"))
                    global = proxy.frame(in: .global)
                }()
                Color.clear
            })
        }.coordinateSpace(name: "Stack")
        let snapshot = layout(view, 320, 480)
        #expect(local?.origin == .zero)
        #expect(named?.origin == CGPoint(x: 0, y: 16 + 8))
        #expect(global?.origin == CGPoint(x: snapshot.rootFrame.minX, y: snapshot.rootFrame.minY + 24))
        #expect(local?.size == named?.size && named?.size == global?.size)
    }

    @Test("R114: under .scaleEffect(0.5), frame(in: .global).size is half of frame(in: .local).size; a space inside the effect is scaled with the view")
    func scaledFrames() {
        var local: CGRect?, global: CGRect?, outer: CGRect?, inner: CGRect?
        let view = Color.clear.frame(width: 100, height: 60)
            .overlay(GeometryReader { proxy in
                let _ = {
                    local = proxy.frame(in: .local)
                    global = proxy.frame(in: .global)
                    outer = proxy.frame(in: .named("outer"))
                    inner = proxy.frame(in: .named("inner"))
                }()
                Color.clear
            })
            .coordinateSpace(name: "inner")
            .scaleEffect(0.5)
            .coordinateSpace(name: "outer")
        let snapshot = layout(view, 320, 480)
        // Laid out at (110, 210, 100, 60), drawn at half size about its centre (160, 240).
        #expect(snapshot.rootFrame == CGRect(x: 110, y: 210, width: 100, height: 60))
        #expect(local == CGRect(x: 0, y: 0, width: 100, height: 60))
        #expect(global == CGRect(x: 135, y: 225, width: 50, height: 30))
        #expect(global?.size == CGSize(width: local!.width / 2, height: local!.height / 2))
        #expect(outer == CGRect(x: 25, y: 15, width: 50, height: 30), "the effect lies between the view and the outer space")
        #expect(inner == CGRect(x: 0, y: 0, width: 100, height: 60), "no effect between the view and a space inside it")
    }

    @Test("R114: a rotation of 90° reports the rotated frame's bounds")
    func rotatedFrame() {
        var global: CGRect?
        let view = Color.clear.frame(width: 100, height: 60)
            .overlay(GeometryReader { proxy in
                let _ = { global = proxy.frame(in: .global) }()
                Color.clear
            })
            .rotationEffect(.degrees(90))
        _ = layout(view, 320, 480)
        let rotated = CGRect(x: 130, y: 190, width: 60, height: 100)
        #expect(global.map { abs($0.minX - rotated.minX) < 1e-9 && abs($0.minY - rotated.minY) < 1e-9 } == true)
        #expect(global.map { abs($0.width - rotated.width) < 1e-9 && abs($0.height - rotated.height) < 1e-9 } == true)
    }
}

@Suite("Lazy stacks (rule 91)")
@MainActor
struct LazyStackTests {
    @Test("R91: a LazyHStack proposes nil×H to each child and is as wide as their ideal widths plus spacing")
    func lazyHStack() {
        let log = ProposalLog()
        let view = LazyHStack(spacing: 4) { ProbeShape(log: log); rigid(30, 10) }
        #expect(size(of: view, proposing: .of(300, 40)) == CGSize(width: 44, height: 40))
        #expect(log.proposals == [.of(nil, 40)])
    }

    @Test("A LazyVStack accepts the proposed width and proposes width × nil")
    func lazyVStack() {
        let log = ProposalLog()
        let view = LazyVStack(alignment: .leading, spacing: 0) { ProbeShape(log: log).frame(width: 20); rigid(30, 10).accessibilityIdentifier("r") }
        #expect(size(of: view, proposing: .of(300, 400)) == CGSize(width: 300, height: 20))
        #expect(log.proposals == [.of(20, nil)])
        #expect(layout(view, 300, 20).frame(of: "r")?.minX == 0)
    }
}
