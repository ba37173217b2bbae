/// Why the host could not do something it must, with a message for the person running the
/// app. Each case carries what failed and the system's reason as text.
package enum HostError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The socket pair for a new renderer could not be made.
    case rendererSocket(reason: String)
    /// A renderer process could not be started.
    case rendererSpawn(reason: String)
    /// The executable could not be pinned for later renderers.
    case executablePin(reason: String)
    /// The host's signals could not be routed to its event loop.
    case signals(reason: String)
    /// `$XDG_RUNTIME_DIR/scenery` could not be created or checked.
    case controlDirectory(reason: String)
    /// The instance lock file could not be opened or locked.
    case instanceLock(path: String, reason: String)
    /// Another host of the same app id holds the instance lock.
    case alreadyRunning(appID: String, lockPath: String)
    /// Another host holds the instance lock and did not serve its control socket (nor
    /// give the lock up) within the wait; `holder` is its pid when it wrote one.
    case startingHostNotServing(appID: String, lockPath: String, holder: Int32?, seconds: Double)
    /// A host started by the service manager found the lock held by an instance of the
    /// app started by hand, which did not hand its windows to the service within the wait.
    case runningOutsideService(appID: String, holder: Int32?, seconds: Double)
    /// The control socket could not be bound.
    case controlSocket(path: String, reason: String)
    /// The service manager's environment (passed sockets) cannot be used; the reason says
    /// what is wrong with it.
    case serviceEnvironment(reason: String)

    /// One line saying what went wrong.
    package var message: String {
        switch self {
        case .rendererSocket(let reason): "cannot create a renderer socket: \(reason)"
        case .rendererSpawn(let reason): "cannot start a renderer: \(reason)"
        case .executablePin(let reason): "cannot pin the executable for renderers: \(reason)"
        case .signals(let reason): "cannot watch signals: \(reason)"
        case .controlDirectory(let reason): "cannot prepare the control directory: \(reason)"
        case .instanceLock(let path, let reason): "cannot lock \(path): \(reason)"
        case .alreadyRunning(let appID, let lockPath): "\(appID) is already running (another host holds \(lockPath))"
        case .startingHostNotServing(let appID, let lockPath, let holder, let seconds):
            "another host of \(appID)\(holder.map { " (pid \($0))" } ?? "") holds \(lockPath) but served no control socket within \(seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)) s; not starting a second copy"
        case .runningOutsideService(let appID, let holder, let seconds):
            "\(appID) runs outside its service\(holder.map { " (pid \($0))" } ?? "") and did not hand its windows over within \(seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)) s; quit it, then launch \(appID) again"
        case .controlSocket(let path, let reason): "cannot listen on \(path): \(reason)"
        case .serviceEnvironment(let reason): reason
        }
    }

    package var description: String { message }
}
