/// What the window system says about a window: a renderer's backend reports it, the wire
/// carries it to the host (`windowSignals`), and the host derives the window's phase from it.
public struct WindowState: Equatable, Sendable {
    /// Shown on screen (X11: MapNotify without a later UnmapNotify).
    public var mapped: Bool
    /// Minimised (X11: `WM_STATE` Iconic or `_NET_WM_STATE_HIDDEN`).
    public var iconic: Bool
    /// Holds the keyboard focus (X11: FocusIn/FocusOut, ignoring grab notifications).
    public var focused: Bool

    /// Creates a state; the default is a window not yet shown.
    public init(mapped: Bool = false, iconic: Bool = false, focused: Bool = false) {
        self.mapped = mapped
        self.iconic = iconic
        self.focused = focused
    }

    /// The phase a window in this state is in: `active` when mapped, not iconic and
    /// focused; `inactive` when mapped and not iconic but not focused; `background`
    /// otherwise (iconic, unmapped, not yet mapped).
    public var phase: ScenePhase {
        guard mapped && !iconic else { return .background }
        return focused ? .active : .inactive
    }
}
