#if canImport(Glibc)
import Glibc
#endif
import SceneryPlatform
import SceneryWire

/// Another host of the same app, reached through its control socket: a second launch hands
/// it what the launch was for (a URL, or the launch itself) instead of starting a second copy
/// of the app. With the app installed as a service, the socket unit listens on the control
/// socket, so the first connection starts the host (socket activation; docs/systemd.md).
struct RunningInstance {
    /// What became of a hand-over.
    enum Forwarding: Equatable {
        /// The running instance took it.
        case forwarded
        /// No instance answers at the socket.
        case notRunning
        /// An instance is there but refused or could not be reached; the message says why.
        case failed(String)
    }

    let appID: String

    /// Hands a plain launch (no URL) to the running instance: on the wire `activateWindow`
    /// with window 0, "the app was launched again". The host activates its newest window,
    /// or, with none open, opens the windows a cold launch would (the saved ones, else the
    /// launch scenes).
    func handOverLaunch() -> Forwarding {
        // A socket-activated host is started by this connection: give it time to start.
        exchange(.activateWindow(ActivateWindow(windowID: 0)), greeting: 10_000, what: "the launch")
    }

    /// Connects to the service at the socket without launching anything (it lists the
    /// windows), so that the service manager starts the app's host: what a resident host
    /// that gives way to the app's socket unit does (its windows reopen by themselves).
    func wakeService() -> Forwarding {
        exchange(.listWindows, greeting: 10_000, what: "the hand-over")
    }

    /// Sends `url` to the running instance, as a second launch of a single-instance app does.
    func forward(url: String) -> Forwarding {
        exchange(.openURL(OpenURL(url: url)), greeting: 5000, what: "the URL")
    }

    /// Connects, greets the host (waiting up to `greeting` ms for its hello), sends `request`
    /// and reads the answer.
    private func exchange(_ request: WireMessage, greeting: Double, what: String) -> Forwarding {
        let path = RuntimePaths.controlSocket(appID: appID)
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
            try channel.greetHostAsControlClient(milliseconds: greeting)
            try channel.send(request, milliseconds: 5000)
            switch try channel.receive(milliseconds: 10_000) {
            case .windowList: return .forwarded
            case .error(let error): return .failed(error.message)
            case let other: return .failed("the running instance answered \(other.name)")
            }
        } catch {
            return .failed("cannot hand \(what) to the running instance at \(path): \(error)")
        }
    }
}
