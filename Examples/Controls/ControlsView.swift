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
