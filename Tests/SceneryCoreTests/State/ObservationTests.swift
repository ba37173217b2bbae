@testable import SceneryCore
@testable import SceneryPlatform
import Testing

/// A model with two independent properties and a computed one.
@Observable
final class Counters {
    var a = 0
    var b = 0
    var label = "x"

    /// `a` clamped to 0...10; setting it stores the new value as it is (R33).
    var clamped: Int {
        get { min(max(0, a), 10) }
        set { a = newValue }
    }
}

/// Reads one property of a model in its body.
struct PropertyReader: View {
    let probe: Probe
    let name: String
    let model: Counters
    let property: KeyPath<Counters, Int>

    var body: some View {
        let _ = probe.record("body \(name)")
        let value = model[keyPath: property]
        let _ = { probe.values[name] = value }()
        Text("\(name): \(value)")
    }
}

/// The model the global-singleton test reads (R26).
@MainActor let sharedCounters = Counters()

@Suite("@Observable: per-property observation (book chapter 2, Observation)", .probes)
@MainActor
struct ObservationTests {
    struct TwoReaders: View {
        let probe: Probe
        let model: Counters
        var body: some View {
            let _ = probe.record("body parent")
            VStack {
                PropertyReader(probe: probe, name: "a", model: model, property: \.a)
                PropertyReader(probe: probe, name: "b", model: model, property: \.b)
            }
        }
    }

    @Test("R25: two views read different properties of one model; a change re-runs only the reader of that property")
    func perPropertyInvalidation() {
        let probe = Probe()
        let model = Counters()
        let harness = GraphHarness(TwoReaders(probe: probe, model: model))
        #expect(!harness.graph.isUpdateScheduled)
        model.a = 1
        #expect(harness.graph.isUpdateScheduled)
        harness.render()
        #expect(probe.bodies("a") == 2)
        #expect(probe.values["a"] == 1)
        #expect(probe.bodies("b") == 1, "b's reader did not read a")
        #expect(probe.bodies("parent") == 1, "the parent reads no property of the model")
        model.b = 5
        harness.render()
        #expect(probe.bodies("a") == 2)
        #expect(probe.bodies("b") == 2)
        #expect(probe.values["b"] == 5)
        model.label = "changed"
        #expect(!harness.graph.isUpdateScheduled, "nobody reads label")
    }

    @Test("R21, R25: several changes in one turn ask for one update and run each reader once")
    func changesCoalesce() {
        let probe = Probe()
        let model = Counters()
        let harness = GraphHarness(TwoReaders(probe: probe, model: model))
        var requests = 0
        harness.graph.onNeedsUpdate = { requests += 1 }
        model.a += 1
        model.a += 1
        model.b += 1
        model.a += 1
        #expect(requests == 1, "one update requested for the whole batch")
        harness.render()
        #expect(probe.bodies("a") == 2)
        #expect(probe.bodies("b") == 2)
        #expect(probe.values["a"] == 3, "the update sees the last value, not the one at willSet")
        #expect(probe.values["b"] == 1)
        model.b += 1
        #expect(requests == 2, "after the update, the next change asks again")
    }

    @Test("R28: observation is one-shot and re-armed by every evaluation")
    func trackingIsReArmed() {
        let probe = Probe()
        let model = Counters()
        let harness = GraphHarness(TwoReaders(probe: probe, model: model))
        for round in 1...3 {
            model.a = round
            #expect(harness.graph.isUpdateScheduled)
            harness.render()
        }
        #expect(probe.bodies("a") == 4)
        #expect(probe.values["a"] == 3)
    }

    struct Sources: View {
        let probe: Probe
        let optional: Counters?
        let array: [Counters]
        var body: some View {
            let _ = probe.record("body sources")
            let _ = { probe.values["global"] = sharedCounters.a }()
            let _ = { probe.values["optional"] = optional?.a ?? -1 }()
            let _ = { probe.values["element"] = array[1].a }()
            Text("sources")
        }
    }

    @Test("R26: a model reached through a global, an optional or an array element is observed")
    func observedWherever() {
        let probe = Probe()
        let optional = Counters()
        let array = [Counters(), Counters()]
        let harness = GraphHarness(Sources(probe: probe, optional: optional, array: array))
        sharedCounters.a += 1
        harness.render()
        optional.a = 7
        harness.render()
        array[1].a = 9
        harness.render()
        array[0].a = 9
        #expect(!harness.graph.isUpdateScheduled, "element 0 was not read")
        #expect(probe.bodies("sources") == 4)
        #expect(probe.values["global"] == sharedCounters.a)
        #expect(probe.values["optional"] == 7)
        #expect(probe.values["element"] == 9)
    }

    struct Branch: View {
        let probe: Probe
        let model: Counters
        let show: Bool
        var body: some View {
            let _ = probe.record("body branch")
            if show {
                Text("\(model.a)")
            } else {
                Text("hidden")
            }
        }
    }

    @Test("R27: a model read only in a branch that did not run is not observed")
    func untakenBranchIsNotObserved() {
        let probe = Probe()
        let model = Counters()
        let hidden = GraphHarness(Branch(probe: probe, model: model, show: false))
        let shown = GraphHarness(Branch(probe: Probe(), model: model, show: true))
        model.a = 1
        #expect(!hidden.graph.isUpdateScheduled)
        #expect(shown.graph.isUpdateScheduled)
    }

    /// A model that logs each time it is made.
    @Observable
    final class Made {
        var value = 0
        @MainActor init(probe: Probe) { probe.log.append("made") }
    }

    struct Owner: View {
        let probe: Probe
        let tick: Int
        @State private var model: Made

        init(probe: Probe, tick: Int) {
            self.probe = probe
            self.tick = tick
            _model = State(initialValue: Made(probe: probe))
        }

        var body: some View {
            let _ = probe.record("body owner")
            let _ = { probe.log.append("instance \(ObjectIdentifier(model).hashValue)") }()
            let _ = { probe.values["owner"] = model.value }()
            let current = model
            let _ = { probe.actions["change model"] = { current.value += 1 } }()
            Text("\(tick): \(current.value)")
        }
    }

    struct OwnerParent: View {
        let probe: Probe
        @State private var tick = 0
        var body: some View {
            let _ = { probe.actions["tick"] = { tick += 1 } }()
            Owner(probe: probe, tick: tick)
        }
    }

    @Test("R22, R23: @State's initial model is made on every init, but the view keeps its first instance and observes it")
    func stateHoldsObservable() {
        let probe = Probe()
        let harness = GraphHarness(OwnerParent(probe: probe))
        probe.run("tick")
        harness.render()
        probe.run("tick")
        harness.render()
        #expect(probe.log.filter { $0 == "made" }.count == 3, "the initial-value expression runs with every init")
        let instances = Set(probe.log.filter { $0.hasPrefix("instance") })
        #expect(probe.bodies("owner") == 3)
        #expect(instances.count == 1, "the same object survives the parent's re-renders")
        probe.run("change model")
        #expect(harness.graph.isUpdateScheduled)
        harness.render()
        #expect(probe.values["owner"] == 1)
    }

    struct Fragile: View {
        let probe: Probe
        let tick: Int
        let model: Made

        init(probe: Probe, tick: Int) {
            self.probe = probe
            self.tick = tick
            model = Made(probe: probe)
        }

        var body: some View {
            let _ = { probe.values["fragile"] = model.value }()
            let current = model
            let _ = { probe.actions["change fragile"] = { current.value = 5 } }()
            Text("\(tick) \(current.value)")
        }
    }

    struct FragileParent: View {
        let probe: Probe
        @State private var tick = 0
        var body: some View {
            let _ = { probe.actions["tick"] = { tick += 1 } }()
            Fragile(probe: probe, tick: tick)
        }
    }

    @Test("R24: a model made in init without @State is observed, but replaced (and its changes lost) when the parent re-renders")
    func modelWithoutStateIsLost() {
        let probe = Probe()
        let harness = GraphHarness(FragileParent(probe: probe))
        probe.run("change fragile")
        harness.render()
        #expect(probe.values["fragile"] == 5)
        probe.run("tick")
        harness.render()
        #expect(probe.values["fragile"] == 0, "a new instance")
    }

    struct Incrementer: View {
        let probe: Probe
        @Bindable var model: Counters
        var body: some View {
            let _ = probe.record("body incrementer")
            let a = $model.a
            let clamped = $model.clamped
            let b = Bindable(model).b
            let _ = {
                probe.actions["increment"] = { a.wrappedValue += 1 }
                probe.actions["clamp 15"] = { clamped.wrappedValue = 15 }
                probe.actions["b = 4"] = { b.wrappedValue = 4 }
                probe.actions["read clamped"] = { probe.values["clamped"] = clamped.wrappedValue }
            }()
            Text("increment")
        }
    }

    struct Form: View {
        let probe: Probe
        let model: Counters
        var body: some View {
            VStack {
                Incrementer(probe: probe, model: model)
                PropertyReader(probe: probe, name: "a", model: model, property: \.a)
                PropertyReader(probe: probe, name: "b", model: model, property: \.b)
            }
        }
    }

    @Test("R34, R33: @Bindable and Bindable(_:) bindings write through; the readers of the property update, the binder does not")
    func bindableWritesThrough() {
        let probe = Probe()
        let model = Counters()
        let harness = GraphHarness(Form(probe: probe, model: model))
        probe.run("increment")
        #expect(model.a == 1)
        harness.render()
        #expect(probe.values["a"] == 1)
        #expect(probe.bodies("a") == 2)
        #expect(probe.bodies("b") == 1)
        #expect(probe.bodies("incrementer") == 1, "making a binding does not read the property")
        probe.run("b = 4")
        harness.render()
        #expect(probe.values["b"] == 4)
        probe.run("clamp 15")
        probe.run("read clamped")
        #expect(model.a == 15, "the setter stores the value as it is")
        #expect(probe.values["clamped"] == 10, "the getter clamps")
    }

    struct SwappedModel: View {
        let probe: Probe
        @State private var useSecond = false
        let first: Counters
        let second: Counters
        var body: some View {
            let _ = { probe.actions["swap"] = { useSecond = true } }()
            Incrementer(probe: probe, model: useSecond ? second : first)
        }
    }

    @Test("R34: a @Bindable given another object runs its body again and binds to the new object")
    func bindableComparesByObject() {
        let probe = Probe()
        let first = Counters()
        let second = Counters()
        let harness = GraphHarness(SwappedModel(probe: probe, first: first, second: second))
        probe.run("swap")
        harness.render()
        #expect(probe.bodies("incrementer") == 2)
        probe.run("increment")
        #expect(second.a == 1 && first.a == 0)
    }

    struct Rows: View {
        let probe: Probe
        let model: Counters
        var body: some View {
            let _ = probe.record("body rows")
            VStack {
                ForEach(0..<3) { row in
                    let _ = { if row == 1 { probe.values["row"] = model.a } }()
                    Text("row \(row)")
                }
            }
        }
    }

    @Test("A property read in a ForEach row's content closure (run by the graph, not by body) invalidates the enclosing view")
    func forEachClosureIsObserved() {
        let probe = Probe()
        let model = Counters()
        let harness = GraphHarness(Rows(probe: probe, model: model))
        #expect(probe.values["row"] == 0)
        model.a = 4
        #expect(harness.graph.isUpdateScheduled)
        harness.render()
        #expect(probe.values["row"] == 4)
        model.b = 4
        #expect(!harness.graph.isUpdateScheduled)
    }

    struct Badge: ViewModifier {
        let probe: Probe
        let model: Counters
        func body(content: Content) -> some View {
            let _ = { probe.values["badge"] = model.b }()
            content.padding()
        }
    }

    struct Badged: View {
        let probe: Probe
        let model: Counters
        var body: some View {
            Text("badged").modifier(Badge(probe: probe, model: model))
        }
    }

    @Test("A property read in a custom modifier's body(content:) invalidates the view that applies the modifier")
    func modifierBodyIsObserved() {
        let probe = Probe()
        let model = Counters()
        let harness = GraphHarness(Badged(probe: probe, model: model))
        model.b = 3
        #expect(harness.graph.isUpdateScheduled)
        harness.render()
        #expect(probe.values["badge"] == 3)
    }

    struct Ticker: View {
        let probe: Probe
        let model: Counters
        @State private var tick = 0
        var body: some View {
            let _ = probe.record("body ticker")
            let _ = { probe.actions["tick"] = { tick += 1 } }()
            Text("\(model.label) \(tick)")
        }
    }

    @Test("R28: a view that re-runs for its own state ends its previous registration instead of piling them up")
    func registrationsDoNotPileUp() throws {
        let probe = Probe()
        let model = Counters()
        let harness = GraphHarness(Ticker(probe: probe, model: model))
        let node = try #require(harness.graph.liveNodes.first { $0.lastView is Ticker })
        weak let firstToken = node.observation.tokens[.body]
        #expect(firstToken != nil)
        for _ in 0..<5 {
            probe.run("tick")
            harness.render()
        }
        #expect(probe.bodies("ticker") == 6)
        #expect(firstToken == nil, "the model's registrar no longer holds the first evaluation's observer")
        model.label = "y"
        #expect(harness.graph.isUpdateScheduled, "the latest registration is live")
        harness.render()
        #expect(probe.bodies("ticker") == 7)
    }

    struct Removable: View {
        let probe: Probe
        let model: Counters
        @State private var shown = true
        var body: some View {
            let _ = { probe.actions["hide"] = { shown = false } }()
            if shown {
                PropertyReader(probe: probe, name: "a", model: model, property: \.a)
            }
        }
    }

    @Test("R9: a view that leaves the tree stops observing")
    func removedViewStopsObserving() throws {
        let probe = Probe()
        let model = Counters()
        let harness = GraphHarness(Removable(probe: probe, model: model))
        let reader = try #require(harness.graph.liveNodes.first { $0.lastView is PropertyReader })
        weak let token = reader.observation.tokens[.body]
        probe.run("hide")
        harness.render()
        #expect(token == nil, "the removed view's registration was cancelled")
        model.a = 1
        #expect(!harness.graph.isUpdateScheduled)
    }
}

/// Changes made off the main thread: these tests set the process-wide wake-up, so they
/// run one at a time.
@Suite("@Observable changes from other threads", .serialized, .probes)
@MainActor
struct CrossThreadObservationTests {
    struct Reader: View {
        let probe: Probe
        let model: Counters
        var body: some View {
            PropertyReader(probe: probe, name: "a", model: model, property: \.a)
        }
    }

    @Test("A change on another thread is queued for the main actor and applied as one update")
    func changeFromAnotherThread() async {
        let probe = Probe()
        let model = Counters()
        let harness = GraphHarness(Reader(probe: probe, model: model))
        nonisolated(unsafe) let shared = model
        await Task.detached {
            shared.a = 7
            shared.a = 8
        }.value
        MainActorHop.drain()
        #expect(harness.graph.isUpdateScheduled)
        harness.render()
        #expect(probe.bodies("a") == 2)
        #expect(probe.values["a"] == 8)
    }

    @Test("The renderer's event loop is woken by a change on another thread and updates in that turn")
    func eventLoopWakeUp() async throws {
        let probe = Probe()
        let model = Counters()
        let harness = GraphHarness(Reader(probe: probe, model: model))
        let loop = EventLoop()
        let wakeUp = try LoopWakeUp(loop: loop) { MainActorHop.drain() }
        MainActorHop.setWakeUp(wakeUp.signal)
        defer {
            MainActorHop.setWakeUp(nil)
            wakeUp.close()
        }
        harness.graph.onNeedsUpdate = { loop.defer { harness.render() } }
        nonisolated(unsafe) let shared = model
        await Task.detached { shared.a = 3 }.value
        #expect(loop.turn(timeoutMilliseconds: 5000), "the wake-up made the loop turn")
        #expect(probe.bodies("a") == 2)
        #expect(probe.values["a"] == 3)
    }
}

@Suite("@Observable in a window driven by an event loop", .probes)
@MainActor
struct ObservationWindowTests {
    struct Scoreboard: View {
        let probe: Probe
        let model: Counters
        var body: some View {
            VStack {
                PropertyReader(probe: probe, name: "a", model: model, property: \.a)
                PropertyReader(probe: probe, name: "b", model: model, property: \.b)
                Button("Score") {
                    model.a += 1
                    model.b += 1
                    model.a += 1
                }
            }
        }
    }

    @Test("R21, R25: a click that changes a model three times is drawn after one update in the same turn")
    func clickChangesApplyOnce() throws {
        let probe = Probe()
        let model = Counters()
        let loop = EventLoop()
        let window = try HeadlessWindow(Scoreboard(probe: probe, model: model))
        window.controller.scheduleUpdate = { work in loop.defer(work) }
        let button = try #require(window.center(of: "Score"))
        loop.after(milliseconds: 0) { window.window.click(at: button) }
        loop.turn(timeoutMilliseconds: 1000)
        #expect(window.texts.contains("a: 2"))
        #expect(window.texts.contains("b: 1"))
        #expect(probe.bodies("a") == 2, "one update for the whole click")
        #expect(probe.bodies("b") == 2)
        #expect(!window.controller.graph.isUpdateScheduled)
    }
}
