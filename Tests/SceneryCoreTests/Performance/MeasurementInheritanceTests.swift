@testable import SceneryCore
import Testing

// A body that runs again resolves new layout nodes; those that measure as the ones they
// replaced take their sizes (Layout/MeasurementInheritance.swift). Counted, never timed.

/// A small window's root view: a title that reads the cell, and rows of buttons around it,
/// as each window of the `@AppStorage` figure. Its body runs again at every change.
struct ButtonPanel: View {
    let cell: CostCell
    var body: some View {
        VStack(spacing: 10) {
            Text("Count: \(cell.value)")
                .font(.title)
            HStack {
                Button("Increment") {}
                Button("Share") {}
                Button("Mark") {}
            }
            HStack {
                Button("Settings") {}
                Button("Close") {}
            }
            .padding(.horizontal, 4)
            .background(Color.gray)
        }
        .padding()
    }
}

/// Two texts side by side in too little width; the first one's priority follows the cell.
struct PriorityPanel: View {
    let cell: CostCell
    var body: some View {
        HStack(spacing: 0) {
            Text("First text here").layoutPriority(Double(cell.value))
            Text("Second text here")
        }
        .frame(width: 120)
    }
}

@MainActor
@Suite("Nodes resolved anew take the sizes of those they replaced")
struct MeasurementInheritanceTests {
    let window = CGSize(width: 600, height: 400)

    /// Every node's frame, depth first.
    func frames(_ root: ViewNode) -> [CGRect] {
        var frames: [CGRect] = []
        root.forEachNode { frames.append($0.frame) }
        return frames
    }

    /// The frames of a fresh graph's first layout of `view`.
    func freshFrames(of view: some View) -> [CGRect] {
        // Nodes refer to their graph's animation store without holding it.
        let graph = ViewGraph()
        let root = graph.update(view, context: ResolveContext(textMeasurer: FixedTextMeasurer()))
        _ = layoutWindow(root, in: window)
        return withExtendedLifetime(graph) { frames(root) }
    }

    /// Lays `view` out, makes `change`, updates and lays it out again: the counts of the
    /// second update and layout, and its frames.
    func update(_ view: some View, after change: () -> Void) -> (counts: UpdateCounts, frames: [CGRect]) {
        let update = updateAfter(change, of: view, in: window)
        return (update.counts, frames(update.root))
    }

    @Test("A root body run again measures only the changed text and the nodes above it")
    func rootBodyRunAgain() {
        let cell = CostCell()
        let (counts, frames) = update(ButtonPanel(cell: cell)) { cell.value = 1 }
        #expect(counts.bodies == 1, "\(counts)")
        // Of the five buttons, their labels and paddings (15 nodes), the rows, and the
        // second row's padding and background (20 in all), nearly all measure as before:
        // each took its predecessor's sizes (18 when this test runs alone, 19 after the
        // others of its suite).
        #expect(counts.answersInherited >= 18, "\(counts)")
        // Only the title (a new string), the column and the padding around it measure again
        // (a few proposals each); the window measured from scratch computes over 60.
        #expect(counts.sizesComputed <= 16, "\(counts)")
        #expect(frames == freshFrames(of: ButtonPanel(cell: cell)))
    }

    @Test("A text that changes its width is measured again, and so is everything it moves")
    func changedWidth() {
        let cell = CostCell()
        cell.value = 9
        let (_, frames) = update(ButtonPanel(cell: cell)) { cell.value = 1_000_000 }
        #expect(frames == freshFrames(of: ButtonPanel(cell: cell)))
    }

    @Test("A child whose layout priority changed is measured again though its content did not (R73)")
    func changedPriority() {
        let cell = CostCell()
        let (_, frames) = update(PriorityPanel(cell: cell)) { cell.value = 1 }
        let fresh = freshFrames(of: PriorityPanel(cell: cell))
        #expect(frames == fresh)
        // The priority moved the space: the first text now takes what it needs.
        #expect(fresh != freshFrames(of: PriorityPanel(cell: CostCell())))
    }
}
