#if canImport(Glibc)
import Glibc
#endif
import SceneryPlatform
import SceneryTesting

/// An account without privileges that a root test runs commands as, through `setpriv`
/// (util-linux): the person a user service belongs to, rather than root.
struct UnprivilegedAccount {
    let name: String
    let uid: uid_t
    let gid: gid_t

    /// `nobody`, when the test runs as root (only root can become another account) and
    /// the system has both the account and `setpriv`; nil otherwise.
    static var nobody: UnprivilegedAccount? {
        guard getuid() == 0, access(setpriv, X_OK) == 0, let entry = getpwnam("nobody") else { return nil }
        return UnprivilegedAccount(name: "nobody", uid: entry.pointee.pw_uid, gid: entry.pointee.pw_gid)
    }

    static let setpriv = "/usr/bin/setpriv"

    /// The real user id process `pid` runs as (the owner of its `/proc` entry), or nil.
    static func owner(of pid: Int32) -> uid_t? {
        var info = stat()
        return stat("/proc/\(pid)", &info) == 0 ? info.st_uid : nil
    }

    /// The words that run a command as this account, with no supplementary groups.
    var prefix: [String] {
        [Self.setpriv, "--reuid=\(uid)", "--regid=\(gid)", "--clear-groups"]
    }
}

/// A cgroup handed to an account, as systemd's `Delegate=yes` hands one to a person's
/// user manager: a directory in each hierarchy that tracks processes (the unified one, and
/// the named `systemd` one of a hybrid layout), owned by the account with the files a
/// manager writes. Removed, with anything still in it killed, by ``remove()``.
struct DelegatedCgroup {
    /// The directories made, one per hierarchy.
    let directories: [String]

    struct Unavailable: Error, CustomStringConvertible {
        var description: String
    }

    init(name: String, owner: UnprivilegedAccount) throws {
        let roots = ["/sys/fs/cgroup/unified", "/sys/fs/cgroup/systemd", "/sys/fs/cgroup"]
            .filter { access($0 + "/cgroup.procs", F_OK) == 0 }
        // A pure cgroup v2 layout mounts the unified hierarchy at /sys/fs/cgroup itself.
        let hierarchies = roots.contains("/sys/fs/cgroup/unified") || roots.contains("/sys/fs/cgroup/systemd")
            ? roots.filter { $0 != "/sys/fs/cgroup" } : roots
        guard !hierarchies.isEmpty else { throw Unavailable(description: "no cgroup hierarchy is mounted under /sys/fs/cgroup") }
        var made: [String] = []
        for root in hierarchies {
            let directory = root + "/" + name
            guard mkdir(directory, 0o755) == 0 else {
                let reason = String(cString: strerror(errno))
                made.forEach { rmdir($0) }
                throw Unavailable(description: "cannot make the cgroup \(directory): \(reason)")
            }
            made.append(directory)
            for file in ["", "/cgroup.procs", "/cgroup.threads", "/cgroup.subtree_control", "/tasks"]
            where access(directory + file, F_OK) == 0 {
                chown(directory + file, owner.uid, owner.gid)
            }
        }
        directories = made
    }

    /// Each directory's `cgroup.procs`, which a process writes its pid into to join.
    var procsFiles: [String] { directories.map { $0 + "/cgroup.procs" } }

    /// Kills whatever is left in the cgroup (`cgroup.kill` where the kernel has it), waits
    /// until it is empty, and removes every directory, the manager's own below it included.
    func remove() {
        for directory in directories {
            let kill = directory + "/cgroup.kill"
            if access(kill, F_OK) == 0 {
                let fd = open(kill, O_WRONLY | O_CLOEXEC)
                if fd >= 0 {
                    _ = write(fd, "1", 1)
                    close(fd)
                }
                // The kernel updates cgroup.events when the last process leaves.
                _ = FileAppearance.wait(in: directory, milliseconds: 10_000) {
                    !(ProcessWatch.readSmallFile(directory + "/cgroup.events") ?? "").contains("populated 1")
                }
            }
            removeTree(directory)
        }
    }

    /// Removes `directory` and the cgroups below it, deepest first (a cgroup's files
    /// go with its directory, which rmdir removes).
    private func removeTree(_ directory: String) {
        for name in DirectoryListing.names(in: directory) ?? [] {
            var info = stat()
            let path = directory + "/" + name
            if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR { removeTree(path) }
        }
        rmdir(directory)
    }
}
