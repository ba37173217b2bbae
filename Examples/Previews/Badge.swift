import Scenery

extension EnvironmentValues {
    /// The colour badges are drawn in.
    @Entry var badgeColor: Color = .red
}

/// A number in a coloured circle.
struct Badge: View {
    var count: Int
    @Environment(\.badgeColor) private var color

    var body: some View {
        Text("\(count)")
            .font(.headline)
            .foregroundStyle(.white)
            .frame(width: 32, height: 32)
            .background(Circle().fill(color))
            .padding(8)
    }
}

// The older form: each top-level view is a preview of its own, `Badge-1` and `Badge-2`.
struct Badge_Previews: PreviewProvider {
    static var previews: some View {
        Badge(count: 1)
        Badge(count: 42).environment(\.badgeColor, .green)
    }
}

// A group's modifiers apply to each of its previews: both are 200 × 80; the first is named
// by `previewDisplayName` (`Small label`, file `Small-label.png`), the second `Labels-2`.
struct Labels_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            Text("Small").previewDisplayName("Small label")
            Text("Large").font(.largeTitle)
        }
        .previewLayout(.fixed(width: 200, height: 80))
    }
}
