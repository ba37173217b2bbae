import SceneryPlatform
import SceneryWire

/// The host's side of one renderer process (Chromium's `RenderProcessHost`): its pid, its
/// channel, and what it has reported about its window.
@MainActor
final class RendererHost {
    /// Where the renderer is in its life.
    enum State: Equatable {
        /// Spawned; the handshake has not finished.
        case starting
        /// Handshake done; the window is being created.
        case opening
        /// The window is on screen.
        case open
        /// Asked to shut down; waiting for it to exit.
        case closing
        /// The process has exited.
        case exited
    }

    let pid: Int32
    let channel: MessageChannel
    let windowID: UInt64
    let sceneID: String
    var state: State = .starting
    var xWindowID: UInt32 = 0
    var title: String
    /// Set when the renderer reported why it is going away.
    var closeReason: CloseReason?
    /// The last error the renderer logged, for the host's exit message.
    var lastError: String?
    /// Whether the process has been reaped.
    var reaped = false

    init(pid: Int32, channel: MessageChannel, windowID: UInt64, sceneID: String, title: String) {
        self.pid = pid
        self.channel = channel
        self.windowID = windowID
        self.sceneID = sceneID
        self.title = title
    }

    /// The window's size as the renderer last reported it (restored after a crash).
    var size: WindowSize?
    /// The window's phase, as the host computed it.
    var phase: PhaseValue = .background

    var info: WindowInfo {
        WindowInfo(sceneID: sceneID, windowID: windowID, rendererPID: pid, xWindowID: xWindowID, title: title, phase: phase)
    }
}
