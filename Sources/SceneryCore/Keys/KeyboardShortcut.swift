/// Keyboard shortcuts describe combinations of keys on a keyboard that people can press to
/// trigger a button.
///
/// A button under ``View/keyboardShortcut(_:)`` runs its action when its shortcut is pressed
/// anywhere in its window, as a click would (docs/input.md, "Keyboard shortcuts").
public struct KeyboardShortcut: Hashable, Sendable {
    /// How a shortcut is adapted to the keyboard layout (accepted; Scenery matches the key
    /// the layout types, which is what every option amounts to on X11).
    public struct Localization: Hashable, Sendable {
        let kind: Int
        /// Adapt the shortcut to the layout as the system does.
        nonisolated public static let automatic = Localization(kind: 0)
        /// Do not mirror arrow-like keys in right-to-left layouts.
        nonisolated public static let withoutMirroring = Localization(kind: 1)
        /// Use the shortcut as written.
        nonisolated public static let custom = Localization(kind: 2)
    }

    /// The key.
    public var key: KeyEquivalent
    /// The modifier keys held with it.
    public var modifiers: EventModifiers
    /// How it adapts to the keyboard layout.
    public var localization: Localization

    /// Creates a shortcut of `key` with `modifiers` (Command by default; on this desktop
    /// Command is also matched by Control, the Linux convention).
    nonisolated public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: Localization = .automatic) {
        self.key = key
        self.modifiers = modifiers
        self.localization = localization
    }

    /// The default button of a window or dialog: Return, with no modifiers. A button with
    /// it is drawn as the prominent button.
    nonisolated public static let defaultAction = KeyboardShortcut(.return, modifiers: [])

    /// The cancel button: Escape, with no modifiers.
    nonisolated public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

    /// The modifiers a shortcut compares: Shift, Control, Option (Alt) and Command (Super).
    static let comparedModifiers: EventModifiers = [.shift, .control, .option, .command]

    /// Whether the shortcut is a key equivalent (it names Command, Control or Option): it
    /// is tried before the focused view sees the key, as a menu's key equivalents are. A
    /// plain-key shortcut (Return, Escape, a letter) comes after the focused view and its
    /// `onKeyPress` handlers, so a focused control that takes the key keeps it.
    var isKeyEquivalent: Bool { !modifiers.isDisjoint(with: [.command, .control, .option]) }

    /// Whether `press` (a key going down) is this shortcut. Letters compare without case
    /// (Shift is compared as a modifier); Control stands for Command when the shortcut
    /// names Command but not Control.
    func matches(_ press: KeyPress) -> Bool {
        guard press.phase == .down else { return false }
        var held = press.modifiers.intersection(Self.comparedModifiers)
        if modifiers.contains(.command), !modifiers.contains(.control), held.contains(.control) {
            held.remove(.control)
            held.insert(.command)
        }
        guard held == modifiers.intersection(Self.comparedModifiers) else { return false }
        if press.key == key { return true }
        return String(press.key.character).lowercased() == String(key.character).lowercased()
    }
}

private struct KeyboardShortcutKey: EnvironmentKey {
    static var defaultValue: KeyboardShortcut? { nil }
}

extension EnvironmentValues {
    /// The keyboard shortcut that buttons in this part of the tree take (set with
    /// ``View/keyboardShortcut(_:)``), or nil.
    public internal(set) var keyboardShortcut: KeyboardShortcut? {
        get { self[KeyboardShortcutKey.self] }
        set { self[KeyboardShortcutKey.self] = newValue }
    }
}

extension View {
    /// Assigns a keyboard shortcut to the button in this view: pressing `key` with
    /// `modifiers` anywhere in the window triggers it as a click would. A disabled button
    /// ignores its shortcut.
    nonisolated public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers))
    }

    /// Assigns a keyboard shortcut to the button in this view, adapted to the layout as
    /// `localization` says.
    nonisolated public func keyboardShortcut(
        _ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: KeyboardShortcut.Localization
    ) -> some View {
        keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers, localization: localization))
    }

    /// Assigns `shortcut` to the button in this view (`.defaultAction`: Return, drawn as
    /// the prominent button; `.cancelAction`: Escape).
    nonisolated public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
        modifier(_EnvironmentWritingModifier { $0.keyboardShortcut = shortcut })
    }

    /// Assigns `shortcut` to the button in this view, or none when it is nil.
    @_disfavoredOverload
    nonisolated public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
        modifier(_EnvironmentWritingModifier { $0.keyboardShortcut = shortcut })
    }
}

/// A button's shortcut in the layout tree: the window finds these nodes when a key is not
/// taken by the focused view (or, for key equivalents, before it is) and runs the button's
/// action.
@MainActor
package final class KeyboardShortcutNode: SingleChildNode {
    override var measuresAsItsChild: Bool { true }
    let shortcut: KeyboardShortcut
    let isEnabled: Bool
    let action: @MainActor () -> Void

    init(child: ViewNode, shortcut: KeyboardShortcut, isEnabled: Bool, action: @escaping @MainActor () -> Void) {
        self.shortcut = shortcut
        self.isEnabled = isEnabled
        self.action = action
        super.init(child: child)
    }

    /// Runs the action of the first enabled button in `root` whose shortcut `press` is
    /// (only key equivalents, or only plain keys); returns whether one ran.
    static func trigger(_ press: KeyPress, keyEquivalents: Bool, in root: ViewNode) -> Bool {
        var found: KeyboardShortcutNode?
        func visit(_ node: ViewNode) {
            guard found == nil, !node.holdsOnlyLayout else { return }
            UpdateCounts.current.nodesSearched += 1
            if let shortcut = node as? KeyboardShortcutNode, shortcut.isEnabled,
               shortcut.shortcut.isKeyEquivalent == keyEquivalents, shortcut.shortcut.matches(press) {
                found = shortcut
                return
            }
            for child in node.children { visit(child) }
        }
        visit(root)
        guard let found else { return false }
        found.action()
        return true
    }
}
