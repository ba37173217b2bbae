import CSceneryGraphics
import SceneryCore

/// Styled runs as Pango attributes, and the layout settings shared by drawing and hit
/// testing.
extension PangoTextMeasurer {
    /// Sets the attributes of `runs` on `layout`: each run's font (family, size, weight,
    /// slant), colour, background, underline, strikethrough, letter spacing and rise, and
    /// for an inline image a shape of the size of its font that Pango lays out like a
    /// character (the painter draws the image into it).
    nonisolated static func applyRuns(_ runs: [TextRun], font: Font, to layout: OpaquePointer) {
        guard !runs.isEmpty, let list = pango_attr_list_new() else { return }
        defer { pango_attr_list_unref(list) }
        let scale = Double(PANGO_SCALE)
        for run in runs {
            let start = UInt32(run.range.lowerBound), end = UInt32(run.range.upperBound)
            func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
                guard let attribute else { return }
                attribute.pointee.start_index = start
                attribute.pointee.end_index = end
                pango_attr_list_insert(list, attribute)
            }
            let style = run.style
            if let runFont = style.font {
                let description = fontDescription(runFont)
                insert(pango_attr_font_desc_new(description))
                pango_font_description_free(description)
            }
            if let color = style.color {
                let (red, green, blue, alpha) = components(color)
                insert(pango_attr_foreground_new(red, green, blue))
                insert(pango_attr_foreground_alpha_new(alpha))
            }
            if let color = style.backgroundColor {
                let (red, green, blue, alpha) = components(color)
                insert(pango_attr_background_new(red, green, blue))
                insert(pango_attr_background_alpha_new(alpha))
            }
            if let underline = style.underline {
                insert(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE))
                if let color = underline.color {
                    let (red, green, blue, _) = components(color)
                    insert(pango_attr_underline_color_new(red, green, blue))
                }
            }
            if let strikethrough = style.strikethrough {
                insert(pango_attr_strikethrough_new(1))
                if let color = strikethrough.color {
                    let (red, green, blue, _) = components(color)
                    insert(pango_attr_strikethrough_color_new(red, green, blue))
                }
            }
            if let spacing = style.letterSpacing {
                insert(pango_attr_letter_spacing_new(Int32((spacing * scale).rounded())))
            }
            if let offset = style.baselineOffset {
                insert(pango_attr_rise_new(Int32((offset * scale).rounded())))
            }
            if style.image != nil {
                var ink = imageRectangle(size: (style.font ?? font).size)
                var logical = ink
                insert(pango_attr_shape_new(&ink, &logical))
            }
        }
        pango_layout_set_attributes(layout, list)
    }

    /// An inline image's box relative to the baseline, in Pango units: a square as wide as
    /// the font is large, four fifths of it above the baseline.
    nonisolated static func imageRectangle(size: Double) -> PangoRectangle {
        let side = Int32((size * Double(PANGO_SCALE)).rounded())
        return PangoRectangle(x: 0, y: -Int32((Double(side) * 0.8).rounded()), width: side, height: side)
    }

    /// A Pango description of `font`; the caller frees it.
    nonisolated static func fontDescription(_ font: Font) -> OpaquePointer {
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, font.family)
        pango_font_description_set_absolute_size(description, font.size * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(font.weight.value)))
        pango_font_description_set_style(description, font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        return description
    }

    nonisolated private static func components(_ color: Color) -> (UInt16, UInt16, UInt16, UInt16) {
        func channel(_ value: Double) -> UInt16 { UInt16((min(1, max(0, value)) * 65535).rounded()) }
        return (channel(color.red), channel(color.green), channel(color.blue), max(1, channel(color.opacity)))
    }

    /// Sets the lines, their spacing, ellipsis and alignment ``CairoPainter`` draws `style` with.
    nonisolated static func applyLayoutStyle(_ style: TextLayoutStyle, to layout: OpaquePointer) {
        let spacing = spacingUnits(Double(style.lineSpacing))
        if spacing > 0 { pango_layout_set_spacing(layout, spacing) }
        if let lineLimit = style.lineLimit {
            pango_layout_set_height(layout, -Int32(max(1, lineLimit)))
            pango_layout_set_ellipsize(layout, ellipsizeMode(style))
        }
        pango_layout_set_alignment(layout, alignment(style))
    }

    nonisolated static func ellipsizeMode(_ style: TextLayoutStyle) -> PangoEllipsizeMode {
        switch style.truncation {
        case .head: PANGO_ELLIPSIZE_START
        case .middle: PANGO_ELLIPSIZE_MIDDLE
        case .tail: PANGO_ELLIPSIZE_END
        }
    }

    /// Leading and trailing follow the environment's layout direction. (Pango also mirrors
    /// the alignment of a paragraph whose own script runs right to left.)
    nonisolated static func alignment(_ style: TextLayoutStyle) -> PangoAlignment {
        switch (style.alignment, style.isRightToLeft) {
        case (.center, _): PANGO_ALIGN_CENTER
        case (.leading, false), (.trailing, true): PANGO_ALIGN_LEFT
        case (.leading, true), (.trailing, false): PANGO_ALIGN_RIGHT
        }
    }
}
