package import SceneryCore
package import SceneryPlatform
package import SceneryWire

/// What the renderer needs from a drawing backend (X11, headless).
///
/// The contract starts small, in the style of SwiftCrossUI's `BackendFeatures.Core`: make a
/// window, present frames, show it, title it, close it. Features grow in their own protocols.
@MainActor
package protocol RenderBackend: AnyObject {
    /// Measures text the way this backend draws it.
    var textMeasurer: any TextMeasurer { get }
    /// Pixels per point of the display its windows are on (``DisplayScaleRule``): windows
    /// are that many times larger in pixels than in points, and draw at that resolution.
    var displayScale: CGFloat { get }
    /// Why this backend cannot draw (its libraries did not load), or nil when it can. Asked
    /// before a window's view is resolved; may wait for libraries loading in the background.
    var drawingUnavailable: String? { get }
    /// Creates (but does not show) a window.
    func makeWindow(_ spec: BackendWindowSpec, delegate: any BackendWindowDelegate) throws(RendererError) -> any BackendWindow
    /// Sets up drawing state that does not need text (a window's first frame is drawn
    /// next); called while the text stack may still be loading.
    func prepareToDraw()
    /// Does the first-use work of drawing (font loading, text shaping, glyph upload) ahead
    /// of need, in a spare renderer that waits for a window.
    func warmUp()
    /// Work that waits until the first frame is on screen and the loop is idle (writing
    /// the font configuration cache).
    func afterFirstFrame()
    /// The process's text selections (the clipboard and the primary selection), made on
    /// first call and the same object afterwards; nil when the backend has none. Making
    /// it costs nothing on the window system: that waits for the first copy or paste.
    func textSelections(loop: EventLoop) -> (any ClipboardHandOverService)?
    /// Sets the title of a window this process does not own (another renderer's, which is
    /// not responding); nothing when the backend has no such windows.
    func setTitle(ofWindow id: UInt32, to title: String)
    /// The input method of this process's windows (made on first call, connecting to
    /// nothing until a text field takes the focus); nil when the backend has none.
    func inputMethodService() -> (any InputMethodService)?
    /// The height, in points of the window `parent` (a native id), that the screen has for
    /// a popup over it anchored at `anchor` (the parent's points): the work area of the
    /// monitor the anchor is on. A menu taller than that is clamped to it and scrolls. Nil
    /// when the backend does not know (the menu opens at its ideal height).
    func popupAvailableHeight(parent: UInt32, anchor: CGRect) -> CGFloat?
}

extension RenderBackend {
    package var displayScale: CGFloat { 1 }
    package func prepareToDraw() {}
    package func warmUp() {}
    package func afterFirstFrame() {}
    package func textSelections(loop: EventLoop) -> (any ClipboardHandOverService)? { nil }
    package func setTitle(ofWindow id: UInt32, to title: String) {}
    package func inputMethodService() -> (any InputMethodService)? { nil }
    package func popupAvailableHeight(parent: UInt32, anchor: CGRect) -> CGFloat? { nil }
}

/// How a new window should look before its first frame.
package struct BackendWindowSpec: Sendable {
    /// The app id, set as `WM_CLASS` on X11.
    package var appID: String
    /// The window title (`_NET_WM_NAME`).
    package var title: String
    /// The initial content size, in points (the window is ``displayScale`` times as many
    /// pixels).
    package var size: Size
    /// Where on the screen to put the window (`defaultPosition`): a unit point of the
    /// space the screen leaves around the window; nil lets the window manager place it.
    package var position: UnitPoint?
    /// What kind of window it is: a top-level window, or a presentation's dialog or popup
    /// over another window of the renderer.
    package var role: BackendWindowRole

    package init(appID: String, title: String, size: Size, position: UnitPoint? = nil, role: BackendWindowRole = .normal) {
        self.appID = appID
        self.title = title
        self.size = size
        self.position = position
        self.role = role
    }
}

/// What kind of native window a ``BackendWindowSpec`` asks for.
package enum BackendWindowRole: Equatable, Sendable {
    /// A top-level window.
    case normal
    /// A dialog over the window `parent` (a native id): X11 `WM_TRANSIENT_FOR`,
    /// `_NET_WM_WINDOW_TYPE_DIALOG`, `_NET_WM_STATE_MODAL` when `modal`; centred on it.
    case dialog(parent: UInt32, modal: Bool)
    /// A popup next to `anchor` (points, in the coordinates of the window `parent`): X11
    /// override-redirect with a window type, placed below the anchor (or on the side `edge`
    /// says) and flipped to stay on screen; it holds the pointer and keyboard while up.
    case popup(parent: UInt32, kind: PopupKind, anchor: CGRect, edge: Edge)
}

/// The kind of a popup window (X11 `_NET_WM_WINDOW_TYPE`).
package enum PopupKind: Equatable, Sendable {
    /// A popover or a context menu (`_NET_WM_WINDOW_TYPE_POPUP_MENU`).
    case popupMenu
    /// A menu opened from a button (`_NET_WM_WINDOW_TYPE_DROPDOWN_MENU`).
    case dropdownMenu
    /// A help tag (`_NET_WM_WINDOW_TYPE_TOOLTIP`); takes no grab.
    case tooltip
}

/// One native window.
@MainActor
package protocol BackendWindow: AnyObject {
    /// The native window id (the X11 window id; 0 when there is none).
    var nativeID: UInt32 { get }
    /// Draws `list` as the window's new frame, `size` points large (drawn at the backend's
    /// display scale), repainting only what `damage` says changed since the last frame of
    /// the same size (a new size, or a window with no frame yet, repaints everything).
    func present(_ list: DisplayList, size: Size, damage: DisplayListDamage)
    /// Shows the window (call after the first ``present(_:size:damage:)``).
    func show()
    /// Changes the title.
    func setTitle(_ title: String)
    /// Limits how small and how large the window may be made, in points (X11:
    /// `WM_NORMAL_HINTS`, in pixels); nil means no limit.
    func setSizeLimits(minimum: Size?, maximum: Size?)
    /// Brings the window forward and focuses it (X11: `_NET_ACTIVE_WINDOW` to the WM).
    func activate()
    /// Destroys the window.
    func close()
}

/// What a backend window reports to the renderer.
@MainActor
package protocol BackendWindowDelegate: AnyObject {
    /// The window's state changed (reported once per batch of window-system events).
    func windowStateChanged(_ state: WindowState)
    /// The window's size changed (in points); lay out again and present.
    func windowDidResize(to size: Size)
    /// The window was shown on screen for the first time.
    func windowDidMap()
    /// The window manager asked to close the window (`WM_DELETE_WINDOW`).
    func windowCloseRequested()
    /// The primary pointer button went down (`pressed`) or up at `point` (window points),
    /// with `modifiers` held (Shift, Control… as the window system reports them).
    func windowPointer(pressed: Bool, at point: CGPoint, modifiers: EventModifiers)
    /// As ``windowPointer(pressed:at:modifiers:)``, with the number of presses in a row
    /// (within the double-click time and a few pixels of each other) this press ends: 2
    /// for the second press of a double click. Releases carry the count of their press.
    func windowPointer(pressed: Bool, at point: CGPoint, modifiers: EventModifiers, clickCount: Int)
    /// The pointer moved to `point` (window points, possibly outside the window) while the
    /// primary button is held down.
    func windowPointerMoved(to point: CGPoint)
    /// The pointer is at `point` (window points) with no button held, or, with nil, has
    /// left the window. Backends report the last position of each batch of events (motion
    /// coalesced), so controls can draw a hover look and `onHover` actions run.
    func windowPointerHovered(at point: CGPoint?)
    /// A key went down, repeats or came up while the window has the keyboard focus.
    func windowKey(_ press: KeyPress)

    /// The mouse wheel turned over `point` (window points) by `notches`: positive height
    /// scrolls down (X11 button 5), negative up (4); positive width right (7), negative
    /// left (6).
    func windowScroll(notches: CGSize, at point: CGPoint)
    /// The mouse's back button (X11 button 8) went down over `point` (window points):
    /// the innermost navigation stack that is not at its root goes back.
    func windowNavigateBack(at point: CGPoint)
    /// The middle button (X11 button 2) went down over `point` (window points): a value
    /// link there opens its value in a new window.
    func windowMiddleClick(at point: CGPoint)
    /// A popup window holding the pointer was clicked outside itself (X11: a press the
    /// grab reported beyond the window): it is dismissed.
    func windowClickedOutside()
    /// The secondary button (X11 button 3) went down over `point` (window points): the
    /// context menu of the view there opens.
    func windowSecondaryClick(at point: CGPoint)
    /// The backend cannot go on (the X connection broke).
    func backendFailed(_ message: String)
}

extension BackendWindowDelegate {
    /// A delegate that does not count clicks treats every press as a single click.
    package func windowPointer(pressed: Bool, at point: CGPoint, modifiers: EventModifiers, clickCount: Int) {
        windowPointer(pressed: pressed, at: point, modifiers: modifiers)
    }
    /// Popups only: a top-level window is never clicked outside itself.
    package func windowClickedOutside() {}
    /// Windows without context menus ignore the secondary button.
    package func windowSecondaryClick(at point: CGPoint) {}

    /// The primary pointer button went down or up at `point` with no modifier held.
    package func windowPointer(pressed: Bool, at point: CGPoint) {
        windowPointer(pressed: pressed, at: point, modifiers: [])
    }
}

/// A renderer failure with a message a person can act on.
package struct RendererError: Error, CustomStringConvertible, Sendable {
    package var message: String
    package init(_ message: String) { self.message = message }
    package var description: String { message }
}

/// A window on a virtual display (the headless backend): tests drive what a person would do
/// through the scene host, and read each frame back.
@MainActor
package protocol SimulatedWindow: AnyObject {
    /// Gives or takes the focus, minimises, restores, asks to close, or clicks.
    func simulate(_ event: WindowEvent)
    /// Writes the last frame as a PNG (atomically: readers never see half a file).
    func saveFrame(to path: String) -> Bool
}
