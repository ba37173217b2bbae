import Scenery

struct ControlsView: View {
    @State private var quantity: Int
    @State private var presses = 0

    init(quantity: Int = 2) {
        _quantity = State(initialValue: quantity)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Label("Controls", systemImage: "gear")
                .font(.title2)
            Stepper("Quantity: \(quantity)", value: $quantity, in: 0...5)
            ProgressView("Filled", value: Double(quantity), total: 5)
            Button("Press me") { presses += 1 }
                .buttonStyle(SwatchButtonStyle())
        }
        .padding()
        .frame(width: 320)
        .navigationTitle("Quantity \(quantity), presses \(presses)")
    }
}

/// A button that is blue, and red while it is pressed.
struct SwatchButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundStyle(.white)
            .padding(.horizontal, 16)
            .padding(.vertical, 8)
            .background(configuration.isPressed ? Color.red : Color.blue, in: RoundedRectangle(cornerRadius: 8))
    }
}

/// Every built-in style side by side.
struct StyleGallery: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Label("Rain", systemImage: "cloud.rain")
                Label("Snow", systemImage: "snowflake").labelStyle(.iconOnly)
                Label("Sun", systemImage: "sun.max").labelStyle(.titleOnly)
            }
            HStack {
                Button("Automatic") {}
                Button("Prominent") {}.buttonStyle(.borderedProminent)
                Button("Borderless") {}.buttonStyle(.borderless)
                Button("Plain") {}.buttonStyle(.plain)
                Button("Delete", role: .destructive) {}
            }
            .fixedSize()
            HStack {
                Button("Mini") {}.controlSize(.mini)
                Button("Small") {}.controlSize(.small)
                Button("Large") {}.controlSize(.large)
            }
            HStack(spacing: 16) {
                ProgressView()
                ProgressView(value: 0.6).progressViewStyle(.circular)
                ProgressView().controlSize(.small)
                ProgressView(value: 0.3) { Text("Copying") } currentValueLabel: { Text("30%") }
            }
            HStack {
                Image(systemName: "star").symbolVariant(.fill)
                Image(systemName: "star")
                Image(systemName: "folder").symbolRenderingMode(.multicolor)
                Image(systemName: "bell").symbolVariant(.slash)
            }
            .font(.title)
        }
        .padding()
    }
}

#Preview("Styles", traits: .sizeThatFitsLayout) {
    StyleGallery()
}
