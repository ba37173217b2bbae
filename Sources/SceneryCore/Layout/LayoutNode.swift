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
/// chosen size in the window (origin on the pixel grid of `scale`), and returns what to draw.
@MainActor
package func layoutWindow(_ root: any LayoutNode, in size: CGSize, scale: CGFloat = 1) -> DisplayList {
    placeRoot(root, in: size, scale: scale)
    var list = DisplayList()
    root.draw(into: &list)
    UpdateCounts.current.itemsDrawn += list.count
    return list
}

/// Places `root` in a window of `size` (points) without drawing: centred, with its origin
/// rounded to the display's pixel grid (multiples of 1 / `scale` points), so a window on a
/// 2× display may put its content on half points.
@MainActor
package func placeRoot(_ root: any LayoutNode, in size: CGSize, scale: CGFloat = 1) {
    let proposal = ProposedViewSize(size)
    let chosen = root.sizeThatFits(proposal)
    let origin = CGPoint(
        x: roundedToPixels((size.width - chosen.width) / 2, scale: scale),
        y: roundedToPixels((size.height - chosen.height) / 2, scale: scale))
    // Placement skips nodes that stay where they were, unless frames animated in the last
    // pass (Layout/ViewNode.swift).
    let store = (root as? ViewNode)?.layoutAnimationStore
    store?.beginPlacementPass()
    root.place(at: origin, proposal: proposal)
    store?.endPlacementPass()
}

/// `value` (points) rounded to the nearest pixel of a display with `scale` pixels per
/// point (halves away from zero).
package func roundedToPixels(_ value: CGFloat, scale: CGFloat) -> CGFloat {
    let scale = scale > 0 && scale.isFinite ? scale : 1
    return (value * scale).rounded() / scale
}

/// `value` (points) rounded up to a whole number of pixels of a display with `scale`.
package func roundedUpToPixels(_ value: CGFloat, scale: CGFloat) -> CGFloat {
    let scale = scale > 0 && scale.isFinite ? scale : 1
    // A hair of tolerance so 100.00000001 × 2 does not become 201 pixels.
    return ((value * scale) - 1e-9).rounded(.up) / scale
}

/// The size a window should open at for `root`: the content's ideal size in points,
/// rounded up to whole pixels of a display with `scale`, at most
/// ``maximumIdealWindowLength`` points in each dimension (a scroll view's ideal length is
/// its content's, which for a long lazy list is far larger than any screen).
@MainActor
package func idealWindowSize(_ root: any LayoutNode, scale: CGFloat = 1) -> CGSize {
    let ideal = root.sizeThatFits(.unspecified)
    func whole(_ value: CGFloat) -> CGFloat {
        guard value.isFinite else { return roundedUpToPixels(1, scale: scale) }
        return min(maximumIdealWindowLength, max(roundedUpToPixels(1, scale: scale), roundedUpToPixels(value, scale: scale)))
    }
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
