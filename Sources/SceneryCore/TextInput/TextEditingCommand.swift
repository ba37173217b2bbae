/// What a key does in a text field or editor (the GTK bindings; docs/text-input.md has the
/// table). ``init?(_:multiline:)`` reads a key press; the view applies the command.
package enum TextEditingCommand: Equatable, Sendable {
    /// Insert typed characters in place of the selection.
    case type(String)
    case deleteBackward, deleteForward, deleteWordBackward, deleteWordForward
    /// Move the caret (extend: Shift is down).
    case move(TextEditingModel.Movement, extend: Bool)
    case selectAll
    case undo, redo
    case copy, cut, paste
    /// Return in a single-line field: commit and call `onSubmit`.
    case submit

    /// The insert key (AppKit's `NSInsertFunctionKey`).
    package static let insertKey = KeyEquivalent("\u{F727}")

    /// The command for `press`, or nil when the key is not an editing key (Tab, Escape,
    /// function keys, shortcuts with Alt or Super).
    package init?(_ press: KeyPress, multiline: Bool) {
        let modifiers = press.modifiers
        let control = modifiers.contains(.control)
        let shift = modifiers.contains(.shift)
        guard !modifiers.contains(.command), !modifiers.contains(.option) else { return nil }
        switch press.key {
        case .leftArrow: self = .move(control ? .wordLeft : .left, extend: shift)
        case .rightArrow: self = .move(control ? .wordRight : .right, extend: shift)
        case .upArrow:
            guard multiline else { self = .move(.documentStart, extend: shift); return }
            self = .move(.up, extend: shift)
        case .downArrow:
            guard multiline else { self = .move(.documentEnd, extend: shift); return }
            self = .move(.down, extend: shift)
        case .home: self = .move(control ? .documentStart : .lineStart, extend: shift)
        case .end: self = .move(control ? .documentEnd : .lineEnd, extend: shift)
        case .delete: self = control ? .deleteWordBackward : .deleteBackward
        case .deleteForward:
            if shift && !control { self = .cut; return }
            self = control ? .deleteWordForward : .deleteForward
        case Self.insertKey:
            if control && !shift { self = .copy } else if shift && !control { self = .paste } else { return nil }
        case .return:
            if multiline && !control { self = .type("\n") } else { self = .submit }
        case .tab, .escape: return nil
        default:
            if control {
                switch press.key.character.lowercased() {
                case "a": self = .selectAll
                case "c": self = .copy
                case "x": self = .cut
                case "v": self = .paste
                case "z": self = shift ? .redo : .undo
                case "y": self = .redo
                default: return nil
                }
                return
            }
            guard Self.isPrintable(press.characters) else { return nil }
            self = .type(press.characters)
        }
    }

    /// Whether `characters` are text to insert (no control characters, no function keys).
    package static func isPrintable(_ characters: String) -> Bool {
        !characters.isEmpty && characters.unicodeScalars.allSatisfy { scalar in
            scalar.value >= 0x20 && scalar.value != 0x7F && !(0xF700...0xF8FF).contains(scalar.value)
        }
    }
}

extension TextEditingModel {
    /// Applies an editing command that needs no window services (everything but copy,
    /// cut, paste and submit, which the view carries out). Returns whether it did
    /// something with the command.
    @MainActor
    package mutating func apply(_ command: TextEditingCommand, at time: Double = 0, geometry: (any TextCaretGeometry)? = nil) -> Bool {
        switch command {
        case .type(let string): type(string, at: time)
        case .deleteBackward: deleteBackward(at: time)
        case .deleteForward: deleteForward(at: time)
        case .deleteWordBackward: deleteWordBackward(at: time)
        case .deleteWordForward: deleteWordForward(at: time)
        case .move(let movement, let extend): move(movement, extend: extend, geometry: geometry)
        case .selectAll: selectAll()
        case .undo: undo()
        case .redo: redo()
        case .copy, .cut, .paste, .submit: return false
        }
        return true
    }
}
