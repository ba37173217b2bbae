#if canImport(Glibc)
import Glibc
#endif
import CSceneryGraphics
package import SceneryCore
import SceneryWire

/// What Pango measured and drew for a window's first frame, as a file: the sizes it
/// reported, the glyphs it drew (font, glyph index and position), and everything those
/// results depend on, so a later renderer can tell whether they still hold.
///
/// The results depend on the text stack (Cairo, Pango, HarfBuzz, FreeType, fontconfig,
/// GLib: each library's path, size and modification time), the font configuration
/// (``FontConfigurationStamp``: fontconfig's version, the locale, every configuration
/// file and cache directory), the font files drawn with (size and modification time), and
/// the dynamic linker's environment. The file is trusted only while all of them are as
/// recorded (``isCurrent(environment:)``); a file that fails its checksum, is cut short or
/// is of another format is ignored.
///
/// Format: the magic `SCNYTXT` and a format byte, the body's length (u32) and FNV-1a hash
/// (u64), then the body, in the wire's encoding (SceneryWire's `WireWriter`: little-endian
/// integers and doubles, length-prefixed UTF-8 strings and counted arrays).
package struct RememberedTextLayouts: Sendable, Equatable {
    /// The file format; a file of another format is ignored.
    package static let formatVersion: UInt8 = 3
    static let magic: [UInt8] = Array("SCNYTXT".utf8) + [formatVersion]

    /// A measurement: what ``PangoTextMeasurer`` returned for this text, font, width and
    /// line spacing (points).
    package struct MeasureKey: Hashable, Sendable {
        package var text: String
        package var font: Font
        package var maxWidth: Double?
        package var lineSpacing: Double
        package init(text: String, font: Font, maxWidth: Double?, lineSpacing: Double = 0) {
            self.text = text
            self.font = font
            self.maxWidth = maxWidth
            self.lineSpacing = lineSpacing
        }
    }

    /// A drawing: one `pango_cairo_show_layout` of this text with these layout settings, on
    /// a surface with these font options and a context with this transformation.
    package struct DrawKey: Hashable, Sendable {
        package var text: String
        package var font: Font
        /// `cairo_font_options_hash` of the options the fonts were created with: the
        /// surface's merged with Scenery's own (``TextLayoutMemo/drawingOptions(for:)``).
        package var fontOptions: UInt64
        /// The linear part of the context's transformation (xx, yx, xy, yy).
        package var matrix: [Double]
        /// PangoAlignment, the layout width in Pango units (-1: none), the line limit
        /// (-1: none), PangoEllipsizeMode and the spacing between lines in Pango units.
        package var alignment: UInt8
        package var width: Int32
        package var lineLimit: Int32
        package var ellipsize: UInt8
        package var lineSpacing: Int32 = 0
    }

    /// One glyph as Pango drew it: its index in its font, and its position from the
    /// layout's origin (the current point), in Pango units (1/1024 pixel).
    package struct Glyph: Hashable, Sendable {
        package var index: UInt32
        package var x: Int32
        package var y: Int32
    }

    /// The glyphs of one run, all in one font (an index into ``fonts``).
    package struct Run: Hashable, Sendable {
        package var font: Int
        package var glyphs: [Glyph]
    }

    /// A font as Cairo drew with it: the fontconfig pattern Pango resolved (unparsed,
    /// without its character and language sets), the file it names, and the scaled font's
    /// matrices.
    package struct FontRecord: Hashable, Sendable {
        package var pattern: String
        package var file: String
        package var fontMatrix: [Double]
        package var ctm: [Double]
    }

    /// A file's identity: its path, size and modification time (nanoseconds).
    package struct FileStamp: Hashable, Sendable {
        package var path: String
        package var size: Int64
        package var modified: Int64

        /// The file as it is now; nil when it cannot be examined.
        package static func of(_ path: String) -> FileStamp? {
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            return FileStamp(path: path, size: Int64(info.st_size),
                             modified: Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec))
        }
    }

    /// ``FontConfigurationStamp`` and the dynamic linker's environment when recorded.
    package var configuration: String
    /// `cairo_version()` when recorded.
    package var cairoVersion: Int32
    /// The text stack's libraries and the font files, when recorded.
    package var files: [FileStamp]
    package var fonts: [FontRecord]
    package var sizes: [MeasureKey: CGSize]
    package var drawings: [DrawKey: [Run]]

    package init(configuration: String, cairoVersion: Int32, files: [FileStamp] = [], fonts: [FontRecord] = [],
                 sizes: [MeasureKey: CGSize] = [:], drawings: [DrawKey: [Run]] = [:]) {
        self.configuration = configuration
        self.cairoVersion = cairoVersion
        self.files = files
        self.fonts = fonts
        self.sizes = sizes
        self.drawings = drawings
    }

    /// What the recorded results depend on besides files, for this process: the font
    /// configuration's stamp and the dynamic linker's environment. Nil when fontconfig is
    /// pointed somewhere unusual (then nothing is remembered).
    package static func currentConfiguration(environment: (String) -> String? = FontConfigurationStamp.processEnvironment) -> String? {
        guard let fonts = FontConfigurationStamp.current(environment: environment) else { return nil }
        let linker = ["LD_LIBRARY_PATH", "LD_PRELOAD", "PANGOCAIRO_BACKEND"].map { "\($0)=\(environment($0) ?? "")" }
        return ([fonts] + linker).joined(separator: ";")
    }

    /// Whether every recorded dependency is as it was: the configuration, Cairo's version,
    /// and each file's size and modification time. Tens of `stat` calls.
    package func isCurrent(environment: (String) -> String? = FontConfigurationStamp.processEnvironment) -> Bool {
        guard configuration == Self.currentConfiguration(environment: environment),
              cairoVersion == cairo_version() else { return false }
        return files.allSatisfy { FileStamp.of($0.path) == $0 }
    }

    // MARK: The file

    /// The file's bytes.
    package func encoded() -> [UInt8] {
        var body = WireWriter()
        body.write(configuration)
        body.write(cairoVersion)
        body.write(files) { writer, file in
            writer.write(file.path)
            writer.write(file.size)
            writer.write(file.modified)
        }
        body.write(fonts) { writer, font in
            writer.write(font.pattern)
            writer.write(font.file)
            for value in font.fontMatrix + font.ctm { writer.write(value) }
        }
        // Each entry encoded on its own, the entries in the order of their bytes (a total
        // order): the same contents make the same bytes whatever order the dictionaries
        // hold them in, also when keys differ only in weight, slant or transformation, or
        // hold a NaN, which compares with nothing.
        body.writeEntries(sizes.map { key, size in
            var writer = WireWriter()
            writer.write(key.font)
            writer.write(key.text)
            writer.write(key.maxWidth) { $0.write($1) }
            writer.write(key.lineSpacing)
            writer.write(size.width)
            writer.write(size.height)
            return writer.bytes
        })
        body.writeEntries(drawings.map { key, runs in
            var writer = WireWriter()
            writer.write(key.font)
            writer.write(key.text)
            writer.write(key.fontOptions)
            writer.write(key.matrix) { $0.write($1) }
            writer.write(key.alignment)
            writer.write(key.width)
            writer.write(key.lineLimit)
            writer.write(key.ellipsize)
            writer.write(key.lineSpacing)
            writer.write(runs) { writer, run in
                writer.write(UInt32(run.font))
                writer.write(run.glyphs) { writer, glyph in
                    writer.write(glyph.index)
                    writer.write(glyph.x)
                    writer.write(glyph.y)
                }
            }
            return writer.bytes
        })
        var file = WireWriter()
        for byte in Self.magic { file.write(byte) }
        file.write(UInt32(body.bytes.count))
        file.write(Self.checksum(body.bytes))
        return file.bytes + body.bytes
    }

    /// Reads a file made by ``encoded()``; nil for anything else, including a file cut short,
    /// one whose checksum does not match, and one of another format.
    package init?(decoding bytes: [UInt8]) {
        guard bytes.count >= Self.magic.count + 12, Array(bytes.prefix(Self.magic.count)) == Self.magic else { return nil }
        var header = WireReader(bytes, offset: Self.magic.count)
        guard let length = try? header.readUInt32("length"), let checksum = try? header.readUInt64("checksum"),
              header.remaining == Int(length)
        else { return nil }
        let body = Array(bytes.suffix(Int(length)))
        guard Self.checksum(body) == checksum else { return nil }
        var reader = WireReader(body)
        guard let decoded = try? Self.decodeBody(&reader) else { return nil }
        self = decoded
    }

    private static func decodeBody(_ reader: inout WireReader) throws(WireError) -> RememberedTextLayouts {
        var result = RememberedTextLayouts(configuration: try reader.readString("configuration"),
                                           cairoVersion: try reader.readInt32("cairo version"))
        result.files = try reader.readArray("files", minimumElementSize: 20) { reader throws(WireError) in
            FileStamp(path: try reader.readString("path"), size: try reader.readInt64("size"),
                      modified: try reader.readInt64("modified"))
        }
        result.fonts = try reader.readArray("fonts", minimumElementSize: 104) { reader throws(WireError) in
            let pattern = try reader.readString("pattern")
            let file = try reader.readString("file")
            var values: [Double] = []
            for _ in 0..<12 { values.append(try reader.readDouble("matrix")) }
            return FontRecord(pattern: pattern, file: file, fontMatrix: Array(values[0..<6]), ctm: Array(values[6...]))
        }
        let measured = try reader.readArray("sizes", minimumElementSize: 46) { reader throws(WireError) in
            let font = try reader.readFont()
            let text = try reader.readString("text")
            let maxWidth = try reader.readOptional("max width") { reader throws(WireError) in try reader.readDouble("max width") }
            let lineSpacing = try reader.readDouble("line spacing")
            let size = CGSize(width: try reader.readDouble("width"), height: try reader.readDouble("height"))
            return (MeasureKey(text: text, font: font, maxWidth: maxWidth, lineSpacing: lineSpacing), size)
        }
        result.sizes = Dictionary(measured, uniquingKeysWith: { $1 })
        let fontCount = result.fonts.count
        let drawn = try reader.readArray("drawings", minimumElementSize: 44) { reader throws(WireError) in
            let font = try reader.readFont()
            let text = try reader.readString("text")
            let options = try reader.readUInt64("font options")
            let matrix = try reader.readArray("matrix", minimumElementSize: 8) { reader throws(WireError) in try reader.readDouble("matrix") }
            let key = DrawKey(
                text: text, font: font, fontOptions: options, matrix: matrix,
                alignment: try reader.readUInt8("alignment"), width: try reader.readInt32("width"),
                lineLimit: try reader.readInt32("line limit"), ellipsize: try reader.readUInt8("ellipsize"),
                lineSpacing: try reader.readInt32("line spacing"))
            let runs = try reader.readArray("runs", minimumElementSize: 8) { reader throws(WireError) in
                let index = Int(try reader.readUInt32("font"))
                guard index < fontCount else { throw WireError(.invalidValue, "font \(index) of \(fontCount)") }
                let glyphs = try reader.readArray("glyphs", minimumElementSize: 12) { reader throws(WireError) in
                    Glyph(index: try reader.readUInt32("glyph"), x: try reader.readInt32("x"), y: try reader.readInt32("y"))
                }
                return Run(font: index, glyphs: glyphs)
            }
            return (key, runs)
        }
        result.drawings = Dictionary(drawn, uniquingKeysWith: { $1 })
        try reader.expectEnd("remembered text layouts")
        return result
    }

    static func checksum(_ bytes: [UInt8]) -> UInt64 {
        var hash = FNV1a()
        hash.add(bytes)
        return hash.value
    }
}

extension WireWriter {
    /// A font as remembered text records it: family, size, weight, slant.
    fileprivate mutating func write(_ font: Font) {
        write(font.family)
        write(font.size)
        write(Int32(clamping: font.weight.value))
        write(font.isItalic)
    }
}

extension WireWriter {
    /// An array of entries already encoded, in the order of their bytes.
    fileprivate mutating func writeEntries(_ entries: [[UInt8]]) {
        write(UInt32(entries.count))
        for entry in entries.sorted(by: { $0.lexicographicallyPrecedes($1) }) { writeRaw(entry[...]) }
    }
}

extension WireReader {
    /// A font as `write(_: Font)` wrote it.
    fileprivate mutating func readFont() throws(WireError) -> Font {
        let family = try readString("font family")
        let size = try readDouble("font size")
        let weight = try readInt32("font weight")
        var font = Font(size: size, weight: Font.Weight(value: Int(weight)), family: family)
        font.isItalic = try readBool("font slant")
        return font
    }
}

extension FNV1a {
    /// Mixes in raw bytes (no separator).
    mutating func add(_ bytes: [UInt8]) {
        for byte in bytes { mix(byte) }
    }
}
