/* A plain launch of a Scenery app (no arguments, no role) forks its first renderer from a
 * constructor, before the Swift runtime or anything else has run: the renderer then shares
 * the executable the kernel and the dynamic linker have already mapped and relocated,
 * instead of paying a second exec (about 3–4 ms of CPU on the launch path, more with the
 * Swift runtime and Foundation as shared libraries). Later renderers (spares, restarts,
 * more windows) come from the zygote described below.
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
 * Scenery app and exits, the child exits with status 0 before `main`.
 *
 * The same launch forks a zygote beside it: a process that stays in this constructor, never
 * runs Swift, and forks every later renderer (spares, restarts, more windows) when the host
 * asks, as Chromium's zygote does. A renderer forked from it shares the pages the dynamic
 * linker relocated and the libraries' loaded code with the host and every other renderer,
 * instead of writing its own copy at an exec (about 1.5 MB per renderer with the runtime as
 * shared libraries), and starts without an exec. After its first renderer the zygote loads
 * the graphics libraries, which later renderers then share too (about 0.5 MB each). It
 * forks twice, so that the renderer's parent is the host (a child subreaper): the host
 * reaps it, signals it and sees it in /proc as it does a spawned one. */
#define _GNU_SOURCE
#include "scenery_launch.h"
#include "scenery_compose_table.h"
#include "scenery_graphics.h"

#include <dlfcn.h>
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
#include <sys/wait.h>
#include <unistd.h>

static pid_t preforked_pid = -1;
static int preforked_fd = -1;
/* The zygote and the host's end of its control connection. */
static pid_t zygote_pid = -1;
static int zygote_fd = -1;
/* The largest environment a request can carry. */
#define ZYGOTE_REQUEST_CAPACITY 65536

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

/* read(2) and write(2) of one small message, retried when a signal interrupts them. */
static ssize_t read_retrying(int fd, void *buffer, size_t size) {
    ssize_t done;
    do {
        done = read(fd, buffer, size);
    } while (done < 0 && errno == EINTR);
    return done;
}

static ssize_t write_retrying(int fd, const void *buffer, size_t size) {
    ssize_t done;
    do {
        done = write(fd, buffer, size);
    } while (done < 0 && errno == EINTR);
    return done;
}

/* Makes a connected pair of sockets of `type` and forks. Returns the child's pid in the
 * parent and 0 in the child, each with its own end in `*end` (close-on-exec); -1 when either
 * step failed, with nothing left open. */
static pid_t fork_connected(int type, int *end) {
    int ends[2];
    if (socketpair(AF_UNIX, type | SOCK_CLOEXEC, 0, ends) != 0) return -1;
    pid_t pid = fork();
    if (pid < 0) {
        close(ends[0]);
        close(ends[1]);
        return -1;
    }
    close(ends[pid == 0 ? 0 : 1]);
    *end = ends[pid == 0 ? 1 : 0];
    return pid;
}

/* In a forked child, before anything else: this thread's id, not the parent's, in the
 * runtime libraries' caches, and the main dispatch queue bound to this thread. With the
 * runtime as shared libraries, libdispatch's constructor bound the main queue to the host's
 * main thread before this fork, and nothing on Linux calls its fork handler: without it the
 * renderer's first main-queue job (a `Task { @MainActor in … }`, a `.task`) would find its
 * own main thread the wrong one for the main queue, and crash. */
static void adopt_thread_identity(void) {
    pid_t self = gettid();
    for (int i = 0; i < runtime.count; i++) *runtime.caches[i] = self;
    if (runtime.count == 0) return;  /* the runtime is in the executable and has not started */
    void (*dispatch_fork_child)(void) = (void (*)(void))dlsym(RTLD_DEFAULT, "dispatch_atfork_child");
    if (dispatch_fork_child != NULL) dispatch_fork_child();
}

/* In the child: become the renderer's process, start loading the graphics libraries, and
 * wait for the host. */
static void become_renderer(int fd, pid_t host, const char *executable) {
    adopt_thread_identity();
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

/* The renderer forked from the zygote, once its middle process has gone: it is the host's
 * child now. It takes the environment the host gave (NUL-separated NAME=value strings, kept
 * for the process's life in the zygote's request buffer) and its wire connection `fd`. */
static void become_requested_renderer(int fd, int release, pid_t host, char *environment, size_t length, const char *name) {
    /* The zygote writes once the middle process is reaped, so the host is the parent now. */
    char byte;
    ssize_t got = read_retrying(release, &byte, 1);
    close(release);
    adopt_thread_identity();
    if (got != 1 || prctl(PR_SET_PDEATHSIG, SIGTERM, 0, 0, 0) != 0 || getppid() != host) _exit(0);
    prctl(PR_SET_NAME, name, 0, 0, 0);
    clearenv();
    for (size_t at = 0; at < length;) {
        char *entry = environment + at;
        size_t size = strnlen(entry, length - at);
        if (size < length - at && strchr(entry, '=') != NULL) putenv(entry);
        at += size + 1;
    }
    set_number("SCENERY_WIRE_FD", fd);
    scenery_graphics_start_background_loading();
}

/* Forks the renderer a request asked for, through a middle process that exits at once, so
 * that the host (a child subreaper) becomes its parent. Returns its pid in the zygote (-1
 * when it could not), and 0 in the renderer itself, which goes on into `main`. */
static pid_t fork_requested_renderer(int control, int fd, pid_t host, char *environment, size_t length, const char *name) {
    int report[2], release[2];
    if (pipe2(report, O_CLOEXEC) != 0) return -1;
    if (pipe2(release, O_CLOEXEC) != 0) {
        close(report[0]);
        close(report[1]);
        return -1;
    }
    pid_t middle = fork();
    if (middle == 0) {
        pid_t child = fork();
        if (child == 0) {
            close(control);
            close(report[0]);
            close(report[1]);
            close(release[1]);
            become_requested_renderer(fd, release[0], host, environment, length, name);
            return 0;
        }
        write_retrying(report[1], &child, sizeof child);
        _exit(0);
    }
    close(report[1]);
    close(release[0]);
    pid_t renderer = -1;
    if (middle > 0) {
        int status;
        while (waitpid(middle, &status, 0) < 0 && errno == EINTR) {}
        if (read_retrying(report[0], &renderer, sizeof renderer) != (ssize_t)sizeof renderer) renderer = -1;
    }
    /* The middle process is reaped: the renderer is the host's child and may go on. */
    if (renderer > 0) write_retrying(release[1], "r", 1);
    close(release[1]);
    close(report[0]);
    return renderer;
}

/* Serves the host's requests for renderers until it closes the connection (or dies), and
 * never returns there; returns only in a renderer it forked, which goes on into the Swift
 * runtime and `main`. A request is one message: the renderer's environment, with the
 * renderer's end of its wire connection attached. The answer is the renderer's pid, or -1. */
static void serve_as_zygote(int control, pid_t host) {
    char name[16] = {0};
    prctl(PR_GET_NAME, name, 0, 0, 0);
    prctl(PR_SET_NAME, "scenery-zygote", 0, 0, 0);
    if (prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0) != 0 || getppid() != host) _exit(0);
    /* Only the control connection and the standard streams stay open. */
    for (int fd = 3; fd < 1024; fd++) if (fd != control) close(fd);
    static char request[ZYGOTE_REQUEST_CAPACITY];
    for (;;) {
        union { struct cmsghdr header; char space[CMSG_SPACE(sizeof(int))]; } control_data;
        struct iovec vector = { .iov_base = request, .iov_len = sizeof request };
        struct msghdr message = { .msg_iov = &vector, .msg_iovlen = 1, .msg_control = control_data.space, .msg_controllen = sizeof control_data.space };
        ssize_t length = recvmsg(control, &message, MSG_CMSG_CLOEXEC);
        if (length < 0 && errno == EINTR) continue;
        if (length <= 0) _exit(0);  /* the host is gone */
        int fd = -1;
        struct cmsghdr *header = CMSG_FIRSTHDR(&message);
        if (header != NULL && header->cmsg_level == SOL_SOCKET && header->cmsg_type == SCM_RIGHTS && header->cmsg_len == CMSG_LEN(sizeof(int))) {
            memcpy(&fd, CMSG_DATA(header), sizeof fd);
        }
        pid_t renderer = -1;
        if (fd >= 0 && !(message.msg_flags & (MSG_TRUNC | MSG_CTRUNC))) {
            renderer = fork_requested_renderer(control, fd, host, request, (size_t)length, name);
            if (renderer == 0) return;  /* the renderer */
        }
        if (fd >= 0) close(fd);
        ssize_t sent;
        do {
            sent = send(control, &renderer, sizeof renderer, MSG_NOSIGNAL);
        } while (sent < 0 && errno == EINTR);
        if (sent < 0) _exit(0);
        /* Once the app has asked for a second renderer, it is likely to ask again: the
         * zygote loads Cairo, Pango and fontconfig now, after answering, so that every later
         * renderer shares their relocated pages and starts with them loaded. Not earlier: a
         * launch must not pay for it, nor an app that never opens a second window. Loading
         * only maps the libraries and runs their constructors, which start no thread. The
         * locale's compose table is made here too (xkbcommon starts no thread either), so
         * that the renderers share it instead of each building its own. */
        if (renderer > 0 && !scenery_graphics_is_loaded()) {
            scenery_graphics_load();
            scenery_compose_table_prepare();
        }
    }
}

/* Forks the zygote (after the first renderer). Returns only in the zygote's renderers. */
static void start_zygote(pid_t host) {
    const char *setting = getenv("SCENERY_ZYGOTE");
    if (setting != NULL && strcmp(setting, "0") == 0) return;
    /* Orphans of the host's children come to the host: a renderer the zygote forked, once
     * the process between them has exited. */
    if (prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) != 0) return;
    int fd;
    pid_t pid = fork_connected(SOCK_SEQPACKET, &fd);
    if (pid < 0) return;
    if (pid == 0) {
        if (preforked_fd >= 0) close(preforked_fd);
        serve_as_zygote(fd, host);
        return;  /* a renderer the zygote forked */
    }
    zygote_pid = pid;
    zygote_fd = fd;
}

pid_t scenery_zygote_fork(const char *environment, size_t length, int fd) {
    if (zygote_fd < 0 || length == 0 || length > ZYGOTE_REQUEST_CAPACITY) return -1;
    union { struct cmsghdr header; char space[CMSG_SPACE(sizeof(int))]; } control_data;
    memset(&control_data, 0, sizeof control_data);
    struct iovec vector = { .iov_base = (void *)environment, .iov_len = length };
    struct msghdr message = { .msg_iov = &vector, .msg_iovlen = 1, .msg_control = control_data.space, .msg_controllen = sizeof control_data.space };
    struct cmsghdr *header = CMSG_FIRSTHDR(&message);
    header->cmsg_level = SOL_SOCKET;
    header->cmsg_type = SCM_RIGHTS;
    header->cmsg_len = CMSG_LEN(sizeof(int));
    memcpy(CMSG_DATA(header), &fd, sizeof fd);
    ssize_t sent;
    do {
        sent = sendmsg(zygote_fd, &message, MSG_NOSIGNAL);
    } while (sent < 0 && errno == EINTR);
    if (sent != (ssize_t)length) {
        scenery_zygote_close();
        return -1;
    }
    /* The zygote answers within a fork or two; one that does not is given up. */
    struct pollfd wait = { .fd = zygote_fd, .events = POLLIN };
    int ready;
    do {
        ready = poll(&wait, 1, 2000);
    } while (ready < 0 && errno == EINTR);
    pid_t pid = -1;
    ssize_t got = ready == 1 ? read_retrying(zygote_fd, &pid, sizeof pid) : -1;
    if (got != (ssize_t)sizeof pid) {
        scenery_zygote_close();
        return -1;
    }
    return pid;
}

pid_t scenery_zygote_pid(void) { return zygote_pid; }

void scenery_zygote_close(void) {
    if (zygote_fd < 0) return;
    close(zygote_fd);
    zygote_fd = -1;
    if (zygote_pid > 0) kill(zygote_pid, SIGKILL);
    zygote_pid = -1;  /* the host's reaper collects it */
}

__attribute__((constructor(101))) static void prefork_first_renderer(int argc, char **argv, char **envp) {
    (void)envp;
    if (!wants_preforked_renderer(argc, argv)) return;
    pid_t host = getpid();
    int fd;
    pid_t pid = fork_connected(SOCK_STREAM, &fd);
    if (pid < 0) return;
    if (pid == 0) {
        become_renderer(fd, host, argv[0]);
        return;  /* on into the Swift runtime and main, as the renderer */
    }
    fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK);  /* the host's event loop */
    preforked_pid = pid;
    preforked_fd = fd;
    start_zygote(host);
}
