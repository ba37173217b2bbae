@testable import SceneryCore
import Synchronization
import Testing

/// A one-shot event a test can await without sleeping: ``wait()`` returns true once
/// ``fire()`` has been called (before or after), or false when the waiting task is
/// cancelled first (the suite's time limit cancels a test that waits too long).
@MainActor
final class Signal {
    private(set) var isFired = false
    private var waiters: [Int: CheckedContinuation<Void, Never>] = [:]
    private var nextWaiter = 0

    func fire() {
        guard !isFired else { return }
        isFired = true
        let ready = waiters.values
        waiters = [:]
        for waiter in ready { waiter.resume() }
    }

    func wait() async -> Bool {
        if isFired { return true }
        let id = nextWaiter
        nextWaiter += 1
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if isFired || Task.isCancelled { continuation.resume() } else { waiters[id] = continuation }
            }
        } onCancel: {
            Task { @MainActor in self.waiters.removeValue(forKey: id)?.resume() }
        }
        return isFired
    }
}

/// What the tasks of a view did. Cancellations are recorded by the tasks' cancellation
/// handlers, which run synchronously in `Task.cancel()`, on whatever thread cancels.
@MainActor
final class TaskProbe {
    var starts: [Int] = []
    var started: [Int: Signal] = [:]
    var finishedCancelled: [Int: Signal] = [:]
    let cancelHandlers = Cancellations()
    var actions: [String: @MainActor () -> Void] = [:]
    var values: [String: Int] = [:]

    init() { ProbeScope.enter(self) { $0.actions = [:] } }

    func startedSignal(_ id: Int) -> Signal {
        if let signal = started[id] { return signal }
        let signal = Signal()
        started[id] = signal
        return signal
    }

    func cancelledSignal(_ id: Int) -> Signal {
        if let signal = finishedCancelled[id] { return signal }
        let signal = Signal()
        finishedCancelled[id] = signal
        return signal
    }

    /// The body of every test task: records the start, waits until cancelled, records
    /// that the task saw the cancellation.
    func run(id: Int) async {
        starts.append(id)
        startedSignal(id).fire()
        let cancellations = cancelHandlers
        await withTaskCancellationHandler {
            _ = await Signal().wait()  // never fired: returns when the task is cancelled
        } onCancel: {
            cancellations.record(id)
        }
        if Task.isCancelled { cancelledSignal(id).fire() }
    }

    func act(_ name: String) { actions[name]?() }
}

/// Thread-safe record of cancellation handlers that ran.
final class Cancellations: Sendable {
    private let ids = Mutex<[Int]>([])
    func record(_ id: Int) { ids.withLock { $0.append(id) } }
    var all: [Int] { ids.withLock { $0 } }
}

// The tasks run on the main actor. In a whole `swift test` run the X11 suites hold the main
// thread while they wait for their windows (synchronously, one suite after another), so these
// tests may wait minutes for the main actor on a loaded machine; the limit only ends a test
// whose signal never comes.
@Suite("task and task(id:): started on appear, cancelled on disappear (R16)", .timeLimit(.minutes(10)), .probes)
@MainActor
struct TaskModifierTests {
    struct Loader: View {
        let probe: TaskProbe
        @State var shown = true
        var body: some View {
            let _ = { probe.actions["toggle"] = { shown.toggle() } }()
            VStack {
                Text("always")
                if shown {
                    Text("loading").task { await probe.run(id: 1) }
                }
            }
        }
    }

    @Test("R16: .task starts when the view appears and is cancelled when it disappears; a new appearance starts a new task")
    func appearStartsDisappearCancels() async {
        let probe = TaskProbe()
        let harness = GraphHarness(Loader(probe: probe))
        #expect(await probe.startedSignal(1).wait())
        #expect(probe.starts == [1])
        #expect(probe.cancelHandlers.all.isEmpty)

        probe.act("toggle")
        harness.render()
        // Cancelled during the update that removed the view.
        #expect(probe.cancelHandlers.all == [1])
        #expect(await probe.cancelledSignal(1).wait(), "the task saw Task.isCancelled")
        #expect(harness.graph.tasks.count == 0)

        probe.started[1] = nil
        probe.act("toggle")
        harness.render()
        #expect(await probe.startedSignal(1).wait())
        #expect(probe.starts == [1, 1])
        #expect(probe.cancelHandlers.all == [1], "the new task runs")
    }

    struct Reloader: View {
        let probe: TaskProbe
        @State var id = 0
        @State var other = 0
        var body: some View {
            let _ = { probe.actions["next id"] = { id += 1 } }()
            let _ = { probe.actions["other"] = { other += 1 } }()
            Counted(probe: probe, id: id, other: other)
                .task(id: Query(term: id)) { await probe.run(id: id) }
        }
    }

    /// An id that is Equatable but not Hashable, as `task(id:)` allows.
    struct Query: Equatable {
        var term: Int
    }

    struct Counted: View {
        let probe: TaskProbe
        let id: Int
        let other: Int
        @State var local = 0
        var body: some View {
            let _ = { probe.values["local"] = local }()
            let _ = { probe.actions["local"] = { local += 1 } }()
            Text("\(id) \(other) \(local)")
        }
    }

    @Test("task(id:) keeps its task across body updates, and cancels it and starts a new one when the id changes; the view keeps its state")
    func idChangeRestarts() async {
        let probe = TaskProbe()
        let harness = GraphHarness(Reloader(probe: probe))
        #expect(await probe.startedSignal(0).wait())

        probe.act("other")
        harness.render()
        #expect(probe.cancelHandlers.all.isEmpty, "same id: the task goes on")
        #expect(harness.graph.tasks.count == 1)

        probe.act("local")
        harness.render()
        #expect(probe.values["local"] == 1)
        probe.act("next id")
        harness.render()
        #expect(probe.cancelHandlers.all == [0], "the old task is cancelled in the update that changed the id")
        #expect(await probe.cancelledSignal(0).wait())
        #expect(await probe.startedSignal(1).wait())
        #expect(probe.starts == [0, 1])
        #expect(probe.values["local"] == 1, "the modified view keeps its identity and state")
        #expect(harness.graph.tasks.count == 1)
    }

    @Test("Tasks still running when the window's graph goes away are cancelled")
    func graphTeardownCancels() async {
        let probe = TaskProbe()
        var harness: GraphHarness<Loader>? = GraphHarness(Loader(probe: probe))
        #expect(await probe.startedSignal(1).wait())
        _ = harness
        harness = nil
        #expect(probe.cancelHandlers.all == [1])
        #expect(await probe.cancelledSignal(1).wait())
    }
}
