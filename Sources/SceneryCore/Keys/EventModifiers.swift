/// The modifier keys held during an event.
///
/// On X11, `option` is Alt (Mod1) and `command` is the Super (Windows) key (Mod4);
/// `control` is Control, as on a PC keyboard.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    /// The modifiers as bits (one per static member).
    public let rawValue: Int

    /// Creates a set of modifiers from its raw bits.
    nonisolated public init(rawValue: Int) { self.rawValue = rawValue }

    /// Caps Lock is on.
    nonisolated public static let capsLock = EventModifiers(rawValue: 1 << 0)
    /// Shift is held.
    nonisolated public static let shift = EventModifiers(rawValue: 1 << 1)
    /// Control is held.
    nonisolated public static let control = EventModifiers(rawValue: 1 << 2)
    /// Option (Alt) is held.
    nonisolated public static let option = EventModifiers(rawValue: 1 << 3)
    /// Command (Super) is held.
    nonisolated public static let command = EventModifiers(rawValue: 1 << 4)
    /// The key is on the numeric keypad.
    nonisolated public static let numericPad = EventModifiers(rawValue: 1 << 5)
    /// A function key (F1…, arrows, navigation keys).
    nonisolated public static let function = EventModifiers(rawValue: 1 << 6)
    /// Every modifier.
    nonisolated public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad, .function]
}
