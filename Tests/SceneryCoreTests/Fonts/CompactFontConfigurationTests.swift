#if canImport(Glibc)
import Glibc
#endif
import CSceneryGraphics
import SceneryCairo
import SceneryTesting
import Testing

/// The renderer's compact font configuration against the system's (fontconfig, real fonts).
@Suite("Compact font configuration", .serialized)
struct CompactFontConfigurationTests {
    /// The system configuration, loaded once for the suite.
    nonisolated(unsafe) static let system: OpaquePointer = FcInitLoadConfigAndFonts()!

    static func compact(_ families: [String] = CompactFontConfiguration.genericFamilies) throws -> (CompactFontConfiguration, OpaquePointer) {
        let made = CompactFontConfiguration(from: system, families: families, stamp: "test")
        let loaded = try #require(CompactFontConfiguration.load(made.text), "fontconfig refused:\n\(made.text)")
        return (made, loaded)
    }

    @Test("Each generic family draws every character of the Basic Multilingual Plane with the same font file as the system configuration does",
          arguments: ["sans-serif", "serif", "monospace"])
    func sameFontForEveryCharacter(family: String) throws {
        let (_, compact) = try Self.compact()
        defer { FcConfigDestroy(compact) }
        let scalars = Array(UInt32(0x20)...UInt32(0xFFFD))
        for (bold, italic) in [(false, false), (true, false), (false, true), (true, true)] {
            let expected = CompactFontConfiguration.drawingFiles(for: scalars, family: family, bold: bold, italic: italic, in: Self.system)
            let actual = CompactFontConfiguration.drawingFiles(for: scalars, family: family, bold: bold, italic: italic, in: compact)
            #expect(expected.first == actual.first && expected.first != nil, "\(family): the face for plain text")
            let differing = scalars.indices.filter { expected[$0] != actual[$0] }
            #expect(differing.isEmpty, "\(family) bold \(bold) italic \(italic): \(differing.count) characters differ, e.g. U+\(differing.first.map { String(scalars[$0], radix: 16) } ?? ""): \(differing.first.map { "\(expected[$0] ?? "none") vs \(actual[$0] ?? "none")" } ?? "")")
        }
    }

    @Test("A family named by the app is resolved as the system resolves it once it is in the list")
    func namedFamily() throws {
        let (made, compact) = try Self.compact(["sans-serif", "Helvetica"])
        defer { FcConfigDestroy(compact) }
        #expect(made.families == ["sans-serif", "Helvetica"])
        let scalars = Array(UInt32(0x20)...UInt32(0x2FFF))
        let expected = CompactFontConfiguration.drawingFiles(for: scalars, family: "Helvetica", in: Self.system)
        #expect(expected.first != nil)
        #expect(CompactFontConfiguration.drawingFiles(for: scalars, family: "Helvetica", in: compact) == expected)
    }

    @Test("A written configuration reads back with its stamp and families; a truncated, foreign or other-version text is refused")
    func readBack() throws {
        let (made, compact) = try Self.compact(["sans-serif", "DejaVu Serif"])
        FcConfigDestroy(compact)
        let read = try #require(CompactFontConfiguration(text: made.text))
        #expect(read.stamp == "test")
        #expect(read.families == ["sans-serif", "DejaVu Serif"])
        #expect(CompactFontConfiguration(text: String(made.text.dropLast(20))) == nil)
        #expect(CompactFontConfiguration(text: "<?xml version=\"1.0\"?>\n<fontconfig>\n</fontconfig>\n") == nil)
        let otherVersion = made.text.replacing("configuration \(CompactFontConfiguration.formatVersion) ", with: "configuration 999 ")
        #expect(CompactFontConfiguration(text: otherVersion) == nil)
        #expect(CompactFontConfiguration(text: "") == nil)
    }

    @Test("The stamp changes when a configuration file changes or the locale does, and there is none when FONTCONFIG_FILE redirects fontconfig")
    func stamp() throws {
        let home = TemporaryDirectory(prefix: "scenery-font-stamp")
        defer { home.remove() }
        var environment = ["HOME": home.path, "LANG": "C.UTF-8"]
        let lookup = { (name: String) in environment[name] }
        let before = try #require(FontConfigurationStamp.current(environment: lookup))
        #expect(FontConfigurationStamp.current(environment: lookup) == before)

        mkdir(home.path + "/.config", 0o700)
        mkdir(home.path + "/.config/fontconfig", 0o700)
        let file = home.path + "/.config/fontconfig/fonts.conf"
        let written = fopen(file, "w")
        fputs("<fontconfig/>\n", written)
        fclose(written)
        let afterFile = try #require(FontConfigurationStamp.current(environment: lookup))
        #expect(afterFile != before)

        environment["LANG"] = "de_DE.UTF-8"
        #expect(FontConfigurationStamp.current(environment: lookup) != afterFile)

        environment["FONTCONFIG_FILE"] = "/elsewhere/fonts.conf"
        #expect(FontConfigurationStamp.current(environment: lookup) == nil)
    }
}
