#if canImport(Glibc)
import Glibc
#endif
import CXCB
import SceneryPlatform

/// A hand-over to a clipboard manager, waiting for its answer.
struct ManagerHandOver {
    var text: String
    var completion: @MainActor (String?) -> Void
    var deadline: EventLoop.Token?
}

/// Copied text outliving the renderer (docs/clipboard.md): at a normal exit the clipboard
/// goes to a clipboard manager when one runs (the freedesktop convention: convert
/// `CLIPBOARD_MANAGER` to `SAVE_TARGETS`, keep answering the manager's requests, and wait
/// for its SelectionNotify), otherwise back to the renderer, which sends it to the scene
/// host; another renderer of the app then takes it over (``adoptClipboard(_:)``).
extension X11TextSelections {
    package func handOverClipboard(completion: @escaping @MainActor (String?) -> Void) {
        guard window != 0, let owned = owned[atoms.clipboard] else {
            loop.defer { completion(nil) }
            return
        }
        let cookie = xcb_get_selection_owner(connection, atoms.clipboardManager)
        var manager: xcb_window_t = 0
        if let reply = xcb_get_selection_owner_reply(connection, cookie, nil) {
            manager = reply.pointee.owner
            free(reply)
        }
        guard manager != 0 else {
            loop.defer { completion(owned.text) }
            return
        }
        // The targets worth saving: the text ones (the manager asks for them, with
        // MULTIPLE or one by one, while we wait).
        var save = targets(for: owned.text).filter { $0 != atoms.targets && $0 != atoms.multiple && $0 != atoms.timestamp }
        xcb_change_property(
            connection, UInt8(XCB_PROP_MODE_REPLACE.rawValue), window, atoms.saveProperty, SelectionAtoms.atom, 32,
            UInt32(save.count), &save)
        xcb_convert_selection(connection, window, atoms.clipboardManager, atoms.saveTargets, atoms.saveProperty, owned.time)
        let deadline = loop.after(milliseconds: deadlineMilliseconds) { [weak self] in
            guard let self, self.managerHandOver != nil else { return }
            self.managerHandOver?.deadline = nil
            self.warn("the clipboard manager (X window 0x\(String(manager, radix: 16))) did not save the clipboard within \(Int(self.deadlineMilliseconds)) ms")
            self.managerAnswered(success: false)
        }
        managerHandOver = ManagerHandOver(text: owned.text, completion: completion, deadline: deadline)
        backend.flush()
    }

    /// The manager's SelectionNotify: it saved the clipboard (or refused: property None,
    /// and the text goes to the scene host instead).
    func managerAnswered(success: Bool) {
        guard let handOver = managerHandOver else { return }
        managerHandOver = nil
        if let deadline = handOver.deadline { loop.remove(deadline) }
        handOver.completion(success ? nil : handOver.text)
    }

    /// Takes CLIPBOARD with text handed over from another renderer, at the server's time
    /// now (later than the old owner's, so the server gives it).
    package func adoptClipboard(_ text: String, completion: @escaping @MainActor (Bool) -> Void) {
        setUp()
        waitingForTime[.clipboard] = text
        withServerTime { [unowned self] time in
            // A copy made meanwhile in this process wins.
            guard let text = self.waitingForTime.removeValue(forKey: .clipboard) else { return completion(false) }
            completion(self.take(.clipboard, text: text, time: time))
        }
    }
}
