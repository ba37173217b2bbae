import CSceneryGraphics
package import SceneryCore

/// Draws a ``DisplayList`` with Cairo and Pango onto any Cairo context: the X11 window's
/// XCB surface or the headless backend's image surface. Text that is remembered
/// (``TextLayoutMemo``) is drawn with Cairo alone, exactly as Pango drew it.
@MainActor
package final class CairoPainter {
    package let measurer: MemoizedTextMeasurer
    private let artwork: SymbolArtwork

    package init(measurer: MemoizedTextMeasurer = MemoizedTextMeasurer(), artwork: SymbolArtwork = SymbolArtwork()) {
        self.measurer = measurer
        self.artwork = artwork
        NamedImageSizes.provider = { NamedImages.shared.size(of: $0) }
        SymbolNames.provider = { [artwork] in artwork.canDraw($0) }
    }

    /// How many drawing items the last ``paint(_:size:background:clip:on:)`` drew (items
    /// outside its clip are skipped); for tests.
    package private(set) var itemsPainted = 0

    /// The display scale of the frame being painted (pixels per point).
    private var displayScale: CGFloat = 1

    /// Paints `list` over a window background of `size` points on the context `cr`, whose
    /// surface has `scale` pixels per point: the context is scaled, so shapes and text are
    /// drawn at the surface's resolution. With `clip` (points), only that region is
    /// painted: drawing is clipped to it, and items that cannot reach it (outside any
    /// transform) are skipped.
    package func paint(
        _ list: DisplayList, size: CGSize, scale: CGFloat = 1, background: Color = .windowBackground, clip: CGRect? = nil,
        on cr: OpaquePointer
    ) {
        cairo_save(cr)
        displayScale = scale > 0 && scale.isFinite ? scale : 1
        if displayScale != 1 { cairo_scale(cr, displayScale, displayScale) }
        if let clip {
            cairo_rectangle(cr, clip.minX, clip.minY, clip.width, clip.height)
            cairo_clip(cr)
        }
        itemsPainted = 0
        var transforms = 0
        setSource(cr, list.background ?? background)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        // What each open `begin…` item must undo at its `end`.
        var open: [Scope] = []
        var visited = 0
        // A subtree's drawing that cannot reach the clip is stepped over whole (it closes
        // every scope it opens); one that can is entered, and so on down.
        list.visitItems(enter: { drawing in
            guard let clip, transforms == 0 else { return true }
            return drawing.reaches(clip)
        }) { item in
            visited += 1
            if let clip, transforms == 0, !item.isScopeStart, let extent = item.paintExtent, !extent.intersects(clip) {
                return
            }
            switch item {
            case .text, .symbol, .image, .fill, .shape, .gradientShape: itemsPainted += 1
            case .beginTransform, .beginBlur, .beginShadow: transforms += 1
            case .end:
                switch open.last {
                case .restoreTransform, .blur, .shadow: transforms -= 1
                default: break
                }
            default: break
            }
            switch item {
            case let .fill(rect, color):
                setSource(cr, color)
                cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
                cairo_fill(cr)
            case let .text(string, font, color, frame, style):
                drawText(string, font: font, color: color, frame: frame, style: style, on: cr)
            case let .symbol(name, color, frame, multicolor):
                drawSymbol(name, color: color, frame: frame, multicolor: multicolor, on: cr)
            case let .image(name, frame):
                if let surface = NamedImages.shared.surface(named: name) {
                    drawImage(surface, in: frame, on: cr)
                } else {
                    drawMissingImage(frame, on: cr)
                }
            case let .shape(path, paint, color, _):
                drawShape(path, paint: paint, on: cr) { setSource(cr, color) }
            case let .gradientShape(path, paint, gradient, _):
                let pattern = makePattern(gradient, covering: item.paintExtent ?? .zero)
                defer { cairo_pattern_destroy(pattern) }
                drawShape(path, paint: paint, on: cr) { cairo_set_source(cr, pattern) }
            case let .beginClip(path, _):
                cairo_save(cr)
                addPath(path, on: cr)
                cairo_clip(cr)
                open.append(.restore)
            case let .beginOpacity(opacity, _):
                cairo_push_group(cr)
                open.append(.group(opacity))
            case let .beginTransform(sx, sy, rotation, anchor, _):
                cairo_save(cr)
                cairo_translate(cr, anchor.x, anchor.y)
                cairo_rotate(cr, rotation)
                cairo_scale(cr, sx == 0 ? 1e-9 : sx, sy == 0 ? 1e-9 : sy)
                cairo_translate(cr, -anchor.x, -anchor.y)
                open.append(.restoreTransform)
            case let .beginBlur(radius, opaque, frame):
                cairo_push_group(cr)
                open.append(.blur(radius: radius, opaque: opaque, frame: frame))
            case let .beginShadow(color, radius, offset, frame):
                cairo_push_group(cr)
                open.append(.shadow(color: color, radius: radius, offset: offset, frame: frame))
            case .end:
                guard let scope = open.popLast() else { return }
                close(scope, on: cr)
            }
        }
        while let scope = open.popLast() { close(scope, on: cr) }
        UpdateCounts.current.itemsVisited += visited
        UpdateCounts.current.itemsPainted += itemsPainted
        cairo_restore(cr)
    }

    private enum Scope {
        case restore
        /// A transform's `cairo_save`: items inside it are never skipped by the clip.
        case restoreTransform
        case group(Double)
        /// A blur's group (items inside it are never skipped: their pixels spread).
        case blur(radius: Double, opaque: Bool, frame: CGRect)
        /// A shadow's group (items inside it are never skipped: their shadow lands elsewhere).
        case shadow(color: Color, radius: Double, offset: CGSize, frame: CGRect)
    }

    private func close(_ scope: Scope, on cr: OpaquePointer) {
        switch scope {
        case .restore, .restoreTransform:
            cairo_restore(cr)
        case .group(let opacity):
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, opacity)
        case let .blur(radius, opaque, frame):
            let group = cairo_pop_group(cr)
            defer { cairo_pattern_destroy(group) }
            paintBlurred(group, radius: radius, opaque: opaque, frame: frame, on: cr)
        case let .shadow(color, radius, offset, frame):
            let group = cairo_pop_group(cr)
            defer { cairo_pattern_destroy(group) }
            paintShadow(group, color: color, radius: radius, offset: offset, frame: frame, on: cr)
            cairo_set_source(cr, group)
            cairo_paint(cr)
        }
    }

    private func setSource(_ cr: OpaquePointer, _ color: Color) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.opacity)
    }

    /// Adds `path` to the context's current path (replacing it).
    private func addPath(_ path: Path, on cr: OpaquePointer) {
        cairo_new_path(cr)
        var current = CGPoint.zero
        for element in path.elements {
            switch element {
            case .move(let p):
                cairo_move_to(cr, p.x, p.y)
                current = p
            case .line(let p):
                cairo_line_to(cr, p.x, p.y)
                current = p
            case let .quadCurve(p, c):
                // Cairo has only cubic curves: raise the degree.
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                current = p
            case let .curve(p, c1, c2):
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                current = p
            case .closeSubpath:
                cairo_close_path(cr)
            }
        }
    }

    /// Fills or strokes `path` with the source `setSource` sets.
    private func drawShape(_ path: Path, paint: ShapePaint, on cr: OpaquePointer, setSource: () -> Void) {
        addPath(path, on: cr)
        setSource()
        switch paint {
        case .fill(let eoFill):
            cairo_set_fill_rule(cr, eoFill ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_fill(cr)
        case .stroke(let style):
            cairo_set_line_width(cr, style.lineWidth)
            cairo_set_line_cap(cr, style.lineCap == .round ? CAIRO_LINE_CAP_ROUND : style.lineCap == .square ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT)
            cairo_set_line_join(cr, style.lineJoin == .round ? CAIRO_LINE_JOIN_ROUND : style.lineJoin == .bevel ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER)
            cairo_set_miter_limit(cr, style.miterLimit)
            style.dash.map { Double($0) }.withUnsafeBufferPointer { dashes in
                cairo_set_dash(cr, dashes.baseAddress, Int32(dashes.count), style.dashPhase)
            }
            cairo_stroke(cr)
            cairo_set_dash(cr, nil, 0, 0)
        }
    }

    /// A decoded image stretched over `frame` (filtered when scaled).
    private func drawImage(_ surface: OpaquePointer, in frame: CGRect, on cr: OpaquePointer) {
        let width = Double(cairo_image_surface_get_width(surface))
        let height = Double(cairo_image_surface_get_height(surface))
        guard width > 0, height > 0, frame.width > 0, frame.height > 0 else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_translate(cr, frame.minX, frame.minY)
        cairo_scale(cr, frame.width / width, frame.height / height)
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        cairo_rectangle(cr, 0, 0, width, height)
        cairo_fill(cr)
    }

    /// A named image that could not be loaded: a light grey box with a cross.
    private func drawMissingImage(_ frame: CGRect, on cr: OpaquePointer) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_rectangle(cr, frame.minX, frame.minY, frame.width, frame.height)
        cairo_set_source_rgba(cr, 0, 0, 0, 0.08)
        cairo_fill_preserve(cr)
        cairo_set_source_rgba(cr, 0, 0, 0, 0.25)
        cairo_set_line_width(cr, 1)
        cairo_move_to(cr, frame.minX, frame.minY)
        cairo_line_to(cr, frame.maxX, frame.maxY)
        cairo_move_to(cr, frame.maxX, frame.minY)
        cairo_line_to(cr, frame.minX, frame.maxY)
        cairo_stroke(cr)
    }

    private func drawText(_ string: String, font: Font, color: Color, frame: CGRect, style: TextLayoutStyle, on cr: OpaquePointer) {
        // A negative height is a line count for Pango; the cut line gets the "…".
        let lineLimit = style.lineLimit.map { Int32(max(1, $0)) }
        let ellipsize = PangoTextMeasurer.ellipsizeMode(style)
        let alignment = PangoTextMeasurer.alignment(style)
        setSource(cr, color)
        // Text starts on whole pixels so glyphs stay crisp whatever the layout's fractions.
        let origin = CGPoint(x: roundedToPixels(frame.minX, scale: displayScale), y: roundedToPixels(frame.minY, scale: displayScale))
        cairo_move_to(cr, origin.x, origin.y)
        // Styled text is always drawn by Pango: the remembered layouts replay glyphs in one
        // colour, without decorations or inline images.
        var remembered: (memo: TextLayoutMemo, key: RememberedTextLayouts.DrawKey, options: OpaquePointer)?
        if let memo = measurer.memo, style.runs.isEmpty {
            let options = TextLayoutMemo.drawingOptions(for: cr)
            var matrix = cairo_matrix_t()
            cairo_get_matrix(cr, &matrix)
            // The layout depends on the transformation without the display scale (below).
            let scale = displayScale
            let key = RememberedTextLayouts.DrawKey(
                text: string, font: font, fontOptions: UInt64(cairo_font_options_hash(options)),
                matrix: [matrix.xx / scale, matrix.yx / scale, matrix.xy / scale, matrix.yy / scale],
                alignment: UInt8(alignment.rawValue),
                width: PangoTextMeasurer.layoutWidth(frame.width) ?? -1, lineLimit: lineLimit ?? -1,
                ellipsize: lineLimit == nil ? 0 : UInt8(ellipsize.rawValue),
                lineSpacing: PangoTextMeasurer.spacingUnits(Double(style.lineSpacing)))
            if memo.draw(key, options: options, on: cr) {
                cairo_font_options_destroy(options)
                return
            }
            remembered = (memo, key, options)
        }
        let pango = measurer.pango
        let text = ResolvedText(string: string, runs: style.runs)
        let layout = style.runs.isEmpty ? pango.makeLayout(string, font: font, width: frame.width) : pango.makeLayout(text, font: font, width: frame.width)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        PangoTextMeasurer.applyLayoutStyle(style, to: layout)
        // The layout is made for the transformation without the display scale: its glyph
        // advances are hinted in points, exactly as the measurer measured them, so text
        // wraps where layout said it would at any scale. Cairo still draws the glyphs at the
        // surface's resolution (it makes its fonts for the context's full transformation).
        if displayScale != 1 {
            cairo_save(cr)
            cairo_scale(cr, 1 / displayScale, 1 / displayScale)
            pango_cairo_update_context(cr, pango.context)
            cairo_restore(cr)
        } else {
            pango_cairo_update_context(cr, pango.context)
        }
        pango_layout_context_changed(layout)
        pango_cairo_show_layout(cr, layout)
        if let remembered {
            remembered.memo.recordDrawing(remembered.key, layout: layout, options: remembered.options)
            cairo_font_options_destroy(remembered.options)
        }
        drawInlineImages(text, layout: layout, color: color, origin: origin, on: cr)
    }

    /// Draws each inline image of `text` into the box Pango left for it: a symbol in its
    /// run's colour, a named image scaled to the box; centred on its line.
    private func drawInlineImages(_ text: ResolvedText, layout: OpaquePointer, color: Color, origin: CGPoint, on cr: OpaquePointer) {
        let scale = Double(PANGO_SCALE)
        for run in text.runs {
            guard let image = run.style.image else { continue }
            var position = PangoRectangle()
            pango_layout_index_to_pos(layout, Int32(run.range.lowerBound), &position)
            let lineTop = Double(position.y) / scale, lineHeight = Double(position.height) / scale
            let width = Double(position.width) / scale
            guard width > 0 else { continue }  // cut by truncation
            let side = min(width, lineHeight)
            let box = CGRect(x: origin.x + Double(position.x) / scale, y: origin.y + lineTop + (lineHeight - side) / 2, width: side, height: side)
            switch image {
            case .symbol(let name):
                drawSymbol(name, color: run.style.color ?? color, frame: box, multicolor: false, on: cr)
            case .named(let name):
                if let surface = NamedImages.shared.surface(named: name) {
                    drawImage(surface, in: box, on: cr)
                } else {
                    drawMissingImage(box, on: cr)
                }
            }
        }
    }

    private func drawSymbol(_ name: String, color: Color, frame: Rect, multicolor: Bool, on cr: OpaquePointer) {
        let side = min(frame.width, frame.height)
        cairo_save(cr)
        defer { cairo_restore(cr) }
        let pixels = Int((side * displayScale).rounded())
        if let icon = (multicolor ? artwork.colorIcon(for: name, pixelSize: pixels) : nil)
            ?? artwork.icon(for: name, pixelSize: pixels) {
            let scale = side / Double(icon.pixelSize)
            cairo_translate(cr, frame.midX - side / 2, frame.midY - side / 2)
            cairo_scale(cr, scale, scale)
            if icon.symbolic {
                setSource(cr, color)
                cairo_mask_surface(cr, icon.surface, 0, 0)
            } else {
                cairo_set_source_surface(cr, icon.surface, 0, 0)
                cairo_paint(cr)
            }
            return
        }
        drawFallbackSymbol(name, color: color, center: (frame.midX, frame.midY), side: side, on: cr)
    }

    /// Draws a globe (and a plain circle for any other unknown symbol) with strokes, for
    /// machines without an icon theme.
    private func drawFallbackSymbol(_ name: String, color: Color, center: (Double, Double), side: Double, on cr: OpaquePointer) {
        let radius = side / 2 - max(1, side / 16)
        setSource(cr, color)
        cairo_set_line_width(cr, max(1, side / 12))
        cairo_new_path(cr)
        cairo_arc(cr, center.0, center.1, radius, 0, 2 * Double.pi)
        cairo_stroke(cr)
        guard name == "globe" else { return }
        // Meridian: an ellipse squeezed horizontally.
        cairo_save(cr)
        cairo_translate(cr, center.0, center.1)
        cairo_scale(cr, 0.45, 1)
        cairo_new_path(cr)
        cairo_arc(cr, 0, 0, radius, 0, 2 * Double.pi)
        cairo_restore(cr)
        cairo_stroke(cr)
        // Equator and two parallels.
        for (offset, halfWidth) in [(0.0, 1.0), (-0.5, 0.866), (0.5, 0.866)] {
            cairo_move_to(cr, center.0 - radius * halfWidth, center.1 + radius * offset)
            cairo_line_to(cr, center.0 + radius * halfWidth, center.1 + radius * offset)
        }
        cairo_stroke(cr)
    }
}
