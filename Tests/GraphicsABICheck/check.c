/* Compiles only while every function CSceneryGraphics declares has the type the libraries'
 * own headers give it: Scenery calls them through pointers found at run time, where a wrong
 * declaration would not be caught by the linker. */
#include <cairo.h>
#include <cairo-xcb.h>
#include <cairo-ft.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <pango/pangofc-font.h>
#include <fontconfig/fontconfig.h>
#include "scenery_graphics_functions.h"
#include "graphics_abi_check.h"

#define SCENERY_GRAPHICS_CHECK(type, name, parameters, arguments) \
    _Static_assert(__builtin_types_compatible_p(__typeof__(name), type parameters), \
                   "CSceneryGraphics declares " #name " unlike its library's header");
SCENERY_GRAPHICS_FUNCTIONS(SCENERY_GRAPHICS_CHECK)
#undef SCENERY_GRAPHICS_CHECK

/* The structures Swift reads fields of. */
_Static_assert(sizeof(PangoRectangle) == 4 * sizeof(int), "PangoRectangle");
_Static_assert(__builtin_offsetof(FcFontSet, nfont) == 0, "FcFontSet.nfont");
_Static_assert(__builtin_offsetof(FcFontSet, sfont) == sizeof(int), "FcFontSet.sfont");
_Static_assert(__builtin_offsetof(FcFontSet, fonts) == 2 * sizeof(int) + (sizeof(void *) - 2 * sizeof(int)) % sizeof(void *), "FcFontSet.fonts");

/* The run fields TextLayoutMemo reads, at the offsets CSceneryGraphics declares them. */
_Static_assert(sizeof(PangoGlyph) == 4, "PangoGlyph");
_Static_assert(sizeof(PangoGlyphInfo) == 20 && __builtin_offsetof(PangoGlyphInfo, geometry) == 4 && __builtin_offsetof(PangoGlyphInfo, attr) == 16, "PangoGlyphInfo");
_Static_assert(__builtin_offsetof(PangoGlyphGeometry, x_offset) == 4 && __builtin_offsetof(PangoGlyphGeometry, y_offset) == 8, "PangoGlyphGeometry");
_Static_assert(__builtin_offsetof(PangoGlyphString, num_glyphs) == 0 && __builtin_offsetof(PangoGlyphString, glyphs) == sizeof(void *), "PangoGlyphString");
_Static_assert(__builtin_offsetof(PangoItem, analysis) == 3 * sizeof(int) + (sizeof(void *) - 3 * sizeof(int) % sizeof(void *)) % sizeof(void *), "PangoItem.analysis");
_Static_assert(__builtin_offsetof(PangoAnalysis, font) == 2 * sizeof(void *), "PangoAnalysis.font");
_Static_assert(__builtin_offsetof(PangoGlyphItem, item) == 0 && __builtin_offsetof(PangoGlyphItem, glyphs) == sizeof(void *), "PangoGlyphItem");
_Static_assert(__builtin_offsetof(PangoGlyphItem, y_offset) == 2 * sizeof(void *) && __builtin_offsetof(PangoGlyphItem, end_x_offset) == 2 * sizeof(void *) + 2 * sizeof(int), "PangoGlyphItem offsets");
_Static_assert(__builtin_offsetof(PangoLayoutLine, runs) == sizeof(void *) + 2 * sizeof(int) && sizeof(PangoLayoutLine) == 2 * sizeof(void *) + 2 * sizeof(int) + sizeof(unsigned int) + (sizeof(void *) - sizeof(unsigned int)), "PangoLayoutLine");
_Static_assert(__builtin_offsetof(GSList, next) == sizeof(void *), "GSList");
/* The attribute range fields Scenery sets. */
_Static_assert(__builtin_offsetof(PangoAttribute, start_index) == sizeof(void *) && __builtin_offsetof(PangoAttribute, end_index) == sizeof(void *) + sizeof(guint), "PangoAttribute");
_Static_assert(sizeof(cairo_glyph_t) == sizeof(unsigned long) + 2 * sizeof(double), "cairo_glyph_t");
_Static_assert(sizeof(cairo_matrix_t) == 6 * sizeof(double) && __builtin_offsetof(cairo_matrix_t, yx) == sizeof(double), "cairo_matrix_t");

long scenery_abi_check_value(const char *name) {
#define VALUE(constant) if (__builtin_strcmp(name, #constant) == 0) return (long)(constant);
    SCENERY_ABI_CHECKED_CONSTANTS(VALUE)
#undef VALUE
    return -999999;
}

const char *scenery_abi_check_string(const char *name) {
#define TEXT(constant) if (__builtin_strcmp(name, #constant) == 0) return constant;
    SCENERY_ABI_CHECKED_STRINGS(TEXT)
#undef TEXT
    return 0;
}
