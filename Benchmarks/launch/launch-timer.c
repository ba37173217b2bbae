/*
 * launch-timer: cold-launch latency of X11 apps, observed from outside.
 *
 * Usage:
 *   launch-timer [--runs N] [--warmup W] [--timeout S] [--settle-ms MS] [--verbose]
 *                [--label NAME] [--close SHELL-COMMAND] -- COMMAND [ARGS...]
 *                [--- [--label NAME] [--close SHELL-COMMAND] -- COMMAND [ARGS...]]...
 *   launch-timer --wait-wm [--timeout S]
 *
 * Several commands, separated by "---", are measured in interleaved rounds
 * (run 1 of every command, then run 2 of every command, ...), so that a slow
 * spell of the machine hits all of them alike and their ratios stay fair.
 *
 * Each run:
 *   1. connect to $DISPLAY and select SubstructureNotify on the root window
 *      (confirmed by a round trip) BEFORE the command is spawned;
 *   2. read CLOCK_MONOTONIC and posix_spawn the command in a process group of
 *      its own (stdin, stdout and stderr on /dev/null unless --verbose);
 *   3. block in poll() on the X connection and on a signalfd for SIGCHLD until
 *      a MapNotify arrives on the root for a window that is not
 *      override-redirect. Under a reparenting window manager that is the WM's
 *      frame, mapped after the client mapped its own window; without a WM it
 *      is the client's window. The elapsed time is the launch latency;
 *   4. after --settle-ms (default 250 ms, so the app can paint its first frame)
 *      read the peak RSS (VmHWM) of the process and of each of its direct
 *      children (Scenery: the host, and its renderer(s); children are summed,
 *      and the largest one is reported too);
 *   5. SIGTERM the process and wait up to 5 s for it and for every descendant
 *      it leaves behind (we are a child subreaper, so orphans become ours),
 *      SIGKILL whatever is left, then wait until the window is unmapped or
 *      destroyed, so the next run starts from an empty screen.
 * Warm-up rounds come first and are not counted. At the end, per command: a
 * RUNS line (every sample), a RESULT line and a human-readable line; or a
 * FAILED line if one of its runs failed (it is then not run again).
 *
 * --close: the command hands its launch to a process already running (a Scenery
 * app's resident host, docs/systemd.md) and may exit, with status 0, before the
 * window maps; the window is not its own, so instead of ending the command,
 * step 5 runs SHELL-COMMAND (sh -c) to close it. Peak RSS is then the
 * launcher's, not the window's process's.
 *
 * --wait-wm blocks until the root window carries _NET_SUPPORTING_WM_CHECK,
 * i.e. until an EWMH window manager runs.
 *
 * Exit status: 0 when every command was measured; 1 when one failed
 * (timeout, exited before mapping a window, ...) or on a fatal error (no
 * DISPLAY, X connection lost); 2 on a usage error.
 *
 * Build: cc -O2 -Wall -Wextra launch-timer.c $(pkg-config --cflags --libs xcb)
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/signalfd.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include <xcb/xcb.h>

extern char **environ;

#define MAX_CHILDREN 64
#define MAX_JOBS 16

/* ------------------------------------------------------------------ state */

static struct {
    int runs;
    int warmup;
    double timeout_s;     /* deadline for the window to appear */
    int settle_ms;        /* pause between map and RSS reading */
    bool verbose;
} opt = { .runs = 15, .warmup = 2, .timeout_s = 10.0, .settle_ms = 250 };

typedef struct {
    double ms;            /* spawn -> top-level MapNotify on the root */
    long rss_main;        /* VmHWM of the spawned process, kB */
    long rss_child;       /* sum of VmHWM of its direct children, kB */
    long rss_child_max;   /* largest VmHWM among them, kB */
    int children;         /* number of direct children */
} sample_t;

typedef struct {
    const char *label;
    const char *close_cmd; /* --close: how to close a handed-over window */
    char **argv;          /* NULL-terminated command */
    sample_t *samples;    /* opt.runs entries */
    int done;             /* measured runs so far */
    bool failed;
    char reason[256];
} job_t;

static job_t jobs[MAX_JOBS];
static int njobs;

/* Grace period after SIGTERM, and deadline for the window to disappear. */
static const double end_grace_s = 5.0;

/* Process group (= pid) of the app being measured, 0 when none is running. */
static volatile sig_atomic_t current_pgid = 0;

/* SIGCHLD is blocked and delivered through this signalfd, so it can sit in poll(). */
static int sigchld_fd = -1;

static void abort_app(void);

/* ---------------------------------------------------------------- helpers */

static void die(const char *fmt, ...) __attribute__((format(printf, 1, 2), noreturn));
static void die(const char *fmt, ...)
{
    va_list ap;
    fputs("launch-timer: ", stderr);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
    abort_app();
    exit(1);
}

static void warn(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void warn(const char *fmt, ...)
{
    va_list ap;
    fputs("launch-timer: warning: ", stderr);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
}

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* Milliseconds left until `deadline` (seconds, CLOCK_MONOTONIC), >= 0. */
static int ms_until(double deadline)
{
    double left = deadline - now_s();
    return left <= 0 ? 0 : (int)(left * 1000.0) + 1;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* Median of v[0..n); sorts v. */
static double median(double *v, int n)
{
    qsort(v, (size_t)n, sizeof *v, cmp_double);
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2.0;
}

/* Nearest-rank percentile of a sorted array. */
static double percentile(const double *sorted, int n, double p)
{
    int rank = (int)(p / 100.0 * n + 0.999999);
    if (rank < 1) rank = 1;
    if (rank > n) rank = n;
    return sorted[rank - 1];
}

/* ------------------------------------------------------------------ /proc */

/* Peak resident set size (VmHWM) of `pid` in kB, or -1 if unavailable. */
static long read_vmhwm_kb(pid_t pid)
{
    char path[64], line[256];
    long kb = -1;
    snprintf(path, sizeof path, "/proc/%d/status", (int)pid);
    FILE *f = fopen(path, "r");
    if (!f)
        return -1;
    while (fgets(line, sizeof line, f))
        if (sscanf(line, "VmHWM: %ld kB", &kb) == 1)
            break;
    fclose(f);
    return kb;
}

/* Parent pid of `pid` from /proc/PID/stat, or -1. */
static pid_t read_ppid(pid_t pid)
{
    char path[64], buf[512];
    snprintf(path, sizeof path, "/proc/%d/stat", (int)pid);
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return -1;
    ssize_t n = read(fd, buf, sizeof buf - 1);
    close(fd);
    if (n <= 0)
        return -1;
    buf[n] = '\0';
    /* The command name may contain spaces and ')'; the state follows the last ')'. */
    char *p = strrchr(buf, ')');
    int ppid;
    if (!p || sscanf(p + 1, " %*c %d", &ppid) != 1)
        return -1;
    return (pid_t)ppid;
}

/*
 * Direct children of `pid`, into `out` (at most `max`); returns the count.
 * Uses /proc/PID/task/TID/children where the kernel provides it
 * (CONFIG_PROC_CHILDREN) and otherwise scans /proc for matching parent pids.
 */
static int list_children(pid_t pid, pid_t *out, int max)
{
    char path[64];
    int n = 0;
    bool have_children_files = false;

    snprintf(path, sizeof path, "/proc/%d/task", (int)pid);
    DIR *tasks = opendir(path);
    if (tasks) {
        struct dirent *t;
        while ((t = readdir(tasks))) {
            if (t->d_name[0] == '.')
                continue;
            char cpath[300];
            snprintf(cpath, sizeof cpath, "/proc/%d/task/%s/children", (int)pid, t->d_name);
            FILE *f = fopen(cpath, "r");
            if (!f)
                continue;
            have_children_files = true;
            int c;
            while (n < max && fscanf(f, "%d", &c) == 1)
                out[n++] = (pid_t)c;
            fclose(f);
        }
        closedir(tasks);
    }
    if (have_children_files)
        return n;

    DIR *proc = opendir("/proc");
    if (!proc)
        return 0;
    struct dirent *e;
    while (n < max && (e = readdir(proc))) {
        char *end;
        long c = strtol(e->d_name, &end, 10);
        if (*end != '\0' || c <= 0)
            continue;
        if (read_ppid((pid_t)c) == pid)
            out[n++] = (pid_t)c;
    }
    closedir(proc);
    return n;
}

/* ------------------------------------------------------------------- X11 */

static xcb_connection_t *x_connect(xcb_window_t *root)
{
    const char *display = getenv("DISPLAY");
    if (!display || !*display)
        die("DISPLAY is not set; run under an X server (run-bench.sh starts Xvfb)");
    int screen_num;
    xcb_connection_t *c = xcb_connect(NULL, &screen_num);
    if (xcb_connection_has_error(c))
        die("cannot connect to X display '%s'", display);
    xcb_screen_iterator_t it = xcb_setup_roots_iterator(xcb_get_setup(c));
    for (int i = 0; i < screen_num; i++)
        xcb_screen_next(&it);
    *root = it.data->root;
    return c;
}

/* Select `mask` on the root window and wait for the server to confirm. */
static void select_root_events(xcb_connection_t *c, xcb_window_t root, uint32_t mask)
{
    xcb_void_cookie_t ck = xcb_change_window_attributes_checked(c, root, XCB_CW_EVENT_MASK, &mask);
    xcb_generic_error_t *err = xcb_request_check(c, ck);
    if (err)
        die("cannot select events on the root window (X error %d)", err->error_code);
}

/*
 * Wait for the next X event, or for `other_fd` (may be -1) to become readable,
 * until `deadline`. Returns the event (caller frees), or NULL with
 * *other_ready set, or NULL on timeout. Dies if the X connection breaks.
 */
static xcb_generic_event_t *x_wait_event(xcb_connection_t *c, int other_fd,
                                         double deadline, bool *other_ready)
{
    *other_ready = false;
    for (;;) {
        /* xcb may already hold queued events: hand those out before sleeping. */
        xcb_generic_event_t *ev = xcb_poll_for_event(c);
        if (ev)
            return ev;
        if (xcb_connection_has_error(c))
            die("X connection lost");
        struct pollfd fds[2] = {
            { .fd = xcb_get_file_descriptor(c), .events = POLLIN },
            { .fd = other_fd, .events = POLLIN },
        };
        int left = ms_until(deadline);
        if (left == 0)
            return NULL;
        int r = poll(fds, other_fd >= 0 ? 2 : 1, left);
        if (r < 0 && errno != EINTR)
            die("poll: %s", strerror(errno));
        if (r > 0 && other_fd >= 0 && (fds[1].revents & POLLIN)) {
            *other_ready = true;
            return NULL;
        }
    }
}

/* Wait until `win` is unmapped or destroyed (SubstructureNotify on the root). */
static bool x_wait_window_gone(xcb_connection_t *c, xcb_window_t win, double deadline)
{
    for (;;) {
        bool unused;
        xcb_generic_event_t *ev = x_wait_event(c, -1, deadline, &unused);
        if (!ev)
            return false;
        uint8_t type = ev->response_type & 0x7f;
        bool gone = (type == XCB_UNMAP_NOTIFY && ((xcb_unmap_notify_event_t *)ev)->window == win)
                 || (type == XCB_DESTROY_NOTIFY && ((xcb_destroy_notify_event_t *)ev)->window == win);
        free(ev);
        if (gone)
            return true;
    }
}

static xcb_atom_t intern(xcb_connection_t *c, const char *name)
{
    xcb_intern_atom_reply_t *ar =
        xcb_intern_atom_reply(c, xcb_intern_atom(c, 0, (uint16_t)strlen(name), name), NULL);
    if (!ar)
        die("InternAtom %s failed", name);
    xcb_atom_t atom = ar->atom;
    free(ar);
    return atom;
}

/* Whether `win` is in the root window's _NET_CLIENT_LIST. */
static bool window_listed(xcb_connection_t *c, xcb_window_t root, xcb_atom_t list, xcb_window_t win)
{
    xcb_get_property_reply_t *pr = xcb_get_property_reply(
        c, xcb_get_property(c, 0, root, list, XCB_ATOM_WINDOW, 0, 4096), NULL);
    bool found = false;
    if (pr && pr->format == 32) {
        int n = xcb_get_property_value_length(pr) / 4;
        xcb_window_t *ids = xcb_get_property_value(pr);
        for (int i = 0; i < n && !found; i++)
            found = ids[i] == win;
    }
    free(pr);
    return found;
}

/* --wait-wm: block until an EWMH window manager has announced itself and manages windows. */
static int wait_for_wm(void)
{
    xcb_window_t root;
    xcb_connection_t *c = x_connect(&root);
    double deadline = now_s() + opt.timeout_s;

    /* Watch property changes first, then look, so no change can be missed. */
    select_root_events(c, root, XCB_EVENT_MASK_PROPERTY_CHANGE);
    const char *name = "_NET_SUPPORTING_WM_CHECK";
    xcb_intern_atom_reply_t *ar =
        xcb_intern_atom_reply(c, xcb_intern_atom(c, 0, (uint16_t)strlen(name), name), NULL);
    if (!ar)
        die("InternAtom %s failed", name);
    xcb_atom_t atom = ar->atom;
    free(ar);

    xcb_get_property_reply_t *pr = xcb_get_property_reply(
        c, xcb_get_property(c, 0, root, atom, XCB_ATOM_WINDOW, 0, 1), NULL);
    bool present = pr && xcb_get_property_value_length(pr) > 0;
    free(pr);

    while (!present) {
        bool unused;
        xcb_generic_event_t *ev = x_wait_event(c, -1, deadline, &unused);
        if (!ev)
            die("TIMEOUT: no window manager set %s within %.0f s", name, opt.timeout_s);
        if ((ev->response_type & 0x7f) == XCB_PROPERTY_NOTIFY) {
            xcb_property_notify_event_t *pn = (xcb_property_notify_event_t *)ev;
            present = pn->atom == atom && pn->state == XCB_PROPERTY_NEW_VALUE;
        }
        free(ev);
    }

    /* openbox 3.6 sets its EWMH properties before its event loop runs, and can leave
     * a map request that arrives in between queued until another event wakes it.
     * So map a probe window and wait until the WM lists it in _NET_CLIENT_LIST,
     * nudging it with a harmless _NET_REQUEST_FRAME_EXTENTS while it has not. */
    xcb_atom_t client_list = intern(c, "_NET_CLIENT_LIST");
    xcb_atom_t frame_extents = intern(c, "_NET_REQUEST_FRAME_EXTENTS");
    xcb_screen_t *screen = xcb_setup_roots_iterator(xcb_get_setup(c)).data;
    xcb_window_t probe = xcb_generate_id(c);
    xcb_create_window(c, XCB_COPY_FROM_PARENT, probe, root, 0, 0, 10, 10, 0,
                      XCB_WINDOW_CLASS_INPUT_OUTPUT, screen->root_visual, 0, NULL);
    xcb_map_window(c, probe);
    xcb_flush(c);
    double slice = 0.05;
    while (!window_listed(c, root, client_list, probe)) {
        double until = now_s() + slice;
        if (until > deadline)
            until = deadline;
        bool unused;
        xcb_generic_event_t *ev = x_wait_event(c, -1, until, &unused);
        if (ev) {
            free(ev);
            continue;
        }
        if (now_s() >= deadline)
            die("TIMEOUT: the window manager did not manage a probe window within %.0f s", opt.timeout_s);
        xcb_client_message_event_t msg = { .response_type = XCB_CLIENT_MESSAGE, .format = 32,
                                           .window = probe, .type = frame_extents };
        xcb_send_event(c, 0, root, XCB_EVENT_MASK_SUBSTRUCTURE_NOTIFY | XCB_EVENT_MASK_SUBSTRUCTURE_REDIRECT,
                       (const char *)&msg);
        xcb_flush(c);
        slice *= 2;
    }
    xcb_destroy_window(c, probe);
    xcb_flush(c);
    xcb_disconnect(c);
    return 0;
}

/* --------------------------------------------------------------- processes */

/* Start `argv` in a new process group; returns its pid, or -1 with errno. */
static pid_t spawn_app(char **argv)
{
    posix_spawnattr_t attr;
    posix_spawn_file_actions_t fa;
    sigset_t empty;

    posix_spawnattr_init(&attr);
    sigemptyset(&empty);
    posix_spawnattr_setsigmask(&attr, &empty);   /* we block SIGCHLD; the app must not */
    posix_spawnattr_setpgroup(&attr, 0);         /* own process group, killable as one */
    posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETPGROUP);

    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_addopen(&fa, STDIN_FILENO, "/dev/null", O_RDONLY, 0);
    if (!opt.verbose) {
        posix_spawn_file_actions_addopen(&fa, STDOUT_FILENO, "/dev/null", O_WRONLY, 0);
        posix_spawn_file_actions_addopen(&fa, STDERR_FILENO, "/dev/null", O_WRONLY, 0);
    }

    pid_t pid;
    int err = posix_spawnp(&pid, argv[0], &fa, &attr, argv, environ);
    posix_spawn_file_actions_destroy(&fa);
    posix_spawnattr_destroy(&attr);
    if (err) {
        errno = err;
        return -1;
    }
    return pid;
}

/* Consume pending SIGCHLD notifications from the signalfd. */
static void drain_sigchld(void)
{
    struct signalfd_siginfo si;
    while (read(sigchld_fd, &si, sizeof si) == (ssize_t)sizeof si)
        ;
}

/*
 * Reap every child of ours (the app and, since we are a subreaper, any
 * descendant it orphaned) until none is left or `deadline` passes.
 * Returns true when all are gone; sets *app_reaped once the app itself is.
 */
static bool reap_all(pid_t app, double deadline, bool *app_reaped)
{
    for (;;) {
        int st;
        pid_t r;
        while ((r = waitpid(-1, &st, WNOHANG)) > 0)
            if (r == app)
                *app_reaped = true;
        if (r < 0 && errno == ECHILD)
            return true;
        int left = ms_until(deadline);
        if (left == 0)
            return false;
        struct pollfd p = { .fd = sigchld_fd, .events = POLLIN };
        if (poll(&p, 1, left) > 0)
            drain_sigchld();
    }
}

/* SIGKILL every descendant of `pid` (not `pid` itself); returns how many. */
static int kill_descendants(pid_t pid, int depth)
{
    pid_t kids[MAX_CHILDREN];
    int n = list_children(pid, kids, MAX_CHILDREN), killed = 0;
    for (int i = 0; i < n; i++) {
        kill(kids[i], SIGSTOP);   /* no more forking while we walk its subtree */
        if (depth < 16)
            killed += kill_descendants(kids[i], depth + 1);
        kill(kids[i], SIGKILL);
        killed++;
    }
    return killed;
}

/* Kill the app's process group and everything below us, and reap it all.
 * Retried, since an orphan may reach us only after its parent died. */
static bool kill_and_reap(pid_t app, bool *app_reaped)
{
    for (int attempt = 0; attempt < 5; attempt++) {
        kill(-app, SIGKILL);
        kill_descendants(getpid(), 0);
        if (reap_all(app, now_s() + 1.0, app_reaped))
            return true;
    }
    return false;
}

/*
 * End the app: SIGTERM to it (a Scenery host must take its renderers down
 * itself), a grace period for it and everything it started, then SIGKILL to
 * what is left. Leaves no process behind.
 */
static void end_app(const job_t *job, pid_t app)
{
    bool app_reaped = false;
    kill(app, SIGTERM);
    if (!reap_all(app, now_s() + end_grace_s, &app_reaped)) {
        pid_t left[MAX_CHILDREN];
        int n = list_children(getpid(), left, MAX_CHILDREN);
        if (app_reaped)
            warn("%s: the app exited on SIGTERM but left %d process(es) running for %.0f s;"
                 " killing them", job->label, n, end_grace_s);
        else
            warn("%s: the app was still running %.0f s after SIGTERM; killing it and"
                 " everything it started", job->label, end_grace_s);
        if (!kill_and_reap(app, &app_reaped))
            die("processes survive SIGKILL; giving up");
    }
    current_pgid = 0;
}

/* On a failure: kill the app and everything it started, and reap them. */
static void abort_app(void)
{
    pid_t app = (pid_t)current_pgid;
    if (app <= 0)
        return;
    current_pgid = 0;
    bool unused = false;
    if (!kill_and_reap(app, &unused))
        fprintf(stderr, "launch-timer: some processes of the app could not be reaped\n");
}

/* Interrupted: kill and reap the app's process group (async-signal-safe calls only). */
static void on_fatal_signal(int sig)
{
    pid_t app = (pid_t)current_pgid;
    if (app > 0) {
        kill(-app, SIGKILL);
        while (waitpid(-app, NULL, 0) > 0 || errno == EINTR)
            ;
    }
    signal(sig, SIG_DFL);
    raise(sig);
}

/* ------------------------------------------------------------------- runs */

/* Mark `job` failed (it is not run again) and say why. */
static void fail_job(job_t *job, int run, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void fail_job(job_t *job, int run, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(job->reason, sizeof job->reason, fmt, ap);
    va_end(ap);
    job->failed = true;
    fprintf(stderr, "launch-timer: %s: %s run %d: %s\n", job->label,
            run < 0 ? "warm-up" : "measured", run < 0 ? -run : run, job->reason);
}

/* One launch of `job`; `run` is 1.. for measured runs, -1.. for warm-ups. */
static void run_once(job_t *job, int run)
{
    sample_t s = { 0 };
    xcb_window_t root;
    xcb_connection_t *c = x_connect(&root);
    select_root_events(c, root, XCB_EVENT_MASK_SUBSTRUCTURE_NOTIFY);

    double t0 = now_s();
    pid_t app = spawn_app(job->argv);
    if (app < 0) {
        fail_job(job, run, "cannot start '%s': %s", job->argv[0], strerror(errno));
        xcb_disconnect(c);
        return;
    }
    current_pgid = app;
    double deadline = t0 + opt.timeout_s;

    /* 1. Wait for the first top-level, non-override-redirect window to map. */
    xcb_window_t mapped = XCB_NONE;
    bool app_reaped = false;
    while (mapped == XCB_NONE && !job->failed) {
        bool child_event;
        xcb_generic_event_t *ev = x_wait_event(c, sigchld_fd, deadline, &child_event);
        if (ev) {
            if ((ev->response_type & 0x7f) == XCB_MAP_NOTIFY) {
                xcb_map_notify_event_t *mn = (xcb_map_notify_event_t *)ev;
                if (mn->event == root && !mn->override_redirect) {
                    s.ms = (now_s() - t0) * 1000.0;
                    mapped = mn->window;
                }
            }
            free(ev);
        } else if (child_event) {
            drain_sigchld();
            int st;
            if (!app_reaped && waitpid(app, &st, WNOHANG) == app) {
                app_reaped = true;
                if (job->close_cmd && WIFEXITED(st) && WEXITSTATUS(st) == 0)
                    continue;            /* handed over: the window comes from elsewhere */
                if (WIFEXITED(st))
                    fail_job(job, run, "'%s' exited with status %d before mapping a window"
                             " (run with --verbose to see its output)", job->argv[0],
                             WEXITSTATUS(st));
                else
                    fail_job(job, run, "'%s' was killed by signal %d before mapping a window",
                             job->argv[0], WTERMSIG(st));
            }
        } else {
            fail_job(job, run, "TIMEOUT: no window mapped within %.0f s", opt.timeout_s);
        }
    }
    if (job->failed) {
        abort_app();
        xcb_disconnect(c);
        return;
    }

    /* 2. Let the app paint and settle, then read peak RSS of it and its children. */
    if (opt.settle_ms > 0) {
        struct timespec ts = { opt.settle_ms / 1000, (long)(opt.settle_ms % 1000) * 1000000L };
        while (nanosleep(&ts, &ts) < 0 && errno == EINTR)
            ;
    }
    s.rss_main = read_vmhwm_kb(app);
    pid_t kids[MAX_CHILDREN];
    s.children = list_children(app, kids, MAX_CHILDREN);
    for (int i = 0; i < s.children; i++) {
        long kb = read_vmhwm_kb(kids[i]);
        if (kb > 0)
            s.rss_child += kb;
        if (kb > s.rss_child_max)
            s.rss_child_max = kb;
    }

    /* 3. End the app and everything it started; close a handed-over window. */
    if (!app_reaped)
        end_app(job, app);
    current_pgid = 0;
    if (job->close_cmd) {
        pid_t closer;
        char *close_argv[] = { "sh", "-c", (char *)job->close_cmd, NULL };
        if (posix_spawn(&closer, "/bin/sh", NULL, NULL, close_argv, environ) != 0)
            die("%s: cannot run the --close command", job->label);
        int st;
        while (waitpid(closer, &st, 0) < 0 && errno == EINTR)
            ;
        if (!WIFEXITED(st) || WEXITSTATUS(st) != 0)
            die("%s: the --close command failed", job->label);
    }

    /* 4. Wait until its window is gone, so the next run starts clean. */
    if (!x_wait_window_gone(c, mapped, now_s() + end_grace_s))
        die("%s: window 0x%x still mapped %.0f s after the app ended", job->label, mapped,
            end_grace_s);
    xcb_disconnect(c);

    if (opt.verbose)
        fprintf(stderr, "launch-timer: %s %s run %d: %.2f ms, rss main %ld kB, "
                "children %d (%ld kB)\n", job->label, run < 0 ? "warm-up" : "measured",
                run < 0 ? -run : run, s.ms, s.rss_main, s.children, s.rss_child);
    if (run > 0)
        job->samples[job->done++] = s;
}

/* Print RUNS, RESULT and the human-readable line for a measured job. */
static void report(const job_t *job)
{
    int n = job->done;
    double *ms = calloc((size_t)n, sizeof *ms), *tmp = calloc((size_t)n, sizeof *tmp);
    int max_children = 0;
    if (!ms || !tmp)
        die("out of memory");

    printf("RUNS label=%s ms=", job->label);   /* every sample, in run order */
    for (int r = 0; r < n; r++)
        printf("%s%.2f", r ? "," : "", job->samples[r].ms);
    printf("\n");

    for (int r = 0; r < n; r++) {
        ms[r] = job->samples[r].ms;
        if (job->samples[r].children > max_children)
            max_children = job->samples[r].children;
    }
    double med = median(ms, n);   /* sorts ms */
    double p90 = percentile(ms, n, 90.0);
    for (int r = 0; r < n; r++)
        tmp[r] = (double)job->samples[r].rss_main;
    double rss_main = median(tmp, n);
    for (int r = 0; r < n; r++)
        tmp[r] = (double)job->samples[r].rss_child;
    double rss_child = median(tmp, n);
    for (int r = 0; r < n; r++)
        tmp[r] = (double)job->samples[r].rss_child_max;
    double rss_child_max = median(tmp, n);

    printf("RESULT label=%s runs=%d median_ms=%.2f p90_ms=%.2f min_ms=%.2f max_ms=%.2f "
           "rss_main_kb=%.0f rss_child_kb=%.0f rss_child_max_kb=%.0f children=%d\n",
           job->label, n, med, p90, ms[0], ms[n - 1], rss_main, rss_child, rss_child_max,
           max_children);
    printf("%s: median %.1f ms, p90 %.1f ms (min %.1f, max %.1f) over %d runs; "
           "peak RSS %.1f MB", job->label, med, p90, ms[0], ms[n - 1], n, rss_main / 1024.0);
    if (max_children > 0)
        printf(" + %.1f MB in %d child process(es)", rss_child / 1024.0, max_children);
    printf("\n");
    free(ms);
    free(tmp);
}

/* ------------------------------------------------------------------- main */

static void usage(void)
{
    fprintf(stderr,
        "usage: launch-timer [--runs N] [--warmup W] [--timeout S] [--settle-ms MS] [--verbose]\n"
        "                    [--label NAME] [--close SHELL-COMMAND] -- COMMAND [ARGS...]\n"
        "                    [--- [--label NAME] [--close SHELL-COMMAND] -- COMMAND [ARGS...]]...\n"
        "       launch-timer --wait-wm [--timeout S]\n");
    exit(2);
}

static long parse_num(const char *flag, const char *s, long lo, long hi)
{
    char *end;
    long v = s ? strtol(s, &end, 10) : 0;
    if (!s || *end != '\0' || v < lo || v > hi) {
        fprintf(stderr, "launch-timer: %s needs an integer in [%ld, %ld]\n", flag, lo, hi);
        usage();
    }
    return v;
}

/* Parse "[--label NAME] -- COMMAND [ARGS...] [--- ...]" from argv[i]. */
static void parse_jobs(int argc, char **argv, int i)
{
    while (i < argc) {
        if (njobs == MAX_JOBS)
            usage();
        job_t *job = &jobs[njobs++];
        while (i < argc && (!strcmp(argv[i], "--label") || !strcmp(argv[i], "--close"))) {
            if (i + 1 >= argc)
                usage();
            if (!strcmp(argv[i], "--label"))
                job->label = argv[i + 1];
            else
                job->close_cmd = argv[i + 1];
            i += 2;
        }
        if (i >= argc || strcmp(argv[i], "--"))
            usage();
        int start = ++i;
        while (i < argc && strcmp(argv[i], "---"))
            i++;
        if (i == start)
            usage();                     /* empty command */
        job->argv = argv + start;
        if (i < argc) {
            argv[i++] = NULL;            /* terminate this command at "---" */
            if (i >= argc)
                usage();                 /* "---" must be followed by a command */
        }
        if (!job->label) {
            const char *slash = strrchr(job->argv[0], '/');
            job->label = slash ? slash + 1 : job->argv[0];
        }
        for (int j = 0; j < njobs - 1; j++)
            if (!strcmp(jobs[j].label, job->label)) {
                fprintf(stderr, "launch-timer: label '%s' used twice\n", job->label);
                usage();
            }
    }
}

int main(int argc, char **argv)
{
    bool wait_wm = false;
    int i;
    for (i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(a, "--") || !strcmp(a, "--label") || !strcmp(a, "--close")) break;
        else if (!strcmp(a, "--runs"))      { opt.runs = (int)parse_num(a, v, 1, 100000); i++; }
        else if (!strcmp(a, "--warmup"))    { opt.warmup = (int)parse_num(a, v, 0, 100000); i++; }
        else if (!strcmp(a, "--timeout"))   { opt.timeout_s = (double)parse_num(a, v, 1, 3600); i++; }
        else if (!strcmp(a, "--settle-ms")) { opt.settle_ms = (int)parse_num(a, v, 0, 60000); i++; }
        else if (!strcmp(a, "--verbose"))   opt.verbose = true;
        else if (!strcmp(a, "--wait-wm"))   wait_wm = true;
        else usage();
    }
    setvbuf(stdout, NULL, _IOLBF, 0);   /* keep our lines in order with warnings */
    if (wait_wm)
        return wait_for_wm();
    parse_jobs(argc, argv, i);
    if (njobs == 0)
        usage();
    for (int j = 0; j < njobs; j++)
        if (!(jobs[j].samples = calloc((size_t)opt.runs, sizeof(sample_t))))
            die("out of memory");

    /* Orphans of the app (e.g. a renderer outliving its host) become our
     * children, so they can be found, waited for and reaped. */
    if (prctl(PR_SET_CHILD_SUBREAPER, 1) < 0)
        warn("PR_SET_CHILD_SUBREAPER: %s", strerror(errno));

    sigset_t chld;
    sigemptyset(&chld);
    sigaddset(&chld, SIGCHLD);
    sigprocmask(SIG_BLOCK, &chld, NULL);
    sigchld_fd = signalfd(-1, &chld, SFD_NONBLOCK | SFD_CLOEXEC);
    if (sigchld_fd < 0)
        die("signalfd: %s", strerror(errno));

    /* Never leave the app running when we are interrupted. */
    struct sigaction sa = { .sa_handler = on_fatal_signal };
    sigaction(SIGINT, &sa, NULL);
    sigaction(SIGTERM, &sa, NULL);
    sigaction(SIGHUP, &sa, NULL);

    /* Interleaved rounds: warm-ups first, then the measured runs. */
    for (int round = -opt.warmup; round <= opt.runs; round++) {
        if (round == 0)
            continue;
        for (int j = 0; j < njobs; j++)
            if (!jobs[j].failed)
                run_once(&jobs[j], round);
    }

    int failures = 0;
    for (int j = 0; j < njobs; j++) {
        if (jobs[j].failed) {
            printf("FAILED label=%s reason=%s\n", jobs[j].label, jobs[j].reason);
            failures++;
        } else {
            report(&jobs[j]);
        }
        free(jobs[j].samples);
    }
    close(sigchld_fd);
    return failures ? 1 : 0;
}
