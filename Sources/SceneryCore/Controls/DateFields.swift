public import FoundationEssentials

/// The parts of a date a date picker shows and edits.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt

    /// Creates components from raw bits.
    nonisolated public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The hour and the minute (with AM/PM where the locale uses a 12-hour clock).
    nonisolated public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 2)
    /// The day, the month and the year.
    nonisolated public static let date = DatePickerComponents(rawValue: 1 << 3)
}

/// One editable part of a date field.
enum DateSegment: Hashable, Sendable {
    case day, month, year, hour, minute, meridiem
}

/// How a date field shows and edits a date in a locale: the segments in the locale's
/// order (month/day/year in the United States, year-month-day in East Asia and a few
/// more, day/month/year elsewhere; a 12-hour clock with AM/PM in the United States and a
/// few more, 24 hours elsewhere), their texts, and the arithmetic of stepping and typing
/// a segment in the Gregorian calendar of the given time zone.
struct DateFields {
    let segments: [DateSegment]
    let uses12Hour: Bool
    let calendar: Calendar
    /// The text between the date's segments (`/`, `.` or `-`).
    let dateSeparator: String

    init(locale: Locale, timeZone: TimeZone, components: DatePickerComponents) {
        let region = Self.region(of: locale.identifier)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.calendar = calendar
        var segments: [DateSegment] = []
        if components.contains(.date) || components.isEmpty {
            switch region {
            case "US", "PH", "FM", "MH", "PW": segments = [.month, .day, .year]
            case "CN", "JP", "KR", "TW", "HU", "LT", "MN", "SE", "CA": segments = [.year, .month, .day]
            default: segments = [.day, .month, .year]
            }
        }
        switch region {
        case "US", "PH", "FM", "MH", "PW": dateSeparator = "/"
        case "CN", "JP", "KR", "TW", "HU", "LT", "MN", "SE", "CA": dateSeparator = "-"
        case "DE", "AT", "CH", "RU", "PL", "FI", "NO", "DK", "CZ", "SK", "TR", "UA": dateSeparator = "."
        default: dateSeparator = "/"
        }
        uses12Hour = ["US", "CA", "AU", "NZ", "PH", "IN", "EG", "SA", "PK", "CO", "MX"].contains(region)
        if components.contains(.hourAndMinute) {
            segments += uses12Hour ? [.hour, .minute, .meridiem] : [.hour, .minute]
        }
        self.segments = segments
    }

    /// The region part of a locale identifier (`en_GB` → `GB`, `de-AT` → `AT`); the
    /// United States for a language alone (`en`) or the POSIX locale.
    static func region(of identifier: String) -> String {
        let parts = identifier.split(whereSeparator: { $0 == "_" || $0 == "-" || $0 == "." || $0 == "@" })
        for part in parts.dropFirst() where part.count == 2 && part.allSatisfy(\.isLetter) { return part.uppercased() }
        return "US"
    }

    /// The date's year, month, day, hour and minute in this calendar.
    func parts(of date: Date) -> DateComponents {
        calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
    }

    /// The number `segment` shows for `date` (the meridiem: 0 AM, 1 PM).
    func value(_ segment: DateSegment, of date: Date) -> Int {
        let parts = parts(of: date)
        switch segment {
        case .day: return parts.day ?? 1
        case .month: return parts.month ?? 1
        case .year: return parts.year ?? 2000
        case .hour:
            let hour = parts.hour ?? 0
            return uses12Hour ? (hour % 12 == 0 ? 12 : hour % 12) : hour
        case .minute: return parts.minute ?? 0
        case .meridiem: return (parts.hour ?? 0) >= 12 ? 1 : 0
        }
    }

    /// The text of `segment` for `date`: the day and month without a leading zero in the
    /// United States' order, two digits elsewhere; minutes two digits, 24-hour hours two
    /// digits; AM or PM.
    func text(_ segment: DateSegment, of date: Date) -> String {
        let value = value(segment, of: date)
        func twoDigits(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        switch segment {
        case .day, .month: return segments.first == .month ? "\(value)" : twoDigits(value)
        case .year: return "\(value)"
        case .hour: return uses12Hour ? "\(value)" : twoDigits(value)
        case .minute: return twoDigits(value)
        case .meridiem: return value == 0 ? "AM" : "PM"
        }
    }

    /// The text after segment `index`: the date separator between date segments, a comma
    /// and a space between the date and the time, `:` between hour and minute, a space
    /// before AM/PM; nothing after the last.
    func separator(after index: Int) -> String {
        guard index + 1 < segments.count else { return "" }
        switch (segments[index], segments[index + 1]) {
        case (.hour, .minute): return ":"
        case (.minute, .meridiem): return " "
        case (_, .hour): return ", "
        default: return dateSeparator
        }
    }

    /// The whole field's text, as it is drawn.
    func text(of date: Date) -> String {
        segments.indices.map { text(segments[$0], of: date) + separator(after: $0) }.joined()
    }

    /// The values `segment` takes for `date` (the day: those of its month).
    func range(_ segment: DateSegment, for date: Date) -> ClosedRange<Int> {
        switch segment {
        case .day: return 1...daysInMonth(year: value(.year, of: date), month: value(.month, of: date))
        case .month: return 1...12
        case .year: return 1...9999
        case .hour: return uses12Hour ? 1...12 : 0...23
        case .minute: return 0...59
        case .meridiem: return 0...1
        }
    }

    /// The days of `month` in `year`.
    func daysInMonth(year: Int, month: Int) -> Int {
        guard let first = calendar.date(from: DateComponents(year: year, month: month, day: 1)),
              let days = calendar.range(of: .day, in: .month, for: first) else { return 31 }
        return days.count
    }

    /// `date` with `segment` set to `value` (the day clamped to the month's length), or nil
    /// when the value is out of the segment's range.
    func setting(_ segment: DateSegment, to value: Int, in date: Date) -> Date? {
        guard range(segment, for: date).contains(value) || segment == .day else { return nil }
        var parts = parts(of: date)
        switch segment {
        case .day:
            guard value >= 1, value <= 31 else { return nil }
            parts.day = value
        case .month: parts.month = value
        case .year: parts.year = value
        case .hour:
            if uses12Hour {
                let pm = (parts.hour ?? 0) >= 12
                parts.hour = value % 12 + (pm ? 12 : 0)
            } else {
                parts.hour = value
            }
        case .minute: parts.minute = value
        case .meridiem: parts.hour = (parts.hour ?? 0) % 12 + value * 12
        }
        let days = daysInMonth(year: parts.year ?? 2000, month: parts.month ?? 1)
        parts.day = min(parts.day ?? 1, days)
        return calendar.date(from: parts)
    }

    /// `date` with `segment` moved by `step`, wrapping around within the segment (the day
    /// within its month, the minute within its hour), as desktop date fields do; the year
    /// does not wrap.
    func stepping(_ segment: DateSegment, by step: Int, in date: Date) -> Date {
        let range = range(segment, for: date)
        let count = range.count
        var value = value(segment, of: date) + step
        if segment != .year {
            value = (value - range.lowerBound) % count
            if value < 0 { value += count }
            value += range.lowerBound
        }
        return setting(segment, to: min(max(value, range.lowerBound), range.upperBound), in: date) ?? date
    }

    /// How many digits a segment takes when typed.
    static func digits(_ segment: DateSegment) -> Int { segment == .year ? 4 : 2 }
}

extension ClosedRange where Bound == Date {
    /// `date`, moved into the range.
    func clamp(_ date: Date) -> Date { Swift.min(Swift.max(date, lowerBound), upperBound) }
}

private struct TimeZoneKey: EnvironmentKey {
    static var defaultValue: TimeZone { TimeZone.current }
}

extension EnvironmentValues {
    /// The time zone date pickers show dates in (the system's by default).
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
}
