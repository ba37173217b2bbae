/* A plain launch of a Scenery app (no arguments, no role) forks its first renderer from a
 * constructor, before the Swift runtime or anything else has run: the renderer then shares
 * the executable the kernel and the dynamic linker have already mapped and relocated,
 * instead of paying a second exec (about 3–4 ms of CPU on the launch path, more with the
 * Swift runtime and Foundation as shared libraries). Later renderers (spares, restarts,
 * more windows) are started with posix_spawn from the pinned executable as before.
 *
 * Why here and not from Swift: the Swift runtime's locks cache each thread's kernel id in
 * thread-local storage the first time a thread takes one, and a child forked after that
 * keeps its parent's id on its main thread; a contended lock then hangs (priority-inheritance
 * futexes name the owner by that id). Before the runtime has run, nothing is cached. So the
 * fork happens at constructor priority 101, before the runtime's own constructors when the
 * runtime is linked into the executable (--static-swift-stdlib). With the runtime as shared
 * libraries (SwiftPM's default build) their constructors have run already and may have
 * cached the id — libswiftCore's locks, and libdispatch's, which are priority-inheritance
 * locks too: the host finds each library's cache (a thread-local variable named in its
 * symbol table) before it forks, and the child writes its own id into them. When a loaded
 * library's symbol table does not name its cache (another release), the host does not fork
 * and spawns its first renderer as usual.
 *
 * The forked child cannot know yet whether this program is a Scenery app at all (a test
 * runner links Scenery too, and its `main` must not run twice). It sets itself up as a
 * renderer and then waits for the host's first message on its wire connection: only
 * `App.main()` in the host sends it. If the host closes the connection instead, or is not a
 * Scenery app and exits, the child exits with status 0 before `main`. */
#define _GNU_SOURCE
#include "scenery_launch.h"
#include "scenery_graphics.h"

#include <elf.h>
#include <errno.h>
#include <fcntl.h>
#include <link.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>

static pid_t preforked_pid = -1;
static int preforked_fd = -1;

pid_t scenery_take_preforked_renderer(int *fd) {
    pid_t pid = preforked_pid;
    if (pid <= 0) return -1;
    *fd = preforked_fd;
    preforked_pid = -1;
    preforked_fd = -1;
    return pid;
}

static int bad_app_id(const char *id) {
    size_t length = strlen(id);
    if (length == 0 || length > 128 || id[0] == '.') return 1;
    for (const unsigned char *c = (const unsigned char *)id; *c; c++) {
        if (*c == '/' || *c < 0x20 || *c == 0x7f) return 1;
    }
    return 0;
}

int scenery_default_text_cache(const char *app_id, char *buffer, size_t capacity) {
    if (app_id == NULL || bad_app_id(app_id)) return -1;
    const char *cache = getenv("XDG_CACHE_HOME");
    const char *home = getenv("HOME");
    int length;
    if (cache != NULL && cache[0] != '\0') {
        length = snprintf(buffer, capacity, "%s/scenery/text-%s.layouts", cache, app_id);
    } else if (home != NULL && home[0] != '\0') {
        length = snprintf(buffer, capacity, "%s/.cache/scenery/text-%s.layouts", home, app_id);
    } else {
        return -1;
    }
    return length > 0 && (size_t)length < capacity ? 0 : -1;
}

/* Thread-local caches of the calling thread's kernel id in the runtime's shared libraries:
 * the Swift runtime's locks (ulock_get_tid's `tid`, one copy per library that inlines it) and
 * libdispatch's (`tid`, the first field of its per-thread `__dispatch_tsd`). */
static const struct { const char *library; const char *symbol; int required; } thread_id_caches[] = {
    { "/libswiftCore.so", "_ZZN5swift14threading_impl5linux13ulock_get_tidEvE3tid", 1 },
    { "/libswift_Concurrency.so", "_ZZN5swift14threading_impl5linux13ulock_get_tidEvE3tid", 0 },
    { "/libdispatch.so", "__dispatch_tsd", 1 },
};
#define MAX_CACHES 8

struct runtime_search {
    int missing;            /* a loaded library's required cache was not found */
    int count;
    int *caches[MAX_CACHES];
};

/* The offset of the thread-local symbol `name` in the TLS block of the ELF file at `path`,
 * from its symbol table; -1 when it has none. */
static long tls_symbol_offset(const char *path, const char *name) {
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return -1;
    struct stat info;
    long offset = -1;
    if (fstat(fd, &info) != 0 || (size_t)info.st_size < sizeof(Elf64_Ehdr)) goto done;
    size_t size = (size_t)info.st_size;
    const unsigned char *file = mmap(NULL, size, PROT_READ, MAP_PRIVATE, fd, 0);
    if (file == MAP_FAILED) goto done;
    const Elf64_Ehdr *header = (const Elf64_Ehdr *)file;
    if (memcmp(header->e_ident, ELFMAG, SELFMAG) != 0 || header->e_ident[EI_CLASS] != ELFCLASS64 ||
        header->e_shentsize != sizeof(Elf64_Shdr) ||
        header->e_shoff + (size_t)header->e_shnum * sizeof(Elf64_Shdr) > size) goto unmap;
    const Elf64_Shdr *sections = (const Elf64_Shdr *)(file + header->e_shoff);
    size_t name_length = strlen(name);
    for (unsigned i = 0; i < header->e_shnum && offset < 0; i++) {
        if (sections[i].sh_type != SHT_SYMTAB || sections[i].sh_link >= header->e_shnum) continue;
        const Elf64_Shdr *symtab = &sections[i], *strtab = &sections[symtab->sh_link];
        if (symtab->sh_offset + symtab->sh_size > size || strtab->sh_offset + strtab->sh_size > size) continue;
        const Elf64_Sym *symbols = (const Elf64_Sym *)(file + symtab->sh_offset);
        const char *names = (const char *)(file + strtab->sh_offset);
        size_t count = symtab->sh_size / sizeof(Elf64_Sym);
        for (size_t k = 0; k < count; k++) {
            if (ELF64_ST_TYPE(symbols[k].st_info) != STT_TLS) continue;
            size_t at = symbols[k].st_name;
            if (at + name_length >= strtab->sh_size || memcmp(names + at, name, name_length + 1) != 0) continue;
            offset = (long)symbols[k].st_value;
            break;
        }
    }
unmap:
    munmap((void *)file, size);
done:
    close(fd);
    return offset;
}

static int find_thread_id_caches(struct dl_phdr_info *info, size_t size, void *context) {
    (void)size;
    struct runtime_search *search = context;
    const char *name = info->dlpi_name;
    if (name == NULL || name[0] == '\0') return 0;
    for (size_t i = 0; i < sizeof thread_id_caches / sizeof thread_id_caches[0]; i++) {
        if (strstr(name, thread_id_caches[i].library) == NULL) continue;
        long offset = info->dlpi_tls_modid != 0 ? tls_symbol_offset(name, thread_id_caches[i].symbol) : -1;
        if (offset >= 0 && info->dlpi_tls_data != NULL && search->count < MAX_CACHES) {
            search->caches[search->count++] = (int *)((char *)info->dlpi_tls_data + offset);
        } else if (thread_id_caches[i].required) {
            search->missing = 1;
        }
    }
    return 0;
}

static struct runtime_search runtime;

static int ends_with(const char *text, const char *suffix) {
    size_t a = strlen(text), b = strlen(suffix);
    return a >= b && strcmp(text + a - b, suffix) == 0;
}

/* Whether the app's control socket exists ($XDG_RUNTIME_DIR/scenery/<app-id>.sock, as
 * RuntimePaths names it): a host of the app runs, or its socket unit listens, and the host
 * will hand this launch over to it instead of opening a window of its own. */
static int control_socket_exists(const char *executable) {
    const char *runtime = getenv("XDG_RUNTIME_DIR");
    if (runtime == NULL || runtime[0] == '\0') return 0;
    const char *id = getenv("SCENERY_APP_ID");
    if (id == NULL || id[0] == '\0') {
        const char *slash = strrchr(executable, '/');
        id = slash != NULL ? slash + 1 : executable;
    }
    if (bad_app_id(id)) return 0;
    char path[4096];
    int length = snprintf(path, sizeof path, "%s/scenery/%s.sock", runtime, id);
    if (length <= 0 || (size_t)length >= sizeof path) return 0;
    struct stat info;
    return stat(path, &info) == 0 && S_ISSOCK(info.st_mode);
}

/* Whether this start is one the first renderer may be forked for. */
static int wants_preforked_renderer(int argc, char **argv) {
    if (argc != 1 || argv == NULL || argv[0] == NULL) return 0;  /* URLs, --previews, … */
    const char *role = getenv("SCENERY_ROLE");
    if (role != NULL && role[0] != '\0' && strcmp(role, "host") != 0) return 0;
    const char *setting = getenv("SCENERY_PREFORK");
    if (setting != NULL && strcmp(setting, "0") == 0) return 0;
    const char *backend = getenv("SCENERY_BACKEND");
    int headless = backend != NULL && strcmp(backend, "headless") == 0;
    const char *display = getenv("DISPLAY");
    if (!headless && (display == NULL || display[0] == '\0')) return 0;  /* the host says why */
    if (ends_with(argv[0], ".xctest")) return 0;
    const char *preview = getenv("SCENERY_PREVIEW");
    if (preview != NULL && preview[0] != '\0') return 0;  /* a preview window's host decides */
    if (getenv("LISTEN_FDS") != NULL) return 0;  /* socket-activated: descriptors 3… are the manager's */
    if (control_socket_exists(argv[0])) return 0;  /* the launch will be handed over to a running host */
    dl_iterate_phdr(find_thread_id_caches, &runtime);
    return !runtime.missing;
}

static void set_number(const char *name, long value) {
    char text[32];
    snprintf(text, sizeof text, "%ld", value);
    setenv(name, text, 1);
}

/* In the child: become the renderer's process, start loading the graphics libraries, and
 * wait for the host. */
static void become_renderer(int fd, pid_t host, const char *executable) {
    /* This thread's id, not the host's, in the runtime libraries' caches. */
    pid_t self = gettid();
    for (int i = 0; i < runtime.count; i++) *runtime.caches[i] = self;
    if (prctl(PR_SET_PDEATHSIG, SIGTERM, 0, 0, 0) != 0 || getppid() != host) _exit(0);
    setenv("SCENERY_ROLE", "renderer", 1);
    set_number("SCENERY_HOST_PID", host);
    set_number("SCENERY_WIRE_FD", fd);
    if (getenv("SCENERY_TEXT_CACHE") == NULL) {
        const char *id = getenv("SCENERY_APP_ID");
        if (id == NULL || id[0] == '\0') {
            const char *slash = strrchr(executable, '/');
            id = slash != NULL ? slash + 1 : executable;
        }
        char path[4096];
        if (scenery_default_text_cache(id, path, sizeof path) == 0) setenv("SCENERY_TEXT_CACHE", path, 1);
    }
    scenery_graphics_start_background_loading();
    struct pollfd wait = { .fd = fd, .events = POLLIN };
    int ready;
    do {
        ready = poll(&wait, 1, -1);
    } while (ready < 0 && errno == EINTR);
    char byte;
    ssize_t peeked;
    do {
        peeked = recv(fd, &byte, 1, MSG_PEEK);
    } while (peeked < 0 && errno == EINTR);
    if (peeked <= 0) _exit(0);  /* the host did not want a renderer, or is not a Scenery app */
}

__attribute__((constructor(101))) static void prefork_first_renderer(int argc, char **argv, char **envp) {
    (void)envp;
    if (!wants_preforked_renderer(argc, argv)) return;
    int ends[2];
    if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, ends) != 0) return;
    pid_t host = getpid();
    pid_t pid = fork();
    if (pid < 0) {
        close(ends[0]);
        close(ends[1]);
        return;
    }
    if (pid == 0) {
        close(ends[0]);
        become_renderer(ends[1], host, argv[0]);
        return;  /* on into the Swift runtime and main, as the renderer */
    }
    close(ends[1]);
    fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK);  /* the host's event loop */
    preforked_pid = pid;
    preforked_fd = ends[0];
}
