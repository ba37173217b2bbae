package import SceneryCore

extension WindowController {
    /// A key event from the backend: the focus controller delivers it (the focused view,
    /// then `onKeyPress` actions up its ancestors, then Tab navigation); state changes
    /// update the views, a moved ring or pressed look redraws.
    package func windowKey(_ press: KeyPress) {
        // A key sees what the keys before it did: apply a pending update first (several
        // keys can arrive in one batch, and the last one may have enabled a button).
        if graph.isUpdateScheduled { updateViews() }
        if press.phase != .up {
            lastInputWasKeyboard = true
            hideHelpTag()
        }
        guard let root = rootNode, !isInputBlocked(in: nil) else { return }
        let result = focus.handleKey(press, root: root)
        // The Menu key and Shift+F10 open the focused view's context menu (GTK's keys).
        if result == .ignored && ContextMenus.isMenuKey(press) && !pointerPressDismissesOrBlocks() {
            _ = ContextMenus.openForKeyboard(focused: focus.focusedNode, in: root)
        }
        focusMoved()
        applyInput()
    }

    /// The mouse's back button: pops the innermost navigation stack that is not at its
    /// root (under the pointer if one there can go back), as Alt+Left does.
    package func windowNavigateBack(at point: CGPoint) {
        if graph.isUpdateScheduled { updateViews() }
        guard let root = rootNode, !isInputBlocked(in: nil), NavigationBack.goBack(at: point, in: root) else { return }
        applyInput()
    }

    /// The middle button: a text field under the pointer pastes the PRIMARY selection at
    /// the point; otherwise it opens the value of the link under the pointer in a new window,
    /// when a value-presenting window group presents its type (a browser's "open in new
    /// tab"); elsewhere it does nothing.
    package func windowMiddleClick(at point: CGPoint) {
        if graph.isUpdateScheduled { updateViews() }
        guard let root = rootNode, !isInputBlocked(in: nil) else { return }
        // A text field under the pointer takes it first: it pastes the PRIMARY selection.
        if let target = HitTesting.target(at: point, in: root), target.middleClicked(at: point) {
            applyInput()
            return
        }
        _ = NavigationLinkWindow.open(at: point, in: root)
    }

    /// After input: state changes update the views (at once without an event loop, as in
    /// tests; otherwise in the deferred update); a moved ring or pressed look redraws.
    func applyInput() {
        if graph.isUpdateScheduled {
            if scheduleUpdate == nil { updateViews() }
        } else if focus.needsDisplay {
            redraw()
        }
    }
}
