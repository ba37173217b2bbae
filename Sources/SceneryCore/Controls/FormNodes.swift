/// The layout of the built-in forms (docs/controls.md, "Form").

/// A control's label and the control in a form: the label trailing-aligned in a column of
/// the width the form gives it (``labelColumn``), 8 points, then the control; in a grouped
/// form (``spreads``), the label leading and the control trailing. Both are centred
/// vertically on each other, or their first text baselines line up (``alignsBaselines``).
@MainActor
package final class FormRowNode: ViewNode {
    let label: ViewNode
    let content: ViewNode
    /// The width of the form's label column (nil: the label's own width).
    var labelColumn: CGFloat?
    /// Label at the leading edge, control at the trailing edge of the width offered.
    var spreads = false
    /// The label's first baseline on the control's (else both centred).
    var alignsBaselines = false
    static let gap: CGFloat = 8

    init(label: ViewNode, content: ViewNode) {
        self.label = label
        self.content = content
    }

    package override var children: [ViewNode] { [label, content] }

    private var labelWidth: CGFloat { labelColumn ?? label.sizeThatFits(.unspecified).width }
    private var gap: CGFloat { labelWidth > 0 ? Self.gap : 0 }

    private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        if spreads { return ProposedViewSize(width: nil, height: proposal.height) }
        return ProposedViewSize(width: proposal.width.map { max(0, $0 - labelWidth - gap) }, height: proposal.height)
    }

    /// The tops of the label and the control in a row: centred on each other, or with
    /// their first baselines on one line; and the row's height.
    private func verticalPlacement(labelProposal: ProposedViewSize, contentProposal: ProposedViewSize)
        -> (label: CGFloat, content: CGFloat, height: CGFloat, labelSize: CGSize, contentSize: CGSize) {
        let labelDimensions = label.dimensions(for: labelProposal)
        let contentDimensions = content.dimensions(for: contentProposal)
        let labelSize = CGSize(width: labelDimensions.width, height: labelDimensions.height)
        let contentSize = CGSize(width: contentDimensions.width, height: contentDimensions.height)
        guard alignsBaselines else {
            let height = max(labelSize.height, contentSize.height)
            return ((height - labelSize.height) / 2, (height - contentSize.height) / 2, height, labelSize, contentSize)
        }
        let labelBaseline = labelDimensions[VerticalAlignment.firstTextBaseline]
        let contentBaseline = contentDimensions[VerticalAlignment.firstTextBaseline]
        let line = max(labelBaseline, contentBaseline)
        let labelTop = line - labelBaseline, contentTop = line - contentBaseline
        let height = max(labelTop + labelSize.height, contentTop + contentSize.height)
        return (labelTop, contentTop, height, labelSize, contentSize)
    }

    package override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let placement = verticalPlacement(
            labelProposal: ProposedViewSize(width: labelWidth, height: nil), contentProposal: contentProposal(proposal))
        var width = labelWidth + gap + placement.contentSize.width
        if spreads, let offered = proposal.width, offered.isFinite { width = max(width, offered) }
        return CGSize(width: width, height: placement.height)
    }

    package override func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize) -> CGFloat? {
        guard key == VerticalAlignment.firstTextBaseline.key else { return nil }
        let contentProposal = contentProposal(proposal)
        let placement = verticalPlacement(labelProposal: ProposedViewSize(width: labelWidth, height: nil), contentProposal: contentProposal)
        return placement.content + content.dimensions(for: contentProposal)[VerticalAlignment.firstTextBaseline]
    }

    package override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        let labelProposal = ProposedViewSize(width: labelWidth, height: nil)
        let contentProposal = contentProposal(ProposedViewSize(width: bounds.width, height: proposal.height))
        let placement = verticalPlacement(labelProposal: labelProposal, contentProposal: contentProposal)
        // The row's own height may differ from the one asked for: centre the pair in it.
        let top = bounds.minY + (bounds.height - placement.height) / 2
        let labelX = spreads ? bounds.minX : bounds.minX + labelWidth - placement.labelSize.width
        label.place(at: CGPoint(x: labelX, y: top + placement.label), proposal: labelProposal)
        let contentX = spreads ? bounds.maxX - placement.contentSize.width : bounds.minX + labelWidth + gap
        content.place(at: CGPoint(x: contentX, y: top + placement.content), proposal: contentProposal)
    }
}

/// A `Section` in a form: its header, rows and footer, which the form lays out as part of
/// its own rows (elsewhere, stacked).
@MainActor
package final class FormSectionNode: ViewNode {
    let header: ViewNode?
    let rows: [ViewNode]
    let footer: ViewNode?

    init(header: ViewNode?, rows: [ViewNode], footer: ViewNode?) {
        self.header = header
        self.rows = rows
        self.footer = footer
    }

    package override var children: [ViewNode] { (header.map { [$0] } ?? []) + rows + (footer.map { [$0] } ?? []) }

    package override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        var size = CGSize.zero
        for child in children {
            let child = child.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil))
            size.width = max(size.width, child.width)
            size.height += child.height + (size.height > 0 ? 8 : 0)
        }
        return size
    }

    package override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        var y = bounds.minY
        for child in children {
            let size = child.sizeThatFits(ProposedViewSize(width: bounds.width, height: nil))
            child.place(at: CGPoint(x: bounds.minX, y: y), proposal: ProposedViewSize(width: bounds.width, height: nil))
            y += size.height + 8
        }
    }
}

/// A built-in form: its rows top to bottom, 10 points apart, sections 20 apart.
///
/// * **columns**: the labels of the rows that have one (``FormRowNode``, found through
///   single-child wrappers: a toggle's node, padding) share a column as wide as the widest
///   label, trailing-aligned; the controls, and rows without a label, start 8 points after
///   it. Section headers (headline font) start at the leading edge; footers in the control
///   column.
/// * **grouped**: each section is a rounded box (radius 8) with rows padded 12 × 8 and
///   1-point separators between them; the headers above the boxes, footers below.
@MainActor
package final class FormNode: ViewNode {
    let rows: [ViewNode]
    let kind: FormLayoutKind
    let boxColor: Color
    let separatorColor: Color
    static let rowSpacing: CGFloat = 10
    static let sectionSpacing: CGFloat = 20
    static let boxPadding = CGSize(width: 12, height: 8)

    /// A line of the form's layout: where it comes from, and how it is placed.
    private enum Entry {
        case header(ViewNode)
        case row(ViewNode, section: Int)
        case footer(ViewNode)
    }

    private let entries: [Entry]
    private var prepared = false
    private var labelColumn: CGFloat = 0
    /// The boxes of a grouped form and the separators between rows, from the last placement.
    private var boxes: [CGRect] = []
    private var separators: [CGRect] = []

    init(rows: [ViewNode], kind: FormLayoutKind, boxColor: Color, separatorColor: Color) {
        self.rows = rows
        self.kind = kind
        self.boxColor = boxColor
        self.separatorColor = separatorColor
        var entries: [Entry] = []
        var section = 0
        var loose = false
        for row in rows {
            if let group = row as? FormSectionNode {
                section += 1
                if let header = group.header { entries.append(.header(header)) }
                for row in group.rows { entries.append(.row(row, section: section)) }
                if let footer = group.footer { entries.append(.footer(footer)) }
                loose = false
            } else {
                if !loose { section += 1 }
                loose = true
                entries.append(.row(row, section: section))
            }
        }
        self.entries = entries
    }

    package override var children: [ViewNode] { rows }

    /// The form row inside `node`, through single-child wrappers.
    private static func formRow(in node: ViewNode) -> FormRowNode? {
        var node = node
        while true {
            if let row = node as? FormRowNode { return row }
            guard let single = node as? SingleChildNode else { return nil }
            node = single.child
        }
    }

    /// Sets every row's label column (once: labels' widths do not depend on the form's).
    private func prepare() {
        guard !prepared else { return }
        prepared = true
        var widest: CGFloat = 0
        var found: [FormRowNode] = []
        for case .row(let node, _) in entries {
            guard let row = Self.formRow(in: node) else { continue }
            found.append(row)
            widest = max(widest, row.label.sizeThatFits(.unspecified).width)
        }
        labelColumn = widest
        for row in found {
            if kind == .columns { row.labelColumn = widest } else { row.spreads = true }
        }
    }

    /// The x offset and width offered to an entry in a form `width` wide.
    private func slot(_ entry: Entry, width: CGFloat?) -> (x: CGFloat, width: CGFloat?) {
        let controls = labelColumn > 0 ? labelColumn + FormRowNode.gap : 0
        switch (kind, entry) {
        case (.columns, .header):
            return (0, width)
        case (.columns, .footer):
            return (controls, width.map { max(0, $0 - controls) })
        case (.columns, .row(let node, _)):
            if Self.formRow(in: node) != nil { return (0, width) }
            return (controls, width.map { max(0, $0 - controls) })
        case (.grouped, .row):
            let inset = Self.boxPadding.width
            return (inset, width.map { max(0, $0 - 2 * inset) })
        case (.grouped, _):
            return (4, width.map { max(0, $0 - 8) })
        }
    }

    /// Lays the entries out for a form `width` wide (nil: ideal), from `origin`; returns the
    /// size, and places the nodes when `place` is true.
    private func layout(width: CGFloat?, origin: CGPoint, place: Bool) -> CGSize {
        prepare()
        let grouped = kind == .grouped
        let pad = Self.boxPadding
        var y: CGFloat = 0
        var widest: CGFloat = 0
        var boxes: [CGRect] = [], separators: [CGRect] = []
        var boxStart: CGFloat?
        var currentSection: Int?
        var first = true, afterHeader = false
        var lines: [(node: ViewNode, y: CGFloat, entry: Entry)] = []
        func closeBox() {
            guard let start = boxStart else { return }
            y += pad.height
            boxes.append(CGRect(x: 0, y: start, width: 0, height: y - start))
            boxStart = nil
        }
        for entry in entries {
            switch entry {
            case .header(let node):
                if grouped { closeBox() }
                if !first { y += Self.sectionSpacing }
                lines.append((node, y, entry))
                y += node.sizeThatFits(ProposedViewSize(width: slot(entry, width: width).width, height: nil)).height
                currentSection = nil
            case .footer(let node):
                if grouped { closeBox() }
                if !first { y += grouped ? 6 : Self.rowSpacing }
                lines.append((node, y, entry))
                y += node.sizeThatFits(ProposedViewSize(width: slot(entry, width: width).width, height: nil)).height
                currentSection = nil
            case .row(let node, let section):
                if section != currentSection {
                    if grouped { closeBox() }
                    if !first { y += afterHeader ? (grouped ? 6 : Self.rowSpacing) : Self.sectionSpacing }
                    if grouped {
                        boxStart = y
                        y += pad.height
                    }
                } else if grouped {
                    separators.append(CGRect(x: pad.width, y: y + pad.height, width: 0, height: 1))
                    y += 2 * pad.height + 1
                } else {
                    y += Self.rowSpacing
                }
                lines.append((node, y, entry))
                y += node.sizeThatFits(ProposedViewSize(width: slot(entry, width: width).width, height: nil)).height
                currentSection = section
            }
            if case .header = entry { afterHeader = true } else { afterHeader = false }
            first = false
        }
        if grouped { closeBox() }
        for line in lines {
            let slot = slot(line.entry, width: width)
            let size = line.node.sizeThatFits(ProposedViewSize(width: slot.width, height: nil))
            var extra: CGFloat = 0
            if grouped, case .row = line.entry { extra = pad.width }
            widest = max(widest, slot.x + size.width + extra)
        }
        let formWidth = width ?? widest
        if place {
            for line in lines {
                let slot = slot(line.entry, width: formWidth)
                line.node.place(
                    at: CGPoint(x: origin.x + slot.x, y: origin.y + line.y), proposal: ProposedViewSize(width: slot.width, height: nil))
            }
            self.boxes = boxes.map { CGRect(x: origin.x, y: origin.y + $0.minY, width: formWidth, height: $0.height) }
            self.separators = separators.map {
                CGRect(x: origin.x + $0.minX, y: origin.y + $0.minY, width: max(0, formWidth - 2 * pad.width), height: 1)
            }
        }
        return CGSize(width: formWidth, height: y)
    }

    package override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let ideal = layout(width: nil, origin: .zero, place: false)
        guard let width = proposal.width, width.isFinite else { return ideal }
        return layout(width: max(width, 0), origin: .zero, place: false)
    }

    package override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        // Sections are placed as wholes, then their rows where the form puts them.
        for case let section as FormSectionNode in rows {
            section.place(at: bounds.origin, proposal: ProposedViewSize(width: bounds.width, height: nil))
        }
        _ = layout(width: bounds.width, origin: bounds.origin, place: true)
    }

    package override func draw(into list: inout DisplayList) {
        for box in boxes {
            list.append(.shape(Path(roundedRect: box, cornerRadius: 8), paint: .fill(eoFill: false), color: boxColor, frame: box))
        }
        for line in separators {
            list.append(.shape(Path(line), paint: .fill(eoFill: false), color: separatorColor, frame: line))
        }
        for child in rows { child.draw(into: &list) }
    }
}
