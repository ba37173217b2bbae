/* Run-time loading of the graphics libraries (see scenery_graphics.h).
 *
 * Every function of the list is defined here, hidden (the executable does not export it),
 * as a call through a pointer that the loaders fill. Loading goes in three steps, each
 * needing the one before: fontconfig; Cairo (with its XCB surface; it links fontconfig
 * and FreeType itself); then libpangocairo, whose dependencies are Pango, PangoFT2,
 * HarfBuzz and GObject. Each function is looked up through its own library's handle. A
 * function called before its step is loaded loads it first; when loading fails it writes
 * one line saying which library is missing and exits, since nothing can be drawn without it. */
#define _GNU_SOURCE
/* Hidden: the executable exports its symbols (Swift links with --export-dynamic), and these
 * must not stand in for the libraries' own functions when the libraries call each other. */
#pragma GCC visibility push(hidden)
#include "scenery_graphics.h"
#pragma GCC visibility pop

#include <dlfcn.h>
#include <link.h>
#include <malloc.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define SCENERY_DRAWING_LIBRARY "libpangocairo-1.0.so.0"
#define SCENERY_CAIRO_LIBRARY "libcairo.so.2"
#define SCENERY_FONTCONFIG_LIBRARY "libfontconfig.so.1"

#define SCENERY_GRAPHICS_POINTER(type, name, parameters, arguments) static type (*p_##name) parameters;
SCENERY_GRAPHICS_FUNCTIONS(SCENERY_GRAPHICS_POINTER)
#undef SCENERY_GRAPHICS_POINTER

static pthread_once_t fontconfig_once = PTHREAD_ONCE_INIT;
static pthread_once_t cairo_once = PTHREAD_ONCE_INIT;
static pthread_once_t drawing_once = PTHREAD_ONCE_INIT;
static atomic_int fontconfig_loaded;  /* 1 once every fontconfig pointer is set */
static atomic_int cairo_loaded;       /* 1 once every Cairo pointer is set */
static atomic_int loaded;             /* 1 once every pointer is set */
static char failure[512];             /* set when loading failed */

static void *open_library(const char *name, const char *package) {
    void *library = dlopen(name, RTLD_LAZY | RTLD_LOCAL);
    if (library == NULL) {
        const char *reason = dlerror();
        snprintf(failure, sizeof failure, "cannot load %s (%s); on Debian it comes with the package %s",
                 name, reason ? reason : "unknown error", package);
    }
    return library;
}

#define SCENERY_GRAPHICS_RESOLVE(type, name, parameters, arguments) \
    *(void **)(&p_##name) = dlsym(library, #name); \
    if (p_##name == NULL) { \
        snprintf(failure, sizeof failure, "%s has no function %s: the installed Cairo, Pango or fontconfig is too old", \
                 library_name, #name); \
        return; \
    }

static void load_fontconfig(void) {
    const char *library_name = SCENERY_FONTCONFIG_LIBRARY;
    void *library = open_library(library_name, "libfontconfig1");
    if (library == NULL) return;
    SCENERY_FONTCONFIG_FUNCTIONS(SCENERY_GRAPHICS_RESOLVE)
    atomic_store_explicit(&fontconfig_loaded, 1, memory_order_release);
}

static void load_cairo(void) {
    if (scenery_graphics_load_fontconfig() != 0) return;
    const char *library_name = SCENERY_CAIRO_LIBRARY;
    void *library = open_library(library_name, "libcairo2");
    if (library == NULL) return;
    SCENERY_CAIRO_FUNCTIONS(SCENERY_GRAPHICS_RESOLVE)
    atomic_store_explicit(&cairo_loaded, 1, memory_order_release);
}

static void load_drawing(void) {
    if (scenery_graphics_load_cairo() != 0) return;
    const char *library_name = SCENERY_DRAWING_LIBRARY;
    void *library = open_library(library_name, "libpangocairo-1.0-0");
    if (library == NULL) return;
    SCENERY_DRAWING_FUNCTIONS(SCENERY_GRAPHICS_RESOLVE)
    atomic_store_explicit(&loaded, 1, memory_order_release);
}
#undef SCENERY_GRAPHICS_RESOLVE

int scenery_graphics_load_fontconfig(void) {
    if (atomic_load_explicit(&fontconfig_loaded, memory_order_acquire)) return 0;
    pthread_once(&fontconfig_once, load_fontconfig);
    return atomic_load_explicit(&fontconfig_loaded, memory_order_acquire) ? 0 : -1;
}

int scenery_graphics_load_cairo(void) {
    if (atomic_load_explicit(&cairo_loaded, memory_order_acquire)) return 0;
    pthread_once(&cairo_once, load_cairo);
    return atomic_load_explicit(&cairo_loaded, memory_order_acquire) ? 0 : -1;
}

int scenery_graphics_load(void) {
    if (atomic_load_explicit(&loaded, memory_order_acquire)) return 0;
    pthread_once(&drawing_once, load_drawing);
    return atomic_load_explicit(&loaded, memory_order_acquire) ? 0 : -1;
}

const char *scenery_graphics_error(void) {
    return failure[0] ? failure : NULL;
}

int scenery_graphics_is_loaded(void) {
    return atomic_load_explicit(&loaded, memory_order_acquire);
}

struct loaded_objects { char *buffer; size_t capacity; size_t length; };

static int add_loaded_object(struct dl_phdr_info *info, size_t size, void *data) {
    (void)size;
    struct loaded_objects *objects = data;
    if (info->dlpi_name == NULL || info->dlpi_name[0] == '\0') return 0;
    size_t name_length = strlen(info->dlpi_name);
    if (objects->length + name_length + 1 < objects->capacity) {
        memcpy(objects->buffer + objects->length, info->dlpi_name, name_length);
        objects->buffer[objects->length + name_length] = '\n';
    }
    objects->length += name_length + 1;
    return 0;
}

size_t scenery_graphics_loaded_objects(char *buffer, size_t capacity) {
    struct loaded_objects objects = { buffer, capacity, 0 };
    dl_iterate_phdr(add_loaded_object, &objects);
    if (objects.length < capacity) buffer[objects.length] = '\0';
    return objects.length;
}

/* A renderer (SCENERY_ROLE=renderer) starts loading before the Swift runtime and main
 * start: it needs the libraries for its first frame, and loading them takes several
 * milliseconds that its start-up and X connection can overlap. When the host names a file
 * of remembered text layouts that exists (SCENERY_TEXT_CACHE), the first frame can be
 * drawn with Cairo alone, so only fontconfig and Cairo are loaded here; Pango follows after
 * the first frame, or at once if the file turns out to be stale (TextStack). Other
 * processes (the scene host, tests, tools) load on first use. */
static void *load_in_background(void *unused) {
    (void)unused;
    const char *memo = getenv("SCENERY_TEXT_CACHE");
    if (memo != NULL && memo[0] != '\0' && access(memo, R_OK) == 0) {
        scenery_graphics_load_cairo();
    } else {
        scenery_graphics_load();  /* fontconfig first, then Cairo, then Pango */
    }
    return NULL;
}

void scenery_graphics_start_background_loading(void) {
    static atomic_int started = 0;
    if (atomic_exchange(&started, 1)) return;
    /* One malloc arena for the whole renderer. The loading thread would otherwise get an
     * arena of its own (glibc gives each new thread one, up to eight per core), whose
     * touched pages stay private to this renderer: 0.08-0.09 MB of proportional set size
     * per window in the scene benchmark (2026-11-28). The renderer's other work runs on its
     * main thread, so the arena's lock is rarely contended; thread caches take the rest. */
    mallopt(M_ARENA_MAX, 1);
    pthread_t thread;
    pthread_attr_t attributes;
    if (pthread_attr_init(&attributes) != 0) return;
    pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
    if (pthread_create(&thread, &attributes, load_in_background, NULL) == 0) {
        pthread_setname_np(thread, "scenery-graphics");
    }
    pthread_attr_destroy(&attributes);
}

__attribute__((constructor)) static void start_loading_in_renderer(void) {
    const char *role = getenv("SCENERY_ROLE");
    if (role == NULL || strcmp(role, "renderer") != 0) return;
    scenery_graphics_start_background_loading();
}

/* Called by a function of the list before its library is loaded. */
static void ensure_loaded(int (*load)(void)) {
    if (load() == 0) return;
    char line[640];
    int length = snprintf(line, sizeof line, "Scenery: cannot draw: %s\n", failure);
    if (length > 0) {
        ssize_t written = write(2, line, (size_t)length < sizeof line ? (size_t)length : sizeof line - 1);
        (void)written;
    }
    _exit(70);
}

#define SCENERY_GRAPHICS_DEFINE(flag, load, type, name, parameters, arguments) \
    type name parameters { \
        if (__builtin_expect(!atomic_load_explicit(&flag, memory_order_acquire), 0)) ensure_loaded(load); \
        return p_##name arguments; \
    }
#define SCENERY_FONTCONFIG_DEFINE(type, name, parameters, arguments) \
    SCENERY_GRAPHICS_DEFINE(fontconfig_loaded, scenery_graphics_load_fontconfig, type, name, parameters, arguments)
#define SCENERY_CAIRO_DEFINE(type, name, parameters, arguments) \
    SCENERY_GRAPHICS_DEFINE(cairo_loaded, scenery_graphics_load_cairo, type, name, parameters, arguments)
#define SCENERY_DRAWING_DEFINE(type, name, parameters, arguments) \
    SCENERY_GRAPHICS_DEFINE(loaded, scenery_graphics_load, type, name, parameters, arguments)
#pragma clang diagnostic ignored "-Wpedantic"
SCENERY_FONTCONFIG_FUNCTIONS(SCENERY_FONTCONFIG_DEFINE)
SCENERY_CAIRO_FUNCTIONS(SCENERY_CAIRO_DEFINE)
SCENERY_DRAWING_FUNCTIONS(SCENERY_DRAWING_DEFINE)
#undef SCENERY_FONTCONFIG_DEFINE
#undef SCENERY_CAIRO_DEFINE
#undef SCENERY_DRAWING_DEFINE
#undef SCENERY_GRAPHICS_DEFINE
