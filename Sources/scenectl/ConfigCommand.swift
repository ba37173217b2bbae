import ArgumentParser
import SceneryConfiguration
import SceneryPlatform

/// `scenectl config ID`: the settings an app's scene host uses, and where each comes from.
struct ConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Print the scene host settings of an app and where each value comes from.",
        discussion: """
            The settings are the defaults (documented in config/scenery.toml), overridden by \
            $XDG_CONFIG_HOME/scenery/<app-id>.toml, overridden by environment variables \
            (SCENERY_SPARE_RENDERERS, SCENERY_LOG) as scenectl's own environment has them. \
            The output is TOML: each value with its source as a comment. Problems in the file \
            go to standard error with their line; the status is 1 when a value in it is \
            wrong (its default is used), 0 otherwise. The app need not be running.
            """)

    @Argument(help: ArgumentHelp("The app id (the executable's name, or SCENERY_APP_ID).", valueName: "app-id"))
    var appID: String

    func validate() throws {
        if let problem = RuntimePaths.appIDProblem(appID) {
            throw ValidationError("'\(appID)' is not an app id: \(problem).")
        }
    }

    func run() throws {
        let effective = ConfigurationLoader.load(appID: appID)
        var lines = ["# scene host settings of \(appID) (file: \(effective.path))"]
        let width = HostSetting.allCases.map { "\($0.rawValue) = \(effective.values.formatted($0))".count }.max() ?? 0
        for setting in HostSetting.allCases {
            let assignment = "\(setting.rawValue) = \(effective.values.formatted(setting))"
            lines.append(assignment + String(repeating: " ", count: width - assignment.count) + "  # \(effective.source(of: setting))")
        }
        print(lines.joined(separator: "\n"))
        for diagnostic in effective.diagnostics { Scenectl.complain("\(diagnostic)") }
        if effective.diagnostics.contains(where: { $0.severity == .error }) { throw ExitCode(1) }
    }
}
