import FoundationEssentials
@testable import SceneryCore
@testable import SceneryHeadless
@testable import SceneryRenderer
import SceneryTesting
import Testing

/// A date picker in UTC and `locale`, and the selection as text.
struct DateProbe: View {
    @State var date: Date
    var locale = "en_US"
    var components: DatePickerComponents = .date
    var range: ClosedRange<Date>?
    var graphical = false

    static let utc = TimeZone(secondsFromGMT: 0)!
    /// 2026-11-10 14:05 UTC.
    static let start = Date(timeIntervalSinceReferenceDate: 815_961_600 + 14 * 3600 + 5 * 60)

    var body: some View {
        VStack {
            if graphical { picker.datePickerStyle(.graphical) } else { picker.datePickerStyle(.field) }
            Text(verbatim: "Chosen: \(Self.describe(date))")
        }
        .environment(\.locale, Locale(identifier: locale))
        .environment(\.timeZone, Self.utc)
    }

    @ViewBuilder private var picker: some View {
        if let range {
            DatePicker("When", selection: $date, in: range, displayedComponents: components)
        } else {
            DatePicker("When", selection: $date, displayedComponents: components)
        }
    }

    /// `date` as `YYYY-MM-DD HH:MM` in UTC.
    static func describe(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        let p = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        func two(_ n: Int?) -> String { let n = n ?? 0; return n < 10 ? "0\(n)" : "\(n)" }
        return "\(p.year ?? 0)-\(two(p.month))-\(two(p.day)) \(two(p.hour)):\(two(p.minute))"
    }
}

@Suite("DatePicker: the field's segments in the locale's order, keys, typing, range; the graphical calendar")
@MainActor
struct DatePickerTests {
    @Test("en_US shows month/day/year, en_GB day/month/year; times in 12 and 24 hours")
    func localeOrder() throws {
        let us = try HeadlessWindow(DateProbe(date: DateProbe.start, components: [.date, .hourAndMinute]))
        #expect(us.texts.prefix(while: { $0 != "Chosen: 2026-11-10 14:05" }).joined() == "When11/10/2026, 2:05 PM")
        let gb = try HeadlessWindow(DateProbe(date: DateProbe.start, locale: "en_GB", components: [.date, .hourAndMinute]))
        #expect(gb.texts.prefix(while: { $0 != "Chosen: 2026-11-10 14:05" }).joined() == "When10/11/2026, 14:05")
    }

    @Test("Tab focuses the field's first segment; Up/Down step it (wrapping); Right/Tab move to the next segment")
    func stepping() throws {
        let window = try HeadlessWindow(DateProbe(date: DateProbe.start))
        window.tab()
        #expect(window.focusRings.count == 1)
        window.window.type(.upArrow)
        #expect(window.texts.contains("Chosen: 2026-12-10 14:05"))
        window.window.type(.upArrow)
        #expect(window.texts.contains("Chosen: 2026-01-10 14:05"), "the month wraps within the year")
        window.window.type(.rightArrow)
        window.window.type(.downArrow)
        #expect(window.texts.contains("Chosen: 2026-01-09 14:05"))
        window.tab()
        window.window.type(.upArrow)
        #expect(window.texts.contains("Chosen: 2027-01-09 14:05"), "Tab moved to the year")
        window.tab(backwards: true)
        window.window.type(.downArrow)
        #expect(window.texts.contains("Chosen: 2027-01-08 14:05"), "Shift+Tab went back to the day")
    }

    @Test("Typing digits enters the focused segment and moves on when it is full")
    func typing() throws {
        let window = try HeadlessWindow(DateProbe(date: DateProbe.start, locale: "en_GB"))
        window.tab()
        window.window.type("2", characters: "2")
        window.window.type("5", characters: "5")
        #expect(window.texts.contains("Chosen: 2026-11-25 14:05"))
        window.window.type("3", characters: "3")
        #expect(window.texts.contains("Chosen: 2026-03-25 14:05"), "3 fills the month: no month starts with 3x")
        for digit in "2030" { window.window.type(KeyEquivalent(digit), characters: String(digit)) }
        #expect(window.texts.contains("Chosen: 2030-03-25 14:05"))
    }

    @Test("Hours, minutes and AM/PM in en_US")
    func time() throws {
        let window = try HeadlessWindow(DateProbe(date: DateProbe.start, components: .hourAndMinute))
        window.tab()
        window.window.type(.upArrow)
        #expect(window.texts.contains("Chosen: 2026-11-10 15:05"))
        window.tab()
        window.window.type("4", characters: "4")
        window.window.type("2", characters: "2")
        #expect(window.texts.contains("Chosen: 2026-11-10 15:42"))
        window.window.type("a", characters: "a")
        #expect(window.texts.contains("Chosen: 2026-11-10 03:42"))
    }

    @Test("The selection is clamped to the range")
    func range() throws {
        let limit = DateProbe.start.addingTimeInterval(20 * 86400) // 2026-11-30
        let window = try HeadlessWindow(DateProbe(date: DateProbe.start, range: DateProbe.start.addingTimeInterval(-86400) ... limit))
        window.tab()
        window.window.type(.upArrow)
        #expect(window.texts.contains("Chosen: 2026-11-30 14:05"), "December is past the range's end")
        window.window.type(.rightArrow)
        window.window.type(.upArrow)
        #expect(window.texts.contains("Chosen: 2026-11-09 14:05"), "the day wraps to the 1st, before the range: its start")
    }

    @Test("Graphical: a month grid; clicking a day selects it; arrows move the day; the chevrons change the month shown")
    func graphical() throws {
        let window = try HeadlessWindow(DateProbe(date: DateProbe.start, graphical: true))
        #expect(window.texts.contains("November 2026"))
        #expect(window.texts.contains("30") && !window.texts.contains("31"))
        window.window.click(at: try #require(window.center(of: "24")))
        #expect(window.texts.contains("Chosen: 2026-11-24 14:05"))
        window.tab()
        window.window.type(.downArrow)
        #expect(window.texts.contains("Chosen: 2026-12-01 14:05"))
        #expect(window.texts.contains("December 2026"))
        window.window.type(.leftArrow)
        #expect(window.texts.contains("Chosen: 2026-11-30 14:05"))
        // The chevrons: 6 × 10 strokes; the second is "next month".
        let chevrons = window.items.compactMap { item -> CGRect? in
            if case .shape(_, .stroke(let style), _, let frame) = item, style.lineWidth == 1.5, frame.height < 14 { frame } else { nil }
        }
        let next = try #require(chevrons.count == 2 ? chevrons[1] : nil, "chevrons: \(chevrons)")
        window.window.click(at: CGPoint(x: next.midX, y: next.midY))
        #expect(window.texts.contains("December 2026"))
        #expect(window.texts.contains("Chosen: 2026-11-30 14:05"), "showing another month does not change the selection")
    }

    @Test("The field and the calendar in light and dark: the focused segment and the selected day in the accent colour")
    func pixels() throws {
        for scheme in [ColorScheme.light, .dark] {
            let snapshot = HeadlessSnapshot(
                of: VStack { DateProbe(date: DateProbe.start, graphical: true) }.padding().preferredColorScheme(scheme))
            snapshot.image.writePNG(to: TestArtifacts.path("datepicker-\(scheme).png"))
            let day = try #require(snapshot.text("10"))
            let c = snapshot.image.rgb(x: Int(day.x) - 2, y: Int(day.y + day.height / 2))
            #expect(c.blue > 200 && c.red < 60, "\(scheme): the selected day's circle is \(c)")
        }
    }
}
