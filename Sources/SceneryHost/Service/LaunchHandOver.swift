#if canImport(Glibc)
import Glibc
#endif
import SceneryPlatform
import SceneryWire

/// A launch of the app's executable while a host of the app runs (its own earlier launch,
/// or its service): the launch asks that host to act on it and exits, instead of starting a
/// second host. With the app installed as a service, the socket unit listens on the control
/// socket, so the first connection starts the host (socket activation).
///
/// On the wire it is `activateWindow` with window 0 from a control client: "the app was
/// launched again". The host activates its newest window, or, with none open, opens the
/// windows a cold launch would (the saved ones, else the launch scenes).
enum LaunchHandOver {
    /// What became of the launch.
    enum Outcome: Equatable {
        /// The running host took it; this process has nothing more to do.
        case handedOver
        /// No host listens on the control socket: this launch starts one.
        case notRunning
        /// A host is there but could not take the launch.
        case failed(String)
    }

    /// Hands a plain launch to the host listening on `path`.
    static func handOver(path: String) -> Outcome {
        let fd: Int32
        do {
            fd = try Sockets.connect(path: path, milliseconds: 5000)
        } catch {
            if error.errno == EAGAIN {
                return .failed("the running instance accepts no connection at \(path) (is it stopped or hung?)")
            }
            return .notRunning
        }
        var channel = BlockingChannel(fd: fd)
        do {
            // A socket-activated host is started by this connection: give it time to start.
            try channel.greetHostAsControlClient(milliseconds: 10_000)
            try channel.send(.activateWindow(ActivateWindow(windowID: 0)), milliseconds: 5000)
            switch try channel.receive(milliseconds: 10_000) {
            case .windowList: return .handedOver
            case .error(let error): return .failed(error.message)
            case let other: return .failed("the running instance answered \(other.name)")
            }
        } catch {
            return .failed("cannot hand the launch to the running instance at \(path): \(error)")
        }
    }
}
