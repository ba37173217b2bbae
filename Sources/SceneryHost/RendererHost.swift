import SceneryPlatform
import SceneryWire

/// The host's side of one renderer process (Chromium's `RenderProcessHost`): its pid, its
/// channel, and what it has reported about its window.
///
/// A renderer starts as a **spare** (no window; ``windowID`` 0): it connects to X and
/// loads its fonts while it waits. The host assigns it a window when one opens.
@MainActor
final class RendererHost {
    /// Where the renderer is in its life.
    enum State: Equatable {
        /// Spawned; the handshake has not finished.
        case starting
        /// Handshake done; waiting for a window, or the window is being created.
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
    /// The window this renderer shows; 0 while it is a spare.
    private(set) var windowID: UInt64 = 0
    /// The scene of its window ("" while it is a spare).
    private(set) var sceneID = ""
    /// The value its window presents (value-presenting groups), as canonical JSON.
    private(set) var value: String?
    var state: State = .starting
    var xWindowID: UInt32 = 0
    var title = ""
    /// Set when the renderer reported why it is going away.
    var closeReason: CloseReason?
    /// The last error the renderer logged, for the host's exit message.
    var lastError: String?
    /// Whether the process has been reaped.
    var reaped = false
    /// The window's size as the renderer last reported it (restored after a crash).
    var size: WindowSize?
    /// The window's phase, as the host computed it.
    var phase: ScenePhase = .background
    /// Whether the window last reported holding the focus.
    var focused = false
    /// The window's `@SceneStorage` values (JSON by key), kept for restarts and restoration.
    var sceneStorage: [String: String] = [:]
    /// The window's navigation views, as the renderer last reported them.
    var navigation: [NavigationViewState] = []
    /// False while the renderer leaves the host's pings unanswered (``HangMonitor``).
    var responding = true
    /// Why the host asked it to close, once it did (kept for a renderer stopped because it
    /// never answered: its window is closed as asked, not restarted).
    var requestedClose: CloseReason?
    /// Set when the host stopped it for not answering pings (its restart says so).
    var stoppedAsHung = false

    init(pid: Int32, channel: MessageChannel) {
        self.pid = pid
        self.channel = channel
    }

    /// Whether this renderer waits for a window.
    var isSpare: Bool { windowID == 0 }

    /// Gives the renderer its window.
    func assign(windowID: UInt64, sceneID: String, value: String?, title: String) {
        self.windowID = windowID
        self.sceneID = sceneID
        self.value = value
        self.title = title
    }

    var info: WindowInfo {
        WindowInfo(sceneID: sceneID, windowID: windowID, rendererPID: pid, xWindowID: xWindowID, title: title, phase: phase, value: value,
                   navigation: navigation, responding: responding)
    }
}
