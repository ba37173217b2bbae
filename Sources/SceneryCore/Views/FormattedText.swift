public import Foundation

extension Text {
    /// Creates text that shows `input` formatted by `format`:
    /// `Text(date, format: .dateTime.day().month())`, `Text(3000, format: .number)`.
    ///
    /// The text is formatted when it is created, in the style's locale (a style you do not
    /// give a locale uses the process's: `LANG`/`LC_ALL`). Foundation formats with ICU,
    /// which loads its data the first time anything is formatted (docs/appearance.md).
    nonisolated public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(verbatim: format.format(input))
    }

    /// Creates text that shows `subject` formatted by `formatter` (a `DateFormatter`, a
    /// `NumberFormatter`…); empty when the formatter cannot format it.
    nonisolated public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }

    /// Creates text that shows the object `subject` formatted by `formatter`; empty when
    /// the formatter cannot format it.
    nonisolated public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }

    /// Creates text that shows `date` in a style: its date, its time, or how far it is
    /// from now (``DateStyle``).
    ///
    /// The text is made when the view is created; the relative styles (`.relative`,
    /// `.offset`, `.timer`) show the distance at that moment. Put the text in a
    /// `TimelineView` to keep it current (SwiftUI updates such text by itself).
    nonisolated public init(_ date: Date, style: DateStyle) {
        self.init(verbatim: style.format(date, now: Date()))
    }

    /// How ``Text/init(_:style:)`` shows a date.
    public struct DateStyle: Hashable, Sendable {
        private enum Kind: Hashable, Sendable { case time, date, relative, offset, timer }
        private let kind: Kind

        /// The time of day: "3:08 PM".
        public static let time = DateStyle(kind: .time)
        /// The date: "June 3, 2019".
        public static let date = DateStyle(kind: .date)
        /// How far the date is from now, in the two largest units: "2 hours, 23 minutes".
        public static let relative = DateStyle(kind: .relative)
        /// The signed distance from now: "+2 hours", "-3 minutes".
        public static let offset = DateStyle(kind: .offset)
        /// The distance from now as a clock: "2:23:10", "4:05".
        public static let timer = DateStyle(kind: .timer)

        /// `date` in this style, with `now` as the present.
        nonisolated package func format(_ date: Date, now: Date) -> String {
            let distance = date.timeIntervalSince(now)
            switch kind {
            case .time:
                return date.formatted(date: .omitted, time: .shortened)
            case .date:
                return date.formatted(date: .long, time: .omitted)
            case .relative:
                return Self.components(abs(distance))
            case .offset:
                return (distance < 0 ? "-" : "+") + Self.components(abs(distance), maximumUnits: 1)
            case .timer:
                let seconds = Int(abs(distance).rounded(.down))
                let (hours, minutes, rest) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
                return hours > 0
                    ? String(format: "%d:%02d:%02d", hours, minutes, rest)
                    : String(format: "%d:%02d", minutes, rest)
            }
        }

        private static func components(_ interval: TimeInterval, maximumUnits: Int = 2) -> String {
            Duration.seconds(Int64(interval.rounded(.down))).formatted(
                .units(allowed: [.weeks, .days, .hours, .minutes, .seconds], width: .wide, maximumUnitCount: maximumUnits))
        }
    }
}
