#if canImport(Glibc)
import Glibc
#endif
import CXCB
package import SceneryCore
import SceneryPlatform
import SceneryRenderer

/// A popup's hold on the pointer and keyboard: taken when it is shown, with the time of the
/// event that opened it; retried a few times on a timer while another client holds a grab.
final class PopupGrab {
    var pointer = false
    var keyboard = false
    var attempts = 0
    var timer: DeadlineTimer?
}

extension X11Window {
    /// Whether the window is a popup (override-redirect, holding the pointer and keyboard).
    var isPopup: Bool {
        if case .popup = role { return true }
        return false
    }

    /// Whether this is a popup (a menu or popover, not a tooltip) opened over window `parent`.
    func opensOver(_ parent: xcb_window_t) -> Bool {
        guard case .popup(let opener, let kind, _, _) = role, kind != .tooltip else { return false }
        return opener == parent
    }

    /// The popup this popup was opened from (a submenu's menu), if any.

    var parentPopup: X11Window? {
        guard case .popup(let parent, _, _, _) = role, let window = owner.window(withID: parent), window.isPopup else { return nil }
        return window
    }

    /// Whether window pixel (x, y) is inside the window.
    func containsPixel(x: Int, y: Int) -> Bool {
        let size = pixelSize
        return x >= 0 && y >= 0 && x < Int(size.width) && y < Int(size.height)
    }

    /// WM_TRANSIENT_FOR, _NET_WM_WINDOW_TYPE and (for a modal dialog) _NET_WM_STATE_MODAL,
    /// set before the window is mapped so the window manager sees them when it manages it.
    func setPresentationProperties(_ role: BackendWindowRole) {
        let atoms = owner.atoms
        let parent: UInt32
        var type: xcb_atom_t
        var modal = false
        switch role {
        case .normal:
            return
        case .dialog(let dialogParent, let isModal):
            parent = dialogParent
            type = atoms.netWMWindowTypeDialog
            modal = isModal
        case .popup(let popupParent, let kind, _, _):
            parent = popupParent
            switch kind {
            case .popupMenu: type = atoms.netWMWindowTypePopupMenu
            case .dropdownMenu: type = atoms.netWMWindowTypeDropdownMenu
            case .tooltip: type = atoms.netWMWindowTypeTooltip
            }
        }
        var transientFor = parent
        xcb_change_property(
            connection, UInt8(XCB_PROP_MODE_REPLACE.rawValue), id, XCB_ATOM_WM_TRANSIENT_FOR.rawValue,
            XCB_ATOM_WINDOW.rawValue, 32, 1, &transientFor)
        xcb_change_property(
            connection, UInt8(XCB_PROP_MODE_REPLACE.rawValue), id, atoms.netWMWindowType,
            XCB_ATOM_ATOM.rawValue, 32, 1, &type)
        if modal {
            var state = atoms.netWMStateModal
            xcb_change_property(
                connection, UInt8(XCB_PROP_MODE_REPLACE.rawValue), id, atoms.netWMState,
                XCB_ATOM_ATOM.rawValue, 32, 1, &state)
        }
    }

    /// Where a presentation's window goes on the root window, in pixels: a dialog centred
    /// on its parent; a popup beside its anchor, on the side its edge says, flipped to the
    /// other side when it would leave its area and kept inside it. The area is the work
    /// area of the monitor the anchor (a dialog's parent) is on (``PopupArea``). Nil for a
    /// top-level window (or a parent that is gone).
    static func presentationOrigin(
        _ role: BackendWindowRole, pixels: (width: UInt16, height: UInt16), backend: X11Backend
    ) -> (x: Int16, y: Int16)? {
        let parentID: UInt32
        switch role {
        case .normal: return nil
        case .dialog(let parent, _): parentID = parent
        case .popup(let parent, _, _, _): parentID = parent
        }
        guard let parent = backend.window(withID: parentID), let placement = backend.placement(over: parentID) else { return nil }
        let parentX = Double(placement.parentOrigin.x), parentY = Double(placement.parentOrigin.y)
        let size = (width: Double(pixels.width), height: Double(pixels.height))
        let parentSize = parent.pixelSize
        switch role {
        case .normal:
            return nil
        case .dialog:
            let x = parentX + (Double(parentSize.width) - size.width) / 2
            let y = parentY + (Double(parentSize.height) - size.height) / 2
            let centre = CGPoint(x: parentX + Double(parentSize.width) / 2, y: parentY + Double(parentSize.height) / 2)
            return clamp(x: x, y: y, size: size, area: backend.area(of: placement, near: centre))
        case .popup(_, let kind, let anchor, let edge):
            let scale = Double(parent.scale)
            let a = (minX: parentX + Double(anchor.minX) * scale, minY: parentY + Double(anchor.minY) * scale,
                     maxX: parentX + Double(anchor.maxX) * scale, maxY: parentY + Double(anchor.maxY) * scale)
            let area = backend.area(of: placement, near: CGPoint(x: (a.minX + a.maxX) / 2, y: (a.minY + a.maxY) / 2))
            let top = Double(area.minY), bottom = Double(area.maxY), left = Double(area.minX), right = Double(area.maxX)
            let centreX = (a.minX + a.maxX - size.width) / 2
            let centreY = (a.minY + a.maxY - size.height) / 2
            var x: Double, y: Double
            // A menu starts at its button's leading edge, a context menu at the pointer (an
            // empty anchor); a popover or tooltip is centred on its anchor.
            let leading = kind == .dropdownMenu || a.maxX == a.minX
            switch edge {
            case .bottom, .top:
                x = leading ? a.minX : centreX
                let below = a.maxY, above = a.minY - size.height
                let wantsBelow = edge == .bottom
                y = wantsBelow ? below : above
                if wantsBelow && below + size.height > bottom && above >= top { y = above }
                if !wantsBelow && above < top && below + size.height <= bottom { y = below }
            case .leading, .trailing:
                y = centreY
                let after = a.maxX, before = a.minX - size.width
                let wantsAfter = edge == .trailing
                x = wantsAfter ? after : before
                if wantsAfter && after + size.width > right && before >= left { x = before }
                if !wantsAfter && before < left && after + size.width <= right { x = after }
            }
            return clamp(x: x, y: y, size: size, area: area)
        }
    }

    private static func clamp(x: Double, y: Double, size: (width: Double, height: Double), area: CGRect) -> (x: Int16, y: Int16) {
        let cx = min(max(Double(area.minX), x), max(Double(area.minX), Double(area.maxX) - size.width))
        let cy = min(max(Double(area.minY), y), max(Double(area.minY), Double(area.maxY) - size.height))
        return (Int16(clamping: Int(cx.rounded())), Int16(clamping: Int(cy.rounded())))
    }

    /// How many times a popup tries to grab, and how long it waits between tries, while
    /// another client (a window manager's menu) holds a grab.
    static let grabAttempts = 5
    static let grabRetryMilliseconds = 30.0

    /// Grabs the pointer and keyboard for a popup (not a tooltip), with the time of the
    /// event that opened it, so every press and key goes to the popup: presses outside it
    /// dismiss it. On AlreadyGrabbed (or a frozen or not yet viewable window) it tries again
    /// on a timer, a few times.
    func grabInput() {
        if case .popup(_, .tooltip, _, _) = role { return }
        let grab = self.grab ?? PopupGrab()
        self.grab = grab
        grab.attempts += 1
        let time = owner.lastEventTime
        let async = UInt8(XCB_GRAB_MODE_ASYNC.rawValue)
        // Both requests go out before either reply is read: one round trip, not two.
        var pointerCookie: xcb_grab_pointer_cookie_t?
        if !grab.pointer {
            // Motion without a button too: a menu's items follow the pointer.
            let mask = UInt16(XCB_EVENT_MASK_BUTTON_PRESS.rawValue | XCB_EVENT_MASK_BUTTON_RELEASE.rawValue
                | XCB_EVENT_MASK_POINTER_MOTION.rawValue | XCB_EVENT_MASK_ENTER_WINDOW.rawValue
                | XCB_EVENT_MASK_LEAVE_WINDOW.rawValue)
            pointerCookie = xcb_grab_pointer(connection, 0, id, mask, async, async, UInt32(XCB_NONE), UInt32(XCB_NONE), time)
        }
        let keyboardCookie = grab.keyboard ? nil : xcb_grab_keyboard(connection, 0, id, time, async, async)
        if let pointerCookie, let reply = xcb_grab_pointer_reply(connection, pointerCookie, nil) {
            grab.pointer = reply.pointee.status == UInt8(XCB_GRAB_STATUS_SUCCESS.rawValue)
            free(reply)
        }
        if let keyboardCookie {
            if let reply = xcb_grab_keyboard_reply(connection, keyboardCookie, nil) {
                grab.keyboard = reply.pointee.status == UInt8(XCB_GRAB_STATUS_SUCCESS.rawValue)
                free(reply)
            }
            if grab.keyboard { reportGrabbedKeyboard() }
        }
        owner.flush()
        guard !(grab.pointer && grab.keyboard), grab.attempts < Self.grabAttempts else { return }
        let timer = grab.timer ?? DeadlineTimer(loop: owner.loop)
        grab.timer = timer
        timer.arm(inMilliseconds: Self.grabRetryMilliseconds) { [weak self] in self?.grabInput() }
    }

    /// Lets the pointer and keyboard go (a popup closing).
    func releaseGrab() {
        guard let grab else { return }
        grab.timer?.cancel()
        if grab.pointer { xcb_ungrab_pointer(connection, UInt32(XCB_CURRENT_TIME)) }
        if grab.keyboard { xcb_ungrab_keyboard(connection, UInt32(XCB_CURRENT_TIME)) }
        self.grab = nil
    }
}

extension X11Backend {
    /// The height, in points of the window `parent`, of the work area of the monitor a
    /// popup anchored at `anchor` (the parent's points) opens on: a menu is at most that
    /// tall. The placement read for it is kept for the popup's window, which is made next
    /// (``placement(over:)``), so opening a menu reads the layout once.
    package func popupAvailableHeight(parent: UInt32, anchor: CGRect) -> CGFloat? {
        let scale = window(withID: parent)?.scale ?? displayScale
        guard scale > 0, let placement = freshPlacement(over: parent) else { return nil }
        placementMemo = (parent, placement)
        let origin = placement.parentOrigin
        let centre = CGPoint(x: origin.x + anchor.midX * scale, y: origin.y + anchor.midY * scale)
        // Whole pixels: a window of this many points is no taller than the area.
        return (area(of: placement, near: centre).height / scale).rounded(.down)
    }

    /// The placement over `parent`: the one ``popupAvailableHeight(parent:anchor:)`` just
    /// read for it, else a fresh one.
    func placement(over parent: UInt32) -> MonitorLayout.Placement? {
        if let memo = placementMemo, memo.parent == parent {
            placementMemo = nil
            return memo.placement
        }
        return freshPlacement(over: parent)
    }

    private func freshPlacement(over parent: UInt32) -> MonitorLayout.Placement? {
        monitorLayout.read(monitorLayout.request(parent: parent, backend: self), backend: self)
    }

    /// The area, in root pixels, a presentation near `point` may use.
    func area(of placement: MonitorLayout.Placement, near point: CGPoint) -> CGRect {
        let screenRect = CGRect(
            x: 0, y: 0, width: CGFloat(screen.pointee.width_in_pixels), height: CGFloat(screen.pointee.height_in_pixels))
        return PopupArea.area(near: point, monitors: placement.monitors, workArea: placement.workArea, screen: screenRect)
    }
}
