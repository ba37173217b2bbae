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

    /// What taking the instance lock came to.
    enum LockOutcome {
        /// This host holds the lock and starts.
        case locked(InstanceLock)
        /// A host that was starting now serves its socket and took the launch.
        case handedOver
        /// That host refused the launch or could not be reached; the message says why.
        case handOverFailed(String)
    }

    /// How long a launch waits for a host that holds the instance lock but does not serve
    /// its control socket yet (it is starting), or for a host that holds it to give it up.
    static let startingHostWait = 10_000.0
    /// How long a resident host waits for an instance started by hand to hand its windows
    /// over (it closes and saves them): shorter than a launch waits for a host's hello, so
    /// the launch that started the service hears why if it never does.
    static let handByHandWait = 5_000.0

    /// Takes the instance lock. A launch that finds it held by a host that is still
    /// starting waits (``InstanceLock/acquire(appID:directory:handsOver:milliseconds:)``,
    /// on the control directory's events) until that host serves its socket, then hands
    /// the launch or its URL over as to any running host; or, if the starting host dies
    /// first, takes the lock and is the host. A resident host waits for the lock itself:
    /// its holder is an instance started by hand that is handing its windows over to the
    /// service. A preview window (which keeps no state) does not wait.
    func takeInstanceLock(launchURL: String?, resident: Bool) throws(HostError) -> LockOutcome {
        guard keepsState || resident || launchURL != nil else { return .locked(try InstanceLock(appID: appID)) }
        let wait = resident ? Self.handByHandWait : Self.startingHostWait
        let deadline = MonotonicClock.milliseconds() + wait
        while true {
            let left = max(0, deadline - MonotonicClock.milliseconds())
            let acquisition: InstanceLock.Acquisition
            do {
                acquisition = try InstanceLock.acquire(appID: appID, handsOver: !resident, milliseconds: left)
            } catch {
                // Name the whole wait, not what was left of it at the last try.
                guard case .startingHostNotServing(let appID, let lockPath, let holder, _) = error else { throw error }
                if resident { throw .runningOutsideService(appID: appID, holder: holder, seconds: wait / 1000) }
                throw .startingHostNotServing(appID: appID, lockPath: lockPath, holder: holder, seconds: wait / 1000)
            }
            switch acquisition {
            case .acquired(let lock):
                return .locked(lock)
            case .hostServing:
                let instance = RunningInstance(appID: appID)
                switch launchURL.map({ instance.forward(url: $0) }) ?? instance.handOverLaunch() {
                case .forwarded: return .handedOver
                case .failed(let message): return .handOverFailed(message)
                // It stopped serving between the check and the hand-over: wait on.
                case .notRunning: continue
                }
            }
        }
    }

    /// The app's socket unit was started while this host runs on a socket it bound itself
    /// (started by hand, or with `--service` but not by socket activation): the service
    /// manager removed this host's socket file and listens at the path, so launches and
    /// `scenectl` now reach the service, not this host. Two hosts of one app would share
    /// its state files, so this one gives way: it closes its windows (they stay in the
    /// saved list), exits 0, and connects to the service, which that connection starts.
    /// A host started by hand hands it the launch, which reopens the saved windows; a
    /// resident host only wakes it, and the service reopens the windows that were open, as
    /// a resident host restarted within the login does. (A socket-activated host never
    /// gets here: the socket file is the manager's, and it does not watch it.)
    func controlSocketTakenOver() {
        guard !pool.shuttingDown else { return }
        let count = pool.windows.filter { $0.state != .exited }.count
        let windows = count == 0 ? "no window" : count == 1 ? "its window" : "its \(count) windows"
        writeLine("\(appName): a service now listens on \(control.socketPath ?? "the control socket") (the app's socket unit was started); handing \(windows) over to it")
        handsOverToService = true
        shutDown()
    }

    /// After ``controlSocketTakenOver()``: the windows are closed and saved, the lock
    /// given up; the connection starts the service.
    func handOverToService() -> Int32 {
        let instance = RunningInstance(appID: appID)
        switch service?.isResident == true ? instance.wakeService() : instance.handOverLaunch() {
        case .forwarded:
            return 0
        case .failed(let message):
            writeLine("\(appName): cannot hand the windows over to the service: \(message); they reopen at the next launch")
            return 1
        case .notRunning:
            writeLine("\(appName): the service's socket is gone; the windows reopen at the next launch")
            return 1
        }
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
