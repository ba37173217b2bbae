#if canImport(Glibc)
import Glibc
#endif
import CSceneryGraphics
import CXCB
package import SceneryCairo
package import SceneryCore
package import SceneryPlatform
package import SceneryRenderer

/// The X11 backend: one XCB connection, windows drawn with Cairo's XCB surface.
///
/// The connection's descriptor is watched by the renderer's ``EventLoop``; events are
/// drained and dispatched to their windows, requests are flushed once per turn.
@MainActor
package final class X11Backend: RenderBackend {
    let connection: OpaquePointer
    let screen: UnsafeMutablePointer<xcb_screen_t>
    let visual: UnsafeMutablePointer<xcb_visualtype_t>
    let atoms: Atoms
    /// Created on first use: that waits for the text stack loading in the background
    /// (``TextStack``), so the connection and handshake happen meanwhile.
    package private(set) lazy var painter = CairoPainter()
    /// Made with room for a few: a dictionary's first storage costs the Swift runtime a
    /// conformance scan, paid when the backend connects rather than when its window opens.
    private var windows = [xcb_window_t: X11Window](minimumCapacity: 2)
    /// Where the pointer was (root pixels) at the last event that said: a popup entered at
    /// that same place was mapped under a resting pointer.
    private var lastPointerRoot: (x: Int16, y: Int16)?
    let loop: EventLoop
    /// The server time of the last input event (key, button, motion): a popup opened in
    /// answer to it grabs the pointer and keyboard with it, and a copy owns the selection
    /// as of it (ICCCM: never `CurrentTime` for either). 0 before any.
    private(set) var lastEventTime: xcb_timestamp_t = 0
    /// The keyboard (xkbcommon), set up off the first frame's path (X11Keyboard.swift).
    let keyboard: X11Keyboard
    /// A window was mapped in this batch: load the keymap once the batch is done.
    private var keyboardWanted = false
    /// Cairo's XCB device is set up (``prepareToDraw()``).
    private var preparedToDraw = false
    /// The process's selections, made on first ask (X11TextSelections.swift).
    private var selections: X11TextSelections?

    /// Where the monitors and the work area are, read when a popup is placed.
    let monitorLayout = MonitorLayout()
    /// The placement read for the popup about to be made over a window
    /// (``popupAvailableHeight(parent:anchor:)``).
    var placementMemo: (parent: UInt32, placement: MonitorLayout.Placement)?

    /// The input method, made when a window's views first ask for it (X11InputMethod.swift).
    private var inputMethod: X11InputMethod?

    /// The input method of this process's windows: made on first call, connecting to
    /// nothing until a text field takes the focus.
    package func inputMethodService() -> (any InputMethodService)? {
        if let inputMethod { return inputMethod }
        let made = X11InputMethod(backend: self)
        inputMethod = made
        return made
    }

    /// The clipboard and primary selection of this process's windows.
    package func textSelections(loop: EventLoop) -> (any ClipboardHandOverService)? {
        if let selections { return selections }
        let made = X11TextSelections(backend: self, loop: self.loop)
        selections = made
        return made
    }

    package var textMeasurer: any TextMeasurer { painter.measurer }
    package var drawingUnavailable: String? { TextStack.drawingFailure }

    /// The `Xft.dpi` resource of the root window's `RESOURCE_MANAGER`, read at connection
    /// (its request rides with the atoms' round trip).
    private let xftDPI: Double?

    /// Pixels per point for this display (``DisplayScaleRule``): `SCENERY_SCALE`, else
    /// `Xft.dpi` ÷ 96, else the dpi of the primary monitor's physical size (RandR), else of
    /// the screen's; whole numbers from a dpi. Worked out on first use; windows keep it.
    package private(set) lazy var displayScale: CGFloat = resolveDisplayScale()

    private func resolveDisplayScale() -> CGFloat {
        if let text = RuntimePaths.environment(DisplayScaleRule.overrideVariable), !text.isEmpty {
            switch DisplayScaleRule.parseOverride(text) {
            case .success(let scale): return scale
            case .failure(let error): writeStandardError("scenery: \(error.message); using the X server's scale\n")
            }
        }
        if let xftDPI { return DisplayScaleRule.scale(forDPI: xftDPI) }
        let physical = RandRMonitor.primaryMonitor(connection: connection, root: screen.pointee.root).flatMap { monitor in
            DisplayScaleRule.physicalDPI(pixels: monitor.pixels, millimeters: monitor.millimeters)
        } ?? DisplayScaleRule.physicalDPI(
            pixels: (Double(screen.pointee.width_in_pixels), Double(screen.pointee.height_in_pixels)),
            millimeters: (Double(screen.pointee.width_in_millimeters), Double(screen.pointee.height_in_millimeters)))
        return physical.map(DisplayScaleRule.scale(forDPI:)) ?? 1
    }

    /// Connects to `$DISPLAY` (xcb_connect).
    ///
    /// - Throws: ``RendererError`` naming the display when there is none or it refuses.
    package init(loop: EventLoop) throws(RendererError) {
        let display = RuntimePaths.environment("DISPLAY") ?? ""
        guard !display.isEmpty else {
            throw RendererError("no X display: DISPLAY is not set")
        }
        var screenNumber: Int32 = 0
        let connection = xcb_connect(nil, &screenNumber)!
        if xcb_connection_has_error(connection) != 0 {
            xcb_disconnect(connection)
            throw RendererError("cannot connect to the X display \(display)")
        }
        self.connection = connection
        var iterator = xcb_setup_roots_iterator(xcb_get_setup(connection))
        for _ in 0..<screenNumber { xcb_screen_next(&iterator) }
        screen = iterator.data
        guard let visual = Self.findVisual(screen: iterator.data) else {
            throw RendererError("the X display \(display) has no visual for the root window")
        }
        self.visual = visual
        // The resource database (for Xft.dpi) is asked for before the atoms, so its reply
        // arrives in the same round trip.
        let resources = xcb_get_property(
            connection, 0, iterator.data.pointee.root, XCB_ATOM_RESOURCE_MANAGER.rawValue, XCB_ATOM_STRING.rawValue, 0, 1 << 16)
        atoms = Atoms(connection: connection)
        xftDPI = Self.readXftDPI(connection: connection, cookie: resources)
        keyboard = X11Keyboard(connection: connection)
        self.loop = loop
        let fd = xcb_get_file_descriptor(connection)
        loop.watch(fd) { [unowned self] in self.dispatchEvents() }
        // A round trip made outside event dispatch (drawing a frame for a host message,
        // Cairo's set-up) reads the events that arrived meanwhile into XCB's queue, where
        // poll(2) cannot see them: a close request could wait there until the next event.
        loop.afterEachTurn { [unowned self] in
            if let queued = xcb_poll_for_queued_event(self.connection) { self.dispatchEvents(startingWith: queued) }
        }
    }

    /// Remembers the first frame's text layouts for the next renderer, starts Pango if the
    /// frame did without it (``TextStack/finishFirstFrame()``), and writes the compact font
    /// configuration when this renderer had to load the system's (``FontConfigurationCache``).
    package func afterFirstFrame() {
        TextStack.finishFirstFrame()
        FontConfigurationCache.refreshIfNeeded()
    }

    /// Starts recording the first frame's text (``TextLayoutMemo``) and sets up Cairo's
    /// state for this connection (its XCB device: the RENDER and SHM queries) on a 1×1
    /// pixmap, once Cairo is loaded and while Pango's first layout may still be running on
    /// the text stack's thread. Does nothing when Cairo did not load
    /// (``drawingUnavailable`` reports that).
    package func prepareToDraw() {
        TextStack.memo?.beginRecording()
        guard !preparedToDraw, scenery_graphics_load_cairo() == 0 else { return }
        preparedToDraw = true
        drawOffScreen(width: 1, height: 1) { cr in
            cairo_set_source_rgba(cr, 0, 0, 0, 0)
            cairo_paint(cr)
        }
    }

    /// Draws with `draw` into a pixmap of this size that is freed afterwards: nothing is
    /// shown, but Cairo's and the X server's per-connection state (fonts, glyphs) is made.
    private func drawOffScreen(width: UInt16, height: UInt16, _ draw: (OpaquePointer) -> Void) {
        let pixmap = xcb_generate_id(connection)
        xcb_create_pixmap(connection, screen.pointee.root_depth, pixmap, screen.pointee.root, width, height)
        let surface = cairo_xcb_surface_create(connection, pixmap, visual, Int32(width), Int32(height))
        if let cr = cairo_create(surface) {
            draw(cr)
            cairo_destroy(cr)
        }
        cairo_surface_flush(surface)
        cairo_surface_destroy(surface)
        xcb_free_pixmap(connection, pixmap)
    }

    /// The fonts a spare warms up: those this app's windows drew with, the most used first
    /// (at most six), as their remembered text layouts say; else the common ones. Each font
    /// warmed costs the spare its faces, metrics and glyphs, tens of kilobytes that a font
    /// the app never draws with would keep for nothing.
    static func fontsToWarm(remembered: [Font]) -> [Font] {
        remembered.isEmpty ? [.body, .title, .headline, .caption, .largeTitle] : Array(remembered.prefix(6))
    }

    /// A spare renderer's warm-up: shapes text in the fonts ``fontsToWarm(remembered:)``
    /// names and draws it into an off-screen pixmap, so fonts are open, Pango's caches are
    /// filled and the glyphs are uploaded to the X server (glyph sets belong to the
    /// connection) before a window needs them. The pixmap is freed; nothing is shown.
    package func warmUp() {
        let sample = "Warm-up: the quick brown fox jumps over the lazy dog 0123456789 +-…"
        var list = DisplayList()
        for (index, font) in Self.fontsToWarm(remembered: TextStack.memo?.rememberedFonts ?? []).enumerated() {
            let size = painter.measurer.measure(sample, font: font, maxWidth: nil)
            list.append(.text(sample, font: font, color: .primary, frame: CGRect(x: 0, y: Double(index) * 40, width: size.width, height: size.height), style: TextLayoutStyle(lineLimit: 1)))
        }
        drawOffScreen(width: 64, height: 64) { cr in
            painter.paint(list, size: CGSize(width: 64, height: 64), on: cr)
        }
        // The keymap too, so a window opened in this spare gets keys without the cost.
        keyboard.setUpIfNeeded()
        // Its round trips may have queued events that poll(2) cannot see.
        dispatchEvents()
    }

    /// `Xft.dpi` from the reply to a `RESOURCE_MANAGER` request, or nil.
    private static func readXftDPI(connection: OpaquePointer, cookie: xcb_get_property_cookie_t) -> Double? {
        guard let reply = xcb_get_property_reply(connection, cookie, nil) else { return nil }
        defer { free(reply) }
        let length = Int(xcb_get_property_value_length(reply))
        guard reply.pointee.format == 8, length > 0, let value = xcb_get_property_value(reply) else { return nil }
        let text = String(decoding: UnsafeRawBufferPointer(start: value, count: length), as: UTF8.self)
        return DisplayScaleRule.xftDPI(inResources: text)
    }

    private static func findVisual(screen: UnsafeMutablePointer<xcb_screen_t>) -> UnsafeMutablePointer<xcb_visualtype_t>? {
        var depths = xcb_screen_allowed_depths_iterator(screen)
        while depths.rem > 0 {
            var visuals = xcb_depth_visuals_iterator(depths.data)
            while visuals.rem > 0 {
                if visuals.data.pointee.visual_id == screen.pointee.root_visual { return visuals.data }
                xcb_visualtype_next(&visuals)
            }
            xcb_depth_next(&depths)
        }
        return nil
    }

    package func makeWindow(_ spec: BackendWindowSpec, delegate: any BackendWindowDelegate) throws(RendererError) -> any BackendWindow {
        let window = X11Window(backend: self, spec: spec, delegate: delegate)
        windows[window.id] = window
        flush()
        return window
    }

    func forget(_ window: X11Window) { windows[window.id] = nil }

    /// The window with X id `id`, if this backend made it and it is open.
    func window(withID id: xcb_window_t) -> X11Window? { windows[id] }

    /// Reports every window's coalesced hover before a key or button is handled, so input
    /// keeps the order it came in.
    private func deliverPendingHovers() {
        for window in windows.values { window.deliverPendingHover() }
    }

    /// The window a key reported on `event` belongs to: the innermost menu or popover open
    /// over it, when one is. A popup grabs the keyboard as it maps, but a key pressed before
    /// the server took that grab (or while another client held one) reaches the window
    /// under it, and would otherwise be lost to the popup a person is looking at.
    func keyTarget(for event: xcb_window_t) -> X11Window? {
        guard var target = windows[event] else { return nil }
        while let child = windows.values.first(where: { $0.grab != nil && $0.opensOver(target.id) }) {
            target = child
        }
        return target
    }

    /// For pointer motion a popup's grab reports outside that popup, with no button held:
    /// the popup it was opened from (a submenu's menu, or that menu's) under the pointer,
    /// with the pointer in that popup's pixels. Nil when the pointer is over none of them.
    func popupUnderGrab(_ motion: xcb_motion_notify_event_t) -> (X11Window, Double, Double)? {
        guard motion.state & 256 == 0, let grabbing = windows[motion.event], grabbing.isPopup,
              !grabbing.containsPixel(x: Int(motion.event_x), y: Int(motion.event_y)) else { return nil }
        var candidate = grabbing.parentPopup
        while let popup = candidate {
            let x = Int(motion.root_x) - Int(popup.rootOrigin.x), y = Int(motion.root_y) - Int(popup.rootOrigin.y)
            if popup.containsPixel(x: x, y: y) { return (popup, Double(x), Double(y)) }
            candidate = popup.parentPopup
        }
        return nil
    }

    /// Sends buffered requests to the server.
    func flush() { xcb_flush(connection) }

    /// Drains every queued event, dispatches it, then lets windows coalesce their work.
    /// Finishing a batch may make round trips (property reads) that pull more events into
    /// XCB's queue; those are handled before returning, since poll(2) cannot see them.
    private func dispatchEvents(startingWith first: UnsafeMutablePointer<xcb_generic_event_t>? = nil) {
        var pending = first ?? xcb_poll_for_event(connection)
        while true {
            while let event = pending {
                handle(event)
                free(event)
                pending = xcb_poll_for_event(connection)
            }
            for window in windows.values { window.finishEventBatch() }
            if keyboardWanted {
                // After the first frame is on screen, not before (docs/input.md).
                keyboardWanted = false
                keyboard.setUpIfNeeded()
            }
            pending = xcb_poll_for_queued_event(connection)
            if pending == nil { break }
        }
        if xcb_connection_has_error(connection) != 0 {
            let all = windows.values
            windows.removeAll()
            for window in all { window.delegate?.backendFailed("lost the connection to the X display") }
            return
        }
        flush()
    }

    private func handle(_ event: UnsafeMutablePointer<xcb_generic_event_t>) {
        let type = event.pointee.response_type & 0x7f
        let raw = UnsafeMutableRawPointer(event)
        if keyboard.handleExtensionEvent(event) { return }
        if let selections, selections.handle(event) { return }
        switch Int32(type) {
        case XCB_EXPOSE:
            let expose = raw.assumingMemoryBound(to: xcb_expose_event_t.self).pointee
            if expose.count == 0 { windows[expose.window]?.handleExpose() }
        case XCB_CONFIGURE_NOTIFY:
            let configure = raw.assumingMemoryBound(to: xcb_configure_notify_event_t.self).pointee
            windows[configure.window]?.handleConfigure(width: configure.width, height: configure.height)
            inputMethod?.windowMoved(configure.window)
        case XCB_MAP_NOTIFY:
            let map = raw.assumingMemoryBound(to: xcb_map_notify_event_t.self).pointee
            if let window = windows[map.window] {
                window.handleMap()
                if !keyboard.isReady { keyboardWanted = true }
                // The frame is on screen: Pango can load now, beside the keymap.
                TextStack.loadPangoInBackground()
            }
        case XCB_DESTROY_NOTIFY:
            let destroy = raw.assumingMemoryBound(to: xcb_destroy_notify_event_t.self).pointee
            if destroy.window == destroy.event { windows[destroy.window]?.handleDestroy() }
        case XCB_UNMAP_NOTIFY:
            let unmap = raw.assumingMemoryBound(to: xcb_unmap_notify_event_t.self).pointee
            windows[unmap.window]?.handleUnmap()
        case XCB_FOCUS_IN, XCB_FOCUS_OUT:
            let focus = raw.assumingMemoryBound(to: xcb_focus_in_event_t.self).pointee
            if Int32(type) == XCB_FOCUS_OUT { keyboard.forgetKeysDown() }
            windows[focus.event]?.handleFocus(into: Int32(type) == XCB_FOCUS_IN, mode: focus.mode, detail: focus.detail)
            if let inputMethod, let focused = X11Window.focus(after: Int32(type) == XCB_FOCUS_IN, mode: focus.mode, detail: focus.detail) {
                inputMethod.windowFocusChanged(focus.event, focused: focused)
            }
        case XCB_PROPERTY_NOTIFY:
            let property = raw.assumingMemoryBound(to: xcb_property_notify_event_t.self).pointee
            windows[property.window]?.handlePropertyChange(property.atom)
        case XCB_BUTTON_PRESS, XCB_BUTTON_RELEASE:
            let button = raw.assumingMemoryBound(to: xcb_button_press_event_t.self).pointee
            lastEventTime = button.time
            lastPointerRoot = (button.root_x, button.root_y)
            deliverPendingHovers()
            if let window = windows[button.event], window.isPopup, Int32(type) == XCB_BUTTON_PRESS,
               !window.containsPixel(x: Int(button.event_x), y: Int(button.event_y)) {
                // A press the popup's grab reports beyond the popup: a click outside it.
                window.handleClickOutside()
            } else if button.detail == 1 {
                windows[button.event]?.handlePointer(
                    pressed: Int32(type) == XCB_BUTTON_PRESS, x: Double(button.event_x), y: Double(button.event_y),
                    state: button.state, time: button.time)
            } else if (4...7).contains(button.detail) && Int32(type) == XCB_BUTTON_PRESS {
                // The wheel: each notch is a press and release of button 4 (up), 5 (down),
                // 6 (left) or 7 (right); the press is the notch.
                windows[button.event]?.handleWheel(button: button.detail, x: Double(button.event_x), y: Double(button.event_y))
            } else if button.detail == 2 && Int32(type) == XCB_BUTTON_PRESS {
                // The middle button: a link under it opens in a new window.
                windows[button.event]?.handleMiddleButton(x: Double(button.event_x), y: Double(button.event_y))
            } else if button.detail == 3 && Int32(type) == XCB_BUTTON_PRESS {
                // The secondary button: a context menu opens.
                windows[button.event]?.handleSecondaryButton(x: Double(button.event_x), y: Double(button.event_y))
            } else if button.detail == 8 && Int32(type) == XCB_BUTTON_PRESS {
                // The mouse's back button (9, forward, has no meaning yet).
                windows[button.event]?.handleBackButton(x: Double(button.event_x), y: Double(button.event_y))
            }
        case XCB_MOTION_NOTIFY:
            // With button 1 held a pressed button follows the pointer in and out (the
            // implicit grab reports it outside the window too); without, it hovers.
            let motion = raw.assumingMemoryBound(to: xcb_motion_notify_event_t.self).pointee
            lastEventTime = motion.time
            lastPointerRoot = (motion.root_x, motion.root_y)
            if let (menu, x, y) = popupUnderGrab(motion) {
                // A submenu's grab reports the pointer over the menu it came from: that menu
                // hovers (its item under the pointer is highlighted), the submenu does not.
                windows[motion.event]?.handlePointerLeave()
                menu.handlePointerMotion(x: x, y: y, state: motion.state)
            } else {
                windows[motion.event]?.handlePointerMotion(
                    x: Double(motion.event_x), y: Double(motion.event_y), state: motion.state)
            }
        case XCB_ENTER_NOTIFY:
            let enter = raw.assumingMemoryBound(to: xcb_enter_notify_event_t.self).pointee
            let resting = lastPointerRoot.map { $0 == (enter.root_x, enter.root_y) } ?? false
            lastPointerRoot = (enter.root_x, enter.root_y)
            // A popup that maps under a resting pointer (the click that opened a menu)
            // hovers nothing there until the pointer moves, as GTK's menus do: the item
            // that happens to lie under it is not highlighted.
            guard let window = windows[enter.event], !(resting && window.isPopup) else { break }
            window.handlePointerMotion(x: Double(enter.event_x), y: Double(enter.event_y), state: enter.state)
        case XCB_LEAVE_NOTIFY:
            let leave = raw.assumingMemoryBound(to: xcb_leave_notify_event_t.self).pointee
            lastPointerRoot = (leave.root_x, leave.root_y)
            windows[leave.event]?.handlePointerLeave()
        case XCB_KEY_PRESS, XCB_KEY_RELEASE:
            let key = raw.assumingMemoryBound(to: xcb_key_press_event_t.self).pointee
            lastEventTime = key.time
            deliverPendingHovers()
            let pressed = Int32(type) == XCB_KEY_PRESS
            let target = keyTarget(for: key.event)
            if let inputMethod, inputMethod.routesKeys, let target {
                // The input method sees the key first (X11InputMethod.swift).
                if let read = keyboard.read(keycode: key.detail, pressed: pressed, coreState: key.state) {
                    inputMethod.process(read, state: key.state, window: target.id)
                }
            } else if let window = target, let press = keyboard.translate(keycode: key.detail, pressed: pressed, coreState: key.state) {
                window.handleKey(press)
            }
        case XCB_CLIENT_MESSAGE:
            let message = raw.assumingMemoryBound(to: xcb_client_message_event_t.self).pointee
            windows[message.window]?.handleClientMessage(message)
        default:
            break
        }
    }
}
