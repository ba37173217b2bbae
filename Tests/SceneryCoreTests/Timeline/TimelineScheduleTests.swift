import Foundation
@testable import SceneryCore
import Testing

@Suite("Timeline schedules and the entry a timeline shows")
struct TimelineScheduleTests {
    private let origin = Date(timeIntervalSinceReferenceDate: 1_000_000)

    @Test("A periodic schedule starts at the last date at or before the start, then every interval")
    func periodic() {
        let schedule = PeriodicTimelineSchedule.periodic(from: origin, by: 2)
        let dates = Array(schedule.entries(from: origin.addingTimeInterval(5), mode: .normal).prefix(3))
        #expect(dates == [4, 6, 8].map { origin.addingTimeInterval($0) })
        let future = Array(schedule.entries(from: origin.addingTimeInterval(-10), mode: .normal).prefix(2))
        #expect(future == [origin, origin.addingTimeInterval(2)], "a start in the future begins there")
    }

    @Test("Every minute starts at the start of the minute")
    func everyMinute() {
        let start = Date(timeIntervalSinceReferenceDate: 60 * 1000 + 42)
        let dates = Array(EveryMinuteTimelineSchedule.everyMinute.entries(from: start, mode: .normal).prefix(2))
        #expect(dates == [Date(timeIntervalSinceReferenceDate: 60_000), Date(timeIntervalSinceReferenceDate: 60_060)])
    }

    @Test("The animation schedule: every frame, at a minimum interval, or once when paused")
    func animation() {
        let frames = Array(AnimationTimelineSchedule.animation.entries(from: origin, mode: .normal).prefix(2))
        #expect(frames == [origin, origin.addingTimeInterval(1.0 / 60)])
        #expect(AnimationTimelineSchedule.animation.isFrameDriven)
        let slow = AnimationTimelineSchedule.animation(minimumInterval: 0.5)
        #expect(Array(slow.entries(from: origin, mode: .normal).prefix(2)) == [origin, origin.addingTimeInterval(0.5)])
        #expect(!slow.isFrameDriven)
        let paused = AnimationTimelineSchedule.animation(paused: true)
        #expect(Array(paused.entries(from: origin, mode: .normal)) == [origin])
        #expect(!paused.isFrameDriven)
    }

    @Test("An explicit schedule is its dates")
    func explicit() {
        let dates = [origin, origin.addingTimeInterval(3)]
        #expect(Array(ExplicitTimelineSchedule.explicit(dates).entries(from: .distantFuture, mode: .normal)) == dates)
    }

    @Test("A clock shows the latest date at or before now and knows the next; none past the last explicit date")
    func clock() {
        let clock = TimelineClock()
        let schedule = PeriodicTimelineSchedule(from: origin, by: 1)
        #expect(clock.update(schedule: schedule, now: origin.addingTimeInterval(2.5)) == origin.addingTimeInterval(2))
        #expect(clock.next == origin.addingTimeInterval(3))
        #expect(clock.update(schedule: schedule, now: origin.addingTimeInterval(3)) == origin.addingTimeInterval(3))
        let explicitClock = TimelineClock()
        let explicit = ExplicitTimelineSchedule([origin, origin.addingTimeInterval(1)])
        #expect(explicitClock.update(schedule: explicit, now: origin.addingTimeInterval(5)) == origin.addingTimeInterval(1))
        #expect(explicitClock.next == nil)
        let early = TimelineClock()
        let later = ExplicitTimelineSchedule([origin.addingTimeInterval(10)])
        #expect(early.update(schedule: later, now: origin) == origin, "before the first date: the start")
        #expect(early.next == origin.addingTimeInterval(10))
    }

    @Test("A fired date is shown even if the clock reads a moment earlier")
    func dueDate() {
        let clock = TimelineClock()
        let schedule = PeriodicTimelineSchedule(from: origin, by: 1)
        _ = clock.update(schedule: schedule, now: origin.addingTimeInterval(0.5))
        clock.due = origin.addingTimeInterval(1)
        #expect(clock.update(schedule: schedule, now: origin.addingTimeInterval(0.999)) == origin.addingTimeInterval(1))
    }
}
