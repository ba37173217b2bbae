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

/// `scenectl open SCENE [--value JSON]`: opens a window of a scene, as `openWindow` does.
struct OpenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Open a window of a scene of a running app.",
        discussion: """
            SCENE is a scene id as the app declares it (`WindowGroup(id:)`, `Window(_:id:)`, \
            or Settings); `scenectl list` shows the ids of open windows. A WindowGroup opens \
            a new window; a Window or the Settings scene that is already open is brought \
            forward instead. With --value, a value-presenting group (`WindowGroup(for:)`) \
            shows that value, given as JSON; a window already showing an equal value is \
            brought forward.
            """)

    @OptionGroup var target: AppOption

    @Argument(help: "The scene id.")
    var scene: String

    @Option(name: .long, help: "The value to present, as JSON (for example 42 or '\"note-7\"').")
    var value: String?

    func run() throws {
        try Scenectl.request(.sceneRequest(SceneRequestMessage(action: .open, sceneID: scene, value: value)), app: target.app)
    }
}

/// `scenectl open-url URL`: hands a URL to a running app, as `xdg-open` would.
struct OpenURLCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open-url",
        abstract: "Hand a URL to a running app (its onOpenURL handlers).",
        discussion: """
            The app routes the URL to the first scene whose handlesExternalEvents(matching:) \
            condition is a prefix of it (its newest window, or a new one), else to a new \
            window of its first WindowGroup. A text that is not a URL, or a URL no scene \
            takes, is refused with the reason.
            """)

    @OptionGroup var target: AppOption

    @Argument(help: "The URL, such as notes://note/42.")
    var url: String

    func run() throws {
        try Scenectl.request(.openURL(OpenURL(url: url)), app: target.app)
    }
}
