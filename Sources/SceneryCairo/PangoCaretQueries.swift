import CSceneryGraphics
package import SceneryCore

/// Caret positions from Pango: where `pango_layout_get_cursor_pos` puts the strong caret
/// of an offset, and which offset `pango_layout_xy_to_index` finds at a point. Offsets
/// are UTF-8 byte offsets on both sides (Pango's indexes are bytes into the same UTF-8).
///
/// The last layout asked about is kept: a text field asks several questions about the
/// same text (the caret, the selection's ends, a click) between two edits.
extension PangoTextMeasurer {
    package func caretRect(at offset: Int, in text: String, font: Font, width: CGFloat?) -> CGRect {
        caretRect(at: offset, in: text, font: font, width: width, lineSpacing: 0)
    }

    package func caretOffset(at point: CGPoint, in text: String, font: Font, width: CGFloat?) -> Int {
        caretOffset(at: point, in: text, font: font, width: width, lineSpacing: 0)
    }

    package func caretRect(at offset: Int, in text: String, font: Font, width: CGFloat?, lineSpacing: CGFloat) -> CGRect {
        let layout = caretLayout(text, font: font, width: width, lineSpacing: lineSpacing)
        var strong = PangoRectangle(), weak = PangoRectangle()
        pango_layout_get_cursor_pos(layout, Int32(clamping: max(0, min(offset, text.utf8.count))), &strong, &weak)
        let scale = Double(PANGO_SCALE)
        return CGRect(x: Double(strong.x) / scale, y: Double(strong.y) / scale, width: 0, height: Double(strong.height) / scale)
    }

    package func caretOffset(at point: CGPoint, in text: String, font: Font, width: CGFloat?, lineSpacing: CGFloat) -> Int {
        let layout = caretLayout(text, font: font, width: width, lineSpacing: lineSpacing)
        let scale = Double(PANGO_SCALE)
        var index: Int32 = 0, trailing: Int32 = 0
        let x = Int32(clamping: Int((max(-1e6, min(1e6, Double(point.x))) * scale).rounded()))
        let y = Int32(clamping: Int((max(-1e6, min(1e6, Double(point.y))) * scale).rounded()))
        _ = pango_layout_xy_to_index(layout, x, y, &index, &trailing)
        let start = Int(index)
        guard trailing > 0 else { return start }
        let bytes = Array(text.utf8)
        let end = Self.offset(start, advancedBy: trailing, in: bytes)
        // Past a soft-wrapped line's end, the offset after its last character (the space
        // the wrap took) is drawn at the next line's start: stay on the line hit.
        var hitLine: Int32 = 0, endLine: Int32 = 0, lineX: Int32 = 0
        pango_layout_index_to_line_x(layout, index, 0, &hitLine, &lineX)
        if end < bytes.count {
            pango_layout_index_to_line_x(layout, Int32(end), 0, &endLine, &lineX)
            if endLine != hitLine { return start }
        }
        return end
    }

    package func visualCaretMove(from offset: Int, direction: Int, in text: String, font: Font, width: CGFloat?, lineSpacing: CGFloat) -> Int? {
        let layout = caretLayout(text, font: font, width: width, lineSpacing: lineSpacing)
        let bytes = Array(text.utf8)
        var index: Int32 = 0, trailing: Int32 = 0
        pango_layout_move_cursor_visually(
            layout, 1, Int32(clamping: max(0, min(offset, bytes.count))), 0, direction < 0 ? -1 : 1, &index, &trailing)
        // Off the text's visual start or end: the caret stays.
        guard index >= 0, Int(index) <= bytes.count, index != Int32.max else { return offset }
        return Self.offset(Int(index), advancedBy: trailing, in: bytes)
    }

    /// The UTF-8 offset `count` characters (code points) after `offset` in `bytes`: Pango
    /// gives a position as a byte index and the characters of the grapheme after it
    /// (`trailing`).
    private static func offset(_ offset: Int, advancedBy count: Int32, in bytes: [UInt8]) -> Int {
        var result = offset
        for _ in 0..<max(0, count) where result < bytes.count {
            result += 1
            while result < bytes.count, bytes[result] & 0xC0 == 0x80 { result += 1 }
        }
        return result
    }

    /// A layout of `text` for caret questions, reused while the same text, font, width and
    /// line spacing are asked about.
    private func caretLayout(_ text: String, font: Font, width: CGFloat?, lineSpacing: CGFloat) -> OpaquePointer {
        let key = CaretLayoutKey(text: text, font: font, width: width.map { Double($0) }, lineSpacing: Double(lineSpacing))
        if let cached = caretLayoutCache, cached.key == key { return cached.layout }
        let layout = makeLayout(text, font: font, width: key.width, lineSpacing: key.lineSpacing)
        caretLayoutCache = CaretLayoutCache(key: key, layout: layout)
        return layout
    }
}

/// What a cached caret layout was made for.
struct CaretLayoutKey: Equatable {
    var text: String
    var font: Font
    var width: Double?
    var lineSpacing: Double
}

/// The Pango layout last used for caret questions; released when replaced.
@MainActor
final class CaretLayoutCache {
    let key: CaretLayoutKey
    nonisolated(unsafe) let layout: OpaquePointer

    init(key: CaretLayoutKey, layout: OpaquePointer) {
        self.key = key
        self.layout = layout
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }
}
