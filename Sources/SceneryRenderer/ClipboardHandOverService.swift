package import SceneryCore

/// A process's text selections, as the renderer sees them: the service the window's views
/// copy and paste through, plus the hand-over that lets copied text outlive the renderer
/// (docs/clipboard.md).
@MainActor
package protocol ClipboardHandOverService: TextSelectionService {
    /// Where warnings go (an owner that never answers, text that is not UTF-8): the
    /// renderer sends them to the scene host's log. By default, standard error.
    var onWarning: (@MainActor (String) -> Void)? { get set }
    /// At a normal exit: when this process owns the clipboard, offers its text to a
    /// clipboard manager if one runs, and calls `completion` once, later, with the text
    /// still to hand to the scene host (nil when this process owns no clipboard text or a
    /// manager took it).
    func handOverClipboard(completion: @escaping @MainActor (String?) -> Void)
    /// Takes the clipboard over with `text`, handed from another renderer of the app that
    /// went away; `completion` runs once, later, saying whether the window system gave it.
    func adoptClipboard(_ text: String, completion: @escaping @MainActor (Bool) -> Void)
}
