// fuzz-frame-decoder: the length-prefixed framing every Scenery connection reads
// (FrameDecoder), fed a byte stream as read(2) would deliver it.
//
// Input: the first byte chooses how the stream is cut into reads (1–255 bytes each; 0:
// one read); the rest is the stream. The decoder runs with small limits (frames of at most
// 64 bytes, messages of at most 256) so short inputs reach them.
//
// Checked: nothing traps, and
// * the payloads and the error do not depend on how the stream was cut into reads;
// * every payload is non-empty and within the message limit;
// * a failed decoder stays failed;
// * the payloads, framed again by Frame.encode, decode to themselves.
import SceneryWire

private let smallFrame = 64
private let smallMessage = 256

private struct Outcome: Equatable {
    var payloads: [[UInt8]] = []
    var error: WireError.Code?
    var cleanEnd = false
}

private func decode(_ stream: ArraySlice<UInt8>, readSize: Int) -> Outcome {
    var decoder = FrameDecoder(maximumPayloadSize: smallFrame, maximumMessageSize: smallMessage)
    var outcome = Outcome()
    var offset = stream.startIndex
    reading: while offset < stream.endIndex {
        let end = readSize == 0 ? stream.endIndex : min(offset + readSize, stream.endIndex)
        decoder.append(stream[offset..<end])
        offset = end
        while true {
            do {
                guard let payload = try decoder.nextPayload() else { break }
                precondition(!payload.isEmpty && payload.count <= smallMessage, "payload of \(payload.count) bytes")
                outcome.payloads.append(payload)
            } catch {
                outcome.error = error.code
                do {
                    _ = try decoder.nextPayload()
                    preconditionFailure("a failed decoder returned again")
                } catch {
                    precondition(error.code == outcome.error, "a failed decoder changed its error")
                }
                break reading
            }
        }
    }
    if outcome.error == nil { outcome.cleanEnd = (try? decoder.checkCleanEnd()) != nil }
    return outcome
}

// Also named as libFuzzer names it: its runtime keeps a `main` (unused here) that refers to it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFrameDecoder(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data, size > 0 else { return 0 }
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    let stream = input[1...]
    let whole = decode(stream, readSize: 0)
    let pieces = decode(stream, readSize: Int(input[0]))
    precondition(whole == pieces, "cutting the stream into reads of \(input[0]) bytes changed the result")

    // The payloads found, framed as a sender frames them, come back unchanged.
    var decoder = FrameDecoder()
    for payload in whole.payloads {
        decoder.append(Frame.encode(payload))
        do {
            let decoded = try decoder.nextPayload()
            precondition(decoded == payload, "a payload did not survive Frame.encode")
        } catch {
            preconditionFailure("Frame.encode made a stream FrameDecoder rejects: \(error)")
        }
    }
    return 0
}
