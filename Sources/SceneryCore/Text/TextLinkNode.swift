import FoundationEssentials

/// A text with links: a click released on a link opens its URL with the environment's
/// `openURL` action (in the app when one of its scenes handles the URL, else with the
/// desktop's handler). Clicks elsewhere on the text go to the targets behind it (a
/// button the text is the label of).
@MainActor
final class TextLinkNode: TapTargetNode {
    private var openLink: @MainActor (URL) -> Void = { _ in }
    /// Pixels per point of the window: where the painter starts the text.
    private var displayScale: CGFloat = 1

    /// A link target around `text`, in a window of `displayScale` pixels per point.
    convenience init(text: TextNode, isEnabled: Bool, displayScale: CGFloat, open: @escaping @MainActor (URL) -> Void) {
        self.init(child: text, isEnabled: isEnabled, action: {})
        openLink = open
        self.displayScale = displayScale
    }

    /// The link drawn at `point` (window coordinates), if any.
    func link(at point: CGPoint) -> URL? {
        guard let text = child as? TextNode else { return nil }
        let frame = text.frame
        // The painter starts text on whole pixels.
        let local = CGPoint(
            x: point.x - roundedToPixels(frame.minX, scale: displayScale),
            y: point.y - roundedToPixels(frame.minY, scale: displayScale))
        let resolved = text.resolved
        guard let offset = text.measurer.characterOffset(
            at: local, in: resolved, font: text.font, width: frame.width, style: text.layoutStyle)
        else { return nil }
        return resolved.run(at: offset)?.style.link
    }

    override func accepts(_ point: CGPoint) -> Bool { link(at: point) != nil }

    override func activate(at point: CGPoint) {
        guard isEnabled, let url = link(at: point) else { return }
        openLink(url)
    }
}
