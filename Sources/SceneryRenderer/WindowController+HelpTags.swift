package import SceneryCore

/// The help tag (`help(_:)`) under the pointer: pending until the pointer has rested on
/// its view for ``WindowController/helpTagDelayMilliseconds``, then shown in a tooltip
/// window.
struct HelpTagState {
    /// The view with the tag.
    let identity: IdentityPath
    /// Where the pointer is (the tag shows below it), in the coordinates of the window the
    /// view is in.
    var point: CGPoint
    /// The presentation (a sheet, a popover) the view is in; nil: the main window.
    weak var presentation: PresentationSurface?
    let inPresentation: Bool
    /// The tooltip's surface once it shows.
    var surface: PresentationSurface?
}

extension WindowController {
    /// How long the pointer rests on a view before its help tag shows (GTK's tooltips:
    /// 500 ms).
    package static let helpTagDelayMilliseconds: Double = 500

    /// The pointer moved to `point` (nil: it left the window): over a view with a help tag
    /// the tag shows after a moment (moving inside the same view does not restart the
    /// wait); leaving the view hides it.
    func helpTagPointerMoved(to point: CGPoint?) {
        helpTagPointerMoved(to: point, root: rootNode, presentation: nil)
    }

    /// ``helpTagPointerMoved(to:)`` over `root`, the content of `presentation` (nil: the
    /// main window's).
    func helpTagPointerMoved(to point: CGPoint?, root: ViewNode?, presentation: PresentationSurface?) {
        let node = point.flatMap { point in root.flatMap { HelpTags.innermost(at: point, in: $0) } }
        if let point, let node, var current = helpTag, current.identity == node.identity, current.presentation === presentation {
            if current.surface == nil {
                current.point = point
                helpTag = current
            }
            return
        }
        hideHelpTag()
        guard let point, let node else { return }
        helpTag = HelpTagState(identity: node.identity, point: point, presentation: presentation, inPresentation: presentation != nil)
        helpTagDelay.schedule(afterMilliseconds: Self.helpTagDelayMilliseconds) { [weak self] in self?.showHelpTag() }
    }

    /// Shows the pending help tag in a tooltip window below the pointer (flipped above it
    /// and kept on the screen by the backend).
    private func showHelpTag() {
        guard var tag = helpTag, tag.surface == nil, let (backend, appID) = openedOn else { return }
        // The view's tree and window now: the main window's, or its presentation's while open.
        let root: ViewNode?, window: (any BackendWindow)?
        if tag.inPresentation {
            root = tag.presentation?.content
            window = tag.presentation?.window
        } else {
            root = rootNode
            window = backendWindow
        }
        guard let root, let window, let node = HelpTags.node(tag.identity, in: root) else { return }
        let anchor = CGRect(x: tag.point.x - 0.5, y: tag.point.y, width: 1, height: Self.helpTagPointerHeight)
        let entry = PresentationRegistry.Entry(
            key: "help tag", kind: .tooltip, content: node.makeTag(), anchorRect: anchor,
            dismiss: { [weak self] in self?.hideHelpTag() })
        let surface = PresentationSurface(controller: self, entry: entry)
        surface.update(entry, backend: backend, appID: appID, parentID: window.nativeID, parentTitle: title)
        tag.surface = surface
        helpTag = tag
    }

    /// How far below the pointer's hot spot a help tag goes (past the pointer's arrow).
    static let helpTagPointerHeight: CGFloat = 20

    /// Hides the help tag shown or pending (the pointer left its view, a button went
    /// down, a key was pressed).
    package func hideHelpTag() {
        helpTagDelay.cancel()
        helpTag?.surface?.close()
        helpTag = nil
    }

    /// The help tag window shown now, if any.
    package var helpTagSurface: PresentationSurface? { helpTag?.surface }
}
