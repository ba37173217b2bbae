#if canImport(Glibc)
import Glibc
#endif
import CSceneryGraphics
package import SceneryCore

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
/// (u64), then the body: little-endian integers, IEEE doubles, and strings as a u32 length
/// followed by UTF-8.
package struct RememberedTextLayouts: Sendable, Equatable {
    /// The file format; a file of another format is ignored.
    package static let formatVersion: UInt8 = 1
    static let magic: [UInt8] = Array("SCNYTXT".utf8) + [formatVersion]

    /// A measurement: what ``PangoTextMeasurer`` returned for this text, font and width.
    package struct MeasureKey: Hashable, Sendable {
        package var text: String
        package var font: Font
        package var maxWidth: Double?
        package init(text: String, font: Font, maxWidth: Double?) {
            self.text = text
            self.font = font
            self.maxWidth = maxWidth
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
        /// (-1: none) and PangoEllipsizeMode.
        package var alignment: UInt8
        package var width: Int32
        package var lineLimit: Int32
        package var ellipsize: UInt8
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
        var body = ByteWriter()
        body.string(configuration)
        body.int32(cairoVersion)
        body.count(files.count)
        for file in files {
            body.string(file.path)
            body.int64(file.size)
            body.int64(file.modified)
        }
        body.count(fonts.count)
        for font in fonts {
            body.string(font.pattern)
            body.string(font.file)
            for value in font.fontMatrix + font.ctm { body.double(value) }
        }
        // Sorted, so the same contents always make the same bytes.
        let measured = sizes.sorted { ($0.key.text, $0.key.font.family, $0.key.font.size, $0.key.maxWidth ?? -1) < ($1.key.text, $1.key.font.family, $1.key.font.size, $1.key.maxWidth ?? -1) }
        body.count(measured.count)
        for (key, size) in measured {
            body.font(key.font)
            body.string(key.text)
            body.double(key.maxWidth ?? -1)
            body.double(size.width)
            body.double(size.height)
        }
        let drawn = drawings.sorted { ($0.key.text, $0.key.font.family, $0.key.width, $0.key.fontOptions) < ($1.key.text, $1.key.font.family, $1.key.width, $1.key.fontOptions) }
        body.count(drawn.count)
        for (key, runs) in drawn {
            body.font(key.font)
            body.string(key.text)
            body.int64(Int64(bitPattern: key.fontOptions))
            for value in key.matrix { body.double(value) }
            body.bytes.append(key.alignment)
            body.int32(key.width)
            body.int32(key.lineLimit)
            body.bytes.append(key.ellipsize)
            body.count(runs.count)
            for run in runs {
                body.count(run.font)
                body.count(run.glyphs.count)
                for glyph in run.glyphs {
                    body.int32(Int32(bitPattern: glyph.index))
                    body.int32(glyph.x)
                    body.int32(glyph.y)
                }
            }
        }
        var file = ByteWriter()
        file.bytes = Self.magic
        file.int32(Int32(bitPattern: UInt32(body.bytes.count)))
        file.int64(Int64(bitPattern: Self.checksum(body.bytes)))
        file.bytes += body.bytes
        return file.bytes
    }

    /// Reads a file made by ``encoded()``; nil for anything else, including a file cut short,
    /// one whose checksum does not match, and one of another format.
    package init?(decoding bytes: [UInt8]) {
        var header = ByteReader(bytes)
        guard let magic = header.take(Self.magic.count), Array(magic) == Self.magic,
              let length = header.int32().map({ Int(UInt32(bitPattern: $0)) }),
              let checksum = header.int64().map({ UInt64(bitPattern: $0) }),
              bytes.count - header.offset == length
        else { return nil }
        let body = Array(bytes[header.offset...])
        guard Self.checksum(body) == checksum else { return nil }
        var reader = ByteReader(body)
        guard let decoded = Self.decodeBody(&reader), reader.offset == body.count else { return nil }
        self = decoded
    }

    private static func decodeBody(_ reader: inout ByteReader) -> RememberedTextLayouts? {
        guard let configuration = reader.string(), let cairoVersion = reader.int32(),
              let fileCount = reader.count() else { return nil }
        var result = RememberedTextLayouts(configuration: configuration, cairoVersion: cairoVersion)
        for _ in 0..<fileCount {
            guard let path = reader.string(), let size = reader.int64(), let modified = reader.int64() else { return nil }
            result.files.append(FileStamp(path: path, size: size, modified: modified))
        }
        guard let fontCount = reader.count() else { return nil }
        for _ in 0..<fontCount {
            guard let pattern = reader.string(), let file = reader.string() else { return nil }
            var values: [Double] = []
            for _ in 0..<12 {
                guard let value = reader.double() else { return nil }
                values.append(value)
            }
            result.fonts.append(FontRecord(pattern: pattern, file: file, fontMatrix: Array(values[0..<6]), ctm: Array(values[6...])))
        }
        guard let measureCount = reader.count() else { return nil }
        for _ in 0..<measureCount {
            guard let font = reader.font(), let text = reader.string(), let maxWidth = reader.double(),
                  let width = reader.double(), let height = reader.double() else { return nil }
            result.sizes[MeasureKey(text: text, font: font, maxWidth: maxWidth < 0 ? nil : maxWidth)] = CGSize(width: width, height: height)
        }
        guard let drawCount = reader.count() else { return nil }
        for _ in 0..<drawCount {
            guard let font = reader.font(), let text = reader.string(), let options = reader.int64() else { return nil }
            var matrix: [Double] = []
            for _ in 0..<4 {
                guard let value = reader.double() else { return nil }
                matrix.append(value)
            }
            guard let alignment = reader.byte(), let width = reader.int32(), let lineLimit = reader.int32(),
                  let ellipsize = reader.byte(), let runCount = reader.count() else { return nil }
            var runs: [Run] = []
            for _ in 0..<runCount {
                guard let fontIndex = reader.count(), fontIndex < result.fonts.count, let glyphCount = reader.count() else { return nil }
                var glyphs: [Glyph] = []
                glyphs.reserveCapacity(glyphCount)
                for _ in 0..<glyphCount {
                    guard let index = reader.int32(), let x = reader.int32(), let y = reader.int32() else { return nil }
                    glyphs.append(Glyph(index: UInt32(bitPattern: index), x: x, y: y))
                }
                runs.append(Run(font: fontIndex, glyphs: glyphs))
            }
            let key = DrawKey(text: text, font: font, fontOptions: UInt64(bitPattern: options), matrix: matrix,
                              alignment: alignment, width: width, lineLimit: lineLimit, ellipsize: ellipsize)
            result.drawings[key] = runs
        }
        return result
    }

    static func checksum(_ bytes: [UInt8]) -> UInt64 {
        var hash = FNV1a()
        hash.add(bytes)
        return hash.value
    }
}

/// Little-endian fields into a byte array.
private struct ByteWriter {
    var bytes: [UInt8] = []

    mutating func int32(_ value: Int32) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func int64(_ value: Int64) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func double(_ value: Double) { int64(Int64(bitPattern: value.bitPattern)) }

    mutating func count(_ value: Int) { int32(Int32(clamping: value)) }

    mutating func string(_ value: String) {
        let utf8 = Array(value.utf8)
        count(utf8.count)
        bytes += utf8
    }

    mutating func font(_ font: Font) {
        string(font.family)
        double(font.size)
        int32(Int32(clamping: font.weight.value))
        bytes.append(font.isItalic ? 1 : 0)
    }
}

/// Little-endian fields from a byte array; every read checks the bounds.
private struct ByteReader {
    let bytes: [UInt8]
    var offset = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    mutating func take(_ count: Int) -> ArraySlice<UInt8>? {
        guard count >= 0, bytes.count - offset >= count else { return nil }
        defer { offset += count }
        return bytes[offset..<offset + count]
    }

    mutating func byte() -> UInt8? { take(1)?.first }

    mutating func int32() -> Int32? {
        guard let slice = take(4) else { return nil }
        return slice.reversed().reduce(0) { ($0 << 8) | Int32(truncatingIfNeeded: $1) }
    }

    mutating func int64() -> Int64? {
        guard let slice = take(8) else { return nil }
        return slice.reversed().reduce(0) { ($0 << 8) | Int64($1) }
    }

    mutating func double() -> Double? { int64().map { Double(bitPattern: UInt64(bitPattern: $0)) } }

    /// A count or index: never negative, and never more than the bytes left could hold.
    mutating func count() -> Int? {
        guard let value = int32(), value >= 0, Int(value) <= bytes.count else { return nil }
        return Int(value)
    }

    mutating func string() -> String? {
        guard let length = count(), let slice = take(length) else { return nil }
        return String(decoding: slice, as: UTF8.self)
    }

    mutating func font() -> Font? {
        guard let family = string(), let size = double(), let weight = int32(), let italic = byte() else { return nil }
        var font = Font(size: size, weight: Font.Weight(value: Int(weight)), family: family)
        font.isItalic = italic != 0
        return font
    }
}

extension FNV1a {
    /// Mixes in raw bytes (no separator).
    mutating func add(_ bytes: [UInt8]) {
        for byte in bytes { mix(byte) }
    }
}
