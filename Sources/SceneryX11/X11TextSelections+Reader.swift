#if canImport(Glibc)
import Glibc
#endif
import CXCB
package import SceneryCore
import SceneryPlatform

/// A paste waiting for the selection's owner.
struct PendingRead {
    /// The target asked for: `UTF8_STRING`, then `STRING` if the owner refused it.
    var target: xcb_atom_t
    var completions: [@MainActor (String?) -> Void]
    /// The data received so far in an incremental (INCR) transfer; nil before one starts.
    var incremental: [UInt8]?
    /// The type of the increments.
    var incrementalType: xcb_atom_t = 0
    /// Ends the wait when the owner does not answer in time.
    var deadline: EventLoop.Token?
}

/// Asking other clients for their selections (ICCCM §2.4–2.5, §2.7.2): ConvertSelection
/// to a property of the selection window, then SelectionNotify, read the property (in
/// increments for INCR) — each step within the deadline, waited for on a one-shot timer of
/// the event loop. Reading a selection this process owns takes no round trip.
extension X11TextSelections {
    package func requestText(from selection: TextSelectionKind, completion: @escaping @MainActor (String?) -> Void) {
        setUp()
        if let text = waitingForTime[selection] ?? owned[atoms.selection(selection)]?.text {
            loop.defer { completion(text) }
            return
        }
        if reads[selection] != nil {
            reads[selection]?.completions.append(completion)
            return
        }
        reads[selection] = PendingRead(target: atoms.utf8String, completions: [completion])
        ask(selection, target: atoms.utf8String)
    }

    /// Sends ConvertSelection for `target` and (re)starts the deadline.
    private func ask(_ kind: TextSelectionKind, target: xcb_atom_t) {
        reads[kind]?.target = target
        xcb_convert_selection(connection, window, atoms.selection(kind), target, atoms.property(kind), backend.lastEventTime)
        armReadDeadline(kind)
        backend.flush()
    }

    private func kind(ofSelection atom: xcb_atom_t) -> TextSelectionKind? {
        atom == atoms.clipboard ? .clipboard : atom == SelectionAtoms.primary ? .primary : nil
    }

    /// SelectionNotify: the owner converted the selection (or refused: property None).
    func converted(_ notify: xcb_selection_notify_event_t) {
        guard let kind = kind(ofSelection: notify.selection), let read = reads[kind], notify.target == read.target else { return }
        guard notify.property != 0 else {
            // An owner without UTF8_STRING may still have Latin-1 text.
            if read.target == atoms.utf8String { ask(kind, target: SelectionAtoms.string) } else { complete(kind, nil) }
            return
        }
        guard let (type, bytes) = readProperty(notify.property) else { return complete(kind, nil) }
        if type == atoms.incr {
            // Deleting the property (done by the read) starts the transfer; the chunks
            // arrive as new values of the property.
            reads[kind]?.incremental = []
            armReadDeadline(kind)
            return
        }
        complete(kind, decode(bytes, type: type, selection: notify.selection))
    }

    /// A property of the selection window has a new value: the next increment of an INCR
    /// transfer (an empty one ends it).
    func chunkArrived(property: xcb_atom_t) {
        guard let kind = [TextSelectionKind.clipboard, .primary].first(where: { atoms.property($0) == property }),
              let read = reads[kind], read.incremental != nil,
              let (type, bytes) = readProperty(property) else { return }
        if bytes.isEmpty {
            complete(kind, decode(read.incremental ?? [], type: read.incrementalType == 0 ? type : read.incrementalType,
                                  selection: atoms.selection(kind)))
        } else {
            reads[kind]?.incremental?.append(contentsOf: bytes)
            reads[kind]?.incrementalType = type
            armReadDeadline(kind)
        }
    }

    /// Reads and deletes a property of the selection window: its type and bytes.
    func readProperty(_ property: xcb_atom_t) -> (type: xcb_atom_t, bytes: [UInt8])? {
        let cookie = xcb_get_property(connection, 1, window, property, 0, 0, UInt32.max / 4)
        guard let reply = xcb_get_property_reply(connection, cookie, nil) else { return nil }
        defer { free(reply) }
        let length = Int(xcb_get_property_value_length(reply))
        guard length > 0, let value = xcb_get_property_value(reply) else { return (reply.pointee.type, []) }
        return (reply.pointee.type, Array(UnsafeRawBufferPointer(start: value, count: length)))
    }

    /// The text of the bytes: Latin-1 for `STRING`, UTF-8 otherwise (invalid sequences
    /// become U+FFFD, with a warning).
    private func decode(_ bytes: [UInt8], type: xcb_atom_t, selection: xcb_atom_t) -> String {
        if type == SelectionAtoms.string { return SelectionText.fromLatin1(bytes) }
        let (text, valid) = SelectionText.fromUTF8(bytes)
        if !valid {
            warn("the owner of \(name(of: selection)) (X window \(ownerDescription(selection))) sent text that is not valid UTF-8; the invalid bytes were pasted as U+FFFD")
        }
        return text
    }

    /// The owner of `selection` now, as `0x…` (or "none").
    func ownerDescription(_ selection: xcb_atom_t) -> String {
        let cookie = xcb_get_selection_owner(connection, selection)
        guard let reply = xcb_get_selection_owner_reply(connection, cookie, nil) else { return "unknown" }
        defer { free(reply) }
        return reply.pointee.owner == 0 ? "none" : "0x" + String(reply.pointee.owner, radix: 16)
    }

    private func armReadDeadline(_ kind: TextSelectionKind) {
        if let old = reads[kind]?.deadline { loop.remove(old) }
        reads[kind]?.deadline = loop.after(milliseconds: deadlineMilliseconds) { [weak self] in
            guard let self, self.reads[kind] != nil else { return }
            self.reads[kind]?.deadline = nil
            let selection = self.atoms.selection(kind)
            let seconds = self.deadlineMilliseconds / 1000
            self.warn("the owner of \(self.name(of: selection)) (X window \(self.ownerDescription(selection))) did not answer within \(seconds.formatted()) s; pasted nothing")
            // A late answer finds no paste waiting and is dropped.
            xcb_delete_property(self.connection, self.window, self.atoms.property(kind))
            self.complete(kind, nil)
            self.backend.flush()
        }
    }

    /// Ends a paste: every completion waiting for `kind` gets `text`.
    private func complete(_ kind: TextSelectionKind, _ text: String?) {
        guard let read = reads.removeValue(forKey: kind) else { return }
        if let deadline = read.deadline { loop.remove(deadline) }
        for completion in read.completions { completion(text) }
    }
}

extension Double {
    /// "2" for whole numbers, "0.5" otherwise.
    fileprivate func formatted() -> String {
        self == rounded() ? String(Int(self)) : String(self)
    }
}
