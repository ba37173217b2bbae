// fuzz-text-layouts: the remembered-text-layouts file a renderer reads at start
// (RememberedTextLayouts(decoding:): what Pango measured and drew for an earlier first
// frame).
//
// Input: the first byte chooses how the rest is used. Even: the rest is the whole file.
// Odd: the rest is the file's body, given the magic, length and checksum it needs, so the
// fuzzer reaches the body's decoder without having to forge an FNV-1a hash.
//
// Checked: nothing traps or allocates beyond the input's size, and a file that decodes
// encodes to bytes that decode again and encode the same (the file's contents decide its
// bytes).
@testable import SceneryCairo
import SceneryWire

// Also named as libFuzzer names it: its runtime keeps a `main` (unused here) that refers to it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTextLayouts(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data, size > 0 else { return 0 }
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    let rest = Array(input[1...])
    let file: [UInt8]
    if input[0] & 1 == 0 {
        file = rest
    } else {
        var header = WireWriter()
        for byte in RememberedTextLayouts.magic { header.write(byte) }
        header.write(UInt32(rest.count))
        header.write(RememberedTextLayouts.checksum(rest))
        file = header.bytes + rest
    }
    guard let layouts = RememberedTextLayouts(decoding: file) else { return 0 }
    let encoded = layouts.encoded()
    guard let again = RememberedTextLayouts(decoding: encoded) else {
        preconditionFailure("a file that decoded encodes to one that does not")
    }
    precondition(again.encoded() == encoded, "the same contents encoded to different bytes")
    return 0
}
