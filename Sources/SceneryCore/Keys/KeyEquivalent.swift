/// A key a person presses, named by the character it types.
///
/// Printable keys are their character (`"a"`, `"+"`); the others use the same characters
/// as SwiftUI: control characters for Return, Tab, Escape and Delete, and the private-use
/// characters of AppKit's function keys for the arrows and the navigation keys. Letters
/// are compared as typed: Shift+A is `"A"`; use ``KeyPress/characters`` and
/// ``KeyPress/modifiers`` to tell them apart from the plain key.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral, CustomStringConvertible {
    /// The character the key stands for.
    public let character: Character

    /// Creates a key equivalent from a character.
    nonisolated public init(_ character: Character) { self.character = character }

    /// Creates a key equivalent from a one-character literal.
    nonisolated public init(extendedGraphemeClusterLiteral character: Character) { self.character = character }

    /// The key's name (`return`, `upArrow`) or its character.
    public var description: String {
        switch self {
        case .return: "return"
        case .tab: "tab"
        case .space: "space"
        case .escape: "escape"
        case .delete: "delete"
        case .deleteForward: "deleteForward"
        case .upArrow: "upArrow"
        case .downArrow: "downArrow"
        case .leftArrow: "leftArrow"
        case .rightArrow: "rightArrow"
        case .home: "home"
        case .end: "end"
        case .pageUp: "pageUp"
        case .pageDown: "pageDown"
        case .clear: "clear"
        default: String(character)
        }
    }

    /// Return (Enter).
    nonisolated public static let `return` = KeyEquivalent("\r")
    /// Tab.
    nonisolated public static let tab = KeyEquivalent("\t")
    /// The space bar.
    nonisolated public static let space = KeyEquivalent(" ")
    /// Escape.
    nonisolated public static let escape = KeyEquivalent("\u{1B}")
    /// Delete (Backspace: deletes backwards).
    nonisolated public static let delete = KeyEquivalent("\u{7F}")
    /// Forward delete (Delete on PC keyboards).
    nonisolated public static let deleteForward = KeyEquivalent("\u{F728}")
    /// Up arrow.
    nonisolated public static let upArrow = KeyEquivalent("\u{F700}")
    /// Down arrow.
    nonisolated public static let downArrow = KeyEquivalent("\u{F701}")
    /// Left arrow.
    nonisolated public static let leftArrow = KeyEquivalent("\u{F702}")
    /// Right arrow.
    nonisolated public static let rightArrow = KeyEquivalent("\u{F703}")
    /// Home.
    nonisolated public static let home = KeyEquivalent("\u{F729}")
    /// End.
    nonisolated public static let end = KeyEquivalent("\u{F72B}")
    /// Page Up.
    nonisolated public static let pageUp = KeyEquivalent("\u{F72C}")
    /// Page Down.
    nonisolated public static let pageDown = KeyEquivalent("\u{F72D}")
    /// Clear (Num Lock on PC keypads).
    nonisolated public static let clear = KeyEquivalent("\u{F739}")
}
