// Instruction counts: one run of a workload inside `scenery_bench_measured`, so that
// `valgrind --tool=callgrind --collect-atstart=no --toggle-collect=scenery_bench_measured`
// counts exactly that run's instructions. Counts do not move with the machine's load as
// times do; Benchmarks/bench-check.sh compares them with Benchmarks/callgrind-baseline.txt.
import SceneryCairo
import SceneryCore
import SceneryHeadless
import SceneryPlatform
import SceneryRenderer

/// The workloads whose instructions are counted, by the name `BENCH_COUNT` takes.
let countedWorkloads = ["flat1000", "grid", "messages", "change", "change-first", "change-window", "counter", "shared", "phase", "type", "menu", "select", "tab"]

/// The run ``measured(_:)`` hands to ``countedRun()``.
@MainActor var pendingRun: () -> Void = {}

/// Runs `body` once inside ``countedRun()``, the function callgrind counts.
@MainActor
func measured(_ body: @escaping () -> Void) {
    pendingRun = body
    countedRun()
}

/// Runs ``pendingRun``. Its C name is what callgrind's `--toggle-collect` names. It takes no
/// argument, so the optimizer cannot clone it for a particular closure under another name
/// (as it does with a closure parameter), and it is never inlined.
@_silgen_name("scenery_bench_measured")
@inline(never)
@MainActor
func countedRun() {
    pendingRun()
}

/// Prepares the workload `name`, warms it up once, then runs it once inside ``measured(_:)``.
@MainActor
func countInstructions(of name: String) {
    let window = CGSize(width: 800, height: 800)
    // Fonts and the first Pango layout load outside the counted run, as in the timed figures.
    _ = firstLayout(Text("warm-up"), size: window, measurer: PangoTextMeasurer())
    // As the timed figure: the measurer is made before, and the nodes are released after
    // the counted run (a window keeps them).
    func firstLayoutCounted(_ view: some View) {
        _ = firstLayout(view, size: window, measurer: PangoTextMeasurer())
        let measurer = PangoTextMeasurer()
        var kept: FirstLayout?
        measured { kept = FirstLayout(view, size: window, measurer: measurer) }
        precondition(kept.map { !$0.list.items.isEmpty } ?? false, "nothing was drawn")
    }
    switch name {
    case "flat1000": firstLayoutCounted(FlatList(count: 1_000))
    case "grid": firstLayoutCounted(GridWorkload())
    case "messages": firstLayoutCounted(MessageListWorkload(messages: Message.samples(1_000)))
    case "change": countChange(warmedUp: true, window: window)
    case "change-first": countChange(warmedUp: false, window: window)
    case "change-window":
        // The first change after the window's first frame, to the presented frame.
        let (controller, cells) = openChangeWindow(measurer: PangoTextMeasurer())
        cells[5_050].value += 1
        measured { controller.updateViews() }
        precondition(center(of: "1", in: controller) != nil, "the change is not drawn")
    case "counter":
        // One click on a small window's button that runs its body again.
        let store = StoredValueStore(values: ["shared": "0"])
        let (controller, backend) = openWindow(
            SmallCounterWindow().environment(\.appStorageStore, store), measurer: PangoTextMeasurer())
        let headless = backend.windows[0]
        guard let point = center(of: "Increment", in: controller) else { fatalError("no Increment button") }
        headless.click(at: point)
        measured { headless.click(at: point) }
        precondition(center(of: "Count: 2", in: controller) != nil, "the click did not count")
    case "shared":
        // The value the window shows changes in its `@AppStorage` store, as the host orders
        // it in each window but the one clicked: the update to the presented frame.
        let store = StoredValueStore(values: ["shared": "0"])
        let (controller, _) = openWindow(
            SmallCounterWindow().environment(\.appStorageStore, store), measurer: PangoTextMeasurer())
        store.apply("1", for: "shared")
        controller.updateViews()
        store.apply("2", for: "shared")
        measured { controller.updateViews() }
        precondition(center(of: "Shared: 2   Marks: 0   Tally: 0", in: controller) != nil, "the change is not drawn")
    case "phase":
        // The window losing and then gaining the focus: each change runs the body that
        // reads the phase, its `onChange` handler, and the frame after it.
        let (controller, backend) = openWindow(PhaseWindow(), measurer: PangoTextMeasurer())
        let headless = backend.windows[0]
        headless.setFocused(true)
        headless.setFocused(false)
        measured { headless.setFocused(true) }
        precondition(center(of: "Phase: active", in: controller) != nil, "the window is not active")
    case "type":
        let (controller, headless) = openTypingWindow(measurer: PangoTextMeasurer())
        headless.type(KeyEquivalent("a"))
        measured { headless.type(KeyEquivalent("b")) }
        precondition(center(of: "ab", in: controller) != nil, "the field does not show what was typed")
    case "menu":
        let (controller, backend) = openWindow(PresentationWorkload(), measurer: PangoTextMeasurer())
        let headless = backend.windows[0]
        guard let point = center(of: "Actions", in: controller) else { fatalError("no Actions menu") }
        headless.click(at: point)
        backend.secondaryWindows.last?.type(.escape)
        measured { headless.click(at: point) }
        precondition(backend.secondaryWindows.count == 1, "the menu did not open")
    case "select":
        // As the timed figure: the window focused, the list clicked, then Down keys.
        let (controller, backend) = openWindow(SelectableListWorkload(), measurer: PangoTextMeasurer())
        let headless = backend.windows[0]
        headless.setFocused(true)
        headless.click(at: CGPoint(x: 100, y: 10))
        headless.type(.downArrow, characters: "", modifiers: .function)
        let before = controller.displayList.items
        measured { headless.type(.downArrow, characters: "", modifiers: .function) }
        precondition(controller.displayList.items != before, "the Down key did not move the selection")
    case "tab":
        // As the timed figure: each tab shown once, then one Ctrl+Tab.
        let (controller, backend) = openWindow(TabsWorkload(), measurer: PangoTextMeasurer())
        let headless = backend.windows[0]
        for _ in 0..<3 { headless.type(.tab, characters: "\t", modifiers: .control) }
        measured { headless.type(.tab, characters: "\t", modifiers: .control) }
        precondition(center(of: "Trails row 0", in: controller) != nil, "Ctrl+Tab did not show Trails")
    default:
        fatalError("BENCH_COUNT: unknown workload \(name); one of \(countedWorkloads.joined(separator: ", "))")
    }
}

/// A headless 800×800 window of the 10,000 cells, its first frame presented.
@MainActor
func openChangeWindow(measurer: any TextMeasurer) -> (WindowController, [CellModel]) {
    let cells = (0..<10_000).map { _ in CellModel() }
    let (controller, _) = openWindow(CellTree(cells: cells), measurer: measurer)
    return (controller, cells)
}

/// One change among 10,000 cells, updated and laid out: after one change already made
/// (`warmedUp`), or the first change after the window's first frame, as the timed figure.
@MainActor
func countChange(warmedUp: Bool, window: CGSize) {
    let cells = (0..<10_000).map { _ in CellModel() }
    let graph = ViewGraph()
    let context = ResolveContext(textMeasurer: PangoTextMeasurer())
    var root = graph.update(CellTree(cells: cells), context: context)
    _ = layoutWindow(root, in: window)
    if warmedUp {
        cells[5_049].value += 1
        root = graph.update(CellTree(cells: cells), context: context)
        _ = layoutWindow(root, in: window)
    }
    cells[5_050].value += 1
    measured {
        root = graph.update(CellTree(cells: cells), context: context)
        _ = layoutWindow(root, in: window)
    }
}
