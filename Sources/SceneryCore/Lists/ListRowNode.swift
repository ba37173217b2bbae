/// A list row: as wide as proposed, its content inset and at the leading edge. In a list
/// with a selection it is also the row's click target (a click selects; Control toggles,
/// Shift extends) and draws the selection highlight behind its content.
package final class ListRowNode: TapTargetNode {
    let insets: EdgeInsets
    /// The row's index in the list.
    let index: Int
    /// The row's selection value (its tag, link value or `ForEach` id, of the selection's
    /// type), nil when it has none.
    let value: AnyHashable?
    /// What the row is: a selectable row, a section header or footer.
    let role: ListRowRole
    /// The row's place in an outline (`OutlineGroup`, `DisclosureGroup`), if any.
    let outline: OutlineRowInfo?
    let drawing: ListDrawing

    init(insets: EdgeInsets, child: ViewNode, index: Int, value: AnyHashable?, role: ListRowRole,
         outline: OutlineRowInfo?, drawing: ListDrawing) {
        self.insets = insets
        self.index = index
        self.value = value
        self.role = role
        self.outline = outline
        self.drawing = drawing
        super.init(child: child, isEnabled: drawing.selection != nil && value != nil, action: {})
    }

    /// Builds row `index` of `rows` as a list row.
    static func make(index: Int, rows: LazyRowList, context: ResolveContext, drawing: ListDrawing) -> ListRowNode {
        let row = context.singleRow(rows.build(index), axis: .vertical, spacing: 8)
        let role = row.gridTrait(ListRowRoleKey.self, as: ListRowRole.self) ?? .row
        var value: AnyHashable?
        if role == .row, let selection = drawing.selection {
            value = (row.selectionTag ?? rows.id(index)).flatMap { selection.cast($0) }
        }
        var insets = row.gridTrait(ListRowInsetsKey.self, as: EdgeInsets.self) ?? List<Never, EmptyView>.defaultRowInsets
        insets.leading += drawing.kind.rowMargin
        insets.trailing += drawing.kind.rowMargin
        if role == .header { insets.top = max(insets.top, 8); insets.bottom = 2 }
        return ListRowNode(
            insets: insets, child: row, index: index, value: value, role: role,
            outline: row.gridTrait(OutlineRowInfoKey.self, as: OutlineRowInfo.self), drawing: drawing)
    }

    package override func childPlacement(for proposal: ProposedViewSize, size: CGSize) -> (origin: CGPoint, proposal: ProposedViewSize) {
        (CGPoint(x: insets.leading, y: insets.top),
         ProposedViewSize(width: proposal.width.map { max(0, $0 - insets.leading - insets.trailing) }, height: nil))
    }

    package override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let content = child.sizeThatFits(childPlacement(for: proposal, size: .zero).proposal)
        return CGSize(width: proposal.width ?? content.width + insets.leading + insets.trailing,
                      height: content.height + insets.top + insets.bottom)
    }

    package override func activate(at point: CGPoint, modifiers: EventModifiers) {
        guard isEnabled else { return }
        drawing.list?.click(index, modifiers: modifiers)
    }

    /// Whether the row draws the selection highlight now.
    package var isSelected: Bool { value.map { drawing.selected.contains($0) } ?? false }

    package override func draw(into list: inout DisplayList) {
        guard isSelected else { return child.draw(into: &list) }
        let margin = max(4, drawing.kind.rowMargin)
        let rect = CGRect(x: frame.minX + margin, y: frame.minY, width: max(0, frame.width - 2 * margin), height: frame.height)
        list.append(.shape(
            Path(roundedRect: rect, cornerRadius: 5), paint: .fill(eoFill: false),
            color: drawing.highlightColor, frame: rect))
        let first = list.count
        child.draw(into: &list)
        if drawing.isFocused { list.modifyItems(from: first, ListDrawing.emphasize) }
    }
}

/// What a row of a list is, for selection and styling.
enum ListRowRole: Hashable {
    /// A row of content (selectable when it has a value).
    case row
    /// A section's header (small secondary bold text; never selected).
    case header
    /// A section's footer (caption secondary text; never selected).
    case footer
}

/// The trait a section header or footer row carries.
enum ListRowRoleKey {}

/// What a list's rows share for drawing: the style, the selection read at this update, and
/// whether the list has the keyboard focus now (set by its node when the focus moves).
@MainActor
final class ListDrawing {
    /// The list's node, which a row's click goes to.
    weak var list: ListNode?
    let kind: ListStyleKind
    let selection: ListSelection?
    /// The selected values, read once per update.
    let selected: Set<AnyHashable>
    /// Whether the list has the keyboard focus (the highlight is the accent colour, the
    /// text white); otherwise the highlight is a calm grey.
    var isFocused = false
    /// Runs after a person's click changed the selection, with whether anything is
    /// selected: a list in a split view's column tells the split view, which shows the
    /// next column while collapsed.
    var clicked: (@MainActor (_ selected: Bool) -> Void)?
    let accent: Color
    let unfocused: Color

    init(kind: ListStyleKind, selection: ListSelection?, context: ResolveContext) {
        let environment = context.environment
        self.kind = kind
        self.selection = selection
        // Read on behalf of the enclosing view: a change of the bound value updates it
        // (and so this list) even when its body passes only the binding.
        selected = context.evaluateForView { selection?.read() ?? [] }
        accent = environment.tint.resolve(in: environment)
        unfocused = (environment.colorScheme == .dark ? Color(white: 1, opacity: 0.16) : Color(white: 0, opacity: 0.1))
    }

    /// The highlight's colour now.
    var highlightColor: Color { isFocused ? accent : unfocused }

    /// Turns the label colours (the greys of `.primary`, `.secondary`…) of text and symbols
    /// drawn on the accent highlight white, keeping their relative strength; explicit
    /// colours stay as they are, as on a desktop list.
    static func emphasize(_ items: inout ArraySlice<DisplayItem>) {
        func white(_ color: Color) -> Color? {
            guard color.provider == nil, color.red == color.green, color.green == color.blue,
                  color.red < 0.01 || color.red > 0.99 else { return nil }
            return Color(white: 1, opacity: min(1, color.opacity / 0.85))
        }
        for index in items.indices {
            switch items[index] {
            case let .text(string, font, color, frame, style):
                if let new = white(color) { items[index] = .text(string, font: font, color: new, frame: frame, style: style) }
            case let .symbol(name, color, frame, multicolor):
                if let new = white(color) { items[index] = .symbol(name, color: new, frame: frame, multicolor: multicolor) }
            case let .shape(path, paint, color, frame):
                // The disclosure triangle and link chevron (label-grey shapes).
                if let new = white(color), color.opacity < 0.9 { items[index] = .shape(path, paint: paint, color: new, frame: frame) }
            default:
                break
            }
        }
    }
}
