import Foundation
@testable import SceneryCairo
import SceneryCore
import SceneryWire
import Testing

/// The committed seed corpus of fuzz-text-layouts (Fuzz/Corpus/text-layouts,
/// docs/fuzzing.md): a remembered-text-layouts file whole (first byte even), and its body
/// alone (first byte odd: the target adds the header and checksum).
/// `SCENERY_FUZZ_WRITE_SEEDS=1` rewrites it; otherwise the suite checks the committed one.
@Suite("Fuzz seed corpus of the remembered text layouts", .serialized)
struct TextLayoutsFuzzCorpusTests {
    static var layouts: RememberedTextLayouts {
        var layouts = RememberedTextLayouts(
            configuration: "fontconfig=2.15;LANG=C.UTF-8", cairoVersion: 11800,
            files: [.init(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", size: 757076, modified: 1_700_000_000_000_000_000)],
            fonts: [.init(pattern: "DejaVu Sans:style=Book", file: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
                          fontMatrix: [13, 0, 0, 13, 0, 0], ctm: [1, 0, 0, 1, 0, 0])])
        layouts.sizes[.init(text: "Hello, world!", font: .body, maxWidth: nil)] = CGSize(width: 87, height: 16)
        layouts.sizes[.init(text: "Wrapped text", font: .title.bold(), maxWidth: 40)] = CGSize(width: 38, height: 40)
        layouts.drawings[.init(text: "Hi", font: .body, fontOptions: 0x1234, matrix: [1, 0, 0, 1], alignment: 0, width: -1, lineLimit: -1, ellipsize: 0)] = [
            .init(font: 0, glyphs: [.init(index: 43, x: 0, y: 12288), .init(index: 76, x: 9216, y: 12288)]),
        ]
        return layouts
    }

    static var seeds: [(String, [UInt8])] {
        let file = layouts.encoded()
        return [("file", [0] + file), ("body", [1] + file.dropFirst(20)), ("empty-body", [1] + RememberedTextLayouts(configuration: "", cairoVersion: 0).encoded().dropFirst(20))]
    }

    private static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fuzz/Corpus/text-layouts")

    @Test("The seed writer ran when asked", .enabled(if: ProcessInfo.processInfo.environment["SCENERY_FUZZ_WRITE_SEEDS"] == "1"))
    func writeSeeds() throws {
        try? FileManager.default.removeItem(at: Self.directory)
        try FileManager.default.createDirectory(at: Self.directory, withIntermediateDirectories: true)
        for (name, bytes) in Self.seeds { try Data(bytes).write(to: Self.directory.appendingPathComponent(name)) }
    }

    @Test("fuzz-text-layouts' seeds are the file above, whole and as a body")
    func seedsAreCommitted() throws {
        let committed = try FileManager.default.contentsOfDirectory(atPath: Self.directory.path).map {
            Array(try Data(contentsOf: Self.directory.appendingPathComponent($0)))
        }
        #expect(Set(committed) == Set(Self.seeds.map(\.1)))
        #expect(RememberedTextLayouts(decoding: Array(Self.seeds[0].1.dropFirst())) == Self.layouts)
    }
}

/// Defects fuzz-text-layouts found (docs/fuzzing.md), each with the input that showed it
/// (Fuzz/Regressions/text-layouts).
@Suite("Remembered text layouts: inputs the fuzzer found")
struct TextLayoutsFuzzRegressionTests {
    private static let regressions = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fuzz/Regressions/text-layouts")

    /// The file the fuzz target makes of an input whose first byte is odd: the rest as the
    /// body, with the header and checksum it needs.
    private static func file(body: [UInt8]) -> [UInt8] {
        var header = WireWriter()
        for byte in RememberedTextLayouts.magic { header.write(byte) }
        header.write(UInt32(body.count))
        header.write(RememberedTextLayouts.checksum(body))
        return header.bytes + body
    }

    @Test("The same contents encode to the same bytes whatever their order (fuzz input encoding-follows-dictionary-order)")
    func encodingIsIndependentOfDictionaryOrder() throws {
        let input = Array(try Data(contentsOf: Self.regressions.appendingPathComponent("encoding-follows-dictionary-order")))
        let decoded = try #require(RememberedTextLayouts(decoding: Self.file(body: Array(input.dropFirst()))))
        let encoded = decoded.encoded()
        let again = try #require(RememberedTextLayouts(decoding: encoded))
        #expect(again.encoded() == encoded)

        // Keys equal in text, family, size and width that differ in weight, inserted in two
        // orders into dictionaries of different capacities.
        let weights = (1...60).map { 100 + $0 * 13 }
        var forward = RememberedTextLayouts(configuration: "c", cairoVersion: 1)
        var backward = RememberedTextLayouts(configuration: "c", cairoVersion: 1)
        backward.sizes.reserveCapacity(500)
        for weight in weights {
            forward.sizes[.init(text: "a", font: Font(size: 13, weight: .init(value: weight)), maxWidth: nil)] = CGSize(width: CGFloat(weight), height: 1)
        }
        for weight in weights.reversed() {
            backward.sizes[.init(text: "a", font: Font(size: 13, weight: .init(value: weight)), maxWidth: nil)] = CGSize(width: CGFloat(weight), height: 1)
        }
        #expect(forward == backward)
        #expect(forward.encoded() == backward.encoded())
    }
}
