import CXCB
import CXKBCommon
@testable import SceneryCore
@testable import SceneryX11
import SceneryTesting
import Testing

/// A key event's modifiers are the ones the event carries, not the ones the keyboard's
/// StateNotify tracking has seen: the two differ when the keymap is set up after the
/// keys were sent (a renderer too busy to set it up before the first key), and the
/// StateNotify of a Shift pressed before then never arrives.
@Suite("Key events read their modifiers from the event itself (Xvfb)", .serialized)
@MainActor
struct KeyEventStateTests {
    /// The keycode of `keysym` in the server's keymap.
    private func keycode(of keysym: Int32, connection: OpaquePointer) throws -> UInt8 {
        let context = try #require(xkb_context_new(XKB_CONTEXT_NO_FLAGS))
        defer { xkb_context_unref(context) }
        let device = xkb_x11_get_core_keyboard_device_id(connection)
        let keymap = try #require(xkb_x11_keymap_new_from_device(context, connection, device, XKB_KEYMAP_COMPILE_NO_FLAGS))
        defer { xkb_keymap_unref(keymap) }
        for code in xkb_keymap_min_keycode(keymap)...xkb_keymap_max_keycode(keymap) {
            var symbols: UnsafePointer<xkb_keysym_t>?
            let count = xkb_keymap_key_get_syms_by_level(keymap, code, 0, 0, &symbols)
            if count > 0, let symbols, symbols[0] == xkb_keysym_t(keysym) { return UInt8(code) }
        }
        Issue.record("no keycode for keysym \(keysym)")
        return 0
    }

    /// Runs `body` with a keyboard set up on a private Xvfb, and the display's connection.
    private func withKeyboard(_ body: (X11Keyboard, OpaquePointer) throws -> Void) throws {
        let xvfb = try XvfbDisplay(windowManager: false)
        defer { xvfb.stop() }
        let connection = try #require(xcb_connect(xvfb.display, nil))
        defer { xcb_disconnect(connection) }
        #expect(xcb_connection_has_error(connection) == 0)
        let keyboard = X11Keyboard(connection: connection)
        keyboard.setUpIfNeeded()
        #expect(keyboard.isReady)
        try body(keyboard, connection)
    }

    @Test("Shift in the event's state makes Tab a Shift+Tab although no Shift StateNotify arrived")
    func shiftFromTheEvent() throws {
        try withKeyboard { keyboard, connection in
            let tab = try keycode(of: XKB_KEY_Tab, connection: connection)
            let shiftMask = UInt16(XCB_MOD_MASK_SHIFT.rawValue)

            let shifted = try #require(keyboard.translate(keycode: tab, pressed: true, coreState: shiftMask))
            #expect(shifted.key == .tab)
            #expect(shifted.modifiers.contains(.shift))
            _ = keyboard.translate(keycode: tab, pressed: false, coreState: shiftMask)

            // And the next Tab, sent without Shift, is a plain Tab again.
            let plain = try #require(keyboard.translate(keycode: tab, pressed: true, coreState: 0))
            #expect(!plain.modifiers.contains(.shift))
        }
    }

    @Test("A letter typed with Shift in the event's state types the capital")
    func capitalFromTheEvent() throws {
        try withKeyboard { keyboard, connection in
            let a = try keycode(of: XKB_KEY_a, connection: connection)
            let press = try #require(keyboard.translate(keycode: a, pressed: true, coreState: UInt16(XCB_MOD_MASK_SHIFT.rawValue)))
            #expect(press.characters == "A")
        }
    }
}
