/* The part of Cairo, Pango, fontconfig and GObject that Scenery uses, declared as the
 * libraries declare it, without their headers: the functions are defined in graphics.c as
 * calls through pointers that the renderer fills at run time (dlopen/dlsym), so the scene
 * host, which never draws, never loads these libraries (about 8 ms of start-up and 8 MB of
 * memory). GraphicsABITests checks every declaration here against the real headers. */
#ifndef SCENERY_GRAPHICS_H
#define SCENERY_GRAPHICS_H

#include <stddef.h>
#include <stdint.h>

/* Loading. */

/** Loads the libraries and resolves every function; safe to call from any thread, any number
 *  of times. Returns 0 when they are usable, -1 otherwise (see scenery_graphics_error). */
int scenery_graphics_load(void);
/** Loads fontconfig and Cairo (the first part of scenery_graphics_load): enough to draw a
 *  frame whose text is remembered. Returns 0 or -1. */
int scenery_graphics_load_cairo(void);
/** Loads fontconfig alone (the first part of scenery_graphics_load), so a font
 *  configuration can be set up while Cairo and Pango load. Returns 0 or -1. */
int scenery_graphics_load_fontconfig(void);
/** The paths of the shared objects loaded in this process, one per line, NUL-terminated,
 *  written into `buffer` when they fit; returns the length they need (without the NUL). */
size_t scenery_graphics_loaded_objects(char *buffer, size_t capacity);
/** Starts loading on a background thread what a renderer's first frame needs (fontconfig and
 *  Cairo when the remembered text layouts named by SCENERY_TEXT_CACHE exist, else everything);
 *  the first call starts it, later calls do nothing. */
void scenery_graphics_start_background_loading(void);
/** Why loading failed, or NULL. */
const char *scenery_graphics_error(void);
/** Whether the libraries are loaded (without loading them). */
int scenery_graphics_is_loaded(void);

/* XCB (the renderer's own connection and visual, from CXCB). */
typedef struct xcb_connection_t xcb_connection_t;
typedef struct xcb_visualtype_t xcb_visualtype_t;

/* GLib / GObject. */
typedef void *gpointer;
typedef int gboolean;

/* Cairo. */
typedef struct _cairo cairo_t;
typedef struct _cairo_surface cairo_surface_t;
typedef struct _cairo_pattern cairo_pattern_t;
typedef struct _cairo_font_options cairo_font_options_t;
typedef struct _cairo_font_face cairo_font_face_t;
typedef struct _cairo_scaled_font cairo_scaled_font_t;
typedef int cairo_bool_t;
typedef struct _cairo_matrix { double xx; double yx; double xy; double yy; double x0; double y0; } cairo_matrix_t;
typedef struct { unsigned long index; double x; double y; } cairo_glyph_t;

typedef enum _cairo_format {
    CAIRO_FORMAT_INVALID = -1, CAIRO_FORMAT_ARGB32 = 0, CAIRO_FORMAT_RGB24 = 1, CAIRO_FORMAT_A8 = 2,
    CAIRO_FORMAT_A1 = 3, CAIRO_FORMAT_RGB16_565 = 4, CAIRO_FORMAT_RGB30 = 5
} cairo_format_t;
/* Only success is named: a failure is reported with cairo_status_to_string. */
typedef enum _cairo_status { CAIRO_STATUS_SUCCESS = 0, CAIRO_STATUS_NO_MEMORY = 1 } cairo_status_t;
typedef enum _cairo_antialias {
    CAIRO_ANTIALIAS_DEFAULT, CAIRO_ANTIALIAS_NONE, CAIRO_ANTIALIAS_GRAY, CAIRO_ANTIALIAS_SUBPIXEL,
    CAIRO_ANTIALIAS_FAST, CAIRO_ANTIALIAS_GOOD, CAIRO_ANTIALIAS_BEST
} cairo_antialias_t;
typedef enum _cairo_fill_rule { CAIRO_FILL_RULE_WINDING, CAIRO_FILL_RULE_EVEN_ODD } cairo_fill_rule_t;
typedef enum _cairo_filter {
    CAIRO_FILTER_FAST, CAIRO_FILTER_GOOD, CAIRO_FILTER_BEST, CAIRO_FILTER_NEAREST, CAIRO_FILTER_BILINEAR,
    CAIRO_FILTER_GAUSSIAN
} cairo_filter_t;
typedef enum _cairo_hint_metrics {
    CAIRO_HINT_METRICS_DEFAULT, CAIRO_HINT_METRICS_OFF, CAIRO_HINT_METRICS_ON
} cairo_hint_metrics_t;
typedef enum _cairo_line_cap { CAIRO_LINE_CAP_BUTT, CAIRO_LINE_CAP_ROUND, CAIRO_LINE_CAP_SQUARE } cairo_line_cap_t;
typedef enum _cairo_line_join { CAIRO_LINE_JOIN_MITER, CAIRO_LINE_JOIN_ROUND, CAIRO_LINE_JOIN_BEVEL } cairo_line_join_t;
/* The first three operators; Scenery uses SOURCE and OVER. */
typedef enum _cairo_operator { CAIRO_OPERATOR_CLEAR, CAIRO_OPERATOR_SOURCE, CAIRO_OPERATOR_OVER } cairo_operator_t;

/* Pango. */
#define PANGO_SCALE 1024
typedef struct _PangoFontMap PangoFontMap;
typedef struct _PangoFcFontMap PangoFcFontMap;
typedef struct _PangoContext PangoContext;
typedef struct _PangoLayout PangoLayout;
typedef struct _PangoFontDescription PangoFontDescription;
typedef struct _PangoRectangle { int x; int y; int width; int height; } PangoRectangle;
typedef struct _PangoLayoutIter PangoLayoutIter;
typedef struct _PangoFont PangoFont;
typedef struct _PangoCairoFont PangoCairoFont;
typedef struct _PangoFcFont PangoFcFont;
/* The fields of a laid-out run that TextLayoutMemo reads (GraphicsABICheck checks them). */
typedef uint32_t PangoGlyph;
#define PANGO_GLYPH_EMPTY 0x0FFFFFFF
#define PANGO_GLYPH_UNKNOWN_FLAG 0x10000000
typedef struct _PangoGlyphGeometry { int32_t width; int32_t x_offset; int32_t y_offset; } PangoGlyphGeometry;
typedef struct _PangoGlyphInfo { PangoGlyph glyph; PangoGlyphGeometry geometry; uint32_t attr; } PangoGlyphInfo;
typedef struct _PangoGlyphString { int num_glyphs; PangoGlyphInfo *glyphs; int *log_clusters; int space; } PangoGlyphString;
typedef struct _PangoAnalysis {
    void *shape_engine; void *lang_engine; PangoFont *font;
    uint8_t level; uint8_t gravity; uint8_t flags; uint8_t script;
    void *language; void *extra_attrs;
} PangoAnalysis;
typedef struct _PangoItem { int offset; int length; int num_chars; PangoAnalysis analysis; } PangoItem;
/* A line of printable ASCII that PangoTextMeasurer shapes without a layout: its analysis
 * (LTR, upright) names one of two scripts, and its positions are rounded as a layout's. */
typedef struct _PangoLanguage PangoLanguage;
#define PANGO_SCRIPT_COMMON 0
#define PANGO_SCRIPT_LATIN 25
#define PANGO_GRAVITY_SOUTH 0
typedef enum { PANGO_SHAPE_NONE = 0, PANGO_SHAPE_ROUND_POSITIONS = 1 } PangoShapeFlags;
typedef struct _PangoGlyphItem {
    PangoItem *item; PangoGlyphString *glyphs; int y_offset; int start_x_offset; int end_x_offset;
} PangoGlyphItem;
typedef PangoGlyphItem PangoLayoutRun;
typedef struct _GSList { void *data; struct _GSList *next; } GSList;
typedef struct _PangoLayoutLine { PangoLayout *layout; int start_index; int length; GSList *runs; unsigned int flags; } PangoLayoutLine;
#define PANGO_ANALYSIS_FLAG_CENTERED_BASELINE 1
typedef enum { PANGO_ALIGN_LEFT, PANGO_ALIGN_CENTER, PANGO_ALIGN_RIGHT } PangoAlignment;
typedef enum {
    PANGO_ELLIPSIZE_NONE, PANGO_ELLIPSIZE_START, PANGO_ELLIPSIZE_MIDDLE, PANGO_ELLIPSIZE_END
} PangoEllipsizeMode;
typedef enum { PANGO_STYLE_NORMAL, PANGO_STYLE_OBLIQUE, PANGO_STYLE_ITALIC } PangoStyle;
typedef enum {
    PANGO_WEIGHT_THIN = 100, PANGO_WEIGHT_ULTRALIGHT = 200, PANGO_WEIGHT_LIGHT = 300,
    PANGO_WEIGHT_SEMILIGHT = 350, PANGO_WEIGHT_BOOK = 380, PANGO_WEIGHT_NORMAL = 400,
    PANGO_WEIGHT_MEDIUM = 500, PANGO_WEIGHT_SEMIBOLD = 600, PANGO_WEIGHT_BOLD = 700,
    PANGO_WEIGHT_ULTRABOLD = 800, PANGO_WEIGHT_HEAVY = 900, PANGO_WEIGHT_ULTRAHEAVY = 1000
} PangoWeight;
typedef enum { PANGO_WRAP_WORD, PANGO_WRAP_CHAR, PANGO_WRAP_WORD_CHAR } PangoWrapMode;
/* Attributes of styled runs (bold parts, links, inline images): Scenery sets the range of
 * each attribute it makes (GraphicsABICheck checks the field offsets). */
typedef unsigned int guint;
typedef uint16_t guint16;
typedef struct _PangoAttrList PangoAttrList;
typedef struct _PangoAttrClass PangoAttrClass;
typedef struct _PangoAttribute { const PangoAttrClass *klass; guint start_index; guint end_index; } PangoAttribute;
typedef enum {
    PANGO_UNDERLINE_NONE, PANGO_UNDERLINE_SINGLE, PANGO_UNDERLINE_DOUBLE, PANGO_UNDERLINE_LOW, PANGO_UNDERLINE_ERROR
} PangoUnderline;

/* fontconfig. */
#define FcFalse 0
#define FcTrue 1
#define FC_FAMILY "family"
#define FC_FILE "file"
#define FC_CHARSET "charset"
#define FC_LANG "lang"
#define FC_SLANT "slant"
#define FC_WEIGHT "weight"
#define FC_ANTIALIAS "antialias"
#define FC_AUTOHINT "autohint"
#define FC_EMBEDDED_BITMAP "embeddedbitmap"
#define FC_HINTING "hinting"
#define FC_HINT_STYLE "hintstyle"
#define FC_LCD_FILTER "lcdfilter"
#define FC_RGBA "rgba"
#define FC_SLANT_ITALIC 100
#define FC_WEIGHT_BOLD 200
typedef unsigned char FcChar8;
typedef unsigned int FcChar32;
typedef int FcBool;
typedef struct _FcConfig FcConfig;
typedef struct _FcPattern FcPattern;
typedef struct _FcCharSet FcCharSet;
typedef struct _FcStrList FcStrList;
typedef struct _FcFontSet { int nfont; int sfont; FcPattern **fonts; } FcFontSet;
typedef enum _FcResult {
    FcResultMatch, FcResultNoMatch, FcResultTypeMismatch, FcResultNoId, FcResultOutOfMemory
} FcResult;
typedef enum _FcMatchKind {
    FcMatchPattern, FcMatchFont, FcMatchScan, FcMatchKindEnd, FcMatchKindBegin = FcMatchPattern
} FcMatchKind;
typedef enum _FcSetName { FcSetSystem = 0, FcSetApplication = 1 } FcSetName;

/* The functions, exactly as the libraries declare them. */
#include "scenery_graphics_functions.h"
#define SCENERY_GRAPHICS_DECLARE(type, name, parameters, arguments) type name parameters;
SCENERY_GRAPHICS_FUNCTIONS(SCENERY_GRAPHICS_DECLARE)
#undef SCENERY_GRAPHICS_DECLARE

#endif
