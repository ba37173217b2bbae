import CSceneryGraphics
package import SceneryCore

/// Measures and lays out text with Pango, the same way ``CairoPainter`` draws it, so a
/// measured size is exactly the drawn size.
@MainActor
package final class PangoTextMeasurer: TextMeasurer {
    /// The Pango context (cairo font map, 96 dpi so 1 point = 1 pixel).
    let context: OpaquePointer
    @exclusivity(unchecked) private var cache: [CacheKey: Size] = [:]
    @exclusivity(unchecked) private var styledCache: [StyledCacheKey: Size] = [:]
    /// The layout caret questions were last asked about (PangoCaretQueries.swift).
    var caretLayoutCache: CaretLayoutCache?

    /// The fonts lines of printable ASCII are shaped in (``shapedSize(of:font:)``), each
    /// loaded once, and the configuration change they were loaded after.
    @exclusivity(unchecked) nonisolated(unsafe) private var shapingFonts: [(font: Font, pango: OpaquePointer)] = []
    @exclusivity(unchecked) private var shapingFontsConfiguration = 0
    /// The glyphs of the last line shaped, reused.
    nonisolated(unsafe) private var shapedGlyphs: UnsafeMutablePointer<PangoGlyphString>?

    deinit {
        Self.release(shapingFonts)
        if let shapedGlyphs { pango_glyph_string_free(shapedGlyphs) }
    }

    /// Drops this measurer's references to `fonts`.
    nonisolated private static func release(_ fonts: [(font: Font, pango: OpaquePointer)]) {
        for entry in fonts { g_object_unref(UnsafeMutableRawPointer(entry.pango)) }
    }

    /// The natural size of `text` when it is a line of printable ASCII whose every glyph
    /// the font of `font` has: shaped as the one run a layout would make of it (one font,
    /// one script, left to right, positions rounded), without the layout's itemizing, line
    /// breaking and bookkeeping, which cost twice the shaping. Nil for any other text.
    /// (Tests/SceneryTextTests compare it with layouts over thousands of strings.)
    func shapedSize(of text: String, font: Font) -> Size? {
        var hasLetters = false
        var length = 0
        for byte in text.utf8 {
            guard byte >= 0x20, byte <= 0x7E else { return nil }
            let lowercase = byte | 0x20
            if lowercase >= 0x61, lowercase <= 0x7A { hasLetters = true }
            length += 1
        }
        guard length > 0, let pangoFont = shapingFont(font) else { return nil }
        let glyphs: UnsafeMutablePointer<PangoGlyphString>
        if let shapedGlyphs {
            glyphs = shapedGlyphs
        } else {
            guard let made = pango_glyph_string_new() else { return nil }
            glyphs = made
            shapedGlyphs = made
        }
        // A layout's item of such a line: Latin when it has a letter (the common characters
        // take the script around them), else common; the context's language.
        var analysis = PangoAnalysis()
        analysis.font = pangoFont
        analysis.gravity = UInt8(PANGO_GRAVITY_SOUTH)
        analysis.script = UInt8(hasLetters ? PANGO_SCRIPT_LATIN : PANGO_SCRIPT_COMMON)
        analysis.language = UnsafeMutableRawPointer(pango_context_get_language(context))
        Self.shape(text, length: length, analysis: &analysis, into: glyphs)
        // A glyph the font lacks would come from another font in a layout.
        for index in 0..<Int(glyphs.pointee.num_glyphs)
        where glyphs.pointee.glyphs[index].glyph & UInt32(PANGO_GLYPH_UNKNOWN_FLAG) != 0 {
            return nil
        }
        var logical = PangoRectangle()
        pango_glyph_string_extents(glyphs, pangoFont, nil, &logical)
        // The layout's logical rectangle starts at 0, 0: its pixel extents round the far
        // edges up.
        func pixels(_ units: Int32) -> Double { Double((units + PANGO_SCALE - 1) / PANGO_SCALE) }
        return Size(width: pixels(logical.width), height: pixels(logical.height))
    }

    /// Shapes the `length` ASCII bytes of `text` with `analysis` into `glyphs`. Nonisolated
    /// so that the closures it passes to the standard library are not formed on the main
    /// actor: such a closure checks, each time it is called, that it runs there.
    nonisolated private static func shape(
        _ text: String, length: Int, analysis: inout PangoAnalysis, into glyphs: UnsafeMutablePointer<PangoGlyphString>
    ) {
        var text = text
        text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { characters in
                pango_shape_with_flags(
                    characters.baseAddress, Int32(length), characters.baseAddress, Int32(length), &analysis, glyphs,
                    PANGO_SHAPE_ROUND_POSITIONS)
            }
        }
    }

    /// The font Pango gives a layout in `font` for characters its first font has.
    private func shapingFont(_ font: Font) -> OpaquePointer? {
        forgetShapingFontsAfterConfigurationChange()
        for entry in shapingFonts where entry.font == font { return entry.pango }
        guard shapingFonts.count < 16 else { return nil }
        FontConfigurationCache.use(font.family, fontMap: pango_context_get_font_map(context))
        // The family may just have switched the configuration.
        forgetShapingFontsAfterConfigurationChange()
        let description = Self.fontDescription(font)
        defer { pango_font_description_free(description) }
        guard let loaded = pango_context_load_font(context, description) else { return nil }
        shapingFonts.append((font, loaded))
        return loaded
    }

    /// Releases the fonts loaded before the process last switched its font configuration.
    private func forgetShapingFontsAfterConfigurationChange() {
        guard shapingFontsConfiguration != FontConfigurationCache.configurationChanges else { return }
        Self.release(shapingFonts)
        shapingFonts = []
        shapingFontsConfiguration = FontConfigurationCache.configurationChanges
    }

    /// The line height last asked for, with its font: most texts of a window share one,
    /// and a text asks for it at each size it measures.
    private var lastLineHeight: (font: Font, height: CGFloat)?

    /// The height of a line of `font`: that of a one-line text.
    package func lineHeight(for font: Font) -> CGFloat {
        if let last = lastLineHeight, last.font == font { return last.height }
        let height = measure("X", font: font, maxWidth: nil).height
        lastLineHeight = (font, height)
        return height
    }

    private struct CacheKey: Hashable {
        var text: String
        var font: Font
        var maxWidth: Double?
        var lineSpacing: Double
    }

    private struct StyledCacheKey: Hashable {
        var text: ResolvedText
        var font: Font
        var maxWidth: Double?
        var lineSpacing: Double
    }

    /// A measurer on the process's shared font map (96 dpi, so 1 point = 1 pixel).
    package init() {
        context = pango_font_map_create_context(TextStack.fontMap)
        Self.configure(context)
    }

    /// The resolution and font options every Scenery Pango context uses.
    nonisolated static func configure(_ context: OpaquePointer) {
        pango_cairo_context_set_resolution(context, 96)
        let options = fontOptions()
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
    }

    /// Scenery's own font options (metrics hinted, greyscale antialiasing), which Pango
    /// merges over a surface's when it draws. The caller destroys them.
    nonisolated static func fontOptions() -> OpaquePointer {
        let options = cairo_font_options_create()!
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_ON)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        return options
    }

    /// The width of a layout wrapped at `width` points, in Pango units, or nil for none.
    /// The extra fraction of a pixel absorbs the rounding of the width Pango measured for
    /// the same text.
    nonisolated static func layoutWidth(_ width: Double?) -> Int32? {
        guard let width, width.isFinite, width >= 0 else { return nil }
        // Pango's units are 32-bit: wider than about two million points is as wide as Pango goes.
        return Int32(clamping: Int(min(((width + 0.5) * Double(PANGO_SCALE)).rounded(.down), Double(Int32.max))))
    }

    package func measure(_ text: String, font: Font, maxWidth: Double?) -> Size {
        measurePlain(text, font: font, maxWidth: maxWidth, lineSpacing: 0)
    }

    /// The size of plain text with `lineSpacing` between its lines.
    private func measurePlain(_ text: String, font: Font, maxWidth: Double?, lineSpacing: Double) -> Size {
        // Text that fits the width unwrapped is its natural size: the stack algorithm
        // proposes several widths, and most of them need no layout of their own (nor an
        // entry of the cache: the natural size is looked up first).
        if let maxWidth {
            let natural = measurePlain(text, font: font, maxWidth: nil, lineSpacing: lineSpacing)
            if natural.width <= maxWidth { return natural }
        }
        let key = CacheKey(text: text, font: font, maxWidth: maxWidth, lineSpacing: lineSpacing)
        if let size = cache[key] { return size }
        let size = (maxWidth == nil ? shapedSize(of: text, font: font) : nil)
            ?? Self.logicalSize(of: makeLayout(text, font: font, width: maxWidth, lineSpacing: lineSpacing))
        if cache.count >= Self.cacheLimit { cache.removeAll(keepingCapacity: true) }
        cache[key] = size
        return size
    }

    /// The size of text with styled runs: their fonts, spacing and inline images count.
    package func measure(_ text: ResolvedText, font: Font, maxWidth: Double?) -> Size {
        measure(text, font: font, maxWidth: maxWidth, lineSpacing: 0)
    }

    /// The size with `lineSpacing` between lines, as Pango lays it out
    /// (`pango_layout_set_spacing`): no spacing after the last line.
    package func measure(_ text: ResolvedText, font: Font, maxWidth: Double?, lineSpacing: CGFloat) -> Size {
        let spacing = Double(lineSpacing)
        if text.runs.isEmpty { return measurePlain(text.string, font: font, maxWidth: maxWidth, lineSpacing: spacing) }
        if let maxWidth {
            let natural = measure(text, font: font, maxWidth: nil, lineSpacing: lineSpacing)
            if natural.width <= maxWidth { return natural }
        }
        let key = StyledCacheKey(text: text, font: font, maxWidth: maxWidth, lineSpacing: spacing)
        if let size = styledCache[key] { return size }
        let size = Self.logicalSize(of: makeLayout(text, font: font, width: maxWidth, lineSpacing: spacing))
        if styledCache.count >= Self.cacheLimit { styledCache.removeAll(keepingCapacity: true) }
        styledCache[key] = size
        return size
    }

    /// `lineSpacing` points in Pango units, as `pango_layout_set_spacing` takes them.
    nonisolated static func spacingUnits(_ lineSpacing: Double) -> Int32 {
        guard lineSpacing.isFinite, lineSpacing > 0 else { return 0 }
        return Int32(clamping: Int(min((lineSpacing * Double(PANGO_SCALE)).rounded(), Double(Int32.max))))
    }

    /// The natural size of `text` as a layout gives it: what ``shapedSize(of:font:)`` must
    /// equal where it answers.
    func layoutSize(of text: String, font: Font) -> Size {
        Self.logicalSize(of: makeLayout(text, font: font, width: nil))
    }

    /// The logical size of `layout` in whole pixels; releases the layout.
    private static func logicalSize(of layout: OpaquePointer) -> Size {
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var logical = PangoRectangle()
        pango_layout_get_pixel_extents(layout, nil, &logical)
        return Size(width: Double(logical.width), height: Double(logical.height))
    }

    /// The character at `point` (from the layout's origin) of `text` laid out as
    /// ``CairoPainter`` draws it `width` wide with `style`: Pango's own hit test.
    package func characterOffset(at point: CGPoint, in text: ResolvedText, font: Font, width: CGFloat, style: TextLayoutStyle) -> Int? {
        let layout = makeLayout(text, font: font, width: width, lineSpacing: Double(style.lineSpacing))
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        Self.applyLayoutStyle(style, to: layout)
        var index: Int32 = 0
        var trailing: Int32 = 0
        let scale = Double(PANGO_SCALE)
        let inside = pango_layout_xy_to_index(layout, Int32((point.x * scale).rounded()), Int32((point.y * scale).rounded()), &index, &trailing)
        guard inside != 0 else { return nil }
        return Int(index)
    }

    /// A layout for `text` in `font`: its runs as Pango attributes.
    func makeLayout(_ text: ResolvedText, font: Font, width: Double?, lineSpacing: Double = 0) -> OpaquePointer {
        let layout = makeLayout(text.string, font: font, width: width, lineSpacing: lineSpacing)
        for run in text.runs {
            if let runFont = run.style.font { FontConfigurationCache.use(runFont.family, fontMap: pango_context_get_font_map(context)) }
        }
        Self.applyRuns(text.runs, font: font, to: layout)
        return layout
    }

    /// Measured sizes kept before the cache starts again (a window of long lists measures
    /// thousands of strings; each entry is a few dozen bytes).
    static let cacheLimit = 8192

    /// A layout for `text` in `font`, wrapping words at `width` when it is finite, with
    /// `lineSpacing` points between lines. The caller releases it with `g_object_unref`.
    func makeLayout(_ text: String, font: Font, width: Double?, lineSpacing: Double = 0) -> OpaquePointer {
        FontConfigurationCache.use(font.family, fontMap: pango_context_get_font_map(context))
        return Self.makeLayout(text, font: font, width: width, lineSpacing: lineSpacing, in: context)
    }

    /// A layout for `text` in `font` on `context`, without recording the family.
    nonisolated static func makeLayout(
        _ text: String, font: Font, width: Double?, lineSpacing: Double = 0, in context: OpaquePointer
    ) -> OpaquePointer {
        let layout = pango_layout_new(context)!
        let description = fontDescription(font)
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        pango_layout_set_text(layout, text, -1)
        if let units = layoutWidth(width) {
            pango_layout_set_width(layout, units)
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        let spacing = spacingUnits(lineSpacing)
        if spacing > 0 { pango_layout_set_spacing(layout, spacing) }
        return layout
    }
}
