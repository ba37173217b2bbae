import CSceneryGraphics
import GraphicsABICheck
import Testing

/// CSceneryGraphics declares the part of Cairo, Pango and fontconfig Scenery uses without
/// their headers (the renderer loads the libraries at run time). Its functions are checked
/// against the headers by the compiler (GraphicsABICheck); its constants are checked here.
@Suite("Graphics library declarations")
struct GraphicsDeclarationTests {
    static func value(_ constant: Int32) -> Int { Int(constant) }
    static func value<T: RawRepresentable>(_ constant: T) -> Int where T.RawValue: BinaryInteger { Int(constant.rawValue) }

    @Test("every constant Scenery declares has the value of the library's own header")
    func constantsMatchTheHeaders() {
        let declared: [(String, Int)] = [
            ("CAIRO_FORMAT_INVALID", Self.value(CAIRO_FORMAT_INVALID)),
            ("CAIRO_FORMAT_ARGB32", Self.value(CAIRO_FORMAT_ARGB32)),
            ("CAIRO_FORMAT_RGB24", Self.value(CAIRO_FORMAT_RGB24)),
            ("CAIRO_FORMAT_A8", Self.value(CAIRO_FORMAT_A8)),
            ("CAIRO_FORMAT_A1", Self.value(CAIRO_FORMAT_A1)),
            ("CAIRO_FORMAT_RGB16_565", Self.value(CAIRO_FORMAT_RGB16_565)),
            ("CAIRO_FORMAT_RGB30", Self.value(CAIRO_FORMAT_RGB30)),
            ("CAIRO_STATUS_SUCCESS", Self.value(CAIRO_STATUS_SUCCESS)),
            ("CAIRO_STATUS_NO_MEMORY", Self.value(CAIRO_STATUS_NO_MEMORY)),
            ("CAIRO_ANTIALIAS_DEFAULT", Self.value(CAIRO_ANTIALIAS_DEFAULT)),
            ("CAIRO_ANTIALIAS_NONE", Self.value(CAIRO_ANTIALIAS_NONE)),
            ("CAIRO_ANTIALIAS_GRAY", Self.value(CAIRO_ANTIALIAS_GRAY)),
            ("CAIRO_ANTIALIAS_SUBPIXEL", Self.value(CAIRO_ANTIALIAS_SUBPIXEL)),
            ("CAIRO_ANTIALIAS_FAST", Self.value(CAIRO_ANTIALIAS_FAST)),
            ("CAIRO_ANTIALIAS_GOOD", Self.value(CAIRO_ANTIALIAS_GOOD)),
            ("CAIRO_ANTIALIAS_BEST", Self.value(CAIRO_ANTIALIAS_BEST)),
            ("CAIRO_FILL_RULE_WINDING", Self.value(CAIRO_FILL_RULE_WINDING)),
            ("CAIRO_FILL_RULE_EVEN_ODD", Self.value(CAIRO_FILL_RULE_EVEN_ODD)),
            ("CAIRO_FILTER_FAST", Self.value(CAIRO_FILTER_FAST)),
            ("CAIRO_FILTER_GOOD", Self.value(CAIRO_FILTER_GOOD)),
            ("CAIRO_FILTER_BEST", Self.value(CAIRO_FILTER_BEST)),
            ("CAIRO_FILTER_NEAREST", Self.value(CAIRO_FILTER_NEAREST)),
            ("CAIRO_FILTER_BILINEAR", Self.value(CAIRO_FILTER_BILINEAR)),
            ("CAIRO_FILTER_GAUSSIAN", Self.value(CAIRO_FILTER_GAUSSIAN)),
            ("CAIRO_HINT_METRICS_DEFAULT", Self.value(CAIRO_HINT_METRICS_DEFAULT)),
            ("CAIRO_HINT_METRICS_OFF", Self.value(CAIRO_HINT_METRICS_OFF)),
            ("CAIRO_HINT_METRICS_ON", Self.value(CAIRO_HINT_METRICS_ON)),
            ("CAIRO_LINE_CAP_BUTT", Self.value(CAIRO_LINE_CAP_BUTT)),
            ("CAIRO_LINE_CAP_ROUND", Self.value(CAIRO_LINE_CAP_ROUND)),
            ("CAIRO_LINE_CAP_SQUARE", Self.value(CAIRO_LINE_CAP_SQUARE)),
            ("CAIRO_LINE_JOIN_MITER", Self.value(CAIRO_LINE_JOIN_MITER)),
            ("CAIRO_LINE_JOIN_ROUND", Self.value(CAIRO_LINE_JOIN_ROUND)),
            ("CAIRO_LINE_JOIN_BEVEL", Self.value(CAIRO_LINE_JOIN_BEVEL)),
            ("CAIRO_OPERATOR_CLEAR", Self.value(CAIRO_OPERATOR_CLEAR)),
            ("CAIRO_OPERATOR_SOURCE", Self.value(CAIRO_OPERATOR_SOURCE)),
            ("CAIRO_OPERATOR_OVER", Self.value(CAIRO_OPERATOR_OVER)),
            ("PANGO_SCALE", Self.value(PANGO_SCALE)),
            ("PANGO_SCRIPT_COMMON", Self.value(PANGO_SCRIPT_COMMON)),
            ("PANGO_SCRIPT_LATIN", Self.value(PANGO_SCRIPT_LATIN)),
            ("PANGO_GRAVITY_SOUTH", Self.value(PANGO_GRAVITY_SOUTH)),
            ("PANGO_SHAPE_NONE", Self.value(PANGO_SHAPE_NONE)),
            ("PANGO_SHAPE_ROUND_POSITIONS", Self.value(PANGO_SHAPE_ROUND_POSITIONS)),
            ("PANGO_GLYPH_EMPTY", Self.value(PANGO_GLYPH_EMPTY)),
            ("PANGO_GLYPH_UNKNOWN_FLAG", Self.value(PANGO_GLYPH_UNKNOWN_FLAG)),
            ("PANGO_ANALYSIS_FLAG_CENTERED_BASELINE", Self.value(PANGO_ANALYSIS_FLAG_CENTERED_BASELINE)),
            ("PANGO_ALIGN_LEFT", Self.value(PANGO_ALIGN_LEFT)),
            ("PANGO_ALIGN_CENTER", Self.value(PANGO_ALIGN_CENTER)),
            ("PANGO_ALIGN_RIGHT", Self.value(PANGO_ALIGN_RIGHT)),
            ("PANGO_ELLIPSIZE_NONE", Self.value(PANGO_ELLIPSIZE_NONE)),
            ("PANGO_ELLIPSIZE_START", Self.value(PANGO_ELLIPSIZE_START)),
            ("PANGO_ELLIPSIZE_MIDDLE", Self.value(PANGO_ELLIPSIZE_MIDDLE)),
            ("PANGO_ELLIPSIZE_END", Self.value(PANGO_ELLIPSIZE_END)),
            ("PANGO_STYLE_NORMAL", Self.value(PANGO_STYLE_NORMAL)),
            ("PANGO_STYLE_OBLIQUE", Self.value(PANGO_STYLE_OBLIQUE)),
            ("PANGO_STYLE_ITALIC", Self.value(PANGO_STYLE_ITALIC)),
            ("PANGO_WEIGHT_THIN", Self.value(PANGO_WEIGHT_THIN)),
            ("PANGO_WEIGHT_ULTRALIGHT", Self.value(PANGO_WEIGHT_ULTRALIGHT)),
            ("PANGO_WEIGHT_LIGHT", Self.value(PANGO_WEIGHT_LIGHT)),
            ("PANGO_WEIGHT_SEMILIGHT", Self.value(PANGO_WEIGHT_SEMILIGHT)),
            ("PANGO_WEIGHT_BOOK", Self.value(PANGO_WEIGHT_BOOK)),
            ("PANGO_WEIGHT_NORMAL", Self.value(PANGO_WEIGHT_NORMAL)),
            ("PANGO_WEIGHT_MEDIUM", Self.value(PANGO_WEIGHT_MEDIUM)),
            ("PANGO_WEIGHT_SEMIBOLD", Self.value(PANGO_WEIGHT_SEMIBOLD)),
            ("PANGO_WEIGHT_BOLD", Self.value(PANGO_WEIGHT_BOLD)),
            ("PANGO_WEIGHT_ULTRABOLD", Self.value(PANGO_WEIGHT_ULTRABOLD)),
            ("PANGO_WEIGHT_HEAVY", Self.value(PANGO_WEIGHT_HEAVY)),
            ("PANGO_WEIGHT_ULTRAHEAVY", Self.value(PANGO_WEIGHT_ULTRAHEAVY)),
            ("PANGO_WRAP_WORD", Self.value(PANGO_WRAP_WORD)),
            ("PANGO_WRAP_CHAR", Self.value(PANGO_WRAP_CHAR)),
            ("PANGO_WRAP_WORD_CHAR", Self.value(PANGO_WRAP_WORD_CHAR)),
            ("PANGO_UNDERLINE_NONE", Self.value(PANGO_UNDERLINE_NONE)),
            ("PANGO_UNDERLINE_SINGLE", Self.value(PANGO_UNDERLINE_SINGLE)),
            ("PANGO_UNDERLINE_DOUBLE", Self.value(PANGO_UNDERLINE_DOUBLE)),
            ("PANGO_UNDERLINE_LOW", Self.value(PANGO_UNDERLINE_LOW)),
            ("PANGO_UNDERLINE_ERROR", Self.value(PANGO_UNDERLINE_ERROR)),
            ("FcFalse", Self.value(FcFalse)),
            ("FcTrue", Self.value(FcTrue)),
            ("FC_SLANT_ITALIC", Self.value(FC_SLANT_ITALIC)),
            ("FC_WEIGHT_BOLD", Self.value(FC_WEIGHT_BOLD)),
            ("FcResultMatch", Self.value(FcResultMatch)),
            ("FcResultNoMatch", Self.value(FcResultNoMatch)),
            ("FcResultTypeMismatch", Self.value(FcResultTypeMismatch)),
            ("FcResultNoId", Self.value(FcResultNoId)),
            ("FcResultOutOfMemory", Self.value(FcResultOutOfMemory)),
            ("FcMatchPattern", Self.value(FcMatchPattern)),
            ("FcMatchFont", Self.value(FcMatchFont)),
            ("FcMatchScan", Self.value(FcMatchScan)),
            ("FcSetSystem", Self.value(FcSetSystem)),
            ("FcSetApplication", Self.value(FcSetApplication)),
        ]
        #expect(declared.count == 89)
        for (name, value) in declared {
            #expect(scenery_abi_check_value(name) == value, "\(name)")
        }
    }

    @Test("every fontconfig property name Scenery declares is the header's")
    func propertyNamesMatchTheHeaders() {
        let declared: [(String, String)] = [
            ("FC_FAMILY", FC_FAMILY),
            ("FC_FILE", FC_FILE),
            ("FC_CHARSET", FC_CHARSET),
            ("FC_LANG", FC_LANG),
            ("FC_SLANT", FC_SLANT),
            ("FC_WEIGHT", FC_WEIGHT),
            ("FC_ANTIALIAS", FC_ANTIALIAS),
            ("FC_AUTOHINT", FC_AUTOHINT),
            ("FC_EMBEDDED_BITMAP", FC_EMBEDDED_BITMAP),
            ("FC_HINTING", FC_HINTING),
            ("FC_HINT_STYLE", FC_HINT_STYLE),
            ("FC_LCD_FILTER", FC_LCD_FILTER),
            ("FC_RGBA", FC_RGBA),
        ]
        for (name, text) in declared {
            #expect(scenery_abi_check_string(name).map { String(cString: $0) } == text, "\(name)")
        }
    }

    @Test("the libraries load at run time and report themselves loaded")
    func librariesLoad() {
        #expect(scenery_graphics_load() == 0, "\(scenery_graphics_error().map { String(cString: $0) } ?? "")")
        #expect(scenery_graphics_is_loaded() == 1)
        #expect(scenery_graphics_error() == nil)
        #expect(FcGetVersion() >= 21000)
    }
}
