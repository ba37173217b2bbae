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
        keyboardMap { first, perKey, symbols in
            symbols.indices.first { $0 % perKey == 0 && symbols[$0] == keysym }.map { first + xcb_keycode_t($0 / perKey) }
        } ?? nil
    }

    /// The highest keycode the keyboard map gives no keysym at all: the kind xdotool
    /// borrows to type a keysym the layout lacks. It is 10 or more, so xdotool reads it as
    /// a keycode (`xdotool keydown 8` would be the digit key).
    public func spareKeycode() -> UInt8? {
        keyboardMap { first, perKey, symbols in
            stride(from: 0, to: symbols.count, by: perKey).reversed()
                .first { start in symbols[start..<(start + perKey)].allSatisfy { $0 == 0 } }
                .map { first + xcb_keycode_t($0 / perKey) }
                .flatMap { $0 >= 10 ? $0 : nil }
        } ?? nil
    }

    /// Makes `keycode` type `keysym` (0: nothing), as xdotool does around a key it types
    /// with a borrowed keycode; returns once the server has made the change.
    public func map(keycode: UInt8, to keysym: UInt32) {
        guard let perKey = keyboardMap({ _, perKey, _ in perKey }) else { return }
        var symbols = [xcb_keysym_t](repeating: 0, count: perKey)
        symbols[0] = keysym
        xcb_change_keyboard_mapping(connection, 1, keycode, UInt8(perKey), &symbols)
        free(xcb_get_input_focus_reply(connection, xcb_get_input_focus(connection), nil))
    }

    /// Reads the server's keyboard map: `body` gets the first keycode, the keysyms per
    /// keycode, and every keycode's keysyms in a row. Nil when the map cannot be read.
    private func keyboardMap<T>(_ body: (xcb_keycode_t, Int, UnsafeBufferPointer<xcb_keysym_t>) -> T) -> T? {
        let setup = xcb_get_setup(connection)!.pointee
        let count = UInt8(setup.max_keycode - setup.min_keycode + 1)
        let cookie = xcb_get_keyboard_mapping(connection, setup.min_keycode, count)
        guard let reply = xcb_get_keyboard_mapping_reply(connection, cookie, nil) else { return nil }
        defer { free(reply) }
        let perKey = Int(reply.pointee.keysyms_per_keycode)
        guard perKey > 0, let symbols = xcb_get_keyboard_mapping_keysyms(reply) else { return nil }
        return body(setup.min_keycode, perKey, UnsafeBufferPointer(start: symbols, count: perKey * Int(count)))
    }
}
