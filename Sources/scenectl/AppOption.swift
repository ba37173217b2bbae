import ArgumentParser
import SceneryPlatform

/// `--app ID`, shared by every subcommand: which running app to talk to.
struct AppOption: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "The app id to talk to (its WM_CLASS and control socket name); needed only when several apps run.",
        valueName: "app-id"))
    var app: String?

    func validate() throws {
        if let app, let problem = RuntimePaths.appIDProblem(app) {
            throw ValidationError("'\(app)' is not an app id: \(problem).")
        }
    }
}
