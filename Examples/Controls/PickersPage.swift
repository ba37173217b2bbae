import Scenery

/// Every picker style side by side, with a date picker, a colour picker and a dialog's
/// default and cancel buttons.
struct PickersPage: View {
    @State private var flavor = "Vanilla"
    @State private var size = 2
    @State private var date = Date(timeIntervalSinceReferenceDate: 815_961_600) // 2026-11-10 00:00 UTC
    @State private var color = Color.blue
    @State private var log = "Nothing pressed"

    private let flavors = ["Vanilla", "Chocolate", "Mint"]

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            Picker("Segmented", selection: $flavor) {
                ForEach(flavors, id: \.self) { Text($0) }
            }
            .pickerStyle(.segmented)
            Picker("Menu", selection: $flavor) {
                ForEach(flavors, id: \.self) { Text($0) }
            }
            Picker("Radio group", selection: $size) {
                Text("Small").tag(1)
                Text("Medium").tag(2)
                Text("Large").tag(3)
            }
            .pickerStyle(.radioGroup)
            Picker("Disabled", selection: $size) {
                Text("S").tag(1)
                Text("M").tag(2)
                Text("L").tag(3)
            }
            .pickerStyle(.segmented)
            .disabled(true)
            DatePicker("Date", selection: $date)
                .environment(\.timeZone, TimeZone(secondsFromGMT: 0)!)
            DatePicker("Calendar", selection: $date, displayedComponents: .date)
                .datePickerStyle(.graphical)
                .environment(\.timeZone, TimeZone(secondsFromGMT: 0)!)
            ColorPicker("Colour", selection: $color)
            HStack {
                Text(log)
                Spacer()
                Button("Cancel") { log = "Cancelled" }.keyboardShortcut(.cancelAction)
                Button("OK") { log = "Confirmed" }.keyboardShortcut(.defaultAction)
            }
        }
        .padding()
        .frame(width: 420)
    }
}

#Preview("Pickers", traits: .sizeThatFitsLayout) {
    PickersPage()
}
