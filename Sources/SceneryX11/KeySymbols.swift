import CXKBCommon
import SceneryCore

/// X keysyms (X11/keysymdef.h) as ``KeyEquivalent``s.
enum KeySymbols {
    /// The key for `symbol`, whether AppKit would call it a function key (arrows, the
    /// navigation keys, F1…) and whether it is on the keypad; nil for keys that type
    /// nothing and have no name here (Shift, Control and the other modifiers on their own).
    static func key(for symbol: UInt32) -> (KeyEquivalent, function: Bool, keypad: Bool)? {
        let keypad = (0xFF80...0xFFBD).contains(symbol)
        if let named = named[symbol] { return (named.key, named.function, keypad) }
        // F1…F35: AppKit's NSF1FunctionKey (U+F704) onwards.
        if (0xFFBE...0xFFE0).contains(symbol), let scalar = Unicode.Scalar(0xF704 + (symbol - 0xFFBE)) {
            return (KeyEquivalent(Character(scalar)), true, false)
        }
        let codePoint = xkb_keysym_to_utf32(symbol)
        guard codePoint >= 0x20, codePoint != 0x7F, let scalar = Unicode.Scalar(codePoint) else { return nil }
        return (KeyEquivalent(Character(scalar)), false, keypad)
    }

    private static let named: [UInt32: (key: KeyEquivalent, function: Bool)] = [
        0xFF0D: (.return, false), 0xFF8D: (.return, false),            // Return, KP_Enter
        0xFF09: (.tab, false), 0xFE20: (.tab, false),                   // Tab, ISO_Left_Tab (Shift+Tab)
        0x0020: (.space, false), 0xFF80: (.space, false),               // space, KP_Space
        0xFF1B: (.escape, false),
        0xFF08: (.delete, false),                                       // BackSpace
        0xFFFF: (.deleteForward, true), 0xFF9F: (.deleteForward, true), // Delete, KP_Delete
        0xFF52: (.upArrow, true), 0xFF97: (.upArrow, true),
        0xFF54: (.downArrow, true), 0xFF99: (.downArrow, true),
        0xFF51: (.leftArrow, true), 0xFF96: (.leftArrow, true),
        0xFF53: (.rightArrow, true), 0xFF98: (.rightArrow, true),
        0xFF50: (.home, true), 0xFF95: (.home, true),
        0xFF57: (.end, true), 0xFF9C: (.end, true),
        0xFF55: (.pageUp, true), 0xFF9A: (.pageUp, true),               // Prior
        0xFF56: (.pageDown, true), 0xFF9B: (.pageDown, true),           // Next
        0xFF67: (KeyEquivalent("\u{F735}"), true),                     // Menu (NSMenuFunctionKey)
        0xFF0B: (.clear, true), 0xFF7F: (.clear, true),                 // Clear, Num_Lock
        0xFF63: (KeyEquivalent("\u{F727}"), true), 0xFF9E: (KeyEquivalent("\u{F727}"), true), // Insert, KP_Insert (NSInsertFunctionKey)
    ]
}
