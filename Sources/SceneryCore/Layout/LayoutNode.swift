/// A resolved view in the layout tree: it answers size proposals, is placed by its parent,
/// and draws itself into a display list.
///
/// The protocol follows "Thinking in SwiftUI": the parent proposes a size, the child
/// chooses its own size, and the parent places the child.
@MainActor
package protocol LayoutNode: AnyObject {
    /// The size this node chooses for `proposal`.
    func sizeThatFits(_ proposal: ProposedSize) -> Size
    /// Places the node at `frame` (window coordinates) and lays out its children.
    func place(in frame: Rect)
    /// The frame from the last ``place(in:)``.
    var frame: Rect { get }
    /// Appends what this node draws.
    func draw(into list: inout DisplayList)
    /// Stacks give space to higher priorities first (`layoutPriority`, default 0).
    var layoutPriority: Double { get }
}

extension LayoutNode {
    package var layoutPriority: Double { 0 }
}

/// Lays out `root` as a window does: proposes the window's size, centres the root's
/// chosen size in the window, and returns what to draw.
@MainActor
package func layoutWindow(_ root: any LayoutNode, in size: Size) -> DisplayList {
    let chosen = root.sizeThatFits(ProposedSize(size))
    let origin = Point(
        x: ((size.width - chosen.width) / 2).rounded(),
        y: ((size.height - chosen.height) / 2).rounded())
    root.place(in: Rect(origin: origin, size: chosen))
    var list = DisplayList()
    root.draw(into: &list)
    return list
}

/// The size a window should open at for `root`: the content's ideal size, whole points.
@MainActor
package func idealWindowSize(_ root: any LayoutNode) -> Size {
    let ideal = root.sizeThatFits(.unspecified)
    return Size(width: max(1, ideal.width.rounded(.up)), height: max(1, ideal.height.rounded(.up)))
}
