package import SceneryCore
import SceneryPlatform

/// The text selections of a process without a window system (the headless backend): the
/// clipboard and the primary selection are two strings in memory, shared by every window
/// of the process, and a paste reads them back on the next turn of the loop.
@MainActor
package final class InMemoryTextSelections: ClipboardHandOverService {
    /// The texts of every service in this process.
    private static var texts: [TextSelectionKind: String] = [:]
    /// Runs work later in this turn of the event loop (completions never run inside the
    /// call that asked for them).
    private let schedule: @MainActor (@escaping @MainActor () -> Void) -> Void
    package var onWarning: (@MainActor (String) -> Void)?

    /// A service whose completions run through `schedule` (the renderer's loop defers them).
    package init(schedule: @escaping @MainActor (@escaping @MainActor () -> Void) -> Void) {
        self.schedule = schedule
    }

    package func setText(_ text: String, for selection: TextSelectionKind) {
        Self.texts[selection] = text
    }

    package func requestText(from selection: TextSelectionKind, completion: @escaping @MainActor (String?) -> Void) {
        let text = Self.texts[selection]
        schedule { completion(text) }
    }

    /// The process's clipboard text goes to the host: nothing else outlives the process.
    package func handOverClipboard(completion: @escaping @MainActor (String?) -> Void) {
        let text = Self.texts[.clipboard]
        schedule { completion(text) }
    }

    package func adoptClipboard(_ text: String, completion: @escaping @MainActor (Bool) -> Void) {
        Self.texts[.clipboard] = text
        schedule { completion(true) }
    }

    /// Empties both selections (tests start from nothing).
    package static func clearAll() { texts.removeAll() }
}
