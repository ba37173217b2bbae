@testable import SceneryCore
import SceneryTesting
import Testing

/// Sizes in view order (the book's `SizeKey`).
struct SizesKey: PreferenceKey {
    static let defaultValue: [CGSize] = []
    static func reduce(value: inout [CGSize], nextValue: () -> [CGSize]) { value.append(contentsOf: nextValue()) }
}

/// Numbers in view order.
struct NumbersKey: PreferenceKey {
    static let defaultValue: [Int] = []
    static func reduce(value: inout [Int], nextValue: () -> [Int]) { value.append(contentsOf: nextValue()) }
}

/// The first non-nil anchor (the book's `HighlightKey`).
struct HighlightKey: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
}

/// Named point anchors, in view order.
struct PointsKey: PreferenceKey {
    static let defaultValue: [String: Anchor<CGPoint>] = [:]
    static func reduce(value: inout [String: Anchor<CGPoint>], nextValue: () -> [String: Anchor<CGPoint>]) {
        value.merge(nextValue()) { first, _ in first }
    }
}

extension View {
    /// The book's `measureSize()`: the view's size as a `SizesKey` preference, from a
    /// geometry reader in an overlay (so the view's layout does not change).
    func measureSize() -> some View {
        overlay(GeometryReader { proxy in Color.clear.preference(key: SizesKey.self, value: [proxy.size]) })
    }
}

/// What observers saw, in order.
@MainActor
final class PreferenceLog {
    var numbers: [[Int]] = []
    var sizes: [[CGSize]] = []
    var rects: [CGRect] = []
    var points: [String: CGPoint] = [:]
    var actions: [String: @MainActor () -> Void] = [:]
    var bodies = 0

    init() { ProbeScope.enter(self) { $0.actions = [:] } }

    func run(_ name: String) { actions[name]?() }
}

/// A window's graph driven by hand, laid out as the renderer lays out a frame: update,
/// layout, `onPreferenceChange` actions (and the updates they cause) before drawing.
@MainActor
final class FrameHarness<Root: View> {
    let graph = ViewGraph()
    let root: Root
    let context = ResolveContext(textMeasurer: FixedTextMeasurer())
    let size: CGSize
    private(set) var node: ViewNode
    /// Keys whose actions still changed state when the frame stopped iterating.
    private(set) var unsettled: [String] = []

    init(_ root: Root, size: CGSize = CGSize(width: 320, height: 480)) {
        self.root = root
        self.size = size
        node = graph.update(root, context: context)
        layout()
    }

    /// Lays out the current tree as one frame.
    func layout() {
        let frame = graph.layoutFrame(node, content: root, context: context, in: size)
        node = frame.root
        unsettled = frame.unsettled
    }

    /// Applies pending state changes and lays out a frame, as the renderer does after an
    /// event.
    func render() {
        guard graph.isUpdateScheduled else { return }
        node = graph.update(root, context: context)
        layout()
    }

    /// The frame of the first node marked `.accessibilityIdentifier(identifier)`.
    func frame(of identifier: String) -> CGRect? {
        var found: CGRect?
        node.forEachNode { if found == nil, $0.identifier == identifier { found = $0.frame } }
        return found
    }

    /// What the frame draws.
    var displayList: DisplayList {
        var list = DisplayList()
        node.draw(into: &list)
        return list
    }
}

@Suite("Preferences and anchors (Thinking in SwiftUI, chapter \"Advanced Layout\")", .probes)
@MainActor
struct PreferenceTests {
    struct MeasuredItems: View {
        let log: PreferenceLog
        var body: some View {
            ZStack(alignment: .topLeading) {
                ForEach(0..<5) { ix in
                    Text("Item \(ix)" + String(repeating: "\n", count: ix / 2))
                        .padding()
                        .measureSize()
                }
            }
            .onPreferenceChange(SizesKey.self) { log.sizes.append($0) }
        }
    }

    @Test("R109: the sizes of five ForEach children, measured in geometry readers, reach onPreferenceChange once, in view order")
    func sizesInViewOrder() {
        let log = PreferenceLog()
        _ = FrameHarness(MeasuredItems(log: log))
        // Text is 6 characters × 6.5 = 39 wide, 16 per line; padding 16 on each side:
        // 1, 1, 2, 2 and 3 lines, as in the book's example.
        let expected = [48.0, 48, 64, 64, 80].map { CGSize(width: 71, height: $0) }
        #expect(log.sizes == [expected])
    }

    struct Nested: View {
        let log: PreferenceLog
        var body: some View {
            VStack {
                Text("a").preference(key: NumbersKey.self, value: [1])
                VStack {
                    Text("b").preference(key: NumbersKey.self, value: [2])
                    Text("c").preference(key: NumbersKey.self, value: [3])
                }
                .onPreferenceChange(NumbersKey.self) { log.numbers.append([-1] + $0) }
                Text("no value")
                HStack {
                    Text("d").preference(key: NumbersKey.self, value: [4])
                }
                .preference(key: NumbersKey.self, value: [40])
                Text("e").preference(key: NumbersKey.self, value: [5])
            }
            .onPreferenceChange(NumbersKey.self) { log.numbers.append($0) }
        }
    }

    @Test("Siblings reduce in view order, depth first; each observer sees exactly its own subtree; a value set on a view replaces its content's")
    func reductionOrderAndScope() {
        let log = PreferenceLog()
        _ = FrameHarness(Nested(log: log))
        // The inner observer (marked -1) runs first: values flow up.
        #expect(log.numbers == [[-1, 2, 3], [1, 2, 3, 40, 5]])
    }

    struct Transformed: View {
        let log: PreferenceLog
        let withChildren: Bool
        var body: some View {
            VStack {
                if withChildren {
                    Text("a").preference(key: NumbersKey.self, value: [1])
                    Text("b").preference(key: NumbersKey.self, value: [2])
                } else {
                    Text("none")
                }
            }
            .transformPreference(NumbersKey.self) { $0.append(99) }
            .onPreferenceChange(NumbersKey.self) { log.numbers.append($0) }
        }
    }

    @Test("transformPreference changes the combined value of its content, starting from defaultValue when nothing inside sets one")
    func transformPreference() {
        let withChildren = PreferenceLog()
        _ = FrameHarness(Transformed(log: withChildren, withChildren: true))
        #expect(withChildren.numbers == [[1, 2, 99]])
        let without = PreferenceLog()
        _ = FrameHarness(Transformed(log: without, withChildren: false))
        #expect(without.numbers == [[99]])
    }

    struct Removable: View {
        let log: PreferenceLog
        @State var showSecond = true
        @State var unrelated = 0
        var body: some View {
            let _ = { log.actions["toggle"] = { showSecond.toggle() } }()
            let _ = { log.actions["unrelated"] = { unrelated += 1 } }()
            VStack {
                Text("first \(unrelated)").preference(key: NumbersKey.self, value: [1])
                if showSecond {
                    Text("second").preference(key: NumbersKey.self, value: [2])
                }
            }
            .onPreferenceChange(NumbersKey.self) { log.numbers.append($0) }
        }
    }

    @Test("R110: onPreferenceChange runs once per change: not for an update that keeps the value; a removed child no longer counts; back to the default counts as a change")
    func onPreferenceChangeOncePerChange() {
        let log = PreferenceLog()
        let harness = FrameHarness(Removable(log: log))
        #expect(log.numbers == [[1, 2]])
        log.run("unrelated")
        harness.render()
        harness.layout()  // a resize: layout again without a state change
        #expect(log.numbers == [[1, 2]], "same value: no call")
        log.run("toggle")
        harness.render()
        #expect(log.numbers == [[1, 2], [1]])
        log.run("toggle")
        harness.render()
        #expect(log.numbers == [[1, 2], [1], [1, 2]])
    }

    struct NoSetter: View {
        let log: PreferenceLog
        var body: some View {
            Text("plain")
                .onPreferenceChange(NumbersKey.self) { log.numbers.append($0) }
                .overlayPreferenceValue(NumbersKey.self) { value in
                    let _ = { log.numbers.append([-1] + value) }()
                    Color.clear
                }
        }
    }

    @Test("R109: a key nobody sets gives defaultValue to overlayPreferenceValue, and onPreferenceChange stays silent (its value never changed)")
    func keyWithoutSetter() {
        let log = PreferenceLog()
        _ = FrameHarness(NoSetter(log: log))
        #expect(log.numbers == [[-1]])
    }

    struct MeasuringList: View {
        let log: PreferenceLog
        @State var sizes: [CGSize] = []
        var body: some View {
            let _ = { log.bodies += 1 }()
            VStack {
                Text("measured \(sizes.count)")
                ForEach(0..<3) { ix in
                    Text("Row \(ix)").measureSize()
                }
            }
            .onPreferenceChange(SizesKey.self) { sizes = $0 }
        }
    }

    @Test("R111: state written by onPreferenceChange re-runs the body before the frame is drawn")
    func stateFromPreferenceBeforeDrawing() {
        let log = PreferenceLog()
        let harness = FrameHarness(MeasuringList(log: log))
        #expect(log.bodies == 2, "once to build, once for the measured sizes")
        #expect(harness.unsettled.isEmpty)
        #expect(!harness.graph.isUpdateScheduled)
        let texts = harness.displayList.items.compactMap { if case .text(let s, _, _, _, _) = $0 { s } else { nil } }
        #expect(texts.first == "measured 3", "the first drawn frame shows the measured count: \(texts)")
    }

    struct RunawayKey: PreferenceKey {
        static let defaultValue = 0
        static func reduce(value: inout Int, nextValue: () -> Int) { value = nextValue() }
    }

    struct Runaway: View {
        let log: PreferenceLog
        @State var count = 0
        var body: some View {
            let _ = { log.bodies += 1 }()
            Text("\(count)")
                .preference(key: RunawayKey.self, value: count + 1)
                .onPreferenceChange(RunawayKey.self) { count = $0 }
        }
    }

    @Test("R112: a preference → state → preference cycle stops after a bounded number of updates per frame and names the key")
    func boundedPreferenceCycle() {
        let log = PreferenceLog()
        let harness = FrameHarness(Runaway(log: log))
        #expect(log.bodies == 1 + ViewGraph.maximumPreferenceUpdates)
        #expect(harness.unsettled == ["RunawayKey"])
        // The next frame goes on from there, bounded again.
        harness.render()
        #expect(log.bodies == 1 + 2 * ViewGraph.maximumPreferenceUpdates + 1)
    }

    struct LoginForm: View {
        let log: PreferenceLog
        var body: some View {
            VStack {
                Text("Username").accessibilityIdentifier("username")
                Text("Log In")
                    .accessibilityIdentifier("login")
                    .anchorPreference(key: HighlightKey.self, value: .bounds) { $0 }
                Text("Forgot password?")
                    .anchorPreference(key: HighlightKey.self, value: .bounds) { $0 }
            }
            .accessibilityIdentifier("stack")
            .padding(20)
            .overlayPreferenceValue(HighlightKey.self) { anchor in
                if let anchor {
                    GeometryReader { proxy in
                        let rect = proxy[anchor]
                        let _ = { log.rects.append(rect) }()
                        Ellipse()
                            .strokeBorder(Color.red, lineWidth: 1)
                            .frame(width: rect.width, height: rect.height)
                            .accessibilityIdentifier("highlight")
                            .offset(x: rect.minX, y: rect.minY)
                    }
                }
            }
        }
    }

    @Test("R113: the first anchor (.bounds of the 2nd view) resolves in the overlay's GeometryProxy to that view's rect in the overlay's coordinates; the ellipse is drawn on it")
    func anchorInOverlay() throws {
        let log = PreferenceLog()
        let harness = FrameHarness(LoginForm(log: log), size: CGSize(width: 300, height: 200))
        let login = try #require(harness.frame(of: "login"))
        let stack = try #require(harness.frame(of: "stack"))
        // Fixed metrics: "Log In" is 6 × 6.5 = 39 × 16, centred under "Username" (52 wide)
        // with spacing 8; the padded stack is centred in the 300 × 200 window.
        #expect(login.size == CGSize(width: 39, height: 16))
        #expect(login.minY - stack.minY == 24)
        // The overlay's reader covers the padded view, whose origin is 20 above and left
        // of the stack.
        #expect(log.rects == [CGRect(x: login.minX - stack.minX + 20, y: 44, width: 39, height: 16)])
        let highlight = try #require(harness.frame(of: "highlight"))
        #expect(highlight == login)
        #expect(harness.displayList.items.contains { item in
            if case .shape(_, _, _, let frame) = item { frame == login } else { false }
        }, "an ellipse drawn exactly over the button")
    }

    struct Points: View {
        let log: PreferenceLog
        var body: some View {
            HStack(spacing: 0) {
                Color.blue.frame(width: 40, height: 30)
                Color.green.frame(width: 60, height: 20)
                    .anchorPreference(key: PointsKey.self, value: .topTrailing) { ["topTrailing": $0] }
                    .offset(x: 5, y: 7)
                    .anchorPreference(key: PointsKey.self, value: .center) { ["center": $0] }
            }
            .anchorPreference(key: PointsKey.self, value: .point(CGPoint(x: 3, y: 4))) { ["stack point": $0] }
            .backgroundPreferenceValue(PointsKey.self) { points in
                GeometryReader { proxy in
                    let _ = { for (name, anchor) in points { log.points[name] = proxy[anchor] } }()
                    Color.clear
                }
            }
            .padding(10)
        }
    }

    @Test("Point anchors (.topTrailing, .center, .point) resolve in a background reader; an anchor inside an offset moves with it, one outside does not; an outer anchorPreference replaces the inner ones")
    func pointAnchors() {
        let log = PreferenceLog()
        _ = FrameHarness(Points(log: log))
        // The outer anchor replaced the values set inside the stack.
        #expect(log.points == ["stack point": CGPoint(x: 3, y: 4)])

        struct Inner: View {
            let log: PreferenceLog
            var body: some View {
                HStack(spacing: 0) {
                    Color.blue.frame(width: 40, height: 30)
                    Color.green.frame(width: 60, height: 20)
                        .anchorPreference(key: PointsKey.self, value: .topTrailing) { ["topTrailing": $0] }
                        .offset(x: 5, y: 7)
                }
                .backgroundPreferenceValue(PointsKey.self) { points in
                    GeometryReader { proxy in
                        let _ = { for (name, anchor) in points { log.points[name] = proxy[anchor] } }()
                        Color.clear
                    }
                }
            }
        }
        let inner = PreferenceLog()
        _ = FrameHarness(Inner(log: inner))
        // The green view sits at x 40, y 5 (centred in the 30-high stack), moved by (5, 7).
        #expect(inner.points == ["topTrailing": CGPoint(x: 105, y: 12)])

        struct Centre: View {
            let log: PreferenceLog
            var body: some View {
                Color.green.frame(width: 60, height: 20)
                    .offset(x: 5, y: 7)
                    .anchorPreference(key: PointsKey.self, value: .center) { ["center": $0] }
                    .anchorPreference(key: HighlightKey.self, value: .rect(CGRect(x: 1, y: 2, width: 3, height: 4))) { $0 }
                    .padding(10)
                    .backgroundPreferenceValue(PointsKey.self) { points in
                        GeometryReader { proxy in
                            let _ = { for (name, anchor) in points { log.points[name] = proxy[anchor] } }()
                            Color.clear
                        }
                    }
                    .overlayPreferenceValue(HighlightKey.self) { anchor in
                        GeometryReader { proxy in
                            let _ = { if let anchor { log.rects.append(proxy[anchor]) } }()
                            Color.clear
                        }
                    }
            }
        }
        let centre = PreferenceLog()
        _ = FrameHarness(Centre(log: centre))
        // The anchor is outside the offset: the offset view's own frame, padded by 10.
        #expect(centre.points == ["center": CGPoint(x: 40, y: 20)])
        #expect(centre.rects == [CGRect(x: 11, y: 12, width: 3, height: 4)])
    }

    @Test("An anchor's value is its geometry: equal anchors compare equal, and a proxy subtracts its own origin")
    func anchorValues() {
        let a = Anchor<CGRect>.Source.bounds.anchor(in: CGRect(x: 10, y: 20, width: 30, height: 40))
        let b = Anchor<CGRect>.Source.rect(CGRect(x: 0, y: 0, width: 30, height: 40)).anchor(in: CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(a == b)
        let proxy = GeometryProxy(size: CGSize(width: 100, height: 100), layoutFrame: CGRect(x: 4, y: 5, width: 100, height: 100), transform: .identity, namedSpaces: [])
        #expect(proxy[a] == CGRect(x: 6, y: 15, width: 30, height: 40))
        let p = Anchor<CGPoint>.Source.bottomTrailing.anchor(in: CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(proxy[p] == CGPoint(x: 36, y: 55))
    }
}
