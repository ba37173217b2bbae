/// One key event delivered to an `onKeyPress` action: which key, what it types, the
/// modifiers held, and whether it went down, repeats, or came up.
public struct KeyPress: Sendable, Equatable, CustomStringConvertible {
    /// The phase of a key event; a set of phases selects which events an action sees.
    public struct Phases: OptionSet, Hashable, Sendable, CustomStringConvertible {
        /// The phases as bits (one per static member).
        public let rawValue: Int
        /// Creates a set of phases from its raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The key went down.
        public static let down = Phases(rawValue: 1 << 0)
        /// The key is held and the keyboard repeats it.
        public static let `repeat` = Phases(rawValue: 1 << 1)
        /// The key came up.
        public static let up = Phases(rawValue: 1 << 2)
        /// Down, repeat and up.
        public static let all: Phases = [.down, .repeat, .up]

        /// The phases joined with `+` (`down+repeat`).
        public var description: String {
            var names: [String] = []
            if contains(.down) { names.append("down") }
            if contains(.repeat) { names.append("repeat") }
            if contains(.up) { names.append("up") }
            return names.joined(separator: "+")
        }
    }

    /// What an action did with a key event: `handled` stops it, `ignored` passes it on to
    /// the next handler up the focused view's ancestors.
    public enum Result: Sendable, Equatable {
        /// The action consumed the event.
        case handled
        /// The event goes on to the next handler.
        case ignored
    }

    /// The phase of this event (one of `down`, `repeat`, `up`).
    public let phase: Phases
    /// The key, as the character it types without modifiers other than Shift.
    public let key: KeyEquivalent
    /// The text the key types with the current modifiers (empty for keys that type none).
    public let characters: String
    /// The modifier keys held.
    public let modifiers: EventModifiers

    /// Creates a key event (the backends, and tests that simulate typing, make these).
    nonisolated public init(phase: Phases, key: KeyEquivalent, characters: String, modifiers: EventModifiers) {
        self.phase = phase
        self.key = key
        self.characters = characters
        self.modifiers = modifiers
    }

    /// The phase, key, text and modifier bits, for logs and test failures.
    public var description: String {
        "\(phase) \(key) \"\(characters)\"" + (modifiers.isEmpty ? "" : " modifiers \(modifiers.rawValue)")
    }
}
