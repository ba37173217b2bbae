/// One window's keyboard focus: which view has it, moving it with Tab and Shift+Tab and
/// on `FocusState` requests, and delivering key events to the focused view and its
/// ancestors. Backend-neutral: the renderer's window controller calls it after every
/// layout and for every key event (see docs/input.md).
@MainActor
package final class FocusController {
    /// The identity of the focused view, nil when no view has the focus.
    package private(set) var focusedIdentity: IdentityPath?
    /// Whether the window holds the keyboard focus; the ring shows only while it does.
    package private(set) var windowIsFocused = false
    /// The view Space went down on (a button shows its pressed look until Space comes up).
    private var keyPressedIdentity: IdentityPath?
    private var scan: FocusScan?
    /// Something drawn changed (a ring, a pressed look) since the window last drew.
    package var needsDisplay = false

    /// A window's focus: nothing focused, window not focused yet.
    package init() {}

    /// After a layout: carries out `FocusState` requests, drops the focus from a view that
    /// left the tree or no longer takes it, writes every bound `FocusState`, and sets the
    /// nodes' focus rings. Returns whether anything drawn changed.
    @discardableResult
    package func update(root: ViewNode) -> Bool {
        let scan = FocusScan(root: root)
        self.scan = scan
        carryOutRequests(scan)
        return apply(scan)
    }

    /// The window gained or lost the keyboard focus. The focused view keeps the focus (and
    /// its `FocusState`), but the ring shows only in the focused window, as on macOS.
    /// Returns whether anything drawn changed.
    package func setWindowFocused(_ focused: Bool) -> Bool {
        guard focused != windowIsFocused else { return false }
        windowIsFocused = focused
        if !focused { keyPressedIdentity = nil }
        guard let scan else { return false }
        return apply(scan)
    }

    /// Delivers a key event: first to the focused view (Return and Space activate a
    /// button), then to the `onKeyPress` actions from the focused view up to the root (the
    /// root's own chain when nothing is focused); an unhandled Tab moves the focus.
    package func handleKey(_ press: KeyPress, root: ViewNode) -> KeyPress.Result {
        let scan = self.scan ?? FocusScan(root: root)
        let focused = scan.node(focusedIdentity)
        // Key equivalents (Command, Control, Option) first, as a menu's are.
        if KeyboardShortcutNode.trigger(press, keyEquivalents: true, in: root) { return .handled }
        if let focused, focused.isKeyboardActivated, handleActivation(press, on: focused, scan: scan) == .handled {
            return .handled
        }
        for node in responderChain(root: root, focused: focused).reversed() {
            if let handler = node as? KeyHandlerNode, handler.handle(press) == .handled { return .handled }
        }
        // Plain-key shortcuts (Return for the default button, Escape for cancel) when the
        // focused view and the handlers above did not take the key.
        if KeyboardShortcutNode.trigger(press, keyEquivalents: false, in: root) { return .handled }
        if press.key == .tab && press.phase != .up && press.modifiers.isDisjoint(with: [.control, .option, .command]) {
            moveFocus(forward: !press.modifiers.contains(.shift), scan: scan)
            return .handled
        }
        return .ignored
    }

    /// The pointer went down at `point`: a `.focusable()` view under it (the front-most)
    /// takes the focus. Clicking a button (or another tap target) leaves the focus where
    /// it is, as on macOS; clicking anything else — the background, a label — takes it
    /// away, as clicking outside a text field does.
    package func pointerPressed(at point: CGPoint, root: ViewNode) {
        let scan = self.scan ?? FocusScan(root: root)
        if let target = scan.focusables.last(where: { node in
            !node.isKeyboardActivated && node.acceptsFocus && node.frame.contains(point)
        }) {
            focusedIdentity = target.focusIdentity
        } else if HitTesting.target(at: point, in: root) == nil {
            focusedIdentity = nil
        } else {
            return
        }
        apply(scan)
    }

    /// The focusable views that take the focus now, in reading order (Tab's order).
    package var order: [any FocusableNode] { scan?.order ?? [] }

    /// The focused view's node, if any.
    package var focusedNode: (any FocusableNode)? { scan?.node(focusedIdentity) }

    /// Gives the focus to the view at `identity` (nil: to none), as a click on it would.
    package func focus(_ identity: IdentityPath?) {
        guard identity != focusedIdentity, let scan else { return }
        focusedIdentity = identity
        apply(scan)
    }

    /// Moves the focus as Tab (`forward`) or Shift+Tab does, wrapping around.
    package func moveFocus(forward: Bool) {
        guard let scan else { return }
        moveFocus(forward: forward, scan: scan)
    }

    /// The identity whose focus shows: the focused view while the window is focused.
    package var shownFocus: IdentityPath? { windowIsFocused ? focusedIdentity : nil }

    /// Moves the focus to the next (or previous) view in reading order, wrapping around;
    /// from nothing, to the first (or last).
    private func moveFocus(forward: Bool, scan: FocusScan) {
        let order = scan.order
        guard !order.isEmpty else { return }
        let current = order.firstIndex { $0.focusIdentity == focusedIdentity }
        let next: Int
        if let current {
            next = (current + (forward ? 1 : order.count - 1)) % order.count
        } else {
            next = forward ? 0 : order.count - 1
        }
        focusedIdentity = order[next].focusIdentity
        apply(scan)
    }

    /// Return activates the focused button at once; Space shows it pressed while held and
    /// activates it when it comes up (as desktop buttons do).
    private func handleActivation(_ press: KeyPress, on node: any FocusableNode, scan: FocusScan) -> KeyPress.Result {
        switch press.key {
        case .return:
            if press.phase == .down { node.activateFromKeyboard() }
            return press.phase == .up ? .ignored : .handled
        case .space:
            switch press.phase {
            case .down:
                keyPressedIdentity = node.focusIdentity
                apply(scan)
            case .up:
                guard keyPressedIdentity == node.focusIdentity else { return .ignored }
                keyPressedIdentity = nil
                apply(scan)
                node.activateFromKeyboard()
            default:
                break
            }
            return .handled
        default:
            return .ignored
        }
    }

    /// The nodes a key event travels through, root first: down to the focused view, or,
    /// with nothing focused, the root and its single-child chain (modifiers on the window's
    /// content).
    private func responderChain(root: ViewNode, focused: (any FocusableNode)?) -> [ViewNode] {
        if let focused, let path = ancestry(of: focused, in: root) { return path }
        var chain = [root]
        while let last = chain.last, last.children.count == 1 { chain.append(last.children[0]) }
        return chain
    }

    /// Focus requests made by assigning a `FocusState` since the last layout: a value that
    /// names a bound view focuses it (the first such view that takes the focus); false or
    /// nil takes the focus away when it is in a view bound to that state.
    private func carryOutRequests(_ scan: FocusScan) {
        let pending = scan.bindings.filter { $0.binding.storage.hasPendingRequest }
        guard !pending.isEmpty else { return }
        var requested: Set<ObjectIdentifier> = []
        for (binding, members) in pending where binding.isRequested() {
            guard requested.insert(ObjectIdentifier(binding.storage)).inserted else { continue }
            if let target = members.first(where: \.acceptsFocus) {
                focusedIdentity = target.focusIdentity
            }
        }
        for (binding, members) in pending where !requested.contains(ObjectIdentifier(binding.storage)) {
            if members.contains(where: { $0.focusIdentity == focusedIdentity }) { focusedIdentity = nil }
        }
        for (binding, _) in pending { binding.storage.hasPendingRequest = false }
    }

    /// Makes the tree agree with ``focusedIdentity``: clears it when its view is gone or
    /// disabled, writes the bound focus states (false first, then true, so two views bound
    /// to one optional state hand over cleanly), and sets rings and pressed looks.
    @discardableResult
    private func apply(_ scan: FocusScan) -> Bool {
        if let node = scan.node(focusedIdentity), node.acceptsFocus {
            // still here
        } else {
            focusedIdentity = nil
        }
        if keyPressedIdentity != focusedIdentity { keyPressedIdentity = nil }
        let inside = scan.bindings.map { _, members in members.contains { $0.focusIdentity == focusedIdentity } }
        for (index, entry) in scan.bindings.enumerated() where !inside[index] { entry.binding.setFocused(false) }
        for (index, entry) in scan.bindings.enumerated() where inside[index] { entry.binding.setFocused(true) }
        var changed = false
        for node in scan.focusables {
            let ring = windowIsFocused && node.focusIdentity == focusedIdentity
            let pressed = node.focusIdentity == keyPressedIdentity
            if node.showsFocusRing != ring { node.showsFocusRing = ring; changed = true }
            if node.isKeyboardActivated && node.isKeyPressed != pressed { node.isKeyPressed = pressed; changed = true }
        }
        if changed { needsDisplay = true }
        return changed
    }
}
