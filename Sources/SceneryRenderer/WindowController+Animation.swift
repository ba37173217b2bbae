import Foundation
import SceneryCore
import SceneryPlatform

extension WindowController {
    /// One animation frame: the views holding animating values are updated for the clock's
    /// time, laid out and drawn. When nothing animates any more the frame timer stops.
    /// The `TimelineView`s on the frame clock update in the same frame.
    package func animationFrame() {
        let animating = graph.prepareAnimationFrame(at: animationClock())
        let ticked = graph.timelines.fire(at: Date(), frame: true)
        if animating || ticked {
            updateViews()
        } else {
            updateFrameTimer()
        }
    }

    /// Runs the frame timer while the graph animates or a timeline on screen follows
    /// frames, and only then.
    func updateFrameTimer() {
        guard let frameTimer else { return }
        if graph.isAnimating || graph.timelines.wantsFrames {
            frameTimer.start { [weak self] in self?.animationFrame() }
        } else {
            frameTimer.stop()
        }
    }
}
