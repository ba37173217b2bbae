import Foundation
@testable import SceneryCore
import SceneryHeadless
import SceneryPlatform
@testable import SceneryRenderer
import Testing

@Suite("TimelineView: updates at its dates, on the event loop, and stops when it leaves", .serialized, .probes)
@MainActor
struct TimelineViewTests {
    /// A timeline whose content records each date it is made for.
    struct Ticker: View {
        let probe: DateProbe
        let period: TimeInterval
        @State var shown = true
        var body: some View {
            let _ = { probe.hide = { shown = false } }()
            if shown {
                TimelineView(.periodic(from: probe.start, by: period)) { context in
                    let _ = probe.dates.append(context.date)
                    Text("\(context.date.timeIntervalSince(probe.start))")
                }
            }
        }
    }

    @MainActor
    final class DateProbe {
        let start = Date()
        var dates: [Date] = []
        var hide: (@MainActor () -> Void)?

        init() { ProbeScope.enter(self) { $0.hide = nil } }
    }

    @Test("The timeline registers while on screen; firing its date runs the content again with the next date; leaving unregisters it")
    func registry() {
        let probe = DateProbe()
        let harness = GraphHarness(Ticker(probe: probe, period: 60))
        let timelines = harness.graph.timelines
        #expect(timelines.count == 1)
        #expect(probe.dates == [probe.start])
        #expect(timelines.nextDate == probe.start.addingTimeInterval(60))
        #expect(!timelines.fire(at: probe.start.addingTimeInterval(30)), "nothing is due yet")
        #expect(timelines.fire(at: probe.start.addingTimeInterval(60)))
        harness.render()
        #expect(probe.dates.last == probe.start.addingTimeInterval(60), "the due entry, although the clock is earlier")
        #expect(timelines.nextDate == probe.start.addingTimeInterval(120))
        probe.hide?()
        harness.render()
        #expect(timelines.count == 0)
        #expect(timelines.nextDate == nil)
    }

    @Test("On the event loop the window wakes once per period and not in between, and not at all once the timeline is gone")
    func wakesAtThePeriod() throws {
        let loop = EventLoop()
        let backend = HeadlessBackend()
        let probe = DateProbe()
        let period = 0.15
        let controller = WindowController(content: AnyView(Ticker(probe: probe, period: period)), textMeasurer: backend.textMeasurer)
        controller.scheduleUpdate = { work in loop.defer(work) }
        controller.frameTimer = FrameTimer(loop: loop)
        controller.timelineTimer = DeadlineTimer(loop: loop)
        try controller.open(on: backend, appID: "timeline", title: "timeline")
        #expect(controller.timelineTimer?.deadline != nil, "armed for the first date after the start")
        let wakeUpsBefore = loop.wakeUps
        let deadline = Date().addingTimeInterval(5)
        while probe.dates.count < 5 && Date() < deadline {
            loop.turn(timeoutMilliseconds: 1000)
        }
        #expect(probe.dates.count == 5, "\(probe.dates)")
        let wakeUps = loop.wakeUps - wakeUpsBefore
        #expect(wakeUps == 4, "one wake-up per date (4 dates after the first), got \(wakeUps)")
        #expect(controller.timelineTimer?.firings == 4)
        for (index, date) in probe.dates.enumerated() {
            #expect(abs(date.timeIntervalSince(probe.start) - Double(index) * period) < 0.001, "entry \(index) is the schedule's date")
        }
        // Each update came when its date did (not before it).
        #expect(Date() >= probe.start.addingTimeInterval(4 * period))
        #expect(controller.frameTimer?.isRunning == false, "a periodic timeline does not run the frame clock")

        probe.hide?()
        loop.turn(timeoutMilliseconds: 0)
        #expect(controller.graph.timelines.count == 0)
        #expect(controller.timelineTimer?.deadline == nil, "the timer is disarmed")
        let idle = loop.wakeUps
        #expect(!loop.turn(timeoutMilliseconds: 400), "nothing wakes the window once the timeline is gone")
        #expect(loop.wakeUps == idle)
        controller.close()
    }

    @Test("The every-frame animation schedule runs the frame clock while on screen, and stops it when it leaves")
    func animationScheduleUsesFrames() throws {
        struct Animated: View {
            let probe: DateProbe
            @State var shown = true
            var body: some View {
                let _ = { probe.hide = { shown = false } }()
                if shown {
                    TimelineView(.animation) { context in
                        let _ = probe.dates.append(context.date)
                        Color.red.frame(width: 10, height: 10)
                    }
                }
            }
        }
        let loop = EventLoop()
        let backend = HeadlessBackend()
        let probe = DateProbe()
        let controller = WindowController(content: AnyView(Animated(probe: probe)), textMeasurer: backend.textMeasurer)
        controller.scheduleUpdate = { work in loop.defer(work) }
        controller.frameTimer = FrameTimer(loop: loop)
        controller.timelineTimer = DeadlineTimer(loop: loop)
        try controller.open(on: backend, appID: "timeline", title: "timeline")
        #expect(controller.frameTimer?.isRunning == true)
        #expect(controller.timelineTimer?.deadline == nil, "frames, not the one-shot timer")
        let deadline = Date().addingTimeInterval(5)
        while probe.dates.count < 6 && Date() < deadline { loop.turn(timeoutMilliseconds: 1000) }
        #expect(probe.dates.count >= 6)
        #expect(zip(probe.dates, probe.dates.dropFirst()).allSatisfy { $0 < $1 }, "each frame a later date")
        probe.hide?()
        loop.turn(timeoutMilliseconds: 0)
        loop.turn(timeoutMilliseconds: 100)
        #expect(controller.frameTimer?.isRunning == false, "the frame clock stops with the timeline")
        controller.close()
    }

    @Test("A minimised window's timelines wake nothing; shown again, the timeline catches up on the date it missed")
    func pausedWhileMinimised() throws {
        let loop = EventLoop()
        let backend = HeadlessBackend()
        let probe = DateProbe()
        let period = 0.1
        let controller = WindowController(content: AnyView(Ticker(probe: probe, period: period)), textMeasurer: backend.textMeasurer)
        controller.scheduleUpdate = { work in loop.defer(work) }
        controller.frameTimer = FrameTimer(loop: loop)
        controller.timelineTimer = DeadlineTimer(loop: loop)
        try controller.open(on: backend, appID: "timeline", title: "timeline")
        let window = try #require(backend.windows.first)
        #expect(controller.timelineTimer?.deadline != nil)
        window.minimize()
        #expect(controller.timelineTimer?.deadline == nil, "disarmed while minimised")
        let count = probe.dates.count
        let idle = loop.wakeUps
        #expect(!loop.turn(timeoutMilliseconds: 350), "nothing wakes a minimised window")
        #expect(loop.wakeUps == idle && probe.dates.count == count)
        window.restore()
        loop.turn(timeoutMilliseconds: 0)
        let caughtUp = try #require(probe.dates.last)
        let elapsed = Date().timeIntervalSince(probe.start)
        #expect(caughtUp.timeIntervalSince(probe.start) > elapsed - period - 0.001, "the latest due date, not the one before minimising")
        #expect(controller.timelineTimer?.deadline != nil, "armed again for the next date")
        controller.close()
    }

    @Test("Updates scan the schedule from the date shown last, so a long-running timeline keeps its dates")
    func resumesFromShownDate() {
        let clock = TimelineClock()
        let start = Date(timeIntervalSinceReferenceDate: 0)
        let schedule = PeriodicTimelineSchedule(from: start, by: 1)
        #expect(clock.update(schedule: schedule, now: start) == start)
        // Past the scan limit of entries since the start: still the right date, and a next one.
        let later = start.addingTimeInterval(Double(TimelineClock.scanLimit) * 3 + 0.5)
        for step in stride(from: 10_000.0, through: later.timeIntervalSince(start), by: 10_000) {
            _ = clock.update(schedule: schedule, now: start.addingTimeInterval(step))
        }
        #expect(clock.update(schedule: schedule, now: later) == later.addingTimeInterval(-0.5))
        #expect(clock.next == later.addingTimeInterval(0.5))
    }
}
