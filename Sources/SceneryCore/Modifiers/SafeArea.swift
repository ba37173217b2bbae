/// A top or bottom edge.
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
    case top, bottom
}

/// A leading or trailing edge.
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
    case leading, trailing
}

extension View {
    /// Places `content` along a top or bottom edge of this view and shrinks this view's
    /// space by the content's height plus `spacing` (0 when nil).
    ///
    /// An X11 window's safe area is its whole content area, so the inset is all there is
    /// to the safe area here: the content takes its ideal height at the full proposed
    /// width, this view gets the height that is left, and the content is aligned
    /// horizontally by `alignment` (docs/layout.md).
    nonisolated public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        let layout = SafeAreaInsetLayout(
            edge: edge == .top ? .top : .bottom, alignment: Alignment(horizontal: alignment, vertical: .center),
            spacing: spacing ?? 0)
        let inset = content()
        return layout { self; inset }
    }

    /// Places `content` along a leading or trailing edge of this view and shrinks this
    /// view's space by the content's width plus `spacing` (0 when nil).
    nonisolated public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        let layout = SafeAreaInsetLayout(
            edge: edge == .leading ? .leading : .trailing, alignment: Alignment(horizontal: .center, vertical: alignment),
            spacing: spacing ?? 0)
        let inset = content()
        return layout { self; inset }
    }

    /// Adds `insets` to this view's safe area. With a window's safe area the whole content
    /// area, the content is inset exactly as by ``padding(_:)-(EdgeInsets)``.
    nonisolated public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        padding(insets)
    }

    /// Adds `length` (the default padding when nil) along `edges` to this view's safe area.
    nonisolated public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padding(edges, length)
    }

    /// Adds `length` on every edge to this view's safe area.
    nonisolated public func safeAreaPadding(_ length: CGFloat) -> some View {
        padding(length)
    }
}

/// `safeAreaInset`'s layout: the last subview is the inset, placed along `edge` at its
/// ideal length; the others (the modified view) share what is left.
struct SafeAreaInsetLayout: Layout {
    let edge: Edge
    let alignment: Alignment
    let spacing: CGFloat

    private var isVertical: Bool { edge == .top || edge == .bottom }

    /// The inset's size and the proposal left for the main view.
    private func split(_ proposal: ProposedViewSize, inset: LayoutSubview) -> (inset: CGSize, rest: ProposedViewSize) {
        if isVertical {
            let size = inset.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil))
            return (size, ProposedViewSize(width: proposal.width, height: proposal.height.map { max(0, $0 - size.height - spacing) }))
        }
        let size = inset.sizeThatFits(ProposedViewSize(width: nil, height: proposal.height))
        return (size, ProposedViewSize(width: proposal.width.map { max(0, $0 - size.width - spacing) }, height: proposal.height))
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let inset = subviews.last else { return .zero }
        let (insetSize, rest) = split(proposal, inset: inset)
        let main = subviews.dropLast().reduce(CGSize.zero) { size, subview in
            let fit = subview.sizeThatFits(rest)
            return CGSize(width: max(size.width, fit.width), height: max(size.height, fit.height))
        }
        return isVertical
            ? CGSize(width: max(main.width, insetSize.width), height: main.height + spacing + insetSize.height)
            : CGSize(width: main.width + spacing + insetSize.width, height: max(main.height, insetSize.height))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let inset = subviews.last else { return }
        let (insetSize, _) = split(ProposedViewSize(bounds.size), inset: inset)
        var mainBounds = bounds
        var insetOrigin = bounds.origin
        switch edge {
        case .top:
            mainBounds.origin.y += insetSize.height + spacing
            mainBounds.size.height = max(0, bounds.height - insetSize.height - spacing)
        case .bottom:
            mainBounds.size.height = max(0, bounds.height - insetSize.height - spacing)
            insetOrigin.y = bounds.maxY - insetSize.height
        case .leading:
            mainBounds.origin.x += insetSize.width + spacing
            mainBounds.size.width = max(0, bounds.width - insetSize.width - spacing)
        case .trailing:
            mainBounds.size.width = max(0, bounds.width - insetSize.width - spacing)
            insetOrigin.x = bounds.maxX - insetSize.width
        }
        if isVertical {
            insetOrigin.x = bounds.minX + offset(free: bounds.width - insetSize.width, horizontal: alignment.horizontal)
            inset.place(at: insetOrigin, proposal: ProposedViewSize(width: bounds.width, height: nil))
        } else {
            insetOrigin.y = bounds.minY + offset(free: bounds.height - insetSize.height, vertical: alignment.vertical)
            inset.place(at: insetOrigin, proposal: ProposedViewSize(width: nil, height: bounds.height))
        }
        for subview in subviews.dropLast() {
            subview.place(at: CGPoint(x: mainBounds.midX, y: mainBounds.midY), anchor: .center, proposal: ProposedViewSize(mainBounds.size))
        }
    }

    private func offset(free: CGFloat, horizontal: HorizontalAlignment) -> CGFloat {
        if horizontal == .leading { return 0 }
        if horizontal == .trailing { return free }
        return (free / 2).rounded()
    }

    private func offset(free: CGFloat, vertical: VerticalAlignment) -> CGFloat {
        if vertical == .top { return 0 }
        if vertical == .bottom { return free }
        return (free / 2).rounded()
    }
}
