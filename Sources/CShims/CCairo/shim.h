#include <cairo.h>
#include <cairo-xcb.h>
