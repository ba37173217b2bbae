import Foundation
import SceneryCore
import SceneryPlatform

extension WindowController {
    /// Arms the window's timeline timer for the next date of the `TimelineView`s on screen
    /// (or disarms it when there is none, or while the window is unmapped or minimised: a
    /// hidden window wakes for nothing, and its timelines catch up when it shows again).
    /// Called after every frame and when the window is shown or hidden.
    func updateTimelineTimer() {
        guard let timer = timelineTimer else { return }
        guard windowState.mapped && !windowState.iconic, let next = graph.timelines.nextDate else {
            timer.cancel()
            timelineDeadline = nil
            return
        }
        guard next != timelineDeadline || timer.deadline == nil else { return }
        timelineDeadline = next
        timer.arm(inMilliseconds: next.timeIntervalSinceNow * 1000) { [weak self] in self?.timelineTimerFired() }
    }

    /// The next date came: the timelines due update (their views' bodies run in the update
    /// this schedules, which draws and arms the timer for the date after).
    package func timelineTimerFired() {
        timelineDeadline = nil
        if graph.timelines.fire(at: Date()) {
            if scheduleUpdate == nil { updateViews() }
        } else {
            updateTimelineTimer()
        }
    }
}
