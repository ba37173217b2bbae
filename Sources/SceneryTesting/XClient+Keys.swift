#if canImport(Glibc)
import Glibc
#endif
import CXCB

extension XClient {
    /// Sends a press and release of the key that types `keysym` (`0xff54`, Down) straight
    /// to `window` with `SendEvent`, as if that window held the keyboard focus: past any
    /// grab, which xdotool's XTEST input would follow. Returns false when no key of the
    /// keyboard map types `keysym`.
    @discardableResult
    public func sendKey(_ keysym: UInt32, to window: UInt32) -> Bool {
        guard let keycode = keycode(typing: keysym) else { return false }
        for (type, mask) in [(XCB_KEY_PRESS, XCB_EVENT_MASK_KEY_PRESS), (XCB_KEY_RELEASE, XCB_EVENT_MASK_KEY_RELEASE)] {
            var event = xcb_key_press_event_t()
            event.response_type = UInt8(type)
            event.detail = keycode
            event.root = root
            event.event = window
            event.same_screen = 1
            withUnsafeBytes(of: &event) { bytes in
                _ = xcb_send_event(connection, 0, window, mask.rawValue, bytes.baseAddress!.assumingMemoryBound(to: CChar.self))
            }
        }
        xcb_flush(connection)
        return true
    }

    /// The first keycode whose unshifted keysym is `keysym`, from the server's keyboard map.
    func keycode(typing keysym: UInt32) -> xcb_keycode_t? {
        let setup = xcb_get_setup(connection)!.pointee
        let count = UInt8(setup.max_keycode - setup.min_keycode + 1)
        let cookie = xcb_get_keyboard_mapping(connection, setup.min_keycode, count)
        guard let reply = xcb_get_keyboard_mapping_reply(connection, cookie, nil) else { return nil }
        defer { free(reply) }
        let perKey = Int(reply.pointee.keysyms_per_keycode)
        guard perKey > 0, let symbols = xcb_get_keyboard_mapping_keysyms(reply) else { return nil }
        for index in 0..<Int(count) where symbols[index * perKey] == keysym {
            return xcb_keycode_t(Int(setup.min_keycode) + index)
        }
        return nil
    }
}
