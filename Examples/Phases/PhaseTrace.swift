import Foundation

/// With `SCENERY_PHASES_TRACE=1` in the environment, each scene-phase change that reaches a
/// window's `onChange(of: scenePhase)` is written to standard output with the system's
/// uptime (the monotonic clock), unbuffered: the scene benchmark reads it to time a focus
/// change to the app's own handler, apart from the redraw that follows.
enum PhaseTrace {
    static let isOn = ProcessInfo.processInfo.environment["SCENERY_PHASES_TRACE"] == "1"

    /// Writes that `phase` reached the handler now.
    static func note(_ phase: String) {
        guard isOn else { return }
        let uptime = ProcessInfo.processInfo.systemUptime * 1000
        FileHandle.standardOutput.write(Data("phase-change \(phase) \(uptime)\n".utf8))
    }
}
