import Scenery

/// A count and a button that adds one to it.
struct Tally: View {
    @Binding var count: Int

    var body: some View {
        HStack(spacing: 12) {
            Text("Count: \(count)")
            Button("Add") { count += 1 }
        }
        .padding()
    }
}

// State declared in the preview itself: the generated content view owns it.
#Preview("Tally") {
    @Previewable @State var count = 3
    Tally(count: $count)
}
