@testable import SceneryCore
import Testing

/// An `ObservableObject` with two published properties, an unpublished one and a computed
/// one.
final class Store: ObservableObject {
    @Published var count = 0
    @Published var name = "store"
    var unpublished = 0

    /// `count` clamped to 0...10; setting it stores the new value as it is (R33).
    var clamped: Int {
        get { min(max(0, count), 10) }
        set { count = newValue }
    }
}

/// A store that logs each time it is made.
final class LoggedStore: ObservableObject {
    @Published var value = 0
    @MainActor init(probe: Probe) { probe.log.append("made store") }
}

@Suite("ObservableObject, @Published, @StateObject, @ObservedObject (book chapter 2)", .probes)
@MainActor
struct ObservableObjectTests {
    struct NameReader: View {
        let probe: Probe
        @ObservedObject var store: Store
        var body: some View {
            let _ = probe.record("body reader")
            Text(store.name)
        }
    }

    struct Bystander: View {
        let probe: Probe
        var body: some View {
            let _ = probe.record("body bystander")
            Text("bystander")
        }
    }

    struct Page: View {
        let probe: Probe
        let store: Store
        var body: some View {
            VStack {
                NameReader(probe: probe, store: store)
                Bystander(probe: probe)
            }
        }
    }

    @Test("R29: any objectWillChange re-runs the observing view, whichever property changed")
    func objectLevelInvalidation() {
        let probe = Probe()
        let store = Store()
        let harness = GraphHarness(Page(probe: probe, store: store))
        store.count = 1
        #expect(harness.graph.isUpdateScheduled, "the reader reads only name, but observes the whole object")
        harness.render()
        #expect(probe.bodies("reader") == 2)
        store.objectWillChange.send()
        harness.render()
        #expect(probe.bodies("reader") == 3)
        #expect(probe.bodies("bystander") == 1)
        store.unpublished = 5
        #expect(!harness.graph.isUpdateScheduled, "an unpublished property sends nothing")
    }

    @Test("R21: several @Published changes in one turn ask for one update and run the view once")
    func publishedChangesCoalesce() {
        let probe = Probe()
        let store = Store()
        let harness = GraphHarness(Page(probe: probe, store: store))
        var requests = 0
        harness.graph.onNeedsUpdate = { requests += 1 }
        store.count += 1
        store.name = "renamed"
        store.count += 1
        #expect(requests == 1)
        harness.render()
        #expect(probe.bodies("reader") == 2)
    }

    @Test("R31: @Published sends objectWillChange before the new value is stored")
    func publishedIsWillSet() {
        let store = Store()
        var seen: [Int] = []
        let subscription = store.objectWillChange.sink { seen.append(store.count) }
        store.count = 5
        store.count = 6
        #expect(seen == [0, 5])
        subscription.cancel()
    }

    struct Owner: View {
        let probe: Probe
        let tick: Int
        @StateObject private var store: LoggedStore
        @State private var made: LoggedStore

        init(probe: Probe, tick: Int) {
            self.probe = probe
            self.tick = tick
            _store = StateObject(wrappedValue: LoggedStore(probe: probe))
            _made = State(initialValue: LoggedStore(probe: probe))
        }

        var body: some View {
            let _ = probe.record("body owner")
            let _ = { probe.values["owner"] = store.value }()
            let _ = { probe.log.append("instance \(ObjectIdentifier(store).hashValue)") }()
            let binding = $store.value
            let _ = { probe.actions["bind 42"] = { binding.wrappedValue = 42 } }()
            Text("\(tick): \(store.value)")
        }
    }

    struct Parent: View {
        let probe: Probe
        @State private var tick = 0
        @State private var generation = 0
        var body: some View {
            let _ = { probe.actions["tick"] = { tick += 1 } }()
            let _ = { probe.actions["regenerate"] = { generation += 1 } }()
            Owner(probe: probe, tick: tick).id(generation)
        }
    }

    @Test("R22: @StateObject's autoclosure runs once, when the view appears; @State's initial value is made on every init")
    func stateObjectMadeOnce() {
        let probe = Probe()
        let harness = GraphHarness(Parent(probe: probe))
        for _ in 0..<3 {
            probe.run("tick")
            harness.render()
        }
        #expect(probe.bodies("owner") == 4)
        // 4 inits: each makes one store for @State; the @StateObject store is made once.
        #expect(probe.log.filter { $0 == "made store" }.count == 4 + 1)
        #expect(Set(probe.log.filter { $0.hasPrefix("instance") }).count == 1)
    }

    @Test("R11, R20: a new identity (.id) makes a new @StateObject; the old one is no longer observed")
    func stateObjectResetsWithIdentity() throws {
        let probe = Probe()
        let harness = GraphHarness(Parent(probe: probe))
        probe.run("bind 42")
        harness.render()
        #expect(probe.values["owner"] == 42, "the projected binding writes through and the view updates")
        let oldNode = try #require(harness.graph.liveNodes.first { $0.lastView is Owner })
        let oldStore = try #require(oldNode.objectSubscriptions.first?.object as? LoggedStore)
        probe.run("regenerate")
        harness.render()
        #expect(probe.values["owner"] == 0, "a fresh store")
        #expect(Set(probe.log.filter { $0.hasPrefix("instance") }).count == 2)
        oldStore.value = 7
        #expect(!harness.graph.isUpdateScheduled, "the old identity's store is not observed any more")
    }

    struct Room: View {
        let probe: Probe
        @ObservedObject var store: Store
        @State private var visits = 0
        var body: some View {
            let _ = probe.record("body room")
            let _ = { probe.values["visits"] = visits }()
            let _ = { probe.actions["visit"] = { visits += 1 } }()
            let _ = { probe.log.append("room shows \(store.name)") }()
            let clamped = $store.clamped
            let _ = { probe.actions["clamp 15"] = { clamped.wrappedValue = 15 } }()
            let _ = { probe.actions["read clamped"] = { probe.values["clamped"] = clamped.wrappedValue } }()
            Text(store.name)
        }
    }

    struct Rooms: View {
        let probe: Probe
        let stores: [Store]
        @State private var selected = 0
        var body: some View {
            let _ = { probe.actions["select 1"] = { selected = 1 } }()
            Room(probe: probe, store: stores[selected])
        }
    }

    @Test("R30: another object passed to @ObservedObject keeps the view's state, re-runs it, and moves the subscription")
    func observedObjectSwitch() {
        let probe = Probe()
        let first = Store()
        first.name = "first"
        let second = Store()
        second.name = "second"
        let harness = GraphHarness(Rooms(probe: probe, stores: [first, second]))
        probe.run("visit")
        probe.run("visit")
        harness.render()
        probe.run("select 1")
        harness.render()
        #expect(probe.log.last { $0.hasPrefix("room shows") } == "room shows second")
        #expect(probe.values["visits"] == 2, "the node (and its @State) is kept")
        first.count = 1
        #expect(!harness.graph.isUpdateScheduled, "the old object is no longer observed")
        second.count = 1
        #expect(harness.graph.isUpdateScheduled)
    }

    @Test("R33: $object.computed on an @ObservedObject binds get and set of a computed property")
    func computedPropertyBinding() {
        let probe = Probe()
        let store = Store()
        let harness = GraphHarness(Rooms(probe: probe, stores: [store]))
        probe.run("clamp 15")
        #expect(store.count == 15)
        probe.run("read clamped")
        #expect(probe.values["clamped"] == 10)
        #expect(harness.graph.isUpdateScheduled, "the write went through @Published")
    }
}
