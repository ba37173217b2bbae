#if canImport(Glibc)
import Glibc
#endif
import CXCB
import SceneryCairo
import SceneryPlatform

/// A test's own X connection: it finds windows, reads their ICCCM/EWMH properties, waits
/// for X events with deadlines, sends window-manager requests and takes screenshots.
public final class XClient: @unchecked Sendable {
    // @unchecked: one XClient belongs to one test and is used from one task at a time.
    let connection: OpaquePointer
    /// The root window.
    public let root: UInt32
    private var atomCache: [String: xcb_atom_t] = [:]

    /// Connects to `display`.
    public init(display: String) throws {
        var screenNumber: Int32 = 0
        guard let connection = xcb_connect(display, &screenNumber), xcb_connection_has_error(connection) == 0 else {
            throw XvfbDisplay.StartError(description: "cannot connect to X display \(display)")
        }
        self.connection = connection
        var iterator = xcb_setup_roots_iterator(xcb_get_setup(connection))
        for _ in 0..<screenNumber { xcb_screen_next(&iterator) }
        root = iterator.data.pointee.root
    }

    deinit { xcb_disconnect(connection) }

    /// Moves the pointer to (`x`, `y`) on the root window and waits until the server has
    /// done it.
    public func warpPointer(x: Int, y: Int) {
        xcb_warp_pointer(connection, 0, root, 0, 0, 0, 0, Int16(clamping: x), Int16(clamping: y))
        free(xcb_get_input_focus_reply(connection, xcb_get_input_focus(connection), nil))
    }

    /// Interns an atom.
    public func atom(_ name: String) -> UInt32 {
        if let atom = atomCache[name] { return atom }
        let cookie = xcb_intern_atom(connection, 0, UInt16(name.utf8.count), name)
        let reply = xcb_intern_atom_reply(connection, cookie, nil)
        defer { free(reply) }
        let atom = reply?.pointee.atom ?? 0
        atomCache[name] = atom
        return atom
    }

    /// The name of an atom.
    public func atomName(_ atom: UInt32) -> String {
        let reply = xcb_get_atom_name_reply(connection, xcb_get_atom_name(connection, atom), nil)
        defer { free(reply) }
        guard let reply else { return "" }
        let length = Int(xcb_get_atom_name_name_length(reply))
        let bytes = UnsafeRawPointer(xcb_get_atom_name_name(reply)).assumingMemoryBound(to: UInt8.self)
        return String(decoding: UnsafeBufferPointer(start: bytes, count: length), as: UTF8.self)
    }

    /// The raw bytes and format of a property, or nil if it is not set.
    public func windowProperty(_ window: UInt32, _ name: String) -> (bytes: [UInt8], format: Int)? {
        let cookie = xcb_get_property(connection, 0, window, atom(name), UInt32(XCB_GET_PROPERTY_TYPE_ANY.rawValue), 0, 1 << 20)
        guard let reply = xcb_get_property_reply(connection, cookie, nil) else { return nil }
        defer { free(reply) }
        guard reply.pointee.type != 0 else { return nil }
        let length = Int(xcb_get_property_value_length(reply))
        let bytes = UnsafeRawPointer(xcb_get_property_value(reply)).assumingMemoryBound(to: UInt8.self)
        return (Array(UnsafeBufferPointer(start: bytes, count: length)), Int(reply.pointee.format))
    }

    /// Sets a property of type `STRING` (8-bit), as `xprop -set` would: e.g. the root
    /// window's `RESOURCE_MANAGER` (the resource database, `Xft.dpi:\t192`). Returns once
    /// the server has applied it.
    public func setString(_ window: UInt32, _ name: String, _ value: String) {
        let bytes = Array(value.utf8)
        xcb_change_property(
            connection, UInt8(XCB_PROP_MODE_REPLACE.rawValue), window, atom(name), XCB_ATOM_STRING.rawValue, 8,
            UInt32(bytes.count), bytes)
        // A round trip: the change is applied before the reply.
        free(xcb_get_input_focus_reply(connection, xcb_get_input_focus(connection), nil))
    }

    /// A text property split at NULs (`WM_CLASS` gives instance and class).
    public func strings(_ window: UInt32, _ name: String) -> [String] {
        guard let property = windowProperty(window, name) else { return [] }
        return property.bytes.split(separator: 0, omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }
            .filter { !$0.isEmpty }
    }

    /// A 32-bit property as numbers (`_NET_WM_PID`, atom lists, window lists).
    public func cardinals(_ window: UInt32, _ name: String) -> [UInt32] {
        guard let property = windowProperty(window, name), property.format == 32 else { return [] }
        let bytes = property.bytes
        var values: [UInt32] = []
        var i = 0
        while i + 3 < bytes.count {
            var value = UInt32(bytes[i])
            value |= UInt32(bytes[i + 1]) << 8
            value |= UInt32(bytes[i + 2]) << 16
            value |= UInt32(bytes[i + 3]) << 24
            values.append(value)
            i += 4
        }
        return values
    }

    /// The names of the atoms in an atom-list property (`WM_PROTOCOLS`).
    public func atomNames(_ window: UInt32, _ name: String) -> [String] {
        cardinals(window, name).map(atomName)
    }

    /// Asks for PropertyNotify events on the root window (`_NET_CLIENT_LIST`, WM readiness).
    public func watchRootProperties() {
        var mask = XCB_EVENT_MASK_PROPERTY_CHANGE.rawValue | XCB_EVENT_MASK_SUBSTRUCTURE_NOTIFY.rawValue
        xcb_change_window_attributes(connection, root, XCB_CW_EVENT_MASK.rawValue, &mask)
        xcb_flush(connection)
    }

    /// Asks for StructureNotify, PropertyNotify and Expose events on a window (map,
    /// unmap, destroy, configure, `_SCENERY_FRAME`, repaints).
    public func watchStructure(_ window: UInt32) {
        var mask = XCB_EVENT_MASK_STRUCTURE_NOTIFY.rawValue | XCB_EVENT_MASK_PROPERTY_CHANGE.rawValue
            | XCB_EVENT_MASK_EXPOSURE.rawValue
        xcb_change_window_attributes(connection, window, XCB_CW_EVENT_MASK.rawValue, &mask)
        xcb_flush(connection)
    }

    /// Checks `condition` now and after every X event until it holds or the deadline
    /// passes. Blocks on the X connection: no sleeping, no busy loop.
    public func waitUntil(milliseconds: Double, _ condition: () -> Bool) -> Bool {
        waitUntil(milliseconds: milliseconds, onEvent: { _ in }, condition)
    }

    /// ``waitUntil(milliseconds:_:)``, handing every event to `onEvent` before it is freed.
    func waitUntil(
        milliseconds: Double, onEvent: (UnsafeMutablePointer<xcb_generic_event_t>) -> Void, _ condition: () -> Bool
    ) -> Bool {
        let deadline = MonotonicClock.milliseconds() + milliseconds
        while true {
            if condition() { return true }
            // The condition's own requests may have pulled events into XCB's queue; any
            // event, queued or newly read, means the condition is worth checking again.
            var sawEvent = false
            while let event = xcb_poll_for_event(connection) {
                onEvent(event)
                free(event)
                sawEvent = true
            }
            if sawEvent { continue }
            let left = deadline - MonotonicClock.milliseconds()
            if left <= 0 { return false }
            var pfd = pollfd(fd: xcb_get_file_descriptor(connection), events: Int16(POLLIN), revents: 0)
            if poll(&pfd, 1, Int32(left.rounded(.up))) < 0 && errno != EINTR { return false }
            if xcb_connection_has_error(connection) != 0 { return false }
        }
    }

    /// The managed client windows (`_NET_CLIENT_LIST`, kept by the window manager).
    public var clientWindows: [UInt32] { cardinals(root, "_NET_CLIENT_LIST") }

    /// Waits for a managed window whose `WM_CLASS` is `wmClass`, and returns it.
    public func waitForWindow(wmClass: String, excluding: Set<UInt32> = [], milliseconds: Double = 10_000) -> UInt32? {
        waitForWindow(milliseconds: milliseconds) { !excluding.contains($0) && strings($0, "WM_CLASS").contains(wmClass) }
    }

    /// Waits for a managed window that satisfies `predicate` (e.g. a `_NET_WM_PID`).
    public func waitForWindow(milliseconds: Double = 10_000, where predicate: (UInt32) -> Bool) -> UInt32? {
        watchRootProperties()
        var found: UInt32?
        _ = waitUntil(milliseconds: milliseconds) {
            found = clientWindows.first(where: predicate)
            return found != nil
        }
        return found
    }

    /// Maps a small window of the test's own and waits until the window manager manages it
    /// (it appears in `_NET_CLIENT_LIST`), then destroys it.
    ///
    /// openbox 3.6 can read a map request into Xlib's queue while it starts and then sleep
    /// in poll(2) with the request still queued, until some other event wakes it. So if
    /// the probe is not managed within a short slice, this sends openbox a harmless request
    /// (`_NET_REQUEST_FRAME_EXTENTS` for the probe), which wakes it and drains its queue;
    /// slices double up to the deadline. After this returns true, the WM's loop is running
    /// with an empty queue, and an app's map request is handled at once.
    public func waitUntilWindowManagerManagesWindows(milliseconds: Double = 10_000) -> Bool {
        watchRootProperties()
        let screen = xcb_setup_roots_iterator(xcb_get_setup(connection)).data.pointee
        let window = xcb_generate_id(connection)
        xcb_create_window(
            connection, UInt8(XCB_COPY_FROM_PARENT), window, root, 0, 0, 10, 10, 0,
            UInt16(XCB_WINDOW_CLASS_INPUT_OUTPUT.rawValue), screen.root_visual, 0, nil)
        xcb_map_window(connection, window)
        xcb_flush(connection)
        defer {
            xcb_destroy_window(connection, window)
            xcb_flush(connection)
        }
        let deadline = MonotonicClock.milliseconds() + milliseconds
        var slice = 50.0
        while true {
            let left = deadline - MonotonicClock.milliseconds()
            if left <= 0 { return false }
            if waitUntil(milliseconds: min(slice, left), { clientWindows.contains(window) }) { return true }
            sendRootMessage(window: window, type: "_NET_REQUEST_FRAME_EXTENTS", data: [0, 0, 0, 0, 0])
            slice *= 2
        }
    }

    /// The root window's children (top-level windows, including unmanaged ones).
    public var topLevelWindows: [UInt32] {
        guard let reply = xcb_query_tree_reply(connection, xcb_query_tree(connection, root), nil) else { return [] }
        defer { free(reply) }
        let count = Int(xcb_query_tree_children_length(reply))
        let children = xcb_query_tree_children(reply)!
        return (0..<count).map { children[$0] }
    }

    /// Whether the window is mapped and viewable.
    public func isViewable(_ window: UInt32) -> Bool {
        let reply = xcb_get_window_attributes_reply(connection, xcb_get_window_attributes(connection, window), nil)
        defer { free(reply) }
        return reply?.pointee.map_state == UInt8(XCB_MAP_STATE_VIEWABLE.rawValue)
    }

    /// Whether the window still exists.
    public func exists(_ window: UInt32) -> Bool {
        let reply = xcb_get_window_attributes_reply(connection, xcb_get_window_attributes(connection, window), nil)
        defer { free(reply) }
        return reply != nil
    }

    /// Waits until the window is viewable.
    public func waitUntilViewable(_ window: UInt32, milliseconds: Double = 10_000) -> Bool {
        watchStructure(window)
        return waitUntil(milliseconds: milliseconds) { isViewable(window) }
    }

    /// Waits until the window has been destroyed.
    public func waitUntilGone(_ window: UInt32, milliseconds: Double = 10_000) -> Bool {
        watchStructure(window)
        return waitUntil(milliseconds: milliseconds) { !exists(window) }
    }

    /// The window's size.
    /// Where a window's top-left corner is on the screen (root coordinates), whatever
    /// frame the window manager put around it.
    public func position(of window: UInt32) -> (x: Int, y: Int)? {
        let reply = xcb_translate_coordinates_reply(connection, xcb_translate_coordinates(connection, window, root, 0, 0), nil)
        defer { free(reply) }
        guard let reply else { return nil }
        return (Int(reply.pointee.dst_x), Int(reply.pointee.dst_y))
    }

    /// The screen's size in pixels.
    public var screenSize: (width: Int, height: Int) {
        let reply = xcb_get_geometry_reply(connection, xcb_get_geometry(connection, root), nil)
        defer { free(reply) }
        return (Int(reply?.pointee.width ?? 0), Int(reply?.pointee.height ?? 0))
    }

    public func size(of window: UInt32) -> (width: Int, height: Int)? {
        let reply = xcb_get_geometry_reply(connection, xcb_get_geometry(connection, window), nil)
        defer { free(reply) }
        guard let reply else { return nil }
        return (Int(reply.pointee.width), Int(reply.pointee.height))
    }

    /// Asks the window manager to close a window (EWMH `_NET_CLOSE_WINDOW`); the window
    /// manager then sends the client `WM_DELETE_WINDOW`.
    public func requestClose(_ window: UInt32) {
        sendRootMessage(window: window, type: "_NET_CLOSE_WINDOW", data: [0, 2, 0, 0, 0])
    }

    /// Destroys `window` from this connection, as any X client may (`XDestroyWindow`), without
    /// asking its owner or the window manager.
    public func destroy(_ window: UInt32) {
        xcb_destroy_window(connection, window)
        xcb_flush(connection)
    }

    /// Sends a click (ButtonPress then ButtonRelease of button 1) straight to `window` at
    /// (x, y) in its coordinates, with `SendEvent`: no pointer motion and no input
    /// process, for benchmarks. Tests of real input use xdotool (XTEST) instead.
    public func sendClick(_ window: UInt32, x: Int, y: Int) {
        for (type, mask) in [(XCB_BUTTON_PRESS, XCB_EVENT_MASK_BUTTON_PRESS), (XCB_BUTTON_RELEASE, XCB_EVENT_MASK_BUTTON_RELEASE)] {
            var event = xcb_button_press_event_t()
            event.response_type = UInt8(type)
            event.detail = 1
            event.root = root
            event.event = window
            event.child = 0
            event.event_x = Int16(x)
            event.event_y = Int16(y)
            event.same_screen = 1
            withUnsafeBytes(of: &event) { bytes in
                _ = xcb_send_event(connection, 0, window, mask.rawValue, bytes.baseAddress!.assumingMemoryBound(to: CChar.self))
            }
        }
        xcb_flush(connection)
    }

    /// Asks the window manager to activate (raise, de-iconify, focus) a window
    /// (EWMH `_NET_ACTIVE_WINDOW`, source indication 2).
    public func activate(_ window: UInt32) {
        sendRootMessage(window: window, type: "_NET_ACTIVE_WINDOW", data: [2, 0, 0, 0, 0])
    }

    /// The window the window manager says is active (EWMH `_NET_ACTIVE_WINDOW` on the root).
    public var activeWindow: UInt32? { cardinals(root, "_NET_ACTIVE_WINDOW").first.flatMap { $0 == 0 ? nil : $0 } }

    /// Waits until the window manager has taken `window` as its active window: it has
    /// processed the focus change, so its key bindings (openbox's Alt+F4 Close) act on it.
    public func waitUntilActive(_ window: UInt32, milliseconds: Double = 10_000) -> Bool {
        watchRootProperties()
        return waitUntil(milliseconds: milliseconds) { activeWindow == window }
    }

    /// Asks the window manager to minimise a window (ICCCM §4.1.4 `WM_CHANGE_STATE`,
    /// IconicState).
    public func iconify(_ window: UInt32) {
        sendRootMessage(window: window, type: "WM_CHANGE_STATE", data: [3, 0, 0, 0, 0])
    }

    /// Asks the window manager to resize a window (EWMH `_NET_MOVERESIZE_WINDOW`).
    public func requestResize(_ window: UInt32, width: Int, height: Int) {
        // Flags: width and height present (bits 10, 11), source indication 2 (pager).
        sendRootMessage(window: window, type: "_NET_MOVERESIZE_WINDOW",
                        data: [UInt32(1 << 10 | 1 << 11 | 2 << 12), 0, 0, UInt32(width), UInt32(height)])
    }

    private func sendRootMessage(window: UInt32, type: String, data: [UInt32]) {
        var event = xcb_client_message_event_t()
        event.response_type = UInt8(XCB_CLIENT_MESSAGE)
        event.format = 32
        event.window = window
        event.type = atom(type)
        event.data.data32 = (data[0], data[1], data[2], data[3], data[4])
        withUnsafeBytes(of: &event) { bytes in
            let mask = XCB_EVENT_MASK_SUBSTRUCTURE_NOTIFY.rawValue | XCB_EVENT_MASK_SUBSTRUCTURE_REDIRECT.rawValue
            _ = xcb_send_event(connection, 0, root, mask, bytes.baseAddress!.assumingMemoryBound(to: CChar.self))
        }
        xcb_flush(connection)
    }

    /// Pings a window as a window manager does (EWMH `_NET_WM_PING`) and waits for the
    /// client's answer, which it sends back to the root window. Returns whether it answered.
    public func ping(_ window: UInt32, milliseconds: Double = 5000) -> Bool {
        watchRootProperties()
        let pingAtom = atom("_NET_WM_PING")
        let stamp = UInt32(truncatingIfNeeded: Int(MonotonicClock.milliseconds()))
        var event = xcb_client_message_event_t()
        event.response_type = UInt8(XCB_CLIENT_MESSAGE)
        event.format = 32
        event.window = window
        event.type = atom("WM_PROTOCOLS")
        event.data.data32 = (pingAtom, stamp, window, 0, 0)
        withUnsafeBytes(of: &event) { bytes in
            _ = xcb_send_event(connection, 0, window, 0, bytes.baseAddress!.assumingMemoryBound(to: CChar.self))
        }
        xcb_flush(connection)
        var answered = false
        _ = waitUntil(milliseconds: milliseconds, onEvent: { event in
            guard event.pointee.response_type & 0x7f == UInt8(XCB_CLIENT_MESSAGE) else { return }
            let message = UnsafeRawPointer(event).assumingMemoryBound(to: xcb_client_message_event_t.self).pointee
            if message.window == root && message.data.data32.0 == pingAtom
                && message.data.data32.1 == stamp && message.data.data32.2 == window {
                answered = true
            }
        }) { answered }
        return answered
    }

    /// How many frames the Scenery renderer of `window` has presented (`_SCENERY_FRAME`).
    public func frameNumber(_ window: UInt32) -> UInt32 { cardinals(window, "_SCENERY_FRAME").first ?? 0 }

    /// Waits until `window` presents a frame after frame `previous` (PropertyNotify on
    /// `_SCENERY_FRAME`). Returns the new frame number, or nil on timeout.
    public func waitForFrame(of window: UInt32, after previous: UInt32, milliseconds: Double = 10_000) -> UInt32? {
        watchStructure(window)
        var current: UInt32 = 0
        let presented = waitUntil(milliseconds: milliseconds) {
            current = frameNumber(window)
            return current != previous
        }
        return presented ? current : nil
    }

    /// The window's title: `_NET_WM_NAME` (UTF-8), or nil when it is not set.
    public func title(of window: UInt32) -> String? {
        windowProperty(window, "_NET_WM_NAME").map { String(decoding: $0.bytes, as: UTF8.self) }
    }

    /// Waits until the window's `_NET_WM_NAME` is `title`, woken by its PropertyNotify
    /// events. Returns whether it got there before the deadline.
    public func waitForTitle(of window: UInt32, toBe title: String, milliseconds: Double = 10_000) -> Bool {
        watchStructure(window)
        return waitUntil(milliseconds: milliseconds) { self.title(of: window) == title }
    }

    /// What the X server shows of a window now (GetImage, ZPixmap).
    public func screenshot(_ window: UInt32) -> RasterImage? {
        guard let size = size(of: window), size.width > 0, size.height > 0 else { return nil }
        let cookie = xcb_get_image(
            connection, UInt8(XCB_IMAGE_FORMAT_Z_PIXMAP.rawValue), window, 0, 0,
            UInt16(size.width), UInt16(size.height), UInt32.max)
        guard let reply = xcb_get_image_reply(connection, cookie, nil) else { return nil }
        defer { free(reply) }
        guard reply.pointee.depth == 24 || reply.pointee.depth == 32 else { return nil }
        let count = size.width * size.height
        guard Int(xcb_get_image_data_length(reply)) >= count * 4 else { return nil }
        let data = UnsafeRawPointer(xcb_get_image_data(reply)).assumingMemoryBound(to: UInt32.self)
        let pixels = (0..<count).map { data[$0] | 0xff00_0000 }
        return RasterImage(width: size.width, height: size.height, pixels: pixels)
    }
}

extension XClient {
    /// Whether the window is override-redirect (a popup the window manager leaves alone).
    public func isOverrideRedirect(_ window: UInt32) -> Bool {
        guard let reply = xcb_get_window_attributes_reply(connection, xcb_get_window_attributes(connection, window), nil) else {
            return false
        }
        defer { free(reply) }
        return reply.pointee.override_redirect != 0
    }

    /// The window's `WM_TRANSIENT_FOR`, or nil when it has none.
    public func transientFor(_ window: UInt32) -> UInt32? {
        guard let (bytes, format) = windowProperty(window, "WM_TRANSIENT_FOR"), format == 32, bytes.count >= 4 else { return nil }
        return UInt32(bytes[0]) | UInt32(bytes[1]) << 8 | UInt32(bytes[2]) << 16 | UInt32(bytes[3]) << 24
    }

    /// Waits for a viewable window transient for `parent` (a dialog the window manager
    /// manages, or an override-redirect popup), not one of `excluding`.
    public func waitForTransient(
        of parent: UInt32, excluding: Set<UInt32> = [], milliseconds: Double = 10_000
    ) -> UInt32? {
        var found: UInt32?
        _ = waitUntil(milliseconds: milliseconds) {
            let candidates = clientWindows + topLevelWindows
            found = candidates.first { window in
                !excluding.contains(window) && transientFor(window) == parent && isViewable(window)
            }
            return found != nil
        }
        return found
    }
}
