#if canImport(Glibc)
import Glibc
#endif
import SceneryCairo
import SceneryCore
import SceneryHost
import SceneryLocalization
import SceneryPlatform
import SceneryPreviews
import SceneryRenderer
import SceneryX11
import SceneryHeadless
import CSceneryLaunch

extension App {
    /// Starts the app. In the scene host (no `SCENERY_ROLE`) it evaluates the scenes and
    /// starts one renderer process per window; in a renderer (`SCENERY_ROLE=renderer`) it
    /// draws the one window the host asks for. With `--previews DIR` it draws the app's
    /// previews into PNG files instead, and with `--preview NAME` it shows one preview in a
    /// window (docs/previews.md). Never returns.
    @MainActor
    public static func main() {
        // The app's resource bundle is the one of the module that declares the App type.
        AppBundle.appModule = String(String(reflecting: Self.self).prefix { $0 != "." })
        let status: Int32
        switch ProcessRole.current {
        case .renderer:
            status = runRenderer()
        case .host:
            let identity = AppIdentity.current
            // A plain launch forked its first renderer before `main` (CSceneryLaunch).
            var preforkedFD: Int32 = -1
            let preforkedPID = scenery_take_preforked_renderer(&preforkedFD)
            let preforked = preforkedPID > 0 ? PreforkedRenderer(pid: preforkedPID, fd: preforkedFD) : nil
            let zygote = scenery_zygote_pid() > 0 ? RendererZygote.launch : nil
            // What the app prints (its App-level onChange, say) reaches a log line by line.
            StandardOutput.makeLineBuffered()
            if let request = PreviewRequest.parse(CommandLine.arguments) {
                preforked?.dismiss()
                zygote?.close()
                exit(runPreviews(request, identity: identity))
            }
            // Only a preview's host names a preview to its renderers.
            if PreviewWindow.requested != nil { unsetenv(PreviewWindow.environmentVariable) }
            let app = AppInstance<Self>()
            status = HostProcess(
                preforked: preforked, zygote: zygote,
                appID: identity.id, appName: identity.name, arguments: CommandLine.arguments,
                makeScenes: { environment in
                    let value = app.value
                    bindEnvironment(of: value, to: environment)
                    return collectScenes(value.body)
                }
            ).run()
        case .unknown(let value):
            var line = Array("SCENERY_ROLE=\(value) is not a Scenery role (expected renderer, or unset for the scene host)\n".utf8)
            _ = line.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
            status = 64
        }
        exit(status)
    }
}

extension App {
    /// Runs this process as the renderer of one window; returns its exit status. Cairo,
    /// Pango and the fonts load on background threads (started before `main`) while the
    /// renderer connects to its display (TextStack).
    @MainActor
    static func runRenderer() -> Int32 {
        TextStack.startLoading()
        StartupTrace.mark("renderer", "text stack loading")
        // The locale, the app's bundles and their string tables are found and read on a
        // thread of their own; `\.locale` is the user's locale, made when a view reads it.
        let localization = AppLocalization.startForProcess(appType: Self.self)
        EnvironmentValues.defaultLocaleIdentifier = { localization.preferences.localeIdentifier }
        let headless = RuntimePaths.environment("SCENERY_BACKEND") == "headless"
        let scenes: [SceneDeclaration]
        if let preview = PreviewWindow.requested {
            // `--preview NAME`: the host shows one preview instead of the app's scenes.
            guard let previewScenes = previewRendererScenes(preview) else {
                writeStandardError("renderer: the preview \(preview) the host asked for is not in this build\n")
                return 70
            }
            scenes = previewScenes
        } else {
            scenes = collectScenes(Self().body)
        }
        StartupTrace.mark("renderer", "scenes collected")
        return RendererProcess(scenes: scenes, localization: localization) { loop throws(RendererError) in
            // SCENERY_BACKEND=headless: the virtual display SceneryTesting drives.
            if headless { return HeadlessBackend() }
            return try X11Backend(loop: loop)
        }.run()
    }
}

/// Which of the two roles this process plays (`SCENERY_ROLE`).
enum ProcessRole {
    case host, renderer, unknown(String)

    static var current: ProcessRole {
        switch RuntimePaths.environment("SCENERY_ROLE") {
        case nil, "", "host": .host
        case "renderer": .renderer
        case let other?: .unknown(other)
        }
    }
}

/// The app's id and display name: `SCENERY_APP_ID`, else the executable's name.
struct AppIdentity {
    var id: String
    var name: String

    static var current: AppIdentity {
        let executable = CommandLine.arguments.first.map { path in
            String(path.split(separator: "/").last ?? Substring(path))
        } ?? "app"
        let id = RuntimePaths.environment("SCENERY_APP_ID").flatMap { $0.isEmpty ? nil : $0 } ?? executable
        return AppIdentity(id: id, name: executable)
    }
}

/// The host's one instance of the app, created when the scenes are first evaluated (after
/// the first renderer has been started).
@MainActor
final class AppInstance<A: App> {
    private var instance: A?
    var value: A {
        if let instance { return instance }
        let created = A()
        instance = created
        return created
    }
}

extension RendererZygote {
    /// The zygote this launch started before `main` (CSceneryLaunch).
    static let launch = RendererZygote(
        fork: { environment, fd in
            var block: [UInt8] = []
            for entry in environment {
                block += entry.utf8
                block.append(0)
            }
            let pid = block.withUnsafeBufferPointer { bytes in
                bytes.withMemoryRebound(to: CChar.self) { scenery_zygote_fork($0.baseAddress, $0.count, fd) }
            }
            return pid > 0 ? pid : nil
        },
        close: { scenery_zygote_close() })
}
