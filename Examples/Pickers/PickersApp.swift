import Scenery

/// A segmented picker, a radio group and a date field whose selections the window's title
/// shows, for driving pickers with the mouse and keyboard on X11. Dates are in UTC.
@main
struct PickersApp: App {
    var body: some Scene {
        WindowGroup("Pickers") {
            PickersForm()
        }
    }
}

/// The pickers, with the title `Flavor F, size S, date YYYY-MM-DD`.
struct PickersForm: View {
    @State private var flavor = "Vanilla"
    @State private var size = 2
    /// 2026-11-10, midnight UTC.
    @State private var date = Date(timeIntervalSinceReferenceDate: 815_961_600)

    static let utc = TimeZone(secondsFromGMT: 0)!

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            Picker("Flavor", selection: $flavor) {
                ForEach(["Vanilla", "Chocolate", "Mint"], id: \.self) { Text($0) }
            }
            .pickerStyle(.segmented)
            Picker("Size", selection: $size) {
                Text("Small").tag(1)
                Text("Medium").tag(2)
                Text("Large").tag(3)
            }
            .pickerStyle(.radioGroup)
            DatePicker("Date", selection: $date, displayedComponents: .date)
        }
        .environment(\.locale, Locale(identifier: "en_US"))
        .environment(\.timeZone, Self.utc)
        .padding()
        .navigationTitle("Flavor \(flavor), size \(size), date \(Self.day(date))")
    }

    /// `date` as year-month-day in UTC.
    static func day(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        func two(_ n: Int?) -> String { let n = n ?? 0; return n < 10 ? "0\(n)" : "\(n)" }
        return "\(parts.year ?? 0)-\(two(parts.month))-\(two(parts.day))"
    }
}
