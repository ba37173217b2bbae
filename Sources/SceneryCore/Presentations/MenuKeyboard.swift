/// The keys of an open menu, as in GTK 4's menus: Up and Down move the highlight
/// between the items (skipping dividers and disabled items, wrapping around), Home and End
/// go to the first and last item, Right opens the highlighted item's submenu and Left
/// closes a submenu (mirrored right to left), and typing letters jumps to the item whose
/// title starts with them. Return and Space (the focused button's keys) pick the item;
/// Escape (the presentation's key) closes one level.
@MainActor
package struct MenuKeyboard {
    /// What a key did.
    package enum Outcome: Equatable {
        /// The key moved the highlight or opened a submenu.
        case handled
        /// The key closes this menu (Left in a submenu).
        case closeMenu
        /// Not a menu key.
        case ignored
    }

    /// The letters typed so far, and when the last came (monotonic milliseconds).
    private var typed = ""
    private var lastTyped = -Double.infinity
    /// Letters typed further apart than this start a new search.
    package static let typeAheadTimeout: Double = 1000

    package init() {}

    /// Handles `press` in the menu whose items are under `root`, whose keyboard focus is
    /// `focus`. `isSubmenu`: Left closes the menu; `rightToLeft`: Left and Right swap;
    /// `now`: the time of the key, in milliseconds; `page`: the height the items scroll in
    /// when the menu is taller than the screen (Page Up and Page Down then move a page, as
    /// in GTK's scrolling menus; otherwise they go to the first and last item).
    package mutating func handle(
        _ press: KeyPress, focus: FocusController, root: ViewNode, isSubmenu: Bool, rightToLeft: Bool, now: Double,
        page: CGFloat? = nil
    ) -> Outcome {
        guard press.phase != .up else { return .ignored }
        let modifiers = press.modifiers.subtracting([.function, .numericPad, .capsLock])
        let key = press.key
        let opens: KeyEquivalent = rightToLeft ? .leftArrow : .rightArrow
        let closes: KeyEquivalent = rightToLeft ? .rightArrow : .leftArrow
        if key == .downArrow || key == .upArrow {
            guard modifiers.isEmpty else { return .ignored }
            focus.moveFocus(forward: key == .downArrow)
            return .handled
        }
        if let page, key == .pageUp || key == .pageDown {
            let order = focus.order
            if let target = MenuScrolling.pageTarget(from: focus.focusedNode, order: order, page: page, forward: key == .pageDown) {
                focus.focus(target.focusIdentity)
            }
            return .handled
        }
        if key == .home || key == .end || key == .pageUp || key == .pageDown {
            let order = focus.order
            guard let target = key == .home || key == .pageUp ? order.first : order.last else { return .handled }
            focus.focus(target.focusIdentity)
            return .handled
        }
        if key == opens && modifiers.isEmpty {
            guard let focused = focus.focusedNode, Self.item(containing: focused, in: root)?.opensSubmenu == true else {
                return .ignored
            }
            focused.activateFromKeyboard()
            return .handled
        }
        if key == closes && modifiers.isEmpty { return isSubmenu ? .closeMenu : .ignored }
        guard modifiers.isDisjoint(with: [.control, .option, .command]),
              let typedNow = press.characters.first, !typedNow.isWhitespace, !typedNow.isNewline,
              typedNow.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F && !(0xF700...0xF8FF).contains($0.value) })
        else { return .ignored }
        if now - lastTyped > Self.typeAheadTimeout { typed = "" }
        lastTyped = now
        typed += press.characters
        jump(to: typed, focus: focus)
        return .handled
    }

    /// Highlights the item whose title starts with `prefix` (ignoring case): the first
    /// one after the highlighted item when a single letter is typed again (each press
    /// goes to the next item with that initial), else the first from the highlighted one.
    private func jump(to prefix: String, focus: FocusController) {
        let order = focus.order
        guard !order.isEmpty else { return }
        let wanted = prefix.lowercased()
        let letters = Set(wanted)
        // "ee": the second item starting with "e", as GTK cycles on a repeated letter.
        let cycling = letters.count == 1
        let search = cycling ? String(wanted.first!) : wanted
        let current = order.firstIndex { $0.focusIdentity == focus.focusedNode?.focusIdentity }
        let start = current.map { cycling ? $0 + 1 : $0 } ?? 0
        for offset in 0..<order.count {
            let candidate = order[(start + offset) % order.count]
            if Self.title(of: candidate).lowercased().hasPrefix(search) {
                focus.focus(candidate.focusIdentity)
                return
            }
        }
    }

    /// The text an item draws (its title, then any other text), joined by spaces.
    package static func title(of node: ViewNode) -> String {
        var list = DisplayList()
        node.draw(into: &list)
        return list.items.compactMap { item -> String? in
            if case .text(let string, _, _, _, _) = item { return string }
            return nil
        }.joined(separator: " ")
    }

    /// The menu item `node` belongs to.
    package static func item(containing node: ViewNode, in root: ViewNode) -> MenuItemNode? {
        func visit(_ current: ViewNode, enclosing: MenuItemNode?) -> MenuItemNode?? {
            let item = (current as? MenuItemNode) ?? enclosing
            if current === node { return .some(item) }
            for child in current.children {
                if let found = visit(child, enclosing: item) { return found }
            }
            return nil
        }
        return visit(root, enclosing: nil) ?? nil
    }

    /// The focusable view of the checked item (a picker's selected option), if any.
    package static func checkedItem(in root: ViewNode) -> (any FocusableNode)? {
        func visit(_ node: ViewNode, inChecked: Bool) -> (any FocusableNode)? {
            let checked = inChecked || (node as? MenuItemNode)?.isChecked == true
            if checked, let focusable = node.asFocusable, focusable.acceptsFocus { return focusable }
            for child in node.children { if let found = visit(child, inChecked: checked) { return found } }
            return nil
        }
        return visit(root, inChecked: false)
    }
}
