#if canImport(Glibc)
import Glibc
#endif
import CXCB
import SceneryPlatform

/// Holds a selection on its own X connection until another client takes it: the
/// SelectionClear that follows tells a test, without polling, that the other client (xclip)
/// now owns the selection.
final class SelectionHolder {
    private let connection: OpaquePointer
    private let window: xcb_window_t

    /// Takes `selection` ("CLIPBOARD", "PRIMARY") on `display`.
    init?(display: String, selection: String) {
        guard let connection = xcb_connect(display, nil), xcb_connection_has_error(connection) == 0 else { return nil }
        self.connection = connection
        let screen = xcb_setup_roots_iterator(xcb_get_setup(connection)).data.pointee
        window = xcb_generate_id(connection)
        xcb_create_window(connection, 0, window, screen.root, 0, 0, 1, 1, 0, UInt16(XCB_WINDOW_CLASS_INPUT_ONLY.rawValue),
                          UInt32(XCB_COPY_FROM_PARENT), 0, nil)
        let cookie = xcb_intern_atom(connection, 0, UInt16(selection.utf8.count), selection)
        guard let reply = xcb_intern_atom_reply(connection, cookie, nil) else { return nil }
        let atom = reply.pointee.atom
        free(reply)
        xcb_set_selection_owner(connection, window, atom, 0)
        let owner = xcb_get_selection_owner_reply(connection, xcb_get_selection_owner(connection, atom), nil)
        defer { free(owner) }
        guard owner?.pointee.owner == window else { return nil }
    }

    deinit { xcb_disconnect(connection) }

    /// Waits for the SelectionClear that says another client took the selection.
    func waitUntilTaken(milliseconds: Double) -> Bool {
        let deadline = MonotonicClock.milliseconds() + milliseconds
        while true {
            while let event = xcb_poll_for_event(connection) {
                defer { free(event) }
                if Int32(event.pointee.response_type & 0x7f) == XCB_SELECTION_CLEAR { return true }
            }
            let left = deadline - MonotonicClock.milliseconds()
            guard left > 0 else { return false }
            var pfd = pollfd(fd: xcb_get_file_descriptor(connection), events: Int16(POLLIN), revents: 0)
            _ = poll(&pfd, 1, Int32(left.rounded(.up)))
            if xcb_connection_has_error(connection) != 0 { return false }
        }
    }
}
