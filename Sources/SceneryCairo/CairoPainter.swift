import CCairo
import CPangoCairo
package import SceneryCore

/// Draws a ``DisplayList`` with Cairo and Pango onto any Cairo context: the X11 window's
/// XCB surface or the headless backend's image surface.
@MainActor
package final class CairoPainter {
    package let measurer: PangoTextMeasurer
    private let artwork: SymbolArtwork

    package init(measurer: PangoTextMeasurer = PangoTextMeasurer(), artwork: SymbolArtwork = SymbolArtwork()) {
        self.measurer = measurer
        self.artwork = artwork
    }

    /// Paints `list` over a window background of `size` on the context `cr`.
    package func paint(_ list: DisplayList, size: Size, background: Color = .windowBackground, on cr: OpaquePointer) {
        cairo_save(cr)
        setSource(cr, background)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        for item in list.items {
            switch item {
            case let .fill(rect, color):
                setSource(cr, color)
                cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
                cairo_fill(cr)
            case let .text(string, font, color, frame):
                drawText(string, font: font, color: color, frame: frame, on: cr)
            case let .symbol(name, color, frame):
                drawSymbol(name, color: color, frame: frame, on: cr)
            }
        }
        cairo_restore(cr)
    }

    private func setSource(_ cr: OpaquePointer, _ color: Color) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.opacity)
    }

    private func drawText(_ string: String, font: Font, color: Color, frame: Rect, on cr: OpaquePointer) {
        let layout = measurer.makeLayout(string, font: font, width: frame.width)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_cairo_update_context(cr, measurer.context)
        pango_layout_context_changed(layout)
        setSource(cr, color)
        cairo_move_to(cr, frame.minX, frame.minY)
        pango_cairo_show_layout(cr, layout)
    }

    private func drawSymbol(_ name: String, color: Color, frame: Rect, on cr: OpaquePointer) {
        let side = min(frame.width, frame.height)
        cairo_save(cr)
        defer { cairo_restore(cr) }
        if let icon = artwork.icon(for: name, pixelSize: Int(side.rounded())) {
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
