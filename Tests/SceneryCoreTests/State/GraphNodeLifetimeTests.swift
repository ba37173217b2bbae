@testable import SceneryCore
@testable import SceneryRenderer
import Testing

/// A `StateCounter` shown while `shown` is true; the probe's "hide" action removes it.
private struct Removable: View {
    let probe: Probe
    @State var shown = true

    var body: some View {
        let _ = { probe.actions["hide"] = { shown = false } }()
        VStack {
            if shown { StateCounter(probe: probe, name: "inner") }
            Text("end")
        }
    }
}

/// A GeometryReader in a named coordinate space, in a view that reads its own state: its
/// layout node keeps the context it resolves its content with later.
private struct MeasuredInSpace: View {
    @State var label = "width"
    var body: some View {
        GeometryReader { proxy in
            Text("\(label) \(proxy.frame(in: .named("outer")).width)")
        }
        .coordinateSpace(name: "outer")
    }
}

/// A view with a sheet up, whose content reads its own state and the dismiss action.
private struct PresentingSheet: View {
    @State var shown = true
    var body: some View {
        Text("base").sheet(isPresented: $shown) { SheetContent() }
    }

    struct SheetContent: View {
        @Environment(\.dismiss) private var dismiss
        @State private var taps = 0
        var body: some View {
            VStack {
                Text("taps \(taps)")
                Button("Tap") { taps += 1 }
                Button("Done") { dismiss() }
            }
        }
    }
}

/// A view's graph node (its state, its cached layout nodes) lives as long as its identity
/// stays in the tree, and no longer: the state storage it reads refers back to it only weakly.
@Suite("Graph nodes are freed with their views", .probes)
@MainActor
struct GraphNodeLifetimeTests {
    @Test("A view that reads its own state is freed when it leaves the tree")
    func removedViewIsFreed() throws {
        let probe = Probe()
        let harness = GraphHarness(Removable(probe: probe))
        var counter = WeakGraphNode()
        do {
            let node = try #require(harness.graph.liveNodes.first { $0.lastView is StateCounter })
            counter.node = node
        }
        #expect(probe.values["inner"] == 0)
        // The probe keeps the counter's `count` storage alive (its "inner" action writes it).
        probe.run("hide")
        harness.render()
        #expect(harness.graph.liveNodes.allSatisfy { !($0.lastView is StateCounter) })
        #expect(counter.node == nil, "the removed counter's graph node is still alive")
    }

    @Test("Dropping a window's graph frees every node, views that read their own state too")
    func droppedGraphFreesNodes() {
        let probe = Probe()
        var harness: GraphHarness<Removable>? = GraphHarness(Removable(probe: probe))
        let nodes = harness?.graph.liveNodes.map { WeakGraphNode(node: $0) } ?? []
        #expect(nodes.count == 2)
        harness = nil
        #expect(nodes.allSatisfy { $0.node == nil }, "a graph node outlived its graph")
    }

    @Test("A GeometryReader's kept context holds neither its graph, its graph node nor its named space")
    func geometryReaderContextIsWeak() {
        weak var graph: ViewGraph?
        var nodes: [WeakGraphNode] = []
        do {
            let harness = GraphHarness(MeasuredInSpace())
            graph = harness.graph
            nodes = harness.graph.liveNodes.map { WeakGraphNode(node: $0) }
        }
        #expect(!nodes.isEmpty)
        #expect(graph == nil, "the GeometryReader's layout node kept its graph alive")
        #expect(nodes.allSatisfy { $0.node == nil }, "a graph node outlived its graph")

        // Without a graph: the named space's node encloses the reader's, which must not
        // keep it in return.
        weak var space: ViewNode?
        do {
            let view = GeometryReader { proxy in Text("\(proxy.frame(in: .named("outer")).width)") }
                .coordinateSpace(name: "outer")
            let root = resolveRoot(view, context: ResolveContext(textMeasurer: FixedTextMeasurer()))
            space = root as? CoordinateSpaceNode
            #expect(space != nil)
        }
        #expect(space == nil, "the named coordinate space's node is kept by the reader inside it")
    }

    @Test("A window dropped with a sheet up frees its graph, its presentation registry and the sheet's nodes")
    func windowWithSheetIsFreed() throws {
        weak var graph: ViewGraph?
        weak var registry: PresentationRegistry?
        var nodes: [WeakGraphNode] = []
        do {
            let window = try PresentingWindow(PresentingSheet())
            #expect(window.surfaces.count == 1)
            graph = window.controller.graph
            registry = window.controller.presentations
            nodes = window.controller.graph.liveNodes.map { WeakGraphNode(node: $0) }
            window.controller.close()
        }
        #expect(nodes.count >= 2)
        #expect(registry == nil, "the presentation registry outlived its window")
        #expect(graph == nil, "the window's graph outlived it")
        #expect(nodes.allSatisfy { $0.node == nil }, "a graph node outlived its window")
    }
}
