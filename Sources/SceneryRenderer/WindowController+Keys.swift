package import SceneryCore

extension WindowController {
    /// A key event from the backend: the focus controller delivers it (the focused view,
    /// then `onKeyPress` actions up its ancestors, then Tab navigation); state changes
    /// update the views, a moved ring or pressed look redraws.
    package func windowKey(_ press: KeyPress) {
        guard let root = rootNode else { return }
        _ = focus.handleKey(press, root: root)
        if graph.isUpdateScheduled {
            // At once when there is no event loop (tests); otherwise the deferred update.
            if scheduleUpdate == nil { updateViews() }
        } else if focus.needsDisplay {
            redraw()
        }
    }
}
