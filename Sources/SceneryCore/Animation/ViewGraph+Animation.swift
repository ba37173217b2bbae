extension ViewGraph {
    /// Prepares one animation frame at `time` (seconds on the window's clock): the views
    /// holding animating attributes are re-traversed by the next ``update(_:context:)``.
    /// Returns false when nothing animates (the frame clock can stop).
    package func prepareAnimationFrame(at time: Double) -> Bool {
        animations.time = time
        guard animations.prepareFrame() else { return false }
        needsUpdate = true
        return true
    }

    /// Whether an animation runs or a view is leaving with a transition.
    package var isAnimating: Bool { animations.isAnimating }
}
