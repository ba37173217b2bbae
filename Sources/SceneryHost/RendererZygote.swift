/// The process that forks later renderers of a plain launch: started from the app's
/// executable before the Swift runtime (the `CSceneryLaunch` constructor, beside the first
/// renderer), it never runs Swift and forks a renderer whenever the host asks, with the
/// environment and wire connection the host would have spawned it with
/// (docs/process-model.md, "The zygote"). A renderer forked from it shares the relocated
/// executable and libraries with the host and every other renderer and starts without an
/// exec; its parent is the host (a child subreaper), which reaps it as a spawned one.
package struct RendererZygote: Sendable {
    /// Forks a renderer: its environment (`NAME=value`), and the renderer's end of its wire
    /// connection (a copy is sent; the caller closes its own). Returns its pid, or nil when
    /// the zygote is gone or failed (it is then closed, and the caller spawns).
    package let fork: @Sendable (_ environment: [String], _ fd: Int32) -> Int32?
    /// Stops the zygote.
    package let close: @Sendable () -> Void

    /// A zygote reached through these functions.
    package init(
        fork: @escaping @Sendable (_ environment: [String], _ fd: Int32) -> Int32?,
        close: @escaping @Sendable () -> Void
    ) {
        self.fork = fork
        self.close = close
    }
}
