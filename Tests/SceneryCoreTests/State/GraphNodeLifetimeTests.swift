@testable import SceneryCore
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

/// A view's graph node (its state, its cached layout nodes) lives as long as its identity
/// stays in the tree, and no longer: the state storage it reads refers back to it only weakly.
@Suite("Graph nodes are freed with their views")
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
}
