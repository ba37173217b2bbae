#include <xcb/xcb.h>
#include <xcb/xproto.h>
