public import Foundation

/// When a `TimelineView` updates: a sequence of dates from a start date.
public protocol TimelineSchedule {
    /// How often the schedule may update (Scenery always runs in `.normal`).
    typealias Mode = TimelineScheduleMode
    /// The dates, ascending.
    associatedtype Entries: Sequence where Entries.Element == Date
    /// The dates the view updates at, from `startDate` on: the first may be at or before
    /// `startDate` (the entry shown when the view appears).
    func entries(from startDate: Date, mode: Mode) -> Entries
}

/// How often a timeline may update.
public enum TimelineScheduleMode: Hashable, Sendable {
    /// As the schedule says.
    case normal
    /// Rarely (an always-on display's low power state; not used on Linux).
    case lowFrequency
}

/// Dates at a fixed interval from a start date.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    let start: Date
    let interval: TimeInterval

    /// Every `interval` seconds from `startDate` (which may be in the past).
    public init(from startDate: Date, by interval: TimeInterval) {
        start = startDate
        self.interval = interval
    }

    /// The dates of the schedule, from the last one at or before `startDate` (or from the
    /// schedule's start when that is later).
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        guard interval > 0 else { return Entries(first: start, interval: 0) }
        let steps = (startDate.timeIntervalSince(start) / interval).rounded(.down)
        return Entries(first: start.addingTimeInterval(max(0, steps) * interval), interval: interval)
    }

    /// The dates of a periodic schedule.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date?
        let interval: TimeInterval

        init(first: Date, interval: TimeInterval) {
            upcoming = first
            self.interval = interval
        }

        /// The next date (one date only when the interval is not positive).
        public mutating func next() -> Date? {
            guard let date = upcoming else { return nil }
            upcoming = interval > 0 ? date.addingTimeInterval(interval) : nil
            return date
        }
    }
}

/// The start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    /// Every minute.
    public init() {}

    /// The start of the minute of `startDate`, then the start of every minute after it.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
        let seconds = startDate.timeIntervalSinceReferenceDate
        let minute = Date(timeIntervalSinceReferenceDate: (seconds / 60).rounded(.down) * 60)
        return PeriodicTimelineSchedule.Entries(first: minute, interval: 60)
    }
}

/// Dates at the display's frame rate (or at a minimum interval): for views that animate
/// continuously. A paused schedule has one date.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    /// The least time between updates (nil: every frame).
    public let minimumInterval: Double?
    /// Whether the updates are paused.
    public let paused: Bool

    /// Updates every frame, or at most every `minimumInterval` seconds, unless `paused`.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    /// `startDate`, then a date each interval (a frame, 1/60 s, when none is given).
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
        PeriodicTimelineSchedule.Entries(first: startDate, interval: paused ? 0 : max(Self.frameInterval, minimumInterval ?? 0))
    }

    /// The frame clock's period.
    package static let frameInterval = 1.0 / 60

    /// Whether the updates follow the frame clock (every frame, not paused).
    var isFrameDriven: Bool { !paused && (minimumInterval ?? 0) <= Self.frameInterval }
}

/// The dates given.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let dates: Entries

    /// These dates, in ascending order.
    public init(_ dates: Entries) { self.dates = dates }

    /// The dates given (`startDate` plays no part).
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

extension ExplicitTimelineSchedule: Sendable where Entries: Sendable {}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Every `interval` seconds from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// At the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// Every frame.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// Every frame, or at most every `minimumInterval` seconds, unless `paused`.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule {
    /// At the dates given.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}
