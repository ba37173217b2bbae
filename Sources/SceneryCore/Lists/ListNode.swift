/// What a list with a selection keeps across updates: the row the keyboard is on (the
/// selection's lead) and the anchor a Shift-click or Shift+arrow extends from.
@MainActor
final class ListSelectionMemory {
    /// The lead row: its index and value when it was last moved to.
    var lead: (index: Int, value: AnyHashable)?
    /// The row a range extends from.
    var anchor: (index: Int, value: AnyHashable)?
}

/// A list's node: its scroll view, the sidebar background, and — with a selection — the
/// keyboard focus (a click or Tab gives it) and the selection's clicks and keys.
///
/// Keys: Up and Down move the selection one selectable row, Home and End to the first and
/// last, Page Up and Page Down by the rows in view; with Shift they extend a set
/// selection from the anchor. Left collapses an outline row or moves to its parent, Right
/// expands it or moves to its first child. The row moved to is scrolled into view. Rows
/// are built only when needed: a row's value comes from the row when it is in view, from
/// its `ForEach` id otherwise (when that has the selection's type), and only else from
/// building the row.
@MainActor
package final class ListNode: SingleChildNode, FocusableNode {
    override var asFocusable: (any FocusableNode)? { acceptsFocus ? self : nil }
    package let focusIdentity: IdentityPath
    package let acceptsFocus: Bool
    package var showsFocusRing = false {
        didSet { drawing.isFocused = showsFocusRing }
    }
    package var isKeyboardActivated: Bool { false }
    package var isKeyPressed = false
    package func activateFromKeyboard() {}

    let rows: LazyRowList
    let rowsContext: ResolveContext
    let drawing: ListDrawing
    let stack: LazyStackNode
    let scrollState: ScrollState
    let memory: ListSelectionMemory
    weak var graph: ViewGraph?

    init(child: ViewNode, identity: IdentityPath, rows: LazyRowList, rowsContext: ResolveContext, drawing: ListDrawing,
         stack: LazyStackNode, scrollState: ScrollState, memory: ListSelectionMemory, graph: ViewGraph?, acceptsFocus: Bool) {
        focusIdentity = identity
        self.rows = rows
        self.rowsContext = rowsContext
        self.drawing = drawing
        self.stack = stack
        self.scrollState = scrollState
        self.memory = memory
        self.graph = graph
        self.acceptsFocus = acceptsFocus
        super.init(child: child)
        drawing.list = self
    }

    package override func draw(into list: inout DisplayList) {
        if drawing.kind == .sidebar {
            list.append(.fill(frame, color: Color.sidebarBackground.resolve(in: rowsContext.environment)))
        }
        child.draw(into: &list)
    }

    // MARK: Rows

    /// The node of row `index`: the one in view, or a newly built one.
    private func rowNode(_ index: Int) -> ListRowNode? {
        guard index >= 0, index < rows.count else { return nil }
        if let placed = stack.placedRow(index) as? ListRowNode { return placed }
        return ListRowNode.make(index: index, rows: rows, context: rowsContext, drawing: drawing)
    }

    /// Row `index`'s selection value, building the row only when it is not in view and its
    /// `ForEach` id does not have the selection's type.
    func rowValue(_ index: Int) -> AnyHashable? {
        guard index >= 0, index < rows.count, let selection = drawing.selection else { return nil }
        if let placed = stack.placedRow(index) as? ListRowNode { return placed.value }
        if let id = rows.id(index), let value = selection.cast(id) { return value }
        return rowNode(index)?.value
    }

    /// The index of the row whose value is `value`: the lead row if it still has it, a row
    /// in view, a `ForEach` row by id; other rows are built only in lists of at most
    /// ``buildSearchLimit`` rows.
    func index(of value: AnyHashable) -> Int? {
        if let lead = memory.lead, lead.value == value, rowValue(lead.index) == value { return lead.index }
        if let anchor = memory.anchor, anchor.value == value, rowValue(anchor.index) == value { return anchor.index }
        for case let row as ListRowNode in stack.children where row.value == value { return row.index }
        for run in rows.identifiedRuns {
            for offset in 0..<run.count where drawing.selection?.cast(run.id(offset)) == value { return run.start + offset }
        }
        guard rows.count <= Self.buildSearchLimit else { return nil }
        return (0..<rows.count).first { rowValue($0) == value }
    }

    /// Lists with more rows search only rows in view and `ForEach` ids for a value.
    static let buildSearchLimit = 2_000

    /// The first row from `start` in `direction` (+1 or −1) that has a value.
    private func selectable(from start: Int, direction: Int) -> Int? {
        var index = start
        while index >= 0 && index < rows.count {
            if rowValue(index) != nil { return index }
            index += direction
        }
        return nil
    }

    /// The lead row now: the remembered one if it is still selected, else the first
    /// selected row found.
    private var leadIndex: Int? {
        let selected = drawing.selected
        if let lead = memory.lead, selected.contains(lead.value), let index = index(of: lead.value) { return index }
        for value in selected { if let index = index(of: value) { return index } }
        return nil
    }

    // MARK: Clicks

    /// A click on row `index`: selects it (replacing the selection); Control (or Super)
    /// toggles it; Shift selects the range from the anchor in a set selection.
    func click(_ index: Int, modifiers: EventModifiers) {
        guard let selection = drawing.selection, let value = rowValue(index) else { return }
        var selected = drawing.selected
        if !modifiers.isDisjoint(with: [.control, .command]) {
            if selected.contains(value) {
                // Deselecting leaves the anchor where it was.
                selected.remove(value)
            } else {
                selected = selection.allowsMultiple ? selected.union([value]) : [value]
                memory.anchor = (index, value)
                memory.lead = (index, value)
            }
            selection.write(Array(selected))
        } else if modifiers.contains(.shift), selection.allowsMultiple {
            moveTo(index, extending: true)
        } else {
            moveTo(index, extending: false)
        }
        drawing.clicked?(!selection.read().isEmpty)
    }

    // MARK: Keys

    /// A key while the list has the focus.
    func handleKey(_ press: KeyPress) -> KeyPress.Result {
        // Only while focused: with nothing focused, keys travel the root's chain, which a
        // list at the root is on.
        guard drawing.selection != nil, showsFocusRing, press.phase != .up else { return .ignored }
        let modifiers = press.modifiers.subtracting([.function, .numericPad, .capsLock])
        guard modifiers.isEmpty || modifiers == .shift else { return .ignored }
        let extending = modifiers == .shift && drawing.selection?.allowsMultiple == true
        let lead = leadIndex
        let target: Int?
        switch press.key {
        case .downArrow:
            target = lead.map { selectable(from: $0 + 1, direction: 1) ?? $0 } ?? selectable(from: 0, direction: 1)
        case .upArrow:
            target = lead.map { selectable(from: $0 - 1, direction: -1) ?? $0 } ?? selectable(from: rows.count - 1, direction: -1)
        case .home:
            target = selectable(from: 0, direction: 1)
        case .end:
            target = selectable(from: rows.count - 1, direction: -1)
        case .pageDown:
            let start = lead ?? -1
            target = selectable(from: min(rows.count - 1, start + pageRows), direction: 1)
                ?? selectable(from: min(rows.count - 1, start + pageRows), direction: -1)
        case .pageUp:
            let start = lead ?? rows.count
            target = selectable(from: max(0, start - pageRows), direction: -1)
                ?? selectable(from: max(0, start - pageRows), direction: 1)
        case .leftArrow, .rightArrow:
            guard modifiers.isEmpty, let lead else { return .ignored }
            return outlineKey(right: press.key == .rightArrow, at: lead)
        default:
            return .ignored
        }
        guard let target else { return .handled }
        moveTo(target, extending: extending)
        return .handled
    }

    /// How many rows a page moves: the rows that fit in the list's height, less one.
    private var pageRows: Int {
        let length = max(1, stack.offset(ofRow: 0).length)
        return max(1, Int(child.frame.height / length) - 1)
    }

    /// Left and Right on an outline row.
    private func outlineKey(right: Bool, at index: Int) -> KeyPress.Result {
        guard let row = rowNode(index), let outline = row.outline else { return .ignored }
        if right {
            if outline.isExpandable && !outline.isExpanded {
                outline.toggle()
            } else if outline.isExpanded, let child = selectable(from: index + 1, direction: 1) {
                moveTo(child, extending: false)
            }
        } else {
            if outline.isExpandable && outline.isExpanded {
                outline.toggle()
            } else {
                var parent = index - 1
                while parent >= 0 {
                    if let node = rowNode(parent), let info = node.outline, info.depth < outline.depth, node.value != nil { break }
                    parent -= 1
                }
                if parent >= 0 { moveTo(parent, extending: false) }
            }
        }
        return .handled
    }

    /// Makes row `index` the lead: selects it alone, or the range from the anchor to it
    /// when `extending`; scrolls it into view.
    private func moveTo(_ index: Int, extending: Bool) {
        guard let selection = drawing.selection, let value = rowValue(index) else { return }
        memory.lead = (index, value)
        if extending, let anchor = memory.anchor, let anchorIndex = self.index(of: anchor.value) {
            let range = min(anchorIndex, index)...max(anchorIndex, index)
            selection.write(range.compactMap { rowValue($0) })
        } else {
            memory.anchor = (index, value)
            selection.write([value])
        }
        scrollIntoView(index)
    }

    /// Scrolls the list so that row `index` shows whole.
    func scrollIntoView(_ index: Int) {
        let (start, length) = stack.offset(ofRow: index)
        let visible = child.frame.height
        var offset = scrollState.offset
        if start < offset.y {
            offset.y = start
        } else if start + length > offset.y + visible {
            offset.y = start + length - visible
        }
        guard offset != scrollState.offset else { return }
        scrollState.offset = offset
        graph?.setNeedsUpdate()
    }
}
