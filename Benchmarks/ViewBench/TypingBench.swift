// Typing benchmark: from a key press in a focused text field to the presented frame that
// shows the character, in a window of about 1,000 views (headless, as the other interaction
// figures). The GTK 4 peer types into a GtkEntry above as many widgets.
import SceneryCore
import SceneryHeadless
import SceneryPlatform
import SceneryRenderer

/// A text field above 333 rows of a dot and a label (about 1,000 views), as the GTK peer's.
struct TypingWorkload: View {
    @State var name = ""

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Name", text: $name)
            ScrollView {
                VStack(alignment: .leading, spacing: 2) {
                    ForEach(0..<333, id: \.self) { index in
                        HStack(spacing: 4) {
                            Color.blue.frame(width: 8, height: 8)
                            Text("Row \(index)")
                        }
                    }
                }
            }
        }
    }
}

/// A headless window of ``TypingWorkload``, focused, with the caret in its text field.
@MainActor
func openTypingWindow(measurer: any TextMeasurer) -> (WindowController, HeadlessWindow) {
    let (controller, backend) = openWindow(TypingWorkload(), measurer: measurer)
    let window = backend.windows[0]
    window.setFocused(true)
    guard let field = center(of: "Name", in: controller) else { fatalError("no text field prompt") }
    window.click(at: field)
    return (controller, window)
}

/// Milliseconds from each key press ("a") to its presented frame: `runs` keys after three
/// of warm-up, as the median and the 99th percentile.
@MainActor
func typing(runs: Int, measurer: any TextMeasurer) -> (median: Double, p99: Double) {
    let (controller, window) = openTypingWindow(measurer: measurer)
    var times: [Double] = []
    for run in 0..<(runs + 3) {
        let start = MonotonicClock.milliseconds()
        window.type(KeyEquivalent("a"))
        let elapsed = MonotonicClock.milliseconds() - start
        if run >= 3 { times.append(elapsed) }
    }
    let typed = String(repeating: "a", count: runs + 3)
    precondition(center(of: typed, in: controller) != nil, "the field does not show what was typed")
    times.sort()
    return (times[times.count / 2], times[(times.count * 99 + 99) / 100 - 1])
}
