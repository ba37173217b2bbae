// fuzz-wire-message: every message decoder of the wire protocol (WireMessage(payload:)
// dispatches on the tag byte to each message's init(from:)).
//
// Input: one frame payload (a tag byte and the message's fields).
//
// Checked: nothing traps or allocates beyond the input's size, and a payload that decodes
// is the message's one encoding: encodePayload() gives back exactly the input (every field
// is read as it was written, nothing is skipped or normalised).
import SceneryWire

// Also named as libFuzzer names it: its runtime keeps a `main` (unused here) that refers to it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzWireMessage(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let payload = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let message: WireMessage
    do {
        message = try WireMessage(payload: payload)
    } catch {
        _ = error.description
        return 0
    }
    _ = message.name
    let encoded = message.encodePayload()
    precondition(encoded == payload, "\(message.name): decoding then encoding changed the bytes")
    return 0
}
