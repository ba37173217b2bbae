import Foundation
import SceneryCore
import SceneryPlatform

extension WindowController {
    /// One animation frame: the views holding animating values are updated for the clock's
    /// time, laid out and drawn. When nothing animates any more the frame timer stops.
    /// The `TimelineView`s on the frame clock update in the same frame. Without animations,
    /// content that moves by itself (an indeterminate progress indicator) is drawn again for
    /// the new time, without an update or layout.
    package func animationFrame() {
        let animating = graph.prepareAnimationFrame(at: animationClock())
        let ticked = graph.timelines.fire(at: Date(), frame: true)
        if animating || ticked {
            updateViews()
        } else if displayList.animatesContinuously {
            redraw()
        } else {
            updateFrameTimer()
        }
    }

    /// Whether frames are due: an animation runs, or the window, shown on screen, has a
    /// timeline that follows frames or presents content that moves by itself.
    var needsFrames: Bool {
        graph.isAnimating
            || ((graph.timelines.wantsFrames || displayList.animatesContinuously) && windowState.mapped && !windowState.iconic)
    }

    /// Runs the frame timer while frames are due (``needsFrames``), and only then.
    func updateFrameTimer() {
        guard let frameTimer else { return }
        if needsFrames {
            frameTimer.start { [weak self] in self?.animationFrame() }
        } else {
            frameTimer.stop()
        }
    }
}
