package import SceneryCore
import SceneryPlatform

extension WindowController {
    /// After each frame: one surface per presentation the views report (in the registry),
    /// oldest first, each laid out at its own size and presented in its own window (opened
    /// the first time, transient for the window or presentation that presents it); the
    /// surfaces of presentations that ended close, and their `onDismiss` actions run.
    func updatePresentations() {
        let entries = presentations.active
        var kept: [PresentationSurface] = []
        if let (backend, appID) = openedOn, let window = backendWindow {
            for entry in entries {
                let parent = entry.parentKey.flatMap { key in kept.first { $0.entry.key == key } }
                // A presentation whose presenter's presentation is gone goes with it.
                if entry.parentKey != nil && parent == nil { continue }
                let surface = surfaces.first { $0.entry.key == entry.key } ?? PresentationSurface(controller: self, entry: entry)
                surface.update(
                    entry, backend: backend, appID: appID, parentID: parent?.window?.nativeID ?? window.nativeID,
                    parentTitle: title)
                if surface.window != nil { kept.append(surface) }
            }
        }
        // Presentations that ended, or whose presenter's presentation ended, close (the
        // innermost first).
        var regrab: [PresentationSurface] = []
        for surface in surfaces.reversed() where !kept.contains(where: { $0 === surface }) {
            surface.close()
            // A submenu that closed gave back the grab its menu held: the menu takes it again.
            if let parentKey = surface.entry.parentKey, let parent = kept.first(where: { $0.entry.key == parentKey }),
               parent.isMenu {
                regrab.append(parent)
            }
        }
        if surfaces.count != kept.count { submenuDelay.cancel() }
        for surface in regrab { surface.window?.activate() }
        let changed = kept.map(\.entry.key) != surfaces.map(\.entry.key)
        surfaces = kept
        if changed { focusMoved() }
        let dismissals = presentations.takeDismissals()
        for action in dismissals { action() }
        if !dismissals.isEmpty && graph.isUpdateScheduled && scheduleUpdate == nil { updateViews() }
    }

    /// Whether a modal presentation (a sheet, an alert) is up over the window (`key` nil)
    /// or over the presentation `key`: the one below takes no input while it is.
    package func isInputBlocked(in key: String?) -> Bool {
        surfaces.contains { $0.entry.kind.isModal && $0.entry.parentKey == key }
    }

    /// Brings the front-most modal presentation forward (a click on the window behind it).
    func activateTopPresentation() {
        surfaces.last { $0.entry.kind.isModal }?.window?.activate()
    }

    /// A press in the window: while a modal presentation is up it only brings that
    /// forward; while a popup of the window is up it dismisses the popup (and does nothing
    /// else, as a click outside a GTK popover does). Returns whether the press is used up.
    func pointerPressDismissesOrBlocks() -> Bool {
        if graph.isUpdateScheduled && scheduleUpdate == nil { updateViews() }
        if isInputBlocked(in: nil) {
            activateTopPresentation()
            return true
        }
        guard let popup = surfaces.last(where: { $0.entry.kind.isPopup && $0.entry.parentKey == nil }) else { return false }
        popup.entry.dismiss()
        applyInput()
        return true
    }

    /// A right click: closes an open popup (as any press outside it does), else opens the
    /// context menu of the view under the pointer.
    package func windowSecondaryClick(at point: CGPoint) {
        guard let root = rootNode, !pointerPressDismissesOrBlocks() else { return }
        guard ContextMenus.open(at: point, in: root) else { return }
        applyInput()
    }

    /// The window lost the keyboard focus to another window (not to a grab): its popups go.
    func windowLostFocus() {
        let popups = surfaces.filter { $0.entry.kind.isPopup && $0.entry.parentKey == nil }
        guard !popups.isEmpty else { return }
        for popup in popups { popup.entry.dismiss() }
        applyInput()
    }

    /// After input in a presentation: state changes update every view (at once without an
    /// event loop, as in tests); otherwise the presentation draws again (a pressed look, a
    /// focus ring).
    func applyInput(redrawing surface: PresentationSurface) {
        if graph.isUpdateScheduled {
            if scheduleUpdate == nil { updateViews() }
        } else if surface.window != nil {
            surface.redraw()
        }
    }

    /// A presentation's window could not be made.
    func reportPresentationFailure(_ message: String) {
        writeStandardError("scenery: cannot open a presentation's window: \(message)\n")
    }

    /// The surface of the presentation that is up at `key`, if any.
    package func surface(presentedBy key: String) -> PresentationSurface? {
        surfaces.first { $0.entry.key == key }
    }
}
