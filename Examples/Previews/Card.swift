import Scenery

/// A title over a line of detail on a tinted rounded rectangle.
struct Card: View {
    var title: String
    var detail: String

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(title).font(.headline)
            Text(detail).foregroundStyle(.secondary)
        }
        .padding(12)
        .background(RoundedRectangle(cornerRadius: 8).fill(Color.blue.opacity(0.15)))
    }
}

// A named preview: `Card.png`, `--preview Card`.
#Preview("Card") {
    Card(title: "Scenery", detail: "A preview with a name")
}

// Unnamed: named after this file and its place among the file's unnamed previews, `Card-1`.
#Preview {
    Card(title: "Unnamed", detail: "Named after its file")
}

// A fixed layout: exactly 320 × 120, the card centred; the orientation has no effect.
#Preview("Wide card", traits: .fixedLayout(width: 320, height: 120), .landscapeLeft) {
    Card(title: "Fixed layout", detail: "320 × 120")
}
