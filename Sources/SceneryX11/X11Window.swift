#if canImport(Glibc)
import Glibc
#endif
import CSceneryGraphics
import CXCB
import SceneryCore
import SceneryRenderer
import SceneryShared

/// One top-level X11 window, double-buffered through a server-side pixmap.
///
/// The renderer speaks points; the window is ``scale`` (the backend's display scale) times
/// as many pixels: sizes, positions and events are converted here, and frames are painted
/// at the pixel resolution.
///
/// Frames are drawn into the pixmap with Cairo, which is also the window's background, so
/// the window shows its first frame the moment it is mapped (no empty flash) and an
/// `Expose` is repaired by copying the pixmap, without layout.
@MainActor
final class X11Window: BackendWindow {
    let id: xcb_window_t
    private unowned let backend: X11Backend
    weak var delegate: (any BackendWindowDelegate)?
    private var pixmap: xcb_pixmap_t = 0
    /// Set when another client destroyed the window (DestroyNotify).
    private var destroyedByOthers = false
    /// The size the pixmap was made for, in points, and its pixel size.
    private var pixmapSize = Size.zero
    private var pixmapPixels = (width: UInt16(0), height: UInt16(0))
    /// Pixels per point.
    let scale: CGFloat
    private var gc: xcb_gcontext_t
    private var pendingSize: Size?
    private var mapped = false
    /// What the X events of this batch say about the window.
    private var state = WindowState()
    /// What was last reported to the delegate.
    private var reportedState = WindowState()
    private var needsStateRead = false
    private var frameNumber: UInt32 = 0
    /// What WM_NORMAL_HINTS says: the requested position and the size limits.
    private var hints = SizeHints()
    /// A top-level window, or a presentation's dialog or popup (X11Window+Presentation.swift).
    let role: BackendWindowRole
    /// A popup's grab of the pointer and keyboard (X11Window+Presentation.swift).
    var grab: PopupGrab?
    /// Where a popup was placed on the root window, in pixels (popups do not move).
    var rootOrigin = (x: Int16(0), y: Int16(0))

    var nativeID: UInt32 { id }
    var connection: OpaquePointer { backend.connection }
    /// The backend that made the window.
    var owner: X11Backend { backend }

    init(backend: X11Backend, spec: BackendWindowSpec, delegate: any BackendWindowDelegate) {
        self.backend = backend
        self.delegate = delegate
        role = spec.role
        scale = backend.displayScale
        let connection = backend.connection
        let screen = backend.screen.pointee
        id = xcb_generate_id(connection)
        let eventMask = XCB_EVENT_MASK_EXPOSURE.rawValue | XCB_EVENT_MASK_STRUCTURE_NOTIFY.rawValue
            | XCB_EVENT_MASK_FOCUS_CHANGE.rawValue | XCB_EVENT_MASK_PROPERTY_CHANGE.rawValue
            | XCB_EVENT_MASK_KEY_PRESS.rawValue | XCB_EVENT_MASK_KEY_RELEASE.rawValue
            | XCB_EVENT_MASK_BUTTON_PRESS.rawValue | XCB_EVENT_MASK_BUTTON_RELEASE.rawValue
            | XCB_EVENT_MASK_POINTER_MOTION.rawValue | XCB_EVENT_MASK_ENTER_WINDOW.rawValue
            | XCB_EVENT_MASK_LEAVE_WINDOW.rawValue
        var origin = (x: Int16(0), y: Int16(0))
        let pixels = Self.pixels(spec.size, scale: scale)
        // A popup is override-redirect: the window manager neither frames nor places it
        // (the value list follows the mask's bit order: BACK_PIXEL, OVERRIDE_REDIRECT,
        // EVENT_MASK).
        let isPopup = if case .popup = spec.role { true } else { false }
        let values: [UInt32] = isPopup ? [screen.white_pixel, 1, eventMask] : [screen.white_pixel, eventMask]
        let valueMask = XCB_CW_BACK_PIXEL.rawValue | XCB_CW_EVENT_MASK.rawValue
            | (isPopup ? XCB_CW_OVERRIDE_REDIRECT.rawValue : 0)
        if let placed = Self.presentationOrigin(spec.role, pixels: pixels, backend: backend) {
            origin = placed
            if !isPopup { hints.position = origin }
        }
        if let position = spec.position {
            // defaultPosition: a unit point of the room the screen leaves around the window.
            let roomX = max(0, Double(screen.width_in_pixels) - Double(pixels.width))
            let roomY = max(0, Double(screen.height_in_pixels) - Double(pixels.height))
            origin = (Int16((roomX * position.x).rounded()), Int16((roomY * position.y).rounded()))
            hints.position = origin
        }
        rootOrigin = origin
        xcb_create_window(
            connection, UInt8(XCB_COPY_FROM_PARENT), id, screen.root, origin.x, origin.y,
            pixels.width, pixels.height, 0,
            UInt16(XCB_WINDOW_CLASS_INPUT_OUTPUT.rawValue), screen.root_visual,
            valueMask, values)
        gc = xcb_generate_id(connection)
        xcb_create_gc(connection, gc, id, 0, nil)
        setIdentity(spec)
        setPresentationProperties(spec.role)
        if hints.position != nil { writeSizeHints() }
    }

    /// The whole pixels that hold `size` points (at least 1 × 1, at most 32767).
    static func pixels(_ size: Size, scale: CGFloat) -> (width: UInt16, height: UInt16) {
        func whole(_ points: CGFloat) -> UInt16 {
            let value = (points * scale - 1e-9).rounded(.up)
            guard value.isFinite else { return 1 }
            return UInt16(max(1, min(32767, value)))
        }
        return (whole(size.width), whole(size.height))
    }

    func setSizeLimits(minimum: Size?, maximum: Size?) {
        let limits = SizeHints.limits(minimum: minimum, maximum: maximum, scale: scale)
        var new = hints
        new.minimum = limits.minimum
        new.maximum = limits.maximum
        guard new != hints else { return }
        hints = new
        writeSizeHints()
        backend.flush()
    }

    /// ICCCM §4.1.2.3 WM_NORMAL_HINTS (type WM_SIZE_HINTS, 18 CARD32s).
    private func writeSizeHints() {
        var values = hints.encoded()
        xcb_change_property(
            connection, UInt8(XCB_PROP_MODE_REPLACE.rawValue), id, XCB_ATOM_WM_NORMAL_HINTS.rawValue,
            XCB_ATOM_WM_SIZE_HINTS.rawValue, 32, UInt32(values.count), &values)
    }

    /// ICCCM/EWMH identity: WM_CLASS, titles, WM_PROTOCOLS, _NET_WM_PID, WM_CLIENT_MACHINE.
    private func setIdentity(_ spec: BackendWindowSpec) {
        let atoms = backend.atoms
        // WM_CLASS is "instance\0class\0"; both are the app id.
        let wmClass = Array(spec.appID.utf8) + [0] + Array(spec.appID.utf8) + [0]
        setProperty(XCB_ATOM_WM_CLASS.rawValue, type: XCB_ATOM_STRING.rawValue, bytes: wmClass)
        setTitle(spec.title)
        var protocols = [atoms.wmDeleteWindow, atoms.netWMPing]
        xcb_change_property(
            connection, UInt8(XCB_PROP_MODE_REPLACE.rawValue), id, atoms.wmProtocols,
            XCB_ATOM_ATOM.rawValue, 32, UInt32(protocols.count), &protocols)
        var pid = UInt32(getpid())
        xcb_change_property(
            connection, UInt8(XCB_PROP_MODE_REPLACE.rawValue), id, atoms.netWMPID,
            XCB_ATOM_CARDINAL.rawValue, 32, 1, &pid)
        var host = [CChar](repeating: 0, count: 256)
        if gethostname(&host, host.count - 1) == 0 {
            let name = host.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
            setProperty(XCB_ATOM_WM_CLIENT_MACHINE.rawValue, type: XCB_ATOM_STRING.rawValue, bytes: name)
        }
    }

    func setProperty(_ property: xcb_atom_t, type: xcb_atom_t, bytes: [UInt8]) {
        xcb_change_property(
            connection, UInt8(XCB_PROP_MODE_REPLACE.rawValue), id, property, type, 8,
            UInt32(bytes.count), bytes)
    }

    func setTitle(_ title: String) {
        let utf8 = Array(title.utf8)
        setProperty(backend.atoms.netWMName, type: backend.atoms.utf8String, bytes: utf8)
        setProperty(XCB_ATOM_WM_NAME.rawValue, type: backend.atoms.utf8String, bytes: utf8)
        backend.flush()
    }

    /// Paints into the back pixmap (only `damage`'s region when the pixmap already holds the
    /// previous frame at this size) and copies what was painted to the window.
    func present(_ list: DisplayList, size: Size, damage: DisplayListDamage) {
        let pixels = Self.pixels(size, scale: scale)
        let width = Int32(pixels.width), height = Int32(pixels.height)
        var region: CGRect? = nil
        let reusable = pixmap != 0 && pixmapSize == size
        if reusable {
            switch damage {
            case .none: region = .zero
            case .region(let rect): region = rect
            case .full: region = nil
            }
        }
        if pixmap == 0 || pixmapSize != size {
            if pixmap != 0 { xcb_free_pixmap(connection, pixmap) }
            pixmap = xcb_generate_id(connection)
            xcb_create_pixmap(connection, backend.screen.pointee.root_depth, pixmap, id, pixels.width, pixels.height)
            pixmapSize = size
            pixmapPixels = pixels
        }
        if region != .zero {
            let surface = cairo_xcb_surface_create(connection, pixmap, backend.visual, width, height)
            let cr = cairo_create(surface)!
            backend.painter.paint(list, size: size, scale: scale, clip: region, on: cr)
            cairo_destroy(cr)
            cairo_surface_flush(surface)
            cairo_surface_destroy(surface)
        }
        if !reusable {
            // The frame becomes the background (so mapping shows it at once) and the contents.
            var background = pixmap
            xcb_change_window_attributes(connection, id, XCB_CW_BACK_PIXMAP.rawValue, &background)
        }
        if let region {
            if !region.isEmpty {
                // The damaged points, grown to whole pixels.
                let minX = Int16(clamping: Int((region.minX * scale).rounded(.down)))
                let minY = Int16(clamping: Int((region.minY * scale).rounded(.down)))
                let maxX = Int((region.maxX * scale).rounded(.up)), maxY = Int((region.maxY * scale).rounded(.up))
                xcb_copy_area(
                    connection, pixmap, id, gc, minX, minY, minX, minY,
                    UInt16(clamping: max(0, maxX - Int(minX))), UInt16(clamping: max(0, maxY - Int(minY))))
            }
        } else {
            copyToWindow()
        }
        // _SCENERY_FRAME counts presented frames: tests and benchmarks wait for its
        // PropertyNotify to know a new frame is on screen, without polling pixels.
        frameNumber &+= 1
        xcb_change_property(
            connection, UInt8(XCB_PROP_MODE_REPLACE.rawValue), id, backend.atoms.sceneryFrame,
            XCB_ATOM_CARDINAL.rawValue, 32, 1, &frameNumber)
        backend.flush()
    }

    private func copyToWindow() {
        guard pixmap != 0 else { return }
        xcb_copy_area(connection, pixmap, id, gc, 0, 0, 0, 0, pixmapPixels.width, pixmapPixels.height)
    }

    /// EWMH `_NET_ACTIVE_WINDOW` to the root window, source indication 2 (a request on the
    /// person's behalf, e.g. `scenectl activate`): the window manager raises, de-iconifies
    /// and focuses the window.
    func activate() {
        // A popup is not the window manager's to focus: it takes its grab again (a menu
        // whose submenu, which held the grab, closed).
        if isPopup {
            grab?.timer?.cancel()
            grab = nil
            return grabInput()
        }
        var event = xcb_client_message_event_t()
        event.response_type = UInt8(XCB_CLIENT_MESSAGE)
        event.format = 32
        event.window = id
        event.type = backend.atoms.netActiveWindow
        event.data.data32 = (2, 0, 0, 0, 0)
        let root = backend.screen.pointee.root
        withUnsafeBytes(of: &event) { bytes in
            let mask = XCB_EVENT_MASK_SUBSTRUCTURE_NOTIFY.rawValue | XCB_EVENT_MASK_SUBSTRUCTURE_REDIRECT.rawValue
            _ = xcb_send_event(connection, 0, root, mask, bytes.baseAddress!.assumingMemoryBound(to: CChar.self))
        }
        backend.flush()
    }

    func show() {
        xcb_map_window(connection, id)
        // A popup's grab goes out with its map, in one write: the server takes the grab as
        // the window becomes viewable, before a client that sees it mapped can type.
        if isPopup { grabInput() }
        backend.flush()
    }

    func close() {
        releaseGrab()
        backend.forget(self)
        if pixmap != 0 { xcb_free_pixmap(connection, pixmap) }
        xcb_free_gc(connection, gc)
        if !destroyedByOthers { xcb_destroy_window(connection, id) }
        backend.flush()
        delegate = nil
    }

    // MARK: Events

    func handleExpose() { copyToWindow() }

    /// Another client destroyed the window (any X client may): the window is gone, so it
    /// closes as if the person had closed it, and the renderer ends.
    func handleDestroy() {
        destroyedByOthers = true
        delegate?.windowCloseRequested()
    }

    /// The window's size in pixels.
    var pixelSize: (width: UInt16, height: UInt16) { pixmapPixels }

    /// The window's new size in pixels; the renderer gets it in points.
    func handleConfigure(width: UInt16, height: UInt16) {
        pendingSize = Size(width: CGFloat(Double(width)) / scale, height: CGFloat(Double(height)) / scale)
    }

    func handleMap() {
        state.mapped = true
        guard !mapped else { return }
        mapped = true
        delegate?.windowDidMap()
    }

    /// The window was unmapped (minimised, or hidden by the window manager). Reported at
    /// once, not at the end of the batch: a minimise and a restore that fall into one batch
    /// (the renderer busy or descheduled while they happen) still pass through the
    /// background phase, so `onChange(of: scenePhase)` sees both.
    func handleUnmap() {
        state.mapped = false
        if reportedState.mapped { reportStateIfChanged() }
    }

    /// Tells the delegate the window's state, if it differs from what it was told last.
    private func reportStateIfChanged() {
        guard state != reportedState else { return }
        reportedState = state
        delegate?.windowStateChanged(state)
    }

    /// The primary button went down or up at window pixel (x, y), with the X modifier
    /// mask `state` of the event.
    func handlePointer(pressed: Bool, x: Double, y: Double, state: UInt16, time: UInt32 = 0) {
        if pressed { clickCount = clicks.press(at: (x, y), time: time) }
        delegate?.windowPointer(pressed: pressed, at: points(x, y), modifiers: Self.modifiers(ofButtonState: state), clickCount: clickCount)
    }

    /// The presses in a row so far (X11 gives each press the server's time in ms).
    private var clicks = ClickCounter()
    /// The count of the last press, which its release reports too.
    private var clickCount = 1

    /// The modifiers in an X event's key-and-button mask: Shift, Lock, Control, Mod1 (Alt,
    /// `option`) and Mod4 (Super, `command`).
    static func modifiers(ofButtonState state: UInt16) -> EventModifiers {
        var modifiers: EventModifiers = []
        if state & 1 != 0 { modifiers.insert(.shift) }
        if state & 2 != 0 { modifiers.insert(.capsLock) }
        if state & 4 != 0 { modifiers.insert(.control) }
        if state & 8 != 0 { modifiers.insert(.option) }
        if state & 64 != 0 { modifiers.insert(.command) }
        return modifiers
    }

    /// The pointer moved while button 1 is held.
    func handlePointerMotion(x: Double, y: Double) {
        delegate?.windowPointerMoved(to: points(x, y))
    }

    /// Where the pointer hovers at the end of this batch of events: unchanged, at a point,
    /// or out of the window.
    private enum PendingHover { case none, at(CGPoint), left }
    private var pendingHover = PendingHover.none

    /// The pointer moved (or entered the window) at window pixel (x, y) with the X
    /// key-and-button mask `state`: with button 1 held it drags (reported at once, as the
    /// pressed target follows it); otherwise it hovers, reported once per batch with the
    /// last position.
    func handlePointerMotion(x: Double, y: Double, state: UInt16) {
        if state & 256 != 0 { return handlePointerMotion(x: x, y: y) }
        pendingHover = .at(points(x, y))
    }

    /// Reports the hover kept for the end of the batch now: before a key or a button,
    /// so that coalescing motion never moves it after input that came later.
    func deliverPendingHover() {
        let hover = pendingHover
        pendingHover = .none
        switch hover {
        case .none: break
        case .at(let point): delegate?.windowPointerHovered(at: point)
        case .left: delegate?.windowPointerHovered(at: nil)
        }
    }

    /// The pointer left the window (or another client grabbed it).
    func handlePointerLeave() { pendingHover = .left }

    /// Window pixel (x, y) in points.
    private func points(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: CGFloat(x) / scale, y: CGFloat(y) / scale) }

    /// A press outside a popup (reported by its grab).
    func handleClickOutside() { delegate?.windowClickedOutside() }

    /// Reports that the window holds the keyboard (a popup's grab succeeded).
    func reportGrabbedKeyboard() {
        state.focused = true
        reportedState = state
        delegate?.windowStateChanged(state)
    }

    /// A key event, translated by the backend's keyboard.
    func handleKey(_ press: KeyPress) { delegate?.windowKey(press) }

    /// A wheel notch (X11 button 4–7) at window pixel (x, y).
    func handleWheel(button: UInt8, x: Double, y: Double) {
        let notches = switch button {
        case 4: CGSize(width: 0, height: -1)
        case 5: CGSize(width: 0, height: 1)
        case 6: CGSize(width: -1, height: 0)
        default: CGSize(width: 1, height: 0)
        }
        delegate?.windowScroll(notches: notches, at: points(x, y))
    }

    /// The mouse's back button (X11 button 8) went down at window pixel (x, y).
    func handleBackButton(x: Double, y: Double) {
        delegate?.windowNavigateBack(at: points(x, y))
    }

    /// The secondary button (X11 button 3) went down at window pixel (x, y).
    func handleSecondaryButton(x: Double, y: Double) {
        delegate?.windowSecondaryClick(at: points(x, y))
    }

    /// The middle button (X11 button 2) went down at window pixel (x, y).
    func handleMiddleButton(x: Double, y: Double) {
        delegate?.windowMiddleClick(at: points(x, y))
    }

    func handleFocus(into: Bool, mode: UInt8, detail: UInt8) {
        if let focused = Self.focus(after: into, mode: mode, detail: detail) { state.focused = focused }
    }

    /// What a FocusIn (`into`) or FocusOut notification means for "this window holds the
    /// keyboard focus", or nil when it means nothing. Notifications caused by keyboard grabs
    /// (mode Grab/Ungrab: a window manager's Alt+Tab, a menu) and pointer-related details
    /// are not focus changes — they would make the scene phase flicker — and focus moving
    /// to a child window (FocusOut, detail Inferior) leaves the focus inside this window.
    nonisolated static func focus(after into: Bool, mode: UInt8, detail: UInt8) -> Bool? {
        let grabRelated = mode == UInt8(XCB_NOTIFY_MODE_GRAB.rawValue) || mode == UInt8(XCB_NOTIFY_MODE_UNGRAB.rawValue)
        let pointerRelated = detail == UInt8(XCB_NOTIFY_DETAIL_POINTER.rawValue)
            || detail == UInt8(XCB_NOTIFY_DETAIL_POINTER_ROOT.rawValue) || detail == UInt8(XCB_NOTIFY_DETAIL_NONE.rawValue)
        guard !grabRelated && !pointerRelated else { return nil }
        if !into && detail == UInt8(XCB_NOTIFY_DETAIL_INFERIOR.rawValue) { return nil }
        return into
    }

    /// WM_STATE or _NET_WM_STATE changed: read them once the batch is done.
    func handlePropertyChange(_ atom: xcb_atom_t) {
        if atom == backend.atoms.wmState || atom == backend.atoms.netWMState { needsStateRead = true }
    }

    /// Reads WM_STATE (ICCCM §4.1.3.1: IconicState = 3) and _NET_WM_STATE (EWMH:
    /// _NET_WM_STATE_HIDDEN) with pipelined requests.
    private func readIconicState() -> Bool {
        let atoms = backend.atoms
        let wmStateCookie = xcb_get_property(connection, 0, id, atoms.wmState, atoms.wmState, 0, 2)
        let netStateCookie = xcb_get_property(connection, 0, id, atoms.netWMState, XCB_ATOM_ATOM.rawValue, 0, 64)
        var iconic = false
        if let reply = xcb_get_property_reply(connection, wmStateCookie, nil) {
            if reply.pointee.format == 32 && xcb_get_property_value_length(reply) >= 4 {
                let state = xcb_get_property_value(reply).load(as: UInt32.self)
                iconic = iconic || state == 3
            }
            free(reply)
        }
        if let reply = xcb_get_property_reply(connection, netStateCookie, nil) {
            if reply.pointee.format == 32 {
                let count = Int(xcb_get_property_value_length(reply)) / 4
                let values = xcb_get_property_value(reply).assumingMemoryBound(to: xcb_atom_t.self)
                iconic = iconic || (0..<count).contains { values[$0] == atoms.netWMStateHidden }
            }
            free(reply)
        }
        return iconic
    }

    func handleClientMessage(_ message: xcb_client_message_event_t) {
        let atoms = backend.atoms
        guard message.type == atoms.wmProtocols, message.format == 32 else { return }
        let protocolAtom = message.data.data32.0
        if protocolAtom == atoms.wmDeleteWindow {
            delegate?.windowCloseRequested()
        } else if protocolAtom == atoms.netWMPing {
            // EWMH: answer a ping by sending it back to the root window.
            var reply = message
            reply.window = backend.screen.pointee.root
            withUnsafeBytes(of: &reply) { bytes in
                let mask = XCB_EVENT_MASK_SUBSTRUCTURE_NOTIFY.rawValue | XCB_EVENT_MASK_SUBSTRUCTURE_REDIRECT.rawValue
                _ = xcb_send_event(
                    connection, 0, backend.screen.pointee.root, mask,
                    bytes.baseAddress!.assumingMemoryBound(to: CChar.self))
            }
        }
    }

    /// Applies the last size of this batch of events: one layout per batch, however many
    /// ConfigureNotify events arrived.
    func finishEventBatch() {
        deliverPendingHover()
        if needsStateRead {
            needsStateRead = false
            state.iconic = readIconicState()
        }
        reportStateIfChanged()
        guard let size = pendingSize else { return }
        pendingSize = nil
        delegate?.windowDidResize(to: size)
    }
}
