#if canImport(Glibc)
import Glibc
#endif
import SceneryPlatform

/// The first renderer of a plain launch, forked from the app's executable before the Swift
/// runtime started (the `CSceneryLaunch` constructor): it shares the host's mapped and
/// relocated executable instead of paying a second exec, and waits for the host's hello
/// before it runs its own `main` (docs/process-model.md, "The first renderer").
package struct PreforkedRenderer: Sendable {
    /// The renderer's process id (a child of the host).
    package let pid: Int32
    /// The host's end of the renderer's wire connection.
    package let fd: Int32

    /// A renderer forked as `pid`, connected through `fd`.
    package init(pid: Int32, fd: Int32) {
        self.pid = pid
        self.fd = fd
    }

    /// Lets the renderer go without a window: closing the connection before the hello makes
    /// it exit with status 0 before its `main`; it is reaped here.
    package func dismiss() {
        FileDescriptorIO.close(fd)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    }
}
