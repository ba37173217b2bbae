#if canImport(Glibc)
import Glibc
#endif
import CXCB
import SceneryCore
import SceneryDBus
import SceneryPlatform
import SceneryRenderer

/// Input methods for the backend's text fields: an IBus input context over D-Bus
/// (``IBusInputContext``: the portal on the session bus, which Fcitx 5 provides too, else
/// IBus's own bus).
///
/// Nothing happens until a text field first takes the focus: then the context is made,
/// asynchronously (keys typed meanwhile type directly). While a field has the focus, every
/// key press and release goes to the engine first (`ProcessKeyEvent`, in order; later keys
/// wait behind one whose answer is outstanding), and a key the engine does not take is
/// handled as usual. The engine's preedit is shown in the field, its commits are typed into
/// it, and the caret's screen rectangle goes to the engine on every move.
///
/// An engine that goes away (its bus name loses its owner, the connection closes, a call
/// fails or a key gets no answer within ``keyTimeout``) leaves the field as it was: the
/// preedit shown is inserted as typed text, keys still waiting are handled as plain keys,
/// and later keys type directly; the next field to take the focus tries to connect again.
///
/// `SCENERY_TRACE_INPUT_METHOD=1` writes one line per event on standard error (`scenery:
/// input method: ready …`, `preedit "…" cursor n`, `commit "…"`, `gone …`), for diagnosing
/// an input method and for tests that wait on what the engine did. It shows what is typed.
@MainActor
final class X11InputMethod: InputMethodService {
    /// Whether events are traced (`SCENERY_TRACE_INPUT_METHOD=1`).
    private let tracing = RuntimePaths.environment("SCENERY_TRACE_INPUT_METHOD") == "1"

    private func trace(_ line: @autoclosure () -> String) {
        if tracing { writeStandardError("scenery: input method: \(line())\n") }
    }

    private unowned let backend: X11Backend
    private enum State {
        /// Not connected; connects when a field takes the focus.
        case idle
        case connecting
        case ready(IBusInputContext)
        /// Switched off (`SCENERY_INPUT_METHOD=none`), or nothing to connect to (no session
        /// bus, no IBus address).
        case disabled
    }
    /// When connecting last failed: a field taking the focus within ``retryInterval`` of
    /// it does not ask again.
    private var lastFailure: Double?
    /// Seconds between attempts to connect after one failed.
    static let retryInterval: Double = 30
    private var state = State.idle
    private weak var client: (any InputMethodClient)?
    /// The caret of the focused client (window points) and the window it is in.
    private var caret: CGRect?
    /// Keys sent to the engine, in order, with the engine's answer once it came.
    private var waiting: [(id: Int, key: X11Keyboard.ReadKey, window: xcb_window_t, taken: Bool?)] = []
    /// The X window that holds the keyboard focus (the caret is in it).
    private var focusedWindow: xcb_window_t = 0
    /// Root-window position of a window's origin, in pixels (forgotten when it moves).
    private var origins: [xcb_window_t: (x: Int32, y: Int32)] = [:]

    /// How long a key waits for the engine's answer before the engine counts as gone.
    static let keyTimeout: Double = 1_500

    init(backend: X11Backend) {
        self.backend = backend
        if RuntimePaths.environment("SCENERY_INPUT_METHOD") == "none" { state = .disabled }
    }

    private var context: IBusInputContext? {
        if case .ready(let context) = state { return context }
        return nil
    }

    /// Whether keys go through the engine now: a field has the focus and the engine is
    /// there, or keys sent to it still wait for their answers (later keys queue behind them).
    var routesKeys: Bool { context != nil && (client != nil || !waiting.isEmpty) }

    // MARK: InputMethodService

    func clientFocused(_ client: any InputMethodClient) {
        self.client = client
        caret = nil
        switch state {
        case .idle:
            if let lastFailure, MonotonicClock.milliseconds() - lastFailure < Self.retryInterval * 1000 { break }
            connect()
        case .ready(let context): context.focusIn()
        case .connecting, .disabled: break
        }
    }

    func clientUnfocused(_ client: any InputMethodClient) {
        guard self.client === client else { return }
        if let context, let text = context.focusOut() { client.insertComposed(text) }
        if !client.composition.isEmpty { client.setComposition("", cursor: 0) }
        self.client = nil
        caret = nil
    }

    func caretMoved(to rect: CGRect, in client: any InputMethodClient) {
        guard self.client === client else { return }
        caret = rect
        sendCaret()
    }

    func reset(_ client: any InputMethodClient) {
        guard self.client === client, let context else { return }
        if let text = context.reset() { client.insertComposed(text) }
    }

    // MARK: Connecting

    private func connect() {
        guard IBusInputContext.isConfigured() else {
            // No session bus and no IBus: the usual case without a desktop session.
            state = .disabled
            return
        }
        state = .connecting
        let started = MonotonicClock.milliseconds()
        IBusInputContext.make(clientName: "Scenery", loop: backend.loop) { [weak self] result in
            guard let self else { return }
            switch result {
            case .failure(let error):
                self.state = .idle
                self.lastFailure = MonotonicClock.milliseconds()
                writeStandardError("scenery: no input method: \(error); keys type directly\n")
            case .success(let context):
                self.state = .ready(context)
                context.onEvent = { [weak self] event in self?.handle(event) }
                StartupTrace.mark("renderer", "input method ready in \(Int(MonotonicClock.milliseconds() - started)) ms (\(context.summary))")
                self.trace("ready (\(context.summary))")
                if self.client != nil {
                    context.focusIn()
                    self.sendCaret()
                }
            }
        }
    }

    // MARK: Keys

    /// Sends a key to the engine; it is handled as usual when the engine does not take it,
    /// in the order the keys came.
    func process(_ key: X11Keyboard.ReadKey, state: UInt16, window: xcb_window_t) {
        guard let context else { return deliver(key, in: window) }
        let ibusState = UInt32(state) | (key.phase == .up ? IBusInputContext.releaseMask : 0)
        nextKeyID &+= 1
        let id = nextKeyID
        waiting.append((id, key, window, nil))
        context.processKey(keysym: key.keysym, keycode: UInt32(key.keycode) - 8, state: ibusState, timeoutMilliseconds: Self.keyTimeout) { [weak self] taken in
            // nil: no answer; the context is gone, and going delivers everything waiting.
            guard let self, let taken, let index = self.waiting.firstIndex(where: { $0.id == id }) else { return }
            self.waiting[index].taken = taken
            self.deliverAnswered()
        }
    }

    private var nextKeyID = 0

    /// Delivers the keys at the front of the queue whose answers came.
    private func deliverAnswered() {
        while let first = waiting.first, let taken = first.taken {
            waiting.removeFirst()
            if !taken { deliver(first.key, in: first.window) }
        }
    }

    private func deliver(_ key: X11Keyboard.ReadKey, in window: xcb_window_t) {
        guard let press = backend.keyboard.finish(key) else { return }
        backend.window(withID: window)?.handleKey(press)
    }

    /// Delivers every key still waiting as a plain key, in order.
    private func flushWaiting() {
        let keys = waiting.filter { $0.taken != true }
        waiting.removeAll()
        if !keys.isEmpty { trace("\(keys.count) key event(s) the engine did not answer handled directly") }
        for entry in keys { deliver(entry.key, in: entry.window) }
    }

    // MARK: The engine's events

    private func handle(_ event: IBusInputContext.Event) {
        switch event {
        case .commit(let text):
            trace("commit \"\(text)\"")
            client?.setComposition("", cursor: 0)
            client?.insertComposed(text)
        case .preedit(let text, let cursor, let visible, _):
            trace("preedit \"\(visible ? text.text : "")\" cursor \(cursor)")
            client?.setComposition(visible ? text.text : "", cursor: cursor, attributes: visible ? Self.attributes(of: text) : [])
        case .forwardKey(let keysym, _, let state):
            guard state & IBusInputContext.releaseMask == 0,
                  let press = backend.keyboard.forwardedKey(keysym: keysym, state: UInt16(truncatingIfNeeded: state)) else { return }
            backend.window(withID: focusedWindow)?.handleKey(press)
        case .gone(let reason):
            state = .idle
            trace("gone (\(reason))")
            writeStandardError("scenery: the input method went away (\(reason)); keys type directly\n")
            // Nothing typed is lost: the preedit becomes text, waiting keys type.
            if let client, !client.composition.isEmpty {
                let text = client.composition
                client.setComposition("", cursor: 0)
                client.insertComposed(text)
            }
            flushWaiting()
        }
    }

    /// The preedit's IBus attributes as the field draws them (ranges in UTF-8 offsets);
    /// attribute types it does not know are left out.
    static func attributes(of text: IBusText) -> [CompositionAttribute] {
        text.attributes.compactMap { attribute in
            let start = text.utf8Offset(ofCharacter: attribute.start)
            let range = start..<max(start, text.utf8Offset(ofCharacter: attribute.end))
            switch IBusText.Attribute.Kind(rawValue: attribute.type) {
            case .underline: return CompositionAttribute(.underline(CompositionUnderline(rawValue: attribute.value) ?? .single), range: range)
            case .foreground: return CompositionAttribute(.foreground(rgb: attribute.value & 0xFF_FFFF), range: range)
            case .background: return CompositionAttribute(.background(rgb: attribute.value & 0xFF_FFFF), range: range)
            case nil: return nil
            }
        }
    }

    // MARK: Focus and the caret

    /// An X window of the backend took (`focused`) or lost the keyboard focus.
    func windowFocusChanged(_ window: xcb_window_t, focused: Bool) {
        if focused {
            focusedWindow = window
            if client != nil { context?.focusIn() }
        } else if window == focusedWindow, client != nil {
            context?.focusOut()
        }
    }

    /// A window moved or changed size: its root position is read again when needed.
    func windowMoved(_ window: xcb_window_t) {
        origins[window] = nil
        if window == focusedWindow { sendCaret() }
    }

    /// A caret location is to be sent after this turn's frame is presented.
    private var caretScheduled = false

    /// Sends the caret's screen rectangle once the current batch of events is handled
    /// (after the frame that moved it is on screen; several moves in one turn send one).
    private func sendCaret() {
        guard !caretScheduled else { return }
        caretScheduled = true
        backend.loop.defer { [weak self] in
            guard let self else { return }
            self.caretScheduled = false
            self.sendCaretNow()
        }
    }

    private func sendCaretNow() {
        guard let context, let caret, focusedWindow != 0, let window = backend.window(withID: focusedWindow) else { return }
        guard let origin = origin(of: focusedWindow) else { return }
        let scale = window.scale
        func pixels(_ value: CGFloat) -> Int32 { Int32(clamping: Int((value * scale).rounded())) }
        context.setCursorLocation(
            x: origin.x + pixels(caret.minX), y: origin.y + pixels(caret.minY),
            width: max(1, pixels(caret.width)), height: max(1, pixels(caret.height)))
    }

    /// The window's origin on the root window (one round trip, then remembered until the
    /// window moves).
    private func origin(of window: xcb_window_t) -> (x: Int32, y: Int32)? {
        if let known = origins[window] { return known }
        let connection = backend.connection
        let cookie = xcb_translate_coordinates(connection, window, backend.screen.pointee.root, 0, 0)
        guard let reply = xcb_translate_coordinates_reply(connection, cookie, nil) else { return nil }
        defer { free(reply) }
        let origin = (Int32(reply.pointee.dst_x), Int32(reply.pointee.dst_y))
        origins[window] = origin
        return origin
    }
}
