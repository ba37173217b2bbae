#if canImport(Glibc)
import Glibc
#endif
import CXCB
import SceneryPlatform

/// Answering other clients' requests for the selections this process owns (ICCCM §2.2–2.6).
extension X11TextSelections {
    /// Data above this size goes in increments (INCR). Also bounded by the server's maximum
    /// request length.
    static let chunkLimit = 256 * 1024

    /// The largest property write in one request.
    var chunkSize: Int {
        let maximum = Int(xcb_get_maximum_request_length(connection)) * 4 - 64
        return max(4096, min(Self.chunkLimit, maximum))
    }

    /// The targets offered for `text`: `STRING` only when it fits Latin-1.
    func targets(for text: String) -> [xcb_atom_t] {
        var list = [atoms.targets, atoms.timestamp, atoms.multiple, atoms.utf8String, atoms.textPlainUTF8, atoms.text]
        if SelectionText.latin1(text) != nil { list.append(SelectionAtoms.string) }
        return list
    }

    /// Answers a SelectionRequest: converts the selection to the target into the property,
    /// then sends SelectionNotify — with property None when this process does not own the
    /// selection (or did not at the request's time) or cannot convert to the target.
    func answer(_ request: xcb_selection_request_event_t) {
        // Obsolete clients name no property: use the target's name (ICCCM §2.2).
        let property = request.property != 0 ? request.property : request.target
        var converted = false
        if let owned = owned[request.selection], request.time == 0 || request.time >= owned.time {
            if request.target == atoms.multiple {
                converted = request.property != 0 && convertMultiple(owned, requestor: request.requestor, property: property)
            } else {
                converted = convert(owned, target: request.target, requestor: request.requestor, property: property)
            }
        }
        sendNotify(to: request.requestor, selection: request.selection, target: request.target,
                   property: converted ? property : 0, time: request.time)
    }

    /// Writes `owned` as `target` into the requestor's property; false when the target is
    /// not one this process offers.
    func convert(_ owned: (text: String, time: xcb_timestamp_t), target: xcb_atom_t, requestor: xcb_window_t, property: xcb_atom_t) -> Bool {
        switch target {
        case atoms.targets:
            var list = targets(for: owned.text)
            xcb_change_property(
                connection, UInt8(XCB_PROP_MODE_REPLACE.rawValue), requestor, property, SelectionAtoms.atom, 32,
                UInt32(list.count), &list)
        case atoms.timestamp:
            var time = owned.time
            xcb_change_property(
                connection, UInt8(XCB_PROP_MODE_REPLACE.rawValue), requestor, property, SelectionAtoms.integer, 32, 1, &time)
        case atoms.utf8String, atoms.text:
            // TEXT lets the owner choose the encoding: UTF-8.
            write(Array(owned.text.utf8), type: atoms.utf8String, requestor: requestor, property: property)
        case atoms.textPlainUTF8:
            write(Array(owned.text.utf8), type: atoms.textPlainUTF8, requestor: requestor, property: property)
        case SelectionAtoms.string:
            guard let latin1 = SelectionText.latin1(owned.text) else { return false }
            write(latin1, type: SelectionAtoms.string, requestor: requestor, property: property)
        default:
            return false
        }
        return true
    }

    /// MULTIPLE (ICCCM §2.6.2): the property holds (target, property) pairs; each is
    /// converted, and the pairs that failed get property None.
    private func convertMultiple(_ owned: (text: String, time: xcb_timestamp_t), requestor: xcb_window_t, property: xcb_atom_t) -> Bool {
        let cookie = xcb_get_property(connection, 0, requestor, property, atoms.atomPair, 0, 1024)
        guard let reply = xcb_get_property_reply(connection, cookie, nil) else { return false }
        defer { free(reply) }
        let count = Int(xcb_get_property_value_length(reply)) / 4
        guard reply.pointee.format == 32, count >= 2, let value = xcb_get_property_value(reply) else { return false }
        var pairs = Array(UnsafeBufferPointer(start: value.assumingMemoryBound(to: xcb_atom_t.self), count: count - count % 2))
        for index in stride(from: 0, to: pairs.count, by: 2) {
            let target = pairs[index], into = pairs[index + 1]
            if into == 0 || target == atoms.multiple || !convert(owned, target: target, requestor: requestor, property: into) {
                pairs[index + 1] = 0
            }
        }
        xcb_change_property(
            connection, UInt8(XCB_PROP_MODE_REPLACE.rawValue), requestor, property, atoms.atomPair, 32,
            UInt32(pairs.count), &pairs)
        return true
    }

    /// Writes `bytes` into the property, in increments when they are larger than a chunk.
    private func write(_ bytes: [UInt8], type: xcb_atom_t, requestor: xcb_window_t, property: xcb_atom_t) {
        let chunk = chunkSize
        guard bytes.count > chunk else {
            xcb_change_property(
                connection, UInt8(XCB_PROP_MODE_REPLACE.rawValue), requestor, property, type, 8, UInt32(bytes.count), bytes)
            return
        }
        // INCR: listen for the requestor deleting the property, then announce the size (a
        // lower bound) as the property's value; the SelectionNotify follows.
        var mask = XCB_EVENT_MASK_PROPERTY_CHANGE.rawValue
        xcb_change_window_attributes(connection, requestor, XCB_CW_EVENT_MASK.rawValue, &mask)
        var size = UInt32(clamping: bytes.count)
        xcb_change_property(
            connection, UInt8(XCB_PROP_MODE_REPLACE.rawValue), requestor, property, atoms.incr, 32, 1, &size)
        let key = OutgoingTransfer.Key(requestor: requestor, property: property)
        if let old = outgoing[key]?.deadline { loop.remove(old) }
        outgoing[key] = OutgoingTransfer(type: type, bytes: bytes, chunkSize: chunk)
        armTransferDeadline(key)
    }

    /// The requestor deleted the property: the next chunk, or the empty one that ends it.
    func sendNextChunk(_ key: OutgoingTransfer.Key) {
        guard var transfer = outgoing[key] else { return }
        if let deadline = transfer.deadline { loop.remove(deadline) }
        let done = transfer.isComplete
        let chunk = transfer.nextChunk()
        chunk.withUnsafeBufferPointer { buffer in
            _ = xcb_change_property(
                connection, UInt8(XCB_PROP_MODE_REPLACE.rawValue), key.requestor, key.property, transfer.type, 8,
                UInt32(buffer.count), buffer.baseAddress)
        }
        if done {
            finishTransfer(key)
        } else {
            transfer.deadline = nil
            outgoing[key] = transfer
            armTransferDeadline(key)
        }
    }

    private func armTransferDeadline(_ key: OutgoingTransfer.Key) {
        outgoing[key]?.deadline = loop.after(milliseconds: deadlineMilliseconds * 2.5) { [weak self] in
            guard let self, let transfer = self.outgoing[key] else { return }
            self.outgoing[key]?.deadline = nil
            self.warn("X window 0x\(String(key.requestor, radix: 16)) stopped reading an incremental selection transfer after \(transfer.offset) of \(transfer.bytes.count) bytes; dropped it")
            self.finishTransfer(key)
            self.backend.flush()
        }
    }

    /// Forgets a transfer; stops listening to the requestor's window when it was the last.
    private func finishTransfer(_ key: OutgoingTransfer.Key) {
        if let deadline = outgoing.removeValue(forKey: key)?.deadline { loop.remove(deadline) }
        guard !outgoing.keys.contains(where: { $0.requestor == key.requestor }) else { return }
        var mask: UInt32 = 0
        xcb_change_window_attributes(connection, key.requestor, XCB_CW_EVENT_MASK.rawValue, &mask)
    }

    /// Tells the requestor the conversion is done (property None: refused).
    func sendNotify(to requestor: xcb_window_t, selection: xcb_atom_t, target: xcb_atom_t, property: xcb_atom_t, time: xcb_timestamp_t) {
        var event = xcb_selection_notify_event_t()
        event.response_type = UInt8(XCB_SELECTION_NOTIFY)
        event.time = time
        event.requestor = requestor
        event.selection = selection
        event.target = target
        event.property = property
        // SendEvent carries 32 bytes; the event struct is shorter.
        var buffer = [CChar](repeating: 0, count: 32)
        withUnsafeBytes(of: &event) { bytes in
            for (index, byte) in bytes.enumerated() { buffer[index] = CChar(bitPattern: byte) }
        }
        xcb_send_event(connection, 0, requestor, 0, buffer)
    }
}
