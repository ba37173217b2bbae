#if canImport(Glibc)
import Glibc
#endif
import CXCB
import CXKBCommon
import SceneryCore
import SceneryPlatform
import SceneryRenderer

/// The core keyboard through xkbcommon: its keymap and state, kept current from the XKB
/// extension's StateNotify, MapNotify and NewKeyboardNotify events, and the translation of
/// core KeyPress/KeyRelease events into ``KeyPress`` values (keysym → ``KeyEquivalent``,
/// UTF-8 text, modifiers, down/repeat/up).
///
/// Setting up costs X round trips and a keymap compilation, so it is not on the path to a
/// window's first frame: the backend does it after the first window is mapped (or while a
/// spare renderer warms up), and at the latest on the first key event (docs/input.md).
@MainActor
final class X11Keyboard {
    private let connection: OpaquePointer
    private var context: OpaquePointer?
    private var keymap: OpaquePointer?
    private var state: OpaquePointer?
    private var deviceID: Int32 = -1
    /// The XKB extension's event code (all XKB events share it; the kind is `xkbType`).
    private var eventBase: UInt8 = 0
    private var attempted = false
    /// Keys down now: a KeyPress for a key already down is a repeat (with detectable
    /// auto-repeat the server sends no KeyRelease in between).
    private var keysDown: Set<UInt8> = []
    /// What each key down meant when it went down: its release reports the same key and
    /// text even if the keymap changed in between (xdotool maps a spare keycode for a
    /// keysym the layout lacks and restores the map right after; a layout switch while a
    /// key is held does the same).
    private var pressedKeys: [UInt8: (key: KeyEquivalent, text: String, flags: EventModifiers)] = [:]
    /// The keysym each key down had when it went down: its release goes to an input method
    /// with the same keysym, whatever the keymap says by then (see `pressedKeys`).
    private var pressedKeysyms: [UInt8: xkb_keysym_t] = [:]
    private var modifierIndices: [(index: UInt32, modifier: EventModifiers)] = []
    /// Dead keys and compose sequences (X11Compose.swift); nil without a table.
    private var compose: X11Compose?
    /// Keys a compose sequence consumed while they went down: their release is not
    /// delivered either.
    private var consumedKeys: Set<UInt8> = []

    init(connection: OpaquePointer) { self.connection = connection }

    /// Whether the keymap is loaded.
    var isReady: Bool { state != nil }

    /// Sets up xkbcommon for the core keyboard once (later calls return at once). Without
    /// the XKB extension key events are dropped, with one line on stderr.
    func setUpIfNeeded() {
        guard !attempted else { return }
        attempted = true
        let started = MonotonicClock.milliseconds()
        var firstEvent: UInt8 = 0
        guard xkb_x11_setup_xkb_extension(
            connection, UInt16(XKB_X11_MIN_MAJOR_XKB_VERSION), UInt16(XKB_X11_MIN_MINOR_XKB_VERSION),
            XKB_X11_SETUP_XKB_EXTENSION_NO_FLAGS, nil, nil, &firstEvent, nil) == 1
        else {
            writeStandardError("scenery: the X server has no usable XKB extension; keyboard input is off\n")
            return
        }
        eventBase = firstEvent
        deviceID = xkb_x11_get_core_keyboard_device_id(connection)
        // The keymap comes from the server: no include paths or RMLVO environment needed.
        context = xkb_context_new(xkb_context_flags(rawValue: XKB_CONTEXT_NO_DEFAULT_INCLUDES.rawValue | XKB_CONTEXT_NO_ENVIRONMENT_NAMES.rawValue))
        guard deviceID >= 0, context != nil, loadKeymap() else {
            writeStandardError("scenery: cannot read the keyboard map from the X server; keyboard input is off\n")
            return
        }
        selectEvents()
        if let inherited = X11Compose.sharedByZygote() {
            compose = inherited
            StartupTrace.mark("renderer", "compose table shared from the zygote")
        } else if let context {
            compose = X11Compose(context: context)
        }
        // Repeats arrive as KeyPress without the KeyRelease in between (XKB per-client flag).
        let flag = UInt32(XCB_XKB_PER_CLIENT_FLAG_DETECTABLE_AUTO_REPEAT.rawValue)
        let cookie = xcb_xkb_per_client_flags(connection, xcb_xkb_device_spec_t(deviceID), flag, flag, 0, 0, 0)
        xcb_discard_reply(connection, cookie.sequence)
        xcb_flush(connection)
        StartupTrace.mark("renderer", "keymap ready in \(formatMilliseconds(MonotonicClock.milliseconds() - started)) ms")
    }

    /// (Re)reads the keymap and state from the server.
    private func loadKeymap() -> Bool {
        guard let context,
              let newKeymap = xkb_x11_keymap_new_from_device(context, connection, deviceID, XKB_KEYMAP_COMPILE_NO_FLAGS),
              let newState = xkb_x11_state_new_from_device(newKeymap, connection, deviceID)
        else { return false }
        if let state { xkb_state_unref(state) }
        if let keymap { xkb_keymap_unref(keymap) }
        keymap = newKeymap
        state = newState
        let names: [(String, EventModifiers)] = [
            (XKB_MOD_NAME_SHIFT, .shift), (XKB_MOD_NAME_CAPS, .capsLock), (XKB_MOD_NAME_CTRL, .control),
            (XKB_MOD_NAME_ALT, .option), (XKB_MOD_NAME_LOGO, .command),
        ]
        modifierIndices = names.compactMap { name, modifier in
            let index = xkb_keymap_mod_get_index(newKeymap, name)
            return index == XKB_MOD_INVALID ? nil : (index, modifier)
        }
        return true
    }

    /// Asks for the XKB events that change the keymap or the modifier and group state.
    private func selectEvents() {
        let events = UInt16(XCB_XKB_EVENT_TYPE_NEW_KEYBOARD_NOTIFY.rawValue | XCB_XKB_EVENT_TYPE_MAP_NOTIFY.rawValue
            | XCB_XKB_EVENT_TYPE_STATE_NOTIFY.rawValue)
        let keyboardDetails = UInt16(XCB_XKB_NKN_DETAIL_KEYCODES.rawValue)
        let mapParts = UInt16(XCB_XKB_MAP_PART_KEY_TYPES.rawValue | XCB_XKB_MAP_PART_KEY_SYMS.rawValue
            | XCB_XKB_MAP_PART_MODIFIER_MAP.rawValue | XCB_XKB_MAP_PART_EXPLICIT_COMPONENTS.rawValue
            | XCB_XKB_MAP_PART_KEY_ACTIONS.rawValue | XCB_XKB_MAP_PART_VIRTUAL_MODS.rawValue
            | XCB_XKB_MAP_PART_VIRTUAL_MOD_MAP.rawValue)
        let stateDetails = UInt16(XCB_XKB_STATE_PART_MODIFIER_BASE.rawValue | XCB_XKB_STATE_PART_MODIFIER_LATCH.rawValue
            | XCB_XKB_STATE_PART_MODIFIER_LOCK.rawValue | XCB_XKB_STATE_PART_GROUP_BASE.rawValue
            | XCB_XKB_STATE_PART_GROUP_LATCH.rawValue | XCB_XKB_STATE_PART_GROUP_LOCK.rawValue)
        var details = xcb_xkb_select_events_details_t()
        details.affectNewKeyboard = keyboardDetails
        details.newKeyboardDetails = keyboardDetails
        details.affectState = stateDetails
        details.stateDetails = stateDetails
        xcb_xkb_select_events_aux(connection, xcb_xkb_device_spec_t(deviceID), events, 0, 0, mapParts, mapParts, &details)
    }

    /// Handles `event` when it is an XKB event; returns false for any other event.
    func handleExtensionEvent(_ event: UnsafeMutablePointer<xcb_generic_event_t>) -> Bool {
        guard eventBase != 0, event.pointee.response_type & 0x7f == eventBase else { return false }
        let raw = UnsafeMutableRawPointer(event)
        // Every XKB event starts with response_type, xkbType, sequence, time, deviceID.
        let kind = raw.load(fromByteOffset: 1, as: UInt8.self)
        let device = raw.load(fromByteOffset: 8, as: UInt8.self)
        guard Int32(device) == deviceID else { return true }
        switch Int32(kind) {
        case XCB_XKB_STATE_NOTIFY:
            let notify = raw.assumingMemoryBound(to: xcb_xkb_state_notify_event_t.self).pointee
            if let state {
                xkb_state_update_mask(
                    state, xkb_mod_mask_t(notify.baseMods), xkb_mod_mask_t(notify.latchedMods),
                    xkb_mod_mask_t(notify.lockedMods), xkb_layout_index_t(bitPattern: Int32(notify.baseGroup)),
                    xkb_layout_index_t(bitPattern: Int32(notify.latchedGroup)), xkb_layout_index_t(notify.lockedGroup))
            }
        case XCB_XKB_MAP_NOTIFY, XCB_XKB_NEW_KEYBOARD_NOTIFY:
            _ = loadKeymap()
        default:
            break
        }
        return true
    }

    /// The window lost the focus: keys released elsewhere send us no KeyRelease.
    func forgetKeysDown() {
        keysDown.removeAll()
        pressedKeys.removeAll()
        pressedKeysyms.removeAll()
        consumedKeys.removeAll()
        compose?.reset()
    }

    /// A key event as read when it arrived: the keymap's keysym, text and modifiers at
    /// that moment, before compose sequences (an input method may take it first, and a
    /// later StateNotify must not change what it meant).
    struct ReadKey {
        var keycode: UInt8
        var phase: KeyPress.Phases
        var keysym: xkb_keysym_t
        var text: String
        var modifiers: EventModifiers
    }

    /// Translates a core KeyPress (`pressed`) or KeyRelease of `keycode`. Nil for keys that
    /// stand for no ``KeyEquivalent`` (modifier keys on their own) or before the keymap is
    /// loaded.
    func translate(keycode: UInt8, pressed: Bool, coreState: UInt16) -> KeyPress? {
        read(keycode: keycode, pressed: pressed, coreState: coreState).flatMap(finish)
    }

    /// Reads a key event as it arrives (keeps track of the keys down); nil before the
    /// keymap is loaded.
    ///
    /// The modifiers and group are the event's own (`coreState`, its `state` field: the
    /// modifier bits and, for an XKB-aware client, the group in bits 13–14), not the
    /// state StateNotify has tracked so far. The two differ when the keymap is set up
    /// after the keys were sent (on the first key event, in a renderer that had no time
    /// to set it up): the StateNotify of a Shift pressed before then never arrives, and
    /// Shift+Tab would read as Tab.
    func read(keycode: UInt8, pressed: Bool, coreState: UInt16) -> ReadKey? {
        setUpIfNeeded()
        guard let state else { return nil }
        let modifierBits = xkb_mod_mask_t(coreState & 0xff)
        let group = xkb_layout_index_t((coreState >> 13) & 0x3)
        xkb_state_update_mask(state, modifierBits, 0, 0, 0, 0, group)
        let code = xkb_keycode_t(keycode)
        var keysym = xkb_state_key_get_one_sym(state, code)
        let phase: KeyPress.Phases
        if pressed {
            phase = keysDown.insert(keycode).inserted ? .down : .repeat
            if phase == .down { pressedKeysyms[keycode] = keysym }
        } else {
            keysDown.remove(keycode)
            phase = .up
            if let down = pressedKeysyms.removeValue(forKey: keycode) { keysym = down }
        }
        var modifiers: EventModifiers = []
        for (index, modifier) in modifierIndices where xkb_state_mod_index_is_active(state, index, XKB_STATE_MODS_EFFECTIVE) > 0 {
            modifiers.insert(modifier)
        }
        var buffer = [CChar](repeating: 0, count: 64)
        let length = xkb_state_key_get_utf8(state, code, &buffer, buffer.count)
        let text = length > 0 ? String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
        return ReadKey(keycode: keycode, phase: phase, keysym: keysym, text: text, modifiers: modifiers)
    }

    /// The key press a read key delivers, after dead keys and compose sequences.
    func finish(_ read: ReadKey) -> KeyPress? {
        let keycode = read.keycode, phase = read.phase, modifiers = read.modifiers
        if phase == .up, let pressed = pressedKeys.removeValue(forKey: keycode) {
            return KeyPress(phase: .up, key: pressed.key, characters: pressed.text, modifiers: modifiers.union(pressed.flags))
        }
        if phase == .up, consumedKeys.remove(keycode) != nil { return nil }
        let symbol = read.keysym
        // Dead keys and compose sequences: a key in a sequence types nothing and is not
        // delivered; the key that completes one types the composed text.
        var composed: String?
        if phase != .up, let compose {
            switch compose.feed(symbol) {
            case .passThrough: break
            case .consumed:
                consumedKeys.insert(keycode)
                return nil
            case .composed(let text): composed = text
            }
        }
        guard let (key, isFunction, isKeypad) = KeySymbols.key(for: symbol) else { return nil }
        let text = composed ?? read.text
        var flags: EventModifiers = []
        if isFunction { flags.insert(.function) }
        if isKeypad { flags.insert(.numericPad) }
        if phase == .down { pressedKeys[keycode] = (key, text, flags) }
        return KeyPress(phase: phase, key: key, characters: text, modifiers: modifiers.union(flags))
    }

    /// The key press of a keysym an input method sends back (IBus's ForwardKeyEvent), with
    /// the modifiers of an X key-and-button mask; nil for keysyms with no key.
    func forwardedKey(keysym: UInt32, state: UInt16) -> KeyPress? {
        guard let (key, isFunction, isKeypad) = KeySymbols.key(for: xkb_keysym_t(keysym)) else { return nil }
        var buffer = [CChar](repeating: 0, count: 16)
        let count = Int(xkb_keysym_to_utf8(xkb_keysym_t(keysym), &buffer, buffer.count))
        let text = count > 1 ? String(decoding: buffer.prefix(count - 1).map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
        var modifiers = X11Window.modifiers(ofButtonState: state)
        if isFunction { modifiers.insert(.function) }
        if isKeypad { modifiers.insert(.numericPad) }
        return KeyPress(phase: .down, key: key, characters: text, modifiers: modifiers)
    }
}

private func formatMilliseconds(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
}
