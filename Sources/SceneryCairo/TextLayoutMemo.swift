#if canImport(Glibc)
import Glibc
#endif
import CSceneryGraphics
package import SceneryCore
import SceneryPlatform

/// A renderer's remembered text: what Pango measured and drew for a window's first frame
/// on an earlier launch, so the next launch can lay out and draw that frame with Cairo
/// alone, before Pango has loaded (docs/fonts.md, "Remembered text layouts").
///
/// Measurements answer with the size Pango returned for the same text, font and width.
/// Drawings replay the glyphs Pango drew for the same text and layout settings, with the
/// same fonts: each font is made again from the fontconfig pattern Pango resolved
/// (`cairo_ft_font_face_create_for_pattern`, as Pango does), the same matrices, and the
/// same font options (the surface's merged with Scenery's), and the glyphs go to Cairo in
/// one `cairo_show_glyphs` per run at the positions Pango computed, as Pango's renderer
/// does. The pixels are the same as Pango's (TextLayoutMemoTests compares them).
///
/// Anything not remembered misses, and the caller measures or draws with Pango. While
/// recording (from ``beginRecording()`` to ``finishRecording()``: a window's first frame),
/// what Pango produced is recorded, and ``finishRecording()`` writes the file again when
/// something was missing, in the background, atomically.
@MainActor
package final class TextLayoutMemo {
    private var contents: RememberedTextLayouts
    /// Where the contents came from and are written to; nil: never written.
    private let path: String?
    /// What this process recorded that the contents lacked.
    private var recordedSizes: [RememberedTextLayouts.MeasureKey: CGSize] = [:]
    private var recordedDrawings: [RememberedTextLayouts.DrawKey: [RememberedTextLayouts.Run]] = [:]
    private var state = State.idle
    /// Fonts made for replaying, by font index and font options hash; nil: cannot be made.
    /// Made with room for a few: the first storage of a dictionary of a new key type costs
    /// the Swift runtime a scan of every conformance record (its key's `Hashable`), paid
    /// here, where a renderer starts or a spare warms up, not in a window's first frame.
    private var scaledFonts = [FontSlot: OpaquePointer?](minimumCapacity: 4)

    private enum State { case idle, recording, finished }

    private struct FontSlot: Hashable {
        var font: Int
        var options: UInt64
    }

    /// Most measurements and drawings kept in the file; the oldest beyond go first.
    static let sizeLimit = 1024
    static let drawingLimit = 512

    /// Remembered text from `contents` (already checked to be current), written back to
    /// `path` after recording.
    package init(contents: RememberedTextLayouts?, path: String?) {
        self.contents = contents ?? RememberedTextLayouts(configuration: "", cairoVersion: 0)
        self.path = path
    }

    /// How many measurements and drawings were missing and recorded.
    package var misses: Int { recordedSizes.count + recordedDrawings.count }

    // MARK: Measuring

    /// The remembered size of `text` with `lineSpacing` between its lines, or nil.
    package func size(of text: String, font: Font, maxWidth: Double?, lineSpacing: CGFloat = 0) -> CGSize? {
        let key = RememberedTextLayouts.MeasureKey(text: text, font: font, maxWidth: maxWidth, lineSpacing: Double(lineSpacing))
        return contents.sizes[key] ?? recordedSizes[key]
    }

    /// Records a size Pango measured (while recording).
    package func record(size: CGSize, of text: String, font: Font, maxWidth: Double?, lineSpacing: CGFloat = 0) {
        guard state == .recording else { return }
        recordedSizes[RememberedTextLayouts.MeasureKey(text: text, font: font, maxWidth: maxWidth, lineSpacing: Double(lineSpacing))] = size
    }

    /// The fonts of the remembered drawings, the most used first: the fonts this app's
    /// windows have drawn with.
    package var rememberedFonts: [Font] {
        var uses: [Font: Int] = [:]
        for key in contents.drawings.keys { uses[key.font, default: 0] += 1 }
        return uses.sorted { $0.value > $1.value }.map(\.key)
    }

    // MARK: Drawing

    /// The font options text drawn on `cr` is shaped with: its surface's, merged with
    /// Scenery's own (``PangoTextMeasurer/configure(_:)``), as `pango_cairo_update_context`
    /// merges them. The caller destroys them.
    package static func drawingOptions(for cr: OpaquePointer) -> OpaquePointer {
        let options = cairo_font_options_create()!
        cairo_surface_get_font_options(cairo_get_target(cr), options)
        let own = PangoTextMeasurer.fontOptions()
        cairo_font_options_merge(options, own)
        cairo_font_options_destroy(own)
        return options
    }

    /// Draws the remembered glyphs for `key` at the current point of `cr`; false (nothing
    /// drawn) when they are not remembered or a font cannot be made.
    package func draw(_ key: RememberedTextLayouts.DrawKey, options: OpaquePointer, on cr: OpaquePointer) -> Bool {
        guard let runs = contents.drawings[key] else { return false }
        // Every font first, so a missing one draws nothing rather than part of the text.
        var fonts: [OpaquePointer] = []
        fonts.reserveCapacity(runs.count)
        for run in runs {
            guard let font = scaledFont(run.font, options: options, hash: key.fontOptions) else { return false }
            fonts.append(font)
        }
        // Pango's renderer starts from the current point, in user space.
        var originX = 0.0
        var originY = 0.0
        cairo_get_current_point(cr, &originX, &originY)
        var glyphs: [cairo_glyph_t] = []
        for (run, font) in zip(runs, fonts) {
            glyphs.removeAll(keepingCapacity: true)
            for glyph in run.glyphs {
                glyphs.append(cairo_glyph_t(
                    index: UInt(glyph.index),
                    x: originX + Double(glyph.x) / Double(PANGO_SCALE),
                    y: originY + Double(glyph.y) / Double(PANGO_SCALE)))
            }
            cairo_save(cr)
            cairo_set_scaled_font(cr, font)
            cairo_show_glyphs(cr, glyphs, Int32(glyphs.count))
            cairo_restore(cr)
        }
        return true
    }

    /// The font `index` made for drawing with `options`; nil when its file cannot be opened.
    private func scaledFont(_ index: Int, options: OpaquePointer, hash: UInt64) -> OpaquePointer? {
        let slot = FontSlot(font: index, options: hash)
        if let made = scaledFonts[slot] { return made }
        let record = contents.fonts[index]
        var made: OpaquePointer?
        if record.fontMatrix.count == 6, record.ctm.count == 6, let pattern = FcNameParse(record.pattern) {
            if let face = cairo_ft_font_face_create_for_pattern(pattern) {
                if cairo_font_face_status(face) == CAIRO_STATUS_SUCCESS {
                    var fontMatrix = Self.matrix(record.fontMatrix)
                    var ctm = Self.matrix(record.ctm)
                    if let scaled = cairo_scaled_font_create(face, &fontMatrix, &ctm, options) {
                        if cairo_scaled_font_status(scaled) == CAIRO_STATUS_SUCCESS {
                            made = scaled
                        } else {
                            cairo_scaled_font_destroy(scaled)
                        }
                    }
                }
                cairo_font_face_destroy(face)
            }
            FcPatternDestroy(pattern)
        }
        scaledFonts[slot] = made
        return made
    }

    private static func matrix(_ values: [Double]) -> cairo_matrix_t {
        cairo_matrix_t(xx: values[0], yx: values[1], xy: values[2], yy: values[3], x0: values[4], y0: values[5])
    }

    private static func values(_ matrix: cairo_matrix_t) -> [Double] {
        [matrix.xx, matrix.yx, matrix.xy, matrix.yy, matrix.x0, matrix.y0]
    }

    /// Records what `pango_cairo_show_layout` draws for `layout` (while recording), with the
    /// same arithmetic as Pango's renderer: each line at its logical x and baseline, each run
    /// after the widths of the runs before it, each glyph after the widths of the glyphs
    /// before it plus its own offsets. Layouts this cannot reproduce exactly are not
    /// recorded: unknown glyphs (drawn as hex boxes), shifted or letter-spaced runs,
    /// vertical text, and fonts made with other options than `options`.
    package func recordDrawing(_ key: RememberedTextLayouts.DrawKey, layout: OpaquePointer, options: OpaquePointer) {
        guard state == .recording, contents.drawings[key] == nil, recordedDrawings[key] == nil else { return }
        guard let iterator = pango_layout_get_iter(layout) else { return }
        defer { pango_layout_iter_free(iterator) }
        var runs: [RememberedTextLayouts.Run] = []
        var fontIndex: [OpaquePointer: Int] = [:]
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iterator) else { return }
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            let baseline = pango_layout_iter_get_baseline(iterator)
            var x = logical.x
            var link = line.pointee.runs
            while let node = link {
                guard let run = node.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self).pointee,
                      run.y_offset == 0, run.start_x_offset == 0, run.end_x_offset == 0,
                      let item = run.item?.pointee, let glyphString = run.glyphs?.pointee, let infos = glyphString.glyphs,
                      item.analysis.flags & UInt8(PANGO_ANALYSIS_FLAG_CENTERED_BASELINE) == 0,
                      let font = item.analysis.font
                else { return }
                let index: Int
                if let known = fontIndex[font] {
                    index = known
                } else {
                    guard let recorded = self.fontIndex(for: font, options: options) else { return }
                    fontIndex[font] = recorded
                    index = recorded
                }
                var glyphs: [RememberedTextLayouts.Glyph] = []
                var position: Int32 = 0
                for i in 0..<Int(max(0, glyphString.num_glyphs)) {
                    let info = infos[i]
                    if info.glyph == UInt32(PANGO_GLYPH_EMPTY) {
                        // Pango draws nothing for it.
                    } else if info.glyph & UInt32(PANGO_GLYPH_UNKNOWN_FLAG) != 0 {
                        // A character no font has: Pango draws a hex box itself.
                        return
                    } else {
                        glyphs.append(RememberedTextLayouts.Glyph(
                            index: info.glyph, x: x &+ position &+ info.geometry.x_offset,
                            y: baseline &+ info.geometry.y_offset))
                    }
                    position &+= info.geometry.width
                }
                runs.append(RememberedTextLayouts.Run(font: index, glyphs: glyphs))
                x &+= position
                link = node.pointee.next
            }
        } while pango_layout_iter_next_line(iterator) != 0
        recordedDrawings[key] = runs
    }

    /// The index of Pango's `font` in the font table, adding it; nil when its scaled font
    /// was made with other options than `options` or it has no file.
    private func fontIndex(for font: OpaquePointer, options: OpaquePointer) -> Int? {
        guard let scaled = pango_cairo_font_get_scaled_font(font) else { return nil }
        let fontOptions = cairo_font_options_create()!
        defer { cairo_font_options_destroy(fontOptions) }
        cairo_scaled_font_get_font_options(scaled, fontOptions)
        guard cairo_font_options_equal(fontOptions, options) != 0 else { return nil }
        guard let pattern = pango_fc_font_get_pattern(font), let copy = FcPatternDuplicate(pattern) else { return nil }
        defer { FcPatternDestroy(copy) }
        // The character and language sets are large and Cairo does not read them.
        _ = FcPatternDel(copy, FC_CHARSET)
        _ = FcPatternDel(copy, FC_LANG)
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(copy, FC_FILE, 0, &file) == FcResultMatch, let file,
              let unparsed = FcNameUnparse(copy) else { return nil }
        defer { FcStrFree(unparsed) }
        var fontMatrix = cairo_matrix_t()
        var ctm = cairo_matrix_t()
        cairo_scaled_font_get_font_matrix(scaled, &fontMatrix)
        cairo_scaled_font_get_ctm(scaled, &ctm)
        let record = RememberedTextLayouts.FontRecord(
            pattern: String(cString: unparsed), file: String(cString: file),
            fontMatrix: Self.values(fontMatrix), ctm: Self.values(ctm))
        if let index = contents.fonts.firstIndex(of: record) { return index }
        contents.fonts.append(record)
        return contents.fonts.count - 1
    }

    // MARK: Recording

    /// Starts recording what Pango measures and draws (a window's first frame).
    package func beginRecording() {
        if state == .idle { state = .recording }
    }

    /// Stops recording, and when something was missing writes the file again in the
    /// background: what was remembered and what was recorded, newest first, up to the
    /// limits. Returns whether a write was started.
    @discardableResult
    package func finishRecording() -> Bool {
        guard state == .recording else { return false }
        state = .finished
        guard let path, misses > 0 else { return false }
        var merged = contents
        merged.sizes.merge(recordedSizes) { _, new in new }
        merged.drawings.merge(recordedDrawings) { _, new in new }
        // Beyond the limits, keep only what this launch recorded.
        if merged.sizes.count > Self.sizeLimit {
            merged.sizes = recordedSizes
        }
        if merged.drawings.count > Self.drawingLimit {
            merged.drawings = recordedDrawings
        }
        contents.sizes.merge(recordedSizes) { _, new in new }
        contents.drawings.merge(recordedDrawings) { _, new in new }
        recordedSizes.removeAll()
        recordedDrawings.removeAll()
        let layouts = merged
        BackgroundThread.start { Self.write(layouts, to: path) }
        return true
    }

    /// Stamps `layouts` with what they depend on now and replaces the file at `path`.
    nonisolated package static func write(_ layouts: RememberedTextLayouts, to path: String) {
        guard let configuration = RememberedTextLayouts.currentConfiguration() else { return }
        var stamped = layouts
        stamped.configuration = configuration
        stamped.cairoVersion = cairo_version()
        // Only the fonts the kept drawings use, renumbered.
        var used: [Int: Int] = [:]
        var fonts: [RememberedTextLayouts.FontRecord] = []
        for (key, runs) in stamped.drawings {
            stamped.drawings[key] = runs.map { run in
                var run = run
                if let index = used[run.font] {
                    run.font = index
                } else {
                    used[run.font] = fonts.count
                    fonts.append(layouts.fonts[run.font])
                    run.font = fonts.count - 1
                }
                return run
            }
        }
        stamped.fonts = fonts
        var files: [RememberedTextLayouts.FileStamp] = []
        for path in TextStackLibraries.loaded() + Set(fonts.map(\.file)).sorted() {
            guard let stamp = RememberedTextLayouts.FileStamp.of(path) else { return }
            files.append(stamp)
        }
        stamped.files = files
        let directory = String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
        try? AtomicFile.makeDirectories(directory)
        try? AtomicFile.write(stamped.encoded(), to: path)
    }
}

/// The shared libraries of the text stack this process has loaded, by path.
enum TextStackLibraries {
    /// The libraries whose code shapes, measures or rasterises text.
    static let prefixes = ["libcairo.", "libpango", "libharfbuzz", "libfreetype", "libfontconfig",
                           "libfribidi", "libthai", "libdatrie", "libgraphite2", "libglib-2.0", "libpixman"]

    /// Paths of the loaded libraries whose names start with one of ``prefixes``, sorted.
    static func loaded() -> [String] {
        var capacity = 16384
        while true {
            var buffer = [CChar](repeating: 0, count: capacity)
            let needed = scenery_graphics_loaded_objects(&buffer, capacity)
            guard needed < capacity else {
                capacity = needed + 1
                continue
            }
            let text = buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
            return Set(text.split(separator: "\n").map(String.init).filter { path in
                let file = path.split(separator: "/").last.map(String.init) ?? path
                return prefixes.contains(where: { file.hasPrefix($0) })
            }).sorted()
        }
    }
}
