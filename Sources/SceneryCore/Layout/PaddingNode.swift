/// Insets on the four edges.
package struct Insets: Hashable, Sendable {
    package var top, leading, bottom, trailing: Double
    package var horizontal: Double { leading + trailing }
    package var vertical: Double { top + bottom }
}

/// `padding`: proposes the proposal minus the insets, and reports the child's size plus
/// the insets (book, chapter "Layout": padding).
package final class PaddingNode: LayoutNode {
    let insets: Insets
    let child: any LayoutNode
    package private(set) var frame = Rect(x: 0, y: 0, width: 0, height: 0)

    package init(insets: Insets, child: any LayoutNode) {
        self.insets = insets
        self.child = child
    }

    package var layoutPriority: Double { child.layoutPriority }

    package func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let inner = ProposedSize(
            width: proposal.width.map { max(0, $0 - insets.horizontal) },
            height: proposal.height.map { max(0, $0 - insets.vertical) })
        let size = child.sizeThatFits(inner)
        return Size(width: size.width + insets.horizontal, height: size.height + insets.vertical)
    }

    package func place(in frame: Rect) {
        self.frame = frame
        child.place(in: Rect(
            x: frame.minX + insets.leading, y: frame.minY + insets.top,
            width: max(0, frame.width - insets.horizontal), height: max(0, frame.height - insets.vertical)))
    }

    package func draw(into list: inout DisplayList) { child.draw(into: &list) }
}
