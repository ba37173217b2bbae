/// The `.segmented` (and `.palette`) picker's control: its segments side by side, all as
/// wide as the widest label needs, on one rounded track of the control fill (GTK's linked
/// buttons), with a 1-point divider between two segments neither of which is selected.
package final class PickerSegmentsNode: ViewNode {
    let segments: [PickerSegmentNode]
    let colors: PickerColors

    init(segments: [PickerSegmentNode], colors: PickerColors) {
        self.segments = segments
        self.colors = colors
        super.init()
    }

    package override var children: [ViewNode] { segments }

    /// Every segment's width: the widest label's plus the padding on both sides.
    private var segmentWidth: CGFloat {
        segments.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
    }

    package override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let height = segments.map { $0.sizeThatFits(.unspecified).height }.max() ?? 0
        return CGSize(width: segmentWidth * CGFloat(segments.count), height: height)
    }

    package override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        let width = segmentWidth
        for (index, segment) in segments.enumerated() {
            segment.place(
                at: CGPoint(x: bounds.minX + width * CGFloat(index), y: bounds.minY),
                proposal: ProposedViewSize(width: width, height: bounds.height))
        }
    }

    package override func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize) -> CGFloat? {
        segments.first?.explicitAlignment(key, proposal: ProposedViewSize(width: segmentWidth, height: nil))
    }

    package override func draw(into list: inout DisplayList) {
        list.append(.shape(Path(roundedRect: frame, cornerRadius: 6), paint: .fill(eoFill: false), color: colors.fill, frame: frame))
        for (index, segment) in segments.enumerated() where index > 0 {
            guard !segment.isSelected, !segments[index - 1].isSelected else { continue }
            let line = CGRect(x: segment.frame.minX - 0.5, y: frame.minY + 6, width: 1, height: max(0, frame.height - 12))
            list.append(.fill(line, color: colors.divider))
        }
        for segment in segments { segment.draw(into: &list) }
    }
}

/// One segment: its option's label centred, the selection highlight (the accent colour,
/// the label turned white) when it is the selected option, a 15 % veil while pressed; a
/// click selects it.
package final class PickerSegmentNode: TapTargetNode {
    package let isSelected: Bool
    let padding: CGSize
    let colors: PickerColors

    init(child: ViewNode, isSelected: Bool, isEnabled: Bool, padding: CGSize, colors: PickerColors,
         action: @escaping @MainActor () -> Void) {
        self.isSelected = isSelected
        self.padding = padding
        self.colors = colors
        super.init(child: child, isEnabled: isEnabled, action: action)
    }

    package override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let label = child.sizeThatFits(.unspecified)
        return CGSize(width: proposal.width ?? label.width + 2 * padding.width, height: label.height + 2 * padding.height)
    }

    package override func childPlacement(for proposal: ProposedViewSize, size: CGSize) -> (origin: CGPoint, proposal: ProposedViewSize) {
        let label = child.sizeThatFits(.unspecified)
        return (CGPoint(x: ((size.width - label.width) / 2).rounded(), y: padding.height), ProposedViewSize(label))
    }

    package override func draw(into list: inout DisplayList) {
        if isSelected {
            list.append(.shape(
                Path(roundedRect: frame, cornerRadius: 6), paint: .fill(eoFill: false), color: colors.accent, frame: frame))
            let first = list.count
            child.draw(into: &list)
            list.modifyItems(from: first, ListDrawing.emphasize)
        } else {
            child.draw(into: &list)
        }
        if isPressed {
            list.append(.shape(
                Path(roundedRect: frame, cornerRadius: 6), paint: .fill(eoFill: false),
                color: Color(white: 0, opacity: 0.15), frame: frame))
        }
    }
}

/// The `.radioGroup` (and `.inline`, `.wheel`) picker's control: its radio buttons in a
/// column, leading-aligned, 6 points apart.
package final class PickerRadioColumnNode: ViewNode {
    let radios: [PickerRadioNode]
    static let spacing: CGFloat = 6

    init(radios: [PickerRadioNode]) {
        self.radios = radios
        super.init()
    }

    package override var children: [ViewNode] { radios }

    package override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let sizes = radios.map { $0.sizeThatFits(.unspecified) }
        let height = sizes.map(\.height).reduce(0, +) + Self.spacing * CGFloat(max(0, sizes.count - 1))
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: height)
    }

    package override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        var y = bounds.minY
        for radio in radios {
            let size = radio.sizeThatFits(.unspecified)
            radio.place(at: CGPoint(x: bounds.minX, y: y), proposal: ProposedViewSize(size))
            y += size.height + Self.spacing
        }
    }

    package override func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize) -> CGFloat? {
        // The first radio button's guides (its label's first baseline).
        guard let first = radios.first else { return nil }
        return first.explicitAlignment(key, proposal: ProposedViewSize(first.sizeThatFits(.unspecified)))
    }
}

/// One radio button: a circle 14 across, then, 6 points on, the option's label. Selected:
/// the circle filled with the accent colour around a white dot 6 across; otherwise a
/// light circle with a grey ring. A click selects it; a 15 % veil on the circle while
/// pressed.
package final class PickerRadioNode: TapTargetNode {
    package let isSelected: Bool
    let colors: PickerColors
    static let diameter: CGFloat = 14
    static let gap: CGFloat = 6

    init(child: ViewNode, isSelected: Bool, isEnabled: Bool, colors: PickerColors, action: @escaping @MainActor () -> Void) {
        self.isSelected = isSelected
        self.colors = colors
        super.init(child: child, isEnabled: isEnabled, action: action)
    }

    package override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let label = child.sizeThatFits(.unspecified)
        return CGSize(width: Self.diameter + Self.gap + label.width, height: max(Self.diameter, label.height))
    }

    package override func childPlacement(for proposal: ProposedViewSize, size: CGSize) -> (origin: CGPoint, proposal: ProposedViewSize) {
        let label = child.sizeThatFits(.unspecified)
        return (CGPoint(x: Self.diameter + Self.gap, y: max(0, (Self.diameter - label.height) / 2)), ProposedViewSize(label))
    }

    /// The circle: centred on the label's first line (or on the button when the label is
    /// shorter than the circle).
    var circle: CGRect {
        let label = child.frame
        let line = min(label.height, 22)
        let middle = label.height >= Self.diameter ? label.minY + line / 2 : frame.midY
        return CGRect(x: frame.minX, y: (middle - Self.diameter / 2).rounded(), width: Self.diameter, height: Self.diameter)
    }

    package override func draw(into list: inout DisplayList) {
        let circle = self.circle
        if isSelected {
            list.append(.shape(Path(ellipseIn: circle), paint: .fill(eoFill: false), color: colors.accent, frame: circle))
            let dot = circle.insetBy(dx: 4, dy: 4)
            list.append(.shape(Path(ellipseIn: dot), paint: .fill(eoFill: false), color: Color(white: 1), frame: dot))
        } else {
            list.append(.shape(Path(ellipseIn: circle), paint: .fill(eoFill: false), color: colors.radioFill, frame: circle))
            let ring = circle.insetBy(dx: 0.5, dy: 0.5)
            list.append(.shape(Path(ellipseIn: ring), paint: .stroke(StrokeStyle(lineWidth: 1)), color: colors.radioRing, frame: ring))
        }
        if isPressed {
            list.append(.shape(Path(ellipseIn: circle), paint: .fill(eoFill: false), color: Color(white: 0, opacity: 0.15), frame: circle))
        }
        child.draw(into: &list)
    }
}

/// The `.menu` picker's closed look: a bordered button showing the selected option's
/// label (leading, as wide as the widest option's so the button keeps its size) and an
/// up-down chevron. It carries the options for the menu it presents (``menu``).
package final class PickerMenuButtonNode: TapTargetNode {
    /// The options, for the menu a click presents.
    package let menu: PickerMenu
    /// The nodes whose widest ideal width the label area takes.
    let measuring: [ViewNode]
    let padding: CGSize
    let colors: PickerColors
    static let chevronWidth: CGFloat = 7
    static let chevronGap: CGFloat = 8

    init(
        child: ViewNode, measuring: [ViewNode], menu: PickerMenu, isEnabled: Bool, action: @escaping @MainActor () -> Void,
        padding: CGSize, colors: PickerColors
    ) {
        self.menu = menu
        self.measuring = measuring
        self.padding = padding
        self.colors = colors
        // A click opens the menu of the options (and focuses the picker).
        super.init(child: child, isEnabled: isEnabled, action: action)
    }

    private var labelSize: CGSize {
        let sizes = (measuring + [child]).map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: max(child.sizeThatFits(.unspecified).height, 11))
    }

    package override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let label = labelSize
        return CGSize(
            width: padding.width * 2 + label.width + Self.chevronGap + Self.chevronWidth,
            height: label.height + 2 * padding.height)
    }

    package override func childPlacement(for proposal: ProposedViewSize, size: CGSize) -> (origin: CGPoint, proposal: ProposedViewSize) {
        let label = child.sizeThatFits(.unspecified)
        return (CGPoint(x: padding.width, y: ((size.height - label.height) / 2).rounded()), ProposedViewSize(label))
    }

    package override func draw(into list: inout DisplayList) {
        list.append(.shape(Path(roundedRect: frame, cornerRadius: 6), paint: .fill(eoFill: false), color: colors.fill, frame: frame))
        child.draw(into: &list)
        let x = frame.maxX - padding.width - Self.chevronWidth
        let middle = frame.midY
        var chevrons = Path()
        chevrons.move(to: CGPoint(x: x, y: middle - 2))
        chevrons.addLine(to: CGPoint(x: x + 3.5, y: middle - 5.5))
        chevrons.addLine(to: CGPoint(x: x + 7, y: middle - 2))
        chevrons.move(to: CGPoint(x: x, y: middle + 2))
        chevrons.addLine(to: CGPoint(x: x + 3.5, y: middle + 5.5))
        chevrons.addLine(to: CGPoint(x: x + 7, y: middle + 2))
        let box = CGRect(x: x - 1, y: middle - 7, width: Self.chevronWidth + 2, height: 14)
        list.append(.shape(chevrons, paint: .stroke(StrokeStyle(lineWidth: 1.5)), color: colors.glyph, frame: box))
        if isPressed {
            list.append(.shape(
                Path(roundedRect: frame, cornerRadius: 6), paint: .fill(eoFill: false),
                color: Color(white: 0, opacity: 0.15), frame: frame))
        }
    }
}
