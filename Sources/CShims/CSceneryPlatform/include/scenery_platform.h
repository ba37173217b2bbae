// The few POSIX calls that Swift cannot make directly, wrapped once.
// Every function returns -1 and leaves errno set on failure unless it says otherwise.
#ifndef SCENERY_PLATFORM_H
#define SCENERY_PLATFORM_H

#include <sys/types.h>

/// prctl(PR_SET_PDEATHSIG, signal): deliver `signal` to this process when its parent dies.
int scenery_set_parent_death_signal(int signal);

/// prctl(PR_SET_NAME, name): the name `ps` and `top` show for this process (the kernel keeps
/// its first 15 bytes).
int scenery_set_process_name(const char *name);

/// Sets FD_CLOEXEC and O_NONBLOCK on `fd` as asked (fcntl F_SETFD / F_SETFL).
int scenery_set_fd_flags(int fd, int cloexec, int nonblock);

/// Spawns `path` with `argv` and `envp` (posix_spawn). In the child, `inherit_fd` is
/// duplicated to `child_fd` (which clears close-on-exec there), the signal mask is empty
/// and SIGINT, SIGTERM, SIGCHLD, SIGPIPE and SIGHUP have their default dispositions.
/// Every other descriptor is expected to be close-on-exec. Returns the pid, or -1 with
/// errno set. Pass inherit_fd = -1 to inherit nothing.
/// `output_fd`, when not -1, becomes the child's standard output and standard error.
pid_t scenery_spawn(const char *path, char *const argv[], char *const envp[],
                    int inherit_fd, int child_fd, int output_fd, int new_process_group);

/// getsockopt(SO_PEERCRED): the uid and pid of the process on the other end of a
/// connected Unix socket.
int scenery_peer_credentials(int fd, uid_t *uid, pid_t *pid);

/// Blocks `count` signals from `signals` in this thread and returns a signalfd for them
/// (close-on-exec, non-blocking).
int scenery_signalfd_open(const int *signals, int count);

/// Reads one signal from a signalfd. Returns the signal number, 0 if none is pending,
/// or -1 on error.
int scenery_signalfd_read(int fd);

/// Ignores SIGPIPE so that writes to a closed socket fail with EPIPE instead.
void scenery_ignore_sigpipe(void);

/// socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0, fds).
int scenery_socketpair(int fds[2]);

/// Creates a listening Unix stream socket bound to `path` with mode 0600
/// (close-on-exec, non-blocking). Removes a stale socket file at `path` first.
int scenery_listen_unix(const char *path, int backlog);

/// Connects a Unix stream socket to `path`; the connected socket is close-on-exec and
/// non-blocking (callers wait with poll and a deadline).
int scenery_connect_unix(const char *path);
/// Connects like scenery_connect_unix, but gives up after timeout_ms (-1: never) while the
/// listener's backlog is full, failing with EAGAIN.
int scenery_connect_unix_timeout(const char *path, int timeout_ms);

/// accept4 with SOCK_CLOEXEC | SOCK_NONBLOCK.
int scenery_accept(int listen_fd);

/// Copies this executable's GNU build id (hex, NUL-terminated) into `buffer`.
/// Returns the number of hex characters written, or 0 if the binary has no build id.
int scenery_build_id(char *buffer, int capacity);

/// Opens `/proc/self/exe` read-only and close-on-exec: a pin on this exact binary that a
/// package upgrade cannot swap out. Returns the descriptor or -1.
int scenery_pin_executable(void);

/// pidfd_open(2): a descriptor that becomes readable when process `pid` exits.
int scenery_pidfd_open(pid_t pid);

/// Makes standard output line-buffered (a pipe or file is otherwise fully buffered).
void scenery_line_buffer_stdout(void);


/// A monotonic timerfd (non-blocking, close-on-exec), disarmed. Returns -1 on failure.
int scenery_timerfd_open(void);

/// Arms `fd` to fire every `interval_ns` nanoseconds (0 disarms it). Returns 0 or -1.
int scenery_timerfd_arm(int fd, long long interval_ns);

/// Reads the expirations since the last read (0 if none).
unsigned long long scenery_timerfd_read(int fd);

#endif
