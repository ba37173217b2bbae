package import SceneryCore
import SceneryPlatform
package import SceneryShared

/// One presentation's secondary surface: its content laid out at its own size, its display
/// list, its keyboard focus, and the native window (a dialog or a popup over the presenting
/// window) it is drawn in. Owned by the presenting window's ``WindowController``, which
/// updates it after every frame; input from its window is hit-tested against its content.
@MainActor
package final class PresentationSurface: BackendWindowDelegate {
    package private(set) unowned var controller: WindowController
    /// What the registry reported at the last update.
    package private(set) var entry: PresentationRegistry.Entry
    /// The native window (nil until opened, and once closed).
    package private(set) var window: (any BackendWindow)?
    /// The content size in points: the content's ideal size, until the person resizes a
    /// dialog.
    package private(set) var size: Size = .zero
    package private(set) var displayList = DisplayList()
    /// The keyboard focus inside the presentation.
    package let focus = FocusController()
    /// What the window system last said about the surface's window.
    package private(set) var windowState = WindowState()
    /// What the pointer hovers in the presentation (menu items, a sheet's buttons).
    package let hover = HoverTracker()
    private var menuKeys = MenuKeyboard()
    private var presented: (list: DisplayList, size: Size)?
    private var pressedTarget: TapTargetNode?
    private var title = ""
    /// Whether the menu's highlighted item is to be scrolled into view before the next
    /// frame (a key moved the highlight, or the menu opened).
    private var revealsHighlight = false
    /// The arrow band whose hover scrolls a menu now (-1 the top one, 1 the bottom one).
    private var arrowScrolling: Int?
    /// Whether the menu's highlighted item is the one the pointer went to (not the
    /// keyboard): it is let go when the pointer leaves the menu, so the keys start afresh.
    private var highlightFollowsPointer = false

    init(controller: WindowController, entry: PresentationRegistry.Entry) {
        self.controller = controller
        self.entry = entry
    }

    /// The content's root node.
    package var content: ViewNode { entry.content }

    /// Whether the presentation's content asks not to be dismissed by Escape or the close
    /// button (`interactiveDismissDisabled()`).
    package var interactiveDismissDisabled: Bool {
        reducedPreference(InteractiveDismissDisabledKey.self, in: content) ?? false
    }

    /// Takes the registry's entry of this update, lays the content out and presents it;
    /// opens the window the first time (`parentID`: the presenting window's native id,
    /// `anchor`: the presenting view's frame in that window).
    func update(_ entry: PresentationRegistry.Entry, backend: any RenderBackend, appID: String, parentID: UInt32, parentTitle: String) {
        self.entry = entry
        let scale = controller.displayScale
        if window == nil {
            var ideal = idealWindowSize(content, scale: scale)
            if entry.kind.isModal {
                ideal.width = max(ideal.width, Self.minimumDialogWidth)
            }
            if isMenu {
                // A menu taller than its monitor's work area is clamped to it; its items scroll.
                let anchor = entry.anchorRect ?? entry.anchor?.frame ?? .zero
                ideal.height = MenuScrolling.height(
                    ideal: ideal.height, available: backend.popupAvailableHeight(parent: parentID, anchor: anchor))
            }
            size = ideal
        }
        placeRoot(content, in: size, scale: scale)
        focus.update(root: content)
        if window == nil && isMenu {
            highlightInitialItem()
            revealsHighlight = true
        }
        revealHighlightIfAsked()
        retargetPressedButton()
        if hover.point != nil && pressedTarget == nil { hover.update(root: content, moved: false) }
        draw()
        let wanted = navigationTitle(of: content) ?? parentTitle
        if window == nil {
            let anchor = entry.anchorRect ?? entry.anchor?.frame ?? .zero
            let role: BackendWindowRole
            switch entry.kind {
            case .sheet, .alert, .confirmationDialog:
                role = .dialog(parent: parentID, modal: true)
            case .popover(let edge):
                role = .popup(parent: parentID, kind: .popupMenu, anchor: anchor, edge: edge ?? .bottom)
            case .menu(let submenu):
                role = .popup(parent: parentID, kind: .dropdownMenu, anchor: anchor, edge: submenu ? .trailing : .bottom)
            case .contextMenu:
                role = .popup(parent: parentID, kind: .popupMenu, anchor: anchor, edge: .bottom)
            case .tooltip:
                role = .popup(parent: parentID, kind: .tooltip, anchor: anchor, edge: .bottom)
            }
            title = wanted
            do {
                let window = try backend.makeWindow(
                    BackendWindowSpec(appID: appID, title: wanted, size: size, role: role), delegate: self)
                self.window = window
                presentFrame()
                window.show()
            } catch {
                controller.reportPresentationFailure(error.message)
            }
        } else {
            presentFrame()
            if wanted != title {
                title = wanted
                window?.setTitle(wanted)
            }
        }
    }

    /// The narrowest a dialog opens (GNOME's dialogs are at least this wide).
    package static let minimumDialogWidth: CGFloat = 300

    private func draw() {
        focus.needsDisplay = false
        var list = DisplayList(time: controller.animationClock(), date: controller.dateClock())
        list.background = controller.windowBackground
        list.reserveCapacity(displayList.ownItemCount)
        content.draw(into: &list)
        if isMenu, let scroll = MenuScrolling.scrollView(in: content) {
            MenuScrolling.drawArrows(
                for: scroll, background: controller.windowBackground, color: controller.resolvedColor(Color.primary),
                into: &list)
        }
        if entry.kind.isPopup {
            // A popup has no window-manager frame: a hairline border sets it off.
            let frame = CGRect(origin: .zero, size: size)
            list.append(.shape(
                Path(frame.insetBy(dx: 0.5, dy: 0.5)), paint: .stroke(StrokeStyle(lineWidth: 1)),
                color: controller.resolvedColor(Color.popupBorder), frame: frame))
        }
        displayList = list
    }

    private func presentFrame() {
        guard let window else { return }
        let previous = presented.flatMap { $0.size == size ? $0.list : nil }
        window.present(displayList, size: size, damage: DisplayListDamage.between(previous, displayList, size: size))
        presented = (displayList, size)
    }

    /// A menu that opens highlights its checked item (a picker's selection), else, when a
    /// key opened it, its first item; a menu holds the keyboard (its grab), so the
    /// highlight shows at once.
    private func highlightInitialItem() {
        _ = focus.setWindowFocused(true)
        if let checked = MenuKeyboard.checkedItem(in: content) {
            focus.focus(checked.focusIdentity)
        } else if controller.lastInputWasKeyboard, let first = focus.order.first {
            focus.focus(first.focusIdentity)
        }
    }

    /// Draws again without layout (a pressed look or the focus ring changed), after
    /// scrolling a menu's highlighted item into view when a key moved it.
    func redraw() {
        revealHighlightIfAsked()
        draw()
        presentFrame()
    }

    /// Scrolls a menu's highlighted item into view if that was asked (``revealsHighlight``),
    /// placing the items again when they moved.
    private func revealHighlightIfAsked() {
        guard revealsHighlight else { return }
        revealsHighlight = false
        guard let scroll = MenuScrolling.scrollView(in: content), let item = focus.focusedNode,
              MenuScrolling.reveal(item, in: scroll) else { return }
        placeRoot(content, in: size, scale: controller.displayScale)
    }

    /// The height a page of a scrolling menu's items is (Page Up and Page Down move that
    /// far), or nil when its items all show.
    private var menuPage: CGFloat? {
        guard let scroll = MenuScrolling.scrollView(in: content), scroll.contentSize.height > scroll.frame.height + 0.5 else {
            return nil
        }
        return max(scroll.frame.height - 2 * MenuScrolling.arrowHeight, 1)
    }

    /// Scrolls a menu's items by `delta` points (an arrow band); returns whether they moved.
    private func scrollMenu(by delta: CGFloat) -> Bool {
        guard let scroll = MenuScrolling.scrollView(in: content), scroll.scroll(by: CGSize(width: 0, height: delta)) else {
            return false
        }
        placeRoot(content, in: size, scale: controller.displayScale)
        return true
    }

    /// While the pointer rests on a menu's arrow band the items scroll that way, a step
    /// every ``MenuScrolling/arrowRepeatMilliseconds`` (on the menu's hover timer, shared
    /// with the submenu delay: the pointer is on a band or on an item, not both), until
    /// the pointer leaves the band or the items end.
    private func scrollWhileOnArrow(_ direction: Int) {
        arrowScrolling = direction
        let delay = controller.submenuDelay
        delay.schedule(afterMilliseconds: MenuScrolling.arrowRepeatMilliseconds) { [weak self] in
            guard let self else { return }
            guard self.window != nil, self.arrowScrolling == direction, let point = self.hover.point,
                  let scroll = MenuScrolling.scrollView(in: self.content),
                  MenuScrolling.arrowBand(at: point, in: scroll) == direction,
                  self.scrollMenu(by: CGFloat(direction) * MenuScrolling.arrowStep) else {
                self.arrowScrolling = nil
                return
            }
            self.redraw()
            self.scrollWhileOnArrow(direction)
        }
    }

    /// Closes the native window.
    func close() {
        // A help tag of this presentation's views goes with it.
        if let tag = controller.helpTag, tag.inPresentation, tag.presentation === self || tag.presentation == nil {
            controller.hideHelpTag()
        }
        window?.close()
        window = nil
    }

    /// Ends the presentation as the person asked (Escape, the close button, a click
    /// outside a popup), unless its content disables that.
    private func dismissInteractively() {
        guard !interactiveDismissDisabled else { return }
        entry.dismiss()
    }

    /// Whether another presentation is modal over this one.
    private var isBlocked: Bool { controller.isInputBlocked(in: entry.key) }

    // MARK: BackendWindowDelegate

    package func windowStateChanged(_ state: WindowState) {
        windowState = state
        if focus.setWindowFocused(state.focused || isMenu) {
            controller.focusMoved()
            controller.applyInput(redrawing: self)
        }
    }

    package func windowDidResize(to size: Size) {
        guard size != self.size else { return }
        self.size = size
        placeRoot(content, in: size, scale: controller.displayScale)
        focus.update(root: content)
        redraw()
    }

    package func windowDidMap() {}

    package func windowCloseRequested() {
        dismissInteractively()
        controller.applyInput(redrawing: self)
    }

    package func windowPointer(pressed: Bool, at point: CGPoint, modifiers: EventModifiers) {
        if controller.graph.isUpdateScheduled { controller.updateViews() }
        guard !isBlocked else { return controller.activateTopPresentation() }
        if pressed { controller.lastInputWasKeyboard = false }
        if pressed && controller.helpTag?.inPresentation == true { controller.hideHelpTag() }
        if pressed {
            if entry.kind.isPopup && !CGRect(origin: .zero, size: size).contains(point) {
                return windowClickedOutside()
            }
            // A press on a menu's arrow band scrolls a step (and presses no item under it).
            if isMenu, let scroll = MenuScrolling.scrollView(in: content),
               let direction = MenuScrolling.arrowBand(at: point, in: scroll) {
                if scrollMenu(by: CGFloat(direction) * MenuScrolling.arrowStep) { redraw() }
                return
            }
            focus.pointerPressed(at: point, root: content)
            controller.focusMoved()
            pressedTarget = HitTesting.target(at: point, in: content)
            pressedTarget?.pressBegan()
            pressedTarget?.dragBegan(at: point)
            pressedTarget?.isPressed = true
            if let bar = pressedTarget as? ScrollBarNode, bar.takeScrolled() { return controller.render() }
        } else if let target = pressedTarget {
            pressedTarget = nil
            let inside = HitTesting.contains(point, in: target)
            target.isPressed = false
            if inside { target.activate(at: point, modifiers: modifiers) }
            target.pressEnded()
        }
        controller.applyInput(redrawing: self)
    }

    package func windowPointerMoved(to point: CGPoint) {
        guard let target = pressedTarget else { return }
        if let bar = target as? ScrollBarNode {
            // A scroll bar in a sheet: the content moved, lay out again.
            if bar.dragged(to: point) && bar.takeScrolled() { return controller.render() }
            return redraw()
        }
        if !target.dragged(to: point) {
            let inside = HitTesting.contains(point, in: target)
            guard inside != target.isPressed else { return }
            target.isPressed = inside
        }
        controller.applyInput(redrawing: self)
    }

    /// The pointer moved without a button held (or left, `nil`): the target under it draws
    /// its hover look and hover actions run, as in the main window. In a menu the item
    /// under the pointer becomes the highlighted one (the keyboard goes on from there), and
    /// a submenu item opens its submenu when the pointer rests on it a moment.
    package func windowPointerHovered(at point: CGPoint?) {
        var letGo = false
        if isMenu, highlightFollowsPointer, pressedTarget == nil, point.map({ !CGRect(origin: .zero, size: size).contains($0) }) ?? true,
           let item = focus.focusedNode, MenuKeyboard.item(containing: item, in: content)?.opensSubmenu != true {
            // Off the menu: the item the pointer highlighted is let go (a submenu's item
            // stays, as its submenu may be where the pointer went).
            focus.focus(nil)
            highlightFollowsPointer = false
            controller.submenuDelay.cancel()
            letGo = true
        }
        var changed: Bool
        if let point {
            hover.point = point
            guard pressedTarget == nil else { return }
            // On a menu's arrow band the items scroll while the pointer rests there; the
            // item under the band is not highlighted.
            if isMenu, let scroll = MenuScrolling.scrollView(in: content),
               let direction = MenuScrolling.arrowBand(at: point, in: scroll) {
                if arrowScrolling != direction { scrollWhileOnArrow(direction) }
                let unhovered = hover.pointerLeft(root: content)
                hover.point = point
                if unhovered { redraw() }
                return
            }
            arrowScrolling = nil
            changed = hover.update(root: content, moved: true)
        } else {
            arrowScrolling = nil
            changed = hover.pointerLeft(root: content)
        }
        changed = changed || letGo
        // Help tags show in sheets, dialogs and popovers as in the main window (not for a
        // menu's items, nor inside a tooltip).
        if !isMenu && entry.kind != .tooltip {
            controller.helpTagPointerMoved(to: point, root: content, presentation: self)
        }
        if isMenu, point != nil, let item = hover.hoveredTarget as? (any FocusableNode), item.acceptsFocus,
           item.focusIdentity != focus.focusedNode?.focusIdentity {
            focus.focus(item.focusIdentity)
            highlightFollowsPointer = true
            changed = true
            openSubmenuAfterDelay(item)
        }
        if controller.graph.isUpdateScheduled || changed { controller.applyInput(redrawing: self) }
    }

    /// How long the pointer rests on a submenu item before its submenu opens (GTK's
    /// `gtk-menu-popup-delay` is 225 ms).
    package static let submenuDelayMilliseconds: Double = 225

    /// Opens `item`'s submenu after a moment if it is a submenu item and still the
    /// highlighted one then.
    private func openSubmenuAfterDelay(_ item: any FocusableNode) {
        let delay = controller.submenuDelay
        delay.cancel()
        guard MenuKeyboard.item(containing: item, in: content)?.opensSubmenu == true else { return }
        let identity = item.focusIdentity
        delay.schedule(afterMilliseconds: Self.submenuDelayMilliseconds) { [weak self] in
            guard let self, self.window != nil, let focused = self.focus.focusedNode, focused.focusIdentity == identity else { return }
            focused.activateFromKeyboard()
            self.controller.applyInput(redrawing: self)
        }
    }

    package func windowKey(_ press: KeyPress) {
        if entry.kind != .tooltip && controller.helpTag?.inPresentation == true { controller.hideHelpTag() }
        if controller.graph.isUpdateScheduled { controller.updateViews() }
        guard !isBlocked else { return }
        if press.phase != .up { controller.lastInputWasKeyboard = true }
        var result = focus.handleKey(press, root: content)
        if result == .ignored && isMenu {
            let rightToLeft = controller.layoutDirection == .rightToLeft
            switch menuKeys.handle(
                press, focus: focus, root: content, isSubmenu: entry.kind == .menu(submenu: true),
                rightToLeft: rightToLeft, now: MonotonicClock.milliseconds(), page: menuPage) {
            case .handled:
                highlightFollowsPointer = false
                controller.submenuDelay.cancel()
                arrowScrolling = nil
                revealsHighlight = true
                result = .handled
            case .closeMenu:
                entry.dismiss()
                result = .handled
            case .ignored:
                break
            }
        }
        if result == .ignored && ContextMenus.isMenuKey(press)
            && ContextMenus.openForKeyboard(focused: focus.focusedNode, in: content) {
            result = .handled
        }
        if result == .ignored && press.key == .escape && press.phase == .down
            && press.modifiers.subtracting([.function, .numericPad, .capsLock]).isEmpty {
            dismissInteractively()
        }
        controller.focusMoved()
        controller.applyInput(redrawing: self)
    }

    package func windowScroll(notches: CGSize, at point: CGPoint) {
        guard !isBlocked else { return }
        let delta = CGSize(width: notches.width * WindowController.wheelStep, height: notches.height * WindowController.wheelStep)
        guard let (scroll, applied) = ScrollTargeting.target(at: point, delta: delta, in: content),
              scroll.scroll(by: applied) else { return }
        controller.render()
    }

    package func windowNavigateBack(at point: CGPoint) {
        guard !isBlocked, NavigationBack.goBack(at: point, in: content) else { return }
        controller.applyInput(redrawing: self)
    }

    package func windowMiddleClick(at point: CGPoint) {}

    /// A right click in the presentation opens the context menu there, if any.
    package func windowSecondaryClick(at point: CGPoint) {
        if controller.graph.isUpdateScheduled { controller.updateViews() }
        guard !isBlocked else { return }
        if entry.kind.isPopup && !CGRect(origin: .zero, size: size).contains(point) { return windowClickedOutside() }
        guard ContextMenus.open(at: point, in: content) else { return }
        controller.applyInput(redrawing: self)
    }

    /// Whether the presentation is a menu (Up and Down move between its items).
    package var isMenu: Bool {
        switch entry.kind {
        case .menu, .contextMenu: return true
        default: return false
        }
    }

    package func windowClickedOutside() {
        entry.dismiss()
        controller.applyInput(redrawing: self)
    }

    package func backendFailed(_ message: String) { controller.backendFailed(message) }

    /// After a layout that rebuilt the nodes: the pressed target is the new node of the same
    /// control, pressed as the old one was.
    private func retargetPressedButton() {
        guard let old = pressedTarget, let identity = old.targetIdentity,
              let new = HitTesting.target(identifiedBy: identity, in: content), new !== old else { return }
        new.isPressed = old.isPressed
        pressedTarget = new
    }
}

extension Color {
    /// The hairline around a popup (it has no window-manager frame).
    static let popupBorder = Color(white: 0, opacity: 0.25).dark(white: 1, opacity: 0.2)
}
