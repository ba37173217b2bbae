/* The first renderer of a plain launch, forked before the Swift runtime starts (launch.c). */
#ifndef SCENERY_LAUNCH_H
#define SCENERY_LAUNCH_H

#include <sys/types.h>

/** Takes the renderer this process forked while it started, if it did: returns its pid and
 *  stores the host's end of its wire connection in `*fd` (close-on-exec, non-blocking). Returns -1 when
 *  there is none (or it was already taken). The renderer waits for the host's first message
 *  before it starts; closing `*fd` instead makes it exit at once, status 0. */
pid_t scenery_take_preforked_renderer(int *fd);

/** Forks a renderer from the zygote started beside the first renderer (launch.c): it runs
 *  with `environment` (`length` bytes of NUL-terminated NAME=value strings) and `fd` (a copy
 *  is sent; the caller closes its own) as its wire connection, and is a child of this
 *  process. Returns its pid, or -1 when there is no zygote, the environment is over 64 KiB,
 *  or the zygote failed (it is then closed); the caller then spawns the renderer. Blocks
 *  until the zygote answers (at most 2 s). */
pid_t scenery_zygote_fork(const char *environment, size_t length, int fd);

/** The zygote's pid, or -1 when this process has none. */
pid_t scenery_zygote_pid(void);

/** Stops the zygote (a host that starts no more renderers, or is no Scenery app). */
void scenery_zygote_close(void);

/** Where renderers of `app_id` remember their first frame's text layouts by default:
 *  `$XDG_CACHE_HOME/scenery/text-<app-id>.layouts` (or under `$HOME/.cache`), written into
 *  `buffer`; returns 0, or -1 without a cache directory, with a bad app id or when it does
 *  not fit. Swift's RuntimePaths.textLayoutCache(appID:) is the same rule. */
int scenery_default_text_cache(const char *app_id, char *buffer, size_t capacity);

#endif
