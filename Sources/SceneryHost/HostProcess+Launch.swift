import SceneryCore
import SceneryPlatform
import SceneryWire

extension HostProcess {
    /// The scenes that open a window at launch: those presented explicitly, and the first
    /// `WindowGroup` or `Window` unless it is suppressed. `Settings` opens only on request.
    static func launchScenes(_ scenes: [SceneDeclaration]) -> [SceneDeclaration] {
        let primary = scenes.firstIndex { $0.kind != .settings }
        return scenes.indices.filter { index in
            switch scenes[index].launchBehavior.kind {
            case .presented: true
            case .suppressed: false
            case .automatic: index == primary
            }
        }.map { scenes[$0] }
    }

    /// A launch handed over by a second process (``RunningInstance/handOverLaunch()``):
    /// activates the newest window, or, with none open, opens what a cold launch would —
    /// the saved windows, else the launch scenes.
    func launchAgain() -> Result<Void, SceneRouter.Failure> {
        if let newest = pool.windows.last(where: { $0.state != .closing && $0.state != .exited }) {
            newest.channel.send(.activateWindow(ActivateWindow(windowID: newest.windowID)))
            return .success(())
        }
        guard !pool.shuttingDown else {
            return .failure(SceneRouter.Failure(code: "stopping", message: "\(appID) is stopping; launch it again once it has"))
        }
        pool.sparesWanted = true
        let restoring = Self.restorable(store.reloadSavedWindows(), scenes: scenes) { logger.warning("\($0)") }
        let launching = restoring.isEmpty ? Self.launchScenes(scenes).map { ($0, StateFiles.SavedWindow(scene: $0.id)) } : restoring
        for (scene, session) in launching { openWindow(scene: scene, value: session.value, session: session) }
        logger.info("launch handed over: opening \(launching.count) window(s)")
        return .success(())
    }

    /// The first argument that looks like a URL (`scheme:...`), as `xdg-open` passes it.
    static func urlArgument(_ arguments: [String]) -> String? {
        arguments.dropFirst().first { argument in
            guard let colon = argument.firstIndex(of: ":"), colon != argument.startIndex else { return false }
            let scheme = argument[..<colon]
            return scheme.first!.isLetter && scheme.allSatisfy { $0.isLetter || $0.isNumber || "+-.".contains($0) }
        }
    }

    /// The saved windows this build can reopen: their scene still exists, allows
    /// restoration and launching, and their value still decodes. What is dropped is logged.
    static func restorable(
        _ saved: [StateFiles.SavedWindow], scenes: [SceneDeclaration], warn: (String) -> Void
    ) -> [(SceneDeclaration, StateFiles.SavedWindow)] {
        var restored: [(SceneDeclaration, StateFiles.SavedWindow)] = []
        for var window in saved {
            guard let scene = scenes.first(where: { $0.id == window.scene }) else {
                warn("not restoring a window of '\(window.scene)': the app no longer declares that scene")
                continue
            }
            guard scene.restorationBehavior != .disabled, scene.launchBehavior != .suppressed else { continue }
            // A Window or Settings scene restores once.
            if scene.kind != .windowGroup && restored.contains(where: { $0.0.id == scene.id }) { continue }
            if let value = window.value {
                guard case .success(let canonical)? = scene.presentation?.canonicalize(value) else {
                    warn("not restoring a window of '\(window.scene)': its value \(value.prefix(64)) no longer decodes")
                    continue
                }
                window.value = canonical
            }
            restored.append((scene, window))
        }
        return restored
    }

    /// `App --install-desktop-file`: makes the app the handler of its URL schemes.
    static func installDesktopFile(scenes: [SceneDeclaration], appID: String, appName: String, arguments: [String]) -> Int32 {
        let schemes = DesktopEntry.schemes(in: scenes.flatMap { $0.externalEventMatching.map { Array($0).sorted() } ?? [] })
        guard !schemes.isEmpty else {
            writeStandardError("\(appName): the app names no URL scheme (declare one with handlesExternalEvents(matching: [\"scheme://...\"])); nothing to install\n")
            return 1
        }
        let executable = BuildIdentity.executablePath() ?? arguments.first ?? appName
        let entry = DesktopEntry(appID: appID, name: appName, executable: executable, setsAppID: appID != appName, schemes: schemes)
        do {
            for line in try entry.install() { writeStandardError("\(appName): \(line)\n") }
            return 0
        } catch {
            writeStandardError("\(appName): \(error.message)\n")
            return 1
        }
    }
}
