#include <xcb/xcb.h>
#include <xcb/xproto.h>
#include <xcb/xcbext.h>
