public import Foundation

/// A view that updates on a schedule: its content is made again for each date of the
/// schedule, with the date in its context.
///
/// ```swift
/// TimelineView(.periodic(from: startDate, by: 1)) { context in
///     AnalogTimerView(date: context.date)
/// }
/// ```
///
/// The window wakes only at the schedule's dates: a one-shot timer on the renderer's event
/// loop is armed for the next date of the timelines on screen (the frame clock, for the
/// every-frame `.animation` schedule), and a timeline that leaves the tree stops (docs/appearance.md).
nonisolated public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    /// What the content is made from: the date of the current entry.
    public typealias Context = TimelineViewDefaultContext

    let schedule: Schedule
    let content: (Context) -> Content
    /// The view's timeline: its start, its next date, and the hook the window fires.
    @State private var clock = TimelineClock()
    /// Changed when the next date comes, so the body runs again.
    @State private var generation = 0

    /// A view whose `content` is made for each date of `schedule`.
    nonisolated public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    @MainActor public var body: some View {
        _ = generation
        let clock = self.clock
        let generation = $generation
        let date = clock.update(schedule: schedule, now: Date())
        return content(Context(date: date, cadence: .live))
            .modifier(_TimelineHook(clock: clock) { generation.wrappedValue &+= 1 })
    }
}

/// What a `TimelineView`'s content is made from.
public struct TimelineViewDefaultContext: Sendable {
    /// The date of the entry shown: the latest date of the schedule at or before now.
    public let date: Date
    /// How often the view updates: always `.live` in Scenery (a desktop is never in a
    /// low-frequency mode).
    public let cadence: Cadence

    /// How often a timeline updates, from fastest to slowest.
    public enum Cadence: Hashable, Comparable, Sendable {
        /// As often as the schedule says.
        case live
        /// About once a second.
        case seconds
        /// About once a minute.
        case minutes
    }
}

/// One `TimelineView`'s timeline: when it started, the date it shows, the next date, and
/// how to make the view update (set by the hook each time it is resolved).
final class TimelineClock: @unchecked Sendable {
    // @unchecked: created in a view's initialiser, used on the main actor only.
    /// When the view first appeared (what `entries(from:mode:)` starts from).
    private var start: Date?
    /// The date the body showed last: later updates scan the schedule from it, so an update
    /// costs the entries since then, not every entry since the view appeared.
    private var shown: Date?
    /// The date of the entry that is due, once the window fired it: the body never shows an
    /// older entry than this, even if the system clock reads a moment earlier.
    var due: Date?
    /// The next date of the schedule after the one shown; nil when there is none (or
    /// when it came and the body has not run again yet).
    var next: Date?
    /// Whether the schedule runs on the frame clock (`.animation` without an interval).
    private(set) var followsFrames = false
    /// Makes the view's body run again (set by ``_TimelineHook``).
    var advance: (@MainActor () -> Void)?

    /// How many entries of a schedule are looked at, at most, to find the current one.
    static let scanLimit = 100_000

    /// The date to show at `now`, after which ``next`` is the next date.
    func update<S: TimelineSchedule>(schedule: S, now: Date) -> Date {
        let start = self.start ?? now
        self.start = start
        let now = max(now, due ?? now)
        // Resume from the date shown last (a clock set back starts over from the start).
        let from = shown.flatMap { $0 <= now ? $0 : nil } ?? start
        var current: Date?
        next = nil
        var scanned = 0
        for date in schedule.entries(from: from, mode: .normal) {
            if date <= now {
                current = date
            } else {
                next = date
                break
            }
            scanned += 1
            if scanned >= Self.scanLimit { break }
        }
        followsFrames = (schedule as? AnimationTimelineSchedule)?.isFrameDriven ?? false
        let result = current ?? from
        shown = result
        return result
    }
}

/// Registers a `TimelineView`'s clock with the window while the view is in the tree.
nonisolated struct _TimelineHook: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let clock: TimelineClock
    let advance: @MainActor () -> Void

    @MainActor func resolve(
        content: (inout [ViewNode], ResolveContext) -> Void,
        into nodes: inout [ViewNode], context: ResolveContext
    ) {
        clock.advance = advance
        if let graph = context.graph {
            let timelines = graph.timelines
            let clock = clock
            graph.visitAppearance(
                at: context.path.appending(.explicit("timeline")),
                actions: AppearanceActions(onAppear: { timelines.add(clock) }, onDisappear: { timelines.remove(clock) }))
        }
        content(&nodes, context.child(.explicit("timed")))
    }
}

/// The timelines on screen in one window, and when the window must wake for them.
@MainActor
package final class TimelineRegistry {
    private var clocks: [ObjectIdentifier: TimelineClock] = [:]

    package init() {}

    func add(_ clock: TimelineClock) { clocks[ObjectIdentifier(clock)] = clock }
    func remove(_ clock: TimelineClock) { clocks[ObjectIdentifier(clock)] = nil }

    /// How many timelines are on screen.
    package var count: Int { clocks.count }

    /// The earliest next date of the timelines not on the frame clock; nil: none.
    package var nextDate: Date? {
        clocks.values.filter { !$0.followsFrames }.compactMap(\.next).min()
    }

    /// Whether a timeline on screen updates every frame.
    package var wantsFrames: Bool { clocks.values.contains { $0.followsFrames } }

    /// Updates the timelines whose next date is due at `now` (within a millisecond) — or,
    /// for a `frame` of the frame clock, those on the frame clock. Returns whether any was.
    @discardableResult
    package func fire(at now: Date, frame: Bool = false) -> Bool {
        var fired = false
        for clock in clocks.values {
            if frame {
                guard clock.followsFrames else { continue }
            } else {
                guard !clock.followsFrames, let next = clock.next, next.timeIntervalSince(now) <= 0.001 else { continue }
                clock.due = next
                clock.next = nil
            }
            clock.advance?()
            fired = true
        }
        return fired
    }
}
