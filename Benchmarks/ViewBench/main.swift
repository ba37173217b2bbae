// `scenery-view-bench`: in-process benchmarks of the view system. Each figure is
// the median of several runs of a fresh view graph: evaluating the views (running their
// bodies and resolving them into layout nodes) and laying them out in a window, with real
// Pango text measurement and with the deterministic metrics of `LayoutSnapshot`.
//
// Run by `make bench` after the launch and scene benchmarks; results in
// Benchmarks/results/views-latest.txt and docs/performance.md.
import SceneryCairo
import SceneryCore
import SceneryHeadless
import SceneryPlatform
import SceneryRenderer

@MainActor
struct Figure {
    let name: String
    let pango: Double
    let fixed: Double
    let note: String
    /// The name the GTK 4 peer (Benchmarks/peers/gtk4-workloads.c) reports it under.
    var peer: String? = nil
}

@MainActor
func median(runs: Int, _ body: () -> Double) -> Double {
    let times = (0..<runs).map { _ in body() }.sorted()
    return times[times.count / 2]
}

/// Time to evaluate and lay out `view` in a window of `size` with a fresh graph, in ms.
/// The window's nodes are released after the clock stops: a window keeps them.
@MainActor
func firstLayout(_ view: some View, size: CGSize, measurer: @autoclosure () -> any TextMeasurer) -> Double {
    let measurer = measurer()
    let start = MonotonicClock.milliseconds()
    let window = FirstLayout(view, size: size, measurer: measurer)
    let elapsed = MonotonicClock.milliseconds() - start
    precondition(!window.list.items.isEmpty)
    return elapsed
}

/// A window's first update and layout: its graph, its nodes and the display list drawn.
@MainActor
struct FirstLayout {
    let graph: ViewGraph
    let root: any LayoutNode
    let list: DisplayList

    init(_ view: some View, size: CGSize, measurer: any TextMeasurer) {
        graph = ViewGraph()
        root = graph.update(view, context: ResolveContext(textMeasurer: measurer))
        list = layoutWindow(root, in: size)
    }
}

@MainActor
func run() {
    let window = CGSize(width: 800, height: 800)
    let runs = Int(RuntimePaths.environment("BENCH_RUNS") ?? "") ?? 9
    var figures: [Figure] = []
    // BENCH_ONLY=flat|grid|messages|lazy|scroll|change runs one workload (for profiling).
    let only = RuntimePaths.environment("BENCH_ONLY")
    func wanted(_ name: String) -> Bool { only == nil || only == name }
    // A first Pango layout loads fonts; keep it out of every figure.
    _ = firstLayout(Text("warm-up"), size: window, measurer: PangoTextMeasurer())

    for count in [1_000, 10_000] where wanted("flat") {
        let view = FlatList(count: count)
        figures.append(Figure(
            name: "evaluate + lay out \(count) rows (\(count * 3) views)",
            pango: median(runs: runs) { firstLayout(view, size: window, measurer: PangoTextMeasurer()) },
            fixed: median(runs: runs) { firstLayout(view, size: window, measurer: FixedTextMeasurer()) },
            note: "", peer: "flat\(count)"))
    }
    if wanted("grid") { figures.append(Figure(
        name: "grid: 512 leaves in nested stacks, 800×800",
        pango: median(runs: runs) { firstLayout(GridWorkload(), size: window, measurer: PangoTextMeasurer()) },
        fixed: median(runs: runs) { firstLayout(GridWorkload(), size: window, measurer: FixedTextMeasurer()) },
        note: "", peer: "grid")) }
    let messages = Message.samples(1_000)
    if wanted("messages") { figures.append(Figure(
        name: "message list: 1,000 messages in a ScrollView, 800×800",
        pango: median(runs: runs) { firstLayout(MessageListWorkload(messages: messages), size: window, measurer: PangoTextMeasurer()) },
        fixed: median(runs: runs) { firstLayout(MessageListWorkload(messages: messages), size: window, measurer: FixedTextMeasurer()) },
        note: "", peer: "messages")) }
    let many = Message.samples(100_000)
    if wanted("lazy") { figures.append(Figure(
        name: "lazy message list: 100,000 messages in a LazyVStack",
        pango: median(runs: runs) { firstLayout(LazyMessageListWorkload(messages: many), size: window, measurer: PangoTextMeasurer()) },
        fixed: median(runs: runs) { firstLayout(LazyMessageListWorkload(messages: many), size: window, measurer: FixedTextMeasurer()) },
        note: "")) }

    // Scrolling the 100,000-message lazy list in a headless window: one wheel notch (40 pt)
    // per frame, 200 frames down from the top; each frame lays out (building the rows
    // that came into view), draws the damaged region and presents it. Time per frame.
    func scrolling(measurer: any TextMeasurer) -> Double {
        let (controller, _) = openWindow(LazyMessageListWorkload(messages: many), measurer: measurer)
        let frames = 200
        let firstText = { controller.displayList.items.first { if case .text = $0 { true } else { false } } }
        let top = firstText()
        let start = MonotonicClock.milliseconds()
        for _ in 0..<frames { controller.windowScroll(notches: CGSize(width: 0, height: 1), at: CGPoint(x: 400, y: 400)) }
        let elapsed = MonotonicClock.milliseconds() - start
        precondition(firstText() != top, "the list did not scroll")
        return elapsed / Double(frames)
    }
    if wanted("scroll") { figures.append(Figure(
        name: "scroll the 100,000-message LazyVStack: one frame",
        pango: median(runs: runs) { scrolling(measurer: PangoTextMeasurer()) },
        fixed: median(runs: runs) { scrolling(measurer: FixedTextMeasurer()) },
        note: "per wheel notch, drawn")) }

    // Moving the selection of a 10,000-row List(selection:) with the Down key in a
    // headless window: each key writes the binding, updates, lays out (building the row
    // that scrolls in) and draws. Time per key, over 100 keys from the first row.
    func selecting(measurer: any TextMeasurer) -> Double {
        let (controller, backend) = openWindow(SelectableListWorkload(), measurer: measurer)
        let headless = backend.windows[0]
        headless.setFocused(true)
        headless.click(at: CGPoint(x: 100, y: 10))
        let keys = 100
        let start = MonotonicClock.milliseconds()
        for _ in 0..<keys { headless.type(.downArrow, characters: "", modifiers: .function) }
        let elapsed = MonotonicClock.milliseconds() - start
        let texts = controller.displayList.items.compactMap { if case .text(let s, _, _, _, _) = $0 { s } else { nil } }
        precondition(texts.contains("Item 100"), "the selection did not move down: \(texts.prefix(5))")
        return elapsed / Double(keys)
    }
    var selectFigure: Double?
    if wanted("select") {
        let pango = median(runs: runs) { selecting(measurer: PangoTextMeasurer()) }
        selectFigure = pango
        figures.append(Figure(
            name: "move the selection in a 10,000-row List: one key",
            pango: pango,
            fixed: median(runs: runs) { selecting(measurer: FixedTextMeasurer()) },
            note: "Down, updated and drawn"))
    }

    // One change in a tree of 10,000 custom views: the update after it, and the bodies it runs.
    var bodies = 0
    func change(measurer: any TextMeasurer) -> Double {
        let cells = (0..<10_000).map { _ in CellModel() }
        let graph = ViewGraph()
        let context = ResolveContext(textMeasurer: measurer)
        var root = graph.update(CellTree(cells: cells), context: context)
        _ = layoutWindow(root, in: window)
        BodyCount.value = 0
        cells[5_050].value += 1
        let start = MonotonicClock.milliseconds()
        root = graph.update(CellTree(cells: cells), context: context)
        _ = layoutWindow(root, in: window)
        let elapsed = MonotonicClock.milliseconds() - start
        bodies = BodyCount.value
        return elapsed
    }
    // The same change in a headless window, to the presented frame: update, layout,
    // drawing, the damage and its painting with Cairo (WindowController.updateViews()).
    func changeInWindow(measurer: any TextMeasurer) -> Double {
        let (controller, cells) = openChangeWindow(measurer: measurer)
        BodyCount.value = 0
        cells[5_050].value += 1
        let start = MonotonicClock.milliseconds()
        controller.updateViews()
        let elapsed = MonotonicClock.milliseconds() - start
        precondition(BodyCount.value == 1, "the change ran \(BodyCount.value) bodies")
        return elapsed
    }
    if wanted("change") {
        let pangoChange = median(runs: runs) { change(measurer: PangoTextMeasurer()) }
        let fixedChange = median(runs: runs) { change(measurer: FixedTextMeasurer()) }
        figures.append(Figure(
            name: "one change in 10,000 custom views: update + layout",
            pango: pangoChange, fixed: fixedChange, note: "\(bodies) body run(s)", peer: "change"))
        figures.append(Figure(
            name: "the same change in a window, to the presented frame",
            pango: median(runs: runs) { changeInWindow(measurer: PangoTextMeasurer()) },
            fixed: median(runs: runs) { changeInWindow(measurer: FixedTextMeasurer()) },
            note: "drawn and painted"))
    }

    var interactions: [Interaction] = []
    if wanted("interactions") {
        let (push, pop) = pushAndPop(runs: runs * 2 + 1, measurer: PangoTextMeasurer())
        interactions.append(Interaction(name: "push", label: "push a destination of 100 rows (click)", scenery: push))
        interactions.append(Interaction(name: "pop", label: "pop it (Alt+Left)", scenery: pop))
        interactions.append(Interaction(
            name: "tab", label: "switch tabs of 100 rows (Ctrl+Tab)", scenery: tabSwitch(runs: runs * 2 + 1, measurer: PangoTextMeasurer())))
        let (menu, sheet) = openPresentations(runs: runs * 2 + 1, measurer: PangoTextMeasurer())
        interactions.append(Interaction(name: "menu", label: "open a menu of 10 items (click)", scenery: menu))
        interactions.append(Interaction(name: "sheet", label: "open a sheet (click)", scenery: sheet))
        let (key, keyP99) = typing(runs: 101, measurer: PangoTextMeasurer())
        interactions.append(Interaction(
            name: "type", label: "type a key into a field of 1,000 views", scenery: key, p99: keyP99, budget: typingBudget))
    }
    if let selectFigure {
        interactions.append(Interaction(name: "select", label: "select the next row of 10,000 (Down)", scenery: selectFigure))
    }

    let peers = PeerFigures.load(RuntimePaths.environment("BENCH_PEERS"))
    print("Scenery view benchmarks (in process, median of \(runs) runs, ms; GTK 4 builds and lays out the same")
    print("widgets in the same run, Benchmarks/peers/gtk4-workloads.c; ratio = Scenery with Pango / GTK 4)")
    if !figures.isEmpty {
        print(pad("workload", 58) + pad("Pango", 10) + pad("fixed", 10) + pad("GTK4", 10) + pad("ratio", 9) + "note")
    }
    for figure in figures {
        let peer = figure.peer.flatMap { peers.first[$0] }
        print(pad(figure.name, 58) + pad(format(figure.pango), 10) + pad(format(figure.fixed), 10)
              + pad(peer.map(format) ?? "n/a", 10) + pad(peer.map { format(figure.pango / $0) + "x" } ?? "n/a", 9)
              + figure.note)
    }
    if !interactions.isEmpty {
        printInteractions(interactions, peers: peers)
    }
}

func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
}

func format(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
}

MainActor.assumeIsolated {
    // BENCH_COUNT=NAME runs one workload once for callgrind (InstructionCounts.swift).
    if let name = RuntimePaths.environment("BENCH_COUNT") {
        countInstructions(of: name)
    } else {
        run()
    }
}
