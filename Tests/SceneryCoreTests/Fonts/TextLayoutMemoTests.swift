#if canImport(Glibc)
import Glibc
#endif
import CSceneryGraphics
import SceneryCairo
import SceneryCore
import SceneryPlatform
import SceneryTesting
import Testing

/// Remembered text layouts: what Pango measured and drew, recorded, written to a file,
/// read back and replayed with Cairo alone must give the same sizes and the same pixels.
@Suite("Remembered text layouts (Pango recorded, Cairo replayed)", .serialized)
@MainActor
struct TextLayoutMemoTests {
    /// One text drawing of the suite: a frame and a style, as the painter gets them.
    struct Sample {
        var text: String
        var font: Font = .body
        var width: Double? = nil
        var style = TextLayoutStyle()
        var origin = CGPoint(x: 7, y: 5)
    }

    static let samples: [Sample] = [
        Sample(text: "Hello, world!"),
        Sample(text: "Hello, world!", font: .largeTitle),
        Sample(text: "Bold and italic", font: { var font = Font.headline; font.isItalic = true; return font }()),
        Sample(text: "Serif: fiflffi AV To Wa", font: .custom("DejaVu Serif", size: 17)),
        Sample(text: "Monospaced 0123456789", font: .system(size: 12, design: .monospaced)),
        Sample(text: "Centred", width: 120, style: TextLayoutStyle(alignment: .center)),
        Sample(text: "Trailing", width: 120, style: TextLayoutStyle(alignment: .trailing)),
        Sample(text: "A rather long sentence that wraps onto several lines when it is narrow", width: 90),
        Sample(text: "A rather long sentence cut to one line with an ellipsis", width: 90,
               style: TextLayoutStyle(lineLimit: 1, truncation: .middle)),
        Sample(text: "Ünïcödé — “quotes” … ½ € ß Ωμέγα Кириллица", font: .title2),
        Sample(text: "مرحبا بالعالم", style: TextLayoutStyle(isRightToLeft: true)),
        Sample(text: "Fractional origin", origin: CGPoint(x: 3.25, y: 9.5)),
        Sample(text: "Spaced lines\nwith room between", style: TextLayoutStyle(lineSpacing: 7)),
    ]

    static let size = (width: 320, height: 90)

    /// Draws `sample` with `painter` into a fresh image, translated by `origin` as a
    /// ScrollView or an offset would.
    func draw(_ sample: Sample, with painter: CairoPainter) -> RasterImage {
        let measured = painter.measurer.measure(sample.text, font: sample.font, maxWidth: sample.width, lineSpacing: sample.style.lineSpacing)
        let frame = CGRect(x: 0, y: 0, width: sample.width ?? measured.width, height: measured.height)
        var list = DisplayList()
        list.append(.text(sample.text, font: sample.font, color: .primary, frame: frame, style: sample.style))
        return RasterImage.draw(width: Self.size.width, height: Self.size.height) { cr in
            cairo_translate(cr, sample.origin.x, sample.origin.y)
            painter.paint(list, size: CGSize(width: Double(Self.size.width), height: Double(Self.size.height)), on: cr)
        }
    }

    /// A recording memo for `path`, a painter on it, every sample measured and drawn once
    /// with Pango, and the file written; returns the Pango images and sizes.
    func recordSamples(to path: String) -> (images: [RasterImage], sizes: [CGSize]) {
        let memo = TextLayoutMemo(contents: nil, path: path)
        memo.beginRecording()
        let painter = CairoPainter(measurer: MemoizedTextMeasurer(memo: memo))
        let images = Self.samples.map { draw($0, with: painter) }
        let sizes = Self.samples.map { painter.measurer.measure($0.text, font: $0.font, maxWidth: $0.width, lineSpacing: $0.style.lineSpacing) }
        #expect(memo.misses > 0)
        #expect(memo.finishRecording(), "nothing was recorded")
        #expect(FileAppearance.wait(for: String(path.split(separator: "/").last!), in: String(path[..<path.lastIndex(of: "/")!]), milliseconds: 10_000),
                "the remembered layouts were not written")
        return (images, sizes)
    }

    @Test("Text replayed from remembered layouts has Pango's sizes and pixels, for every sample: sizes, weights, slant, a named family, ligatures and kerning, alignment, wrapping, ellipsis, non-Latin scripts, right to left, a fractional origin")
    func replayMatchesPango() throws {
        let directory = TemporaryDirectory(prefix: "scenery-text-memo")
        defer { directory.remove() }
        let path = directory.path + "/text-Test.layouts"
        let recorded = recordSamples(to: path)

        let bytes = try #require(try AtomicFile.read(path))
        let layouts = try #require(RememberedTextLayouts(decoding: bytes), "the file does not decode")
        #expect(layouts.isCurrent())
        #expect(layouts.drawings.count == Self.samples.count, "a drawing was not recorded: \(layouts.drawings.keys.map(\.text))")
        #expect(layouts.files.contains { $0.path.contains("libpango-1.0") })
        #expect(layouts.files.contains { $0.path.hasSuffix(".ttf") })

        // A memo with the file's contents draws without recording anything new: every
        // measurement and every drawing is remembered.
        let memo = TextLayoutMemo(contents: layouts, path: nil)
        memo.beginRecording()
        let replaying = CairoPainter(measurer: MemoizedTextMeasurer(memo: memo))
        for (index, sample) in Self.samples.enumerated() {
            let size = replaying.measurer.measure(sample.text, font: sample.font, maxWidth: sample.width, lineSpacing: sample.style.lineSpacing)
            #expect(size == recorded.sizes[index], "\(sample.text): \(size) remembered, \(recorded.sizes[index]) measured")
            let image = draw(sample, with: replaying)
            #expect(image.distinctColorCount > 2, "\(sample.text): nothing drawn")
            let differing = image.differingPixelCount(from: recorded.images[index], tolerance: 0)
            #expect(differing == 0, "\(sample.text): \(differing) pixels differ from Pango's")
            if differing != 0 {
                _ = image.writePNG(to: TestArtifacts.path("memo-replayed-\(index).png"))
                _ = recorded.images[index].writePNG(to: TestArtifacts.path("memo-pango-\(index).png"))
            }
        }
        #expect(memo.misses == 0, "the replay measured or drew with Pango")
        // The fonts a spare renderer warms up: every font drawn, the most drawn (the body
        // font, eight samples) first.
        #expect(Set(memo.rememberedFonts) == Set(Self.samples.map(\.font)))
        #expect(memo.rememberedFonts.first == .body)
    }

    @Test("A drawing with other settings than the remembered one is not replayed: another width, alignment or transformation misses")
    func otherSettingsMiss() throws {
        let directory = TemporaryDirectory(prefix: "scenery-text-memo")
        defer { directory.remove() }
        let path = directory.path + "/text-Test.layouts"
        _ = recordSamples(to: path)
        let layouts = try #require(try AtomicFile.read(path).flatMap(RememberedTextLayouts.init(decoding:)))
        let memo = TextLayoutMemo(contents: layouts, path: nil)
        memo.beginRecording()
        let painter = CairoPainter(measurer: MemoizedTextMeasurer(memo: memo))
        _ = draw(Sample(text: "Centred", width: 121, style: TextLayoutStyle(alignment: .center)), with: painter)
        _ = draw(Sample(text: "Hello, world!", style: TextLayoutStyle(alignment: .center)), with: painter)
        let scaled = RasterImage.draw(width: 100, height: 40) { cr in
            cairo_scale(cr, 2, 2)
            var list = DisplayList()
            list.append(.text("Hello, world!", font: .body, color: .primary, frame: CGRect(x: 0, y: 0, width: 90, height: 16), style: TextLayoutStyle()))
            painter.paint(list, size: CGSize(width: 100, height: 40), on: cr)
        }
        #expect(scaled.distinctColorCount > 2)
        // Three drawings, and the measurement at the new width.
        #expect(memo.misses == 4, "\(memo.misses) misses recorded")
    }

    @Test("Line spacing is part of what is remembered: the same text with other spacing is measured and drawn again, and the spacing survives the file")
    func lineSpacingIsRemembered() throws {
        let directory = TemporaryDirectory(prefix: "scenery-text-memo")
        defer { directory.remove() }
        let path = directory.path + "/text-Test.layouts"
        _ = recordSamples(to: path)
        let layouts = try #require(try AtomicFile.read(path).flatMap(RememberedTextLayouts.init(decoding:)))
        let spacedText = "Spaced lines\nwith room between"
        #expect(layouts.drawings.keys.contains { $0.text == spacedText && $0.lineSpacing == 7 * 1024 })
        let spacedSize = try #require(layouts.sizes.first { $0.key.text == spacedText && $0.key.lineSpacing == 7 }?.value)
        let memo = TextLayoutMemo(contents: layouts, path: nil)
        memo.beginRecording()
        let painter = CairoPainter(measurer: MemoizedTextMeasurer(memo: memo))
        #expect(painter.measurer.measure(spacedText, font: .body, maxWidth: nil, lineSpacing: 7) == spacedSize)
        #expect(memo.misses == 0)
        let other = painter.measurer.measure(spacedText, font: .body, maxWidth: nil, lineSpacing: 3)
        #expect(other.height == spacedSize.height - 4, "measured again with 3 points between the two lines")
        _ = draw(Sample(text: spacedText, style: TextLayoutStyle(lineSpacing: 3)), with: painter)
        // The measurement (twice: once by the test, once by the drawing) is one entry; the drawing another.
        #expect(memo.misses == 2, "\(memo.misses) misses recorded")
    }

    @Test("A width the remembered natural size fits in is answered without Pango, as Pango's measurer answers it; a narrower one is measured")
    func widerProposalsUseTheNaturalSize() throws {
        let pango = MemoizedTextMeasurer(memo: nil)
        let natural = pango.measure("Hello, world!", font: .body, maxWidth: nil)
        var layouts = RememberedTextLayouts(configuration: "", cairoVersion: 0)
        layouts.sizes[.init(text: "Hello, world!", font: .body, maxWidth: nil)] = natural
        let memo = TextLayoutMemo(contents: layouts, path: nil)
        memo.beginRecording()
        let measurer = MemoizedTextMeasurer(memo: memo)
        #expect(measurer.measure("Hello, world!", font: .body, maxWidth: natural.width) == natural)
        #expect(measurer.measure("Hello, world!", font: .body, maxWidth: 500) == natural)
        #expect(memo.misses == 0)
        // The same answers as Pango's own.
        #expect(pango.measure("Hello, world!", font: .body, maxWidth: 500) == natural)
        let narrow = measurer.measure("Hello, world!", font: .body, maxWidth: natural.width / 2)
        #expect(narrow == pango.measure("Hello, world!", font: .body, maxWidth: natural.width / 2))
        #expect(narrow.height > natural.height, "wrapped onto two lines")
        #expect(memo.misses == 1, "the narrower width was measured with Pango and recorded")
    }

    @Test("A file cut short, with a flipped byte or of another format is not read")
    func damagedFilesAreRefused() throws {
        var layouts = RememberedTextLayouts(configuration: "c", cairoVersion: cairo_version())
        layouts.sizes[.init(text: "x", font: .body, maxWidth: nil)] = CGSize(width: 7, height: 15)
        let bytes = layouts.encoded()
        #expect(RememberedTextLayouts(decoding: bytes) == layouts)
        #expect(RememberedTextLayouts(decoding: Array(bytes.dropLast())) == nil)
        var flipped = bytes
        flipped[flipped.count - 3] ^= 0x40
        #expect(RememberedTextLayouts(decoding: flipped) == nil)
        var otherFormat = bytes
        otherFormat[7] = RememberedTextLayouts.formatVersion &+ 1
        #expect(RememberedTextLayouts(decoding: otherFormat) == nil)
        #expect(RememberedTextLayouts(decoding: []) == nil)
        #expect(RememberedTextLayouts(decoding: Array("not a layout file at all".utf8)) == nil)
    }

    @Test("Remembered layouts are stale once a library, a font file, the font configuration or the linker's environment changes")
    func staleness() throws {
        let directory = TemporaryDirectory(prefix: "scenery-text-memo")
        defer { directory.remove() }
        let file = directory.path + "/font.ttf"
        try AtomicFile.write([1, 2, 3], to: file)
        let configuration = try #require(RememberedTextLayouts.currentConfiguration())
        let stamp = try #require(RememberedTextLayouts.FileStamp.of(file))
        let layouts = RememberedTextLayouts(configuration: configuration, cairoVersion: cairo_version(), files: [stamp])
        #expect(layouts.isCurrent())
        var otherCairo = layouts
        otherCairo.cairoVersion += 1
        #expect(!otherCairo.isCurrent())
        let environment = { (name: String) -> String? in
            name == "LD_LIBRARY_PATH" ? "/somewhere/else" : FontConfigurationStamp.processEnvironment(name)
        }
        #expect(!layouts.isCurrent(environment: environment), "another LD_LIBRARY_PATH may load other libraries")
        let locale = { (name: String) -> String? in name == "LANG" ? "ja_JP.UTF-8" : FontConfigurationStamp.processEnvironment(name) }
        #expect(!layouts.isCurrent(environment: locale), "the locale orders fallback fonts")
        try AtomicFile.write([1, 2, 3, 4], to: file)
        #expect(!layouts.isCurrent(), "the font file changed")
        unlink(file)
        #expect(!layouts.isCurrent(), "the font file is gone")
    }
}
