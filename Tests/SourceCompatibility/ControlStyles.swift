// Control styles written as people write them for SwiftUI: styles with state and
// environment properties, styles applied in nonisolated functions, controls built outside
// the main actor. Compiled in Swift 5 and Swift 6 mode with warnings as errors.
import SwiftUI

struct GrowingButton: ButtonStyle {
    @Environment(\.isEnabled) private var isEnabled
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding()
            .background(isEnabled ? Color.blue : Color.gray, in: Capsule())
            .foregroundStyle(.white)
            .scaleEffect(configuration.isPressed ? 1.2 : 1)
            .animation(.easeOut(duration: 0.2), value: configuration.isPressed)
            .opacity(configuration.role == .destructive ? 0.8 : 1)
    }
}

struct TapOnlyButton: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.onTapGesture { configuration.trigger() }
    }
}

struct OutlinedLabel: LabelStyle {
    @State private var hovering = false
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.icon.foregroundStyle(.tint)
            configuration.title
        }
        .padding(4)
        .border(hovering ? Color.red : Color.gray)
    }
}

struct GaugeStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.label
            Text("\(Int((configuration.fractionCompleted ?? 0) * 100))%")
            ProgressView(configuration).progressViewStyle(.linear)
        }
    }
}

/// Built-in styles can be chosen anywhere (their static members and initialisers are
/// nonisolated); a custom style conforms on the main actor, so it is made in a view's body.
func toolbarRow(count: Binding<Int>) -> some View {
    HStack {
        Label("Inbox", systemImage: "tray").labelStyle(.titleAndIcon)
        Button("Delete", systemImage: "trash", role: .destructive) {}
            .buttonStyle(.borderless)
        Button(role: .cancel) {} label: { Text("Cancel") }
            .buttonStyle(.plain)
        Stepper("Count", value: count, in: 0...10, step: 2)
        Stepper(label: { Text("Free") }, onIncrement: {}, onDecrement: nil)
        ProgressView(value: 0.3, total: 1) { Text("Copy") }.progressViewStyle(.linear)
        ProgressView().progressViewStyle(.circular).controlSize(.small)
        Image(systemName: "star").symbolVariant(.fill.circle).symbolRenderingMode(.hierarchical)
    }
    .labelStyle(.iconOnly)
    .controlSize(.large)
    .foregroundStyle(.red, .blue)
}

struct StyledControls: View {
    @State private var count = 0
    @State private var fraction = 0.5
    var body: some View {
        VStack {
            toolbarRow(count: $count)
                .labelStyle(OutlinedLabel())
                .progressViewStyle(GaugeStyle())
            Button("Grow") {}.buttonStyle(GrowingButton())
            Button("Tap") {}.buttonStyle(TapOnlyButton())
            Stepper(value: $fraction, in: 0...1, step: 0.1, format: .number) { Text("Fraction") }
            ProgressView(timerInterval: Date()...Date().addingTimeInterval(60), countsDown: false)
        }
    }
}
