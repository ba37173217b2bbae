public import SceneryPlatform

/// One IBus input context: the client side of `org.freedesktop.IBus.InputContext`, made
/// through the IBus portal on the session bus (`org.freedesktop.portal.IBus`, which
/// sandboxed apps and Fcitx 5's IBus front end provide) or, when there is none, on IBus's
/// own bus (``IBusAddress``).
///
/// Calls return without waiting; the engine's answers arrive as ``Event``s, and an engine
/// that goes away (its bus name loses its owner, the connection closes, a call fails)
/// arrives as ``Event/gone(_:)``, once, after which the context does nothing.
///
/// The calls reach the bus one at a time, each once the one before it is answered: the
/// IBus portal (`ibus-portal`, IBus 1.5.27) checks the caller of every call on a thread of
/// its own and passes the calls on to `ibus-daemon` in whichever order those threads end,
/// so calls sent together can arrive out of order — a `FocusIn` ahead of the
/// `SetCapabilities` that allows it fails, and keys typed quickly could reach the engine
/// out of order.
@MainActor
public final class IBusInputContext {
    /// What the engine says.
    public enum Event: Equatable, Sendable {
        /// Text to insert at the caret.
        case commit(String)
        /// The composition in progress: its text, the cursor in it (UTF-8 offset), whether
        /// it is shown, and whether focus loss or a reset should insert it (IBus's
        /// "commit" preedit mode) rather than drop it.
        case preedit(IBusText, cursor: Int, visible: Bool, commitOnReset: Bool)
        /// A key the engine sends back to be handled as typed: keysym, keycode, state.
        case forwardKey(keysym: UInt32, keycode: UInt32, state: UInt32)
        /// The engine went away (the reason, for a log line).
        case gone(String)
    }

    /// IBus's capability bits: preedit drawn by the client, and focus reported.
    public static let capabilities: UInt32 = 1 | 8
    /// IBus's modifier bit of a key release.
    public static let releaseMask: UInt32 = 1 << 30

    /// The interface of input contexts.
    static let interface = "org.freedesktop.IBus.InputContext"

    private let connection: DBusConnection
    /// The bus name the context's calls go to.
    public let service: String
    /// The context's object path.
    public let path: String
    /// Receives the engine's events.
    public var onEvent: (@MainActor (Event) -> Void)?
    /// Whether the engine went away.
    public private(set) var isGone = false
    private var shownPreedit: (text: IBusText, cursor: Int, mode: UInt32)?
    /// The preedit a HidePreeditText hid, which ShowPreeditText shows again.
    private var hiddenPreedit: (text: IBusText, cursor: Int, mode: UInt32)?
    /// Calls waiting for the one on the bus to be answered, in order, each with when its
    /// answer is due (monotonic milliseconds) and what to do with it.
    private var queued: [(message: DBusMessage, deadline: Double, reply: @MainActor (Result<DBusMessage, DBusError>) -> Void)] = []
    /// Whether a call is on the bus, unanswered.
    private var calling = false
    /// Whether the engine sent a preedit, commit or key since the call on the bus went out.
    /// The engine sends what it does with a key before its answer, and keys go out one at a
    /// time: a key whose answer never comes was taken when this is set.
    private var engineActedSinceSend = false

    private init(connection: DBusConnection, service: String, path: String) {
        self.connection = connection
        self.service = service
        self.path = path
    }

    /// Where an input context was made, for log lines.
    public var summary: String { "\(service) \(path)" }

    /// Whether there is anywhere to ask for an input context: a session bus, or an IBus
    /// address (without either, there is no input method to connect to).
    public static func isConfigured(environment: (String) -> String? = { RuntimePaths.environment($0) }) -> Bool {
        DBusAddress.sessionBus(environment: environment) != nil || IBusAddress.resolve(environment: environment) != nil
    }

    /// Makes an input context: through the portal on the session bus first, then on IBus's
    /// own bus. `completion` runs once, later, with the context or why none could be made.
    public static func make(clientName: String, loop: EventLoop,
                            environment: @escaping (String) -> String? = { RuntimePaths.environment($0) },
                            completion: @escaping @MainActor (Result<IBusInputContext, DBusError>) -> Void) {
        let portal = DBusAddress.sessionBus(environment: environment)
        create(on: portal, service: "org.freedesktop.portal.IBus", interface: "org.freedesktop.IBus.Portal", clientName: clientName, loop: loop) { result in
            switch result {
            case .success: completion(result)
            case .failure(let portalError):
                let own = IBusAddress.resolve(environment: environment)
                create(on: own, service: "org.freedesktop.IBus", interface: "org.freedesktop.IBus", clientName: clientName, loop: loop) { result in
                    if case .failure(let ownError) = result {
                        completion(.failure(.disconnected("no IBus portal (\(portalError)) and no IBus bus (\(ownError))")))
                    } else {
                        completion(result)
                    }
                }
            }
        }
    }

    private static func create(on address: String?, service: String, interface: String, clientName: String, loop: EventLoop,
                               completion: @escaping @MainActor (Result<IBusInputContext, DBusError>) -> Void) {
        guard let address else { return loop.defer { completion(.failure(.badAddress("none set"))) } }
        let connection: DBusConnection
        do {
            connection = try DBusConnection(address: address, loop: loop)
        } catch {
            return loop.defer { completion(.failure(error)) }
        }
        let request = DBusMessage.call(
            destination: service, path: "/org/freedesktop/IBus", interface: interface, member: "CreateInputContext",
            body: [.string(clientName)])
        connection.call(request, timeoutMilliseconds: 5_000) { result in
            switch result {
            case .failure(let error):
                connection.close()
                completion(.failure(error))
            case .success(let reply):
                guard case .objectPath(let path) = reply.body.first else {
                    connection.close()
                    return completion(.failure(.malformed("CreateInputContext answered \(reply.signature), not an object path")))
                }
                let context = IBusInputContext(connection: connection, service: service, path: path)
                context.listen()
                completion(.success(context))
            }
        }
    }

    private func listen() {
        connection.addMatch("type='signal',interface='\(Self.interface)',path='\(path)'")
        connection.addMatch("type='signal',sender='org.freedesktop.DBus',interface='org.freedesktop.DBus',member='NameOwnerChanged',arg0='\(service)'")
        connection.onSignal = { [weak self] signal in self?.handle(signal) }
        connection.onClosed = { [weak self] reason in self?.goAway("the bus connection closed (\(reason))") }
        call("SetCapabilities", [.uint32(Self.capabilities)])
    }

    // MARK: Calls

    /// Sends a key to the engine; `reply` runs once with whether the engine took it
    /// (true: the key is consumed), or nil when it did not answer within
    /// `timeoutMilliseconds` or the call failed (the context is gone then) — but true when
    /// the engine sent a preedit, commit or key while this key was out, before failing to
    /// answer: it acted on the key (its preedit, shown, is not to be typed again).
    public func processKey(keysym: UInt32, keycode: UInt32, state: UInt32, timeoutMilliseconds: Double,
                           reply: @escaping @MainActor (Bool?) -> Void) {
        guard !isGone else { return reply(nil) }
        let message = DBusMessage.call(
            destination: service, path: path, interface: Self.interface, member: "ProcessKeyEvent",
            body: [.uint32(keysym), .uint32(keycode), .uint32(state)])
        enqueue(message, timeoutMilliseconds: timeoutMilliseconds) { [weak self] result in
            switch result {
            case .success(let answer):
                reply(answer.body.first?.boolValue ?? false)
            case .failure(let error):
                reply(self?.engineActedSinceSend == true ? true : nil)
                self?.goAway("ProcessKeyEvent failed: \(error)")
            }
        }
    }

    /// Tells the engine where the caret is: a rectangle in root-window pixels.
    public func setCursorLocation(x: Int32, y: Int32, width: Int32, height: Int32) {
        call("SetCursorLocation", [.int32(x), .int32(y), .int32(width), .int32(height)])
    }

    /// A field of this context took the keyboard focus.
    public func focusIn() { call("FocusIn") }

    /// The field lost the keyboard focus: returns the preedit to insert when the engine
    /// asked for that (commit mode), and forgets the preedit.
    @discardableResult
    public func focusOut() -> String? {
        call("FocusOut")
        return takePreeditToCommit()
    }

    /// The caret moved or the text changed outside the engine: it starts afresh. Returns
    /// the preedit to insert when the engine asked for that (commit mode).
    @discardableResult
    public func reset() -> String? {
        call("Reset")
        return takePreeditToCommit()
    }

    /// Ends the context (the window closes).
    public func destroy() {
        guard !isGone else { return }
        // Sent at once, ahead of calls still queued: they no longer matter.
        var message = DBusMessage.call(destination: service, path: path, interface: Self.interface, member: "Destroy")
        message.flags = DBusMessage.noReplyExpected
        connection.send(message)
        isGone = true
        dropQueued(because: .disconnected("the input context was destroyed"))
        connection.close()
    }

    private func takePreeditToCommit() -> String? {
        defer {
            shownPreedit = nil
            hiddenPreedit = nil
        }
        guard let shown = shownPreedit, shown.mode == 1, !shown.text.text.isEmpty else { return nil }
        return shown.text.text
    }

    private func call(_ member: String, _ body: [DBusValue] = []) {
        guard !isGone else { return }
        let message = DBusMessage.call(destination: service, path: path, interface: Self.interface, member: member, body: body)
        enqueue(message, timeoutMilliseconds: 5_000) { [weak self] result in
            if case .failure(let error) = result { self?.goAway("\(member) failed: \(error)") }
        }
    }

    /// Sends `message` once every call before it is answered; `reply` runs once with its
    /// answer, or a failure when none came within `timeoutMilliseconds` of now (time spent
    /// waiting behind other calls counts) or the context went away first.
    private func enqueue(_ message: DBusMessage, timeoutMilliseconds: Double,
                         reply: @escaping @MainActor (Result<DBusMessage, DBusError>) -> Void) {
        queued.append((message, MonotonicClock.milliseconds() + timeoutMilliseconds, reply))
        sendNext()
    }

    /// Puts the first queued call on the bus, unless one is there already.
    private func sendNext() {
        guard !calling, !isGone, !queued.isEmpty else { return }
        let next = queued.removeFirst()
        calling = true
        engineActedSinceSend = false
        let left = max(1, next.deadline - MonotonicClock.milliseconds())
        connection.call(next.message, timeoutMilliseconds: left) { [weak self] result in
            self?.calling = false
            next.reply(result)
            self?.sendNext()
        }
    }

    /// Fails the calls still queued (the context went away).
    private func dropQueued(because reason: DBusError) {
        let dropped = queued
        queued.removeAll()
        engineActedSinceSend = false
        for entry in dropped { entry.reply(.failure(reason)) }
    }

    // MARK: Signals

    private func handle(_ signal: DBusMessage) {
        guard !isGone else { return }
        if signal.interface == "org.freedesktop.DBus", signal.member == "NameOwnerChanged" {
            if signal.body.count == 3, signal.body[0].stringValue == service, signal.body[2].stringValue == "" {
                goAway("\(service) lost its owner")
            }
            return
        }
        guard signal.interface == Self.interface, signal.path == path else { return }
        if ["CommitText", "UpdatePreeditText", "UpdatePreeditTextWithMode", "HidePreeditText", "ShowPreeditText",
            "ForwardKeyEvent"].contains(signal.member ?? "") {
            engineActedSinceSend = true
        }
        do throws(DBusError) {
            switch signal.member {
            case "CommitText":
                guard let value = signal.body.first else { return }
                shownPreedit = nil
                hiddenPreedit = nil
                onEvent?(.commit(try IBusText(value).text))
            case "UpdatePreeditText", "UpdatePreeditTextWithMode":
                guard signal.body.count >= 3, let cursor = signal.body[1].uint32Value, let visible = signal.body[2].boolValue else {
                    throw .malformed("\(signal.member ?? "") has the arguments \(signal.signature)")
                }
                let text = try IBusText(signal.body[0])
                let mode = signal.body.count >= 4 ? signal.body[3].uint32Value ?? 0 : 0
                let offset = text.utf8Offset(ofCharacter: cursor)
                shownPreedit = visible ? (text, offset, mode) : nil
                hiddenPreedit = visible ? nil : (text, offset, mode)
                onEvent?(.preedit(text, cursor: offset, visible: visible, commitOnReset: mode == 1))
            case "HidePreeditText":
                if let shown = shownPreedit {
                    shownPreedit = nil
                    hiddenPreedit = shown
                    onEvent?(.preedit(shown.text, cursor: shown.cursor, visible: false, commitOnReset: shown.mode == 1))
                }
            case "ShowPreeditText":
                if let hidden = hiddenPreedit {
                    hiddenPreedit = nil
                    shownPreedit = hidden
                    onEvent?(.preedit(hidden.text, cursor: hidden.cursor, visible: true, commitOnReset: hidden.mode == 1))
                }
            case "ForwardKeyEvent":
                guard signal.body.count == 3, let keysym = signal.body[0].uint32Value, let keycode = signal.body[1].uint32Value,
                      let state = signal.body[2].uint32Value else { return }
                onEvent?(.forwardKey(keysym: keysym, keycode: keycode, state: state))
            default:
                break
            }
        } catch {
            writeStandardError("scenery: ignoring the input method's \(signal.member ?? "signal"): \(error)\n")
        }
    }

    private func goAway(_ reason: String) {
        guard !isGone else { return }
        isGone = true
        connection.close()
        dropQueued(because: .disconnected(reason))
        onEvent?(.gone(reason))
    }
}
