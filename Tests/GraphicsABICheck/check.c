/* Compiles only while every function CSceneryGraphics declares has the type the libraries'
 * own headers give it: Scenery calls them through pointers found at run time, where a wrong
 * declaration would not be caught by the linker. */
#include <cairo.h>
#include <cairo-xcb.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
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
