import SceneryPlatform
import SceneryWire

/// The renderer's side of hang detection: answers the host's pings from the event loop,
/// and says in each answer whether the renderer was idle, so an idle app wakes nothing.
///
/// A pong is **idle** when nothing but that ping gave the loop work since the previous
/// pong: no X event, timer, deferred work or other host message. The host then stops
/// pinging this renderer (it is *parked*). The first turn with work after that sends
/// `awake` before the work is done, so work that never ends (a hang) is still found: the
/// host pings again, and the stuck loop does not answer. The pong goes out at the end of
/// the turn that read the ping, after whatever else that turn did, for the same reason
/// (docs/wire/004-renderer-pings.md).
@MainActor
final class PingAnswers {
    private let loop: EventLoop
    private let send: @MainActor (WireMessage) -> Void
    /// The ping read in this turn, answered at its end.
    private var pending: UInt64?
    /// Turns that had something to do, counted from the start.
    private var turns = 0
    /// `turns` when the previous pong went out; nil before the first.
    private var turnsAtLastPong: Int?
    /// Host messages read in this turn (the ping among them).
    private var messagesThisTurn = 0
    /// The last pong said idle, and no turn has had work since.
    private var parked = false

    /// Answers through `send`, watching `loop`'s turns.
    init(loop: EventLoop, send: @escaping @MainActor (WireMessage) -> Void) {
        self.loop = loop
        self.send = send
        loop.beforeEachTurn { [weak self] in self?.turnStarts() }
        loop.afterEachTurn { [weak self] in self?.turnEnds() }
    }

    /// A message from the host was read in this turn.
    func received() { messagesThisTurn += 1 }

    /// The host pinged: the answer goes out at the end of this turn.
    func ping(_ ping: Ping) { pending = ping.sequence }

    private func turnStarts() {
        turns += 1
        messagesThisTurn = 0
        if parked {
            parked = false
            send(.awake)
        }
    }

    private func turnEnds() {
        guard let sequence = pending else { return }
        pending = nil
        let onlyThisPing = turnsAtLastPong.map { turns == $0 + 1 } ?? false
        let idle = onlyThisPing && loop.handledThisTurn == 1 && messagesThisTurn == 1
        turnsAtLastPong = turns
        parked = idle
        send(.pong(Pong(sequence: sequence, idle: idle)))
    }
}
