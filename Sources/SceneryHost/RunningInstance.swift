#if canImport(Glibc)
import Glibc
#endif
import SceneryPlatform
import SceneryWire

/// Another host of the same app, reached through its control socket: a second launch hands
/// it what the launch was for (a URL) instead of starting a second copy of the app.
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

    /// Sends `url` to the running instance, as a second launch of a single-instance app does.
    func forward(url: String) -> Forwarding {
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
            try channel.greetHostAsControlClient()
            try channel.send(.openURL(OpenURL(url: url)), milliseconds: 5000)
            switch try channel.receive(milliseconds: 10_000) {
            case .windowList: return .forwarded
            case .error(let error): return .failed(error.message)
            case let other: return .failed("the running instance answered \(other.name)")
            }
        } catch {
            return .failed("cannot hand the URL to the running instance: \(error)")
        }
    }
}
