import SceneryCore
import SceneryPlatform

extension WindowController {
    /// One animation frame: the views holding animating values are updated for the clock's
    /// time, laid out and drawn. When nothing animates any more the frame timer stops.
    package func animationFrame() {
        if graph.prepareAnimationFrame(at: animationClock()) {
            updateViews()
        } else {
            updateFrameTimer()
        }
    }

    /// Runs the frame timer while the graph animates, and only then.
    func updateFrameTimer() {
        guard let frameTimer else { return }
        if graph.isAnimating {
            frameTimer.start { [weak self] in self?.animationFrame() }
        } else {
            frameTimer.stop()
        }
    }
}
