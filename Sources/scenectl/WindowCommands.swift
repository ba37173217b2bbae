import ArgumentParser
import SceneryPlatform
import SceneryWire

/// `scenectl close WINDOW`: closes one window, as the window manager's close button would.
struct CloseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "close",
        abstract: "Close a window of a running app.",
        discussion: "WINDOW is the id `scenectl list` shows. The app ends when its last window closes.")

    @OptionGroup var target: AppOption

    @Argument(help: "The window id, as `scenectl list` shows it.")
    var window: UInt64

    func run() throws { try Scenectl.request(.closeRequest(CloseRequest(windowID: window)), app: target.app) }
}

/// `scenectl activate WINDOW`: brings a window forward and focuses it.
struct ActivateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "activate",
        abstract: "Bring a window of a running app forward and focus it.",
        discussion: "The window's renderer asks the window manager (_NET_ACTIVE_WINDOW); a minimised window is restored.")

    @OptionGroup var target: AppOption

    @Argument(help: "The window id, as `scenectl list` shows it.")
    var window: UInt64

    func run() throws { try Scenectl.request(.activateWindow(ActivateWindow(windowID: window)), app: target.app) }
}
