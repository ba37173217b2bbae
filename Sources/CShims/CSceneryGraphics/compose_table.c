/* The locale's compose table, made once in the zygote and shared by the renderers it forks
 * (see scenery_compose_table.h).
 *
 * xkbcommon's table for a UTF-8 locale is about 160 KB of heap, read by every key a
 * renderer is given and never written after it is made. Each renderer used to parse the
 * Compose file and build its own copy; one made in the zygote before it forks stays on
 * pages the renderers share until one writes to them (only the table's reference count, on
 * its first page, is ever written). xkbcommon is found with dlsym: the executable links it
 * for the host's keyboard, and this file must not make every Scenery program link it. */
#define _GNU_SOURCE
#include "scenery_compose_table.h"

#include <dlfcn.h>
#include <stdlib.h>
#include <string.h>

/* The environment that decides which table xkbcommon reads (the locale, and where a user's
 * own Compose file is looked for). The table is handed over only if every one of them is
 * the same in the renderer as it was in the zygote. */
static const char *const deciding_names[] = {
    "LC_ALL", "LC_CTYPE", "LANG", "XCOMPOSEFILE", "XDG_CONFIG_HOME", "HOME", "XLOCALEDIR",
};
#define DECIDING_COUNT (sizeof deciding_names / sizeof deciding_names[0])

static void *table;
/* Their values when the table was made; NULL for one that was not set. */
static char *deciding_values[DECIDING_COUNT];

/* The first of LC_ALL, LC_CTYPE and LANG that is set and not empty, else "C", as the
 * renderer's own X11Compose.locale() chooses. */
static const char *compose_locale(void) {
    for (size_t i = 0; i < 3; i++) {
        const char *value = getenv(deciding_names[i]);
        if (value != NULL && value[0] != '\0') return value;
    }
    return "C";
}

void scenery_compose_table_prepare(void) {
    if (table != NULL) return;
    void *(*context_new)(int) = (void *(*)(int))dlsym(RTLD_DEFAULT, "xkb_context_new");
    void *(*table_new)(void *, const char *, int) =
        (void *(*)(void *, const char *, int))dlsym(RTLD_DEFAULT, "xkb_compose_table_new_from_locale");
    void (*context_unref)(void *) = (void (*)(void *))dlsym(RTLD_DEFAULT, "xkb_context_unref");
    if (context_new == NULL || table_new == NULL || context_unref == NULL) return;
    for (size_t i = 0; i < DECIDING_COUNT; i++) {
        const char *value = getenv(deciding_names[i]);
        deciding_values[i] = value != NULL ? strdup(value) : NULL;
        if (value != NULL && deciding_values[i] == NULL) return;
    }
    /* The renderer's keyboard context: no include paths, no RMLVO names from the
     * environment (XKB_CONTEXT_NO_DEFAULT_INCLUDES | XKB_CONTEXT_NO_ENVIRONMENT_NAMES). */
    void *context = context_new(1 | 2);
    if (context == NULL) return;
    table = table_new(context, compose_locale(), 0);
    context_unref(context);  /* the table keeps its own reference */
}

void *scenery_compose_table_inherited(void) {
    if (table == NULL) return NULL;
    for (size_t i = 0; i < DECIDING_COUNT; i++) {
        const char *value = getenv(deciding_names[i]);
        if ((value != NULL) != (deciding_values[i] != NULL)) return NULL;
        if (value != NULL && strcmp(value, deciding_values[i]) != 0) return NULL;
    }
    return table;
}
