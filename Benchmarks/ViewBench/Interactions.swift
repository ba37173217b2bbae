// Interaction benchmarks: from a person's input to the presented frame, in a headless
// window (the same `WindowController` a renderer runs, drawing with Cairo into an image
// surface; only the copy to the X server is left out). Each figure is compared with the
// GTK 4 peer's (Benchmarks/peers/gtk4-interactions.c) from the same `make bench` run.
import SceneryCairo
import SceneryCore
import SceneryHeadless
import SceneryPlatform
import SceneryRenderer

/// A stack whose link pushes a destination of 100 rows, as the GTK peer's page.
struct PushWorkload: View {
    var body: some View {
        NavigationStack {
            VStack {
                NavigationLink("Trails", value: 1)
            }
            .navigationTitle("Parks")
            .navigationDestination(for: Int.self) { _ in
                List(0..<100) { Text("Trail row \($0)") }
                    .navigationTitle("Trails")
            }
        }
    }
}

/// A headless window of `view`, 800×800 (the size of every workload's window), its first
/// frame presented.
@MainActor
func openWindow(_ view: some View, measurer: any TextMeasurer) -> (WindowController, HeadlessBackend) {
    let backend = HeadlessBackend()
    let controller = WindowController(content: AnyView(view), textMeasurer: measurer)
    do { try controller.open(on: backend, appID: "bench", title: "bench") } catch { fatalError("\(error)") }
    backend.windows[0].resize(to: CGSize(width: 800, height: 800))
    return (controller, backend)
}

/// The centre of the drawn text `string`.
@MainActor
func center(of string: String, in controller: WindowController) -> CGPoint? {
    for item in controller.displayList.items {
        if case .text(let text, _, _, let frame, _) = item, text == string { return CGPoint(x: frame.midX, y: frame.midY) }
    }
    return nil
}

/// Milliseconds for one push (a click on the link) and one pop (Alt+Left) of a destination
/// of 100 rows, each to its presented frame; `runs` pairs, medians.
@MainActor
func pushAndPop(runs: Int, measurer: any TextMeasurer) -> (push: Double, pop: Double) {
    let (controller, backend) = openWindow(PushWorkload(), measurer: measurer)
    let window = backend.windows[0]
    // The slide runs on a clock the benchmark moves: the figure is the first frame after
    // the input (the slide's first frame), and the slide is then finished at once.
    var now = 1.0
    controller.animationClock = { now }
    func finishSlide() {
        now += 1
        controller.animationFrame()
    }
    var pushes: [Double] = []
    var pops: [Double] = []
    for run in 0..<(runs + 2) {
        guard let link = center(of: "Trails", in: controller) else { fatalError("no link to push") }
        var start = MonotonicClock.milliseconds()
        window.click(at: link)
        let pushed = MonotonicClock.milliseconds() - start
        finishSlide()
        precondition(center(of: "Trail row 0", in: controller) != nil, "the push did not show the rows")
        start = MonotonicClock.milliseconds()
        window.type(.leftArrow, characters: "", modifiers: .option)
        let popped = MonotonicClock.milliseconds() - start
        finishSlide()
        precondition(center(of: "Trail row 0", in: controller) == nil, "the pop did not remove the rows")
        // The first two pairs warm up.
        if run >= 2 {
            pushes.append(pushed)
            pops.append(popped)
        }
    }
    return (pushes.sorted()[pushes.count / 2], pops.sorted()[pops.count / 2])
}

/// One interaction's figure: Scenery's time from input to presented frame (Pango).
struct Interaction {
    /// The name the GTK peer reports it under.
    let name: String
    let label: String
    let scenery: Double
    /// The 99th percentile, for interactions measured over enough runs to have one.
    var p99: Double? = nil
    var budget = interactionBudget
}

/// What the GTK 4 peers measured in the same run: `PEER gtk4 NAME work_ms=X latency_ms=Y`
/// lines from gtk4-interactions and `PEER gtk4 NAME ms=X` lines from gtk4-workloads
/// (collected by Benchmarks/run-bench.sh).
struct PeerFigures {
    var work: [String: Double] = [:]
    var latency: [String: Double] = [:]
    var p99Work: [String: Double] = [:]
    var p99Latency: [String: Double] = [:]
    /// First layouts and the one-change figure: `PEER gtk4 NAME ms=X`.
    var first: [String: Double] = [:]

    static func load(_ path: String?) -> PeerFigures {
        var figures = PeerFigures()
        guard let path, let text = try? String(contentsOfFile: path, encoding: .utf8) else { return figures }
        for line in text.split(separator: "\n") where line.hasPrefix("PEER gtk4 ") {
            let fields = line.split(separator: " ")
            guard fields.count >= 4 else { continue }
            let name = String(fields[2])
            for field in fields.dropFirst(3) {
                let pair = field.split(separator: "=")
                guard pair.count == 2, let value = Double(pair[1]) else { continue }
                if pair[0] == "work_ms" { figures.work[name] = value }
                if pair[0] == "latency_ms" { figures.latency[name] = value }
                if pair[0] == "p99_work_ms" { figures.p99Work[name] = value }
                if pair[0] == "p99_latency_ms" { figures.p99Latency[name] = value }
                if pair[0] == "ms" { figures.first[name] = value }
            }
        }
        return figures
    }
}

/// The budget of an interaction: one frame at 120 Hz.
let interactionBudget = 8.0

/// The budget of a key press in a text field, to its presented frame.
let typingBudget = 4.0

@MainActor
func printInteractions(_ interactions: [Interaction], peers: PeerFigures) {
    print("")
    print("Interactions, input to presented frame (ms, medians; GTK 4 from the same run: work = the change")
    print("plus its frame, latency = also waiting for the frame clock; budget \(format(interactionBudget)) ms,")
    print("typing \(format(typingBudget)) ms)")
    print(pad("interaction", 42) + pad("Scenery", 10) + pad("GTK4 work", 11) + pad("ratio", 8) + pad("GTK4 latency", 14) + "budget")
    func row(_ label: String, _ scenery: Double, work: Double?, latency: Double?, budget: Double) {
        let ratio = work.map { format(scenery / $0) + "x" } ?? "n/a"
        let verdict = scenery <= budget ? "PASS" : "OVER"
        print(pad(label, 42) + pad(format(scenery), 10) + pad(work.map(format) ?? "n/a", 11) + pad(ratio, 8)
              + pad(latency.map(format) ?? "n/a", 14) + verdict)
    }
    for item in interactions {
        row(item.label, item.scenery, work: peers.work[item.name], latency: peers.latency[item.name], budget: item.budget)
        if let p99 = item.p99 {
            row("  99th percentile", p99, work: peers.p99Work[item.name], latency: peers.p99Latency[item.name],
                budget: item.budget)
        }
    }
}

/// Three tabs of 100 rows each, as the GTK peer's notebook.
struct TabsWorkload: View {
    var body: some View {
        TabView {
            ForEach(["Parks", "Trails", "Maps"], id: \.self) { name in
                Tab(name, systemImage: "list.bullet") {
                    List(0..<100) { Text("\(name) row \($0)") }
                }
            }
        }
    }
}

/// Milliseconds for one tab switch (Ctrl+Tab) to its presented frame; `runs` switches after
/// a round of warm-up (each tab shown once), median.
@MainActor
func tabSwitch(runs: Int, measurer: any TextMeasurer) -> Double {
    let (controller, backend) = openWindow(TabsWorkload(), measurer: measurer)
    let window = backend.windows[0]
    var times: [Double] = []
    let names = ["Parks", "Trails", "Maps"]
    for run in 0..<(runs + 3) {
        let start = MonotonicClock.milliseconds()
        window.type(.tab, characters: "\t", modifiers: .control)
        let elapsed = MonotonicClock.milliseconds() - start
        let shown = names[(run + 1) % 3]
        precondition(center(of: "\(shown) row 0", in: controller) != nil, "Ctrl+Tab did not show \(shown)")
        if run >= 3 { times.append(elapsed) }
    }
    return times.sorted()[times.count / 2]
}
