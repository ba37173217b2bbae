// Presentation benchmarks: from the click that opens a menu or a sheet to the presented
// frames of the window and of the new presentation window (headless, as the other
// interaction figures).
import SceneryCore
import SceneryHeadless
import SceneryPlatform
import SceneryRenderer

/// A window of 100 rows with a menu of ten items and a button that presents a sheet.
struct PresentationWorkload: View {
    @State var renaming = false

    var body: some View {
        VStack {
            HStack {
                Menu("Actions") {
                    ForEach(0..<10) { index in Button("Action \(index)") {} }
                }
                .fixedSize()
                Button("Rename…") { renaming = true }
            }
            List(0..<100) { Text("Document row \($0)") }
        }
        .sheet(isPresented: $renaming) {
            VStack(spacing: 12) {
                Text("Rename the document").font(.headline)
                Button("Done") { renaming = false }
            }
            .padding(20)
        }
    }
}

/// Milliseconds from the click on `Actions` (the menu) and on `Rename…` (the sheet) to
/// the presentation's window presented with its first frame; each closed again with
/// Escape between runs; `runs` of each after two of warm-up, medians.
@MainActor
func openPresentations(runs: Int, measurer: any TextMeasurer) -> (menu: Double, sheet: Double) {
    let (controller, backend) = openWindow(PresentationWorkload(), measurer: measurer)
    let window = backend.windows[0]
    func open(_ label: String) -> Double {
        guard let point = center(of: label, in: controller) else { fatalError("no \(label)") }
        let start = MonotonicClock.milliseconds()
        window.click(at: point)
        let elapsed = MonotonicClock.milliseconds() - start
        guard let presented = backend.secondaryWindows.last, controller.surfaces.count == 1 else {
            fatalError("\(label) presented nothing")
        }
        presented.type(.escape)
        precondition(backend.secondaryWindows.isEmpty, "Escape did not close what \(label) opened")
        return elapsed
    }
    var menus: [Double] = []
    var sheets: [Double] = []
    for run in 0..<(runs + 2) {
        let menu = open("Actions")
        let sheet = open("Rename…")
        if run >= 2 {
            menus.append(menu)
            sheets.append(sheet)
        }
    }
    return (menus.sorted()[menus.count / 2], sheets.sorted()[sheets.count / 2])
}
