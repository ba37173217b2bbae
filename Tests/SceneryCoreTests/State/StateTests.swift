@testable import SceneryCore
import Testing

@Suite("@State, identity and re-rendering (Thinking in SwiftUI, chapter 2)", .probes)
@MainActor
struct StateTests {
    @Test("R21: a state change re-runs the body that reads it, once per update")
    func stateChangeRerunsReader() {
        let probe = Probe()
        let harness = GraphHarness(StateCounter(probe: probe, name: "a"))
        #expect(probe.bodies("a") == 1)
        probe.run("a")
        probe.run("a")
        #expect(harness.graph.isUpdateScheduled)
        harness.render()
        // Two writes in one turn: one update, one body evaluation.
        #expect(probe.bodies("a") == 2)
        #expect(probe.values["a"] == 2)
        harness.render()
        #expect(probe.bodies("a") == 2, "nothing changed: no body evaluation")
    }

    struct Unread: View {
        let probe: Probe
        @State var hidden = 0
        var body: some View {
            let _ = probe.record("body unread")
            let _ = { probe.actions["unread"] = { hidden += 1 } }()
            Text("constant")
        }
    }

    @Test("R21: a state the body does not read does not re-run it")
    func unreadStateDoesNotRerun() {
        let probe = Probe()
        let harness = GraphHarness(Unread(probe: probe))
        probe.run("unread")
        harness.render()
        #expect(probe.bodies("unread") == 1)
        #expect(!harness.graph.isUpdateScheduled)
    }

    struct Pair: View {
        let probe: Probe
        var body: some View {
            let _ = probe.record("body pair")
            VStack {
                StateCounter(probe: probe, name: "left")
                StateCounter(probe: probe, name: "right")
            }
        }
    }

    @Test("R13, R35: two counters of one type keep independent state; only the changed one re-runs")
    func siblingsAreIndependent() {
        let probe = Probe()
        let harness = GraphHarness(Pair(probe: probe))
        probe.run("left")
        harness.render()
        #expect(probe.values["left"] == 1)
        #expect(probe.values["right"] == 0)
        #expect(probe.bodies("left") == 2)
        #expect(probe.bodies("right") == 1, "an unchanged sibling's body does not run")
        #expect(probe.bodies("pair") == 1, "the parent's body does not run for a child's state")
    }

    struct Parent: View {
        let probe: Probe
        @State var initial = 5
        @State var label = "x"
        var body: some View {
            let _ = probe.record("body parent")
            let _ = { probe.actions["reinit"] = { initial += 10 } }()
            let _ = { probe.actions["relabel"] = { label += "x" } }()
            VStack {
                StateCounter(probe: probe, name: "child", initial: initial)
                Tag(probe: probe, text: label)
            }
        }
    }

    struct Tag: View {
        let probe: Probe
        let text: String
        var body: some View {
            let _ = probe.record("body tag")
            Text(text)
        }
    }

    @Test("R19: the initial value counts only when the view appears; a parent re-render keeps the state")
    func initialValueOnlyOnce() {
        let probe = Probe()
        let harness = GraphHarness(Parent(probe: probe))
        #expect(probe.values["child"] == 5)
        probe.run("child")
        harness.render()
        #expect(probe.values["child"] == 6)
        probe.run("reinit")
        harness.render()
        #expect(probe.bodies("parent") == 2)
        #expect(probe.values["child"] == 6, "the new initial value 15 is ignored")
    }

    @Test("R35: a parent re-render that passes a child equal inputs does not re-run the child")
    func equalInputsSkipBody() {
        let probe = Probe()
        let harness = GraphHarness(Parent(probe: probe))
        probe.run("relabel")
        harness.render()
        #expect(probe.bodies("parent") == 2)
        #expect(probe.bodies("child") == 1, "the counter's stored inputs are equal: its body is skipped")
        #expect(probe.bodies("tag") == 2, "the tag stores the changed label: its body runs")
        probe.run("reinit")
        harness.render()
        // The initial value is not stored (only used to create the state): still equal.
        #expect(probe.bodies("child") == 1)
    }

    struct Branches: View {
        let probe: Probe
        @State var flag = true
        var body: some View {
            let _ = { probe.actions["toggle"] = { flag.toggle() } }()
            if flag {
                StateCounter(probe: probe, name: "branch")
            } else {
                Text("other")
            }
        }
    }

    @Test("R9, R20: toggling an if/else destroys the branch's state; back again, it starts from its initial value")
    func branchesHaveSeparateIdentity() {
        let probe = Probe()
        let harness = GraphHarness(Branches(probe: probe))
        probe.run("branch")
        harness.render()
        #expect(probe.values["branch"] == 1)
        probe.run("toggle")
        harness.render()
        probe.run("toggle")
        harness.render()
        #expect(probe.values["branch"] == 0)
    }

    struct Identified: View {
        let probe: Probe
        @State var generation = 0
        var body: some View {
            let _ = { probe.actions["regenerate"] = { generation += 1 } }()
            StateCounter(probe: probe, name: "identified")
                .onAppear { probe.log.append("appear \(generation)") }
                .onDisappear { probe.log.append("disappear") }
                .id(generation)
        }
    }

    @Test("R11: a new .id resets the subtree's state and runs onDisappear, then onAppear")
    func explicitIdentityResets() {
        let probe = Probe()
        let harness = GraphHarness(Identified(probe: probe))
        #expect(probe.log.contains("appear 0"))
        probe.run("identified")
        harness.render()
        #expect(probe.values["identified"] == 1)
        probe.run("regenerate")
        harness.render()
        #expect(probe.values["identified"] == 0)
        let tail = probe.log.filter { $0.hasPrefix("appear") || $0 == "disappear" }
        #expect(tail == ["appear 0", "disappear", "appear 1"])
    }

    struct Handler: View {
        let probe: Probe
        @State var count = 0
        var body: some View {
            let _ = { probe.actions["handle"] = { count += 1; probe.values["read back"] = count } }()
            Text("\(count)")
        }
    }

    @Test("R37: a write followed by a read in the same event handler reads the new value")
    func writeThenRead() {
        let probe = Probe()
        _ = GraphHarness(Handler(probe: probe))
        probe.run("handle")
        #expect(probe.values["read back"] == 1)
    }

    struct Item: Identifiable, Equatable {
        let id: String
    }

    struct List: View {
        let probe: Probe
        @State var items = [Item(id: "a"), Item(id: "b"), Item(id: "c")]
        var body: some View {
            let _ = { probe.actions["reverse"] = { items.reverse() } }()
            let _ = { probe.actions["drop b"] = { items.removeAll { $0.id == "b" } } }()
            VStack {
                ForEach(items) { item in StateCounter(probe: probe, name: item.id) }
            }
        }
    }

    @Test("R15: ForEach keeps each element's state when the order changes, and drops only a removed one's")
    func forEachIdentity() {
        let probe = Probe()
        let harness = GraphHarness(List(probe: probe))
        probe.run("a")
        probe.run("c")
        probe.run("c")
        harness.render()
        probe.run("reverse")
        harness.render()
        #expect(probe.values["a"] == 1 && probe.values["b"] == 0 && probe.values["c"] == 2)
        probe.run("drop b")
        harness.render()
        #expect(harness.graph.liveNodes.count == 3, "the list and two counters")
    }

    struct Editor: View {
        @Binding var value: Int
        var body: some View {
            Text("\(value)")
        }
    }

    struct Owner: View {
        let probe: Probe
        @State var value = 1
        var body: some View {
            let _ = probe.record("body owner")
            let _ = { probe.values["owner"] = value }()
            let binding = $value
            let _ = { probe.actions["edit"] = { binding.wrappedValue = 42 } }()
            Editor(value: $value)
        }
    }

    @Test("R32: writing through a binding changes the owner's state and re-renders the owner")
    func bindingWritesThrough() {
        let probe = Probe()
        let harness = GraphHarness(Owner(probe: probe))
        probe.run("edit")
        harness.render()
        #expect(probe.values["owner"] == 42)
        #expect(probe.bodies("owner") == 2)
    }

    @Test("Binding.constant ignores writes; member bindings reach into the value")
    func bindingForms() {
        let constant = Binding.constant(3)
        constant.wrappedValue = 9
        #expect(constant.wrappedValue == 3)
        struct Point { var x = 1, y = 2 }
        var storage = Point()
        let point = Binding(get: { storage }, set: { storage = $0 })
        point.x.wrappedValue = 10
        #expect(storage.x == 10 && storage.y == 2)
    }
}
