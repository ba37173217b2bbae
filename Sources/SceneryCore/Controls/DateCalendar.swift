public import FoundationEssentials

/// The `.graphical` date picker's month calendar: the month's name and year with arrows to
/// show the month before or after, a row of weekday initials (from Sunday in the United
/// States' order, from Monday elsewhere), and the month's days in weeks. The selected
/// day is a circle of the accent colour; a click on a day selects it (keeping the time);
/// days outside the range are dimmed and cannot be chosen. One focus stop: the arrow keys
/// move the selected day by a day or a week, Page Up/Down by a month.
struct DateCalendar: View {
    let selection: Binding<Date>
    let range: ClosedRange<Date>
    /// The month shown when it is not the selection's (after an arrow was clicked), as
    /// year × 12 + month − 1.
    @State private var shownMonth: Int?
    @State private var shownFor: Date?
    @Environment(\.locale) private var locale
    @Environment(\.timeZone) private var timeZone
    @Environment(\.isEnabled) private var isEnabled

    static let monthNames = [
        "January", "February", "March", "April", "May", "June",
        "July", "August", "September", "October", "November", "December",
    ]
    static let cell = CGSize(width: 28, height: 22)

    var body: some View {
        let fields = DateFields(locale: locale, timeZone: timeZone, components: .date)
        let date = selection.wrappedValue
        let selectedMonth = fields.value(.year, of: date) * 12 + fields.value(.month, of: date) - 1
        // A month chosen with the arrows is shown until the selection changes.
        let month = shownFor == date ? (shownMonth ?? selectedMonth) : selectedMonth
        let year = month / 12, monthNumber = month % 12 + 1
        let mondayFirst = fields.segments.first != .month
        VStack(alignment: .leading, spacing: 4) {
            HStack(spacing: 4) {
                Text(verbatim: "\(Self.monthNames[monthNumber - 1]) \(year)").bold()
                Spacer(minLength: 8)
                Button { show(month - 1, for: date) } label: { MonthChevron(pointsLeft: true).padding(4) }
                    .buttonStyle(.borderless)
                Button { show(month + 1, for: date) } label: { MonthChevron(pointsLeft: false).padding(4) }
                    .buttonStyle(.borderless)
            }
            HStack(spacing: 0) {
                ForEach(Array(Self.weekdays(mondayFirst: mondayFirst).enumerated()), id: \.offset) { _, initial in
                    Text(verbatim: initial).font(.caption).foregroundStyle(.secondary)
                        .frame(width: Self.cell.width, height: Self.cell.height)
                }
            }
            let days = fields.daysInMonth(year: year, month: monthNumber)
            let lead = leadingBlanks(fields: fields, year: year, month: monthNumber, mondayFirst: mondayFirst)
            let selectedDay = month == selectedMonth ? fields.value(.day, of: date) : nil
            ForEach(Array(0 ..< (lead + days + 6) / 7), id: \.self) { week in
                HStack(spacing: 0) {
                    ForEach(Array(0 ..< 7), id: \.self) { column in
                        let day = week * 7 + column - lead + 1
                        dayCell(day: day, in: days, selected: day == selectedDay, fields: fields, year: year, month: monthNumber, date: date)
                    }
                }
            }
        }
        .frame(width: Self.cell.width * 7)
        .opacity(isEnabled ? 1 : 0.4)
        .focusable()
        .onKeyPress(keys: [.leftArrow, .rightArrow, .upArrow, .downArrow, .pageUp, .pageDown]) { press in
            let current = selection.wrappedValue
            var new = current
            switch press.key {
            case .leftArrow: new = fields.calendar.date(byAdding: .day, value: -1, to: current) ?? current
            case .rightArrow: new = fields.calendar.date(byAdding: .day, value: 1, to: current) ?? current
            case .upArrow: new = fields.calendar.date(byAdding: .day, value: -7, to: current) ?? current
            case .downArrow: new = fields.calendar.date(byAdding: .day, value: 7, to: current) ?? current
            case .pageUp: new = fields.calendar.date(byAdding: .month, value: -1, to: current) ?? current
            default: new = fields.calendar.date(byAdding: .month, value: 1, to: current) ?? current
            }
            let clamped = range.clamp(new)
            if clamped != current { selection.wrappedValue = clamped }
            return .handled
        }
    }

    /// Shows `month` (year × 12 + month − 1) while the selection stays `date`.
    private func show(_ month: Int, for date: Date) {
        shownMonth = month
        shownFor = date
    }

    /// One day of the grid (an empty cell before the first and after the last day).
    @ViewBuilder
    private func dayCell(day: Int, in days: Int, selected: Bool, fields: DateFields, year: Int, month: Int, date: Date) -> some View {
        if day < 1 || day > days {
            Color.clear.frame(width: Self.cell.width, height: Self.cell.height)
        } else {
            let target = fields.setting(.day, to: day, in: fields.setting(.month, to: month, in: fields.setting(.year, to: year, in: date) ?? date) ?? date)
            let inRange = target.map { range.contains($0) } ?? false
            Text(verbatim: "\(day)")
                .foregroundStyle(selected ? Color.white : inRange ? Color.primary : Color.secondary)
                .frame(width: Self.cell.width, height: Self.cell.height)
                .background(Circle().fill(selected ? Color.accentColor : Color.clear).frame(width: 22, height: 22))
                .onTapGesture {
                    if inRange, let target, target != selection.wrappedValue { selection.wrappedValue = target }
                }
        }
    }

    /// The weekday initials in the grid's order.
    static func weekdays(mondayFirst: Bool) -> [String] {
        let sundayFirst = ["S", "M", "T", "W", "T", "F", "S"]
        return mondayFirst ? Array(sundayFirst[1...]) + ["S"] : sundayFirst
    }

    /// The empty cells before the month's first day.
    private func leadingBlanks(fields: DateFields, year: Int, month: Int, mondayFirst: Bool) -> Int {
        guard let first = fields.calendar.date(from: DateComponents(year: year, month: month, day: 1)) else { return 0 }
        let weekday = fields.calendar.component(.weekday, from: first) // 1 = Sunday
        return mondayFirst ? (weekday + 5) % 7 : weekday - 1
    }
}

/// The calendar's month arrows: a chevron 6 × 10, stroked 1.5 wide in the foreground style
/// (drawn by Scenery, so it needs no icon theme).
struct MonthChevron: View {
    let pointsLeft: Bool

    var body: some View {
        ChevronShape(pointsLeft: pointsLeft)
            .stroke(style: StrokeStyle(lineWidth: 1.5, lineCap: .round, lineJoin: .round))
            .frame(width: 6, height: 10)
    }
}

/// A chevron filling its rectangle, pointing left or right.
struct ChevronShape: Shape {
    let pointsLeft: Bool

    nonisolated func path(in rect: CGRect) -> Path {
        var path = Path()
        let tip = pointsLeft ? rect.minX : rect.maxX, back = pointsLeft ? rect.maxX : rect.minX
        path.move(to: CGPoint(x: back, y: rect.minY))
        path.addLine(to: CGPoint(x: tip, y: rect.midY))
        path.addLine(to: CGPoint(x: back, y: rect.maxY))
        return path
    }
}
