import Foundation
@testable import SceneryCore
import SceneryTesting
import Testing

/// The dates a timeline's content was made for, in order.
@MainActor
final class TimelineDates {
    var dates: [Date] = []
}

/// A timeline on `schedule` whose content records each date it is made for.
struct RecordingTimeline<Schedule: TimelineSchedule>: View {
    let schedule: Schedule
    let record: TimelineDates
    var body: some View {
        TimelineView(schedule) { context in
            let _ = record.dates.append(context.date)
            Text("\(context.date.timeIntervalSinceReferenceDate)")
        }
    }
}

/// The dates a `TimelineView` shows for the built-in schedules. The window's clock is the
/// test's: each date is fired as the window would when its timer expires.
@Suite("TimelineView: the dates of periodic, every-minute and explicit schedules")
@MainActor
struct TimelineDateRuleTests {
    /// Fires every date the timelines ask for up to `end`, rendering after each.
    private func run<Root: View>(_ harness: GraphHarness<Root>, until end: Date) {
        let timelines = harness.graph.timelines
        while let next = timelines.nextDate, next <= end {
            #expect(timelines.fire(at: next))
            harness.render()
        }
    }

    @Test("V81: .periodic(from: start, by: 1), 3.5 s on, made its content for start, +1, +2, +3; it draws nothing of its own")
    func periodic() {
        let record = TimelineDates()
        let start = Date()
        let harness = GraphHarness(RecordingTimeline(schedule: .periodic(from: start, by: 1), record: record))
        run(harness, until: start.addingTimeInterval(3.5))
        #expect(record.dates == [0, 1, 2, 3].map { start.addingTimeInterval($0) })
        #expect(harness.graph.timelines.nextDate == start.addingTimeInterval(4))

        let content = Color.red.frame(width: 10, height: 10)
        let timed = LayoutSnapshot(of: TimelineView(.periodic(from: start, by: 1)) { _ in content })
        #expect(timed.displayList == LayoutSnapshot(of: content).displayList)
    }

    @Test("V82: every date of .everyMinute has 0 seconds, one minute apart")
    func everyMinute() throws {
        let record = TimelineDates()
        let harness = GraphHarness(RecordingTimeline(schedule: .everyMinute, record: record))
        let after = Date()
        let first = try #require(record.dates.first)
        run(harness, until: first.addingTimeInterval(180))
        #expect(record.dates.count == 4, "\(record.dates)")
        let calendar = Calendar(identifier: .gregorian)
        for date in record.dates {
            let parts = calendar.dateComponents(in: .current, from: date)
            #expect(parts.second == 0 && parts.nanosecond == 0, "\(date)")
        }
        #expect(zip(record.dates, record.dates.dropFirst()).allSatisfy { $1.timeIntervalSince($0) == 60 })
        #expect(first <= after && after.timeIntervalSince(first) < 61, "the first is the start of the current minute")
    }

    @Test("V83: .explicit of two past dates shows the later one, once; of a future date, now, then that date, then stops")
    func explicit() throws {
        let now = Date()
        let past = TimelineDates()
        let pastHarness = GraphHarness(
            RecordingTimeline(schedule: .explicit([now.addingTimeInterval(-120), now.addingTimeInterval(-60)]), record: past))
        #expect(past.dates == [now.addingTimeInterval(-60)])
        #expect(pastHarness.graph.timelines.nextDate == nil, "nothing more to show")
        #expect(!pastHarness.graph.timelines.fire(at: now.addingTimeInterval(3600)))

        let future = TimelineDates()
        let later = Date().addingTimeInterval(30)
        let before = Date()
        let harness = GraphHarness(RecordingTimeline(schedule: .explicit([later]), record: future))
        let after = Date()
        let first = try #require(future.dates.first)
        #expect(future.dates.count == 1 && first >= before && first <= after, "first the current date")
        #expect(harness.graph.timelines.nextDate == later)
        run(harness, until: later.addingTimeInterval(3600))
        #expect(future.dates == [first, later])
        #expect(harness.graph.timelines.nextDate == nil)
        #expect(!harness.graph.timelines.fire(at: later.addingTimeInterval(7200)), "and then stops")
    }
}
