import Scenery

/// X keysym names for keys named by their ``KeyEquivalent`` character, as `xdotool key`
/// takes them (`shift+Tab`, `ctrl+a`, `U002B`).
enum XKeyNames {
    /// The xdotool chord for a key (its character's scalar value) with `modifiers`.
    static func chord(scalar: UInt32, modifiers: EventModifiers) -> String {
        var parts: [String] = []
        if modifiers.contains(.control) { parts.append("ctrl") }
        if modifiers.contains(.option) { parts.append("alt") }
        if modifiers.contains(.command) { parts.append("super") }
        if modifiers.contains(.shift) { parts.append("shift") }
        parts.append(name(scalar: scalar))
        return parts.joined(separator: "+")
    }

    /// The keysym name of one key.
    static func name(scalar: UInt32) -> String {
        guard let character = Unicode.Scalar(scalar).map(Character.init) else { return "space" }
        switch KeyEquivalent(character) {
        case .return: return "Return"
        case .tab: return "Tab"
        case .space: return "space"
        case .escape: return "Escape"
        case .delete: return "BackSpace"
        case .deleteForward: return "Delete"
        case .upArrow: return "Up"
        case .downArrow: return "Down"
        case .leftArrow: return "Left"
        case .rightArrow: return "Right"
        case .home: return "Home"
        case .end: return "End"
        case .pageUp: return "Prior"
        case .pageDown: return "Next"
        case .clear: return "Clear"
        default:
            if (0xF704...0xF726).contains(scalar) { return "F\(scalar - 0xF704 + 1)" }
            if character.isASCII && (character.isLetter || character.isNumber) { return String(character) }
            let hex = String(scalar, radix: 16, uppercase: true)
            return "U" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }
    }
}
