#if canImport(Glibc)
import Glibc
#endif
import CXCB
import SceneryPlatform

/// A minimal clipboard manager (the freedesktop convention) on its own X connection: it owns
/// `CLIPBOARD_MANAGER`; asked for `SAVE_TARGETS`, it reads the clipboard as `UTF8_STRING`,
/// takes `CLIPBOARD` over and tells the requestor the clipboard is saved.
final class ClipboardManagerStub {
    private let connection: OpaquePointer
    private let window: xcb_window_t
    private var atoms: [String: xcb_atom_t] = [:]
    /// The text saved from the clipboard, once a hand-over happened.
    private(set) var saved: String?

    init?(display: String) {
        guard let connection = xcb_connect(display, nil), xcb_connection_has_error(connection) == 0 else { return nil }
        self.connection = connection
        let screen = xcb_setup_roots_iterator(xcb_get_setup(connection)).data.pointee
        window = xcb_generate_id(connection)
        var mask = XCB_EVENT_MASK_PROPERTY_CHANGE.rawValue
        xcb_create_window(connection, 0, window, screen.root, 0, 0, 1, 1, 0, UInt16(XCB_WINDOW_CLASS_INPUT_ONLY.rawValue),
                          UInt32(XCB_COPY_FROM_PARENT), XCB_CW_EVENT_MASK.rawValue, &mask)
        for name in ["CLIPBOARD_MANAGER", "SAVE_TARGETS", "CLIPBOARD", "UTF8_STRING", "_STUB_DATA"] {
            let cookie = xcb_intern_atom(connection, 0, UInt16(name.utf8.count), name)
            if let reply = xcb_intern_atom_reply(connection, cookie, nil) {
                atoms[name] = reply.pointee.atom
                free(reply)
            }
        }
        xcb_set_selection_owner(connection, window, atoms["CLIPBOARD_MANAGER"]!, 0)
        guard owner(of: "CLIPBOARD_MANAGER") == window else { return nil }
    }

    deinit { xcb_disconnect(connection) }

    func owner(of selection: String) -> xcb_window_t {
        let cookie = xcb_get_selection_owner(connection, atoms[selection]!)
        guard let reply = xcb_get_selection_owner_reply(connection, cookie, nil) else { return 0 }
        defer { free(reply) }
        return reply.pointee.owner
    }

    /// Serves one SAVE_TARGETS request, waiting for X events until `milliseconds` pass.
    /// Returns false when none came.
    func serveSaveTargets(milliseconds: Double) -> Bool {
        let deadline = MonotonicClock.milliseconds() + milliseconds
        guard let request: xcb_selection_request_event_t = next(XCB_SELECTION_REQUEST, until: deadline),
              request.target == atoms["SAVE_TARGETS"] else { return false }
        // Read the clipboard from its owner, as a manager does.
        xcb_convert_selection(connection, window, atoms["CLIPBOARD"]!, atoms["UTF8_STRING"]!, atoms["_STUB_DATA"]!, 0)
        xcb_flush(connection)
        guard let notify: xcb_selection_notify_event_t = next(XCB_SELECTION_NOTIFY, until: deadline), notify.property != 0 else { return false }
        let cookie = xcb_get_property(connection, 1, window, atoms["_STUB_DATA"]!, 0, 0, 1 << 20)
        if let reply = xcb_get_property_reply(connection, cookie, nil) {
            let length = Int(xcb_get_property_value_length(reply))
            saved = String(decoding: UnsafeRawBufferPointer(start: xcb_get_property_value(reply), count: length), as: UTF8.self)
            free(reply)
        }
        xcb_set_selection_owner(connection, window, atoms["CLIPBOARD"]!, 0)
        // Saved: answer the requestor with its property.
        var answer = xcb_selection_notify_event_t()
        answer.response_type = UInt8(XCB_SELECTION_NOTIFY)
        answer.time = request.time
        answer.requestor = request.requestor
        answer.selection = request.selection
        answer.target = request.target
        answer.property = request.property
        var buffer = [CChar](repeating: 0, count: 32)
        withUnsafeBytes(of: &answer) { bytes in
            for (index, byte) in bytes.enumerated() { buffer[index] = CChar(bitPattern: byte) }
        }
        xcb_send_event(connection, 0, request.requestor, 0, buffer)
        xcb_flush(connection)
        return true
    }

    /// The next event of `type` (others are dropped), or nil at the deadline.
    private func next<Event>(_ type: Int32, until deadline: Double) -> Event? {
        while true {
            while let event = xcb_poll_for_event(connection) {
                defer { free(event) }
                if Int32(event.pointee.response_type & 0x7f) == type {
                    return UnsafeRawPointer(event).load(as: Event.self)
                }
            }
            let left = deadline - MonotonicClock.milliseconds()
            guard left > 0 else { return nil }
            var pfd = pollfd(fd: xcb_get_file_descriptor(connection), events: Int16(POLLIN), revents: 0)
            _ = poll(&pfd, 1, Int32(left.rounded(.up)))
            if xcb_connection_has_error(connection) != 0 { return nil }
        }
    }
}
