#ifndef SCENERY_COMPOSE_TABLE_H
#define SCENERY_COMPOSE_TABLE_H

/** Makes the compose table of the locale in this process's environment, with xkbcommon
 *  (looked up with dlsym; nothing happens when it is not loaded). The zygote calls it before
 *  it forks later renderers, which then share the table's pages (compose_table.c). */
void scenery_compose_table_prepare(void);

/** The table scenery_compose_table_prepare made before this process was forked (a
 *  `struct xkb_compose_table *`, not referenced for the caller), or NULL when there is none
 *  or when the locale or a Compose file setting in the environment differs now from what it
 *  was then. */
void *scenery_compose_table_inherited(void);

#endif
