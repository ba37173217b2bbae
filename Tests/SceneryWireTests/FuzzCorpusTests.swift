import Foundation
import SceneryWire
import Testing

/// The committed seed corpora of the wire's fuzz targets (Fuzz/Corpus, docs/fuzzing.md).
///
/// The seeds are written by this suite: `SCENERY_FUZZ_WRITE_SEEDS=1 swift test --filter
/// FuzzCorpusTests` rewrites them from the round-trip samples. Without it, the suite checks
/// that the committed seeds are what the fuzzers need: every message, valid.
@Suite("Fuzz seed corpora of the wire", .serialized)
struct WireFuzzCorpusTests {
    @Test("The seed writer ran when asked", .enabled(if: FuzzCorpus.writing))
    func writeSeeds() throws {
        var counts: [String: Int] = [:]
        try FuzzCorpus.replace("wire-message", with: Samples.all.map { sample in
            let name = sample.message.name
            counts[name, default: 0] += 1
            return ("\(name)-\(counts[name]!)", sample.message.encodePayload())
        })
        try FuzzCorpus.replace("frame-decoder", with: FrameSeeds.all)
    }

    @Test("fuzz-wire-message's seeds hold every sample message, each its own one encoding")
    func wireMessageSeeds() throws {
        let seeds = try FuzzCorpus.read("wire-message")
        for (name, bytes) in seeds {
            let message = try WireMessage(payload: bytes)
            #expect(message.encodePayload() == bytes, "\(name)")
        }
        let payloads = Set(seeds.map(\.bytes))
        for sample in Samples.all {
            #expect(payloads.contains(sample.message.encodePayload()), "no seed for \(sample.testDescription)")
        }
    }

    @Test("fuzz-frame-decoder's seeds are streams of frames within its small limits")
    func frameSeeds() throws {
        let seeds = try FuzzCorpus.read("frame-decoder")
        #expect(Set(seeds.map(\.bytes)) == Set(FrameSeeds.all.map(\.1)))
        for (name, bytes) in seeds {
            var decoder = FrameDecoder(maximumPayloadSize: 64, maximumMessageSize: 256)
            decoder.append(bytes.dropFirst())
            var count = 0
            while try decoder.nextPayload() != nil { count += 1 }
            try decoder.checkCleanEnd()
            #expect(count > 0, "\(name)")
        }
    }
}

/// Seeds of fuzz-frame-decoder: a read size byte, then frames of at most 64 bytes, messages
/// of at most 256 (the target's limits).
enum FrameSeeds {
    static func frame(_ payload: [UInt8], more: Bool = false) -> [UInt8] {
        let header = UInt32(payload.count) | (more ? Frame.continuationFlag : 0)
        return (0..<4).map { UInt8(truncatingIfNeeded: header >> (8 * $0)) } + payload
    }

    static let all: [(String, [UInt8])] = [
        ("one-frame", [0] + frame([10])),
        ("two-frames-read-bytewise", [1] + frame([10]) + frame(WireMessage.closeRequest(CloseRequest(windowID: 9)).encodePayload())),
        ("largest-frame", [7] + frame([UInt8](repeating: 0x41, count: 64))),
        ("message-in-three-frames", [5] + frame([UInt8](repeating: 1, count: 64), more: true)
            + frame([UInt8](repeating: 2, count: 64), more: true) + frame([3, 3, 3])),
        ("largest-message", [64] + (0..<3).flatMap { _ in frame([UInt8](repeating: 9, count: 64), more: true) } + frame([UInt8](repeating: 9, count: 64))),
    ]
}

/// Reads and writes a fuzz target's committed seeds.
enum FuzzCorpus {
    /// Whether this run rewrites the seeds (`SCENERY_FUZZ_WRITE_SEEDS=1`).
    static let writing = ProcessInfo.processInfo.environment["SCENERY_FUZZ_WRITE_SEEDS"] == "1"

    /// `Fuzz/` of this checkout.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fuzz")

    static func directory(_ corpus: String, regressions: Bool = false) -> URL {
        root.appendingPathComponent(regressions ? "Regressions" : "Corpus").appendingPathComponent(corpus)
    }

    /// The files of a corpus, by name.
    static func read(_ corpus: String, regressions: Bool = false) throws -> [(name: String, bytes: [UInt8])] {
        let directory = directory(corpus, regressions: regressions)
        return try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted().map { name in
            (name, Array(try Data(contentsOf: directory.appendingPathComponent(name))))
        }
    }

    /// Replaces a corpus's files with `seeds`.
    static func replace(_ corpus: String, with seeds: [(String, [UInt8])]) throws {
        let directory = directory(corpus)
        try? FileManager.default.removeItem(at: directory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (name, bytes) in seeds { try Data(bytes).write(to: directory.appendingPathComponent(name)) }
    }
}
