package import SceneryCore

extension WindowController {
    /// The pointer moved without a button held (or left the window, `nil`): the target
    /// under it draws its hover look, `onHover` and `onContinuousHover` actions run. The
    /// backend reports the last position of a batch of events, so a fast move costs one
    /// hit test and at most one redraw per batch. While a button is held the pressed
    /// target owns the pointer and nothing else hovers.
    package func windowPointerHovered(at point: CGPoint?) {
        guard let root = rootNode else { return }
        let changed: Bool
        if let point {
            hover.point = point
            guard pressedTarget == nil else { return }
            changed = hover.update(root: root, moved: true)
        } else {
            changed = hover.pointerLeft(root: root)
        }
        helpTagPointerMoved(to: point)
        if graph.isUpdateScheduled {
            if scheduleUpdate == nil { updateViews() }
        } else if changed {
            redraw()
        }
    }

    /// After a layout: the new nodes under a pointer that did not move are hovered (their
    /// look is drawn in this frame), and regions that moved under it or away hear so.
    func hoverAfterLayout() {
        guard hover.point != nil, pressedTarget == nil, let root = rootNode else { return }
        hover.update(root: root, moved: false)
    }
}
