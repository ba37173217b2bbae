/// The header bar's layout, as AdwHeaderBar lays out its start, title and end widgets:
/// three subviews — the leading group, the centre (title or principal item), the trailing
/// group. The groups take their ideal widths (the trailing one first, then the leading
/// one, each at most what is left); the centre is centred in the bar when it fits between
/// them, else moved towards the wider gap, and proposed at most the space between the
/// groups, so a long title truncates instead of overlapping the back button or the items.
/// Right to left, the bar is mirrored: the leading group at the right edge.
///
/// A group holding a flexible `ToolbarSpacer` takes the free space between it and the
/// centre (or, without a centre, up to the other group, or half the bar when both are
/// flexible): its spacer grows, so the items after the spacer keep to the edge and the
/// items before it move towards the centre.
struct HeaderBarLayout: Layout {
    /// The gap between the centre and a group.
    static let spacing: CGFloat = 8

    var isRightToLeft = false
    /// Whether the leading and the trailing group hold a flexible spacer.
    var flexibleLeading = false
    var flexibleTrailing = false

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let width = proposal.width ?? sizes.reduce(0) { $0 + $1.width } + 2 * Self.spacing
        let height = proposal.height ?? sizes.map(\.height).max() ?? 0
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard subviews.count == 3 else { return }
        let frames = Self.frames(
            width: bounds.width, height: bounds.height,
            ideal: subviews.map { $0.sizeThatFits(.unspecified) },
            centreSize: { subviews[1].sizeThatFits(ProposedViewSize(width: $0, height: bounds.height)) },
            flexible: (flexibleLeading, flexibleTrailing))
        for (index, frame) in frames.enumerated() {
            let x = isRightToLeft ? bounds.width - frame.maxX : frame.minX
            subviews[index].place(
                at: CGPoint(x: bounds.minX + x, y: bounds.minY + frame.minY),
                proposal: ProposedViewSize(width: frame.width, height: frame.height))
        }
    }

    /// The frames of the leading group, the centre and the trailing group, left to right,
    /// relative to the bar, each centred vertically.
    static func frames(
        width: CGFloat, height: CGFloat, ideal: [CGSize], centreSize: (CGFloat) -> CGSize,
        flexible: (leading: Bool, trailing: Bool) = (false, false)
    ) -> [CGRect] {
        let trailing = min(ideal[2].width, width)
        let leading = min(ideal[0].width, max(0, width - trailing))
        let gapStart = leading + (leading > 0 ? spacing : 0)
        let gapEnd = width - trailing - (trailing > 0 ? spacing : 0)
        let available = max(0, gapEnd - gapStart)
        let centre = centreSize(min(ideal[1].width, available))
        let centreWidth = min(centre.width, available)
        let centred = (width - centreWidth) / 2
        let centreX = min(max(centred, gapStart), max(gapStart, gapEnd - centreWidth))
        func vertical(_ h: CGFloat) -> (y: CGFloat, height: CGFloat) {
            let h = min(h, height)
            return ((height - h) / 2, h)
        }
        let l = vertical(ideal[0].height), c = vertical(centre.height), t = vertical(ideal[2].height)
        // Flexible groups grow towards the centre.
        var leadingWidth = leading
        var trailingStart = width - trailing
        let hasCentre = centreWidth > 0
        if flexible.leading {
            let end = hasCentre ? centreX - spacing : flexible.trailing ? width / 2 : trailingStart - (trailing > 0 ? spacing : 0)
            leadingWidth = max(leading, end)
        }
        if flexible.trailing {
            let start = hasCentre ? centreX + centreWidth + spacing
                : flexible.leading ? width / 2 : leadingWidth + (leadingWidth > 0 ? spacing : 0)
            trailingStart = min(trailingStart, max(0, start))
        }
        return [
            CGRect(x: 0, y: l.y, width: leadingWidth, height: l.height),
            CGRect(x: centreX, y: c.y, width: centreWidth, height: c.height),
            CGRect(x: trailingStart, y: t.y, width: width - trailingStart, height: t.height),
        ]
    }
}
