#if canImport(Glibc)
import Glibc
#endif
import CXCB
package import SceneryCore
package import SceneryPlatform
package import SceneryRenderer

/// The X11 text selections of one renderer process (ICCCM §2): it owns `CLIPBOARD` and
/// `PRIMARY` when a view copies, answers other clients' requests for them, and asks their
/// owners for text when a view pastes (docs/clipboard.md).
///
/// Selections are owned by a window of their own: an unmapped `InputOnly` window made on
/// the first copy or paste (nothing on the way to the first frame), which lives as long as
/// the process. So ownership does not depend on the visible window, and a spare renderer,
/// which has none, can take the clipboard over from a renderer that exits.
///
/// Owning (``setText(_:for:)``): `SetSelectionOwner` with the time of the input event that
/// caused the copy (the backend keeps the last one's server time; without one, the server's
/// time now, learnt from a zero-length property append), then `GetSelectionOwner` to check
/// the server took it. Answering: X11TextSelections+Owner.swift. Asking:
/// X11TextSelections+Reader.swift. Handing over at exit: X11TextSelections+HandOver.swift.
@MainActor
package final class X11TextSelections: ClipboardHandOverService {
    unowned let backend: X11Backend
    let loop: EventLoop
    var connection: OpaquePointer { backend.connection }
    /// Interned, and the window made, on first use (``setUp()``).
    private(set) var atoms: SelectionAtoms!
    private(set) var window: xcb_window_t = 0

    /// What this process owns: the text of each selection and the time it took it.
    var owned: [xcb_atom_t: (text: String, time: xcb_timestamp_t)] = [:]
    /// Texts waiting for the server's time before ownership is asked for.
    var waitingForTime: [TextSelectionKind: String] = [:]
    /// Run when the server's time is known (``withServerTime(_:)``).
    var timeWaiters: [@MainActor (xcb_timestamp_t) -> Void] = []
    /// Transfers to other clients in increments (INCR), by requestor window and property.
    var outgoing: [OutgoingTransfer.Key: OutgoingTransfer] = [:]
    /// Pastes waiting for the owner's answer, by selection.
    var reads: [TextSelectionKind: PendingRead] = [:]
    /// A hand-over to a clipboard manager in progress.
    var managerHandOver: ManagerHandOver?

    /// How long an owner (or a requestor taking an INCR transfer) may keep us waiting.
    package var deadlineMilliseconds: Double = 2000
    package var onWarning: (@MainActor (String) -> Void)?

    init(backend: X11Backend, loop: EventLoop) {
        self.backend = backend
        self.loop = loop
    }

    /// Interns the atoms and makes the selection window, once.
    func setUp() {
        guard window == 0 else { return }
        atoms = SelectionAtoms(connection: connection)
        let screen = backend.screen.pointee
        window = xcb_generate_id(connection)
        // Override-redirect, so no window manager takes an interest; property changes for
        // INCR transfers and the time probe.
        let values: [UInt32] = [1, XCB_EVENT_MASK_PROPERTY_CHANGE.rawValue]
        xcb_create_window(
            connection, 0, window, screen.root, -10, -10, 1, 1, 0, UInt16(XCB_WINDOW_CLASS_INPUT_ONLY.rawValue),
            UInt32(XCB_COPY_FROM_PARENT), XCB_CW_OVERRIDE_REDIRECT.rawValue | XCB_CW_EVENT_MASK.rawValue, values)
        let name = Array("Scenery selections".utf8)
        xcb_change_property(
            connection, UInt8(XCB_PROP_MODE_REPLACE.rawValue), window, XCB_ATOM_WM_NAME.rawValue,
            XCB_ATOM_STRING.rawValue, 8, UInt32(name.count), name)
    }

    func warn(_ message: String) {
        if let onWarning { onWarning(message) } else { writeStandardError("scenery: \(message)\n") }
    }

    /// The X name of a selection, for messages.
    func name(of selection: xcb_atom_t) -> String {
        if selection == SelectionAtoms.primary { return "PRIMARY" }
        if atoms != nil && selection == atoms.clipboard { return "CLIPBOARD" }
        if atoms != nil && selection == atoms.clipboardManager { return "CLIPBOARD_MANAGER" }
        return "selection \(selection)"
    }

    // MARK: Owning

    package func setText(_ text: String, for selection: TextSelectionKind) {
        setUp()
        let time = backend.lastEventTime
        if time != 0 {
            take(selection, text: text, time: time)
        } else {
            waitingForTime[selection] = text
            withServerTime { [unowned self] time in
                guard let text = self.waitingForTime.removeValue(forKey: selection) else { return }
                self.take(selection, text: text, time: time)
            }
        }
        backend.flush()
    }

    /// Asks for ownership of `kind` at `time` and checks the server gave it.
    @discardableResult
    func take(_ kind: TextSelectionKind, text: String, time: xcb_timestamp_t) -> Bool {
        let selection = atoms.selection(kind)
        xcb_set_selection_owner(connection, window, selection, time)
        let cookie = xcb_get_selection_owner(connection, selection)
        var owner: xcb_window_t = 0
        if let reply = xcb_get_selection_owner_reply(connection, cookie, nil) {
            owner = reply.pointee.owner
            free(reply)
        }
        guard owner == window else {
            owned[selection] = nil
            warn("could not take the \(name(of: selection)) selection (another client took it later); the copy is lost")
            return false
        }
        owned[selection] = (text, time)
        return true
    }

    /// Runs `body` with the server's time now: appends nothing to a property of the
    /// selection window and takes the time of the PropertyNotify that follows (ICCCM §2.1).
    func withServerTime(_ body: @escaping @MainActor (xcb_timestamp_t) -> Void) {
        timeWaiters.append(body)
        guard timeWaiters.count == 1 else { return }
        xcb_change_property(
            connection, UInt8(XCB_PROP_MODE_APPEND.rawValue), window, atoms.timeProbe, XCB_ATOM_STRING.rawValue, 8, 0, nil)
        backend.flush()
    }

    /// Another client took the selection (SelectionClear): the text is no longer ours.
    private func lost(_ selection: xcb_atom_t) { owned[selection] = nil }

    // MARK: Events

    /// Handles `event` when it belongs to the selections; returns false for any other.
    func handle(_ event: UnsafeMutablePointer<xcb_generic_event_t>) -> Bool {
        guard window != 0 else { return false }
        let raw = UnsafeMutableRawPointer(event)
        switch Int32(event.pointee.response_type & 0x7f) {
        case XCB_SELECTION_REQUEST:
            let request = raw.assumingMemoryBound(to: xcb_selection_request_event_t.self).pointee
            guard request.owner == window else { return false }
            answer(request)
            backend.flush()
            return true
        case XCB_SELECTION_CLEAR:
            let clear = raw.assumingMemoryBound(to: xcb_selection_clear_event_t.self).pointee
            guard clear.owner == window else { return false }
            lost(clear.selection)
            return true
        case XCB_SELECTION_NOTIFY:
            let notify = raw.assumingMemoryBound(to: xcb_selection_notify_event_t.self).pointee
            guard notify.requestor == window else { return false }
            if notify.selection == atoms.clipboardManager {
                managerAnswered(success: notify.property != 0)
            } else {
                converted(notify)
            }
            backend.flush()
            return true
        case XCB_PROPERTY_NOTIFY:
            let property = raw.assumingMemoryBound(to: xcb_property_notify_event_t.self).pointee
            let newValue = property.state == UInt8(XCB_PROPERTY_NEW_VALUE.rawValue)
            if property.window == window {
                if newValue && property.atom == atoms.timeProbe {
                    let waiters = timeWaiters
                    timeWaiters = []
                    for waiter in waiters { waiter(property.time) }
                } else if newValue {
                    chunkArrived(property: property.atom)
                }
                backend.flush()
                return true
            }
            let key = OutgoingTransfer.Key(requestor: property.window, property: property.atom)
            guard outgoing[key] != nil else { return false }
            if !newValue { sendNextChunk(key) }
            backend.flush()
            return true
        default:
            return false
        }
    }
}
