#define _GNU_SOURCE
#include "scenery_platform.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/timerfd.h>
#include <sys/signalfd.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

int scenery_set_parent_death_signal(int signal) {
    return prctl(PR_SET_PDEATHSIG, (unsigned long)signal, 0, 0, 0);
}

int scenery_set_process_name(const char *name) {
    return prctl(PR_SET_NAME, (unsigned long)name, 0, 0, 0);
}

int scenery_set_fd_flags(int fd, int cloexec, int nonblock) {
    int fdflags = fcntl(fd, F_GETFD);
    if (fdflags < 0) return -1;
    fdflags = cloexec ? (fdflags | FD_CLOEXEC) : (fdflags & ~FD_CLOEXEC);
    if (fcntl(fd, F_SETFD, fdflags) < 0) return -1;
    int flflags = fcntl(fd, F_GETFL);
    if (flflags < 0) return -1;
    flflags = nonblock ? (flflags | O_NONBLOCK) : (flflags & ~O_NONBLOCK);
    return fcntl(fd, F_SETFL, flflags);
}

pid_t scenery_spawn(const char *path, char *const argv[], char *const envp[],
                    int inherit_fd, int child_fd, int output_fd, int new_process_group) {
    posix_spawn_file_actions_t actions;
    posix_spawnattr_t attr;
    pid_t pid = -1;
    int rc = posix_spawn_file_actions_init(&actions);
    if (rc != 0) { errno = rc; return -1; }
    rc = posix_spawnattr_init(&attr);
    if (rc != 0) { posix_spawn_file_actions_destroy(&actions); errno = rc; return -1; }

    if (inherit_fd >= 0) {
        if (inherit_fd == child_fd) {
            // dup2 onto itself would not clear FD_CLOEXEC; move it aside first.
            rc = EINVAL;
            goto done;
        }
        rc = posix_spawn_file_actions_adddup2(&actions, inherit_fd, child_fd);
        if (rc != 0) goto done;
    }
    if (output_fd >= 0) {
        if ((rc = posix_spawn_file_actions_adddup2(&actions, output_fd, 1)) != 0) goto done;
        if ((rc = posix_spawn_file_actions_adddup2(&actions, output_fd, 2)) != 0) goto done;
    }
    sigset_t empty, defaults;
    sigemptyset(&empty);
    sigemptyset(&defaults);
    sigaddset(&defaults, SIGINT);
    sigaddset(&defaults, SIGTERM);
    sigaddset(&defaults, SIGCHLD);
    sigaddset(&defaults, SIGPIPE);
    sigaddset(&defaults, SIGHUP);
    short flags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF;
    if (new_process_group) flags |= POSIX_SPAWN_SETPGROUP;
    if ((rc = posix_spawnattr_setsigmask(&attr, &empty)) != 0) goto done;
    if ((rc = posix_spawnattr_setsigdefault(&attr, &defaults)) != 0) goto done;
    if (new_process_group && (rc = posix_spawnattr_setpgroup(&attr, 0)) != 0) goto done;
    if ((rc = posix_spawnattr_setflags(&attr, flags)) != 0) goto done;
    rc = posix_spawn(&pid, path, &actions, &attr, argv, envp);

done:
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attr);
    if (rc != 0) { errno = rc; return -1; }
    return pid;
}

int scenery_peer_credentials(int fd, uid_t *uid, pid_t *pid) {
    struct ucred cred;
    socklen_t len = sizeof(cred);
    if (getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &cred, &len) < 0) return -1;
    if (uid) *uid = cred.uid;
    if (pid) *pid = cred.pid;
    return 0;
}

int scenery_signalfd_open(const int *signals, int count) {
    sigset_t set;
    sigemptyset(&set);
    for (int i = 0; i < count; i++) sigaddset(&set, signals[i]);
    if (sigprocmask(SIG_BLOCK, &set, NULL) < 0) return -1;
    return signalfd(-1, &set, SFD_CLOEXEC | SFD_NONBLOCK);
}

int scenery_signalfd_read(int fd) {
    struct signalfd_siginfo info;
    ssize_t n = read(fd, &info, sizeof(info));
    if (n < 0) return (errno == EAGAIN || errno == EWOULDBLOCK) ? 0 : -1;
    if (n != (ssize_t)sizeof(info)) { errno = EIO; return -1; }
    return (int)info.ssi_signo;
}

void scenery_ignore_sigpipe(void) {
    signal(SIGPIPE, SIG_IGN);
}

int scenery_socketpair(int fds[2]) {
    return socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0, fds);
}

static int fill_address(struct sockaddr_un *addr, const char *path) {
    memset(addr, 0, sizeof(*addr));
    addr->sun_family = AF_UNIX;
    if (strlen(path) >= sizeof(addr->sun_path)) { errno = ENAMETOOLONG; return -1; }
    strcpy(addr->sun_path, path);
    return 0;
}

/* Binds and listens under a temporary name, then renames the socket into place, so
   `path` appears only once connections to it are accepted (a client that waits for the
   file never sees it refuse), and a stale socket at `path` is replaced atomically. */
int scenery_listen_unix(const char *path, int backlog) {
    char temporary[sizeof(((struct sockaddr_un *)0)->sun_path)];
    if (snprintf(temporary, sizeof(temporary), "%s.new", path) >= (int)sizeof(temporary)) {
        errno = ENAMETOOLONG;
        return -1;
    }
    struct sockaddr_un addr;
    if (fill_address(&addr, temporary) < 0) return -1;
    int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
    if (fd < 0) return -1;
    unlink(temporary);
    mode_t old = umask(0177);
    int rc = bind(fd, (struct sockaddr *)&addr, sizeof(addr));
    umask(old);
    if (rc < 0 || chmod(temporary, 0600) < 0 || listen(fd, backlog) < 0 || rename(temporary, path) < 0) {
        int saved = errno;
        close(fd);
        unlink(temporary);
        errno = saved;
        return -1;
    }
    return fd;
}

int scenery_connect_unix(const char *path) {
    return scenery_connect_unix_timeout(path, -1);
}

int scenery_connect_unix_timeout(const char *path, int timeout_ms) {
    struct sockaddr_un addr;
    if (fill_address(&addr, path) < 0) return -1;
    int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0) return -1;
    // A Unix stream connect waits while the listener's backlog is full (a stopped or
    // hung host), for as long as the socket's send timeout says: set it for the connect
    // only. It then fails with EAGAIN.
    struct timeval limit = {0, 0};
    if (timeout_ms >= 0) {
        limit.tv_sec = timeout_ms / 1000;
        limit.tv_usec = (timeout_ms % 1000) * 1000;
        if (timeout_ms == 0) limit.tv_usec = 1;
    }
    struct timeval none = {0, 0};
    if ((timeout_ms >= 0 && setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &limit, sizeof(limit)) < 0) ||
        connect(fd, (struct sockaddr *)&addr, sizeof(addr)) < 0 ||
        (timeout_ms >= 0 && setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &none, sizeof(none)) < 0) ||
        scenery_set_fd_flags(fd, 1, 1) < 0) {
        int saved = errno;
        close(fd);
        errno = saved;
        return -1;
    }
    return fd;
}

int scenery_accept(int listen_fd) {
    return accept4(listen_fd, NULL, NULL, SOCK_CLOEXEC | SOCK_NONBLOCK);
}

#include <link.h>
#include <elf.h>

struct build_id_search { char *buffer; int capacity; int written; };

static int find_build_id(struct dl_phdr_info *info, size_t size, void *data) {
    (void)size;
    struct build_id_search *search = data;
    // The first object reported is the main program.
    for (int i = 0; i < info->dlpi_phnum; i++) {
        const ElfW(Phdr) *ph = &info->dlpi_phdr[i];
        if (ph->p_type != PT_NOTE) continue;
        const char *note = (const char *)(info->dlpi_addr + ph->p_vaddr);
        const char *end = note + ph->p_memsz;
        while (note + sizeof(ElfW(Nhdr)) <= end) {
            const ElfW(Nhdr) *nh = (const ElfW(Nhdr) *)note;
            const char *name = note + sizeof(ElfW(Nhdr));
            const unsigned char *desc = (const unsigned char *)(name + ((nh->n_namesz + 3) & ~3u));
            if (nh->n_type == NT_GNU_BUILD_ID && nh->n_namesz == 4 && memcmp(name, "GNU", 4) == 0) {
                static const char hex[] = "0123456789abcdef";
                int n = 0;
                for (unsigned j = 0; j < nh->n_descsz && n + 2 < search->capacity; j++) {
                    search->buffer[n++] = hex[desc[j] >> 4];
                    search->buffer[n++] = hex[desc[j] & 15];
                }
                search->buffer[n] = 0;
                search->written = n;
                return 1;
            }
            note = (const char *)desc + ((nh->n_descsz + 3) & ~3u);
        }
    }
    return 1;  // only look at the main program
}

int scenery_build_id(char *buffer, int capacity) {
    if (capacity < 1) return 0;
    buffer[0] = 0;
    struct build_id_search search = { buffer, capacity, 0 };
    dl_iterate_phdr(find_build_id, &search);
    return search.written;
}

int scenery_pin_executable(void) {
    return open("/proc/self/exe", O_RDONLY | O_CLOEXEC);
}

#include <sys/syscall.h>

int scenery_pidfd_open(pid_t pid) {
#ifdef SYS_pidfd_open
    return (int)syscall(SYS_pidfd_open, pid, 0);
#else
    errno = ENOSYS;
    return -1;
#endif
}

void scenery_line_buffer_stdout(void) {
    setvbuf(stdout, NULL, _IOLBF, 0);
}

int scenery_timerfd_open(void) {
    return timerfd_create(CLOCK_MONOTONIC, TFD_NONBLOCK | TFD_CLOEXEC);
}

int scenery_timerfd_arm(int fd, long long interval_ns) {
    struct itimerspec spec;
    spec.it_interval.tv_sec = interval_ns / 1000000000LL;
    spec.it_interval.tv_nsec = interval_ns % 1000000000LL;
    spec.it_value = spec.it_interval;
    return timerfd_settime(fd, 0, &spec, NULL);
}

unsigned long long scenery_timerfd_read(int fd) {
    unsigned long long expirations = 0;
    if (read(fd, &expirations, sizeof expirations) != sizeof expirations) return 0;
    return expirations;
}
