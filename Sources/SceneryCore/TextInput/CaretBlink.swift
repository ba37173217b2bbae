public import FoundationEssentials

/// The caret's blink, as GTK draws it: a 1.2-second cycle, shown for two thirds of it and
/// hidden for the rest, starting shown at each input; after ``idleTimeout`` seconds without
/// input it stays shown and the window stops waking for it.
enum CaretBlink {
    /// One blink cycle (GTK's `gtk-cursor-blink-time`), in seconds.
    static let cycle: Double = 1.2
    /// How long the caret is shown in each cycle (GTK shows it for two thirds).
    static let shownPart: Double = 0.8
    /// Seconds without input after which the caret stops blinking (GTK's
    /// `gtk-cursor-blink-timeout` is 10).
    static let idleTimeout: Double = 10

    /// Whether the caret is shown `elapsed` seconds after the last input, and when (in
    /// seconds after the input) that changes next; nil once it has stopped blinking.
    static func phase(sinceInput elapsed: Double) -> (shown: Bool, nextChange: Double?) {
        guard elapsed < idleTimeout, elapsed >= 0 else { return (true, nil) }
        let cycles = (elapsed / cycle).rounded(.down)
        let within = elapsed - cycles * cycle
        let shown = within < shownPart
        let next = cycles * cycle + (shown ? shownPart : cycle)
        // The last change is to shown, for good, at the timeout.
        return (shown, min(next, idleTimeout))
    }
}

/// Keeps a focused field's blink on the window's timeline timer (the one-shot timer that
/// `TimelineView` dates use): registered while the field has the focus, with the date of
/// the caret's next change; the window wakes then, and for nothing after the timeout.
@MainActor
final class CaretBlinkTimer {
    let clock = TimelineClock()

    nonisolated init() {}

    /// Sets the caret's phase for `now` and the next date the window wakes for it.
    func update(editor: TextInputEditor, now: Double) -> Bool {
        let (shown, next) = CaretBlink.phase(sinceInput: now - editor.lastInput)
        clock.next = next.map { Date(timeIntervalSinceReferenceDate: editor.lastInput + $0) }
        clock.advance = { [weak editor] in editor?.changed() }
        return shown
    }
}
