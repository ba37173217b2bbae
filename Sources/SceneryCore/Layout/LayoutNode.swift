/// A resolved view in the layout tree, as the renderer sees the root: it answers size
/// proposals, is placed by its parent, and draws itself into a display list.
///
/// The protocol follows "Thinking in SwiftUI": the parent proposes a size, the child
/// chooses its own size, and the parent places the child. Every node is a ``ViewNode``.
@MainActor
package protocol LayoutNode: AnyObject {
    /// The size this node chooses for `proposal`.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
    /// Places the node with its top-leading corner at `origin` (window coordinates) at the
    /// size it chooses for `proposal`, and places its children.
    func place(at origin: CGPoint, proposal: ProposedViewSize)
    /// The frame from the last placement, in window coordinates.
    var frame: CGRect { get }
    /// Appends what this node draws.
    func draw(into list: inout DisplayList)
    /// Stacks give space to higher priorities first (`layoutPriority`, default 0).
    var layoutPriority: Double { get }
}

/// Lays out `root` as a window does: proposes the window's size, centres the root's
/// chosen size in the window (origin rounded to whole points), and returns what to draw.
@MainActor
package func layoutWindow(_ root: any LayoutNode, in size: CGSize) -> DisplayList {
    placeRoot(root, in: size)
    var list = DisplayList()
    root.draw(into: &list)
    return list
}

/// Places `root` in a window of `size` without drawing.
@MainActor
package func placeRoot(_ root: any LayoutNode, in size: CGSize) {
    let proposal = ProposedViewSize(size)
    let chosen = root.sizeThatFits(proposal)
    let origin = CGPoint(
        x: ((size.width - chosen.width) / 2).rounded(),
        y: ((size.height - chosen.height) / 2).rounded())
    root.place(at: origin, proposal: proposal)
}

/// The size a window should open at for `root`: the content's ideal size, whole points,
/// at most ``maximumIdealWindowLength`` in each dimension (a scroll view's ideal length is
/// its content's, which for a long lazy list is far larger than any screen).
@MainActor
package func idealWindowSize(_ root: any LayoutNode) -> CGSize {
    let ideal = root.sizeThatFits(.unspecified)
    func whole(_ value: CGFloat) -> CGFloat { value.isFinite ? min(maximumIdealWindowLength, max(1, value.rounded(.up))) : 1 }
    return CGSize(width: whole(ideal.width), height: whole(ideal.height))
}

/// The smallest and largest window sizes `resizability` allows for `root`: the content's
/// size for a zero proposal (its minimum) and for an infinite one (its maximum, only for
/// `.contentSize`). Infinite dimensions mean "no limit".
@MainActor
package func windowSizeLimits(_ root: any LayoutNode, resizability: WindowResizability) -> (minimum: CGSize?, maximum: CGSize?) {
    switch resizability.kind {
    case .automatic, .contentMinSize:
        return (root.sizeThatFits(ProposedViewSize(width: 0, height: 0)), nil)
    case .contentSize:
        let minimum = root.sizeThatFits(ProposedViewSize(width: 0, height: 0))
        let maximum = root.sizeThatFits(ProposedViewSize(width: .infinity, height: .infinity))
        return (minimum, maximum)
    }
}

/// The longest a window opens along either axis when its content's ideal size is larger.
package let maximumIdealWindowLength: CGFloat = 2048
