package import SceneryPlatform

/// An action that runs once after a delay unless cancelled first: a hovered submenu item
/// opening its submenu, a help tag showing after the pointer rests. It waits on a
/// ``DeadlineTimer`` of the renderer's event loop (no polling); without one (tests) the
/// action stays pending until ``fire()`` is called by hand.
@MainActor
package final class DelayedAction {
    /// The timer it waits on (the renderer sets it).
    package var timer: DeadlineTimer?
    private var action: (@MainActor () -> Void)?

    package init() {}

    /// Whether an action waits.
    package var isPending: Bool { action != nil }

    /// Runs `action` `milliseconds` from now, replacing any action that was waiting.
    package func schedule(afterMilliseconds milliseconds: Double, _ action: @escaping @MainActor () -> Void) {
        self.action = action
        timer?.arm(inMilliseconds: milliseconds) { [weak self] in self?.fire() }
    }

    /// Drops the waiting action.
    package func cancel() {
        action = nil
        timer?.cancel()
    }

    /// Runs the waiting action now (the timer fired, or a test says so).
    package func fire() {
        guard let action else { return }
        self.action = nil
        timer?.cancel()
        action()
    }
}
