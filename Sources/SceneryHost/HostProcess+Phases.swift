import SceneryCore
import SceneryWire

/// Scene phases: the host computes them (``PhaseTracker``) from what each window reports
/// and tells the renderers; the app's aggregate phase re-evaluates `App.body`.
extension HostProcess {
    /// Performs the phase transitions the tracker computed: tells each affected renderer
    /// its window's and the app's phase, and streams the transitions to subscribers.
    func apply(_ transitions: [PhaseTracker.Transition]) {
        guard !transitions.isEmpty else { return }
        var notify = Set<UInt64>()
        for transition in transitions {
            switch transition {
            case let .window(id, scene, from, to):
                pool.renderers.first { $0.windowID == id }?.phase = to
                notify.insert(id)
                logger.info("window \(id) of \(scene): \(from) → \(to)")
                control.broadcast(HostEvent(kind: .windowPhase, windowID: id, sceneID: scene, oldPhase: from, newPhase: to))
            case let .scene(scene, from, to):
                logger.info("scene \(scene): \(from) → \(to)")
                control.broadcast(HostEvent(kind: .scenePhase, sceneID: scene, oldPhase: from, newPhase: to))
            case let .app(from, to):
                logger.info("app: \(from) → \(to)")
                appEnvironment.scenePhase = to
                runSceneChanges(of: makeScenes(appEnvironment), initial: false)
                notify.formUnion(pool.windows.map(\.windowID))
                control.broadcast(HostEvent(kind: .appPhase, oldPhase: from, newPhase: to))
            }
        }
        for renderer in pool.windows where notify.contains(renderer.windowID) && renderer.state != .exited {
            renderer.channel.send(.phaseUpdate(PhaseUpdate(
                windowID: renderer.windowID, windowPhase: phases.phase(ofWindow: renderer.windowID),
                appPhase: phases.appPhase)))
        }
    }

    /// Runs the scenes' `onChange(of:)` actions whose value differs from the last
    /// evaluation's (at launch: those that asked for `initial`), in declaration order.
    func runSceneChanges(of evaluated: [SceneDeclaration], initial: Bool) {
        let observations = evaluated.flatMap(\.changeObservations)
        let previous = observedSceneValues
        observedSceneValues = observations.map(\.value)
        for (index, observation) in observations.enumerated() {
            observation.fire(initial || index >= previous.count ? nil : previous[index])
        }
    }
}
