import SceneryPlatform
import SceneryWire

/// Renderers that stop answering the host's pings (``HangMonitor`` decides, the pool pings
/// and stops): the host shows their windows as not responding and says so to control
/// clients. The host has no X connection, so the title is set by another renderer of the
/// app — an open window's or a spare's, else a spare started for it, which then also
/// stands ready to replace the hung one (docs/process-model.md, "Supervision").
extension HostProcess {
    /// What a not-responding window's title becomes.
    static func notRespondingTitle(_ title: String) -> String { title + " (Not Responding)" }

    func rendererStoppedResponding(_ renderer: RendererHost) {
        let stopIn = RendererPool.seconds(pool.hangs.timeout)
        guard !renderer.isSpare else {
            return logger.warning("spare renderer \(renderer.pid) is not responding; it is stopped in \(stopIn) if it does not answer")
        }
        logger.warning("window \(renderer.windowID) (renderer \(renderer.pid)) is not responding; it is stopped and restarted in \(stopIn) if it does not answer")
        control.broadcast(HostEvent(kind: .notResponding, windowID: renderer.windowID, sceneID: renderer.sceneID))
        guard renderer.xWindowID != 0, !pool.shuttingDown else { return }
        let override = WindowTitleOverride(
            xWindowID: renderer.xWindowID,
            title: Self.clampedTitle(Self.notRespondingTitle(renderer.title)))
        if let helper = pool.renderers.first(where: { $0 !== renderer && $0.responding && ($0.state == .opening || $0.state == .open) }) {
            helper.channel.send(.windowTitleOverride(override))
            return
        }
        do throws(HostError) {
            // A spare: it sets the title once its hello is through, and replaces the hung
            // renderer if it has to be stopped.
            let spare = try pool.launch()
            spare.channel.send(.windowTitleOverride(override))
            logger.debug("spare renderer \(spare.pid) started to mark window \(renderer.windowID) not responding")
        } catch {
            logger.warning("cannot mark window \(renderer.windowID) not responding: \(error.message)")
        }
    }

    func rendererRespondsAgain(_ renderer: RendererHost) {
        guard !renderer.isSpare else { return logger.info("spare renderer \(renderer.pid) responds again") }
        logger.warning("window \(renderer.windowID) (renderer \(renderer.pid)) responds again")
        control.broadcast(HostEvent(kind: .responding, windowID: renderer.windowID, sceneID: renderer.sceneID))
        // The renderer puts its own title back.
        if renderer.xWindowID != 0 {
            renderer.channel.send(.windowTitleOverride(WindowTitleOverride(xWindowID: renderer.xWindowID, title: renderer.title)))
        }
    }
}
