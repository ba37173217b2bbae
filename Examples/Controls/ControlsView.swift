import Foundation
import Scenery

struct ControlsView: View {
    @State private var quantity: Int
    @State private var presses = 0
    @State private var wifi = false
    @State private var volume: Double

    init(quantity: Int = 2, volume: Double = 50) {
        _quantity = State(initialValue: quantity)
        _volume = State(initialValue: volume)
    }

    var body: some View {
        HStack(alignment: .top, spacing: 24) {
            interactive.frame(width: 328)
            VStack(alignment: .leading, spacing: 16) {
                SettingsForm()
                ToggleGallery()
            }
            .frame(width: 440)
        }
        .padding()
        .navigationTitle("Quantity \(quantity), presses \(presses), Wi-Fi \(wifi ? "on" : "off"), volume \(Int(volume))")
    }

    /// The controls the window's title follows.
    private var interactive: some View {
        VStack(alignment: .leading, spacing: 16) {
            Label("Controls", systemImage: "gear")
                .font(.title2)
            Stepper("Quantity: \(quantity)", value: $quantity, in: 0...5)
            ProgressView("Filled", value: Double(quantity), total: 5)
            Button("Press me") { presses += 1 }
                .buttonStyle(SwatchButtonStyle())
            Toggle("Wi-Fi", isOn: $wifi)
            Slider(value: $volume, in: 0...100, step: 1) {
                Text("Volume")
            } minimumValueLabel: {
                Image(systemName: "speaker")
            } maximumValueLabel: {
                Image(systemName: "speaker.wave.3")
            }
        }
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
                Button("Link") {}.buttonStyle(.link)
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
            ToggleGallery()
        }
        .padding()
    }
}

/// Toggles in every style and state, sliders and gauges.
struct ToggleGallery: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(spacing: 16) {
                Toggle("Off", isOn: .constant(false))
                Toggle("On", isOn: .constant(true))
                Toggle("Mixed", sources: [Binding.constant(true), .constant(false)], isOn: \.self)
                Toggle("Disabled", isOn: .constant(true)).disabled(true)
            }
            HStack(spacing: 16) {
                Toggle("Switch", isOn: .constant(false)).toggleStyle(.switch)
                Toggle("On", isOn: .constant(true)).toggleStyle(.switch)
                Toggle("Green", isOn: .constant(true)).toggleStyle(.switch).tint(.green)
                Toggle("Small", isOn: .constant(true)).toggleStyle(.switch).controlSize(.small)
            }
            HStack(spacing: 8) {
                Toggle("Bold", systemImage: "bold", isOn: .constant(true)).toggleStyle(.button)
                Toggle("Italic", systemImage: "italic", isOn: .constant(false)).toggleStyle(.button)
                ControlGroup {
                    Button("Back") {}
                    Button("Forward") {}
                }
                Link("Scenery", destination: URL(string: "https://example.org")!)
            }
            Slider(value: .constant(0.4)) { Text("Slider") }
            HStack(spacing: 16) {
                Gauge(value: 0.7) { Text("Disk") } currentValueLabel: { Text("70%") }
                    .frame(width: 160)
                Gauge(value: 0.3) { Text("CPU") } currentValueLabel: { Text("30") }
                    .gaugeStyle(.accessoryCircular)
            }
        }
    }
}

/// A settings form with the desktop's two columns, and a group box.
struct SettingsForm: View {
    @State private var name = "Scenery"
    @State private var dark = false
    @State private var sounds = true
    @State private var volume = 0.6
    @State private var copies = 2
    @State private var owner = ""
    @State private var size = 1
    @State private var accent = Color(red: 0.2, green: 0.5, blue: 0.9)
    @State private var since = Date(timeIntervalSinceReferenceDate: 815_961_600)

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Form {
                Section("General") {
                    LabeledContent("Name", value: name)
                    LabeledContent("Files", value: 1234, format: .number)
                    TextField("Owner", text: $owner, prompt: Text("Required"))
                    Stepper("Copies: \(copies)", value: $copies, in: 1...9)
                    DatePicker("Since", selection: $since, displayedComponents: .date)
                        .datePickerStyle(.field)
                    Slider(value: $volume) { Text("Volume") }
                }
                Section("Appearance") {
                    Picker("Text size", selection: $size) {
                        Text("Small").tag(0)
                        Text("Medium").tag(1)
                        Text("Large").tag(2)
                    }
                    ColorPicker("Accent", selection: $accent, supportsOpacity: false)
                    Toggle("Dark appearance", isOn: $dark).toggleStyle(.switch)
                    Toggle("Play sounds", isOn: $sounds)
                }
            }
            GroupBox("Account") {
                LabeledContent("Signed in as", value: "ada")
            }
        }
    }
}

#Preview("Styles", traits: .sizeThatFitsLayout) {
    StyleGallery()
}

#Preview("Settings form", traits: .sizeThatFitsLayout) {
    SettingsForm().frame(width: 400).padding()
}

#Preview("Dark controls", traits: .sizeThatFitsLayout) {
    ToggleGallery().padding().preferredColorScheme(.dark)
}
